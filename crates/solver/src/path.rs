//! Where a given word lies on a board: a path of cells that spells it, without a dictionary.
//!
//! The search is bounded: a word of many repeated letters on a board of the same letters has
//! astronomically many partial paths (25 `a` and a `b` on an all-`a` 5x5 ran for over a minute),
//! so it stops after a step budget and says so instead of hanging its caller.

use boggle_board::{letter_symbol, Board, LETTER_SYMBOLS};

/// Cells entered before [`find_path`] gives up. A real word on a real board needs a few hundred
/// at most; this many take a few milliseconds natively (see BENCHMARKS.md, "Hostile input").
pub const PATH_STEP_LIMIT: u64 = 1_000_000;

/// Cells entered in all when each word of a list is looked for on one board (a house list's
/// allowed words, the words of a round's lists), each word still within [`PATH_STEP_LIMIT`]: a
/// list of hostile words costs one budget, not one per word. The largest house list of real words
/// (20,000: British spellings and ENABLE2K's longest words) needs at most 1.5 million on 3,000
/// ordinary boards, 61,000 on average; this many take under 0.2 s natively, as the solver's own
/// limit does (BENCHMARKS.md, "Hostile input"; `--example hostile house`).
pub const LIST_STEP_LIMIT: u64 = 5_000_000;

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
    let mut steps = step_limit;
    find_path_sharing(board, word, &mut steps)
}

/// [`find_path`] spending a budget it shares with other searches: `steps` is what is left, and the
/// steps this search takes are taken from it, so a list of words costs at most one budget however
/// many words it holds. `GaveUp` carries the steps this search had.
pub fn find_path_sharing(board: &Board, word: &str, steps: &mut u64) -> PathSearch {
    PathFinder::new(board).find(word, steps)
}

/// A board as the path search reads it, built once for any number of words (a house list's, a
/// round's): each cell's letters, its neighbours as a bit mask, and how many of each letter the
/// tiles hold.
pub struct PathFinder {
    pub(crate) cells: usize,
    pub(crate) letters: [&'static [u8]; 64],
    pub(crate) neighbours: [u64; 64],
    pub(crate) available: [usize; LETTER_SYMBOLS],
}

impl PathFinder {
    pub fn new(board: &Board) -> PathFinder {
        let mut finder = PathFinder {
            cells: board.len(),
            letters: [b"".as_slice(); 64],
            neighbours: [0; 64],
            available: [0; LETTER_SYMBOLS],
        };
        for (cell, tile) in board.tiles().iter().enumerate() {
            finder.letters[cell] = tile.letters().as_bytes();
            finder.neighbours[cell] = board.neighbours(cell).fold(0, |mask, n| mask | 1 << n);
            for c in tile.letters().chars() {
                finder.available[symbol_index(c)] += 1;
            }
        }
        finder
    }

    /// As [`find_path_sharing`] on the board this was made of.
    pub fn find(&self, word: &str, steps: &mut u64) -> PathSearch {
        let word = boggle_board::lowercase_str(word);
        if word.is_empty()
            || !word.chars().all(|c| letter_symbol(c).is_some())
            || !self.enough_letters(&word)
        {
            return PathSearch::NotOnBoard;
        }
        let budget = *steps;
        let mut search = Search {
            finder: self,
            path: Vec::with_capacity(word.len()),
            steps_left: budget,
            gave_up: false,
        };
        let mut found = false;
        for cell in 0..self.cells {
            found = search.extend(word.as_bytes(), cell, 0);
            if found || search.gave_up {
                break;
            }
        }
        *steps = search.steps_left;
        if found {
            PathSearch::Found(search.path)
        } else if search.gave_up {
            PathSearch::GaveUp { steps: budget }
        } else {
            PathSearch::NotOnBoard
        }
    }

    /// One word of a list: at most [`PATH_STEP_LIMIT`] steps, taken from what the list has `left`.
    pub(crate) fn find_in_list(&self, word: &str, left: &mut u64) -> PathSearch {
        let mut steps = (*left).min(PATH_STEP_LIMIT);
        let before = steps;
        let search = self.find(word, &mut steps);
        *left -= before - steps;
        search
    }

    /// A cheap necessary condition: each letter of the word appears on the board's tiles at least
    /// as often as in the word (a path uses each tile once, and its tiles' letters spell the word).
    fn enough_letters(&self, word: &str) -> bool {
        let mut available = self.available;
        for c in word.chars() {
            let slot = &mut available[symbol_index(c)];
            if *slot == 0 {
                return false;
            }
            *slot -= 1;
        }
        true
    }
}

pub(crate) fn symbol_index(c: char) -> usize {
    letter_symbol(c).map_or(0, usize::from)
}

struct Search<'a> {
    finder: &'a PathFinder,
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
        let letters = self.finder.letters[cell];
        if letters.is_empty() || !rest.starts_with(letters) || used & 1 << cell != 0 {
            return false;
        }
        self.path.push(cell as u8);
        let rest = &rest[letters.len()..];
        let used = used | 1 << cell;
        if rest.is_empty() {
            return true;
        }
        // The neighbours in order of their index, as the board lists them.
        let mut next = self.finder.neighbours[cell];
        while next != 0 {
            let n = next.trailing_zeros() as usize;
            next &= next - 1;
            if self.extend(rest, n, used) {
                return true;
            }
        }
        self.path.pop();
        false
    }
}
