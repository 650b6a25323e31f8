//! The rules of a game as a value: minimum word length, points by length, and whether the `Qu`
//! tile counts as one letter or two; and the house rules a group of players chooses them by.

use std::fmt;

use crate::Tile;

/// The longest word, in letters, that any board can spell (64 tiles of up to 2 letters): score
/// tables are laid out this far so a rule like "one point a letter" needs no special case.
pub const MAX_WORD_LETTERS: usize = 128;

/// Points for a word by its length in letters (`Qu` and two-letter faces count as the rules say).
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ScoreTable {
    /// `points[n]` for a word of `n` letters; longer words get the last entry.
    points: Vec<u32>,
}

impl ScoreTable {
    /// Classic Boggle: 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8 or more: 11. Shorter words (allowed
    /// only when the minimum length is lowered) score 1, like the shortest official ones.
    pub fn classic() -> ScoreTable {
        ScoreTable {
            points: vec![0, 1, 1, 1, 1, 2, 3, 5, 11],
        }
    }

    /// A table from explicit points: `points[n]` for `n` letters, the last for all longer words.
    pub fn new(points: Vec<u32>) -> ScoreTable {
        ScoreTable { points }
    }

    /// A table from a rule for each length up to [`MAX_WORD_LETTERS`].
    fn from_fn(points: impl Fn(usize) -> u32) -> ScoreTable {
        ScoreTable {
            points: (0..=MAX_WORD_LETTERS).map(points).collect(),
        }
    }

    pub fn points(&self, letters: usize) -> u32 {
        let last = self.points.len().saturating_sub(1);
        self.points.get(letters.min(last)).copied().unwrap_or(0)
    }
}

/// A named way to score, as a house rule (`--scoring NAME` in the CLI, a setting in the app).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Scoring {
    /// The points printed in every Boggle box: 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11.
    #[default]
    Classic,
    /// Big Boggle's rule: the classic points with a four-letter minimum, on any board.
    Big,
    /// A long-standing house variant: Fibonacci points, 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8: 8,
    /// 9: 13 and on, so long words keep paying instead of stopping at 11.
    Fibonacci,
    /// The other common house variant: 3-4 letters 1, then one more point for each letter.
    Linear,
}

impl Scoring {
    pub const ALL: [Scoring; 4] = [
        Scoring::Classic,
        Scoring::Big,
        Scoring::Fibonacci,
        Scoring::Linear,
    ];

    /// The name used on the command line, in the app and in share links.
    pub fn name(self) -> &'static str {
        match self {
            Scoring::Classic => "classic",
            Scoring::Big => "big",
            Scoring::Fibonacci => "fibonacci",
            Scoring::Linear => "linear",
        }
    }

    pub fn from_name(name: &str) -> Option<Scoring> {
        let name = name.trim();
        Scoring::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(name))
    }

    /// One line for a person: the points, and where the rule comes from.
    pub fn description(self) -> &'static str {
        match self {
            Scoring::Classic => "classic: 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11",
            Scoring::Big => "Big Boggle: 4 letters at least; 4: 1, 5: 2, 6: 3, 7: 5, 8+: 11",
            Scoring::Fibonacci => "Fibonacci: 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8: 8, 9: 13, …",
            Scoring::Linear => "linear: 3-4 letters 1, then a point more for each letter",
        }
    }

    /// The minimum word length the scoring itself sets (Big Boggle's four letters), if any.
    pub fn min_len(self) -> Option<usize> {
        match self {
            Scoring::Big => Some(4),
            _ => None,
        }
    }

    pub fn table(self) -> ScoreTable {
        match self {
            Scoring::Classic | Scoring::Big => ScoreTable::classic(),
            // 1, 1, 2, 3, 5, 8, 13 … from 3 letters on, saturating (a 128-letter word is absurd
            // anyway, but must not overflow).
            Scoring::Fibonacci => ScoreTable::from_fn(|n| {
                let (mut a, mut b) = (1u32, 1u32);
                for _ in 4..n {
                    (a, b) = (b, a.saturating_add(b));
                }
                if n >= 4 {
                    b
                } else {
                    1
                }
            }),
            Scoring::Linear => ScoreTable::from_fn(|n| n.saturating_sub(3).max(1) as u32),
        }
    }
}

impl fmt::Display for Scoring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The letters a house may count the `Qu` tile for: one, or two as the printed rules say.
pub const QU_LETTERS: std::ops::RangeInclusive<u8> = 1..=2;

/// What a group of players agrees on before a game: how words score, the minimum length (or the
/// official one for the board's size) and whether `Qu` is one letter or two.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct HouseRules {
    pub scoring: Scoring,
    /// `None`: the scoring's minimum, else the official one for the board's size.
    pub min_len: Option<usize>,
    /// Letters the `Qu` tile counts for in a word's length: 2 (the printed rules) or 1.
    pub qu_letters: u8,
}

impl Default for HouseRules {
    fn default() -> HouseRules {
        HouseRules {
            scoring: Scoring::Classic,
            min_len: None,
            qu_letters: 2,
        }
    }
}

/// The rules a solver applies.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Rules {
    /// Words shorter than this many letters do not count.
    pub min_len: usize,
    pub scores: ScoreTable,
    /// Letters the `Qu` tile counts for: 2 by the printed rules (`queen` is 5 letters), or 1.
    pub qu_letters: u8,
}

impl Rules {
    /// The official rules for a board of this size: minimum 3 letters on boards up to 4x4
    /// (Boggle), 4 on larger ones (Big Boggle, Super Big Boggle); classic scoring.
    pub fn official(rows: usize, cols: usize) -> Rules {
        let min_len = if rows.max(cols) <= 4 { 3 } else { 4 };
        Rules {
            min_len,
            scores: ScoreTable::classic(),
            qu_letters: 2,
        }
    }

    /// The rules a group's house rules give on a board of this size.
    pub fn house(rows: usize, cols: usize, house: &HouseRules) -> Rules {
        let official = Rules::official(rows, cols);
        Rules {
            min_len: house
                .min_len
                .or(house.scoring.min_len())
                .unwrap_or(official.min_len)
                .max(1),
            scores: house.scoring.table(),
            qu_letters: house
                .qu_letters
                .clamp(*QU_LETTERS.start(), *QU_LETTERS.end()),
        }
    }

    pub fn with_min_len(self, min_len: usize) -> Rules {
        Rules {
            min_len: min_len.max(1),
            ..self
        }
    }

    /// The points a word of this many letters scores, or 0 if it is too short to count.
    pub fn score(&self, letters: usize) -> u32 {
        if letters < self.min_len {
            0
        } else {
            self.scores.points(letters)
        }
    }

    /// The letters a tile counts for in a word's length under these rules.
    pub fn tile_letters(&self, tile: Tile) -> usize {
        if tile == Tile::QU {
            usize::from(self.qu_letters)
        } else {
            tile.letter_count()
        }
    }

    /// The length of a word as spelled on a board (`qu` only ever comes from the `Qu` tile).
    pub fn word_letters(&self, word: &str) -> usize {
        let letters = word.chars().count();
        let qus = word
            .as_bytes()
            .windows(2)
            .filter(|pair| pair.eq_ignore_ascii_case(b"qu"))
            .count();
        letters
            - qus
                * usize::from(
                    QU_LETTERS.end()
                        - self
                            .qu_letters
                            .clamp(*QU_LETTERS.start(), *QU_LETTERS.end()),
                )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn by_len(rules: &Rules) -> Vec<u32> {
        (0..12).map(|n| rules.score(n)).collect()
    }

    #[test]
    fn classic_scoring() {
        let rules = Rules::official(4, 4);
        assert_eq!(by_len(&rules), [0, 0, 0, 1, 1, 2, 3, 5, 11, 11, 11, 11]);
    }

    #[test]
    fn official_minimum_lengths() {
        assert_eq!(Rules::official(4, 4).min_len, 3);
        assert_eq!(Rules::official(5, 5).min_len, 4);
        assert_eq!(Rules::official(6, 6).min_len, 4);
        assert_eq!(Rules::official(5, 5).score(3), 0);
        assert_eq!(Rules::official(5, 5).with_min_len(3).score(3), 1);
    }

    #[test]
    fn house_scorings() {
        let rules = |scoring| {
            Rules::house(
                4,
                4,
                &HouseRules {
                    scoring,
                    ..HouseRules::default()
                },
            )
        };
        assert_eq!(rules(Scoring::Classic), Rules::official(4, 4));
        assert_eq!(
            by_len(&rules(Scoring::Big)),
            [0, 0, 0, 0, 1, 2, 3, 5, 11, 11, 11, 11]
        );
        assert_eq!(
            by_len(&rules(Scoring::Fibonacci)),
            [0, 0, 0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
        );
        assert_eq!(
            by_len(&rules(Scoring::Linear)),
            [0, 0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 8]
        );
        assert_eq!(rules(Scoring::Fibonacci).score(128), u32::MAX);
        assert_eq!(rules(Scoring::Linear).score(128), 125);
        // An explicit minimum wins over the scoring's; the board size's applies otherwise.
        let house = HouseRules {
            scoring: Scoring::Big,
            min_len: Some(3),
            qu_letters: 2,
        };
        assert_eq!(Rules::house(4, 4, &house).min_len, 3);
        assert_eq!(Rules::house(5, 5, &HouseRules::default()).min_len, 4);
        for scoring in Scoring::ALL {
            assert_eq!(Scoring::from_name(scoring.name()), Some(scoring));
            assert_eq!(
                Scoring::from_name(&scoring.name().to_uppercase()),
                Some(scoring)
            );
        }
        assert_eq!(Scoring::from_name("bogus"), None);
    }

    #[test]
    fn qu_counts_one_or_two_letters() {
        let two = Rules::official(4, 4);
        let one = Rules::house(
            4,
            4,
            &HouseRules {
                qu_letters: 1,
                ..HouseRules::default()
            },
        );
        assert_eq!(two.tile_letters(Tile::QU), 2);
        assert_eq!(one.tile_letters(Tile::QU), 1);
        assert_eq!(one.tile_letters(Tile::from_text("th").unwrap()), 2);
        assert_eq!(two.word_letters("queen"), 5);
        assert_eq!(one.word_letters("queen"), 4);
        assert_eq!(one.word_letters("QUAQUA"), 4);
        assert_eq!(one.word_letters("cat"), 3);
    }
}
