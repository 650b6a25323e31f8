//! The plain objects the engine hands to JavaScript (through serde-wasm-bindgen, camelCase).

use boggle_board::Board;
use boggle_solver::{FoundWord, HouseSay};
use serde::Serialize;
use tsify::Tsify;

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BoardView {
    pub(crate) rows: usize,
    pub(crate) cols: usize,
    /// Each tile's letters (`a`, `qu`, `th`) or `#` for a blank, row-major.
    pub(crate) tiles: Vec<&'static str>,
    /// The board in canonical board text.
    pub(crate) text: String,
}

impl BoardView {
    pub(crate) fn new(board: &Board) -> BoardView {
        BoardView {
            rows: board.rows(),
            cols: board.cols(),
            tiles: board
                .tiles()
                .iter()
                .map(|t| if t.is_blank() { "#" } else { t.letters() })
                .collect(),
            text: board.to_string(),
        }
    }
}

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub(crate) struct SolveResult {
    pub(crate) board: BoardView,
    pub(crate) min_len: usize,
    pub(crate) words: Vec<FoundWord>,
    pub(crate) word_count: usize,
    pub(crate) total_score: u32,
    /// Set when the search stopped at the solver's step limit (the words are those found by
    /// then); null when it finished.
    pub(crate) stopped_after: Option<u64>,
    /// Set when looking for the house list's allowed words on the board stopped at its budget
    /// (after this many steps): an allowed word may be missing. Absent otherwise (and always
    /// without a house list, so the npm package's results do not carry it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) house_stopped_after: Option<u64>,
    /// Time spent solving, in microseconds, measured inside the worker.
    pub(crate) micros: f64,
}

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub(crate) struct CheckResult {
    /// In the letters its tiles spell (German `oel`).
    pub(crate) word: String,
    /// How it is written, where that differs (German `öl`); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) shown: Option<String>,
    /// In the dictionary, or allowed by the house list (and not banned by it).
    pub(crate) in_dictionary: bool,
    /// `"allowed"` or `"banned"` when the house list has a say on the word, else absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) house: Option<HouseSay>,
    pub(crate) long_enough: bool,
    /// False when the word is not in the dictionary: the board was not searched.
    pub(crate) searched: bool,
    /// The path search stopped at its step budget without an answer.
    pub(crate) gave_up: bool,
    pub(crate) path: Option<Vec<u8>>,
    pub(crate) score: u32,
}

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub(crate) struct SummaryView {
    pub(crate) word_count: u32,
    pub(crate) total_score: u32,
}

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RulesView {
    pub(crate) min_len: usize,
}
