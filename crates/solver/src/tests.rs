//! Solver tests: known boards, the rules around `Qu`, digraphs and blanks, and a brute-force
//! reference that must agree with the fast search on thousands of random boards.

use super::*;
use boggle_board::{Board, Tile};
use boggle_dice::{DiceSet, Rng};
use std::collections::BTreeMap;

fn board(text: &str) -> Board {
    Board::parse(text).unwrap()
}

fn words(lexicon: &Lexicon, text: &str, min_len: usize) -> Vec<String> {
    let board = board(text);
    let rules = Rules::official(board.rows(), board.cols()).with_min_len(min_len);
    let mut found: Vec<String> = Solver::new(lexicon)
        .solve(&board, &rules)
        .words
        .into_iter()
        .map(|w| w.word.into())
        .collect();
    found.sort();
    found
}

#[test]
fn published_alex_test() {
    let text = std::fs::read_to_string(concat!(
        env!("BOGGLE_SHARED"),
        "/data/solver/published-test-alex.txt"
    ))
    .unwrap();
    let absent: Vec<&str> = text
        .lines()
        .find_map(|l| l.strip_prefix("absent:"))
        .unwrap()
        .split_whitespace()
        .collect();
    let expected: Vec<&str> = text
        .lines()
        .skip_while(|l| *l != "words:")
        .skip(1)
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(expected.len(), 153);
    let mut dictionary = expected.clone();
    dictionary.extend(&absent);
    let lexicon = Lexicon::from_words(dictionary);
    let mut expected: Vec<String> = expected.into_iter().map(String::from).collect();
    expected.sort();
    assert_eq!(words(&lexicon, "alex ande ravi erda", 3), expected);
}

#[test]
fn qu_tile_spells_qu_and_counts_two_letters() {
    let lexicon = Lexicon::from_words(["queen", "quit", "qat", "suq", "equip"]);
    let board = board("qeen xxex xxxx xxxx");
    let rules = Rules::official(4, 4);
    let solution = Solver::new(&lexicon).solve(&board, &rules);
    assert_eq!(solution.words.len(), 1);
    assert_eq!(solution.words[0].word, "queen");
    assert_eq!(solution.words[0].score, 2, "queen is 5 letters");
    assert_eq!(solution.words[0].path[..], [0, 1, 2, 3]);
    assert_eq!(
        find_path(&board, "queen"),
        PathSearch::Found(vec![0, 1, 2, 3])
    );
    assert_eq!(find_path(&board, "qeen"), PathSearch::NotOnBoard);
    // A 2-tile "qu" word of 3 letters meets the 3-letter minimum by letters, not tiles.
    let lexicon = Lexicon::from_words(["quit"]);
    let found = Solver::new(&lexicon).solve(
        &board_text("q i t x"),
        &Rules::official(2, 2).with_min_len(4),
    );
    assert_eq!(found.words.len(), 1);
}

fn board_text(t: &str) -> Board {
    let tiles: Vec<&str> = t.split(' ').collect();
    Board::parse(&format!(
        "{}{} {}{}",
        tiles[0], tiles[1], tiles[2], tiles[3]
    ))
    .unwrap()
}

#[test]
fn digraphs_spell_both_letters_and_blanks_block() {
    let lexicon = Lexicon::from_words(["then", "thin", "anther", "hen", "ant", "theme", "tan"]);
    // [th] e n / # [in] x / a n t
    let found = words(&lexicon, "[th]en #[in]x ant", 3);
    assert_eq!(found, ["ant", "then", "thin"]);
    let board = board("[th]en #[in]x ant");
    let solution = Solver::new(&lexicon).solve(&board, &Rules::official(3, 3));
    let then = solution.words.iter().find(|w| w.word == "then").unwrap();
    assert_eq!((then.score, &then.path[..]), (1, &[0u8, 1, 2][..]));
    // "tan" needs t-a-n: t (8) touches a? no: a is 6, t is 8; they are not adjacent.
    assert_eq!(find_path(&board, "tan"), PathSearch::NotOnBoard);
    // A blank is never entered, even between two letters that would spell a word around it.
    let found = words(&Lexicon::from_words(["hen", "ant"]), "h#a e#n n#t", 3);
    assert_eq!(found, ["ant", "hen"]);
    let found = words(&Lexicon::from_words(["han", "nah"]), "h#a ###", 2);
    assert!(found.is_empty());
}

#[test]
fn each_word_counts_once_and_results_are_sorted() {
    let lexicon = Lexicon::from_words(["aaa", "aaaa", "aaaaa", "bab", "abba"]);
    let board = board("aaa aab aba");
    let solution = Solver::new(&lexicon).solve(&board, &Rules::official(3, 3));
    let listed: Vec<(&str, u32)> = solution
        .words
        .iter()
        .map(|w| (w.word.as_str(), w.score))
        .collect();
    assert_eq!(
        listed,
        [
            ("aaaaa", 2),
            ("aaa", 1),
            ("aaaa", 1),
            ("abba", 1),
            ("bab", 1)
        ]
    );
    assert_eq!(solution.total_score, 6);
    for w in &solution.words {
        assert!(find_path(&board, &w.word).path().is_some());
        assert_path_spells(&board, &w.path, &w.word);
    }
}

fn assert_path_spells(board: &Board, path: &[u8], word: &str) {
    let spelled: String = path
        .iter()
        .map(|&c| board.tile(c as usize).letters())
        .collect();
    assert_eq!(spelled, word);
    for pair in path.windows(2) {
        assert!(
            board.adjacent(pair[0] as usize, pair[1] as usize),
            "{word}: {path:?}"
        );
    }
    let mut cells = path.to_vec();
    cells.sort();
    cells.dedup();
    assert_eq!(cells.len(), path.len(), "{word}: a cell used twice");
}

#[test]
fn check_reports_dictionary_board_and_length() {
    let lexicon = Lexicon::from_words(["cat", "act", "at"]);
    let board = board("cat xxx xxx");
    let solver = Solver::new(&lexicon);
    let rules = Rules::official(3, 3);
    let ok = solver.check(&board, &rules, "CAT");
    assert_eq!(
        (ok.in_dictionary, ok.long_enough, ok.path.clone(), ok.score),
        (true, true, Some(vec![0, 1, 2]), 1)
    );
    let off_board = solver.check(&board, &rules, "act");
    assert_eq!(
        (off_board.in_dictionary, off_board.path, off_board.score),
        (true, None, 0)
    );
    let short = solver.check(&board, &rules, "at");
    assert_eq!((short.long_enough, short.score), (false, 0));
    // Not a word: answered from the dictionary alone, so no path even though "tac" is on the board.
    let not_a_word = solver.check(&board, &rules, "tac");
    assert_eq!(
        (
            not_a_word.in_dictionary,
            not_a_word.searched,
            not_a_word.path.is_some(),
            not_a_word.score
        ),
        (false, false, false, 0)
    );
}

/// Every word in `lexicon` that some path spells: the definition, checked word by word by trying
/// every path (no trie), so it shares nothing with the fast search.
fn brute_force(lexicon_words: &[String], board: &Board, rules: &Rules) -> BTreeMap<String, u32> {
    let on_board: String = board.tiles().iter().map(|t| t.letters()).collect();
    lexicon_words
        .iter()
        .filter(|w| w.len() >= rules.min_len)
        .filter(|w| w.chars().all(|c| on_board.contains(c)))
        .filter(|w| all_paths_brute(board, w))
        .map(|w| (w.clone(), rules.score(w.len())))
        .collect()
}

fn all_paths_brute(board: &Board, word: &str) -> bool {
    fn go(board: &Board, rest: &str, cell: usize, used: &mut Vec<bool>) -> bool {
        let letters = board.tile(cell).letters();
        if used[cell] || letters.is_empty() || !rest.starts_with(letters) {
            return false;
        }
        let rest = &rest[letters.len()..];
        if rest.is_empty() {
            return true;
        }
        used[cell] = true;
        let found = (0..board.len()).any(|n| board.adjacent(cell, n) && go(board, rest, n, used));
        used[cell] = false;
        found
    }
    (0..board.len()).any(|c| go(board, word, c, &mut vec![false; board.len()]))
}

#[test]
fn agrees_with_brute_force_on_random_boards_of_every_size_and_tile_kind() {
    let enable = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../lexicon/data/enable2k.txt"
    ))
    .unwrap();
    let mut rng = Rng::new(7);
    // A small dictionary: every 40th word of ENABLE plus words that need Qu and digraphs.
    let mut small: Vec<String> = enable.lines().step_by(8).map(String::from).collect();
    small.extend(
        [
            "quest", "queen", "equip", "then", "thin", "anther", "heron", "inert", "other", "tin",
            "ant",
        ]
        .map(String::from),
    );
    small.retain(|w| boggle_lexicon::encode(w).is_some());
    small.sort();
    small.dedup();
    let lexicon = Lexicon::from_words(small.iter().map(String::as_str));
    let mut solver = Solver::new(&lexicon);
    let mut checked = 0;
    for round in 0..2000 {
        let (rows, cols) = (2 + rng.below(7) as usize, 2 + rng.below(7) as usize);
        let tiles: Vec<Tile> = (0..rows * cols)
            .map(|_| match rng.below(20) {
                0 => Tile::ALL[26 + rng.below(6) as usize], // a digraph or the blank
                1 => Tile::QU,
                _ => {
                    Tile::ALL[b"etaoinshrdlucmfwypvbgkjxz"[rng.below(25) as usize] as usize
                        - b'a' as usize]
                }
            })
            .collect();
        let board = Board::new(rows, cols, tiles).unwrap();
        let rules = Rules::official(rows, cols).with_min_len(2 + round % 3);
        let expected = brute_force(&small, &board, &rules);
        let solution = solver.solve(&board, &rules);
        let got: BTreeMap<String, u32> = solution
            .words
            .iter()
            .map(|w| (w.word.to_string(), w.score))
            .collect();
        assert_eq!(got, expected, "board {board}");
        assert_eq!(
            solution.words.len(),
            got.len(),
            "a word listed twice on {board}"
        );
        for w in &solution.words {
            assert_path_spells(&board, &w.path, &w.word);
        }
        let summary = solver.summary(&board, &rules);
        assert_eq!(
            (summary.word_count as usize, summary.total_score),
            (got.len(), solution.total_score)
        );
        checked += got.len();
    }
    assert!(
        checked > 10_000,
        "the property test found too few words to mean much: {checked}"
    );
    let _ = DiceSet::ALL;
}

#[test]
fn each_language_spells_its_words_with_its_own_tiles() {
    use boggle_board::Language;
    let solve = |language, words: &[&str], board: &str| {
        let lexicon = Lexicon::from_words_in(language, words.iter().copied());
        let board = Board::parse_in(board, language).unwrap();
        let rules = Rules::official(board.rows(), board.cols());
        let solution = Solver::new(&lexicon).solve(&board, &rules);
        let found: Vec<(String, u32)> = solution
            .words
            .into_iter()
            .map(|w| (w.word.into(), w.score))
            .collect();
        found
    };
    let pairs = |list: &[(&str, u32)]| -> Vec<(String, u32)> {
        list.iter().map(|(w, s)| (w.to_string(), *s)).collect()
    };
    // French: a plain Q spells `coq` and, beside a U, `quand`; accents folded.
    assert_eq!(
        solve(
            Language::French,
            &["coq", "quand", "été", "cinq"],
            "coqu dnae xxte xxxx"
        ),
        pairs(&[("quand", 2), ("coq", 1), ("ete", 1)])
    );
    // A Qu face on a French board spells the two letters.
    assert_eq!(
        solve(Language::French, &["quand"], "[qu]and xxxx xxxx xxxx"),
        pairs(&[("quand", 2)])
    );
    // German, as the printed game plays it: Ä is the tiles A and E, and counts as both.
    assert_eq!(
        solve(
            Language::German,
            &["Äpfel", "Apfel", "quer"],
            "aepf xxle qerx xxxx"
        ),
        pairs(&[("aepfel", 3), ("quer", 1)])
    );
    // … and the word is shown as it is written, on a board typed with umlauts too.
    let german = Lexicon::from_words_in(Language::German, ["Öl", "Poet", "über", "Maße", "Masse"]);
    let board = Board::parse_in("öl po et ue bs ra sm", Language::German);
    assert!(board.is_err(), "ragged: öl is two tiles");
    let board = Board::parse_in("ölp xteo xxxx xxxx", Language::German).unwrap();
    assert_eq!(board.to_string(), "oelp xteo xxxx xxxx");
    let solution = Solver::new(&german).solve(&board, &Rules::official(4, 4));
    let shown: Vec<(&str, Option<&str>)> = solution
        .words
        .iter()
        .map(|w| (w.word.as_str(), w.shown.as_deref()))
        .collect();
    assert!(shown.contains(&("oel", Some("öl"))), "{shown:?}");
    assert!(shown.contains(&("poet", None)), "{shown:?}");
    let check = Solver::new(&german).check(&board, &Rules::official(4, 4), "Öl");
    assert_eq!(
        (check.word.as_str(), check.shown.as_deref()),
        ("oel", Some("öl"))
    );
    assert!(check.path.is_some());
    // Spanish: Ñ is a tile of its own; the accents of the list are folded.
    assert_eq!(
        solve(
            Language::Spanish,
            &["niño", "nino", "canción"],
            "niño xxxx xxxx xxxx"
        ),
        pairs(&[("niño", 1)])
    );
    // An English dictionary on a board with faces it has no letters for: they spell nothing.
    assert_eq!(
        solve(Language::English, &["cat"], "caty xxxx xxxx xxxx"),
        pairs(&[("cat", 1)])
    );
    let english = Lexicon::from_words(["cat", "coat"]);
    let french_board = Board::parse_in("coqa txxx xxxx xxxx", Language::French).unwrap();
    let words = Solver::new(&english)
        .solve(&french_board, &Rules::official(4, 4))
        .words;
    assert!(words.is_empty(), "{words:?}");
}

#[test]
fn a_checked_word_is_spelled_by_the_dictionarys_language() {
    use boggle_board::Language;
    let lexicon = Lexicon::from_words_in(Language::French, ["été", "coq"]);
    let board = Board::parse_in("etex coqx xxxx xxxx", Language::French).unwrap();
    let solver = Solver::new(&lexicon);
    let rules = Rules::official(4, 4);
    let check = solver.check(&board, &rules, "ÉTÉ");
    assert_eq!(
        (check.word.as_str(), check.in_dictionary, check.score),
        ("ete", true, 1)
    );
    assert!(check.path.is_some());
    let coq = solver.check(&board, &rules, "coq");
    assert_eq!((coq.score, coq.long_enough), (1, true));
}
