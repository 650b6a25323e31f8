#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

use std::collections::BTreeSet;
use std::sync::atomic::AtomicBool;

use boggle_board::{Board, Language, Rules, Tile};
use boggle_lexicon::Lexicon;
use boggle_solver::Solver;

use super::{Prover, Space};

fn enable2k() -> Lexicon {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../lexicon/data/enable2k.txt");
    Lexicon::from_words(std::fs::read_to_string(path).unwrap().lines())
}

/// Every canonical class proved; the boards found, each once up to symmetry, highest first.
fn prove_all(lexicon: &Lexicon, space: &Space, threshold: u32) -> Vec<(u32, String)> {
    let rules = Rules::official(space.rows(), space.cols());
    let stop = AtomicBool::new(false);
    let mut prover = Prover::new(lexicon, &rules, space, threshold, &stop);
    let mut found = BTreeSet::new();
    for id in 0..space.class_count().unwrap() {
        if !space.is_canonical(id) {
            continue;
        }
        let report = prover.prove(id).unwrap();
        for (score, board) in report.boards {
            assert!(
                report.bound >= score,
                "class {id}: bound {} < {score}",
                report.bound
            );
            found.insert((
                std::cmp::Reverse(score),
                space.canonical(&board).to_string(),
            ));
        }
    }
    found.into_iter().map(|(s, b)| (s.0, b)).collect()
}

/// Every board of the letters scored by the solver, each once up to symmetry.
fn brute_force(lexicon: &Lexicon, space: &Space, threshold: u32) -> Vec<(u32, String)> {
    let rules = Rules::official(space.rows(), space.cols());
    let letters: Vec<Tile> = space
        .letters()
        .chars()
        .map(|c| Tile::from_letter(c).unwrap())
        .collect();
    let cells = space.rows() * space.cols();
    let mut solver = Solver::new(lexicon);
    let mut found = BTreeSet::new();
    for code in 0..letters.len().pow(cells as u32) {
        let tiles = (0..cells)
            .map(|i| letters[code / letters.len().pow(i as u32) % letters.len()])
            .collect();
        let board = Board::new(space.rows(), space.cols(), tiles).unwrap();
        let score = solver.summary(&board, &rules).total_score;
        if score >= threshold {
            found.insert((
                std::cmp::Reverse(score),
                space.canonical(&board).to_string(),
            ));
        }
    }
    found.into_iter().map(|(s, b)| (s.0, b)).collect()
}

#[test]
fn two_by_two_of_any_letters_finds_what_brute_force_finds() {
    let lexicon = enable2k();
    let space = Space::new(2, 2, Language::English, "aeiosuy bcdfghjklmnpqrtvwxz").unwrap();
    let want = brute_force(&lexicon, &space, 9);
    assert!(want.len() >= 5, "{want:?}");
    assert_eq!(prove_all(&lexicon, &space, 9), want);
}

#[test]
fn two_by_three_of_a_small_alphabet_finds_what_brute_force_finds() {
    let lexicon = enable2k();
    for spec in ["ae lrst", "a e lr st, corner: ae lrst", "aelrst"] {
        let space = Space::new(2, 3, Language::English, spec).unwrap();
        let want = brute_force(&lexicon, &space, 20);
        assert!(want.len() >= 5, "{want:?}");
        assert_eq!(prove_all(&lexicon, &space, 20), want, "{spec}");
    }
}

#[test]
fn every_class_has_a_canonical_image() {
    let space = Space::new(3, 3, Language::English, "ab cd e").unwrap();
    let canonical = (0..space.class_count().unwrap())
        .filter(|&id| space.is_canonical(id))
        .count();
    // Burnside over the 8 symmetries of the square with 3 colours a cell.
    let burnside = (3usize.pow(9) + 2 * 3usize.pow(3) + 3usize.pow(5) + 4 * 3usize.pow(6)) / 8;
    assert_eq!(canonical, burnside);
    assert!(Space::new(3, 3, Language::English, "ab ab").is_err());
    assert!(Space::new(3, 3, Language::English, "ab cd, corner: abc d").is_ok());
    assert!(Space::new(3, 3, Language::English, "ab cd, corner: ab").is_err());
}

/// danvk's 3x3 result: 42 boards of at least 500 points up to symmetry, the best 545. Slow in the
/// test profile: `cargo test --release -p boggle-prove -- --ignored`.
#[test]
#[ignore]
fn three_by_three_has_42_boards_of_500_or_more() {
    let lexicon = enable2k();
    let space = Space::new(3, 3, Language::English, super::default_buckets(3, 3)).unwrap();
    let found = prove_all(&lexicon, &space, 500);
    assert_eq!(found.len(), 42, "{found:?}");
    assert_eq!(found[0].0, 545, "{found:?}");
}
