//! `boggle round new|answer|score`: a whole round through its codes, and each way a code is refused.
#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

mod common;

use boggle_round::{Code, Round, Standings};
use common::{boggle, stderr, stdout, temp_dir};

const ALEX: &str = "alex ande ravi erda";
const START: &str = "1796000000000";

/// Runs `boggle round ARGS`: stdout, stderr and the exit status.
fn round(args: &[&str]) -> (String, String, Option<i32>) {
    let out = boggle(&[&["round"], args].concat());
    (stdout(&out), stderr(&out), out.status.code())
}

/// The code a successful command printed on its first line.
fn code_of(args: &[&str]) -> String {
    let (out, err, status) = round(args);
    assert_eq!(status, Some(0), "{args:?}: {err}");
    out.lines().next().unwrap().to_owned()
}

fn new_round(board: &str, seed: &str) -> String {
    code_of(&["new", board, "--start", START, "--seed", seed, "--no-qr"])
}

fn answer(round: &str, player: &str, words: &str) -> String {
    code_of(&[
        "answer", "--round", round, "--player", player, "--words", words, "--no-qr",
    ])
}

/// The standings' code and the rest of what `score` printed.
fn score(args: &[&str]) -> (Standings, String) {
    let (out, err, status) = round(&[&["score", "--no-qr"], args].concat());
    assert_eq!(status, Some(0), "{err}");
    let (code, rest) = out.split_once('\n').unwrap();
    (Standings::from_text(code).unwrap(), rest.to_owned())
}

#[test]
fn a_round_new_two_answers_and_the_standings() {
    let code = new_round(ALEX, "52");
    let Ok(Code::Round(r)) = Code::from_text(&code) else {
        panic!("not a round's code: {code}");
    };
    assert_eq!(
        (r.board.as_str(), r.dictionary.as_str()),
        (ALEX, "enable2k")
    );
    assert_eq!(
        (r.seconds, r.start_ms, r.seed),
        (180, 1_796_000_000_000, 52)
    );
    // The same options, the same code.
    assert_eq!(new_round(ALEX, "52"), code);

    let ann = answer(&code, "Ann", "readied, eland; darned zorb");
    let bob = answer(&code, "Bob", "darned divan aid");
    let (standings, text) = score(&["--round", &code, &ann, &bob, "--me", "bob"]);
    assert_eq!(standings.round_id, r.round_id);
    assert_eq!(standings.rounds, 1);
    let names: Vec<&str> = standings.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Bob"]);
    // Ann: readied 5, eland 2 (zorb not a word; darned cancelled); Bob: divan 2, aid 1.
    assert_eq!(standings.players[0].score, Some(7), "{text}");
    assert_eq!(standings.players[1].score, Some(3), "{text}");
    assert_eq!(standings.players[1].total, 3);
    assert_eq!(standings.players[0].found.len(), 3);
    assert!(text.contains("winner: Ann"), "{text}");
    assert!(text.contains("darned (cancelled: Bob too)"), "{text}");
    assert!(text.contains("zorb (not a word)"), "{text}");
    assert!(
        text.contains("found by everyone who played: darned 3"),
        "{text}"
    );
    assert!(text.contains("only Ann: readied 5, eland 2"), "{text}");
    assert!(text.contains("only you (Bob): divan 2, aid 1"), "{text}");
    assert!(text.contains("you and others: darned 3"), "{text}");
    assert!(text.contains("best words nobody found (10 of "), "{text}");

    // The next round: the totals carry over from the standings' code.
    let code2 = new_round(ALEX, "53");
    let ann2 = answer(&code2, "ann", "aid");
    let previous = standings.to_text().unwrap();
    let (second, text) = score(&["--round", &code2, &ann2, "--previous", &previous]);
    assert_eq!(second.rounds, 2);
    assert_eq!(second.players[0].score, Some(1), "{text}");
    assert_eq!(second.players[0].total, 8);
    assert_eq!(second.players[1].score, None, "{text}");
    assert_eq!(second.players[1].total, 3);
}

#[test]
fn a_player_without_a_code_is_absent_and_a_second_code_replaces_the_first() {
    let code = new_round(ALEX, "7");
    let first = answer(&code, "Ann", "darned aid");
    let later = answer(&code, "Ann", "readied");
    let (out, err, status) = round(&[
        "score",
        "--no-qr",
        "--round",
        &code,
        "--players",
        "Ann, Bob",
        &first,
        &later,
    ]);
    assert_eq!(status, Some(0), "{err}");
    assert!(
        err.contains("answer 2: a later code from Ann replaces the earlier one"),
        "{err}"
    );
    let standings = Standings::from_text(out.lines().next().unwrap()).unwrap();
    assert_eq!(standings.players.len(), 2);
    assert_eq!(standings.players[0].score, Some(5));
    assert_eq!(standings.players[0].found.len(), 1);
    assert_eq!(standings.players[1].name, "Bob");
    assert_eq!(standings.players[1].score, None);
    assert!(
        out.lines()
            .any(|l| l.starts_with("Bob") && l.contains("absent")),
        "{out}"
    );
}

#[test]
fn a_damaged_or_foreign_code_is_its_message_not_a_panic() {
    let code = new_round(ALEX, "8");
    let ann = answer(&code, "Ann", "aid");
    // One character changed in the middle of the answer's text.
    let mut damaged: Vec<char> = ann.chars().collect();
    let at = damaged.len() / 2;
    damaged[at] = if damaged[at] == 'A' { 'B' } else { 'A' };
    let damaged: String = damaged.into_iter().collect();
    let (_, err, status) = round(&["score", "--round", &code, &damaged]);
    assert_eq!(status, Some(1), "{err}");
    assert!(err.contains("answer 1: the code is"), "{err}");
    let (_, err, status) = round(&["answer", "--round", "hello", "--player", "Ann", "x"]);
    assert_eq!(status, Some(1));
    assert!(
        err.contains("the round's code: this is not a game code of this app"),
        "{err}"
    );
    // A round's code where a player's words should be.
    let (_, err, status) = round(&["score", "--round", &code, &code]);
    assert_eq!(status, Some(1));
    assert!(
        err.contains("answer 1: this is a round's code, not a player's words"),
        "{err}"
    );
}

#[test]
fn an_answer_for_another_round_or_board_is_refused() {
    let code = new_round(ALEX, "9");
    let other_round = new_round(ALEX, "10");
    // The same seed and start, so the same id, on another board.
    let other_board = new_round("lixe ande ravi erda", "9");
    let id = |c: &str| Round::from_text(c).unwrap().round_id;
    assert_eq!(id(&other_board), id(&code));
    let stray = answer(&other_round, "Ann", "aid");
    let (out, err, status) = round(&["score", "--round", &code, &stray]);
    assert_eq!(status, Some(1));
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains(&format!(
            "answer 1 (Ann): these words are for round {}, not this round ({})",
            id(&other_round),
            id(&code)
        )),
        "{err}"
    );
    let stray = answer(&other_board, "Bob", "aid");
    let (_, err, status) = round(&["score", "--round", &code, &stray]);
    assert_eq!(status, Some(1));
    assert!(
        err.contains("answer 1 (Bob): these words are for another board"),
        "{err}"
    );
}

#[test]
fn the_qr_code_is_drawn_with_its_quiet_zone_and_written_as_svg() {
    let dir = temp_dir("round-svg");
    let svg = dir.join("round.svg");
    let (out, err, status) = round(&[
        "new",
        "--board",
        ALEX,
        "--start",
        START,
        "--seed",
        "1",
        "--svg",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(status, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    let code = boggle_qr::encode(lines[0]).unwrap();
    let side = code.size + 8;
    let drawn: Vec<&str> = lines[1..=side.div_ceil(2)].to_vec();
    assert!(drawn.iter().all(|l| l.chars().count() == side), "{out}");
    // Row 4 is the symbol's first: its finder pattern starts 4 modules in, dark above (row 4) and below (5).
    let row = drawn[2].chars().collect::<Vec<char>>();
    assert_eq!(&row[..4], &[' '; 4]);
    assert_eq!(row[4], '█');
    assert!(!out.contains('\x1b'), "no colours when piped");
    assert!(lines[side.div_ceil(2) + 1].starts_with(&format!("QR version {}", code.version)));
    let written = std::fs::read_to_string(&svg).unwrap();
    assert!(written.starts_with("<svg"), "{written}");
    assert!(
        written.contains("aria-label=\"the round's code\""),
        "{written}"
    );
}

#[test]
fn a_round_needs_a_dictionary_every_phone_has() {
    let dir = temp_dir("round-dict");
    let list = dir.join("words.txt");
    std::fs::write(&list, "darned\naid\n").unwrap();
    let (_, err, status) = round(&["new", ALEX, "--dict", list.to_str().unwrap()]);
    assert_eq!(status, Some(1));
    assert!(
        err.contains("a round's dictionary must be one every phone has"),
        "{err}"
    );
    let (_, err, status) = round(&["new", ALEX, "--start", "soon"]);
    assert_eq!(status, Some(1));
    assert!(err.contains("--start 'soon'"), "{err}");
}
