//! `boggle stats`: random boards rolled from a seed, solved; then the classic comparison of the
//! two automatic players (board-first, lexicon-first) on the three lexicon designs (linear scan,
//! binary search, trie), each timed on the same boards and checked against the solver.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

use boggle_board::Board;
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::{LinearScan, SortedList, WordIndex};
use boggle_solver::{Played, Player, Solver, Summary};

use crate::DictionaryArgs;
use boggle_board::thousands;

/// `--count` at most: the boards are rolled and solved one at a time, so memory does not grow with it; ten
/// million take the solver about five minutes.
const MAX_BOARDS: u64 = 10_000_000;
/// Boards rolled, then solved on every thread, at a time: few enough to keep (about 1 MB), many
/// enough that handing them out costs nothing beside solving them.
const CHUNK: usize = 4096;
/// `--budget` at most, in seconds: an hour for each player and lexicon.
const MAX_BUDGET_SECONDS: f64 = 3600.0;

#[derive(clap::Args)]
pub struct StatsArgs {
    /// How many boards, 1 to 10,000,000.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=MAX_BOARDS))]
    count: u64,
    #[arg(long, default_value_t = 12345)]
    seed: u64,
    /// Threads solving the boards, 1 to 256 (default: every core); every figure but the time is
    /// the same for any number. The players always run on one.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=crate::jobs::MAX_JOBS as u64))]
    jobs: Option<u64>,
    /// Board side: 4, 5 or 6.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(4..=6))]
    size: u8,
    /// Players to compare with the solver: board-first, lexicon-first (comma-separated), or none.
    #[arg(long, default_value = "board-first,lexicon-first")]
    players: String,
    /// Lexicon designs for those players: trie, binary, linear (comma-separated).
    #[arg(long, default_value = "trie,binary,linear")]
    lexicons: String,
    /// Seconds each player and lexicon may take; it stops after the board that passes this and
    /// says how many boards it played (the linear scan needs about a second a board). 0: no limit.
    #[arg(long, default_value_t = 10.0, value_name = "SECONDS", value_parser = parse_budget, allow_negative_numbers = true)]
    budget: f64,
    #[command(flatten)]
    dictionary: DictionaryArgs,
}

/// What the solver found on one board, compact enough to keep for a thousand: the agreement
/// check compares the players' words with it.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Answer {
    word_count: usize,
    total_score: u32,
    words_hash: u64,
}

impl Answer {
    fn of(played: &Played) -> Answer {
        let mut hasher = DefaultHasher::new();
        played.words.hash(&mut hasher);
        Answer {
            word_count: played.words.len(),
            total_score: played.total_score,
            words_hash: hasher.finish(),
        }
    }
}

/// `--budget`: seconds, 0 to `MAX_BUDGET_SECONDS`.
fn parse_budget(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| (0.0..=MAX_BUDGET_SECONDS).contains(s))
        .ok_or_else(|| format!("expected a number of seconds from 0 to {MAX_BUDGET_SECONDS}"))
}

/// The boards of `seed`, rolled one at a time: every pass over them rolls the same boards again rather than
/// keeping them (a million boards took 192 MB when they were kept).
fn boards(set: &DiceSet, seed: u64, count: u64) -> impl Iterator<Item = Board> + '_ {
    let mut rng = Rng::new(seed);
    (0..count).map(move |_| set.roll(&mut rng))
}

/// The solver's words on `board`, as the players' answers are compared with them.
fn reference(
    solver: &mut Solver<&boggle_lexicon::Lexicon>,
    board: &Board,
    rules: &boggle_board::Rules,
) -> Answer {
    let solution = solver.solve(board, rules);
    let mut words: Vec<String> = solution.words.into_iter().map(|w| w.word.into()).collect();
    words.sort_unstable();
    Answer::of(&Played {
        words,
        total_score: solution.total_score,
        stopped_after: None,
    })
}

fn names<'a>(list: &'a str, allowed: &[&str], what: &str) -> Result<Vec<&'a str>, String> {
    let chosen: Vec<&str> = list
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty() && *s != "none")
        .collect();
    match chosen.iter().find(|n| !allowed.contains(n)) {
        Some(bad) => Err(format!(
            "unknown {what} '{}'; choose from {}",
            boggle_board::excerpt(bad),
            allowed.join(", ")
        )),
        None => Ok(chosen),
    }
}

pub fn run(args: &StatsArgs) -> Result<(), String> {
    let player_names: Vec<&str> = Player::ALL.iter().map(|p| p.name()).collect();
    let players = names(&args.players, &player_names, "player")?;
    let designs = names(&args.lexicons, &["trie", "binary", "linear"], "lexicon")?;
    let lexicon = args.dictionary.lexicon()?;
    // Boards are rolled from the dice of the dictionary's language.
    let set = crate::dice_set(args.size, None, lexicon.language())?;
    let house = args.dictionary.house();

    // The solver, timed alone (rolling excluded): each board's time summed, whatever the threads.
    let solvers = crate::jobs::Solvers::new(&lexicon, args.jobs)?;
    let jobs = solvers.jobs();
    let size = usize::from(args.size);
    let rules = boggle_board::Rules::house(size, size, &house);
    let mut solver_time = Duration::ZERO;
    let (mut words, mut points) = (0u64, 0u64);
    // The first board of the best score.
    let mut best: Option<(Board, Summary)> = None;
    let mut rolled = boards(&set, args.seed, args.count);
    let start = Instant::now();
    let mut next: Vec<Board> = rolled.by_ref().take(CHUNK).collect();
    while !next.is_empty() {
        let chunk = std::mem::take(&mut next);
        // The next chunk is rolled (one thread: one seeded sequence) while this one is solved.
        let (solved, following) = solvers.install(|| {
            rayon::join(
                || {
                    solvers.map(&chunk, |solver, board| {
                        let start = Instant::now();
                        let summary = solver.summary(board, &rules);
                        (summary, start.elapsed())
                    })
                },
                || rolled.by_ref().take(CHUNK).collect::<Vec<Board>>(),
            )
        });
        next = following;
        for (board, (summary, time)) in chunk.into_iter().zip(solved) {
            solver_time += time;
            words += u64::from(summary.word_count);
            points += u64::from(summary.total_score);
            if best
                .as_ref()
                .is_none_or(|(_, top)| summary.total_score > top.total_score)
            {
                best = Some((board, summary));
            }
        }
    }
    let wall = start.elapsed();
    let mut solver = Solver::new(&lexicon);
    let (best, best_summary) = best.ok_or("no boards")?;
    let n = args.count as f64;
    out!(
        "boards:       {} ({}x{}, {} dice, seed {})",
        args.count,
        args.size,
        args.size,
        set.name(),
        args.seed
    );
    out!(
        "dictionary:   {} words; {}",
        thousands(lexicon.word_count() as u64),
        house_text(&house)
    );
    out!("best board:   {best}");
    out!(
        "best score:   {} points, {} words",
        best_summary.total_score,
        best_summary.word_count
    );
    out!(
        "average:      {:.1} words, {:.1} points",
        words as f64 / n,
        points as f64 / n
    );
    out!(
        "time:         {:.1} ms ({:.0} boards/s); rolled and solved in {:.1} ms on {jobs} thread(s)",
        ms(solver_time),
        n / solver_time.as_secs_f64(),
        ms(wall)
    );
    if players.is_empty() || designs.is_empty() {
        return Ok(());
    }

    out!();
    out!("The players compared (one thread; each on the same boards, in order, until its budget):");
    out!(
        "{:<14} {:<7} {:>6} {:>12} {:>12} {:>11} {:>10}  agrees with the solver",
        "player",
        "lexicon",
        "boards",
        "time",
        "per board",
        "boards/s",
        "vs solver"
    );
    let solver_per_board = solver_time.as_secs_f64() / n;
    out!(
        "{:<14} {:<7} {:>6} {:>12} {:>12} {:>11.0} {:>10}  (the reference)",
        "solver",
        "trie",
        args.count,
        format!("{:.1} ms", ms(solver_time)),
        per_board(solver_time, args.count as usize),
        n / solver_time.as_secs_f64(),
        "1x"
    );
    let linear = designs
        .contains(&"linear")
        .then(|| LinearScan::from_lexicon(&lexicon));
    let sorted = designs
        .contains(&"binary")
        .then(|| SortedList::from_lexicon(&lexicon));
    let budget = (args.budget > 0.0).then(|| Duration::from_secs_f64(args.budget));
    let mut disagreements = 0;
    for player in Player::ALL
        .into_iter()
        .filter(|p| players.contains(&p.name()))
    {
        for design in &designs {
            let index: &dyn WordIndex = match *design {
                "trie" => &lexicon,
                "binary" => sorted.as_ref().ok_or("no sorted list")?,
                _ => linear.as_ref().ok_or("no linear scan")?,
            };
            // Only the player is timed; the solver's answer it is checked against (every word, so agreement
            // means the same words, not just counts) is found between its boards.
            let mut elapsed = Duration::ZERO;
            let (mut played, mut agreed) = (0usize, 0usize);
            for board in boards(&set, args.seed, args.count) {
                if budget.is_some_and(|b| elapsed > b) {
                    break;
                }
                let rules = args.dictionary.rules(&board);
                let expected = reference(&mut solver, &board, &rules);
                let start = Instant::now();
                let answer = Answer::of(&player.play(index, &board, &rules));
                elapsed += start.elapsed();
                played += 1;
                agreed += usize::from(answer == expected);
            }
            let per = elapsed.as_secs_f64() / played.max(1) as f64;
            let verdict = if agreed == played {
                format!("yes, on all {played}")
            } else {
                disagreements += played - agreed;
                format!("NO: {} of {played} differ", played - agreed)
            };
            let stopped = if (played as u64) < args.count {
                " (budget reached)"
            } else {
                ""
            };
            out!(
                "{:<14} {:<7} {:>6} {:>12} {:>12} {:>11.1} {:>10}  {verdict}{stopped}",
                player.name(),
                index.design(),
                played,
                format!("{:.1} ms", ms(elapsed)),
                per_board(elapsed, played),
                played as f64 / elapsed.as_secs_f64(),
                format!("{:.0}x", per / solver_per_board),
            );
        }
    }
    if disagreements > 0 {
        return Err(format!(
            "{disagreements} boards where a player and the solver disagree"
        ));
    }
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn per_board(elapsed: Duration, boards: usize) -> String {
    let micros = elapsed.as_secs_f64() * 1e6 / boards.max(1) as f64;
    if micros < 1000.0 {
        format!("{micros:.1} µs")
    } else {
        format!("{:.1} ms", micros / 1e3)
    }
}

fn house_text(house: &boggle_board::HouseRules) -> String {
    let min = house
        .min_len
        .map_or("the official minimum".to_string(), |m| {
            format!("{m}+ letters")
        });
    format!(
        "{} scoring, {min}, Qu counts {}",
        house.scoring,
        if house.qu_letters == 1 {
            "one letter"
        } else {
            "two letters"
        }
    )
}
