//! `boggle round new|answer|score`: game night's codes (issue 52) from the command line, in the one format
//! `boggle-round` defines and the app reads. `new` makes a round's code, `answer` a player's words for it,
//! `score` judges the players' codes against the round as Score a game does and makes the standings' code.
//!
//! Each prints the code's text on its first line (so `| head -1` is the code), then its QR code drawn in
//! the terminal (`qr.rs`; `--no-qr` leaves it out, `--svg FILE` writes it as SVG); `score` then prints the
//! judged round, while `new` and `answer` say what they made on stderr, so `$(boggle round answer … --no-qr)`
//! is the code alone. A code that is damaged, foreign or for another round ends the command with its
//! message and exit status 1.

use std::time::{SystemTime, UNIX_EPOCH};

use boggle_board::{Board, Language, Rules};
use boggle_dice::Rng;
use boggle_lexicon::Lexicon;
use boggle_round::{dictionary_fingerprint, limits, Answer, HouseList, Round};
use boggle_solver::{list_words, FoundWord, Referee, Solver};

use crate::DictionaryArgs;

mod qr;
mod score;

pub use qr::QrArgs;

/// The round's length when `--seconds` is not given: the printed game's sand timer.
const DEFAULT_SECONDS: u32 = 180;
/// `--start` when not given: time for the table to scan the code before play starts.
const DEFAULT_START: &str = "now+30";

#[derive(clap::Args)]
pub struct RoundArgs {
    #[command(subcommand)]
    command: RoundCommand,
}

#[derive(clap::Subcommand)]
enum RoundCommand {
    /// Make a round's code: the board, the dictionary and rules, the length, the start moment and the
    /// seed every phone rolls the next rounds' boards from.
    New(NewArgs),
    /// A player's words for a round, as the code they show the host: the words on the round's list as
    /// indices into it, the others as typed.
    Answer(AnswerArgs),
    /// Judge the players' codes against the round (the cancel rule, the reasons), print the standings
    /// and the comparison, and make the standings' code.
    Score(score::ScoreArgs),
}

#[derive(clap::Args)]
struct NewArgs {
    /// The board text (or --board).
    #[arg(value_name = "BOARD", required_unless_present = "board")]
    board_text: Option<String>,
    /// The board text: `alex ande ravi erda`.
    #[arg(long, value_name = "BOARD", conflicts_with = "board_text")]
    board: Option<String>,
    /// The dictionary and rules (a dictionary of `boggle dicts`: every phone must have it).
    #[command(flatten)]
    dictionary: DictionaryArgs,
    /// The house list's allowed words (separated by spaces or commas).
    #[arg(long, value_name = "WORDS", default_value = "")]
    allow: String,
    /// The house list's banned words.
    #[arg(long, value_name = "WORDS", default_value = "")]
    ban: String,
    /// The round's length in seconds, 1 to 86,400.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_SECONDS,
          value_parser = clap::value_parser!(u32).range(1..=limits::SECONDS as i64))]
    seconds: u32,
    /// When play starts: Unix milliseconds, `now`, or `now+N` (N seconds from now).
    #[arg(long, value_name = "WHEN", default_value = DEFAULT_START)]
    start: String,
    /// The seed of the next rounds' boards (default: from the clock); with --start in milliseconds
    /// the code is the same on every run.
    #[arg(long)]
    seed: Option<u64>,
    #[command(flatten)]
    qr: QrArgs,
}

#[derive(clap::Args)]
struct AnswerArgs {
    /// The round's code (its text, as `boggle round new` prints it).
    #[arg(long, value_name = "CODE")]
    round: String,
    /// The player's name (at most 24 characters).
    #[arg(long, value_name = "NAME")]
    player: String,
    /// The words found, separated by spaces, commas or new lines (or as arguments after the options).
    #[arg(long, value_name = "WORDS", default_value = "")]
    words: String,
    #[arg(value_name = "WORD")]
    word_args: Vec<String>,
    #[command(flatten)]
    qr: QrArgs,
}

pub fn run(args: &RoundArgs) -> Result<(), String> {
    match &args.command {
        RoundCommand::New(args) => new(args),
        RoundCommand::Answer(args) => answer(args),
        RoundCommand::Score(args) => score::run(args),
    }
}

/// A round made playable here: its dictionary (the same edition), board, house list and sorted word list.
struct Opened {
    round: Round,
    board: Board,
    house: boggle_solver::HouseList,
    solver: Solver<Lexicon>,
    /// The round's words sorted by their tiles' letters: what an answer's indices point into.
    list: Vec<FoundWord>,
}

impl Opened {
    /// `round` with the dictionary it names, refused when this binary lacks it or has another edition, or
    /// when its house list is too long for its code (only its fingerprint came).
    fn of(round: Round) -> Result<Opened, String> {
        let info = boggle_lexicon::dictionary(&round.dictionary).ok_or_else(|| {
            format!(
                "this round plays with the dictionary '{}', which this boggle does not know",
                boggle_board::excerpt(&round.dictionary)
            )
        })?;
        let lexicon = crate::dicts::load(info.name)?;
        let version = dictionary_fingerprint(lexicon.words());
        if version != round.dictionary_version {
            return Err(format!(
                "this round was made with another edition of {} ({:08x}; this one is {version:08x}): \
                 its words would be judged differently",
                info.name, round.dictionary_version
            ));
        }
        let language = lexicon.language();
        let board = round
            .board_in(language)
            .map_err(|e| format!("the round's board: {e}"))?;
        let (allowed, banned) = match &round.house_list {
            HouseList::None => (String::new(), String::new()),
            HouseList::Inline { allowed, banned } => (allowed.join(" "), banned.join(" ")),
            HouseList::Fingerprint(f) => {
                return Err(format!(
                "this round plays with a house list too long for its code (fingerprint {f:08x}), \
                     which this command cannot take: judge it in the app that has the list"
            ))
            }
        };
        let house = boggle_solver::HouseList::parse_in(language, &allowed, &banned).0;
        let mut solver = Solver::new(lexicon);
        let mut list = Referee::new(&mut solver, round.house, Some(&house))
            .solve(&board)
            .words;
        list.sort_by(|a, b| a.word.cmp(&b.word));
        Ok(Opened {
            round,
            board,
            house,
            solver,
            list,
        })
    }

    fn language(&self) -> Language {
        self.solver.lexicon().language()
    }

    /// The index of `word` (spelled in its tiles' letters) on the round's list.
    fn index(&self, word: &str) -> Option<u32> {
        self.list
            .binary_search_by(|w| w.word.as_str().cmp(word))
            .ok()
            .map(|i| i as u32)
    }
}

fn new(args: &NewArgs) -> Result<(), String> {
    let choice = args.dictionary.dict.as_deref().unwrap_or("enable2k");
    let info = boggle_lexicon::dictionary(choice).ok_or_else(|| {
        format!(
            "a round's dictionary must be one every phone has: one of `boggle dicts`, not '{}'",
            boggle_board::excerpt(choice)
        )
    })?;
    let lexicon = crate::dicts::load(info.name)?;
    let text = args.board.as_deref().or(args.board_text.as_deref());
    let board = Board::parse_in(text.unwrap_or_default(), lexicon.language())
        .map_err(|e| format!("bad board: {e}"))?;
    let start_ms = start_moment(&args.start, now_ms())?;
    let seed = args.seed.unwrap_or_else(crate::clock_seed);
    let round = Round {
        board: board.to_string(),
        dictionary: info.name.to_owned(),
        dictionary_version: dictionary_fingerprint(lexicon.words()),
        house: args.dictionary.house(),
        house_list: HouseList::of(&list_words(&args.allow), &list_words(&args.ban)),
        seconds: args.seconds,
        // Another start or seed, another id: two game nights never share one.
        round_id: Rng::new(seed ^ start_ms.rotate_left(32)).next_u64() as u32,
        start_ms,
        seed,
    };
    let text = round.to_text().map_err(|e| e.to_string())?;
    let opened = Opened::of(round)?;
    qr::show(&text, "the round's code", &args.qr)?;
    let round = &opened.round;
    let rules = Rules::house(opened.board.rows(), opened.board.cols(), &round.house);
    let points: u32 = opened.list.iter().map(|w| w.score).sum();
    eprintln!(
        "boggle: round {}: {} ({}), {} seconds from {}, words of {}+ letters: {} words, {points} points",
        round.round_id,
        round.board,
        round.dictionary,
        round.seconds,
        round.start_ms,
        rules.min_len,
        opened.list.len()
    );
    Ok(())
}

fn answer(args: &AnswerArgs) -> Result<(), String> {
    let player = args.player.trim();
    if player.is_empty() {
        return Err("give the player's name with --player".into());
    }
    let round = Round::from_text(&args.round).map_err(|e| format!("the round's code: {e}"))?;
    let opened = Opened::of(round)?;
    let language = opened.language();
    let mut typed = list_words(&args.words);
    typed.extend(args.word_args.iter().flat_map(|w| list_words(w)));
    let (mut found, mut off_list) = (Vec::new(), Vec::new());
    for word in typed {
        let spelled = language
            .spell(&word)
            .unwrap_or_else(|| boggle_board::lowercase_str(&word));
        match opened.index(&spelled) {
            Some(i) => found.push(i),
            None if !off_list.contains(&word) => off_list.push(word),
            None => {}
        }
    }
    let answer = Answer::new(player, &opened.round, opened.list.len(), found, off_list)
        .map_err(|e| e.to_string())?;
    let text = answer.to_text().map_err(|e| e.to_string())?;
    qr::show(&text, "a player's words", &args.qr)?;
    eprintln!(
        "boggle: {player}: {} words on round {}'s list, {} not on it",
        answer.found().len(),
        answer.round_id,
        answer.off_list.len()
    );
    Ok(())
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// `--start`: Unix milliseconds, `now`, or `now+N` seconds.
fn start_moment(text: &str, now: u64) -> Result<u64, String> {
    let text = text.trim();
    let refused = || {
        format!(
            "--start '{}': give Unix milliseconds, now, or now+SECONDS",
            boggle_board::excerpt(text)
        )
    };
    if text == "now" {
        return Ok(now);
    }
    if let Some(seconds) = text.strip_prefix("now+") {
        let seconds: u64 = seconds.trim().parse().map_err(|_| refused())?;
        return seconds
            .checked_mul(1000)
            .and_then(|ms| now.checked_add(ms))
            .ok_or_else(refused);
    }
    text.parse().map_err(|_| refused())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_moments() {
        assert_eq!(start_moment("now", 5_000), Ok(5_000));
        assert_eq!(start_moment("now+30", 5_000), Ok(35_000));
        assert_eq!(start_moment(" 1796000000000 ", 0), Ok(1_796_000_000_000));
        assert!(start_moment("later", 0).is_err());
        assert!(start_moment("now+-3", 0).is_err());
        assert!(start_moment(&format!("now+{}", u64::MAX), 0).is_err());
    }
}
