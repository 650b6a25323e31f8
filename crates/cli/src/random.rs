//! `boggle random`: boards rolled from the real dice, and boards made to order: rolled until one
//! has enough words or points, or falls in a difficulty band, within a budget of rolls.

use std::io::{BufWriter, Write};

use boggle_board::{HouseRules, Language, Rules};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::Lexicon;
use boggle_solver::Solver;

use crate::dicts::thousands;
use crate::{write_failed, DictionaryArgs};

/// `--count` at most: 1.7 GB of board text.
const MAX_RANDOM_BOARDS: u64 = 100_000_000;
/// `--tries` at most: about half an hour of 6x6 rolls.
const MAX_TRIES: u64 = 10_000_000;
/// Rolls measured for the difficulty bands of a dictionary or rules the table does not hold.
const BAND_ROLLS: u64 = 2_000;

#[derive(clap::Args)]
pub struct RandomArgs {
    /// Board side: 4, 5 or 6 (picks the usual dice for that game).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(4..=6))]
    size: u8,
    /// Dice set: new, classic (4x4), big, big-2012 (5x5), super-big (6x6), or a language's
    /// (fr, fr-big, fr-super-big, de, de-big, …, es-super-big). Overrides --size and --lang.
    #[arg(long, value_name = "SET")]
    dice: Option<String>,
    /// The language whose dice are rolled for --size: en (the default), fr, de or es; or a
    /// dictionary of `boggle dicts`, whose language it is.
    #[arg(long, value_name = "LANG|DICT")]
    lang: Option<String>,
    /// Seed for a reproducible roll (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// How many boards, 1 to 100,000,000 (printed as they are rolled).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=MAX_RANDOM_BOARDS))]
    count: u64,
    /// Only boards with at least this many words (by --dict and the rules below).
    #[arg(long, value_name = "N")]
    min_words: Option<u32>,
    /// Only boards worth at least this many points.
    #[arg(long, value_name = "POINTS")]
    min_score: Option<u32>,
    /// Only boards of a third of all rolls by word count: easy (the most words), normal, hard
    /// (the fewest).
    #[arg(long, value_enum)]
    difficulty: Option<Difficulty>,
    /// Rolls tried for each board before giving up with a message, 1 to 10,000,000.
    #[arg(long, default_value_t = 100_000, value_parser = clap::value_parser!(u64).range(1..=MAX_TRIES))]
    tries: u64,
    #[command(flatten)]
    dictionary: DictionaryArgs,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum Difficulty {
    Easy,
    Normal,
    Hard,
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
/// (the same as `measure_bands(…, 10_000, 1)`, which the ignored test `measure_bands_for_the_table`
/// prints; another test holds the table to a fresh measurement).
const ENABLE2K_BANDS: [(usize, Bands); 3] = [
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
    fn holds(self, difficulty: Difficulty, words: u32) -> bool {
        match difficulty {
            Difficulty::Hard => words < self.hard_below,
            Difficulty::Normal => (self.hard_below..self.easy_from).contains(&words),
            Difficulty::Easy => words >= self.easy_from,
        }
    }
}

/// The bands measured on `rolls` rolls of `set` from `seed`.
pub fn measure_bands(
    lexicon: &Lexicon,
    set: DiceSet,
    rules: &Rules,
    rolls: u64,
    seed: u64,
) -> Bands {
    let mut solver = Solver::new(lexicon);
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

/// What a board must have to be printed.
struct Order {
    min_words: u32,
    min_score: u32,
    band: Option<(Difficulty, Bands)>,
}

pub fn run(args: &RandomArgs) -> Result<(), String> {
    let filtered =
        args.min_words.is_some() || args.min_score.is_some() || args.difficulty.is_some();
    let lexicon = match (&args.dictionary.dict, filtered) {
        (None, false) => None,
        (Some(name), _) => Some(crate::dicts::load(name)?),
        (None, true) => Some(crate::dicts::load(&default_dictionary(
            args.lang.as_deref(),
        )?)?),
    };
    let language = match (&args.lang, &lexicon) {
        (None, Some(lexicon)) => lexicon.language(),
        (lang, _) => crate::language_of(lang.as_deref())?,
    };
    let set = crate::dice_set(args.size, args.dice.as_deref(), language)?;
    let mut rng = Rng::new(args.seed.unwrap_or_else(crate::clock_seed));
    let mut out = BufWriter::new(std::io::stdout().lock());
    let Some(lexicon) = lexicon.filter(|_| filtered) else {
        for _ in 0..args.count {
            writeln!(out, "{}", set.roll(&mut rng)).map_err(write_failed)?;
        }
        return out.flush().map_err(write_failed);
    };
    if set.language() != lexicon.language() {
        return Err(format!(
            "the {} dice are {}, the dictionary {}: choose dice and --dict of one language",
            set.name(),
            set.language().name(),
            lexicon.language().name()
        ));
    }
    let rules = Rules::house(set.side(), set.side(), &args.dictionary.house());
    let order = Order {
        min_words: args.min_words.unwrap_or(0),
        min_score: args.min_score.unwrap_or(0),
        band: args
            .difficulty
            .map(|d| (d, bands(args, &lexicon, set, &rules))),
    };
    let mut solver = Solver::new(&lexicon);
    for made in 0..args.count {
        let mut most = 0;
        let board = (0..args.tries).find_map(|_| {
            let board = set.roll(&mut rng);
            let summary = solver.summary(&board, &rules);
            most = most.max(summary.word_count);
            let in_band = order
                .band
                .is_none_or(|(d, bands)| bands.holds(d, summary.word_count));
            (summary.word_count >= order.min_words
                && summary.total_score >= order.min_score
                && in_band)
                .then_some(board)
        });
        let Some(board) = board else {
            out.flush().map_err(write_failed)?;
            return Err(format!(
                "board {} of {}: none of {} rolls was what was asked (the most words on one: {}); \
                 ask for less, or allow more --tries",
                made + 1,
                args.count,
                thousands(args.tries as usize),
                thousands(most as usize)
            ));
        };
        writeln!(out, "{board}").map_err(write_failed)?;
    }
    out.flush().map_err(write_failed)
}

/// The dictionary boards are judged by when only --lang is given: that language's (ENABLE2K for
/// English), or the dictionary --lang names.
fn default_dictionary(lang: Option<&str>) -> Result<String, String> {
    let Some(lang) = lang else {
        return Ok("enable2k".into());
    };
    if boggle_lexicon::dictionary(lang).is_some() {
        return Ok(lang.to_string());
    }
    Ok(match crate::language_of(Some(lang))? {
        Language::English => "enable2k".into(),
        other => other.tag().into(),
    })
}

/// The table's bands for ENABLE2K under the printed rules; otherwise measured now.
fn bands(args: &RandomArgs, lexicon: &Lexicon, set: DiceSet, rules: &Rules) -> Bands {
    let enable2k = args
        .dictionary
        .dict
        .as_deref()
        .is_none_or(|d| d.eq_ignore_ascii_case("enable2k"))
        && lexicon.language() == Language::English;
    let printed_rules = args.dictionary.house() == HouseRules::default();
    let known = ENABLE2K_BANDS.iter().find(|(side, _)| *side == set.side());
    match known {
        Some((_, bands))
            if enable2k && printed_rules && DiceSet::for_side(set.side()) == Some(set) =>
        {
            *bands
        }
        _ => {
            let bands = measure_bands(lexicon, set, rules, BAND_ROLLS, 1);
            eprintln!(
                "boggle: difficulty bands measured on {} rolls of the {} dice: hard below {} words, \
                 easy from {}",
                thousands(BAND_ROLLS as usize),
                set.name(),
                bands.hard_below,
                bands.easy_from
            );
            bands
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.
    use super::*;

    /// Prints the table `ENABLE2K_BANDS` holds (release: ~10 s).
    #[test]
    #[ignore]
    fn measure_bands_for_the_table() {
        let lexicon = Lexicon::from_bytes(crate::dicts::enable2k()).unwrap();
        for side in [4, 5, 6] {
            let set = DiceSet::for_side(side).unwrap();
            let rules = Rules::official(side, side);
            println!(
                "{side}: {:?}",
                measure_bands(&lexicon, set, &rules, 10_000, 1)
            );
        }
    }

    #[test]
    fn the_table_is_what_a_measurement_gives() {
        let lexicon = Lexicon::from_bytes(crate::dicts::enable2k()).unwrap();
        for (side, bands) in ENABLE2K_BANDS {
            let set = DiceSet::for_side(side).unwrap();
            let measured = measure_bands(&lexicon, set, &Rules::official(side, side), 1_000, 2);
            // A thousand other rolls land within a few words of the table's ten thousand.
            let near = |a: u32, b: u32| a.abs_diff(b) <= 2 + b / 10;
            assert!(
                near(measured.hard_below, bands.hard_below),
                "{side}: {measured:?}"
            );
            assert!(
                near(measured.easy_from, bands.easy_from),
                "{side}: {measured:?}"
            );
            assert!(bands.hard_below < bands.easy_from);
        }
    }
}
