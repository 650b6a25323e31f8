//! Measures the solver on hostile input (BENCHMARKS.md, "Hostile input"): the pathological
//! dictionaries of issue 17 against the step limit, the path search's budget, how far ordinary
//! boards stay below the limit, and the throughput the limit's counter costs.
//!
//! `cargo run --release -p boggle-solver --example hostile`
#![allow(clippy::unwrap_used)] // A measurement script: a failed unwrap is a broken setup.

use std::time::Instant;

use boggle_board::{Board, Rules, Tile};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::Lexicon;
use boggle_solver::{find_path, Solver, SOLVE_STEP_LIMIT};

fn ms(start: Instant) -> f64 {
    start.elapsed().as_secs_f64() * 1e3
}

fn main() {
    let enable = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../lexicon/data/enable2k.txt"
    ))
    .unwrap();
    let lexicon = Lexicon::from_words(enable.lines());

    // Throughput on ordinary boards (what the step counter costs in the hot loop).
    let mut rng = Rng::new(1);
    let boards: Vec<Board> = (0..10_000)
        .map(|_| DiceSet::from_name("new").unwrap().roll(&mut rng))
        .collect();
    let rules = Rules::official(4, 4);
    let mut solver = Solver::new(&lexicon);
    let mut best = f64::MAX;
    for _ in 0..7 {
        let start = Instant::now();
        for board in &boards {
            std::hint::black_box(solver.summary(board, &rules));
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!(
        "throughput 4x4 (new dice, 10,000 boards, best of 7): {:.0} boards/s",
        10_000.0 / best
    );
    // `hostile throughput`: only this figure, to alternate with a build of the old solver.
    if std::env::args().any(|a| a == "throughput") {
        return;
    }

    // Case 1: one word a×25 b×25 on an 8x8 of a's (top half) and b's (bottom half).
    let word = format!("{}{}", "a".repeat(25), "b".repeat(25));
    let one = Lexicon::from_words([word.as_str()]);
    let halves = Board::parse(
        &["aaaaaaaa"; 4]
            .into_iter()
            .chain(["bbbbbbbb"; 4])
            .collect::<Vec<_>>()
            .join("/"),
    )
    .unwrap();
    let mut checker_rows = Vec::new();
    for r in 0..8 {
        checker_rows.push(
            (0..8)
                .map(|c| if (r + c) % 2 == 0 { 'a' } else { 'b' })
                .collect::<String>(),
        );
    }
    let checker = Board::parse(&checker_rows.join("/")).unwrap();
    for (name, board) in [("halves", &halves), ("checkerboard", &checker)] {
        let start = Instant::now();
        let s = Solver::new(&one).summary(board, &Rules::official(8, 8));
        println!(
            "case 1 (a25b25, 8x8 {name}): {:.0} ms, stopped_after {:?}, words {}",
            ms(start),
            s.stopped_after,
            s.word_count
        );
    }

    // Case 2: words a, aa, ..., a×64 with minimum 1 on an all-a 5x5.
    let words: Vec<String> = (1..=64).map(|n| "a".repeat(n)).collect();
    let many_a = Lexicon::from_words(words.iter().map(String::as_str));
    let all_a = Board::parse("aaaaa/aaaaa/aaaaa/aaaaa/aaaaa").unwrap();
    let start = Instant::now();
    let s = Solver::new(&many_a).solve(&all_a, &Rules::official(5, 5).with_min_len(1));
    println!(
        "case 2 (a..a64, --min 1, all-a 5x5): {:.0} ms, stopped_after {:?}, words {}",
        ms(start),
        s.stopped_after,
        s.words.len()
    );
    println!(
        "step limit {SOLVE_STEP_LIMIT}: {:.0} M steps/s",
        SOLVE_STEP_LIMIT as f64 / 1e6 / (ms(start) / 1e3)
    );

    // The path search: the repro (25 a + b on an all-a 5x5) and a give-up case.
    let start = Instant::now();
    let r = find_path(&all_a, &format!("{}b", "a".repeat(25)));
    println!("find_path a25b on all-a 5x5: {:.3} ms, {r:?}", ms(start));
    let corner = Board::parse("baaaa/aaaaa/aaaaa/aaaaa/aaaaa").unwrap();
    let start = Instant::now();
    let r = find_path(&corner, &format!("{}b", "a".repeat(24)));
    println!(
        "find_path a24b on a 5x5 with b in a corner: {:.1} ms, {r:?}",
        ms(start)
    );

    // Ordinary boards against fractions of the limit: ENABLE2K, min 3, random letters by
    // English frequency on 8x8 (the largest board), and rolls of every dice set.
    const FREQ: &[u8] = b"eeeeeeeeeeeetttttttttaaaaaaaaooooooooiiiiiiinnnnnnnsssssshhhhhhrrrrrrddddlllluuucccmmmwwffggyyppbbvkjxqz";
    let mut rng = Rng::new(2);
    let mut ordinary: Vec<Board> = (0..2_000)
        .map(|_| {
            let tiles = (0..64)
                .map(|_| {
                    Tile::from_letter(FREQ[rng.below(FREQ.len() as u32) as usize] as char).unwrap()
                })
                .collect();
            Board::new(8, 8, tiles).unwrap()
        })
        .collect();
    for set in DiceSet::ALL {
        ordinary.extend((0..2_000).map(|_| set.roll(&mut rng)));
    }
    for divisor in [2_000, 1_000, 500, 200, 100] {
        let limit = SOLVE_STEP_LIMIT / divisor;
        let mut solver = Solver::new(&lexicon).with_step_limit(limit);
        let stopped = ordinary
            .iter()
            .filter(|b| {
                solver
                    .summary(b, &Rules::official(b.rows(), b.cols()).with_min_len(3))
                    .stopped_after
                    .is_some()
            })
            .count();
        println!(
            "ordinary boards ({}) stopping at {limit} steps: {stopped}",
            ordinary.len()
        );
    }
}
