//! Board text as a person types or pastes it, then a solve with ENABLE2K under house rules (chosen
//! by the input's length) and a word checked.
//!
//! Input: board text, optionally `|` and a word to check. A refused board must get a short message
//! free of control characters; an accepted one must print back to the same board, and its solution
//! must hold up (see `common::check_solution`).

#![no_main]

use std::sync::OnceLock;

use boggle_board::{Board, HouseRules, Rules, Scoring, MAX_SIDE, MIN_SIDE};
use boggle_lexicon::Lexicon;
use boggle_solver::{find_path, PathSearch, Solver};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fn enable2k() -> &'static Lexicon {
    static LEXICON: OnceLock<Lexicon> = OnceLock::new();
    LEXICON.get_or_init(|| {
        Lexicon::from_words(include_str!("../../crates/lexicon/data/enable2k.txt").lines())
    })
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (board_text, word) = match text.split_once('|') {
        Some((board, word)) => (board, Some(word)),
        None => (&*text, None),
    };
    let board = match Board::parse(board_text) {
        Ok(board) => board,
        Err(error) => return common::check_message(&error.to_string()),
    };
    assert!((MIN_SIDE..=MAX_SIDE).contains(&board.rows()));
    assert!((MIN_SIDE..=MAX_SIDE).contains(&board.cols()));
    assert_eq!(board.len(), board.rows() * board.cols());
    assert_eq!(Board::parse(&board.to_string()).as_ref(), Ok(&board));

    // The house rules vary with the input's length: each scoring, `Qu` as two letters or one.
    let house = HouseRules {
        scoring: Scoring::ALL[data.len() % Scoring::ALL.len()],
        min_len: None,
        qu_letters: 1 + (data.len() / Scoring::ALL.len() % 2) as u8,
    };
    let rules = Rules::house(board.rows(), board.cols(), &house);
    let mut solver = Solver::new(enable2k());
    let solution = solver.solve(&board, &rules);
    common::check_solution(&solver, &board, &rules, &solution);
    let summary = solver.summary(&board, &rules);
    assert_eq!(summary.word_count as usize, solution.words.len());
    assert_eq!(summary.total_score, solution.total_score);

    if let Some(word) = word {
        let check = solver.check(&board, &rules, word);
        assert_eq!(check.in_dictionary, enable2k().contains(word));
        match find_path(&board, word) {
            PathSearch::Found(path) => {
                common::check_path(&board, &word.to_ascii_lowercase(), &path)
            }
            PathSearch::NotOnBoard => assert!(check.path.is_none()),
            PathSearch::GaveUp { .. } => {}
        }
        if let Some(path) = &check.path {
            common::check_path(&board, &check.word, path);
        }
        // A dictionary word long enough is listed exactly when the check finds it on the board.
        let listed = solution.words.iter().any(|w| w.word == check.word);
        let complete = solution.stopped_after.is_none() && !check.gave_up;
        if complete && check.in_dictionary && check.long_enough {
            assert_eq!(listed, check.path.is_some(), "{word:?}");
        }
    }
});
