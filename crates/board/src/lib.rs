//! Boggle boards: tiles, the grid and its adjacency, board text, the rules as a value, and the
//! languages of play (their letters and spelling).
//!
//! Pure: no I/O, no randomness, no allocation beyond the board itself.

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
