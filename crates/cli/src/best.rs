//! `boggle best`: a search for the highest-scoring board of a size, of any letters or of real rolls
//! of a dice set. Independent chains (simulated annealing, then a hill-climb, restarted) run one a
//! core on rayon, each from its own seed drawn from `--seed`; the best board of all is printed
//! with its words. Progress goes to stderr, at most a line a second unless the best improves.

use std::io::{BufWriter, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use boggle_board::{Board, Rules, MAX_SIDE, MIN_SIDE};
use boggle_lexicon::Lexicon;
use rayon::prelude::*;

use crate::DictionaryArgs;
use boggle_best::{chain_seed, letters, Budget, Chain, Found, Shared, Space};
use boggle_board::thousands;

/// `--seconds` at most: an hour.
const MAX_SECONDS: f64 = 3600.0;
/// `--evals` at most, per chain (days of work at any size).
const MAX_EVALS: u64 = 1_000_000_000_000;

#[derive(clap::Args)]
pub struct BestArgs {
    /// Board size, rows x columns (`4x4`, `3x4`, or `5` for 5x5), 2 to 8 each; with --dice, the
    /// set's own (and the default).
    #[arg(long, value_name = "RxC", value_parser = parse_size)]
    size: Option<(usize, usize)>,
    /// Seconds to search, more than 0 and at most 3600 (the search always ends by then).
    #[arg(long, value_name = "S", default_value_t = 10.0, value_parser = parse_seconds, allow_negative_numbers = true)]
    seconds: f64,
    /// Seed of the search (default: from the clock; printed on stderr to repeat a run). The same
    /// seed, --jobs and --evals give the same board on any machine.
    #[arg(long)]
    seed: Option<u64>,
    /// Only real rolls of this dice set (each die once, showing one face, dice in any cells):
    /// new, classic, big, big-2012, super-big, fr, … as `boggle random --dice`.
    #[arg(long, value_name = "SET")]
    dice: Option<String>,
    /// Independent search chains, one a thread (default: every core), 1 to 256.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=crate::jobs::MAX_JOBS as u64))]
    jobs: Option<u64>,
    /// Boards each chain scores at most (with no --target: a run that does not depend on the
    /// machine's speed, as long as --seconds is not reached first).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=MAX_EVALS))]
    evals: Option<u64>,
    /// Stop as soon as a board scores at least this many points.
    #[arg(long, value_name = "POINTS")]
    target: Option<u32>,
    #[command(flatten)]
    dictionary: DictionaryArgs,
}

/// `--size`: `RxC` or `N`, each side from `MIN_SIDE` to `MAX_SIDE`.
fn parse_size(text: &str) -> Result<(usize, usize), String> {
    let text = text.trim().to_ascii_lowercase();
    let (rows, cols) = text.split_once('x').unwrap_or((&text, &text));
    let side = |s: &str| {
        s.trim()
            .parse::<usize>()
            .ok()
            .filter(|n| (MIN_SIDE..=MAX_SIDE).contains(n))
    };
    match (side(rows), side(cols)) {
        (Some(r), Some(c)) => Ok((r, c)),
        _ => Err(format!(
            "expected rows x columns such as 4x4 or 3x4, each from {MIN_SIDE} to {MAX_SIDE}"
        )),
    }
}

/// `--seconds`: more than 0, at most `MAX_SECONDS`.
fn parse_seconds(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| *s > 0.0 && *s <= MAX_SECONDS)
        .ok_or_else(|| {
            format!("expected a number of seconds more than 0 and at most {MAX_SECONDS}")
        })
}

/// What to search and under which rules.
struct Problem {
    rows: usize,
    cols: usize,
    space: Space,
    rules: Rules,
}

fn problem(args: &BestArgs, lexicon: &Lexicon) -> Result<Problem, String> {
    let (rows, cols, space) = match &args.dice {
        Some(name) => {
            let set = crate::dice_set(0, Some(name), lexicon.language())?;
            let side = set.side();
            if args.size.is_some_and(|size| size != (side, side)) {
                return Err(format!(
                    "the {} dice fill a {side}x{side} board: leave out --size or give {side}x{side}",
                    set.name()
                ));
            }
            if set.language() != lexicon.language() {
                return Err(format!(
                    "the {} dice are {}, the dictionary {}: choose dice and --dict of one language",
                    set.name(),
                    set.language().name(),
                    lexicon.language().name()
                ));
            }
            (side, side, Space::Dice(set.dice()))
        }
        None => {
            let (rows, cols) = args
                .size
                .ok_or("give --size RxC (such as 4x4), or --dice SET")?;
            (rows, cols, Space::Letters(letters(lexicon.language())))
        }
    };
    let rules = Rules::house(rows, cols, &args.dictionary.house());
    Ok(Problem {
        rows,
        cols,
        space,
        rules,
    })
}

pub fn run(args: &BestArgs) -> Result<(), String> {
    let lexicon = args.dictionary.lexicon()?;
    let problem = problem(args, &lexicon)?;
    let jobs = args.jobs.map_or_else(crate::cores, |n| n as usize);
    let seed = args.seed.unwrap_or_else(crate::clock_seed);
    eprintln!(
        "boggle best: {}x{}, {jobs} chains, seed {seed}, at most {} s",
        problem.rows, problem.cols, args.seconds
    );
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| format!("cannot start {jobs} threads: {e}"))?;
    let start = Instant::now();
    let budget = Budget {
        deadline: start + Duration::from_secs_f64(args.seconds),
        evals: args.evals,
        target: args.target,
    };
    let shared = Shared::default();
    let done = AtomicBool::new(false);
    let found: Vec<Option<Found>> = std::thread::scope(|scope| {
        scope.spawn(|| progress(&shared, &done, start));
        let found = pool.install(|| {
            (0..jobs)
                .into_par_iter()
                .map(|chain| {
                    let size = (problem.rows, problem.cols);
                    let seed = chain_seed(seed, chain);
                    Chain::new(
                        &lexicon,
                        &problem.rules,
                        size,
                        &problem.space,
                        seed,
                        &budget,
                        &shared,
                    )
                    .run()
                })
                .collect()
        });
        done.store(true, Ordering::Relaxed);
        found
    });
    let elapsed = start.elapsed().as_secs_f64();
    let found: Vec<(usize, Found)> = found
        .into_iter()
        .enumerate()
        .filter_map(|(i, f)| f.map(|f| (i, f)))
        .collect();
    // The board shown: the best score's, among equals the lowest chain's, so that it does not depend on timing.
    let (_, best) = found
        .iter()
        .max_by(|(i, a), (j, b)| a.score.cmp(&b.score).then(j.cmp(i)))
        .ok_or("the budget ended before a single board was scored")?;
    // When the search first reached that score, whichever chain did (the figure `best-seeds.sh` reports).
    let (chain, first) = found
        .iter()
        .filter(|(_, f)| f.score == best.score)
        .min_by_key(|(_, f)| f.found_at)
        .ok_or("the budget ended before a single board was scored")?;
    let total = shared.evals.load(Ordering::Relaxed);
    eprintln!(
        "boggle best: {} points, first found after {:.2} s by chain {chain} (its board {} of {}); \
         {} boards scored in {elapsed:.1} s ({}/s)",
        best.score,
        first.found_at.duration_since(start).as_secs_f64(),
        thousands(first.evals_to_find),
        thousands(first.evals),
        thousands(total),
        thousands((total as f64 / elapsed.max(1e-9)) as u64),
    );
    print_best(&lexicon, &best.board, &args.dictionary)
}

/// The board with every word, as `boggle solve` prints it.
fn print_best(lexicon: &Lexicon, board: &Board, dictionary: &DictionaryArgs) -> Result<(), String> {
    let (rules, solution) = crate::solve_with(lexicon, board, dictionary);
    let mut out = BufWriter::new(std::io::stdout().lock());
    crate::print_solution(&mut out, board, &rules, &solution)
        .and_then(|()| out.flush())
        .map_err(crate::write_failed)
}

/// Prints the best score when it improves (at most four lines a second) and a heartbeat every
/// five seconds, until `done`.
fn progress(shared: &Shared, done: &AtomicBool, start: Instant) {
    let (mut shown, mut last) = (0, Instant::now());
    while !done.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(50));
        let best = shared.best.load(Ordering::Relaxed);
        let since = last.elapsed();
        if (best > shown && since >= Duration::from_millis(250)) || since >= Duration::from_secs(5)
        {
            eprintln!(
                "[{:6.1} s] best {} points, {} boards scored",
                start.elapsed().as_secs_f64(),
                thousands(best as u64),
                thousands(shared.evals.load(Ordering::Relaxed))
            );
            (shown, last) = (best, Instant::now());
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.
    use super::*;
    use crate::bench::baseline::{ArrayTrie, BaselineSolver};

    /// The search's best 3x3 board, its score checked by the straightforward solver `boggle bench`
    /// compares against, which shares no code with the fast one.
    #[test]
    fn the_best_3x3_board_scores_545_with_the_straightforward_solver_too() {
        let lexicon = Lexicon::from_bytes(crate::dicts::enable2k()).unwrap();
        let space = Space::Letters(letters(lexicon.language()));
        let rules = Rules::official(3, 3);
        let budget = Budget {
            deadline: Instant::now() + Duration::from_secs(300),
            evals: Some(400_000),
            target: Some(545),
        };
        let shared = Shared::default();
        let found = Chain::new(&lexicon, &rules, (3, 3), &space, 1, &budget, &shared)
            .run()
            .unwrap();
        assert_eq!(found.score, 545, "{}", found.board);
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../lexicon/data/enable2k.txt");
        let words = std::fs::read_to_string(path).unwrap();
        let trie = ArrayTrie::from_words(words.lines());
        let (_, points) = BaselineSolver::new(&trie).summary(&found.board, &rules);
        assert_eq!(points, 545, "{}", found.board);
    }
}
