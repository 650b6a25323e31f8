//! What a board's hints cost on real boards: the path steps `Hints::new` takes to find the tiles of
//! every word on any path (against its budget, `COVER_STEP_LIMIT`) and its time, over the reference
//! boards in the shared data (`BOGGLE_SHARED`, set by `.cargo/config.toml`).
//!
//! `cargo run --release -p boggle-solver --example hints_cost`

use std::time::{Duration, Instant};

use boggle_board::{Board, Rules};
use boggle_lexicon::Lexicon;
use boggle_solver::{Hints, Solver, COVER_STEP_LIMIT};

/// The same walk as `Hints::new`'s, counting its steps instead of spending a budget.
fn cover(board: &Board, rest: &[u8], cell: usize, used: u64, steps: &mut u64) -> u64 {
    *steps += 1;
    let letters = board.tile(cell).letters().as_bytes();
    if letters.is_empty() || !rest.starts_with(letters) || used & 1 << cell != 0 {
        return 0;
    }
    let rest = &rest[letters.len()..];
    if rest.is_empty() {
        return 1 << cell;
    }
    let mask = board
        .neighbours(cell)
        .fold(0, |m, n| m | cover(board, rest, n, used | 1 << cell, steps));
    if mask == 0 {
        0
    } else {
        mask | 1 << cell
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let words = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../lexicon/data/enable2k.txt"
    ))?;
    let lexicon = Lexicon::from_words(words.lines());
    let mut solver = Solver::new(&lexicon);
    println!("step budget: {COVER_STEP_LIMIT}");
    for file in ["boards4.txt", "boards5.txt"] {
        let path = format!("{}/data/solver/{file}", env!("BOGGLE_SHARED"));
        let text = std::fs::read_to_string(&path)?;
        let (mut most, mut total, mut boards, mut approximate) = (0u64, 0u64, 0u64, 0);
        let mut time = Duration::ZERO;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let board = Board::parse(line.split('\t').next().unwrap_or(line))?;
            let rules = Rules::official(board.rows(), board.cols());
            let solution = solver.solve(&board, &rules);
            let start = Instant::now();
            let hints = Hints::new(&board, &solution.words);
            time += start.elapsed();
            approximate += usize::from(hints.approximate);
            let mut steps = 0;
            for word in &solution.words {
                for cell in 0..board.len() {
                    cover(&board, word.word.as_bytes(), cell, 0, &mut steps);
                }
            }
            most = most.max(steps);
            total += steps;
            boards += 1;
        }
        println!(
            "{file}: {boards} boards, steps mean {} max {most}, over budget {approximate}, Hints::new mean {:.1} µs",
            total / boards.max(1),
            time.as_secs_f64() * 1e6 / boards.max(1) as f64
        );
    }
    Ok(())
}
