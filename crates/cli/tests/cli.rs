//! The `boggle` command end to end: output formats, exit codes, and clear errors on bad input.
#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

use std::process::{Command, Output};

fn boggle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_boggle"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const SHARED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/data/solver/");

#[test]
fn solve_prints_words_scores_paths_and_total() {
    let out = boggle(&["solve", "alex ande ravi erda"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("alex ande ravi erda  (4x4, words of 3+ letters)\n"),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.split_whitespace().nth(1) == Some("readied")),
        "{text}"
    );
    assert!(text.trim_end().ends_with("points"), "{text}");
}

#[test]
fn solve_json_matches_the_reference_counts() {
    let expected = std::fs::read_to_string(format!("{SHARED}expected4.tsv")).unwrap();
    let line = expected.lines().nth(1).unwrap();
    let fields: Vec<&str> = line.split('\t').collect();
    let out = boggle(&["solve", fields[0], "--json", "--min", "3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["board"], fields[3]);
    assert_eq!(value["word_count"].to_string(), fields[1]);
    assert_eq!(value["total_score"].to_string(), fields[2]);
    let first = &value["words"][0];
    assert!(first["word"].is_string() && first["score"].is_u64() && first["path"].is_array());
}

#[test]
fn summary_mode_echoes_each_board_with_counts() {
    let out = boggle(&[
        "solve",
        "--boards",
        &format!("{SHARED}boards5.txt"),
        "--summary",
        "--min",
        "3",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let expected = std::fs::read_to_string(format!("{SHARED}expected5.tsv")).unwrap();
    let got: Vec<String> = stdout(&out).lines().take(200).map(String::from).collect();
    let want: Vec<String> = expected
        .lines()
        .skip(1)
        .map(|l| l.split('\t').take(3).collect::<Vec<_>>().join("\t"))
        .collect();
    assert_eq!(got, want);
    assert_eq!(stdout(&out).lines().count(), 2000);
}

#[test]
fn custom_dictionary_and_minimum_length() {
    let dir = std::env::temp_dir().join(format!("boggle-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let list = dir.join("words.txt");
    std::fs::write(&list, "queen\nqi\nalex\nax\n").unwrap();
    let out = boggle(&[
        "solve",
        "qeen alex xxxx xxxx",
        "--dict",
        list.to_str().unwrap(),
        "--min",
        "2",
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let words: Vec<&str> = value["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["word"].as_str().unwrap())
        .collect();
    assert_eq!(words, ["queen", "alex", "ax"]);
    assert_eq!(value["words"][0]["score"], 2);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn random_is_reproducible_and_sized() {
    let a = boggle(&["random", "--size", "6", "--seed", "7", "--count", "3"]);
    let b = boggle(&[
        "random",
        "--dice",
        "super-big",
        "--seed",
        "7",
        "--count",
        "3",
    ]);
    assert!(a.status.success());
    assert_eq!(stdout(&a), stdout(&b));
    let boards: Vec<String> = stdout(&a).lines().map(String::from).collect();
    assert_eq!(boards.len(), 3);
    assert!(
        boards.iter().all(|b| b.split(' ').count() == 6),
        "{boards:?}"
    );
}

#[test]
fn stats_reports_the_best_board() {
    let out = boggle(&["stats", "--count", "50", "--seed", "12345"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("best board:") && text.contains("best score:") && text.contains("boards/s"),
        "{text}"
    );
}

#[test]
fn bad_input_is_a_clear_error_with_a_non_zero_exit() {
    for (args, message) in [
        (
            vec!["solve", "abcd ef1h ijkl mnop"],
            "row 2, column 3: '1' is not a tile",
        ),
        (vec!["solve", ""], "the board is empty"),
        (
            vec!["solve", "abc"],
            "3 tiles in one row is not a square board",
        ),
        (vec!["solve", &"a".repeat(81)], "the largest is 8x8"),
        (
            vec!["solve", "abcd", "--dict", "/no/such/file"],
            "cannot read /no/such/file",
        ),
        (vec!["random", "--dice", "huge"], "unknown dice set 'huge'"),
        (vec!["random", "--size", "9"], "9"),
        (
            vec!["solve", "--boards", "/no/such/file", "--summary"],
            "cannot read /no/such/file",
        ),
        (vec!["solve"], "required"),
    ] {
        let out = boggle(&args);
        assert!(!out.status.success(), "{args:?} should fail");
        let err = stderr(&out);
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn a_bad_line_in_a_boards_file_names_its_line_and_the_rest_are_solved() {
    let dir = std::env::temp_dir().join(format!("boggle-cli-lines-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("boards.txt");
    std::fs::write(&file, "alexanderavierda\nabc!\nalex/ande/ravi/erda\n").unwrap();
    let out = boggle(&["solve", "--boards", file.to_str().unwrap(), "--summary"]);
    assert!(!out.status.success());
    assert_eq!(stdout(&out).lines().count(), 2);
    assert!(
        stderr(&out).contains("boards.txt:2: bad board"),
        "{}",
        stderr(&out)
    );
    std::fs::remove_dir_all(&dir).ok();
}
