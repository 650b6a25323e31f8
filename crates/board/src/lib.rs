//! Boggle boards: tiles, the grid and its adjacency, board text, and the rules as a value.
//!
//! Pure: no I/O, no randomness, no allocation beyond the board itself.

mod board;
mod rules;
mod tile;

pub use board::{excerpt, Board, BoardError, EXCERPT_CHARS, MAX_SIDE, MIN_SIDE};
pub use rules::{HouseRules, Rules, ScoreTable, Scoring, MAX_WORD_LETTERS};
pub use tile::Tile;
