//! `boggle`: solve boards, read them from photos, roll random ones, gather statistics and benchmark the solver.
//!
//! All I/O of the engine lives here; errors go to stderr with a non-zero exit, never a panic. A closed stdout
//! (`boggle random | head -1`) ends the command quietly with exit status 0, as other Unix tools do.
//!
//! One module a command, each saying what it does in its first line (`recognize/file.rs` reads a photo without
//! trusting it). Every path in a message goes through `shown_path` (control characters and bidirectional
//! overrides escaped). Exit status: 0; 1 with a message on stderr; 2 for an argument clap refuses; 3 for
//! `recognize --solve` when the board was read but could not be solved.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use boggle_board::{Board, HouseRules, Language, Rules, Scoring, QU_LETTERS};
use boggle_dice::DiceSet;
use boggle_lexicon::{Lexicon, MIN_LEN_RANGE};
use boggle_solver::Solver;
use clap::{Parser, Subcommand};

/// `--min`'s bounds, as clap's range takes them (boggle_lexicon::MIN_LEN_RANGE).
const MIN_LEN_FIRST: i64 = *MIN_LEN_RANGE.start() as i64;
const MIN_LEN_LAST: i64 = *MIN_LEN_RANGE.end() as i64;

/// `println!` for the commands' output: a line on stdout, or, when stdout is closed, the command ends quietly
/// (`write_failed`); any other failure to write ends it with a message, never the panic `println!` gives.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(e) = writeln!(std::io::stdout(), $($arg)*) {
            eprintln!("boggle: {}", crate::write_failed(e));
            std::process::exit(1);
        }
    }};
}

mod batch;
mod bench;
mod best;
mod check;
mod dictionary;
mod dicts;
mod jobs;
mod lines;
mod prove;
mod random;
mod recognize;
mod round;
mod stats;

#[derive(Parser)]
#[command(
    name = "boggle",
    version,
    about = "Finds every word on a Boggle board."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve one board (board text: `alex ande ravi erda`, `ALEX/ANDE/RAVI/ERDA`, `alexanderavierda`;
    /// `q` is the Qu tile, `[th]` a two-letter tile, `#` a blank), or a file of boards with --boards.
    ///
    /// The search stops after 10 million steps (only a pathological custom dictionary gets there)
    /// and says so on stderr; the words are then those found by then.
    Solve {
        /// The board text (quote it if it has spaces).
        #[arg(required_unless_present = "boards", conflicts_with = "boards")]
        board: Option<String>,
        /// A file with one board a line; prints `board<TAB>word_count<TAB>total_score` a line. Blank
        /// lines and lines starting with `;` are skipped (not `#`: that is the blank tile, so `## ##`
        /// is a board). A bad line is reported on stderr with its number, the others are solved, and
        /// the exit status is 1.
        #[arg(long, value_name = "FILE", requires = "summary")]
        boards: Option<PathBuf>,
        /// With --boards: print only the counts (required with --boards).
        #[arg(long)]
        summary: bool,
        /// With --boards: threads solving the boards, 1 to 256 (default: every core); the output
        /// is the same, in the file's order, for any number.
        #[arg(long, value_name = "N", requires = "boards", value_parser = clap::value_parser!(u64).range(1..=jobs::MAX_JOBS as u64))]
        jobs: Option<u64>,
        #[command(flatten)]
        dictionary: DictionaryArgs,
        /// Print the result as JSON.
        #[arg(long, conflicts_with = "boards")]
        json: bool,
    },
    /// Read a board from a photo (JPEG or PNG): prints its board text on the first line, then the tiles read
    /// with little confidence.
    ///
    /// Exit status: 0 when a board is read (and solved, with --solve); 1 when no board is read or on any other
    /// error; 2 for bad arguments; 3 with --solve when a board is read but not solved because some of its
    /// tiles were not read as dice (the reading is still printed, with --json an `unsolved` field says why).
    Recognize(recognize::RecognizeArgs),
    /// The referee on one word: whether it counts on the board and why, each list's say, its
    /// length, its path or why it is not on the board, and its points.
    ///
    /// Exit status: 0 when the word counts; 3 when it does not (the ruling is printed); 1 on any
    /// other error; 2 for bad arguments.
    Check(check::CheckArgs),
    /// Roll random boards from the real dice; with --min-words, --min-score or --difficulty, roll
    /// until a board is what was asked (within --tries rolls).
    Random(random::RandomArgs),
    /// Solve many random boards: the best one, averages and the time taken; then the two automatic
    /// players (board-first, lexicon-first) on each lexicon design (trie, binary search, linear
    /// scan), timed on the same boards and checked against the solver.
    Stats(stats::StatsArgs),
    /// Search for the highest-scoring board of a size (any letters, or real rolls with --dice) on
    /// every core, for --seconds at most: prints progress on stderr, then the best board and its words.
    Best(best::BestArgs),
    /// Prove which boards of a size score at least --at-least: branch and bound over board classes
    /// on every core; prints each board once up to symmetry, highest first, then what was proved.
    Prove(prove::ProveArgs),
    /// List the dictionaries --dict NAME knows, with their size, source and licence.
    Dicts,
    /// Solver throughput and dictionary load time beside a straightforward solver, same process run.
    Bench(bench::BenchArgs),
    /// Game night's codes (issue 52): `round new`, `round answer`, `round score`; each with its QR code.
    Round(round::RoundArgs),
}

/// The dictionary and the house rules: what counts as a word and what it scores.
#[derive(clap::Args)]
struct DictionaryArgs {
    /// A dictionary by name (`boggle dicts` lists them: enable2k, the default; common; british;
    /// fr, de, es, separate files whose language the board text and dice follow),
    /// or a word list file (one word a line, UTF-8; case, surrounding spaces, CRLF and a byte-order
    /// mark ignored) or a serialised dictionary (.lex). Lines no board can spell (not a-z, a q
    /// without u, longer than 64 tiles) are left out and counted on stderr.
    #[arg(long, value_name = "NAME|FILE", alias = "dictionary")]
    dict: Option<String>,
    /// The language whose letters a word list FILE is spelled in (en, fr, de, es, it): which
    /// accents fold, which letters are tiles (German ä is A E). Names and .lex files carry their own.
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = parse_language)]
    list_lang: Language,
    /// Minimum word length (default: the scoring's, else 3 on 4x4 and smaller, 4 on larger boards).
    #[arg(long, value_name = "N", alias = "min-len", value_parser = clap::value_parser!(u8).range(MIN_LEN_FIRST..=MIN_LEN_LAST))]
    min: Option<u8>,
    /// Scoring: classic (3-4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11), big (Big Boggle: the same
    /// points, 4 letters at least), fibonacci (…, 7: 5, 8: 8, 9: 13, …) or linear (3-4 letters 1,
    /// then a point more a letter).
    #[arg(long, value_name = "NAME", default_value = "classic", value_parser = parse_scoring)]
    scoring: Scoring,
    /// Letters the Qu tile counts for in a word's length and score: 2 (the printed rules) or 1.
    #[arg(long, value_name = "1|2", default_value_t = 2, value_parser = clap::value_parser!(u8).range(i64::from(*QU_LETTERS.start())..=i64::from(*QU_LETTERS.end())))]
    qu: u8,
}

fn parse_language(tag: &str) -> Result<Language, String> {
    Language::from_tag(tag).ok_or_else(|| {
        let tags: Vec<&str> = Language::ALL.iter().map(|l| l.tag()).collect();
        format!("choose one of {}", tags.join(", "))
    })
}

fn parse_scoring(name: &str) -> Result<Scoring, String> {
    Scoring::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Scoring::ALL.iter().map(|s| s.name()).collect();
        format!("choose one of {}", names.join(", "))
    })
}

impl DictionaryArgs {
    fn lexicon(&self) -> Result<Lexicon, String> {
        dicts::load_in(self.dict.as_deref().unwrap_or("enable2k"), self.list_lang)
    }

    pub(crate) fn house(&self) -> HouseRules {
        HouseRules {
            scoring: self.scoring,
            min_len: self.min.map(usize::from),
            qu_letters: self.qu,
        }
    }

    fn rules(&self, board: &Board) -> Rules {
        Rules::house(board.rows(), board.cols(), &self.house())
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve {
            board: Some(board),
            dictionary,
            json,
            ..
        } => solve_one(&board, &dictionary, json),
        Command::Solve {
            boards: Some(file),
            dictionary,
            jobs,
            ..
        } => batch::solve_file(&file, &dictionary, jobs),
        Command::Solve { .. } => Err("give a board, or --boards FILE --summary".into()),
        Command::Recognize(args) => match recognize::run(&args) {
            Ok(status) => return status,
            Err(message) => Err(message),
        },
        Command::Check(args) => match check::run(&args) {
            Ok(status) => return status,
            Err(message) => Err(message),
        },
        Command::Random(args) => random::run(&args),
        Command::Stats(args) => stats::run(&args),
        Command::Best(args) => best::run(&args),
        Command::Prove(args) => prove::run(&args),
        Command::Dicts => dicts::list(),
        Command::Bench(args) => bench::run(&args),
        Command::Round(args) => round::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("boggle: {message}");
            ExitCode::FAILURE
        }
    }
}

fn solve_one(text: &str, dictionary: &DictionaryArgs, json: bool) -> Result<(), String> {
    let lexicon = dictionary.lexicon()?;
    // Board text is read with the tiles of the dictionary's language (`ä` in German, `é` typed
    // for `e` in French).
    let board = Board::parse_in(text, lexicon.language()).map_err(|e| format!("bad board: {e}"))?;
    let (rules, solution) = solve_with(&lexicon, &board, dictionary);
    let mut out = BufWriter::new(std::io::stdout().lock());
    let written = if json {
        writeln!(out, "{}", solution_json(&board, &rules, &solution))
    } else {
        print_solution(&mut out, &board, &rules, &solution)
    };
    written.and_then(|()| out.flush()).map_err(write_failed)
}

/// A path as the CLI prints it: control characters (a file named with an escape sequence) and bidirectional
/// overrides escaped, so a name cannot drive the terminal or reorder the line it is printed on; never cut.
pub(crate) fn shown_path(path: &Path) -> String {
    let mut shown = String::new();
    for c in path.to_string_lossy().chars() {
        let bidi = matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        if c.is_control() || bidi {
            shown.extend(c.escape_default());
        } else {
            shown.push(c);
        }
    }
    shown
}

/// The message for a failed write to stdout; when stdout was closed by the reader (`| head`), the command has
/// nothing left to say: it ends here, quietly, with exit status 0.
pub(crate) fn write_failed(e: std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    format!("cannot write the output: {e}")
}

/// Every word on `board` from `lexicon`, under the house rules or the chosen minimum length; a search that hit
/// the solver's step limit says so on stderr.
pub(crate) fn solve_with(
    lexicon: &Lexicon,
    board: &Board,
    dictionary: &DictionaryArgs,
) -> (Rules, boggle_solver::Solution) {
    let rules = dictionary.rules(board);
    let solution = Solver::new(lexicon).solve(board, &rules);
    if let Some(steps) = solution.stopped_after {
        eprintln!("boggle: {}", stopped_message(steps));
    }
    (rules, solution)
}

pub(crate) fn stopped_message(steps: u64) -> String {
    format!(
        "the search stopped after {steps} steps (the solver's limit; only a pathological \
         dictionary reaches it): the words are those found by then"
    )
}

/// The object `boggle solve --json` prints (and `boggle recognize --solve --json` nests as `solution`).
fn solution_json(
    board: &Board,
    rules: &Rules,
    solution: &boggle_solver::Solution,
) -> serde_json::Value {
    serde_json::json!({
        "board": board.to_string(),
        "rows": board.rows(),
        "cols": board.cols(),
        "min_len": rules.min_len,
        "words": solution.words,
        "word_count": solution.words.len(),
        "total_score": solution.total_score,
        "stopped_after": solution.stopped_after,
    })
}

fn print_solution(
    out: &mut impl Write,
    board: &Board,
    rules: &Rules,
    solution: &boggle_solver::Solution,
) -> std::io::Result<()> {
    writeln!(
        out,
        "{board}  ({}x{}, words of {}+ letters)",
        board.rows(),
        board.cols(),
        rules.min_len
    )?;
    // A word as it is written (German `über` for the tiles `ueber`).
    let shown =
        |w: &boggle_solver::FoundWord| w.shown.clone().unwrap_or_else(|| w.word.to_string());
    let width = solution
        .words
        .iter()
        .map(|w| shown(w).chars().count())
        .max()
        .unwrap_or(0);
    for w in &solution.words {
        let path: Vec<String> = w
            .path
            .iter()
            .map(|&c| {
                format!(
                    "{},{}",
                    c as usize / board.cols() + 1,
                    c as usize % board.cols() + 1
                )
            })
            .collect();
        writeln!(
            out,
            "{:>3}  {:<width$}  {}",
            w.score,
            shown(w),
            path.join(" ")
        )?;
    }
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    writeln!(
        out,
        "{}, {}",
        plural(solution.words.len(), "word", "words"),
        plural(solution.total_score as usize, "point", "points")
    )
}

/// `--lang`: a language tag (`fr`), or a dictionary's name (`british` is English).
pub(crate) fn language_of(choice: Option<&str>) -> Result<Language, String> {
    let Some(choice) = choice else {
        return Ok(Language::English);
    };
    Language::from_tag(choice)
        .or_else(|| boggle_lexicon::dictionary(choice).map(|d| d.game_language()))
        .ok_or_else(|| {
            format!(
                "no language '{}': choose en, fr, de or es",
                boggle_board::excerpt(choice)
            )
        })
}

pub(crate) fn dice_set(
    size: u8,
    dice: Option<&str>,
    language: Language,
) -> Result<DiceSet, String> {
    match dice {
        Some(name) => DiceSet::from_name(name).ok_or_else(|| {
            let names: Vec<&str> = DiceSet::ALL.iter().map(|d| d.name()).collect();
            format!(
                "unknown dice set '{name}'; choose one of {}",
                names.join(", ")
            )
        }),
        None => DiceSet::for_language(language, size.into())
            .ok_or_else(|| format!("no dice for size {size}")),
    }
}

/// The cores this process may use (1 if unknown): the default number of threads.
pub(crate) fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

pub(crate) fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}
