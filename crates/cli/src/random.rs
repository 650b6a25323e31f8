//! `boggle random`: boards rolled from the real dice, and boards made to order: rolled until one
//! has enough words or points, or falls in a difficulty band, within a budget of rolls.

use std::io::{BufWriter, Write};

use boggle_board::{HouseRules, Language, Rules};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::Lexicon;
use boggle_solver::{
    board_of_the_day, day_dictionary, roll_to_order, Bands, Day, Difficulty, Order, Solver,
    BAND_ROLLS,
};

use crate::{write_failed, DictionaryArgs};
use boggle_board::thousands;

/// `--count` at most: 1.7 GB of board text.
const MAX_RANDOM_BOARDS: u64 = 100_000_000;
/// `--tries` at most: about half an hour of 6x6 rolls.
const MAX_TRIES: u64 = 10_000_000;

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
    #[arg(long, value_parser = difficulty_parser())]
    difficulty: Option<Difficulty>,
    /// Rolls tried for each board before giving up with a message, 1 to 10,000,000.
    #[arg(long, default_value_t = 100_000, value_parser = clap::value_parser!(u64).range(1..=MAX_TRIES))]
    tries: u64,
    /// The board of the day for a date (YYYY-MM-DD) in --size and --lang: the board the app shows
    /// that day, judged by the language's first dictionary under the official rules.
    #[arg(long, value_name = "DATE", value_parser = parse_day, conflicts_with_all = [
        "dice", "seed", "count", "min_words", "min_score", "difficulty", "tries", "dict", "min",
        "scoring", "qu",
    ])]
    day: Option<Day>,
    #[command(flatten)]
    dictionary: DictionaryArgs,
}

fn parse_day(text: &str) -> Result<Day, String> {
    text.parse()
}

pub fn run(args: &RandomArgs) -> Result<(), String> {
    if let Some(day) = args.day {
        return print_board_of_the_day(args, day);
    }
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
        match roll_to_order(&mut solver, set, &rules, &order, &mut rng, args.tries) {
            Ok(board) => writeln!(out, "{}", board.board).map_err(write_failed)?,
            Err(missed) => {
                out.flush().map_err(write_failed)?;
                return Err(format!(
                    "board {} of {}: none of {} rolls was what was asked (the most words on one: \
                     {}); ask for less, or allow more --tries",
                    made + 1,
                    args.count,
                    thousands(args.tries),
                    thousands(missed.most_words as u64)
                ));
            }
        }
    }
    out.flush().map_err(write_failed)
}

/// `--difficulty`: one of the names `boggle_solver::Difficulty` reads, listed in the help.
fn difficulty_parser() -> impl clap::builder::TypedValueParser<Value = Difficulty> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(Difficulty::NAMES)
        .map(|name| name.parse().unwrap_or(Difficulty::Normal))
}

/// `--day`: the board of the day, as the app finds it (`boggle_solver::board_of_the_day`).
fn print_board_of_the_day(args: &RandomArgs, day: Day) -> Result<(), String> {
    let language = crate::language_of(args.lang.as_deref())?;
    let name = day_dictionary(language)
        .ok_or_else(|| format!("no dictionary in {}", language.name()))?
        .name;
    let lexicon = crate::dicts::load(name)?;
    let side = usize::from(args.size);
    let set = DiceSet::for_language(language, side)
        .ok_or_else(|| format!("no {} dice for {side}x{side}", language.name()))?;
    let rules = Rules::official(side, side);
    let mut solver = Solver::new(&lexicon);
    let bands = Bands::of_enable2k(name == "enable2k", set, &HouseRules::default())
        .unwrap_or_else(|| Bands::measure(&mut solver, set, &rules, BAND_ROLLS, 1));
    let made = board_of_the_day(&mut solver, set, &rules, bands, day).map_err(|missed| {
        format!(
            "no board of the day for {day}: none of {} rolls had {} words or more",
            thousands(missed.rolls),
            bands.hard_below
        )
    })?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", made.board).map_err(write_failed)
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
    Bands::of_enable2k(enable2k, set, &args.dictionary.house()).unwrap_or_else(|| {
        let bands = Bands::measure(&mut Solver::new(lexicon), set, rules, BAND_ROLLS, 1);
        eprintln!(
            "boggle: difficulty bands measured on {} rolls of the {} dice: hard below {} words, \
             easy from {}",
            thousands(BAND_ROLLS),
            set.name(),
            bands.hard_below,
            bands.easy_from
        );
        bands
    })
}
