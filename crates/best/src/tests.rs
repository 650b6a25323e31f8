#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

use std::time::{Duration, Instant};

use boggle_board::{Board, Rules, Tile};
use boggle_dice::DiceSet;
use boggle_lexicon::Lexicon;

use super::{letters, Budget, Chain, Found, Shared, Space};

fn enable2k() -> Lexicon {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../lexicon/data/enable2k.txt");
    Lexicon::from_words(std::fs::read_to_string(path).unwrap().lines())
}

fn search(lexicon: &Lexicon, size: (usize, usize), space: &Space, seed: u64, evals: u64) -> Found {
    let rules = Rules::official(size.0, size.1);
    let budget = Budget {
        deadline: Instant::now() + Duration::from_secs(600),
        evals: Some(evals),
        target: None,
    };
    let shared = Shared::default();
    Chain::new(lexicon, &rules, size, space, seed, &budget, &shared)
        .run()
        .unwrap()
}

fn tiles(letters: &str) -> Vec<Tile> {
    letters
        .chars()
        .map(|c| Tile::from_letter(c).unwrap())
        .collect()
}

#[test]
fn finds_the_optimum_an_exhaustive_search_finds_on_a_small_alphabet() {
    let lexicon = enable2k();
    let alphabet = tiles("aelrst");
    let rules = Rules::official(2, 3);
    // Every one of the 6^6 boards.
    let mut solver = boggle_solver::Solver::new(&lexicon);
    let mut optimum = 0;
    for code in 0..6usize.pow(6) {
        let cells = (0..6).map(|i| alphabet[code / 6usize.pow(i) % 6]).collect();
        let board = Board::new(2, 3, cells).unwrap();
        optimum = optimum.max(solver.summary(&board, &rules).total_score);
    }
    let found = search(&lexicon, (2, 3), &Space::Letters(alphabet), 7, 20_000);
    assert_eq!(found.score, optimum, "{}", found.board);
}

#[test]
fn reaches_the_proven_3x3_optimum() {
    let lexicon = enable2k();
    let space = Space::Letters(letters(lexicon.language()));
    let found = search(&lexicon, (3, 3), &space, 1, 400_000);
    // danvk's exhaustive search: `per lat des`, 545 points, is the best 3x3 board.
    assert_eq!(found.score, 545, "{}", found.board);
}

#[test]
fn the_same_seed_and_budget_give_the_same_board() {
    let lexicon = enable2k();
    let space = Space::Letters(letters(lexicon.language()));
    let a = search(&lexicon, (4, 4), &space, 42, 3_000);
    let b = search(&lexicon, (4, 4), &space, 42, 3_000);
    assert_eq!((a.board, a.score), (b.board, b.score));
    let c = search(&lexicon, (4, 4), &space, 43, 3_000);
    assert!(c.score > 0);
}

#[test]
fn dice_boards_are_real_rolls_of_the_set() {
    let lexicon = enable2k();
    let set = DiceSet::New4;
    let dice = set.dice();
    let found = search(&lexicon, (4, 4), &Space::Dice(dice.clone()), 3, 5_000);
    let mut used: Vec<usize> = found.dice.iter().map(|&(die, _)| die).collect();
    used.sort_unstable();
    assert_eq!(used, (0..16).collect::<Vec<_>>(), "each die once");
    for (cell, &(die, face)) in found.dice.iter().enumerate() {
        assert_eq!(found.board.tile(cell), dice[die][face]);
    }
    // Far above an average roll (about 100 points): the search did search.
    assert!(found.score > 1000, "{} {}", found.board, found.score);
}

#[test]
fn an_exhausted_budget_stops_every_chain_at_once() {
    let lexicon = enable2k();
    let space = Space::Letters(tiles("aelrst"));
    let rules = Rules::official(4, 4);
    let budget = Budget {
        deadline: Instant::now(),
        evals: None,
        target: None,
    };
    let shared = Shared::default();
    let start = Instant::now();
    let found = Chain::new(&lexicon, &rules, (4, 4), &space, 1, &budget, &shared).run();
    assert!(start.elapsed() < Duration::from_secs(1));
    // The deadline is looked at every few boards: at most those were scored.
    assert!(found.is_some_and(|f| f.evals <= super::CHECK_EVERY));
}
