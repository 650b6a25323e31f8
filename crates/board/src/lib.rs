//! Boggle boards: tiles, the grid and its adjacency, board text, the rules as a value, and the
//! languages of play (their letters and spelling).
//!
//! Pure: no I/O, no randomness, no allocation beyond the board itself.
//!
//! ## How it is built
//!
//! `Tile` (a letter, `Qu`, `an er he in th`, blank, and for other languages a plain `Q` and `ñ` — one byte;
//! German dice have no umlaut faces), `Board` (2x2 to 8x8, adjacency, board text parsing and printing with
//! errors that name the row and column; `Board::parse_in` reads a language's tiles), `Language` (English,
//! French, German, Spanish, Italian: each one's extra letters, whether its `q` face is `Qu`, how a word is
//! spelled — accents folded or kept, German `ä` as `ae` and `ß` as `ss` as the printed game has it, and whether
//! a word is shown as written (German) — and the accented letters a player may type; the one definition the
//! lexicon, solver, CLI and app follow), `Rules` and `ScoreTable`, and `Localized`/`Message` (`message.rs`):
//! what a crate says to a person as a Fluent message id and named arguments, its `Display` the English (every
//! crate's errors and advice implement it).

mod board;
mod board_error;
mod figures;
mod language;
mod message;
mod rules;
mod tile;

pub use board::{excerpt, Board, EXCERPT_CHARS, MAX_SIDE, MIN_SIDE};
pub use board_error::BoardError;
pub use figures::thousands;
pub use language::{
    letter_symbol, lowercase, lowercase_str, symbol_letter, Language, EXTRA_LETTERS, LETTER_SYMBOLS,
};
pub use message::{Arg, Localized, Message};
pub use rules::{HouseRules, Rules, ScoreTable, Scoring, MAX_WORD_LETTERS, QU_LETTERS};
pub use tile::Tile;
