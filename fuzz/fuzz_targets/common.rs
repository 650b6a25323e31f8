//! Checks the fuzz targets share: what a solution must satisfy whatever the input.

// Each target uses some of these checks.
#![allow(dead_code)]

use boggle_board::{Board, Language, Rules, Tile};
use boggle_lexicon::Lexicon;
use boggle_solver::{find_path, PathSearch, Solution, Solver};

/// The longest message a person may see about their input (excerpts stop at 80 characters).
pub const MESSAGE_CHARS: usize = 300;

/// An error message fit to show: short, and no control character from the input.
pub fn check_message(message: &str) {
    assert!(
        message.chars().count() <= MESSAGE_CHARS,
        "message of {} characters",
        message.chars().count()
    );
    assert!(
        !message.chars().any(char::is_control),
        "control character in {message:?}"
    );
}

/// `path` visits distinct, neighbouring cells whose letters spell `word`.
pub fn check_path(board: &Board, word: &str, path: &[u8]) {
    let spelled: String = path
        .iter()
        .map(|&c| board.tile(usize::from(c)).letters())
        .collect();
    assert_eq!(spelled, word, "path {path:?} on {board}");
    for (i, &cell) in path.iter().enumerate() {
        assert!(usize::from(cell) < board.len());
        assert!(!path[..i].contains(&cell), "{word}: cell {cell} twice");
        if i > 0 {
            assert!(board.adjacent(usize::from(path[i - 1]), usize::from(cell)));
        }
    }
}

/// Every word of a solution is in the dictionary, long enough, scored by the rules, on the board
/// along its path, found once, and found again by `find_path` and `Solver::check`.
pub fn check_solution(
    solver: &Solver<&Lexicon>,
    board: &Board,
    rules: &Rules,
    solution: &Solution,
) {
    let mut total = 0;
    let mut seen = std::collections::HashSet::new();
    for found in &solution.words {
        assert!(seen.insert(found.word.as_str()), "{} twice", found.word);
        assert!(solver.lexicon().contains(&found.word), "{}", found.word);
        let letters = rules.word_letters(&found.word);
        assert!(letters >= rules.min_len);
        assert_eq!(found.score, rules.score(letters));
        check_path(board, &found.word, &found.path);
        match find_path(board, &found.word) {
            PathSearch::Found(path) => check_path(board, &found.word, &path),
            PathSearch::GaveUp { .. } => {}
            PathSearch::NotOnBoard => panic!("find_path misses {} on {board}", found.word),
        }
        let check = solver.check(board, rules, &found.word);
        assert!(check.in_dictionary && check.long_enough);
        assert!(check.gave_up || check.score == found.score);
        total += found.score;
    }
    assert_eq!(total, solution.total_score);
}

/// A 4x4 board of the language's tiles that spells `word` (at most 16 tiles) row by row, turning
/// at each row's end, so every tile touches the next; the rest filled with `e`.
pub fn board_spelling(word: &str, language: Language) -> Option<Board> {
    let mut tiles = Vec::new();
    let mut rest = word;
    while let Some(c) = rest.chars().next() {
        if language.q_is_qu() && rest.starts_with("qu") {
            tiles.push(Tile::QU);
            rest = &rest[2..];
        } else {
            tiles.push(language.tile_for_letter(c)?);
            rest = &rest[c.len_utf8()..];
        }
    }
    if tiles.len() > 16 {
        return None;
    }
    tiles.resize(16, Tile::from_letter('e')?);
    let mut cells = vec![tiles[0]; 16];
    for (i, tile) in tiles.into_iter().enumerate() {
        let (row, col) = (i / 4, i % 4);
        let col = if row % 2 == 1 { 3 - col } else { col };
        cells[row * 4 + col] = tile;
    }
    Board::new(4, 4, cells).ok()
}

/// Solves the board that spells `word` with every length allowed: the dictionary's own word must
/// be among those found, unless the search stopped at its step limit.
pub fn solve_own_word(lexicon: &Lexicon, word: &str) {
    let Some(board) = board_spelling(word, lexicon.language()) else {
        return;
    };
    let rules = Rules::official(4, 4).with_min_len(1);
    let mut solver = Solver::new(lexicon).with_step_limit(200_000);
    let solution = solver.solve(&board, &rules);
    check_solution(&solver, &board, &rules, &solution);
    if solution.stopped_after.is_none() {
        assert!(
            solution.words.iter().any(|w| w.word == word),
            "{word} not found on {board}"
        );
    }
}
