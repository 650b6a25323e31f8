//! The bindings for a game at the table and for hints: a round's lists judged (who scores what,
//! which words cancel, who wins, what nobody found) and a board's breakdown (words by length, words
//! through each tile). The rules live in `boggle_solver::game`; this only carries them across.

use boggle_solver::{list_words, Hints};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{parse, rules_for, to_js, Engine};

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RoundView {
    min_len: usize,
    #[serde(flatten)]
    round: boggle_solver::Round,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct HintsView {
    min_len: usize,
    word_count: usize,
    #[serde(flatten)]
    hints: Hints,
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
        let board = parse(board)?;
        let rules = rules_for(&board, min_len);
        let lists: Vec<Vec<String>> = lists.iter().map(|l| list_words(l)).collect();
        let round = self
            .solver
            .judge_round(&board, &rules, &lists)
            .map_err(|e| JsError::new(&e.to_string()))?;
        to_js(&RoundView {
            min_len: rules.min_len,
            round,
        })
    }

    /// The board's words counted by length and the words through each tile.
    pub fn hints(&mut self, board: &str, min_len: Option<u32>) -> Result<JsValue, JsError> {
        let board = parse(board)?;
        let rules = rules_for(&board, min_len);
        let solution = self.solver.solve(&board, &rules);
        to_js(&HintsView {
            min_len: rules.min_len,
            word_count: solution.words.len(),
            hints: Hints::new(&board, &solution.words),
        })
    }
}
