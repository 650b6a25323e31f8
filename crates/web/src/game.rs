//! The bindings for a game at the table and for hints: a round's lists judged (who scores what,
//! which words cancel, who wins, what nobody found) and a board's breakdown (words by length, words
//! through each tile). The rules live in `boggle_solver::game`, applied with the house rules and
//! house list by the engine's `Referee`, the one the solve and the check use; this only carries them
//! across.

use boggle_solver::{list_words, FoundWord, LengthCount, PlayerResult};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use crate::{thrown, to_js, Engine};

// The views spell out their fields: `#[serde(flatten)]` would double the size of the solver's wasm.
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct RoundView {
    min_len: usize,
    players: Vec<PlayerResult>,
    winners: Vec<usize>,
    missed: Vec<FoundWord>,
    word_count: usize,
    total_score: u32,
    /// As in a solve: set when the board's words (so the words nobody found) may be incomplete.
    stopped_after: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    house_stopped_after: Option<u64>,
}

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct HintsView {
    min_len: usize,
    word_count: usize,
    by_length: Vec<LengthCount>,
    tiles: Vec<u32>,
    approximate: bool,
}

#[wasm_bindgen]
impl Engine {
    /// Judges a round: `lists` holds each player's list as typed or pasted (one word a line, or
    /// separated by spaces or commas). Throws on malformed board text or an oversized round.
    #[wasm_bindgen(js_name = judgeRound, unchecked_return_type = "RoundView")]
    pub fn judge_round(
        &mut self,
        board: &str,
        lists: Vec<String>,
        min_len: Option<u32>,
    ) -> Result<JsValue, JsValue> {
        let board = self.parse(board)?;
        let lists: Vec<Vec<String>> = lists.iter().map(|l| list_words(l)).collect();
        let mut referee = self.referee(min_len);
        let round = referee
            .judge_round(&board, &lists)
            .map_err(|e| thrown(&e))?;
        to_js(&RoundView {
            min_len: referee.rules(&board).min_len,
            players: round.players,
            winners: round.winners,
            missed: round.missed,
            word_count: round.word_count,
            total_score: round.total_score,
            stopped_after: round.stopped_after,
            house_stopped_after: round.house_stopped_after,
        })
    }

    /// The board's words counted by length and the words through each tile.
    #[wasm_bindgen(unchecked_return_type = "HintsView")]
    pub fn hints(&mut self, board: &str, min_len: Option<u32>) -> Result<JsValue, JsValue> {
        let board = self.parse(board)?;
        let mut referee = self.referee(min_len);
        let hints = referee.hints(&board);
        to_js(&HintsView {
            min_len: referee.rules(&board).min_len,
            word_count: hints.by_length.iter().map(|c| c.words).sum(),
            by_length: hints.by_length,
            tiles: hints.tiles,
            approximate: hints.approximate,
        })
    }
}
