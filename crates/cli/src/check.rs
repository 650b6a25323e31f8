//! `boggle check WORD --board B`: the referee's ruling on one word, in English: whether it counts
//! and why, each list this binary can read in the board's language, its length, its path or why
//! it is not on the board, and its points. The same ruling as the app's referee sheet
//! (`Referee::rule`).
//!
//! Exit status: 0 when the word counts, 3 when it does not (the ruling is still printed), 1 on
//! any error (a bad board, a dictionary not found), 2 for bad arguments.

use std::process::ExitCode;

use boggle_board::{Board, Tile};
use boggle_lexicon::{Lexicon, DICTIONARIES};
use boggle_solver::{HouseList, HouseSay, NotOnBoard, Referee, Ruling, Shortage, Solver, Verdict};

use crate::{dicts, DictionaryArgs};

/// Exit status when the word does not count.
const DOES_NOT_COUNT: u8 = 3;

#[derive(clap::Args)]
pub struct CheckArgs {
    /// The word, as written (`Öl` on a German board is the tiles O-E-L).
    word: String,
    /// The board text (quote it if it has spaces): `alex ande ravi erda`.
    #[arg(long, value_name = "BOARD")]
    board: String,
    #[command(flatten)]
    dictionary: DictionaryArgs,
    /// The house list's allowed words (separated by spaces or commas): they count as words.
    #[arg(long, value_name = "WORDS", default_value = "")]
    allow: String,
    /// The house list's banned words: they never count.
    #[arg(long, value_name = "WORDS", default_value = "")]
    ban: String,
    /// Print the ruling as JSON.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &CheckArgs) -> Result<ExitCode, String> {
    let word = args.word.trim();
    if word.is_empty() {
        return Err("give a word to check".into());
    }
    let choice = args.dictionary.dict.as_deref().unwrap_or("enable2k");
    let lexicon = args.dictionary.lexicon()?;
    let board =
        Board::parse_in(&args.board, lexicon.language()).map_err(|e| format!("bad board: {e}"))?;
    let others = other_lists(choice, &lexicon);
    let others: Vec<(&str, &Lexicon)> = others.iter().map(|(n, l)| (*n, l)).collect();
    let (house, _) = HouseList::parse_in(lexicon.language(), &args.allow, &args.ban);
    let mut solver = Solver::new(&lexicon);
    let referee = Referee::new(&mut solver, args.dictionary.house(), Some(&house));
    let in_use = dicts_name(choice);
    let ruling = referee.rule(&board, word, &in_use, &others);
    if args.json {
        let json = serde_json::to_string(&ruling).map_err(|e| e.to_string())?;
        out!("{json}");
    } else {
        for line in describe(&ruling, &board, args.dictionary.scoring.name()) {
            out!("{line}");
        }
    }
    Ok(if ruling.verdict == Verdict::Counts {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(DOES_NOT_COUNT)
    })
}

/// A named dictionary's name as `boggle dicts` writes it, or the file as given.
fn dicts_name(choice: &str) -> String {
    boggle_lexicon::dictionary(choice).map_or_else(
        || crate::shown_path(std::path::Path::new(choice)),
        |d| d.name.to_string(),
    )
}

/// Every other named dictionary in the same language that this binary carries or finds built.
fn other_lists(choice: &str, lexicon: &Lexicon) -> Vec<(&'static str, Lexicon)> {
    let in_use = boggle_lexicon::dictionary(choice).map(|d| d.name);
    DICTIONARIES
        .iter()
        .filter(|d| Some(d.name) != in_use && d.game_language() == lexicon.language())
        .filter(|d| dicts::embedded(d.name).is_some() || dicts::separate_file(d.name).is_some())
        .filter_map(|d| dicts::load(d.name).ok().map(|l| (d.name, l)))
        .collect()
}

/// The ruling in English lines: the verdict first, then the evidence.
pub fn describe(ruling: &Ruling, board: &Board, scoring: &str) -> Vec<String> {
    let word = ruling.shown.as_deref().unwrap_or(&ruling.word);
    let mut lines = vec![match ruling.verdict {
        Verdict::Counts => format!("{word}: counts, {}", points(ruling.score)),
        verdict => format!("{word}: does not count: {}", reason(verdict, ruling)),
    }];
    for list in &ruling.lists {
        let in_use = if list.in_use { " (in use)" } else { "" };
        let has = if list.has { "yes" } else { "no" };
        lines.push(format!("  in {}{in_use}: {has}", list.name));
    }
    match ruling.house {
        Some(HouseSay::Allowed) => lines.push("  house list: allowed".into()),
        Some(HouseSay::Banned) => lines.push("  house list: banned".into()),
        None => {}
    }
    lines.push(format!(
        "  length: {} letters, {}+ needed",
        ruling.letters, ruling.min_len
    ));
    match (&ruling.path, &ruling.not_on_board) {
        (Some(path), _) => lines.push(format!("  on the board: {}", cells(board, path))),
        (None, Some(why)) => lines.push(format!("  not on the board: {}", why_not(why, board))),
        (None, None) => {}
    }
    if ruling.verdict != Verdict::Counts && ruling.worth > 0 {
        lines.push(format!(
            "  worth: {} by {scoring} scoring, had it counted",
            points(ruling.worth)
        ));
    }
    lines
}

fn points(n: u32) -> String {
    format!("{n} {}", if n == 1 { "point" } else { "points" })
}

fn reason(verdict: Verdict, ruling: &Ruling) -> String {
    match verdict {
        Verdict::TooShort => format!("too short ({}+ letters)", ruling.min_len),
        Verdict::Banned => "banned by the house list".into(),
        Verdict::NotAWord => "not in the dictionary".into(),
        Verdict::NotOnBoard => "not on the board".into(),
        Verdict::GaveUp => "too many ways to look for it on this board".into(),
        Verdict::Counts | Verdict::Cancelled | Verdict::Repeated => "counts".into(),
    }
}

/// A tile as a player reads it: `A`, `Qu`, `Th`.
fn face(tile: Tile) -> String {
    capital(tile.letters())
}

fn capital(letters: &str) -> String {
    let mut chars = letters.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// A cell as `E (row 1, column 3)`.
fn cell(board: &Board, cell: u8) -> String {
    let cell = usize::from(cell);
    let (row, col) = (cell / board.cols() + 1, cell % board.cols() + 1);
    format!("{} (row {row}, column {col})", face(board.tile(cell)))
}

fn cells(board: &Board, path: &[u8]) -> String {
    let shown: Vec<String> = path.iter().map(|&c| cell(board, c)).collect();
    shown.join(" → ")
}

/// `two`, `3`: small counts in words, as a sentence says them.
fn count(n: usize) -> String {
    const WORDS: [&str; 10] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| w.to_string())
}

fn letter_count(n: usize, letter: char) -> String {
    let letter = letter.to_uppercase().to_string();
    format!("{} {letter}{}", count(n), if n == 1 { "" } else { "s" })
}

fn why_not(why: &NotOnBoard, board: &Board) -> String {
    match why {
        NotOnBoard::Missing { letters } => {
            let letters: Vec<String> = letters
                .iter()
                .map(|c| c.to_uppercase().to_string())
                .collect();
            format!("no tile has {}", or_list(&letters))
        }
        NotOnBoard::InsideFace { letter, faces } => {
            let faces: Vec<String> = faces.iter().map(|f| capital(f)).collect();
            format!(
                "the board has {} only in {}",
                letter.to_uppercase(),
                or_list(&faces)
            )
        }
        NotOnBoard::TooFew { shortages, path } => {
            let short: Vec<String> = shortages.iter().map(shortage).collect();
            let traced = path
                .as_ref()
                .map(|p| format!(" (traced only by using a tile twice: {})", cells(board, p)))
                .unwrap_or_default();
            format!("{}{traced}", short.join("; "))
        }
        NotOnBoard::TileTwice { path, cell: twice } => format!(
            "it can only be traced by using {} twice: {}",
            cell(board, *twice),
            cells(board, path)
        ),
        NotOnBoard::NotConnected => {
            "its letters are there, but not next to each other in its order".into()
        }
        NotOnBoard::GaveUp => "too many ways to try: the search stopped".into(),
    }
}

fn shortage(s: &Shortage) -> String {
    format!(
        "needs {}; the board has {}",
        letter_count(s.needs, s.letter),
        letter_count(s.has, s.letter)
    )
}

fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}
