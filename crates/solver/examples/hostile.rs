//! Measures the solver on hostile input (BENCHMARKS.md, "Hostile input"): the pathological
//! dictionaries of issue 17 against the step limit, the path search's budget, how far ordinary
//! boards stay below the limit, and the throughput the limit's counter costs.
//!
//! `cargo run --release -p boggle-solver --example hostile`
#![allow(clippy::unwrap_used)] // A measurement script: a failed unwrap is a broken setup.

use std::time::Instant;

use boggle_board::HouseRules;
use boggle_board::{Board, Rules, Tile};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::Lexicon;
use boggle_solver::{
    find_path, HouseList, PathFinder, Referee, Solver, HOUSE_LIST_LIMIT, LIST_STEP_LIMIT,
    SOLVE_STEP_LIMIT,
};

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
    house_list_probe(&lexicon);
    // `hostile house`: only the house list's probes.
    if std::env::args().any(|a| a == "house") {
        ordinary_house_list_steps(&enable, &ordinary_boards(200));
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

    // Ordinary boards against fractions of the limit: ENABLE2K, min 3.
    let ordinary = ordinary_boards(2_000);
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

/// Ordinary boards: random letters by English frequency on 8x8 (the largest board), and `each`
/// rolls of every dice set.
fn ordinary_boards(each: usize) -> Vec<Board> {
    const FREQ: &[u8] = b"eeeeeeeeeeeetttttttttaaaaaaaaooooooooiiiiiiinnnnnnnsssssshhhhhhrrrrrrddddlllluuucccmmmwwffggyyppbbvkjxqz";
    let mut rng = Rng::new(2);
    let mut ordinary: Vec<Board> = (0..each)
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
        ordinary.extend((0..each).map(|_| set.roll(&mut rng)));
    }
    ordinary
}

/// What a house list of real words costs on ordinary boards, in path steps a board: the largest
/// list (20,000 words: the 10,817 British spellings ENABLE2K lacks, then ENABLE2K's words from
/// the longest down), every word looked for (as if no dictionary had any of them).
fn ordinary_house_list_steps(enable: &str, boards: &[Board]) {
    let british = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../lexicon/data/british.txt"
    ))
    .unwrap();
    let enable_words: std::collections::HashSet<&str> = enable.lines().collect();
    let mut list: Vec<&str> = british
        .lines()
        .filter(|w| !enable_words.contains(w))
        .collect();
    let mut longest: Vec<&str> = enable.lines().collect();
    longest.sort_by_key(|w| std::cmp::Reverse(w.len()));
    list.extend(longest.into_iter().take(HOUSE_LIST_LIMIT - list.len()));
    let (house, report) = HouseList::parse(&list.join("\n"), "");
    let words: Vec<String> = list
        .iter()
        .filter(|w| house.judges(w).is_some())
        .map(|w| w.to_string())
        .collect();
    let (mut most, mut total) = (0, 0);
    let mut over = [
        (250_000, 0),
        (500_000, 0),
        (1_000_000, 0),
        (LIST_STEP_LIMIT, 0),
    ];
    let start = Instant::now();
    for board in boards {
        let rules = Rules::official(board.rows(), board.cols()).with_min_len(3);
        let paths = PathFinder::new(board);
        let mut left = u64::MAX;
        for word in &words {
            if rules.word_letters(word) >= rules.min_len {
                paths.find(word, &mut left);
            }
        }
        let steps = u64::MAX - left;
        for (limit, count) in &mut over {
            *count += usize::from(steps > *limit);
        }
        most = most.max(steps);
        total += steps;
    }
    println!(
        "a house list of {} real words on {} ordinary boards: path steps a board mean {}, most {most} (budget {LIST_STEP_LIMIT}); {:.1} ms a board",
        report.allowed,
        boards.len(),
        total / boards.len() as u64,
        ms(start) / boards.len() as f64
    );
    for (limit, count) in over {
        println!("  boards needing more than {limit} steps: {count}");
    }
}

/// Issue 34 N: a house list of every word `a…ba…` (i a's, a b, j a's, i + j < 64: 2,080 words) on an
/// 8x8 board of a's whose last tile is b. Each word passes the letter count, and the path search for
/// each has astronomically many walks to try.
fn house_list_probe(lexicon: &Lexicon) {
    let allowed: Vec<String> = (0..64)
        .flat_map(|i| (0..64 - i).map(move |j| format!("{}b{}", "a".repeat(i), "a".repeat(j))))
        .collect();
    let (house, report) = HouseList::parse(&allowed.join("\n"), "");
    let mut board_text = "a".repeat(63);
    board_text.push('b');
    let board = Board::parse(&board_text).unwrap();
    let mut solver = Solver::new(lexicon);
    let mut referee = Referee::new(&mut solver, HouseRules::default(), Some(&house));
    let start = Instant::now();
    let solution = referee.solve(&board);
    println!(
        "house list a…ba… ({} words) on an 8x8 of a's ending in b: {:.0} ms, {} words, house_stopped_after {:?}",
        report.allowed,
        ms(start),
        solution.words.len(),
        solution.house_stopped_after
    );
}
