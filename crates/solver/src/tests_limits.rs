//! The solver's and the path search's step budgets: hostile boards and dictionaries stop with a
//! clear result instead of running for minutes, and ordinary ones never come near the limits.

use super::*;
use boggle_board::{Board, Tile};
use boggle_lexicon::Lookup;
use std::time::{Duration, Instant};

fn board(text: &str) -> Board {
    Board::parse(text).unwrap()
}

const ALL_A_5X5: &str = "aaaaa/aaaaa/aaaaa/aaaaa/aaaaa";

#[test]
fn a_word_the_board_lacks_letters_for_is_ruled_out_at_once() {
    let board = board(ALL_A_5X5);
    let word = format!("{}b", "a".repeat(25));
    let start = Instant::now();
    assert_eq!(find_path(&board, &word), PathSearch::NotOnBoard);
    assert!(start.elapsed() < Duration::from_millis(100));
    // 26 a's cannot fit 25 tiles either.
    assert_eq!(find_path(&board, &"a".repeat(26)), PathSearch::NotOnBoard);
}

#[test]
fn the_path_search_gives_up_after_its_budget() {
    // Every letter is there, but no path: the b sits in a corner the a's must all pass first.
    let board = board("baaaa/aaaaa/aaaaa/aaaaa/aaaaa");
    let word = format!("{}b", "a".repeat(24));
    let start = Instant::now();
    assert_eq!(
        find_path(&board, &word),
        PathSearch::GaveUp {
            steps: PATH_STEP_LIMIT
        }
    );
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );
    // A small budget is a budget too, and a word that is there is still found.
    assert_eq!(
        find_path_within(&board, &word, 10),
        PathSearch::GaveUp { steps: 10 }
    );
    assert!(find_path(&board, "baaaaaaaa").path().is_some());
}

#[test]
fn check_reports_a_search_that_gave_up() {
    let word = format!("{}b", "a".repeat(24));
    let lexicon = Lexicon::from_words([word.as_str()]);
    let board = board("baaaa/aaaaa/aaaaa/aaaaa/aaaaa");
    let check = Solver::new(&lexicon).check(&board, &Rules::official(5, 5), &word);
    assert!(check.in_dictionary && check.searched && check.gave_up);
    assert_eq!((check.path, check.score), (None, 0));
}

#[test]
fn a_pathological_dictionary_stops_at_the_step_limit() {
    // One word of 25 a's and 25 b's on an 8x8 board of a's and b's: one trie path, followed
    // through astronomically many walks.
    let word = format!("{}{}", "a".repeat(25), "b".repeat(25));
    let lexicon = Lexicon::from_words([word.as_str()]);
    let board = board(
        &[
            "aaaaaaaa", "aaaaaaaa", "aaaaaaaa", "aaaaaaaa", "bbbbbbbb", "bbbbbbbb", "bbbbbbbb",
            "bbbbbbbb",
        ]
        .join("/"),
    );
    let mut solver = Solver::new(&lexicon).with_step_limit(100_000);
    let summary = solver.summary(&board, &Rules::official(8, 8));
    assert_eq!(summary.stopped_after, Some(100_000));
    let solution = solver.solve(&board, &Rules::official(8, 8));
    assert_eq!(solution.stopped_after, Some(100_000));

    // Words a, aa, ... a×64 with minimum length 1 on an all-a 5x5: every 1..=25 is found before
    // the limit, and the search still stops.
    let words: Vec<String> = (1..=64).map(|n| "a".repeat(n)).collect();
    let lexicon = Lexicon::from_words(words.iter().map(String::as_str));
    let mut solver = Solver::new(&lexicon).with_step_limit(100_000);
    let solution = solver.solve(&board_5x5(), &Rules::official(5, 5).with_min_len(1));
    assert_eq!(solution.stopped_after, Some(100_000));
    assert_eq!(solution.words.len(), 25);
}

fn board_5x5() -> Board {
    board(ALL_A_5X5)
}

#[test]
fn ordinary_boards_finish_well_inside_the_limit() {
    let enable = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../lexicon/data/enable2k.txt"
    ))
    .unwrap();
    let lexicon = Lexicon::from_words(enable.lines());
    // A hundredth of the limit: a search that needs more than that on these boards would mean
    // the limit is too close to real use.
    let mut solver = Solver::new(&lexicon).with_step_limit(SOLVE_STEP_LIMIT / 100);
    let dense = ["setaline"; 8].join("/");
    let vowels = ["aeiouaei"; 8].join("/");
    let digraphs = ["[th][er][in][an][he]es"; 6].join("/");
    for text in ["alex ande ravi erda", &dense, &vowels, &digraphs] {
        let board = board(text);
        let rules = Rules::official(board.rows(), board.cols()).with_min_len(3);
        assert_eq!(solver.summary(&board, &rules).stopped_after, None, "{text}");
        // The solution's order is `sort_by_score`'s (these boards' long words tie on the first
        // 8 bytes `Paths::sort_by_score` compares as integers).
        let mut words = solver.solve(&board, &rules).words;
        let order: Vec<CompactString> = words.iter().map(|w| w.word.clone()).collect();
        sort_by_score(&mut words);
        assert!(words.iter().map(|w| &w.word).eq(&order), "{text}");
    }
}

#[test]
fn the_lexicons_two_letter_faces_are_the_boards() {
    // The lexicon drops words longer than 64 tiles counting these faces; it cannot depend on the
    // board crate, so this keeps the two lists the same.
    let mut from_board: Vec<String> = Tile::ALL
        .iter()
        .filter(|t| t.is_multi_letter() && **t != Tile::QU)
        .map(|t| t.letters().to_string())
        .collect();
    from_board.sort();
    assert_eq!(boggle_lexicon::two_letter_faces(), from_board);
    assert_eq!(
        boggle_lexicon::MAX_TILES,
        boggle_board::MAX_SIDE * boggle_board::MAX_SIDE
    );
}

/// Every path on `board` whose letters begin some word of `lexicon`: the cells a full search
/// enters, one step each.
fn prefix_paths(lexicon: &Lexicon, board: &Board, path: &mut Vec<usize>, word: &str) -> u64 {
    let mut steps = 0;
    let next: Vec<usize> = match path.last() {
        None => (0..board.len()).collect(),
        Some(&cell) => board.neighbours(cell).collect(),
    };
    for cell in next {
        if path.contains(&cell) {
            continue;
        }
        let word = format!("{word}{}", board.tile(cell).letters());
        if lexicon.lookup(&word) == Lookup::Neither {
            continue;
        }
        path.push(cell);
        steps += 1 + prefix_paths(lexicon, board, path, &word);
        path.pop();
    }
    steps
}

#[test]
fn the_step_limit_counts_every_cell_entered_however_the_search_prunes() {
    // Dead ends (a node with no letter around it to continue to), a `Qu` face and repeated
    // letters: the search skips calls and neighbours, but each cell it enters is still a step.
    let lexicon = Lexicon::from_words([
        "tea", "teas", "seat", "east", "eats", "sat", "quest", "quiet", "suite", "tease", "zzz",
    ]);
    for text in ["tea/sqe/ita", "eas/tte/aes", "qus/eti/tae"] {
        let board = board(text);
        let rules = Rules::official(3, 3).with_min_len(3);
        let steps = prefix_paths(&lexicon, &board, &mut Vec::new(), "");
        assert!(steps > 10, "{text}: {steps}");
        let mut solver = Solver::new(&lexicon).with_step_limit(steps);
        assert_eq!(solver.summary(&board, &rules).stopped_after, None, "{text}");
        let mut solver = Solver::new(&lexicon).with_step_limit(steps - 1);
        assert_eq!(
            solver.solve(&board, &rules).stopped_after,
            Some(steps - 1),
            "{text}"
        );
    }
}
