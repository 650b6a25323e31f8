//! The hints a player may ask for: a board's words counted by length, and the words through each
//! tile (any path, not only the one shown).

use boggle_board::Board;

use crate::FoundWord;

/// Path steps the tile counts of [`Hints`] may take in all; past it, a word counts only the tiles of
/// the one path the solver found. The reference boards need at most 61,035 (5x5; BENCHMARKS.md).
pub const COVER_STEP_LIMIT: u64 = 2_000_000;

/// How many words of one length a board holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LengthCount {
    pub letters: usize,
    pub words: usize,
    pub points: u32,
}

/// A board's breakdown: its words by length and the words through each tile.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct Hints {
    /// Shortest first; only lengths that have words.
    pub by_length: Vec<LengthCount>,
    /// For each cell (row-major), how many of the words can pass through it on some path.
    pub tiles: Vec<u32>,
    /// True when the step budget ran out and some words counted only the tiles of one path.
    pub approximate: bool,
}

impl Hints {
    /// The breakdown of `words` (a solution's) on `board`.
    pub fn new(board: &Board, words: &[FoundWord]) -> Hints {
        let mut by_length: Vec<LengthCount> = Vec::new();
        for w in words {
            let letters = w.word.chars().count();
            match by_length.iter_mut().find(|c| c.letters == letters) {
                Some(count) => {
                    count.words += 1;
                    count.points += w.score;
                }
                None => by_length.push(LengthCount {
                    letters,
                    words: 1,
                    points: w.score,
                }),
            }
        }
        by_length.sort_by_key(|c| c.letters);
        let mut tiles = vec![0u32; board.len()];
        let mut steps = COVER_STEP_LIMIT;
        let mut approximate = false;
        for w in words {
            let mask = cells_on_any_path(board, &w.word, &mut steps).unwrap_or_else(|| {
                approximate = true;
                w.path.iter().fold(0, |m, &c| m | 1 << c)
            });
            for (cell, count) in tiles.iter_mut().enumerate() {
                *count += u32::from(mask & 1 << cell != 0);
            }
        }
        Hints {
            by_length,
            tiles,
            approximate,
        }
    }
}

/// Every cell on some path spelling `word` (a bit mask), or None when `steps` ran out.
fn cells_on_any_path(board: &Board, word: &str, steps: &mut u64) -> Option<u64> {
    let mut mask = 0;
    for cell in 0..board.len() {
        mask |= cover(board, word.as_bytes(), cell, 0, steps)?;
    }
    Some(mask)
}

/// The cells of every way to finish spelling `rest` from `cell` with `used` taken (0: none).
fn cover(board: &Board, rest: &[u8], cell: usize, used: u64, steps: &mut u64) -> Option<u64> {
    *steps = steps.checked_sub(1)?;
    let letters = board.tile(cell).letters().as_bytes();
    if letters.is_empty() || !rest.starts_with(letters) || used & 1 << cell != 0 {
        return Some(0);
    }
    let rest = &rest[letters.len()..];
    if rest.is_empty() {
        return Some(1 << cell);
    }
    let mut mask = 0;
    for n in board.neighbours(cell) {
        mask |= cover(board, rest, n, used | 1 << cell, steps)?;
    }
    Some(if mask == 0 { 0 } else { mask | 1 << cell })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;
    use boggle_board::Rules;
    use boggle_lexicon::Lexicon;

    #[test]
    fn hints_count_lengths_and_every_path_through_each_tile() {
        let lexicon = Lexicon::from_words(["aab", "ab", "ba"]);
        let board = Board::parse("aa bx").unwrap();
        let rules = Rules::official(2, 2).with_min_len(2);
        let solution = Solver::new(&lexicon).solve(&board, &rules);
        let hints = Hints::new(&board, &solution.words);
        assert_eq!(
            hints.by_length,
            [
                LengthCount {
                    letters: 2,
                    words: 2,
                    points: 2
                },
                LengthCount {
                    letters: 3,
                    words: 1,
                    points: 1
                }
            ]
        );
        // "ab" and "ba" can use either `a`; "aab" uses both: each `a` is on 3 words' paths.
        assert_eq!(hints.tiles, [3, 3, 3, 0]);
        assert!(!hints.approximate);
    }

    #[test]
    fn hints_fall_back_to_one_path_when_the_budget_runs_out() {
        let board = Board::parse("aaaa aaaa aaaa aaaa").unwrap();
        let word = FoundWord {
            word: "a".repeat(16).into(),
            shown: None,
            score: 11,
            path: (0..16).collect(),
        };
        let hints = Hints::new(&board, std::slice::from_ref(&word));
        assert!(hints.approximate);
        assert_eq!(hints.tiles, vec![1; 16]);
    }
}
