//! The solver against answers from an independent solver: `shared/data/solver/` (ENABLE2K,
#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.
//! minimum 3 letters on both sizes, classic scoring).

use boggle_board::{Board, Rules};
use boggle_lexicon::Lexicon;
use boggle_solver::{Solver, Summary};

const SHARED: &str = concat!(env!("BOGGLE_SHARED"), "/data/solver/");

fn enable() -> Lexicon {
    let words = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../lexicon/data/enable2k.txt"
    ))
    .unwrap();
    Lexicon::from_words(words.lines())
}

fn read(name: &str) -> String {
    std::fs::read_to_string(format!("{SHARED}{name}")).unwrap()
}

fn summary(solver: &mut Solver<&Lexicon>, text: &str) -> Summary {
    let board = Board::parse(text).unwrap();
    solver.summary(
        &board,
        &Rules::official(board.rows(), board.cols()).with_min_len(3),
    )
}

#[test]
fn word_lists_counts_and_scores_match_expected_tsv() {
    let lexicon = enable();
    let mut solver = Solver::new(&lexicon);
    for (expected, words) in [
        ("expected4.tsv", "words4.txt"),
        ("expected5.tsv", "words5.txt"),
    ] {
        let expected = read(expected);
        let words = read(words);
        let mut checked = 0;
        for (line, word_line) in expected.lines().skip(1).zip(words.lines()) {
            let fields: Vec<&str> = line.split('\t').collect();
            let (compact, count, score, rows) = (fields[0], fields[1], fields[2], fields[3]);
            let board = Board::parse(rows).unwrap();
            assert_eq!(board, Board::parse(compact).unwrap());
            assert_eq!(board.to_string(), rows);
            let solution = solver.solve(
                &board,
                &Rules::official(board.rows(), board.cols()).with_min_len(3),
            );
            let mut found: Vec<&str> = solution.words.iter().map(|w| w.word.as_str()).collect();
            found.sort();
            let mut listed: Vec<&str> = word_line.split_whitespace().collect();
            assert_eq!(listed.remove(0), compact);
            assert_eq!(found, listed, "{rows}");
            assert_eq!(solution.words.len().to_string(), count, "{rows}");
            assert_eq!(solution.total_score.to_string(), score, "{rows}");
            if fields.len() > 5 {
                let official = solver.solve(&board, &Rules::official(5, 5));
                assert_eq!(
                    official.words.len().to_string(),
                    fields[4],
                    "{rows} (min 4)"
                );
                assert_eq!(
                    official.total_score.to_string(),
                    fields[5],
                    "{rows} (min 4)"
                );
            }
            checked += 1;
        }
        assert_eq!(checked, 200);
    }
}

#[test]
fn totals_over_all_reference_boards_match() {
    let lexicon = enable();
    let mut solver = Solver::new(&lexicon);
    for (file, words, points) in [
        ("boards4.txt", 987_608, 1_413_229),
        ("boards5.txt", 508_684, 915_928),
    ] {
        let (mut w, mut p) = (0u64, 0u64);
        for line in read(file).lines() {
            let s = summary(&mut solver, line);
            w += u64::from(s.word_count);
            p += u64::from(s.total_score);
        }
        assert_eq!((w, p), (words, points), "{file}");
    }
}
