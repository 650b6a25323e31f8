//! The `boggle` command against hostile input (issue 17): batch files with bad lines, non-UTF-8
//! bytes, control characters and huge lines; word lists with a byte-order mark, CRLF and words no
//! board can spell; dictionaries that make the search explode.
#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

mod common;

use common::{boggle, temp_dir, text};
use std::time::{Duration, Instant};

#[test]
fn every_good_line_of_a_batch_is_solved_and_each_bad_one_named() {
    let dir = temp_dir("batch");
    let file = dir.join("boards.txt");
    let mut input = Vec::new();
    input.extend_from_slice("\u{feff}alexanderavierda\r\n".as_bytes()); // 1: BOM and CRLF
    input.extend_from_slice(b"; a comment\n"); // 2
    input.extend_from_slice(b"## ##\n"); // 3: a 2x2 of blanks, not a comment
    input.extend_from_slice(b"# a comment the old way\n"); // 4: a bad board, with a hint
    input.extend_from_slice(b"alex/an\xffe/ravi/erda\n"); // 5: not UTF-8
    input.extend_from_slice(b"alex/and\x1b[2J/ravi/erda\n"); // 6: a terminal escape
    input.extend_from_slice(&b"a/".repeat(5_000)); // 7: too long to read
    input.extend_from_slice(b"\n\nalex\tande ravi erda\n"); // 8 blank, 9: a tab inside
    std::fs::write(&file, &input).unwrap();
    let out = boggle(&["solve", "--boards", file.to_str().unwrap(), "--summary"]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let boards: Vec<&str> = stdout
        .lines()
        .map(|l| l.split('\t').next().unwrap())
        .collect();
    assert_eq!(
        boards,
        ["alexanderavierda", "## ##", "alex ande ravi erda"],
        "{stdout}"
    );
    assert!(
        stdout.lines().all(|l| l.split('\t').count() == 3),
        "{stdout}"
    );
    for expected in [
        "boards.txt:4: bad board: ",
        "(comments start with ';': '#' is a blank tile)",
        "boards.txt:5: not UTF-8 text (byte 8 of the line)",
        "boards.txt:6: bad board: row 2, column 4: '\\u{1b}' is not a tile",
        "boards.txt:7: a line of 10000 bytes is too long for a board (at most 4096)",
        "4 bad line(s) in ",
    ] {
        assert!(stderr.contains(expected), "{expected:?} in {stderr}");
    }
    assert!(
        !stderr.contains('\u{1b}'),
        "a raw escape reached the terminal: {stderr:?}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn echoed_input_is_escaped_and_cut() {
    let long = format!("[{}]", "\u{7}x".repeat(5_000));
    let out = boggle(&["solve", &long]);
    let stderr = text(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.len() < 400, "{} bytes: {stderr}", stderr.len());
    assert!(
        stderr.contains("\\u{7}x") && stderr.contains('…'),
        "{stderr}"
    );
    assert!(!stderr.contains('\u{7}'));
}

#[test]
fn a_word_list_with_bom_crlf_and_unspellable_lines_says_what_it_left_out() {
    let dir = temp_dir("dict");
    let list = dir.join("words.txt");
    let mut words = "\u{feff}alex\r\nande\r\ncafé\r\nqi\r\n".as_bytes().to_vec();
    words.extend_from_slice(b"\xff\xfe\r\n");
    words.extend_from_slice(format!("{}\r\nravi\r\n", "a".repeat(200)).as_bytes());
    std::fs::write(&list, words).unwrap();
    let out = boggle(&[
        "solve",
        "alex ande ravi erda",
        "--dict",
        list.to_str().unwrap(),
        "--json",
    ]);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut found: Vec<&str> = value["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["word"].as_str().unwrap())
        .collect();
    found.sort();
    assert_eq!(
        found,
        ["alex", "ande", "ravi"],
        "the first word survives the BOM"
    );
    assert_eq!(
        stderr.trim_end(),
        format!(
            "boggle: {}: left out 4 lines no board can spell: 1 longer than 64 tiles \
             (first: line 6, \"{}…\"); 2 with characters no tile spells (first: line 3, \"café\"); \
             1 with a q not followed by u (first: line 4, \"qi\")",
            list.display(),
            "a".repeat(80)
        )
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_25_mb_one_line_word_list_is_refused_quickly() {
    let dir = temp_dir("oneline");
    let list = dir.join("one-line.txt");
    std::fs::write(&list, "a".repeat(25_000_000)).unwrap();
    let start = Instant::now();
    let out = boggle(&["solve", "abcd", "--dict", list.to_str().unwrap()]);
    let stderr = text(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("left out 1 line no board can spell: 1 longer than 64 tiles"),
        "{stderr}"
    );
    assert!(
        stderr.contains("holds no word a board can spell"),
        "{stderr}"
    );
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "{:?}",
        start.elapsed()
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn pathological_dictionaries_stop_with_a_clear_message() {
    let dir = temp_dir("explode");
    let one = dir.join("a25b25.txt");
    std::fs::write(&one, format!("{}{}\n", "a".repeat(25), "b".repeat(25))).unwrap();
    let many = dir.join("a-to-a64.txt");
    let lines: Vec<String> = (1..=64).map(|n| "a".repeat(n)).collect();
    std::fs::write(&many, lines.join("\n")).unwrap();
    let halves = ["aaaaaaaa"; 4]
        .iter()
        .chain(&["bbbbbbbb"; 4])
        .copied()
        .collect::<Vec<_>>()
        .join("/");
    for args in [
        vec!["solve", &halves, "--dict", one.to_str().unwrap()],
        vec![
            "solve",
            "aaaaa/aaaaa/aaaaa/aaaaa/aaaaa",
            "--min",
            "1",
            "--dict",
            many.to_str().unwrap(),
        ],
    ] {
        let start = Instant::now();
        let out = boggle(&args);
        let stderr = text(&out.stderr);
        assert!(out.status.success(), "{stderr}");
        assert!(
            stderr.contains("the search stopped after 10000000 steps"),
            "{stderr}"
        );
        // Well under a second in a release build; a debug build is slower.
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "{:?}",
            start.elapsed()
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}
