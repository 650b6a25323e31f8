//! Reading text files a line at a time without trusting them: a line longer than a cap is
//! measured but not kept, so one huge line costs no memory, and bytes need not be UTF-8 (each
//! line is judged on its own). Lines are handed out straight from the read buffer, not copied.

use std::io::{self, Read};

/// Bytes read at a time; a line longer than this is read through a second, capped buffer.
const BUFFER: usize = 64 * 1024;

/// One line of a file as read by [`Lines`].
pub struct Line<'a> {
    /// 1-based, as editors count.
    pub number: usize,
    /// The line without its `\n`; only the first `cap` bytes when `len` is larger.
    pub bytes: &'a [u8],
    /// The line's whole length in bytes.
    pub len: usize,
}

impl Line<'_> {
    pub fn too_long(&self) -> bool {
        self.len > self.bytes.len()
    }
}

/// Lines of a reader, each kept up to `cap` bytes.
pub struct Lines<R> {
    reader: R,
    cap: usize,
    /// A line longer than this ends the reading with an error: `/dev/zero` has no line end at all.
    give_up: usize,
    /// Bytes read but not yet handed out are `buf[start..end]`.
    buf: Vec<u8>,
    start: usize,
    end: usize,
    /// The reader has no more.
    at_end: bool,
    /// The kept start of a line longer than `buf`.
    long: Vec<u8>,
    number: usize,
}

impl<R: Read> Lines<R> {
    pub fn new(reader: R, cap: usize) -> Lines<R> {
        Lines::with_buffer(reader, cap, BUFFER)
    }

    fn with_buffer(reader: R, cap: usize, buffer: usize) -> Lines<R> {
        Lines {
            reader,
            cap,
            give_up: usize::MAX,
            buf: vec![0; buffer.max(1)],
            start: 0,
            end: 0,
            at_end: false,
            long: Vec::new(),
            number: 0,
        }
    }

    /// Reading stops with an `InvalidData` error at a line longer than `bytes`.
    pub fn give_up_past(mut self, bytes: usize) -> Lines<R> {
        self.give_up = bytes;
        self
    }

    /// The next line, or `None` at the end of the input.
    pub fn next_line(&mut self) -> io::Result<Option<Line<'_>>> {
        // Bytes from `start` known to hold no line end.
        let mut scanned = 0;
        loop {
            let unread = &self.buf[self.start + scanned..self.end];
            if let Some(at) = unread.iter().position(|&b| b == b'\n') {
                let (begin, end) = (self.start, self.start + scanned + at);
                self.start = end + 1;
                return Ok(Some(self.line(begin, end)));
            }
            scanned = self.end - self.start;
            if self.at_end {
                if scanned == 0 {
                    return Ok(None);
                }
                let (begin, end) = (self.start, self.end);
                self.start = end;
                return Ok(Some(self.line(begin, end)));
            }
            if scanned == self.buf.len() {
                return self.long_line().map(Some);
            }
            // Room for more: the line begun so far moves to the front.
            self.buf.copy_within(self.start..self.end, 0);
            (self.start, self.end) = (0, scanned);
            self.fill()?;
        }
    }

    fn line(&mut self, begin: usize, end: usize) -> Line<'_> {
        self.number += 1;
        let len = end - begin;
        Line {
            number: self.number,
            bytes: &self.buf[begin..begin + len.min(self.cap)],
            len,
        }
    }

    /// Reads after `end`; at the reader's end sets `at_end`.
    fn fill(&mut self) -> io::Result<()> {
        loop {
            match self.reader.read(&mut self.buf[self.end..]) {
                Ok(0) => self.at_end = true,
                Ok(n) => self.end += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
            return Ok(());
        }
    }

    /// A line that fills the whole buffer: its first `cap` bytes kept aside, the rest counted.
    fn long_line(&mut self) -> io::Result<Line<'_>> {
        self.long.clear();
        let mut len = 0;
        loop {
            let chunk = &self.buf[self.start..self.end];
            let (part, ends) = match chunk.iter().position(|&b| b == b'\n') {
                Some(at) => (&chunk[..at], true),
                None => (chunk, false),
            };
            let room = self.cap.saturating_sub(self.long.len());
            self.long.extend_from_slice(&part[..part.len().min(room)]);
            len += part.len();
            self.start += part.len() + usize::from(ends);
            if ends {
                break;
            }
            if len > self.give_up {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!(
                        "line {} is longer than {} bytes with no end in sight: not a text of lines",
                        self.number + 1,
                        self.give_up
                    ),
                ));
            }
            (self.start, self.end) = (0, 0);
            self.fill()?;
            if self.at_end {
                break;
            }
        }
        self.number += 1;
        Ok(Line {
            number: self.number,
            bytes: &self.long,
            len,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8], cap: usize) -> Vec<(usize, Vec<u8>, usize)> {
        let whole = read(Lines::new(input, cap));
        // Any buffer size reads the same lines: lines longer than it, and lines across reads.
        for buffer in 1..8 {
            let reads = io::BufReader::with_capacity(3, input);
            assert_eq!(
                read(Lines::with_buffer(reads, cap, buffer)),
                whole,
                "{buffer}"
            );
        }
        whole
    }

    fn read(mut lines: Lines<impl Read>) -> Vec<(usize, Vec<u8>, usize)> {
        let mut out = Vec::new();
        while let Some(line) = lines.next_line().unwrap() {
            out.push((line.number, line.bytes.to_vec(), line.len));
        }
        out
    }

    #[test]
    fn lines_are_numbered_capped_and_need_not_be_utf8() {
        assert_eq!(
            all(b"ab\r\n\xff\xfe\nabcdefghij\n\nlast", 5),
            [
                (1, b"ab\r".to_vec(), 3),
                (2, b"\xff\xfe".to_vec(), 2),
                (3, b"abcde".to_vec(), 10),
                (4, b"".to_vec(), 0),
                (5, b"last".to_vec(), 4),
            ]
        );
        assert_eq!(all(b"", 5), []);
        assert_eq!(all(b"one\n", 5), [(1, b"one".to_vec(), 3)]);
    }

    #[test]
    fn an_endless_line_is_given_up() {
        let endless = io::repeat(0);
        let mut lines = Lines::new(endless, 5).give_up_past(1 << 20);
        let err = lines.next_line().err().unwrap();
        assert_eq!(err.kind(), io::ErrorKind::InvalidData);
        assert!(
            err.to_string()
                .contains("line 1 is longer than 1048576 bytes"),
            "{err}"
        );
    }
}
