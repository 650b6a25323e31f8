//! `boggle best` (the best-board search), `boggle random` made to order, `stats --jobs` and `solve --boards
//! --jobs` (issue 36), end to
//! end.
#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

mod common;

use common::{boggle, stderr, stdout, temp_dir};

/// The board and score `best` printed: the first line's board text, the last line's points.
fn best_board(out: &std::process::Output) -> (String, u32) {
    let text = stdout(out);
    let board = text.lines().next().unwrap().split("  (").next().unwrap();
    let last = text.lines().last().unwrap();
    let points = last.split(", ").nth(1).unwrap().trim_end_matches(" points");
    (board.to_string(), points.parse().unwrap())
}

fn total_score(board: &str, extra: &[&str]) -> (u64, u64) {
    let mut args = vec!["solve", board, "--json"];
    args.extend_from_slice(extra);
    let out = boggle(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    (
        json["word_count"].as_u64().unwrap(),
        json["total_score"].as_u64().unwrap(),
    )
}

#[test]
fn best_prints_a_board_its_words_and_a_score_solve_agrees_with() {
    let out = boggle(&[
        "best",
        "--size",
        "3x3",
        "--seconds",
        "30",
        "--seed",
        "1",
        "--evals",
        "50000",
        "--jobs",
        "2",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let (board, points) = best_board(&out);
    assert!(points >= 400, "{board}: {points}");
    assert_eq!(total_score(&board, &[]).1, u64::from(points));
    assert!(stderr(&out).contains("seed 1"), "{}", stderr(&out));
    // Same seed, chains and evaluations: the same board.
    let again = boggle(&[
        "best",
        "--size",
        "3x3",
        "--seconds",
        "30",
        "--seed",
        "1",
        "--evals",
        "50000",
        "--jobs",
        "2",
    ]);
    assert_eq!(stdout(&again), stdout(&out));
}

#[test]
fn best_with_dice_keeps_to_the_sets_size_and_language() {
    let out = boggle(&[
        "best",
        "--dice",
        "new",
        "--seconds",
        "1",
        "--seed",
        "2",
        "--jobs",
        "1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("(4x4,"), "{}", stdout(&out));
    for (args, message) in [
        (
            vec!["best", "--dice", "new", "--size", "5x5"],
            "fill a 4x4 board",
        ),
        (
            vec!["best", "--dice", "fr", "--seconds", "1"],
            "one language",
        ),
        (vec!["best", "--seconds", "1"], "give --size"),
        (vec!["best", "--dice", "huge"], "unknown dice set"),
    ] {
        let out = boggle(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
    }
}

#[test]
fn best_stops_at_its_target() {
    let out = boggle(&[
        "best",
        "--size",
        "2x2",
        "--seconds",
        "60",
        "--seed",
        "3",
        "--target",
        "1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(best_board(&out).1 >= 1);
}

#[test]
fn random_boards_made_to_order_have_what_was_asked() {
    let out = boggle(&[
        "random",
        "--min-words",
        "150",
        "--min-score",
        "200",
        "--count",
        "5",
        "--seed",
        "4",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let boards: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(boards.len(), 5);
    for board in &boards {
        let (words, points) = total_score(board, &[]);
        assert!(words >= 150 && points >= 200, "{board}: {words}, {points}");
    }
    // The same seed rolls the same boards; without the order, others.
    let again = boggle(&[
        "random",
        "--min-words",
        "150",
        "--min-score",
        "200",
        "--count",
        "5",
        "--seed",
        "4",
    ]);
    assert_eq!(stdout(&again), stdout(&out));
}

#[test]
fn difficulty_bands_order_boards_by_their_words() {
    let mean = |difficulty: &str| {
        let out = boggle(&[
            "random",
            "--difficulty",
            difficulty,
            "--count",
            "12",
            "--seed",
            "5",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let boards: Vec<String> = stdout(&out).lines().map(String::from).collect();
        assert_eq!(boards.len(), 12);
        boards.iter().map(|b| total_score(b, &[]).0).sum::<u64>() / 12
    };
    let (easy, normal, hard) = (mean("easy"), mean("normal"), mean("hard"));
    assert!(easy > normal && normal > hard, "{easy} {normal} {hard}");
}

#[test]
fn random_gives_up_with_a_message_when_the_order_cannot_be_met() {
    let out = boggle(&[
        "random",
        "--min-words",
        "5000",
        "--tries",
        "50",
        "--seed",
        "1",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("none of 50 rolls was what was asked"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn random_day_prints_the_board_of_the_day_a_decent_one_of_its_own_each_date() {
    let day = |date: &str, size: &str| {
        let out = boggle(&["random", "--day", date, "--size", size]);
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out).trim().to_string()
    };
    let today = day("2026-11-27", "4");
    assert_eq!(today, day("2026-11-27", "4"));
    assert_ne!(today, day("2026-11-28", "4"));
    // Normal or easy: at least the 4x4 band's 71 words; the 6x6 its 207.
    assert!(total_score(&today, &[]).0 >= 71, "{today}");
    let big = day("2026-11-27", "6");
    assert_eq!(big.split(' ').count(), 6);
    assert!(total_score(&big, &[]).0 >= 207, "{big}");
    // The day's board is judged by the language's first list: the same with --lang british.
    let out = boggle(&["random", "--day", "2026-11-27", "--lang", "british"]);
    assert_eq!(stdout(&out).trim(), today);
    for (args, says) in [
        (vec!["random", "--day", "2026-02-30"], "not a date"),
        (
            vec!["random", "--day", "2026-11-27", "--seed", "1"],
            "--seed",
        ),
        (
            vec!["random", "--day", "2026-11-27", "--difficulty", "easy"],
            "--difficulty",
        ),
    ] {
        let out = boggle(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
    }
}

#[test]
fn stats_gives_the_same_figures_on_any_number_of_threads() {
    let figures = |jobs: &str| {
        let out = boggle(&[
            "stats",
            "--count",
            "9000",
            "--seed",
            "8",
            "--players",
            "none",
            "--jobs",
            jobs,
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let text = stdout(&out);
        assert!(text.contains(&format!("on {jobs} thread(s)")), "{text}");
        // Every line but the time, which is the only one that may differ.
        text.lines()
            .filter(|l| !l.starts_with("time:"))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    // 9,000 boards: three chunks, the last one short.
    let one = figures("1");
    assert!(one.iter().any(|l| l.starts_with("best board:")), "{one:?}");
    assert_eq!(figures("2"), one);
    assert_eq!(figures("3"), one);
}

#[test]
fn solve_boards_prints_the_same_lines_in_the_same_order_on_any_number_of_threads() {
    let dir = temp_dir("jobs");
    let rolled = boggle(&["random", "--count", "9000", "--seed", "9"]);
    let boards = stdout(&rolled);
    let mut lines: Vec<&str> = boards.lines().collect();
    // Bad lines and comments among them, the board after each still in its place.
    lines.insert(4100, "not a board");
    lines.insert(10, "; a comment");
    lines.insert(0, "ab cde");
    let file = dir.join("boards.txt");
    std::fs::write(&file, lines.join("\n")).unwrap();
    let run = |jobs: &str| {
        boggle(&[
            "solve",
            "--boards",
            file.to_str().unwrap(),
            "--summary",
            "--jobs",
            jobs,
        ])
    };
    let one = run("1");
    assert_eq!(one.status.code(), Some(1));
    assert!(
        stderr(&one).contains(":4103: bad board"),
        "{}",
        stderr(&one)
    );
    let printed: Vec<String> = stdout(&one).lines().map(String::from).collect();
    assert_eq!(printed.len(), 9000);
    let firsts: Vec<&str> = boards.lines().take(3).collect();
    for (line, board) in printed.iter().zip(firsts) {
        assert!(line.starts_with(&format!("{board}\t")), "{line}");
    }
    for jobs in ["2", "3"] {
        let out = run(jobs);
        assert_eq!(stdout(&out), stdout(&one), "--jobs {jobs}");
        assert_eq!(stderr(&out), stderr(&one), "--jobs {jobs}");
    }
    std::fs::remove_dir_all(&dir).ok();
}
