//! `Solver`: every word on a board, once each, with its score and one path; and where a given
//! word lies on a board.
//!
//! Pure: no I/O. A `Solver` borrows an immutable [`Lexicon`] and keeps only scratch space of its
//! own, so one lexicon serves any number of solvers.
//!
//! ## How it is built
//!
//! `Solver<L>` (over a borrowed or owned `Lexicon`, whose language maps each tile to its symbols: a face the
//! language cannot spell is a blank): depth-first search (`search.rs`: the board's `Grid` and the `Search`
//! walk) with a 64-bit used-cell mask, per cell its neighbours by first symbol (only those that continue the
//! word are tried), and a found-stamp per trie node so a word counts once without clearing anything between
//! boards. `summary` counts only (benchmarks, cross-checks); `solve` keeps one path per word and sorts by score
//! then alphabet. `find_path` locates a given word without a dictionary; `check` judges a player's word,
//! looking it up first and searching the board only for a dictionary word. Both searches are bounded: a solve
//! stops after 10 million cells entered (`stopped_after`; no real board needs 20,000) and `find_path` after a
//! per-letter count check and 1 million steps (`PathSearch::GaveUp`), so a hostile dictionary or word costs a
//! fraction of a second, never a hang. `game` holds the rules of a round at the table: `list_words` (one
//! definition of how a typed or pasted list splits into words) and `Referee::judge_round` (each player's list
//! judged with a `Verdict` — counts, cancelled because another list has it, repeated, too short, banned by the
//! house list, not a word, not on the board — the scores, the winners, the words nobody found); `hints` is
//! `Hints` (the words by length, and per tile how many words pass through it on any path, within
//! `COVER_STEP_LIMIT`). `house` is `HouseList` (`HOUSE_LIST_LIMIT`, 20,000 words in all): words a group allows,
//! each looked for on the board by the path search, shortest first, all within one budget (`LIST_STEP_LIMIT`, 5
//! million steps, each word still within `find_path`'s; past it `house_stopped_after` says so), and words it
//! bans. `Referee` (`referee.rs`) is the one place the house rules and the house list are applied: a solver
//! with a `HouseRules` and a `HouseList` answers `solve`, `summary`, `check` (whose `house` is the list's say,
//! `HouseSay::Allowed` or `Banned`), `judge_round` (its words judged against the same solution, the words it
//! lacks looked for within one `LIST_STEP_LIMIT`) and `hints`, so no answer judges by other rules than the
//! rest. `Referee::rule` (`ruling.rs`) is the word referee's whole answer, `Ruling`: each list given (the
//! dictionary in use, then the caller's others in its language) with its say, the house's, the length, the path
//! (looked for even for a non-word) or `NotOnBoard` decided from the tiles (letters missing, a letter only
//! inside a face such as Qu, too few of a letter, traced only by using a tile twice, not joined up, gave up),
//! its worth and its round `Verdict`. `boggle check` prints it in English; the app's referee (www/referee.js)
//! words the same object. `players` holds the classic exercise's two automatic players over any `WordIndex`:
//! `board_first` (every path, asking the lexicon word / prefix / neither) and `lexicon_first` (every word
//! looked for on the board), bounded by the same step limit; `Solver` is the board-first player specialised to
//! the trie. `order` is boards made to order, the one definition `boggle random` and the app's engine share:
//! `roll_to_order` (a `boggle-dice` set rolled until a board meets an `Order` — words, points, a `Difficulty`
//! band — within a budget of rolls; `NotMade` says how far off the rolls were), `Bands` (the word counts at the
//! 33rd and 67th percentile of a set's rolls: `ENABLE2K_BANDS`, measured and held to a fresh measurement by a
//! test, where ENABLE2K, the printed rules and the standard English dice apply, else `Bands::measure`; the
//! module doc has the table) and the board of the day (`Day`, `day_seed` from the date, side and language,
//! `board_of_the_day`: the first normal-or-easy roll from that seed, judged by `day_dictionary`, the language's
//! first list, under the official rules).

use std::borrow::Borrow;

use boggle_board::{Board, Language, Rules};
use boggle_lexicon::{encode_in, Lexicon, NodeId};
pub use compact_str::CompactString;
pub use smallvec::SmallVec;

pub(crate) use search::symbols;
use search::{Collector, Grid, Paths, Search};

mod check;
mod game;
mod hints;
mod house;
mod order;
mod path;
mod players;
mod referee;
mod ruling;
mod search;
pub use check::WordCheck;
pub use game::{
    list_words, JudgedWord, PlayerResult, Round, RoundError, Verdict, MAX_LIST_WORDS, MAX_PLAYERS,
};
pub use hints::{Hints, LengthCount, COVER_STEP_LIMIT};
pub use house::{HouseList, HouseListReport, HouseSay, HOUSE_LIST_LIMIT};
pub use order::{
    board_of_the_day, day_dictionary, day_seed, roll_to_order, Bands, Day, Difficulty, Made,
    NotMade, Order, BAND_ROLLS, DAY_ROLLS, ENABLE2K_BANDS,
};
pub use path::{
    find_path, find_path_sharing, find_path_within, PathFinder, PathSearch, LIST_STEP_LIMIT,
    PATH_STEP_LIMIT,
};
pub use players::{Played, Player};
pub use referee::Referee;
pub use ruling::{ListSay, NotOnBoard, Ruling, Shortage};

/// Trie steps (cells entered) one solve may take before it stops with the words found so far.
/// A custom dictionary can make the search explode: one word of 25 `a` and 25 `b` on an 8x8
/// board of `a` and `b` follows that single trie path through astronomically many walks. No real
/// board comes near this: none of 12,000 random boards (every dice set, and 8x8 of letters by
/// English frequency) needs a hundredth of it with ENABLE2K; this many take about 0.2 s natively
/// (BENCHMARKS.md, "Hostile input").
pub const SOLVE_STEP_LIMIT: u64 = 10_000_000;

/// Cells a [`FoundWord::path`] holds without a heap allocation: a longer path is rare (a 4x4
/// has 16 cells; of ENABLE2K's words on 2,000 random 5x5 boards, hardly any is longer).
pub const INLINE_CELLS: usize = 16;

/// A path of cells: a slice to read, inline up to [`INLINE_CELLS`].
pub type Cells = SmallVec<[u8; INLINE_CELLS]>;

/// One word found on a board.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FoundWord {
    /// In the letters its tiles spell (`oel`): the word every answer and list is keyed by. Inline
    /// up to 24 bytes (every ENABLE2K word on a 5x5), so a solve makes no allocation a word.
    pub word: CompactString,
    /// How the word is written, where that differs from its tiles' letters (German `öl` for
    /// `oel`; `masse / maße` for two words): the dictionary's `Lexicon::shown`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub shown: Option<String>,
    pub score: u32,
    /// The cells that spell it, in order (row-major indices); one of possibly several paths.
    /// Inline up to [`INLINE_CELLS`] cells.
    pub path: Cells,
}

/// Every word on a board, sorted by score (highest first), then alphabetically.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Solution {
    pub words: Vec<FoundWord>,
    pub total_score: u32,
    /// `Some(steps)` when the search stopped at the solver's step limit: the words are then only
    /// those found before it stopped. `None` when every path was followed.
    pub stopped_after: Option<u64>,
    /// `Some(steps)` when looking for a house list's allowed words on the board stopped at its
    /// budget ([`LIST_STEP_LIMIT`]) after this many steps: an allowed word may be missing.
    pub house_stopped_after: Option<u64>,
}

/// Just the totals: what benchmarks and cross-checks need, without building any strings.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Summary {
    pub word_count: u32,
    pub total_score: u32,
    /// As [`Solution::stopped_after`].
    pub stopped_after: Option<u64>,
    /// As [`Solution::house_stopped_after`].
    pub house_stopped_after: Option<u64>,
}

/// The longest word (in letters) a board of at most 64 cells of up to 2 letters can spell.
const MAX_LETTERS: usize = 128;
pub(crate) const NO_SYMBOL: u8 = u8::MAX;

/// Finds words on boards. Holds scratch space sized to its lexicon and reuses it across boards,
/// so make one per thread and keep it. `L` is the lexicon, borrowed (`&Lexicon`) or owned.
pub struct Solver<L: Borrow<Lexicon>> {
    lexicon: L,
    /// A bit a trie node, set for each word already counted on the current board: 48 KiB for
    /// ENABLE2K, so it stays in cache where a `u32` a node (1.5 MiB) did not.
    found: Vec<u64>,
    /// The words whose bits are set, so the next board clears only those.
    found_ids: Vec<NodeId>,
    step_limit: u64,
    /// The last `solve`'s paths, kept for their buffers.
    paths: Paths,
}

impl<L: Borrow<Lexicon>> Solver<L> {
    pub fn new(lexicon: L) -> Solver<L> {
        let found = vec![0; lexicon.borrow().node_count().div_ceil(64)];
        Solver {
            lexicon,
            found,
            found_ids: Vec::new(),
            step_limit: SOLVE_STEP_LIMIT,
            paths: Paths::default(),
        }
    }

    /// The same solver with another step limit (see [`SOLVE_STEP_LIMIT`]).
    pub fn with_step_limit(mut self, steps: u64) -> Solver<L> {
        self.step_limit = steps;
        self
    }

    pub fn lexicon(&self) -> &Lexicon {
        self.lexicon.borrow()
    }

    /// Runs the search; the collector, and the steps taken if it stopped at the limit.
    fn search<C: Collector>(
        &mut self,
        board: &Board,
        rules: &Rules,
        collector: C,
    ) -> (C, Option<u64>) {
        for id in self.found_ids.drain(..) {
            self.found[(id / 64) as usize] = 0;
        }
        let grid = Grid::new(board, rules, self.lexicon.borrow().language());
        let mut search = Search {
            nodes: self.lexicon.borrow().nodes(),
            found: &mut self.found,
            found_ids: &mut self.found_ids,
            grid: &grid,
            path: [0; 64],
            collector,
            steps_left: self.step_limit,
            stopped: false,
        };
        let root = search.nodes[Lexicon::ROOT as usize];
        for cell in 0..grid.cells {
            let s = grid.first[cell];
            if s == NO_SYMBOL || !root.has_child(s) {
                continue;
            }
            let mut id = root.child_unchecked(s);
            let s2 = grid.second[cell];
            if s2 != NO_SYMBOL {
                match search.nodes[id as usize].child(s2) {
                    Some(c) => id = c,
                    None => continue,
                }
            }
            let node = search.nodes[id as usize];
            search.visit(cell, id, node, 1 << cell, grid.letters[cell] as usize, 0);
        }
        let stopped = search.stopped.then_some(self.step_limit);
        (search.collector, stopped)
    }

    /// Word count and total score only; the fast path for benchmarks and cross-checks.
    pub fn summary(&mut self, board: &Board, rules: &Rules) -> Summary {
        let (summary, stopped_after) = self.search(board, rules, Summary::default());
        Summary {
            stopped_after,
            ..summary
        }
    }

    /// Every word with its score and one path, sorted by score (highest first), then alphabetically.
    pub fn solve(&mut self, board: &Board, rules: &Rules) -> Solution {
        let mut paths = std::mem::take(&mut self.paths);
        paths.clear();
        let (mut found, stopped_after) = self.search(board, rules, paths);
        found.spell(board);
        found.sort_by_score();
        let lexicon = self.lexicon.borrow();
        let mut total_score = 0;
        let words: Vec<FoundWord> = found
            .order
            .iter()
            .map(|&key| {
                let (score, cells, letters) = found.word(key as u32 as usize);
                total_score += score;
                let word = CompactString::new(letters);
                FoundWord {
                    shown: lexicon.shown(&word).map(str::to_owned),
                    word,
                    score,
                    path: Cells::from_slice(cells),
                }
            })
            .collect();
        self.paths = found;
        Solution {
            words,
            total_score,
            stopped_after,
            house_stopped_after: None,
        }
    }
}

/// Words by score, highest first, then alphabetically: the order of every solution.
fn sort_by_score(words: &mut [FoundWord]) {
    words.sort_unstable_by(|a, b| b.score.cmp(&a.score).then_with(|| a.word.cmp(&b.word)));
}

/// True if `word` is something an English board can spell at all (letters only, `q` followed by
/// `u`).
pub fn spellable(word: &str) -> bool {
    spellable_in(Language::English, word)
}

/// True if `word` is something a board of this language can spell at all.
pub fn spellable_in(language: Language, word: &str) -> bool {
    encode_in(language, word).is_some()
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_limits;
