//! `boggle check`: the referee's ruling on one word, its wording and its exit status.
#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

mod common;

use common::{boggle, stderr, stdout, temp_dir};

const ALEX: &str = "alex ande ravi erda";

/// The ruling's lines and the exit code.
fn check(args: &[&str]) -> (String, Option<i32>) {
    let out = boggle(&[&["check"], args].concat());
    (stdout(&out), out.status.code())
}

#[test]
fn a_word_that_counts_says_so_with_each_list_and_its_path() {
    let (text, code) = check(&["Readied", "--board", ALEX]);
    assert_eq!(code, Some(0), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "readied: counts, 5 points");
    assert!(lines.contains(&"  in enable2k (in use): yes"), "{text}");
    assert!(lines.contains(&"  in common: yes"), "{text}");
    assert!(lines.contains(&"  in british: yes"), "{text}");
    assert!(lines.contains(&"  length: 7 letters, 3+ needed"), "{text}");
    assert!(
        text.contains("  on the board: R (row 3, column 1) → E (row 4, column 1) → A"),
        "{text}"
    );
}

#[test]
fn why_a_word_does_not_count_and_exit_status_3() {
    let (text, code) = check(&["zoo", "--board", ALEX]);
    assert_eq!(code, Some(3));
    assert!(
        text.starts_with("zoo: does not count: not on the board\n"),
        "{text}"
    );
    assert!(
        text.contains("  not on the board: no tile has Z or O\n"),
        "{text}"
    );
    assert!(
        text.contains("  worth: 1 point by classic scoring, had it counted"),
        "{text}"
    );
    // Three e's, but the third is not next to the others: only by using one twice.
    let (text, _) = check(&["eee", "--board", ALEX]);
    assert!(
        text.contains("not on the board: it can only be traced by using E (row 1, column 3) twice"),
        "{text}"
    );
    // One x on the board.
    let (text, _) = check(&["exex", "--board", ALEX]);
    assert!(text.contains("needs two Xs; the board has one X"), "{text}");
    let (text, code) = check(&["re", "--board", ALEX]);
    assert_eq!(code, Some(3));
    assert!(
        text.starts_with("re: does not count: too short (3+ letters)\n"),
        "{text}"
    );
    assert!(
        text.contains("  on the board: R (row 3, column 1) → E"),
        "{text}"
    );
    // Common words leaves out the obscure aal; ENABLE2K has it.
    let (text, _) = check(&["xela", "--board", ALEX, "--dict", "common"]);
    assert!(
        text.starts_with("xela: does not count: not in the dictionary\n"),
        "{text}"
    );
    assert!(
        text.contains("  in common (in use): no\n  in enable2k: no"),
        "{text}"
    );
}

#[test]
fn house_list_min_length_and_scoring_are_the_ones_given() {
    let (text, code) = check(&["dare", "--board", ALEX, "--ban", "dare, read"]);
    assert_eq!(code, Some(3));
    assert!(
        text.starts_with("dare: does not count: banned by the house list\n"),
        "{text}"
    );
    assert!(text.contains("  house list: banned\n"), "{text}");
    let (text, code) = check(&["xela", "--board", ALEX, "--allow", "xela"]);
    assert_eq!(
        (code, text.lines().next()),
        (Some(0), Some("xela: counts, 1 point"))
    );
    let (text, code) = check(&["dare", "--board", ALEX, "--min", "5"]);
    assert_eq!(code, Some(3));
    assert!(text.contains("  length: 4 letters, 5+ needed"), "{text}");
    let (text, _) = check(&["readied", "--board", ALEX, "--scoring", "linear"]);
    assert_eq!(
        text.lines().next(),
        Some("readied: counts, 4 points"),
        "linear: 7 letters are 4"
    );
}

#[test]
fn json_carries_the_ruling_and_errors_are_clear() {
    let out = boggle(&["check", "qat", "--board", "qats abcd efgh ijkl", "--json"]);
    assert_eq!(out.status.code(), Some(3));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["verdict"], "not-a-word");
    assert_eq!(value["notOnBoard"]["kind"], "inside-face");
    assert_eq!(value["notOnBoard"]["faces"][0], "qu");
    let out = boggle(&["check", "read", "--board", "alex and"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).starts_with("boggle: bad board:"),
        "{}",
        stderr(&out)
    );
    let out = boggle(&["check", "  ", "--board", ALEX]);
    assert_eq!(
        (out.status.code(), stderr(&out).trim()),
        (Some(1), "boggle: give a word to check")
    );
    assert_eq!(boggle(&["check", "read"]).status.code(), Some(2));
    // A word list of one's own is one more list, named by its file.
    let dir = temp_dir("check-own");
    let own = dir.join("own.txt");
    std::fs::write(&own, "xela\nread\n").unwrap();
    let out = boggle(&[
        "check",
        "xela",
        "--board",
        ALEX,
        "--dict",
        own.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("(in use): yes\n  in enable2k: no"),
        "{}",
        stdout(&out)
    );
}
