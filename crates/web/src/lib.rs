//! The solver's browser binding: one long-lived `Engine` a worker builds once from the
//! serialised dictionary (and keeps the other dictionaries it is given, the house rules and the
//! house list), plus stateless helpers for board text, rules, random boards and the dictionary
//! catalog; `Definitions` reads a definitions shard.
//!
//! Results cross to JavaScript as plain objects (serde-wasm-bindgen); errors as thrown `Error`s
//! carrying the same messages the CLI prints. This crate carries no vision code: the photo
//! pipeline is a separate wasm module, loaded only when a photo is used.
//!
//! ## How it is built
//!
//! wasm-bindgen bindings for the solver: an `Engine` (built once per worker: every dictionary it was given, by
//! name, with its solver scratch, so switching back costs nothing; board text read (`parseBoard`) and boards
//! rolled (`randomBoard`) in the language of the dictionary in use; the house rules; the house list, read again
//! in a new language; `src/game.rs` adds `judgeRound` and `hints`; `src/order.rs` adds `randomToOrder` (a board
//! of a difficulty within `ORDER_ROLLS`, 2,000 rolls, by the dictionary and house rules in use; bands the table
//! lacks measured once and kept) and `boardOfTheDay` (judged by the language's first dictionary under the
//! official rules, so it is the same for everyone on a date)). Every answer a player sees — `solve`, `summary`,
//! `check` (with the house list's `house` say), `ruling` (every dictionary it holds in the board's language
//! asked too), `judgeRound`, `hints` — goes through the engine's `Referee` (its dictionary, house rules and
//! house list); only the benchmark's `throughput` solves without it. Free functions: `src/catalog.rs`
//! (`randomBoard`, `parseBoard`, `officialRules`, `dictionaries` — with each language's extra letters, Q face
//! and typed accent folds for the board editor —, `scorings`) and `src/definitions.rs` (`definitionShard`);
//! `Definitions` reads one definitions shard. Results cross as plain objects (`src/views.rs`;
//! serde-wasm-bindgen), errors as thrown `Error`s with the engine's messages.

use boggle_board::{
    Board, BoardError, HouseRules, Language, Rules, Scoring, MAX_SIDE, MIN_SIDE, QU_LETTERS,
};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::{Lexicon, Lookup};
use boggle_solver::{HouseList, Referee, Solver};
use wasm_bindgen::prelude::*;

mod catalog;
mod definitions;
mod foreign_types;
mod game;
mod order;
mod own_list;
mod rounds;
mod together;
mod views;
pub(crate) use boggle_js::{page_error, thrown, to_js};
pub use catalog::{dictionaries, official_rules, parse_board, random_board, scorings};
pub use definitions::Definitions;
pub use order::Missed;
use views::{BoardView, CheckResult, RulesView, SolveResult, SummaryView};

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`, present in windows and workers alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

pub(crate) fn parse(text: &str) -> Result<Board, JsValue> {
    parse_in(text, Language::English)
}

pub(crate) fn parse_in(text: &str, language: Language) -> Result<Board, JsValue> {
    Board::parse_in(text, language).map_err(|e| thrown(&e))
}

/// The house rules with a call's minimum length, if it gives one.
fn with_min_len(house: &HouseRules, min_len: Option<u32>) -> HouseRules {
    HouseRules {
        min_len: min_len.map(|n| n as usize).or(house.min_len),
        ..*house
    }
}

/// A board size from JavaScript, which may be anything: refused with the board's own message
/// unless it is one a board can have.
pub(crate) fn board_size(rows: usize, cols: usize) -> Result<(), JsValue> {
    let error = if rows < MIN_SIDE || cols < MIN_SIDE {
        BoardError::TooSmall { rows, cols }
    } else if rows > MAX_SIDE || cols > MAX_SIDE {
        BoardError::TooLarge { rows, cols }
    } else {
        return Ok(());
    };
    Err(thrown(&error))
}

/// The dictionaries, the solver's scratch space, the house rules and the house list, built once
/// per worker. Dictionaries given once stay, so switching back to one costs nothing.
#[wasm_bindgen]
pub struct Engine {
    /// Every dictionary loaded, by name; `current` indexes the one in use.
    solvers: Vec<(String, Solver<Lexicon>)>,
    current: usize,
    house: HouseRules,
    list: Option<HouseList>,
    /// The house list as typed (allowed, banned): read again in the language of a new dictionary.
    list_text: (String, String),
    /// Difficulty bands measured for boards made to order (`order.rs`), kept for the next ask.
    measured_bands: order::MeasuredBands,
    /// Each dictionary's edition, by name, once measured (`together.rs`'s `dictionaryVersion`).
    versions: Vec<(String, u32)>,
}

fn lexicon_from(bytes: &[u8]) -> Result<Lexicon, JsValue> {
    Lexicon::from_bytes(bytes).map_err(|e| page_error(&e.to_string()))
}

#[wasm_bindgen]
impl Engine {
    /// Loads a serialised dictionary (`enable2k.lex`, named `enable2k`); throws if the bytes are
    /// not one.
    #[wasm_bindgen(constructor)]
    pub fn new(lexicon: &[u8]) -> Result<Engine, JsValue> {
        Ok(Engine {
            solvers: vec![("enable2k".to_string(), Solver::new(lexicon_from(lexicon)?))],
            current: 0,
            house: HouseRules::default(),
            list: None,
            list_text: Default::default(),
            measured_bands: Vec::new(),
            versions: Vec::new(),
        })
    }

    /// The language of the dictionary in use: its board text, tiles and dice.
    pub(crate) fn language(&self) -> Language {
        self.solver().lexicon().language()
    }

    /// Board text read with the tiles of the dictionary's language.
    pub(crate) fn parse(&self, text: &str) -> Result<Board, JsValue> {
        parse_in(text, self.language())
    }

    /// The language of the dictionary in use, as a BCP 47 tag (`en`, `fr`, `de`, `es`).
    #[wasm_bindgen(getter = language)]
    pub fn language_tag(&self) -> String {
        self.language().tag().to_string()
    }

    /// The board's size and tiles in the dictionary's language, or a thrown `Error` naming the
    /// row and column at fault.
    #[wasm_bindgen(js_name = parseBoard, unchecked_return_type = "BoardView")]
    pub fn parse_board(&self, text: &str) -> Result<JsValue, JsValue> {
        to_js(&BoardView::new(&self.parse(text)?))
    }

    /// Board text rolled from the dice of the dictionary's language for the size of the set named
    /// (`new`, `big`, `super-big`, …): French dice when a French dictionary is in use.
    #[wasm_bindgen(js_name = randomBoard)]
    pub fn random_board(&self, dice: &str, seed: u32) -> Result<String, JsValue> {
        let set = DiceSet::from_name(dice)
            .ok_or_else(|| page_error(&format!("unknown dice set '{dice}'")))?
            .in_language(self.language());
        Ok(set.roll(&mut Rng::new(seed.into())).to_string())
    }

    #[wasm_bindgen(getter, js_name = wordCount)]
    pub fn word_count(&self) -> usize {
        self.solver().lexicon().word_count()
    }

    /// The name of the dictionary in use.
    #[wasm_bindgen(getter)]
    pub fn dictionary(&self) -> String {
        self.solvers[self.current].0.clone()
    }

    /// Whether a dictionary of this name has been given (so `useDictionary` needs no bytes).
    #[wasm_bindgen(js_name = hasDictionary)]
    pub fn has_dictionary(&self, name: &str) -> bool {
        self.solvers.iter().any(|(n, _)| n == name)
    }

    /// Loads another serialised dictionary under `name` (replacing one of that name) and uses it.
    #[wasm_bindgen(js_name = addDictionary)]
    pub fn add_dictionary(&mut self, name: &str, lexicon: &[u8]) -> Result<(), JsValue> {
        let lexicon = lexicon_from(lexicon)?;
        let before = self.language();
        self.current = self.keep(name, lexicon);
        self.reread_house_list(before);
        Ok(())
    }

    /// Uses a dictionary given before; false (and no change) if there is none of that name.
    #[wasm_bindgen(js_name = useDictionary)]
    pub fn use_dictionary(&mut self, name: &str) -> bool {
        match self.solvers.iter().position(|(n, _)| n == name) {
            Some(i) => {
                let before = self.language();
                self.current = i;
                self.reread_house_list(before);
                true
            }
            None => false,
        }
    }

    /// The house list's words are spelled in a language: read them again in a new one.
    fn reread_house_list(&mut self, before: Language) {
        if self.language() != before {
            let (list, _) =
                HouseList::parse_in(self.language(), &self.list_text.0, &self.list_text.1);
            self.list = (!list.is_empty()).then_some(list);
        }
    }

    /// The house rules: a scoring of `scorings()` and how many letters `Qu` counts for (1 or 2);
    /// throws on an unknown scoring. The minimum length stays each call's choice.
    #[wasm_bindgen(js_name = setHouseRules)]
    pub fn set_house_rules(&mut self, scoring: &str, qu_letters: u8) -> Result<(), JsValue> {
        let scoring = Scoring::from_name(scoring)
            .ok_or_else(|| page_error(&format!("There is no scoring named “{scoring}”.")))?;
        if !QU_LETTERS.contains(&qu_letters) {
            return Err(page_error("The Qu tile counts as 1 or 2 letters."));
        }
        self.house = HouseRules {
            scoring,
            min_len: None,
            qu_letters,
        };
        Ok(())
    }

    /// The house list, applied on top of every dictionary: words allowed and banned, a word a
    /// line (or separated by spaces or commas). Returns what was kept and left out.
    #[wasm_bindgen(js_name = setHouseList, unchecked_return_type = "HouseListReport")]
    pub fn set_house_list(&mut self, allowed: &str, banned: &str) -> Result<JsValue, JsValue> {
        let (list, report) = HouseList::parse_in(self.language(), allowed, banned);
        self.list = (!list.is_empty()).then_some(list);
        self.list_text = (allowed.to_string(), banned.to_string());
        to_js(&report)
    }

    /// The rules in force for a board of this size: the house rules, else the official ones.
    /// Throws unless the size is one a board can have.
    #[wasm_bindgen(unchecked_return_type = "RulesView")]
    pub fn rules(&self, rows: usize, cols: usize) -> Result<JsValue, JsValue> {
        board_size(rows, cols)?;
        to_js(&RulesView {
            min_len: Rules::house(rows, cols, &self.house).min_len,
        })
    }

    /// Keeps `lexicon` under `name`, replacing one of that name; its index.
    fn keep(&mut self, name: &str, lexicon: Lexicon) -> usize {
        let solver = Solver::new(lexicon);
        self.versions.retain(|(n, _)| n != name);
        match self.solvers.iter().position(|(n, _)| n == name) {
            Some(i) => {
                self.solvers[i].1 = solver;
                i
            }
            None => {
                self.solvers.push((name.to_string(), solver));
                self.solvers.len() - 1
            }
        }
    }

    fn solver(&self) -> &Solver<Lexicon> {
        &self.solvers[self.current].1
    }

    /// The dictionary in use under the house rules (with the call's minimum length, if any) and
    /// the house list: every answer below goes through it, so none judges by other rules.
    pub(crate) fn referee(&mut self, min_len: Option<u32>) -> Referee<'_, Lexicon> {
        Referee::new(
            &mut self.solvers[self.current].1,
            with_min_len(&self.house, min_len),
            self.list.as_ref(),
        )
    }

    /// Every word on the board, sorted by score then alphabetically; `min_len` defaults to the
    /// official rule for the board's size. Throws on malformed board text.
    #[wasm_bindgen(unchecked_return_type = "SolveResult")]
    pub fn solve(&mut self, board: &str, min_len: Option<u32>) -> Result<JsValue, JsValue> {
        let board = self.parse(board)?;
        let mut referee = self.referee(min_len);
        let start = performance_now();
        let solution = referee.solve(&board);
        let micros = (performance_now() - start) * 1e3;
        to_js(&SolveResult {
            board: BoardView::new(&board),
            min_len: referee.rules(&board).min_len,
            word_count: solution.words.len(),
            total_score: solution.total_score,
            stopped_after: solution.stopped_after,
            house_stopped_after: solution.house_stopped_after,
            words: solution.words,
            micros,
        })
    }

    /// A player's word: is it in the dictionary (or allowed by the house list, and not banned by
    /// it), long enough, and (only if it is a word, so a made-up string is answered at once) on
    /// the board, with a path?
    #[wasm_bindgen(unchecked_return_type = "CheckResult")]
    pub fn check(
        &mut self,
        board: &str,
        word: &str,
        min_len: Option<u32>,
    ) -> Result<JsValue, JsValue> {
        let board = self.parse(board)?;
        let verdict = self.referee(min_len).check(&board, word);
        to_js(&CheckResult {
            word: verdict.word,
            shown: verdict.shown,
            in_dictionary: verdict.in_dictionary,
            house: verdict.house,
            long_enough: verdict.long_enough,
            searched: verdict.searched,
            gave_up: verdict.gave_up,
            path: verdict.path,
            score: verdict.score,
        })
    }

    /// The referee's whole answer on a player's word (`Referee::rule`): each dictionary this engine
    /// holds in the board's language (a player's own list too), the house list's say, the length,
    /// the path or why it is not on the board, the points and whether it counts. Throws on
    /// malformed board text or an empty word.
    #[wasm_bindgen(unchecked_return_type = "Ruling")]
    pub fn ruling(
        &mut self,
        board: &str,
        word: &str,
        min_len: Option<u32>,
    ) -> Result<JsValue, JsValue> {
        if word.trim().is_empty() {
            return Err(page_error("Type a word to check."));
        }
        let board = self.parse(board)?;
        let house = with_min_len(&self.house, min_len);
        let mut in_use = None;
        let mut others = Vec::new();
        for (i, (name, solver)) in self.solvers.iter_mut().enumerate() {
            if i == self.current {
                in_use = Some((name.as_str(), solver));
            } else {
                let solver: &Solver<Lexicon> = solver;
                others.push((name.as_str(), solver.lexicon()));
            }
        }
        let (name, solver) = in_use.ok_or_else(|| page_error("No dictionary is in use."))?;
        let referee = Referee::new(solver, house, self.list.as_ref());
        to_js(&referee.rule(&board, word.trim(), name, &others))
    }

    /// Word count and total score only (no strings cross to JavaScript): e.g. a game's maximum.
    #[wasm_bindgen(unchecked_return_type = "SummaryView")]
    pub fn summary(&mut self, board: &str, min_len: Option<u32>) -> Result<JsValue, JsValue> {
        let board = self.parse(board)?;
        let summary = self.referee(min_len).summary(&board);
        to_js(&SummaryView {
            word_count: summary.word_count,
            total_score: summary.total_score,
        })
    }

    /// Solver throughput in boards a second over `boards` (one board text a line), counting
    /// words and scores at min length 3, the median of `rounds`: the wasm side of the benchmark.
    pub fn throughput(&mut self, boards: &str, rounds: u32) -> Result<f64, JsValue> {
        let boards = boards.lines().map(parse).collect::<Result<Vec<_>, _>>()?;
        let rules: Vec<Rules> = boards
            .iter()
            .map(|b| Rules::official(b.rows(), b.cols()).with_min_len(3))
            .collect();
        let mut rates: Vec<f64> = (0..rounds.max(1))
            .map(|_| {
                let start = performance_now();
                let solver = &mut self.solvers[self.current].1;
                for (board, rules) in boards.iter().zip(&rules) {
                    solver.summary(board, rules);
                }
                boards.len() as f64 * 1e3 / (performance_now() - start)
            })
            .collect();
        rates.sort_by(f64::total_cmp);
        Ok(rates[rates.len() / 2])
    }

    /// `"word"`, `"prefix"` or `"neither"`.
    pub fn lookup(&self, text: &str) -> String {
        match self.solver().lexicon().lookup(text) {
            Lookup::Word => "word",
            Lookup::Prefix => "prefix",
            Lookup::Neither => "neither",
        }
        .to_string()
    }
}
