//! The `boggle` command against hostile input (issue 34): files read up to a cap after their first bytes are
//! sniffed, numbers bounded by the argument parser, the reading kept when it cannot be solved, paths escaped,
//! error lines capped, corners given any way round, and a closed stdout ending quietly.
#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

mod common;

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{boggle, stderr, stdout, temp_dir};

const PHOTOS: &str = concat!(
    env!("BOGGLE_SHARED"),
    "/data/photos/roboflow-boggle-boards/images/"
);
/// A 4x4 photo (416 px) today's model reads exactly.
const PHOTO: &str = "00a545913dc5c49d43ac2711bd534720.jpg";
/// A photo with one die the model does not read as a die.
const ONE_UNREAD: &str = "01987e86175023152b4c29b6372c731a.jpg";

fn photo(name: &str) -> String {
    let path = format!("{PHOTOS}{name}");
    assert!(
        std::path::Path::new(&path).is_file(),
        "{path} is missing: the shared folder belongs at ../shared beside the repository"
    );
    path
}

/// Runs `boggle args` and fails the test if it takes longer than `limit`.
fn within(limit: Duration, args: &[&str]) -> std::process::Output {
    let start = Instant::now();
    let out = boggle(args);
    assert!(
        start.elapsed() < limit,
        "{args:?} took {:?}: {}",
        start.elapsed(),
        stderr(&out)
    );
    out
}

#[test]
fn recognize_refuses_devices_pipes_non_pictures_and_oversized_files_unread() {
    let dir = temp_dir("unread");
    let fifo = dir.join("photo.fifo");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    // A 2 GB file of zeros (sparse: no disk used), and the same behind a JPEG's header of a 416 x 416 photo.
    let zeros = dir.join("zeros.jpg");
    std::fs::File::create(&zeros)
        .unwrap()
        .set_len(2 << 30)
        .unwrap();
    let padded = dir.join("padded.jpg");
    let mut file = std::fs::File::create(&padded).unwrap();
    file.write_all(&std::fs::read(photo(PHOTO)).unwrap())
        .unwrap();
    file.set_len(2 << 30).unwrap();
    let cases = [
        ("/dev/zero", "not a regular file"),
        (fifo.to_str().unwrap(), "not a regular file"),
        (zeros.to_str().unwrap(), "not a JPEG, PNG"),
        (
            padded.to_str().unwrap(),
            "2147483648 bytes is more than a 416x416 photo holds",
        ),
    ];
    for (file, message) in cases {
        let out = within(Duration::from_secs(5), &["recognize", file]);
        assert_eq!(out.status.code(), Some(1), "{file}");
        assert!(stderr(&out).contains(message), "{file}: {}", stderr(&out));
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn every_numeric_option_is_bounded_with_a_clear_message() {
    let board = "alex ande ravi erda";
    for (args, message) in [
        (vec!["stats", "--count", "1000000000"], "1..=10000000"),
        (
            vec!["stats", "--count", "18446744073709551615"],
            "1..=10000000",
        ),
        (vec!["stats", "--count", "0"], "1..=10000000"),
        (vec!["stats", "--budget", "1e300"], "from 0 to 3600"),
        (vec!["stats", "--budget", "NaN"], "from 0 to 3600"),
        (vec!["stats", "--budget", "-1"], "from 0 to 3600"),
        (vec!["stats", "--size", "9"], "4..=6"),
        (vec!["stats", "--jobs", "0"], "1..=256"),
        (
            vec!["solve", "--boards", "x.txt", "--summary", "--jobs", "0"],
            "1..=256",
        ),
        (vec!["solve", board, "--jobs", "2"], "--boards"),
        (vec!["stats", "--jobs", "1000"], "1..=256"),
        (vec!["random", "--count", "1000000000"], "1..=100000000"),
        (vec!["random", "--seed", "18446744073709551616"], "--seed"),
        (vec!["random", "--tries", "0"], "1..=10000000"),
        (vec!["random", "--min-words", "-3"], "'-3'"),
        (
            vec!["random", "--difficulty", "brutal"],
            "easy, normal, hard",
        ),
        (
            vec!["best", "--size", "4x4", "--seconds", "0"],
            "more than 0 and at most 3600",
        ),
        (
            vec!["best", "--size", "4x4", "--seconds", "1e9"],
            "more than 0 and at most 3600",
        ),
        (
            vec!["best", "--size", "4x4", "--seconds", "NaN"],
            "more than 0 and at most 3600",
        ),
        (vec!["best", "--size", "9x9"], "each from 2 to 8"),
        (vec!["best", "--size", "4x"], "each from 2 to 8"),
        (vec!["best", "--size", "4x4", "--jobs", "0"], "1..=256"),
        (
            vec!["best", "--size", "4x4", "--evals", "0"],
            "1..=1000000000000",
        ),
        (vec!["solve", board, "--min", "65"], "1..=64"),
        (vec!["solve", board, "--qu", "3"], "1..=2"),
        (vec!["bench", "--rounds", "0"], "1..=1000"),
        (vec!["bench", "--rounds", "99999999999"], "1..=1000"),
        (
            vec!["recognize", "x.jpg", "--budget-ms", "1e9"],
            "--budget-ms",
        ),
        (
            vec!["recognize", "x.jpg", "--budget-ms", "600001"],
            "0..=600000",
        ),
        (
            vec!["recognize", "x.jpg", "--corners", "1,2,3,4,5,6,7,1e300"],
            "each within",
        ),
        (
            vec!["recognize", "x.jpg", "--corners", "1,2", "--size", "4x4"],
            "2 numbers given",
        ),
        (
            vec![
                "recognize",
                "x.jpg",
                "--corners",
                "1,2,3,4,5,6,7,8",
                "--size",
                "99x4",
            ],
            "from 2x2 to 8x8",
        ),
    ] {
        let out = within(Duration::from_secs(10), &args);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn stats_rolls_and_solves_board_by_board_with_the_same_figures() {
    // The lines of the binary that rolled every board into memory first (378dc79), for two seeds: unchanged.
    for (seed, expected) in [
        (
            "1",
            [
                "boards:       300 (4x4, new dice, seed 1)",
                "best board:   eatn alsi lets finh",
                "best score:   599 points, 298 words",
                "average:      101.3 words, 143.9 points",
            ],
        ),
        (
            "77",
            [
                "boards:       300 (4x4, new dice, seed 77)",
                "best board:   asno ceri ftlu sadb",
                "best score:   575 points, 305 words",
                "average:      100.4 words, 145.5 points",
            ],
        ),
    ] {
        let out = boggle(&[
            "stats",
            "--count",
            "300",
            "--seed",
            seed,
            "--players",
            "none",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let text = stdout(&out);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], expected[0], "{text}");
        assert_eq!(lines[2..5], expected[1..], "{text}");
    }
    // The players on the same boards, checked against the solver board by board.
    let out = boggle(&[
        "stats",
        "--count",
        "5",
        "--seed",
        "1",
        "--lexicons",
        "trie",
        "--budget",
        "0",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(text.matches("yes, on all 5").count(), 2, "{text}");
}

#[test]
fn a_board_read_but_not_solved_still_prints_its_reading() {
    // No time budget: a loaded machine must not turn this into "took too long".
    let out = boggle(&[
        "recognize",
        &photo(ONE_UNREAD),
        "--json",
        "--solve",
        "--budget-ms",
        "0",
    ]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["solution"], serde_json::Value::Null, "{value}");
    assert_eq!(value["unsolved"]["reason"], "unread-tiles", "{value}");
    let cells = value["unsolved"]["tiles"].as_array().unwrap();
    assert!(!cells.is_empty(), "{value}");
    // Each cell named is a tile read as no die, and marked for a person to check.
    let tiles = value["tiles"].as_array().unwrap();
    let cols = value["cols"].as_u64().unwrap();
    for cell in cells {
        let k = (cell["row"].as_u64().unwrap() - 1) * cols + cell["col"].as_u64().unwrap() - 1;
        let tile = &tiles[k as usize];
        assert_eq!(tile["text"], "", "{tile}");
        assert_eq!(tile["doubtful"], true, "{tile}");
    }
    assert!(value["board"].as_str().unwrap().contains('?'), "{value}");
    assert!(
        stderr(&out).contains("not solved: 1 tile was not read as a die (row "),
        "{}",
        stderr(&out)
    );
    // As text: the board line and the tiles to check, then why on stderr, with the same status.
    let text = boggle(&[
        "recognize",
        &photo(ONE_UNREAD),
        "--solve",
        "--budget-ms",
        "0",
    ]);
    assert_eq!(text.status.code(), Some(3));
    assert_eq!(
        stdout(&text).lines().next(),
        value["board"].as_str(),
        "{}",
        stdout(&text)
    );
    assert!(stdout(&text).contains("tiles to check:"));
}

#[test]
fn paths_printed_by_recognize_are_escaped() {
    let dir = temp_dir("escape");
    let named = dir.join("board\u{1b}[2J\u{202e}.jpg");
    std::fs::write(&named, "not a photo").unwrap();
    let out = boggle(&["recognize", named.to_str().unwrap()]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1));
    assert!(err.contains("board\\u{1b}[2J\\u{202e}.jpg"), "{err}");
    let debug = dir.join("stages\u{1b}]0;title\u{7}");
    let out = boggle(&[
        "recognize",
        &photo(PHOTO),
        "--debug-dir",
        debug.to_str().unwrap(),
        "--budget-ms",
        "0",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("stages\\u{1b}]0;title\\u{7}/1-"), "{err}");
    for raw in ['\u{1b}', '\u{7}', '\u{202e}'] {
        assert!(!err.contains(raw), "{raw:?} reached the terminal: {err:?}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_boards_file_of_random_bytes_stops_with_a_few_error_lines() {
    for (file, stopped) in [
        ("/dev/urandom", "1000 bad lines in a row"),
        ("/dev/zero", "longer than 1048576 bytes"),
    ] {
        let out = within(
            Duration::from_secs(20),
            &["solve", "--boards", file, "--summary"],
        );
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(1), "{file}");
        assert!(err.contains(stopped), "{file}: {err}");
        assert!(err.lines().count() <= 23, "{file}: {err}");
        assert!(err.len() < 8_000, "{file}: {} bytes", err.len());
    }
    // Past the first 20, bad lines are counted, not shown; good ones are still solved.
    let dir = temp_dir("many-bad");
    let file = dir.join("boards.txt");
    let mut text = "x\n".repeat(30);
    text.push_str("alex ande ravi erda\n");
    std::fs::write(&file, text).unwrap();
    let out = boggle(&["solve", "--boards", file.to_str().unwrap(), "--summary"]);
    let err = stderr(&out);
    assert_eq!(err.matches(": bad board: ").count(), 20, "{err}");
    assert!(err.contains("10 more bad line(s) not shown"), "{err}");
    assert!(err.contains("30 bad line(s) in "), "{err}");
    assert!(stdout(&out).starts_with("alex ande ravi erda\t"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn corners_negative_counter_clockwise_or_off_the_photo() {
    let photo = photo(PHOTO);
    let label = stdout(&boggle(&["recognize", &photo, "--budget-ms", "0"]))
        .lines()
        .next()
        .unwrap()
        .to_string();
    // Issue 32: corners just outside a 416 px photo, negative numbers given the usual way.
    let around = "-20,-10,430,-5,425,420,-15,418";
    let out = boggle(&[
        "recognize",
        &photo,
        "--corners",
        around,
        "--size",
        "4x4",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let corners: Vec<f64> = json["corners"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p.as_array().unwrap().iter().map(|v| v.as_f64().unwrap()))
        .collect();
    // The grid found, given clockwise and counter-clockwise: the same board, not its mirror.
    let found = boggle(&["recognize", &photo, "--json", "--budget-ms", "0"]);
    let found: serde_json::Value = serde_json::from_slice(&found.stdout).unwrap();
    let xy: Vec<String> = found["corners"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| {
            p.as_array()
                .unwrap()
                .iter()
                .map(|v| format!("{:.1}", v.as_f64().unwrap()))
        })
        .collect();
    assert_eq!(corners.len(), 8);
    let clockwise = xy.join(",");
    let counter = [0, 3, 2, 1]
        .iter()
        .flat_map(|&k| [xy[2 * k].clone(), xy[2 * k + 1].clone()])
        .collect::<Vec<_>>()
        .join(",");
    let read = |corners: &str| {
        let out = boggle(&["recognize", &photo, "--corners", corners, "--size", "4x4"]);
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out)
    };
    let given = read(&clockwise);
    assert_eq!(given.lines().next(), Some(label.as_str()), "{given}");
    assert_eq!(read(&counter), given);
    // Wholly outside the photo: an error, not a board of empty tiles.
    let away = "1000,1000,1400,1000,1400,1400,1000,1400";
    let out = boggle(&["recognize", &photo, "--corners", away, "--size", "4x4"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("the corners marked are outside the photo (416x416)"),
        "{}",
        stderr(&out)
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn a_closed_stdout_ends_every_command_quietly() {
    let board = "alex ande ravi erda";
    let photo = photo(PHOTO);
    for args in [
        vec!["random", "--count", "100000000"],
        vec!["solve", board],
        vec!["solve", board, "--json"],
        vec!["solve", "--boards", "/dev/stdin", "--summary"],
        vec!["stats", "--count", "20", "--players", "none"],
        vec!["dicts"],
        vec!["recognize", &photo, "--budget-ms", "0"],
        vec!["recognize", &photo, "--json", "--budget-ms", "0"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_boggle"))
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away before a line is read.
        drop(child.stdout.take());
        if let Some(mut stdin) = child.stdin.take() {
            stdin
                .write_all(format!("{board}\n").repeat(1000).as_bytes())
                .ok();
        }
        let status = child.wait().unwrap();
        let mut err = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        assert_eq!(status.code(), Some(0), "{args:?}: {err}");
        assert_eq!(err, "", "{args:?}");
    }
}
