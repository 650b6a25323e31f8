//! Why a code was refused, or could not be made: in English (`Display`, the CLI's words) and as a message
//! id with arguments (the app's, `Localized`), as every crate's errors are.

use std::fmt;

use boggle_board::{Localized, Message};

use crate::{Kind, FORMAT_VERSION};

/// Every field name an [`CodeError::Invalid`] or [`CodeError::TooLong`] carries, in English as `Display`
/// says it. The message gives it as [`field_key`] (`player-name`), which `errors.ftl` turns into each
/// language's word; a test holds this table equal to the names the crate's sources use.
pub const FIELDS: [&str; 21] = [
    "board",
    "dictionary",
    "scoring",
    "Qu rule",
    "minimum length",
    "rules",
    "house list",
    "house word",
    "round length",
    "start",
    "length",
    "player name",
    "word list",
    "words",
    "words not on the list",
    "word",
    "rounds",
    "players",
    "score",
    "total",
    "standings",
];

/// A field's name as a Fluent variant key: lowercase, words joined by `-` (`Qu rule` is `qu-rule`).
pub fn field_key(field: &str) -> String {
    field.to_lowercase().replace(' ', "-")
}

/// Why bytes or text are not a code this crate reads, why a code does not belong to a round, or why a
/// payload cannot be written (a field past its limit).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CodeError {
    /// Not one of our codes at all: empty, not base45, or a first byte that is no version of ours.
    Foreign,
    /// The code ends before its fields do (a cut copy, a partial scan).
    Truncated,
    /// The check value does not match: a byte was changed on the way.
    Damaged,
    /// Written by a newer app: this one reads only versions up to [`FORMAT_VERSION`].
    NewerVersion { found: u8 },
    /// A code of another kind than the one asked for (a round's code where a player's words were expected).
    WrongKind { expected: Kind, found: Kind },
    /// A kind byte this version does not define.
    UnknownKind { found: u8 },
    /// A field holds a value no encoder of ours writes (the check value passed, so a foreign encoder's bug).
    Invalid { field: &'static str },
    /// A field is longer than the format allows (when writing a payload).
    TooLong { field: &'static str, max: usize },
    /// A player's words are for another round.
    OtherRound { expected: u32, found: u32 },
    /// A player's words are for the same round id but another board.
    OtherBoard,
    /// The indices were written against a word list of another length than this phone's solution.
    OtherList { expected: usize, found: usize },
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Foreign => f.write_str("this is not a game code of this app"),
            CodeError::Truncated => f.write_str("the code is cut short: scan it again"),
            CodeError::Damaged => f.write_str("the code is damaged (its check value does not match): scan it again"),
            CodeError::NewerVersion { found } => write!(
                f,
                "the code is of format {found}, newer than this app reads ({FORMAT_VERSION}): update the app"
            ),
            CodeError::WrongKind { expected, found } => write!(
                f,
                "this is {}, not {}",
                found.description(),
                expected.description()
            ),
            CodeError::UnknownKind { found } => {
                write!(f, "the code is of an unknown kind ({found})")
            }
            CodeError::Invalid { field } => write!(f, "the code's {field} is not valid"),
            CodeError::TooLong { field, max } => {
                write!(f, "the {field} is too long for a code (at most {max})")
            }
            CodeError::OtherRound { expected, found } => write!(
                f,
                "these words are for round {found}, not this round ({expected})"
            ),
            CodeError::OtherBoard => f.write_str("these words are for another board"),
            CodeError::OtherList { expected, found } => write!(
                f,
                "these words index a list of {found} words, but this round has {expected}: the dictionary or rules differ"
            ),
        }
    }
}

impl std::error::Error for CodeError {}

impl Localized for CodeError {
    fn message(&self) -> Message {
        match self {
            CodeError::Foreign => Message::new("code-foreign"),
            CodeError::Truncated => Message::new("code-truncated"),
            CodeError::Damaged => Message::new("code-damaged"),
            CodeError::NewerVersion { found } => Message::new("code-newer-version")
                .with("found", u32::from(*found))
                .with("supported", u32::from(FORMAT_VERSION)),
            CodeError::WrongKind { expected, found } => Message::new("code-wrong-kind")
                .with("expected", expected.name())
                .with("found", found.name()),
            CodeError::UnknownKind { found } => {
                Message::new("code-unknown-kind").with("found", u32::from(*found))
            }
            CodeError::Invalid { field } => {
                Message::new("code-invalid").with("field", field_key(field))
            }
            CodeError::TooLong { field, max } => Message::new("code-too-long")
                .with("field", field_key(field))
                .with("max", *max),
            // `round`, not `found`: the app's tests sample `found` as text, and a round id is formatted
            // as a number without grouping.
            CodeError::OtherRound { expected, found } => Message::new("code-other-round")
                .with("expected", *expected)
                .with("round", *found),
            CodeError::OtherBoard => Message::new("code-other-board"),
            CodeError::OtherList { expected, found } => Message::new("code-other-list")
                .with("expected", *expected)
                .with("found", *found),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each field name the sources pass (`field: "…"`, `.text("…"`, `.count("…"`, `.varint("…"`, an index
    /// set's `"…"`), read from every file of `src/` (so a new file's fields are held to the table too).
    fn fields_in_sources() -> std::collections::BTreeSet<String> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
        let mut found = std::collections::BTreeSet::new();
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .expect("src/")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .collect();
        files.sort();
        for path in files {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if !name.ends_with(".rs")
                || name == "tests.rs"
                || name == "error.rs"
                || name == "bytes.rs"
            {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file");
            for opening in [
                "field: \"",
                ".text(\"",
                ".count(\"",
                ".varint(\"",
                "list_len, \"",
            ] {
                for (at, _) in text.match_indices(opening) {
                    let rest = &text[at + opening.len()..];
                    if let Some(end) = rest.find('"') {
                        found.insert(rest[..end].to_owned());
                    }
                }
            }
        }
        found
    }

    #[test]
    fn every_field_the_sources_name_is_in_the_table() {
        let table: std::collections::BTreeSet<String> =
            FIELDS.iter().map(|f| f.to_string()).collect();
        assert_eq!(fields_in_sources(), table);
    }

    #[test]
    fn field_keys_are_fluent_variant_keys() {
        for field in FIELDS {
            let key = field_key(field);
            assert!(key.starts_with(|c: char| c.is_ascii_lowercase()), "{key}");
            assert!(
                key.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{key}"
            );
        }
        assert_eq!(field_key("Qu rule"), "qu-rule");
    }
}
