//! `Solver`: every word on a board, once each, with its score and one path; and where a given
//! word lies on a board.
//!
//! Pure: no I/O. A `Solver` borrows an immutable [`Lexicon`] and keeps only scratch space of its
//! own, so one lexicon serves any number of solvers.

use std::borrow::Borrow;

use boggle_board::{letter_symbol, Board, Language, Rules, Tile};
use boggle_lexicon::{encode_in, Lexicon, Node, NodeId, QU};

mod check;
mod game;
mod hints;
mod house;
mod order;
mod path;
mod players;
mod referee;
mod ruling;
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

/// One word found on a board.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FoundWord {
    /// In the letters its tiles spell (`oel`): the word every answer and list is keyed by.
    pub word: String,
    /// How the word is written, where that differs from its tiles' letters (German `öl` for
    /// `oel`; `masse / maße` for two words): the dictionary's `Lexicon::shown`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub shown: Option<String>,
    pub score: u32,
    /// The cells that spell it, in order (row-major indices); one of possibly several paths.
    pub path: Vec<u8>,
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
    /// Per cell of the current board and symbol, its usable neighbours whose first symbol that
    /// is ([`Grid::neighbours_by_symbol`]).
    by_symbol: Box<[[u64; 32]; 64]>,
    step_limit: u64,
}

/// A board turned into the tables the search reads: per cell its symbols, its letter count and
/// its usable neighbours as a bitmask (blanks, and faces the lexicon's language cannot spell, are
/// nobody's neighbour, so they are never entered).
struct Grid {
    cells: usize,
    first: [u8; 64],
    second: [u8; 64],
    letters: [u8; 64],
    neighbours: [u64; 64],
    /// Per cell, a bit for the first symbol of each usable neighbour: a trie node none of whose
    /// children is among them ends every path here, so the search need not step into it.
    reach: [u32; 64],
    /// Points by word length in letters, 0 below the minimum length.
    points: [u32; MAX_LETTERS + 1],
    min_len: usize,
}

impl Grid {
    fn new(board: &Board, rules: &Rules, language: Language) -> Grid {
        let mut grid = Grid {
            cells: board.len(),
            first: [NO_SYMBOL; 64],
            second: [NO_SYMBOL; 64],
            letters: [0; 64],
            neighbours: [0; 64],
            reach: [0; 64],
            points: [0; MAX_LETTERS + 1],
            min_len: rules.min_len,
        };
        // Done for every board, so plain loops rather than iterators: in wasm, setting up took
        // about a tenth of the time of a 4x4 solve (BENCHMARKS.md).
        let mut letters = 0;
        for (cell, &tile) in board.tiles().iter().enumerate() {
            let (first, second) = symbols(tile, language);
            grid.first[cell] = first;
            grid.second[cell] = second;
            grid.letters[cell] = rules.tile_letters(tile) as u8;
            letters += usize::from(grid.letters[cell]);
        }
        let (rows, cols) = (board.rows(), board.cols());
        for row in 0..rows {
            for col in 0..cols {
                let mut mask = 0;
                for r in row.saturating_sub(1)..(row + 2).min(rows) {
                    for c in col.saturating_sub(1)..(col + 2).min(cols) {
                        let n = r * cols + c;
                        if (r, c) != (row, col) && grid.first[n % 64] != NO_SYMBOL {
                            mask |= 1 << n;
                        }
                    }
                }
                grid.neighbours[(row * cols + col) % 64] = mask;
            }
        }
        for cell in 0..board.len() {
            let mut next = grid.neighbours[cell];
            while next != 0 {
                grid.reach[cell] |= 1 << grid.first[next.trailing_zeros() as usize];
                next &= next - 1;
            }
        }
        // No word on this board is longer than all its letters.
        for (len, points) in grid.points.iter_mut().enumerate().take(letters + 1) {
            *points = rules.score(len);
        }
        grid
    }

    /// Fills `table` (one row a cell) with each cell's usable neighbours by their first symbol.
    fn neighbours_by_symbol(&self, table: &mut [[u64; 32]; 64]) {
        for (cell, row) in table.iter_mut().enumerate().take(self.cells) {
            *row = [0; 32];
            let mut next = self.neighbours[cell];
            while next != 0 {
                let n = next.trailing_zeros() as usize;
                row[self.first[n] as usize % 32] |= 1 << n;
                next &= next - 1;
            }
        }
    }
}

/// A tile as one or two symbols of the lexicon's language: where the dice have a `Qu` face it is
/// the single symbol `q` (and a plain `Q` spells nothing: no word there has a `q` alone); where
/// they have a plain `Q`, a `Qu` face is the two symbols `q` `u`.
pub(crate) fn symbols(tile: Tile, language: Language) -> (u8, u8) {
    let none = (NO_SYMBOL, NO_SYMBOL);
    // A single letter a-z (`Tile::letters`) is its own symbol (`letter_symbol`).
    if tile.index() < 26 && tile != Tile::QU {
        return (tile.index() as u8, NO_SYMBOL);
    }
    if tile.is_blank() {
        return none;
    }
    if language.q_is_qu() {
        if tile == Tile::QU {
            return (QU, NO_SYMBOL);
        }
        if tile == Tile::PLAIN_Q {
            return none;
        }
    }
    let mut letters = tile
        .letters()
        .chars()
        .map(|c| letter_symbol(c).unwrap_or(NO_SYMBOL));
    (
        letters.next().unwrap_or(NO_SYMBOL),
        letters.next().unwrap_or(NO_SYMBOL),
    )
}

/// What the search does with each new word: count it, or also keep its path.
trait Collector {
    const WANTS_PATH: bool;
    fn word(&mut self, node: NodeId, points: u32, path: &[u8]);
}

impl Collector for Summary {
    const WANTS_PATH: bool = false;
    #[inline(always)]
    fn word(&mut self, _: NodeId, points: u32, _: &[u8]) {
        self.word_count += 1;
        self.total_score += points;
    }
}

struct Paths(Vec<(u32, Vec<u8>)>);

impl Collector for Paths {
    const WANTS_PATH: bool = true;
    fn word(&mut self, _: NodeId, points: u32, path: &[u8]) {
        self.0.push((points, path.to_vec()));
    }
}

struct Search<'a, C> {
    nodes: &'a [Node],
    found: &'a mut [u64],
    found_ids: &'a mut Vec<NodeId>,
    grid: &'a Grid,
    by_symbol: &'a [[u64; 32]; 64],
    path: [u8; 64],
    collector: C,
    /// Cells the search may still enter; at 0 every `enter` fails at once, setting `stopped`.
    steps_left: u64,
    stopped: bool,
}

impl<C: Collector> Search<'_, C> {
    /// Enters `cell` as trie node `id` (`node`) with `len` letters spelled so far: takes a step
    /// and counts its word, if new. False when the step budget has run out.
    #[inline(always)]
    fn enter(&mut self, cell: usize, id: NodeId, node: Node, len: usize, depth: usize) -> bool {
        if self.steps_left == 0 {
            self.stopped = true;
            return false;
        }
        self.steps_left -= 1;
        if C::WANTS_PATH {
            self.path[depth % 64] = cell as u8;
        }
        let (word, bit) = ((id / 64) as usize, 1u64 << (id % 64));
        if node.is_word() && len >= self.grid.min_len && self.found[word] & bit == 0 {
            self.found[word] |= bit;
            self.found_ids.push(id);
            let path = &self.path[..if C::WANTS_PATH { depth + 1 } else { 0 }];
            self.collector.word(id, self.grid.points[len], path);
        }
        true
    }

    /// Visits `cell`, already entered as trie node `id` with `len` letters spelled so far.
    /// Only neighbours whose letter continues the word are tried, found from the node's children
    /// a symbol at a time rather than each neighbour tested; one whose node continues with no
    /// letter around it is entered without a call of its own. Both cut the work per cell, the
    /// more so in wasm, where loops and calls cost more than natively (BENCHMARKS.md).
    #[inline(always)]
    fn visit(&mut self, cell: usize, id: NodeId, node: Node, used: u64, len: usize, depth: usize) {
        if !self.enter(cell, id, node, len, depth) {
            return;
        }
        let children = node.child_mask();
        if children == 0 {
            return;
        }
        let mut shared = children & self.grid.reach[cell];
        let mut next = 0;
        while shared != 0 {
            next |= self.by_symbol[cell % 64][shared.trailing_zeros() as usize % 32];
            shared &= shared - 1;
        }
        next &= !used;
        while next != 0 {
            let n = next.trailing_zeros() as usize;
            next &= next - 1;
            let s = self.grid.first[n];
            let mut child = node.child_unchecked(s);
            let mut child_node = self.nodes[child as usize];
            let s2 = self.grid.second[n];
            if s2 != NO_SYMBOL {
                match child_node.child(s2) {
                    Some(c) => child = c,
                    None => continue,
                }
                child_node = self.nodes[child as usize];
            }
            let child_len = len + self.grid.letters[n] as usize;
            if child_node.child_mask() & self.grid.reach[n] == 0 {
                if !self.enter(n, child, child_node, child_len, depth + 1) {
                    return;
                }
                continue;
            }
            self.visit(n, child, child_node, used | 1 << n, child_len, depth + 1);
        }
    }
}

impl<L: Borrow<Lexicon>> Solver<L> {
    pub fn new(lexicon: L) -> Solver<L> {
        let found = vec![0; lexicon.borrow().node_count().div_ceil(64)];
        Solver {
            lexicon,
            found,
            found_ids: Vec::new(),
            by_symbol: Box::new([[0; 32]; 64]),
            step_limit: SOLVE_STEP_LIMIT,
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
        grid.neighbours_by_symbol(&mut self.by_symbol);
        let mut search = Search {
            nodes: self.lexicon.borrow().nodes(),
            found: &mut self.found,
            found_ids: &mut self.found_ids,
            grid: &grid,
            by_symbol: &self.by_symbol,
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
        let (Paths(found), stopped_after) = self.search(board, rules, Paths(Vec::new()));
        let mut words: Vec<FoundWord> = found
            .into_iter()
            .map(|(score, path)| {
                let word: String = path
                    .iter()
                    .map(|&c| board.tile(c as usize).letters())
                    .collect();
                FoundWord {
                    shown: self.lexicon().shown(&word).map(str::to_owned),
                    word,
                    score,
                    path,
                }
            })
            .collect();
        sort_by_score(&mut words);
        let total_score = words.iter().map(|w| w.score).sum();
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
