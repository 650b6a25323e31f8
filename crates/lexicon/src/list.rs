//! A word list as a person gives it (`boggle --dict FILE`, a file or a paste in the app): read a
//! line at a time without trusting it. Lines no board can spell are left out and counted by
//! reason, with the first of each, so a list that silently lost words cannot pass unnoticed. The
//! bounds are the same wherever a list is read: [`MAX_LIST_BYTES`], [`LINE_CAP`], and a time
//! budget the caller's clock decides.

use std::fmt;

use boggle_board::{excerpt, Localized, Message};

use crate::{Language, Lexicon, LexiconBuilder, LexiconError, Rejected};

/// The largest word list read: the biggest list shipped (Italian, 3.1 million words) is 35 MB
/// of text, and the trie of a list this size takes some 80 MB of a phone's memory.
pub const MAX_LIST_BYTES: usize = 64 << 20;

/// Longer lines are not kept while reading: no word over 128 letters fits a board anyway.
pub const LINE_CAP: usize = 1024;

/// Lines read between two looks at the clock.
const LINES_PER_CLOCK: usize = 4096;

/// The lines of one reason left out: how many, and the first (its 1-based number and an excerpt).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LeftOut {
    pub count: usize,
    pub first_line: usize,
    pub first: String,
}

/// What reading a list kept and left out.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ListReport {
    /// Distinct words kept.
    pub words: usize,
    /// By reason, in the order of [`Rejected`].
    pub left_out: Vec<(Rejected, LeftOut)>,
}

impl ListReport {
    /// Lines left out, for every reason.
    pub fn left_out_lines(&self) -> usize {
        self.left_out.iter().map(|(_, l)| l.count).sum()
    }
}

/// `left out 3 lines no board can spell: 2 with characters no tile spells (first: line 4,
/// "café"), …`; empty when nothing was left out.
impl fmt::Display for ListReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let total = self.left_out_lines();
        if total == 0 {
            return Ok(());
        }
        let lines = if total == 1 { "line" } else { "lines" };
        write!(f, "left out {total} {lines} no board can spell: ")?;
        for (i, (why, l)) in self.left_out.iter().enumerate() {
            let sep = if i == 0 { "" } else { "; " };
            write!(
                f,
                "{sep}{} {why} (first: line {}, \"{}\")",
                l.count, l.first_line, l.first
            )?;
        }
        Ok(())
    }
}

/// Why a list gave no dictionary.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ListError {
    /// More bytes than [`MAX_LIST_BYTES`].
    TooLarge { bytes: usize },
    /// The time budget ran out at this line.
    OutOfTime { line: usize },
    /// Not one word a board can spell; what was left out says why.
    NoWords(ListReport),
    /// It starts as a serialised dictionary but is not a whole one.
    Damaged(LexiconError),
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ListError::TooLarge { bytes } => write!(
                f,
                "the list is {} MB; a word list can be {} MB at most",
                bytes.div_ceil(1 << 20),
                MAX_LIST_BYTES >> 20
            ),
            ListError::OutOfTime { line } => write!(
                f,
                "reading the list took too long (stopped at line {line}); a shorter list will do"
            ),
            ListError::NoWords(report) if report.left_out_lines() > 0 => {
                write!(f, "the list holds no word a board can spell ({report})")
            }
            ListError::NoWords(_) => f.write_str("the list holds no word a board can spell"),
            ListError::Damaged(e) => write!(f, "the dictionary file is damaged ({e})"),
        }
    }
}

impl std::error::Error for ListError {}

impl ListReport {
    /// What was left out as messages: the count of lines, then one a reason (the English joins them as
    /// `Display` does: the first, a space, the others between "; "); none when nothing was left out.
    pub fn messages(&self) -> Vec<Message> {
        let total = self.left_out_lines();
        if total == 0 {
            return Vec::new();
        }
        let reasons = self.left_out.iter().map(|(why, l)| {
            Message::new(why.message_id())
                .with("count", l.count)
                .with("line", l.first_line)
                .with("first", l.first.as_str())
        });
        std::iter::once(Message::new("list-left-out").with("total", total))
            .chain(reasons)
            .collect()
    }
}

impl Localized for ListError {
    /// The reasons a list left out, for `NoWords`, are its report's [`ListReport::messages`].
    fn message(&self) -> Message {
        match self {
            ListError::TooLarge { bytes } => Message::new("list-too-large")
                .with("megabytes", bytes.div_ceil(1 << 20))
                .with("max", MAX_LIST_BYTES >> 20),
            ListError::OutOfTime { line } => Message::new("list-out-of-time").with("line", *line),
            ListError::NoWords(_) => Message::new("list-no-words"),
            ListError::Damaged(e) => Message::new("list-damaged").with("why", e.to_string()),
        }
    }
}

/// Builds a dictionary from a list's lines as they come; see [`read_word_list`] for a list
/// already in memory.
pub struct WordListReader {
    builder: LexiconBuilder,
    report: ListReport,
}

impl WordListReader {
    pub fn new(language: Language) -> WordListReader {
        WordListReader {
            builder: LexiconBuilder::new_in(language),
            report: ListReport::default(),
        }
    }

    /// One line: `kept` its first bytes (at most [`LINE_CAP`]), `len` its whole length, `number`
    /// 1-based.
    pub fn add_line(&mut self, number: usize, kept: &[u8], len: usize) {
        let outcome = match std::str::from_utf8(kept) {
            _ if len > kept.len() => Err(Rejected::TooLong),
            Ok(text) => self.builder.add(text),
            Err(_) => Err(Rejected::NotLetters),
        };
        if let Err(why) = outcome {
            let left_out = &mut self.report.left_out;
            let at = match left_out.iter().position(|(w, _)| *w >= why) {
                Some(i) if left_out[i].0 == why => i,
                place => {
                    let i = place.unwrap_or(left_out.len());
                    let first = excerpt(String::from_utf8_lossy(kept).trim());
                    left_out.insert(
                        i,
                        (
                            why,
                            LeftOut {
                                count: 0,
                                first_line: number,
                                first,
                            },
                        ),
                    );
                    i
                }
            };
            left_out[at].1.count += 1;
        }
    }

    /// The dictionary and what was left out; [`ListError::NoWords`] if nothing was kept.
    pub fn finish(self) -> Result<(Lexicon, ListReport), ListError> {
        let lexicon = self.builder.build();
        let report = ListReport {
            words: lexicon.word_count(),
            ..self.report
        };
        if report.words == 0 {
            return Err(ListError::NoWords(report));
        }
        Ok((lexicon, report))
    }
}

/// A word list in memory (one word a line, any line ends), or a serialised dictionary (`BGLX`),
/// read in `language` within the bounds; `in_time` is asked every few thousand lines and stops
/// the reading when it says no.
pub fn read_word_list(
    bytes: &[u8],
    language: Language,
    mut in_time: impl FnMut() -> bool,
) -> Result<(Lexicon, ListReport), ListError> {
    if bytes.len() > MAX_LIST_BYTES {
        return Err(ListError::TooLarge { bytes: bytes.len() });
    }
    if bytes.starts_with(b"BGLX") {
        let lexicon = Lexicon::from_bytes(bytes).map_err(ListError::Damaged)?;
        let report = ListReport {
            words: lexicon.word_count(),
            ..ListReport::default()
        };
        return Ok((lexicon, report));
    }
    let mut reader = WordListReader::new(language);
    // A last line without its `\n` is a line too; a file ending in `\n` has no empty one after.
    let text = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    for (i, line) in text.split(|&b| b == b'\n').enumerate() {
        if i % LINES_PER_CLOCK == LINES_PER_CLOCK - 1 && !in_time() {
            return Err(ListError::OutOfTime { line: i + 1 });
        }
        reader.add_line(i + 1, &line[..line.len().min(LINE_CAP)], line.len());
    }
    reader.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<(Lexicon, ListReport), ListError> {
        read_word_list(text.as_bytes(), Language::English, || true)
    }

    #[test]
    fn words_are_kept_and_bad_lines_counted_by_reason() {
        let (lexicon, report) = read("cat\r\ndog\ncafé\n\nqat\nbäh\ncat").unwrap();
        assert_eq!(lexicon.words(), ["cat", "dog"]);
        assert_eq!(report.words, 2);
        assert_eq!(report.left_out_lines(), 3);
        assert_eq!(
            report.to_string(),
            "left out 3 lines no board can spell: 2 with characters no tile spells \
             (first: line 3, \"café\"); 1 with a q not followed by u (first: line 5, \"qat\")"
        );
    }

    #[test]
    fn a_list_is_read_in_its_language() {
        let bytes = "öl\nstraße\n".as_bytes();
        let (lexicon, report) = read_word_list(bytes, Language::German, || true).unwrap();
        assert_eq!(lexicon.language(), Language::German);
        assert_eq!(report.words, 2);
        assert!(lexicon.contains("oel"));
    }

    #[test]
    fn a_huge_line_is_measured_not_kept() {
        let text = format!("cat\n{}\n", "a".repeat(100_000));
        let (_, report) = read(&text).unwrap();
        let (_, long) = &report.left_out[0];
        assert_eq!((long.count, long.first_line), (1, 2));
        assert!(long.first.chars().count() < 100);
    }

    #[test]
    fn lists_without_words_too_large_or_too_slow_are_refused() {
        let none = read("1234\n\u{0}\u{1}\n").unwrap_err();
        assert!(
            none.to_string().starts_with("the list holds no word"),
            "{none}"
        );
        assert_eq!(
            read("").unwrap_err(),
            ListError::NoWords(ListReport::default())
        );
        let big = vec![b'a'; MAX_LIST_BYTES + 1];
        assert!(matches!(
            read_word_list(&big, Language::English, || true),
            Err(ListError::TooLarge { .. })
        ));
        let many = "cat\n".repeat(10_000);
        let mut looks = 0;
        let slow = read_word_list(many.as_bytes(), Language::English, || {
            looks += 1;
            looks < 2
        });
        assert_eq!(
            slow.unwrap_err(),
            ListError::OutOfTime {
                line: 2 * LINES_PER_CLOCK
            }
        );
    }

    #[test]
    fn a_serialised_dictionary_is_read_whole_or_refused() {
        let lexicon = Lexicon::from_words(["cat", "dog"]);
        let bytes = lexicon.to_bytes();
        let (read_back, report) = read_word_list(&bytes, Language::French, || true).unwrap();
        assert_eq!((read_back.words(), report.words), (lexicon.words(), 2));
        let cut = read_word_list(&bytes[..bytes.len() - 1], Language::English, || true);
        assert!(matches!(cut, Err(ListError::Damaged(_))));
    }
}
