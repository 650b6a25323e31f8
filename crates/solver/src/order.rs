//! Boards made to order: a real dice set rolled until a board has enough words or points, or falls
//! in a difficulty band, within a budget of rolls; and the board of the day, the same for everyone
//! on a date. The one definition `boggle random` and the app (`crates/web`) share.
//!
//! ## Difficulty bands
//!
//! A board's difficulty is where its word count falls among all rolls of its dice set under its
//! dictionary and rules: **hard** is the third of rolls with the fewest words (fewer than the 33rd
//! percentile), **easy** the third with the most (at least the 67th percentile), **normal** the
//! third between. For ENABLE2K under the printed rules (classic scoring, 3 letters on 4x4, 4 on
//! larger, Qu two letters) on the standard English dice the percentiles are measured once and
//! kept in [`ENABLE2K_BANDS`]; for any other dictionary, rules or dice they are measured on
//! [`BAND_ROLLS`] rolls of seed 1 (so the same everywhere) when first asked.
//!
//! | dice | hard: fewer than | normal | easy: at least | median |
//! |---|---|---|---|---|
//! | 4x4 (New Boggle) | 71 words | 71 to 112 | 113 | 90 |
//! | 5x5 (Big Boggle) | 139 | 139 to 209 | 210 | 172 |
//! | 6x6 (Super Big Boggle) | 207 | 207 to 291 | 292 | 247 |
//!
//! ## The board of the day
//!
//! For a date, a board side and a language, [`day_seed`] gives a seed; the board of the day is the
//! first roll of the language's dice for that side from that seed that is normal or easy (at least
//! `hard_below` words), judged by the language's first dictionary under the official rules, so it
//! does not change with anyone's house rules or choice among a language's dictionaries.
//!
//! Pure: no I/O, no clock; randomness only from the seed given.

use std::borrow::Borrow;
use std::fmt;
use std::str::FromStr;

use boggle_board::{Board, HouseRules, Language, Rules};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::{DictionaryInfo, Lexicon, DICTIONARIES};

use crate::{Solver, Summary};

/// Rolls measured for the bands of a dictionary, rules or dice the table does not hold.
pub const BAND_ROLLS: u64 = 2_000;

/// Rolls tried for the board of the day before giving up (two thirds of rolls qualify: a thousand
/// misses in a row would take a dictionary where every board has the same count).
pub const DAY_ROLLS: u64 = 1_000;

/// How hard a board is, by its word count against its dice set's rolls.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Difficulty {
    /// The third of rolls with the most words.
    Easy,
    Normal,
    /// The third of rolls with the fewest words.
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard];
    /// Their names, as the CLI and the app spell them.
    pub const NAMES: [&'static str; 3] = ["easy", "normal", "hard"];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
        }
    }
}

impl FromStr for Difficulty {
    type Err = String;

    fn from_str(name: &str) -> Result<Difficulty, String> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| format!("unknown difficulty '{name}': easy, normal or hard"))
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Word counts at the 33rd and 67th percentile of rolls: hard boards have fewer words than the
/// first, easy ones at least the second, normal ones those between.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Bands {
    pub hard_below: u32,
    pub easy_from: u32,
}

/// The bands of ENABLE2K under the printed rules (classic scoring, 3 letters on 4x4, 4 on larger,
/// Qu two letters), for the English dice of each size: word counts of 10,000 rolls of seed 1 at
/// their 33rd and 67th percentile (medians 90, 172, 247), measured on 2026-11-27 by
/// `for s in 4 5 6; do boggle random --size $s --seed 1 --count 10000 > r.txt; boggle solve --boards
/// r.txt --summary | cut -f2 | sort -n | awk '{a[NR]=$1} END {print a[3301], a[6701]}'; done`
/// (the same as `Bands::measure(…, 10_000, 1)`, which the ignored test `measure_bands_for_the_table`
/// prints; another test holds the table to a fresh measurement).
pub const ENABLE2K_BANDS: [(usize, Bands); 3] = [
    (
        4,
        Bands {
            hard_below: 71,
            easy_from: 113,
        },
    ),
    (
        5,
        Bands {
            hard_below: 139,
            easy_from: 210,
        },
    ),
    (
        6,
        Bands {
            hard_below: 207,
            easy_from: 292,
        },
    ),
];

impl Bands {
    /// Whether a board of `words` words is of this difficulty.
    pub fn holds(self, difficulty: Difficulty, words: u32) -> bool {
        match difficulty {
            Difficulty::Hard => words < self.hard_below,
            Difficulty::Normal => (self.hard_below..self.easy_from).contains(&words),
            Difficulty::Easy => words >= self.easy_from,
        }
    }

    /// The difficulty of a board of `words` words.
    pub fn difficulty(self, words: u32) -> Difficulty {
        if words < self.hard_below {
            Difficulty::Hard
        } else if words < self.easy_from {
            Difficulty::Normal
        } else {
            Difficulty::Easy
        }
    }

    /// The table's bands, where they apply: ENABLE2K (`enable2k` says the lexicon is it) under the
    /// printed rules, on the standard English set of a size.
    pub fn of_enable2k(enable2k: bool, set: DiceSet, house: &HouseRules) -> Option<Bands> {
        let (_, bands) = ENABLE2K_BANDS
            .iter()
            .find(|(side, _)| *side == set.side())?;
        (enable2k && *house == HouseRules::default() && DiceSet::for_side(set.side()) == Some(set))
            .then_some(*bands)
    }

    /// The bands measured on `rolls` rolls of `set` from `seed`.
    pub fn measure<L: Borrow<Lexicon>>(
        solver: &mut Solver<L>,
        set: DiceSet,
        rules: &Rules,
        rolls: u64,
        seed: u64,
    ) -> Bands {
        let mut rng = Rng::new(seed);
        let mut counts: Vec<u32> = (0..rolls.max(1))
            .map(|_| solver.summary(&set.roll(&mut rng), rules).word_count)
            .collect();
        counts.sort_unstable();
        let at = |p: usize| counts[(counts.len() * p / 100).min(counts.len() - 1)];
        Bands {
            hard_below: at(33),
            easy_from: at(67),
        }
    }
}

/// What a board must have: at least so many words and points, and a difficulty.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Order {
    pub min_words: u32,
    pub min_score: u32,
    pub band: Option<(Difficulty, Bands)>,
}

impl Order {
    pub fn accepts(&self, summary: &Summary) -> bool {
        summary.word_count >= self.min_words
            && summary.total_score >= self.min_score
            && self
                .band
                .is_none_or(|(d, bands)| bands.holds(d, summary.word_count))
    }
}

/// A board made to order, its count and score, and the rolls it took (this one included).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Made {
    pub board: Board,
    pub summary: Summary,
    pub rolls: u64,
}

/// No roll within the budget was what was asked: the rolls tried and the most and fewest words
/// any had, for a message that says how far off the order was.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NotMade {
    pub rolls: u64,
    pub most_words: u32,
    pub fewest_words: u32,
}

/// Rolls `set` from `rng` until a board meets `order`, at most `tries` times (at least once).
pub fn roll_to_order<L: Borrow<Lexicon>>(
    solver: &mut Solver<L>,
    set: DiceSet,
    rules: &Rules,
    order: &Order,
    rng: &mut Rng,
    tries: u64,
) -> Result<Made, NotMade> {
    let mut missed = NotMade {
        rolls: 0,
        most_words: 0,
        fewest_words: u32::MAX,
    };
    for roll in 1..=tries.max(1) {
        let board = set.roll(rng);
        let summary = solver.summary(&board, rules);
        if order.accepts(&summary) {
            return Ok(Made {
                board,
                summary,
                rolls: roll,
            });
        }
        missed.rolls = roll;
        missed.most_words = missed.most_words.max(summary.word_count);
        missed.fewest_words = missed.fewest_words.min(summary.word_count);
    }
    Err(missed)
}

/// A calendar date, `YYYY-MM-DD` (years 2000 to 9999: a board of the day has no earlier use).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Day {
    pub year: u16,
    pub month: u8,
    pub day: u8,
}

impl FromStr for Day {
    type Err = String;

    fn from_str(text: &str) -> Result<Day, String> {
        let bad = || format!("'{text}' is not a date of the form 2026-11-27");
        let mut parts = text.split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
        if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
            return Err(bad());
        }
        let (year, month, day): (u16, u8, u8) = (
            y.parse().map_err(|_| bad())?,
            m.parse().map_err(|_| bad())?,
            d.parse().map_err(|_| bad())?,
        );
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        let days = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => return Err(bad()),
        };
        if !(2000..=9999).contains(&year) || !(1..=days).contains(&day) {
            return Err(bad());
        }
        Ok(Day { year, month, day })
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The seed of the board of the day for a date, a board side and a language: the date as the
/// number YYYYMMDD, the side and the language's tag, mixed once through the generator so near
/// dates give unrelated sequences.
pub fn day_seed(day: Day, side: usize, language: Language) -> u64 {
    let date = u64::from(day.year) * 10_000 + u64::from(day.month) * 100 + u64::from(day.day);
    let tag = language
        .tag()
        .bytes()
        .fold(0u64, |acc, b| acc << 8 | u64::from(b));
    Rng::new(date << 24 ^ (side as u64) << 16 ^ tag).next_u64()
}

/// The dictionary a language's board of the day is judged by: its first in the catalog (ENABLE2K
/// for English), whichever of the language's lists a person uses, so everyone gets one board.
pub fn day_dictionary(language: Language) -> Option<&'static DictionaryInfo> {
    DICTIONARIES.iter().find(|d| d.game_language() == language)
}

/// The board of the day: the first roll of `set` (the language's dice for the side) from
/// [`day_seed`] that is normal or easy by `bands`, judged by `solver` under `rules` (the official
/// ones); at most [`DAY_ROLLS`] rolls.
pub fn board_of_the_day<L: Borrow<Lexicon>>(
    solver: &mut Solver<L>,
    set: DiceSet,
    rules: &Rules,
    bands: Bands,
    day: Day,
) -> Result<Made, NotMade> {
    let order = Order {
        min_words: bands.hard_below,
        ..Order::default()
    };
    let mut rng = Rng::new(day_seed(day, set.side(), set.language()));
    roll_to_order(solver, set, rules, &order, &mut rng, DAY_ROLLS)
}

#[cfg(test)]
mod tests;
