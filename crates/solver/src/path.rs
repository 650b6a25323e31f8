//! Where a given word lies on a board: a path of cells that spells it, without a dictionary.
//!
//! The search is bounded: a word of many repeated letters on a board of the same letters has
//! astronomically many partial paths (25 `a` and a `b` on an all-`a` 5x5 ran for over a minute),
//! so it stops after a step budget and says so instead of hanging its caller.

use boggle_board::{letter_symbol, Board, LETTER_SYMBOLS};

/// Cells entered before [`find_path`] gives up. A real word on a real board needs a few hundred
/// at most; this many take a few milliseconds natively (see BENCHMARKS.md, "Hostile input").
pub const PATH_STEP_LIMIT: u64 = 1_000_000;

/// The outcome of looking for a word on a board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PathSearch {
    /// The cells that spell it, in order (row-major indices).
    Found(Vec<u8>),
    /// No path spells it: every possibility was ruled out.
    NotOnBoard,
    /// The search stopped after this many steps without an answer.
    GaveUp { steps: u64 },
}

impl PathSearch {
    /// The path, if one was found.
    pub fn path(&self) -> Option<&[u8]> {
        match self {
            PathSearch::Found(path) => Some(path),
            _ => None,
        }
    }

    pub fn into_path(self) -> Option<Vec<u8>> {
        match self {
            PathSearch::Found(path) => Some(path),
            _ => None,
        }
    }
}

/// A path of cells spelling `word` (case-insensitive, in the tiles' letters: a-z, `ä ö ü ñ`) on
/// `board`, each cell used once, within [`PATH_STEP_LIMIT`] steps. Multi-letter faces must match
/// both their letters (`[qu]` spells `qu`, `[th]` spells `th`). Words are spelled by their
/// language before they come here (`Language::spell`): this knows letters, not accents.
pub fn find_path(board: &Board, word: &str) -> PathSearch {
    find_path_within(board, word, PATH_STEP_LIMIT)
}

/// [`find_path`] with a chosen step budget.
pub fn find_path_within(board: &Board, word: &str, step_limit: u64) -> PathSearch {
    let word = boggle_board::lowercase_str(word);
    if word.is_empty()
        || !word.chars().all(|c| letter_symbol(c).is_some())
        || !enough_letters(board, &word)
    {
        return PathSearch::NotOnBoard;
    }
    let mut search = Search {
        board,
        path: Vec::with_capacity(word.len()),
        steps_left: step_limit,
        gave_up: false,
    };
    for cell in 0..board.len() {
        if search.extend(word.as_bytes(), cell, 0) {
            return PathSearch::Found(search.path);
        }
        if search.gave_up {
            return PathSearch::GaveUp { steps: step_limit };
        }
    }
    PathSearch::NotOnBoard
}

/// A cheap necessary condition: each letter of the word appears on the board's tiles at least
/// as often as in the word (a path uses each tile once, and its tiles' letters spell the word).
fn enough_letters(board: &Board, word: &str) -> bool {
    let mut available = [0usize; LETTER_SYMBOLS];
    let index = |c: char| letter_symbol(c).map_or(0, usize::from);
    for tile in board.tiles() {
        for c in tile.letters().chars() {
            available[index(c)] += 1;
        }
    }
    for c in word.chars() {
        let slot = &mut available[index(c)];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
    }
    true
}

struct Search<'a> {
    board: &'a Board,
    path: Vec<u8>,
    /// Cells the search may still enter; at 0 it unwinds, setting `gave_up`.
    steps_left: u64,
    gave_up: bool,
}

impl Search<'_> {
    /// Tries to spell `rest` starting at `cell`, with the cells in `used` already taken.
    fn extend(&mut self, rest: &[u8], cell: usize, used: u64) -> bool {
        if self.steps_left == 0 {
            self.gave_up = true;
            return false;
        }
        self.steps_left -= 1;
        let letters = self.board.tile(cell).letters().as_bytes();
        if letters.is_empty() || !rest.starts_with(letters) || used & 1 << cell != 0 {
            return false;
        }
        self.path.push(cell as u8);
        let rest = &rest[letters.len()..];
        let used = used | 1 << cell;
        if rest.is_empty() {
            return true;
        }
        let board = self.board;
        for n in board.neighbours(cell) {
            if self.extend(rest, n, used) {
                return true;
            }
        }
        self.path.pop();
        false
    }
}
