//! The solver's side of `cargo xtask bench-solvers`: boards a second over one file of boards, the
//! same lines as the C++ driver it is compared with (xtask/src/bench_solvers/danvk_driver.cc).
//!   cargo run --release -p boggle-solver --example rate -- WORDS BOARDS ROUNDS [paths]
//! The dictionary is built from WORDS (untimed); one untimed warm-up pass, then ROUNDS timed
//! passes, each printed as `rate WALL CPU POINTS`: boards a second by the wall clock and by the
//! thread's CPU clock (the steadier on a shared machine), and the pass's total. `paths` times
//! `solve` (every word with its path) instead of `summary` (counts only).

use std::time::Instant;

use boggle_board::{Board, Rules};
use boggle_lexicon::LexiconBuilder;
use boggle_solver::Solver;

/// This thread's CPU time in seconds.
fn thread_seconds() -> f64 {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec for the call to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    now.tv_sec as f64 + now.tv_nsec as f64 * 1e-9
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let (Some(words), Some(boards), Some(rounds)) = (args.get(1), args.get(2), args.get(3)) else {
        return Err("usage: rate WORDS BOARDS ROUNDS [paths]".into());
    };
    let rounds: usize = rounds.parse().map_err(|e| format!("{rounds}: {e}"))?;
    let paths = args.get(4).is_some_and(|a| a == "paths");
    let words = std::fs::read_to_string(words).map_err(|e| format!("{words}: {e}"))?;
    let text = std::fs::read_to_string(boards).map_err(|e| format!("{boards}: {e}"))?;
    let mut builder = LexiconBuilder::new();
    for line in words.lines() {
        let _ = builder.add(line);
    }
    let lexicon = builder.build();
    let boards = text
        .lines()
        .map(Board::parse)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let rules = Rules::official(boards[0].rows(), boards[0].cols()).with_min_len(3);
    let mut solver = Solver::new(&lexicon);
    let mut pass = || -> u64 {
        if paths {
            boards
                .iter()
                .map(|b| u64::from(solver.solve(b, &rules).total_score))
                .sum()
        } else {
            boards
                .iter()
                .map(|b| u64::from(solver.summary(b, &rules).total_score))
                .sum()
        }
    };
    pass();
    for _ in 0..rounds {
        let (start, cpu_start) = (Instant::now(), thread_seconds());
        let points = pass();
        let cpu = thread_seconds() - cpu_start;
        let wall = start.elapsed().as_secs_f64();
        let n = boards.len() as f64;
        println!("rate {:.0} {:.0} {points}", n / wall, n / cpu);
    }
    Ok(())
}
