//! The solver's browser binding: one long-lived `Engine` a worker builds once from the
//! serialised dictionary, plus stateless helpers for board text, rules and random boards.
//!
//! Results cross to JavaScript as plain objects (serde-wasm-bindgen); errors as thrown `Error`s
//! carrying the same messages the CLI prints. This crate carries no vision code: the photo
//! pipeline is a separate wasm module, loaded only when a photo is used.

use boggle_board::{Board, Rules};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::{Lexicon, Lookup};
use boggle_solver::{FoundWord, Solver};
use serde::Serialize;
use wasm_bindgen::prelude::*;

mod game;

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`, present in windows and workers alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BoardView {
    rows: usize,
    cols: usize,
    /// Each tile's letters (`a`, `qu`, `th`) or `#` for a blank, row-major.
    tiles: Vec<&'static str>,
    /// The board in canonical board text.
    text: String,
}

impl BoardView {
    fn new(board: &Board) -> BoardView {
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

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SolveResult {
    board: BoardView,
    min_len: usize,
    words: Vec<FoundWord>,
    word_count: usize,
    total_score: u32,
    /// Set when the search stopped at the solver's step limit (the words are those found by
    /// then); null when it finished.
    stopped_after: Option<u64>,
    /// Time spent solving, in microseconds, measured inside the worker.
    micros: f64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CheckResult {
    word: String,
    in_dictionary: bool,
    long_enough: bool,
    /// False when the word is not in the dictionary: the board was not searched.
    searched: bool,
    /// The path search stopped at its step budget without an answer.
    gave_up: bool,
    path: Option<Vec<u8>>,
    score: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SummaryView {
    word_count: u32,
    total_score: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RulesView {
    min_len: usize,
}

pub(crate) fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

pub(crate) fn parse(text: &str) -> Result<Board, JsError> {
    Board::parse(text).map_err(|e| JsError::new(&e.to_string()))
}

pub(crate) fn rules_for(board: &Board, min_len: Option<u32>) -> Rules {
    let rules = Rules::official(board.rows(), board.cols());
    match min_len {
        Some(n) => rules.with_min_len(n as usize),
        None => rules,
    }
}

/// The dictionary and the solver's scratch space, built once per worker.
#[wasm_bindgen]
pub struct Engine {
    solver: Solver<Lexicon>,
}

#[wasm_bindgen]
impl Engine {
    /// Loads a serialised dictionary (`enable2k.lex`); throws if the bytes are not one.
    #[wasm_bindgen(constructor)]
    pub fn new(lexicon: &[u8]) -> Result<Engine, JsError> {
        let lexicon = Lexicon::from_bytes(lexicon).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Engine {
            solver: Solver::new(lexicon),
        })
    }

    #[wasm_bindgen(getter, js_name = wordCount)]
    pub fn word_count(&self) -> usize {
        self.solver.lexicon().word_count()
    }

    /// Every word on the board, sorted by score then alphabetically; `min_len` defaults to the
    /// official rule for the board's size. Throws on malformed board text.
    pub fn solve(&mut self, board: &str, min_len: Option<u32>) -> Result<JsValue, JsError> {
        let board = parse(board)?;
        let rules = rules_for(&board, min_len);
        let start = performance_now();
        let solution = self.solver.solve(&board, &rules);
        let micros = (performance_now() - start) * 1e3;
        to_js(&SolveResult {
            board: BoardView::new(&board),
            min_len: rules.min_len,
            word_count: solution.words.len(),
            total_score: solution.total_score,
            stopped_after: solution.stopped_after,
            words: solution.words,
            micros,
        })
    }

    /// A player's word: is it in the dictionary, long enough, and (only if it is a word, so a
    /// made-up string is answered at once) on the board, with a path?
    pub fn check(&self, board: &str, word: &str, min_len: Option<u32>) -> Result<JsValue, JsError> {
        let board = parse(board)?;
        let verdict = self.solver.check(&board, &rules_for(&board, min_len), word);
        to_js(&CheckResult {
            word: verdict.word,
            in_dictionary: verdict.in_dictionary,
            long_enough: verdict.long_enough,
            searched: verdict.searched,
            gave_up: verdict.gave_up,
            path: verdict.path,
            score: verdict.score,
        })
    }

    /// Word count and total score only (no strings cross to JavaScript): e.g. a game's maximum.
    pub fn summary(&mut self, board: &str, min_len: Option<u32>) -> Result<JsValue, JsError> {
        let board = parse(board)?;
        let summary = self.solver.summary(&board, &rules_for(&board, min_len));
        to_js(&SummaryView {
            word_count: summary.word_count,
            total_score: summary.total_score,
        })
    }

    /// Solver throughput in boards a second over `boards` (one board text a line), counting
    /// words and scores at min length 3, the median of `rounds`: the wasm side of the benchmark.
    pub fn throughput(&mut self, boards: &str, rounds: u32) -> Result<f64, JsError> {
        let boards = boards.lines().map(parse).collect::<Result<Vec<_>, _>>()?;
        let rules: Vec<Rules> = boards.iter().map(|b| rules_for(b, Some(3))).collect();
        let mut rates: Vec<f64> = (0..rounds.max(1))
            .map(|_| {
                let start = performance_now();
                for (board, rules) in boards.iter().zip(&rules) {
                    self.solver.summary(board, rules);
                }
                boards.len() as f64 * 1e3 / (performance_now() - start)
            })
            .collect();
        rates.sort_by(f64::total_cmp);
        Ok(rates[rates.len() / 2])
    }

    /// `"word"`, `"prefix"` or `"neither"`.
    pub fn lookup(&self, text: &str) -> String {
        match self.solver.lexicon().lookup(text) {
            Lookup::Word => "word",
            Lookup::Prefix => "prefix",
            Lookup::Neither => "neither",
        }
        .to_string()
    }
}

/// Board text rolled from a real dice set: `new`, `classic`, `big`, `big-2012`, `super-big`.
#[wasm_bindgen(js_name = randomBoard)]
pub fn random_board(dice: &str, seed: u32) -> Result<String, JsError> {
    let set = DiceSet::from_name(dice)
        .ok_or_else(|| JsError::new(&format!("unknown dice set '{dice}'")))?;
    Ok(set.roll(&mut Rng::new(seed.into())).to_string())
}

/// The board's size and tiles, or a thrown `Error` naming the row and column at fault.
#[wasm_bindgen(js_name = parseBoard)]
pub fn parse_board(text: &str) -> Result<JsValue, JsError> {
    to_js(&BoardView::new(&parse(text)?))
}

/// The official rules for a board size.
#[wasm_bindgen(js_name = officialRules)]
pub fn official_rules(rows: usize, cols: usize) -> Result<JsValue, JsError> {
    to_js(&RulesView {
        min_len: Rules::official(rows, cols).min_len,
    })
}
