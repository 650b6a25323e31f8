//! Reading text files a line at a time without trusting them: a line longer than a cap is
//! measured but not kept, so one huge line costs no memory, and bytes need not be UTF-8 (each
//! line is judged on its own).

use std::io::{self, BufRead};

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
    buf: Vec<u8>,
    number: usize,
}

impl<R: BufRead> Lines<R> {
    pub fn new(reader: R, cap: usize) -> Lines<R> {
        Lines {
            reader,
            cap,
            give_up: usize::MAX,
            buf: Vec::new(),
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
        self.buf.clear();
        let mut len = 0;
        let mut read_any = false;
        loop {
            let chunk = self.reader.fill_buf()?;
            if chunk.is_empty() {
                break;
            }
            read_any = true;
            let (part, ends) = match chunk.iter().position(|&b| b == b'\n') {
                Some(at) => (&chunk[..at], true),
                None => (chunk, false),
            };
            let room = self.cap.saturating_sub(self.buf.len());
            self.buf.extend_from_slice(&part[..part.len().min(room)]);
            len += part.len();
            let used = part.len() + usize::from(ends);
            self.reader.consume(used);
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
        }
        if !read_any {
            return Ok(None);
        }
        self.number += 1;
        Ok(Some(Line {
            number: self.number,
            bytes: &self.buf,
            len,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8], cap: usize) -> Vec<(usize, Vec<u8>, usize)> {
        let mut lines = Lines::new(io::BufReader::with_capacity(4, input), cap);
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
        let endless = io::BufReader::new(io::repeat(0));
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
