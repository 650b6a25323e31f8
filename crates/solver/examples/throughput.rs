//! Where a whole `solve --boards --summary` run's time goes, without the CLI: the dictionary built
//! from a word list's text, the boards parsed, and the solve, each timed (best of ROUNDS).
//!   cargo run --release -p boggle-solver --example throughput -- WORDS BOARDS [ROUNDS]

use std::time::Instant;

use boggle_board::{Board, Rules};
use boggle_lexicon::LexiconBuilder;
use boggle_solver::Solver;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let (Some(words), Some(boards)) = (args.get(1), args.get(2)) else {
        return Err("usage: throughput WORDS BOARDS [ROUNDS]".into());
    };
    let rounds: usize = args
        .get(3)
        .map_or(Ok(5), |r| r.parse())
        .map_err(|e| format!("{e}"))?;
    let words = std::fs::read_to_string(words).map_err(|e| format!("{words}: {e}"))?;
    let text = std::fs::read_to_string(boards).map_err(|e| format!("{boards}: {e}"))?;
    let best = |f: &mut dyn FnMut()| {
        (0..rounds.max(1))
            .map(|_| {
                let start = Instant::now();
                f();
                start.elapsed().as_secs_f64() * 1e3
            })
            .fold(f64::INFINITY, f64::min)
    };
    let build = || {
        let mut builder = LexiconBuilder::new();
        for line in words.lines() {
            let _ = builder.add(line);
        }
        builder.build()
    };
    let lexicon = build();
    let build_ms = best(&mut || drop(build()));
    let parse = || {
        text.lines()
            .map(Board::parse)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())
    };
    let boards = parse()?;
    let parse_ms = best(&mut || drop(parse()));
    let rules = Rules::official(boards[0].rows(), boards[0].cols()).with_min_len(3);
    let mut solver = Solver::new(&lexicon);
    let mut totals = (0u64, 0u64);
    let solve_ms = best(&mut || {
        totals = boards.iter().fold((0, 0), |(w, p), board| {
            let s = solver.summary(board, &rules);
            (w + u64::from(s.word_count), p + u64::from(s.total_score))
        })
    });
    println!(
        "{} words, {} nodes; {} boards: {} words, {} points",
        lexicon.word_count(),
        lexicon.node_count(),
        boards.len(),
        totals.0,
        totals.1
    );
    println!(
        "build {build_ms:.2} ms, parse {parse_ms:.2} ms, solve {solve_ms:.2} ms (best of {rounds})"
    );
    Ok(())
}
