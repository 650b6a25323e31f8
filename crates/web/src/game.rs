//! The bindings for a game at the table and for hints: a round's lists judged (who scores what,
//! which words cancel, who wins, what nobody found) and a board's breakdown (words by length, words
//! through each tile). The rules live in `boggle_solver::game`; this only carries them across.

use boggle_solver::{list_words, FoundWord, Hints, LengthCount, PlayerResult};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{to_js, Engine};

// The views spell out their fields: `#[serde(flatten)]` would double the size of the solver's wasm.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RoundView {
    min_len: usize,
    players: Vec<PlayerResult>,
    winners: Vec<usize>,
    missed: Vec<FoundWord>,
    word_count: usize,
    total_score: u32,
}

#[derive(Serialize)]
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
    #[wasm_bindgen(js_name = judgeRound)]
    pub fn judge_round(
        &mut self,
        board: &str,
        lists: Vec<String>,
        min_len: Option<u32>,
    ) -> Result<JsValue, JsError> {
        let board = self.parse(board)?;
        let rules = self.rules_on(&board, min_len);
        let lists: Vec<Vec<String>> = lists.iter().map(|l| list_words(l)).collect();
        let round = self.solvers[self.current]
            .1
            .judge_round(&board, &rules, &lists)
            .map_err(|e| JsError::new(&e.to_string()))?;
        to_js(&RoundView {
            min_len: rules.min_len,
            players: round.players,
            winners: round.winners,
            missed: round.missed,
            word_count: round.word_count,
            total_score: round.total_score,
        })
    }

    /// The board's words counted by length and the words through each tile.
    pub fn hints(&mut self, board: &str, min_len: Option<u32>) -> Result<JsValue, JsError> {
        let board = self.parse(board)?;
        let rules = self.rules_on(&board, min_len);
        let solution = self.solve_board(&board, &rules);
        let hints = Hints::new(&board, &solution.words);
        to_js(&HintsView {
            min_len: rules.min_len,
            word_count: solution.words.len(),
            by_length: hints.by_length,
            tiles: hints.tiles,
            approximate: hints.approximate,
        })
    }
}
