//! Why a board text was refused: each error names the row and column at fault, in English (`Display`, the
//! CLI's words) and as a message id with arguments (the app's, `Localized`).

use std::fmt;

use crate::{Language, Localized, Message, MAX_SIDE, MIN_SIDE};

/// Why a board text was refused. Rows and columns are 1-based, as a person counts them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BoardError {
    Empty,
    UnknownSymbol {
        row: usize,
        col: usize,
        found: String,
        /// The language whose tiles were expected: the message lists them.
        language: Language,
    },
    UnclosedBracket {
        row: usize,
        col: usize,
    },
    Ragged {
        row: usize,
        found: usize,
        expected: usize,
    },
    NotSquare {
        tiles: usize,
    },
    TooSmall {
        rows: usize,
        cols: usize,
    },
    TooLarge {
        rows: usize,
        cols: usize,
    },
    TileCount {
        rows: usize,
        cols: usize,
        tiles: usize,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Empty => f.write_str("the board is empty"),
            BoardError::UnknownSymbol {
                row,
                col,
                found,
                language,
            } => write!(
                f,
                "row {row}, column {col}: '{found}' is not a tile ({})",
                language.tile_help()
            ),
            BoardError::UnclosedBracket { row, col } => {
                write!(f, "row {row}, column {col}: '[' is never closed with ']'")
            }
            BoardError::Ragged { row, found, expected } => write!(
                f,
                "row {row} has {found} tiles but row 1 has {expected}: every row needs the same number"
            ),
            BoardError::NotSquare { tiles } => write!(
                f,
                "{tiles} tiles in one row is not a square board: separate the rows with spaces or /"
            ),
            BoardError::TooSmall { rows, cols } => {
                write!(f, "the board is {rows}x{cols}; the smallest is {MIN_SIDE}x{MIN_SIDE}")
            }
            BoardError::TooLarge { rows, cols } => {
                write!(f, "the board is {rows}x{cols}; the largest is {MAX_SIDE}x{MAX_SIDE}")
            }
            BoardError::TileCount { rows, cols, tiles } => {
                write!(f, "a {rows}x{cols} board needs {} tiles, not {tiles}", rows * cols)
            }
        }
    }
}

impl std::error::Error for BoardError {}

impl Localized for BoardError {
    fn message(&self) -> Message {
        match self {
            BoardError::Empty => Message::new("board-empty"),
            BoardError::UnknownSymbol {
                row,
                col,
                found,
                language,
            } => {
                // As `tile_help` lists them: each after a space (" ñ").
                let extra: String = language
                    .extra_letters()
                    .iter()
                    .map(|c| format!(" {c}"))
                    .collect();
                Message::new("board-unknown-symbol")
                    .with("row", *row)
                    .with("col", *col)
                    .with("found", found.as_str())
                    .with("extra", extra)
                    .with("q", if language.q_is_qu() { "qu" } else { "q" })
            }
            BoardError::UnclosedBracket { row, col } => Message::new("board-unclosed-bracket")
                .with("row", *row)
                .with("col", *col),
            BoardError::Ragged {
                row,
                found,
                expected,
            } => Message::new("board-ragged")
                .with("row", *row)
                .with("found", *found)
                .with("expected", *expected),
            BoardError::NotSquare { tiles } => {
                Message::new("board-not-square").with("tiles", *tiles)
            }
            BoardError::TooSmall { rows, cols } => Message::new("board-too-small")
                .with("rows", *rows)
                .with("cols", *cols)
                .with("min", MIN_SIDE),
            BoardError::TooLarge { rows, cols } => Message::new("board-too-large")
                .with("rows", *rows)
                .with("cols", *cols)
                .with("max", MAX_SIDE),
            BoardError::TileCount { rows, cols, tiles } => Message::new("board-tile-count")
                .with("rows", *rows)
                .with("cols", *cols)
                .with("needed", rows * cols)
                .with("tiles", *tiles),
        }
    }
}
