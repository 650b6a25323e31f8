//! The rules of a game as a value: minimum word length and points by length.

/// Points for a word by its length in letters (`Qu` and two-letter faces count both letters).
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

    pub fn points(&self, letters: usize) -> u32 {
        let last = self.points.len().saturating_sub(1);
        self.points.get(letters.min(last)).copied().unwrap_or(0)
    }
}

/// The rules a solver applies.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Rules {
    /// Words shorter than this many letters do not count.
    pub min_len: usize,
    pub scores: ScoreTable,
}

impl Rules {
    /// The official rules for a board of this size: minimum 3 letters on boards up to 4x4
    /// (Boggle), 4 on larger ones (Big Boggle, Super Big Boggle); classic scoring.
    pub fn official(rows: usize, cols: usize) -> Rules {
        let min_len = if rows.max(cols) <= 4 { 3 } else { 4 };
        Rules {
            min_len,
            scores: ScoreTable::classic(),
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_scoring() {
        let rules = Rules::official(4, 4);
        let by_len: Vec<u32> = (0..12).map(|n| rules.score(n)).collect();
        assert_eq!(by_len, [0, 0, 0, 1, 1, 2, 3, 5, 11, 11, 11, 11]);
    }

    #[test]
    fn official_minimum_lengths() {
        assert_eq!(Rules::official(4, 4).min_len, 3);
        assert_eq!(Rules::official(5, 5).min_len, 4);
        assert_eq!(Rules::official(6, 6).min_len, 4);
        assert_eq!(Rules::official(5, 5).score(3), 0);
        assert_eq!(Rules::official(5, 5).with_min_len(3).score(3), 1);
    }
}
