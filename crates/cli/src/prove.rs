//! `boggle prove`: every board of a size scoring at least `--at-least`, proved by `boggle-prove`'s
//! branch and bound over board classes on every core (rayon), each board printed once up to symmetry,
//! highest first, then what was proved. `--log FILE` keeps a task log (a header, then one line a class
//! done: id, bound, boards scored, seconds, boards found), written as each class ends, so a rerun with
//! the same log skips the classes done and a killed run loses only those in flight; `--classes A-B`
//! or `--class-ids FILE` prove part of the space (parts proved apart join by their logs); `--check
//! LOG` scores every board a log lists again with the ordinary solver (the log's format and
//! reader: `prove/task_log.rs`); `--sample N` times N random classes and estimates the whole proof's
//! CPU time (`prove/sample.rs`); `--list-todo` prints the class ids left, for a cluster job.

use std::collections::{BTreeSet, HashSet};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use boggle_board::{thousands, Board, Rules};
use boggle_prove::{default_buckets, Prover, Space};
use rayon::prelude::*;

use crate::DictionaryArgs;

mod sample;
mod task_log;

use task_log::{Appender, Done};

#[derive(clap::Args)]
pub struct ProveArgs {
    /// Board size, rows x columns (`3x3`, `3x4`), at most 32 cells.
    #[arg(long, value_name = "RxC", value_parser = parse_size)]
    size: (usize, usize),
    /// List every board scoring at least this many points.
    #[arg(long, value_name = "POINTS", value_parser = clap::value_parser!(u32).range(1..))]
    at_least: u32,
    /// Letter buckets a cell's class is drawn from, space-separated, optionally per cell kind
    /// (`aeiou bcd…, corner: aeiosuy bc…`); they share out the letters a board may hold
    /// (default: vowels and consonants up to 3x3, danvk's three and two buckets above).
    #[arg(long, value_name = "SPEC")]
    buckets: Option<String>,
    /// Threads, 1 to 256 (default: every core).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=crate::jobs::MAX_JOBS as u64))]
    jobs: Option<u64>,
    /// Task log: created if missing; if it exists (same options), the classes it lists are skipped.
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
    /// Only the classes with ids from A to B (inclusive); the log's header gives the count.
    #[arg(long, value_name = "A-B", value_parser = parse_range, conflicts_with = "class_ids")]
    classes: Option<(u64, u64)>,
    /// Only the class ids listed in this file, one a line.
    #[arg(long, value_name = "FILE")]
    class_ids: Option<PathBuf>,
    /// Stop after this many seconds, saying how far the proof got (the log keeps what was done).
    #[arg(long, value_name = "S")]
    seconds: Option<f64>,
    /// Score again every board this log lists with the ordinary solver, and count the classes missing.
    #[arg(long, value_name = "LOG", conflicts_with_all = ["log", "seconds", "sample"])]
    check: Option<PathBuf>,
    /// Print the canonical class ids still to prove (those asked for, less those --log lists), one
    /// a line, and stop: the work list of a cluster job (crates/prove/cluster).
    #[arg(long, conflicts_with_all = ["check", "sample", "seconds"])]
    list_todo: bool,
    /// Time this many canonical classes drawn at random and estimate the whole proof's CPU time.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..), conflicts_with = "log")]
    sample: Option<u64>,
    /// The seed of --sample's draw (and of its bootstrap).
    #[arg(long, value_name = "S", default_value_t = 1, requires = "sample")]
    seed: u64,
    /// --sample's time budget per class in seconds: a class over it is stopped and counted at the
    /// budget, so the estimate becomes a lower bound.
    #[arg(long, value_name = "S", default_value_t = 300.0, requires = "sample")]
    class_seconds: f64,
    #[command(flatten)]
    dictionary: DictionaryArgs,
}

fn parse_size(text: &str) -> Result<(usize, usize), String> {
    let (r, c) = text.trim().split_once(['x', 'X']).unwrap_or((text, text));
    match (r.trim().parse(), c.trim().parse()) {
        (Ok(r), Ok(c)) if (2..=8).contains(&r) && (2..=8).contains(&c) => Ok((r, c)),
        _ => Err("expected rows x columns such as 3x3 or 3x4, each from 2 to 8".into()),
    }
}

fn parse_range(text: &str) -> Result<(u64, u64), String> {
    let (a, b) = text.split_once('-').unwrap_or((text, text));
    match (a.trim().parse::<u64>(), b.trim().parse::<u64>()) {
        (Ok(a), Ok(b)) if a <= b => Ok((a, b)),
        _ => Err("expected a range of class ids such as 1000-1999".into()),
    }
}

pub fn run(args: &ProveArgs) -> Result<(), String> {
    let lexicon = args.dictionary.lexicon()?;
    let (rows, cols) = args.size;
    let spec = args
        .buckets
        .clone()
        .unwrap_or_else(|| default_buckets(rows, cols).into());
    let space = Space::new(rows, cols, lexicon.language(), &spec)?;
    let rules = Rules::house(rows, cols, &args.dictionary.house());
    let count = space.class_count().ok_or("too many classes")?;
    let header = task_log::header(
        &space,
        args.at_least,
        &spec,
        args.dictionary.dict.as_deref().unwrap_or("enable2k"),
        &rules,
        &args.dictionary.scoring.to_string(),
    );
    if let Some(n) = args.sample {
        let jobs = args.jobs.map_or(1, |n| n as usize);
        let plan = sample::Plan {
            classes: n,
            seed: args.seed,
            class_seconds: args.class_seconds,
            jobs,
            at_least: args.at_least,
            seconds: args.seconds,
        };
        return sample::run(&plan, &lexicon, &rules, &space);
    }
    let wanted = wanted_ids(args, &space, count)?;
    if let Some(log) = &args.check {
        return task_log::check(
            log,
            &header,
            &lexicon,
            &rules,
            &space,
            &wanted,
            args.at_least,
        );
    }
    let mut done = match &args.log {
        Some(path) if path.exists() => task_log::read(path, &header, &space, args.at_least)?,
        _ => Vec::new(),
    };
    let finished: HashSet<u64> = done.iter().map(|d| d.id).collect();
    let todo: Vec<u64> = wanted
        .iter()
        .copied()
        .filter(|id| !finished.contains(id))
        .collect();
    let log = match &args.log {
        Some(path) => Some(Appender::open(path, &header)?),
        None => None,
    };
    // The log is opened first, so a new one gets its header for the cluster job to append under.
    if args.list_todo {
        for id in &todo {
            out!("{id}");
        }
        return Ok(());
    }
    let jobs = args.jobs.map_or_else(crate::cores, |n| n as usize);
    eprintln!(
        "boggle prove: {rows}x{cols}, at least {} points, {} canonical classes of {} ({} done before), {jobs} threads",
        args.at_least,
        thousands(wanted.len() as u64),
        thousands(count),
        thousands((wanted.len() - todo.len()) as u64)
    );
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| format!("cannot start {jobs} threads: {e}"))?;
    let stop = AtomicBool::new(false);
    let progress = Progress::default();
    let start = Instant::now();
    let deadline = args
        .seconds
        .map(|s| start + Duration::from_secs_f64(s.max(0.0)));
    let results: Vec<Result<Done, String>> = std::thread::scope(|scope| {
        let watcher = scope.spawn(|| progress.watch(&stop, todo.len(), start, deadline));
        let results = pool.install(|| {
            todo.par_iter()
                .map_init(
                    || Prover::new(&lexicon, &rules, &space, args.at_least, &stop),
                    |prover, &id| {
                        let began = Instant::now();
                        let report = prover.prove(id)?;
                        let seconds = began.elapsed().as_secs_f64();
                        progress.classes.fetch_add(1, Ordering::Relaxed);
                        progress
                            .peak
                            .fetch_max(report.peak_bytes as u64, Ordering::Relaxed);
                        let boards: Vec<(u32, String)> = report
                            .boards
                            .iter()
                            .map(|(s, b)| (*s, b.to_string()))
                            .collect();
                        progress.boards.fetch_add(boards.len(), Ordering::Relaxed);
                        let line =
                            task_log::line(id, report.bound, report.candidates, seconds, &boards);
                        let written = log.as_ref().map_or(Ok(()), |log| log.write(&line));
                        Some(written.map(|()| Done { id, boards }))
                    },
                )
                .flatten()
                .collect()
        });
        progress.finished.store(true, Ordering::Relaxed);
        let _ = watcher.join();
        results
    });
    for result in results {
        done.push(result?);
    }
    let elapsed = start.elapsed().as_secs_f64();
    let complete = done.len() == wanted.len();
    print_boards(&space, &done, args.at_least)?;
    eprintln!(
        "boggle prove: {} classes in {elapsed:.1} s, peak memory {} MiB (largest class {} MiB)",
        thousands(done.len() as u64),
        peak_rss_mib().map_or("?".into(), thousands),
        progress.peak.load(Ordering::Relaxed) >> 20
    );
    let best = done.iter().flat_map(|d| d.boards.iter().map(|b| b.0)).max();
    let what = format!(
        "{rows}x{cols} board of the letters {} with {}, {} scoring, {} letters at least",
        space.letters(),
        args.dictionary.dict.as_deref().unwrap_or("enable2k"),
        args.dictionary.scoring,
        rules.min_len
    );
    let part = if args.classes.is_none() && args.class_ids.is_none() {
        ""
    } else {
        " (in the classes chosen only)"
    };
    match (complete, best) {
        (true, Some(best)) => out!(
            "proved{part}: no {what} scores more than {best}; every one of {} or more is listed",
            args.at_least
        ),
        (true, None) => out!("proved{part}: no {what} scores {} or more", args.at_least),
        (false, _) => out!(
            "not proved: stopped after {} of {} classes{}",
            thousands(done.len() as u64),
            thousands(wanted.len() as u64),
            args.log.as_ref().map_or(String::new(), |p| format!(
                "; run again with --log {} to go on",
                p.display()
            ))
        ),
    }
    Ok(())
}

/// The canonical class ids asked for, in order.
fn wanted_ids(args: &ProveArgs, space: &Space, count: u64) -> Result<Vec<u64>, String> {
    let ids: Vec<u64> = if let Some((a, b)) = args.classes {
        (a..=b.min(count.saturating_sub(1))).collect()
    } else if let Some(file) = &args.class_ids {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let mut ids = Vec::new();
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let id: u64 = line
                .trim()
                .parse()
                .map_err(|_| format!("{}:{}: not a class id", file.display(), n + 1))?;
            if id >= count {
                return Err(format!(
                    "{}:{}: no class {id} (there are {count})",
                    file.display(),
                    n + 1
                ));
            }
            ids.push(id);
        }
        ids
    } else {
        (0..count).collect()
    };
    Ok(ids
        .into_iter()
        .filter(|&id| space.is_canonical(id))
        .collect())
}

/// Every board found, once up to symmetry, highest first.
fn print_boards(space: &Space, done: &[Done], at_least: u32) -> Result<(), String> {
    let mut boards = BTreeSet::new();
    for (score, text) in done.iter().flat_map(|d| &d.boards) {
        let board = Board::parse_in(text, space.language()).map_err(|e| format!("{text}: {e}"))?;
        if *score >= at_least {
            boards.insert((
                std::cmp::Reverse(*score),
                space.canonical(&board).to_string(),
            ));
        }
    }
    for (score, board) in boards {
        out!("{} {board}", score.0);
    }
    Ok(())
}

/// Counters the workers bump and the progress line reads.
#[derive(Default)]
struct Progress {
    classes: AtomicUsize,
    boards: AtomicUsize,
    peak: AtomicU64,
    finished: AtomicBool,
}

impl Progress {
    /// A line on stderr every two seconds (classes done, rate, time left) until the run ends; sets
    /// `stop` at the deadline.
    fn watch(&self, stop: &AtomicBool, total: usize, start: Instant, deadline: Option<Instant>) {
        let mut last = Instant::now();
        while !self.finished.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(50));
            if deadline.is_some_and(|d| Instant::now() >= d) {
                stop.store(true, Ordering::Relaxed);
            }
            if last.elapsed() < Duration::from_secs(2) {
                continue;
            }
            last = Instant::now();
            let done = self.classes.load(Ordering::Relaxed);
            let secs = start.elapsed().as_secs_f64();
            let rate = done as f64 / secs.max(1e-9);
            let left = if done > 0 {
                format!("{:.0} s", (total - done) as f64 / rate)
            } else {
                "?".into()
            };
            eprintln!(
                "[{secs:6.1} s] {} of {} classes, {rate:.1}/s, about {left} left, {} boards found, {} MiB",
                thousands(done as u64),
                thousands(total as u64),
                self.boards.load(Ordering::Relaxed),
                peak_rss_mib().map_or("?".into(), thousands)
            );
        }
    }
}

/// The process's peak resident memory (Linux's VmHWM), in MiB.
pub(crate) fn peak_rss_mib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024)
}
