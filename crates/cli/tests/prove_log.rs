//! `boggle prove`'s task log end to end on 2x3 boards of `aelrst` (24 canonical classes, well under a
//! second): a run stopped part-way and resumed gives the answer of one whole run; a damaged or
//! foreign line is an error naming its line; `--check` passes an honest log and fails a tampered one.

mod common;

use common::{boggle, stderr, stdout, temp_dir};
use std::path::Path;

const PROOF: [&str; 6] = ["prove", "--size", "2x3", "--at-least", "20", "--buckets"];
const BUCKETS: &str = "ae lrst";

fn prove(extra: &[&str]) -> std::process::Output {
    boggle(&[&PROOF[..], &[BUCKETS], extra].concat())
}

fn with_log(log: &Path, extra: &[&str]) -> std::process::Output {
    let log = log.to_str().expect("a UTF-8 path");
    prove(&[&["--log", log], extra].concat())
}

/// Class lines of a log (the header left out).
fn class_lines(log: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(log).expect("the log");
    text.lines().skip(1).map(str::to_string).collect()
}

#[test]
fn a_run_stopped_part_way_resumes_to_the_same_answer() {
    let dir = temp_dir("prove-resume");
    let whole = prove(&[]);
    assert!(whole.status.success(), "{}", stderr(&whole));
    let log = dir.join("part.log");
    // The first part: the classes from 0 to 20 only, as a run stopped there would leave its log.
    let part = with_log(&log, &["--classes", "0-20"]);
    assert!(part.status.success(), "{}", stderr(&part));
    let first = class_lines(&log).len();
    assert!(first > 0 && first < 24, "{first} classes in the first part");
    // A run killed while writing leaves half a line: it is not counted, and is cut before appending.
    let mut text = std::fs::read_to_string(&log).expect("the log");
    text.push_str("class\t63\t4");
    std::fs::write(&log, text).expect("the log");
    let rest = with_log(&log, &[]);
    assert!(rest.status.success(), "{}", stderr(&rest));
    assert!(
        stderr(&rest).contains(&format!("({first} done before)")),
        "{}",
        stderr(&rest)
    );
    assert_eq!(stdout(&rest), stdout(&whole));
    let lines = class_lines(&log);
    assert_eq!(lines.len(), 24, "each class once: {lines:?}");
    // A third run has nothing left to do and says the same.
    let again = with_log(&log, &[]);
    assert!(stderr(&again).contains("(24 done before)"));
    assert_eq!(stdout(&again), stdout(&whole));
    // --list-todo, for a cluster job: nothing left here, every canonical class on a fresh log.
    let todo = with_log(&log, &["--list-todo"]);
    assert_eq!(stdout(&todo), "");
    let fresh = with_log(&dir.join("fresh.log"), &["--list-todo"]);
    assert_eq!(stdout(&fresh).lines().count(), 24);
}

#[test]
fn a_damaged_or_foreign_line_is_an_error_never_a_proof() {
    let dir = temp_dir("prove-damage");
    let log = dir.join("good.log");
    assert!(with_log(&log, &[]).status.success());
    let good = std::fs::read_to_string(&log).expect("the log");
    let header = good.lines().next().expect("a header").to_string();
    let line = class_lines(&log)
        .into_iter()
        .find(|l| !l.ends_with('\t'))
        .expect("a class with boards");
    let cases = [
        // A field cut off, letters garbled, a number that is no number.
        line.rsplit_once('\t').expect("fields").0.to_string(),
        line.replace("class\t", "clas\t"),
        line.replacen('\t', "\tx", 2),
        // A board of other letters than its class holds, of another size, scoring under 20.
        line.replace('a', "q"),
        line.replacen(':', ":ab", 1),
        "class\t5\t0\t0\t0.000\t3:aaa aaa".to_string(),
        // A class id past the end, and one that is not canonical (the image of a lesser id).
        "class\t64\t0\t0\t0.000\t".to_string(),
        "class\t32\t0\t0\t0.000\t".to_string(),
    ];
    for (n, bad) in cases.iter().enumerate() {
        let damaged = dir.join(format!("damaged-{n}.log"));
        std::fs::write(&damaged, format!("{header}\n{bad}\n")).expect("the log");
        let out = with_log(&damaged, &[]);
        assert!(!out.status.success(), "case {n} `{bad}` was taken");
        assert!(
            stderr(&out).contains(":2: damaged log line"),
            "case {n}: {}",
            stderr(&out)
        );
        assert!(!stdout(&out).contains("proved"), "case {n}");
    }
    // The log of another proof (another threshold) is refused whole.
    let out = boggle(&[
        "prove",
        "--size",
        "2x3",
        "--at-least",
        "21",
        "--buckets",
        BUCKETS,
        "--log",
        log.to_str().expect("a UTF-8 path"),
    ]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("the log of another proof"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn check_re_scores_a_log_and_fails_a_tampered_one() {
    let dir = temp_dir("prove-check");
    let log = dir.join("proof.log");
    assert!(with_log(&log, &[]).status.success());
    let path = log.to_str().expect("a UTF-8 path");
    let honest = prove(&["--check", path]);
    assert!(honest.status.success(), "{}", stderr(&honest));
    assert!(
        stdout(&honest).contains(" 0 wrong; 24 of 24 classes done, 0 missing"),
        "{}",
        stdout(&honest)
    );
    // One board's score raised by one: still a well-formed line, but the solver disagrees.
    let text = std::fs::read_to_string(&log).expect("the log");
    let (at, score) = text
        .match_indices(|c: char| c.is_ascii_digit())
        .find_map(|(at, _)| {
            let tail = &text[at..];
            let end = tail.find(':')?;
            let is_score =
                text[..at].ends_with('\t') && tail[..end].chars().all(|c| c.is_ascii_digit());
            is_score.then(|| (at, tail[..end].parse::<u32>().ok()))
        })
        .expect("a scored board");
    let score = score.expect("a score");
    let tampered = format!(
        "{}{}{}",
        &text[..at],
        score + 1,
        &text[at + score.to_string().len()..]
    );
    std::fs::write(&log, tampered).expect("the log");
    let out = prove(&["--check", path]);
    assert!(!out.status.success(), "{}", stdout(&out));
    assert!(stdout(&out).contains(" 1 wrong;"), "{}", stdout(&out));
    // A log missing classes is reported as such (and proves nothing).
    let part = dir.join("part.log");
    assert!(with_log(&part, &["--classes", "0-9"]).status.success());
    let out = prove(&["--check", part.to_str().expect("a UTF-8 path")]);
    assert!(
        stdout(&out).contains("missing") && !stdout(&out).contains(" 0 missing"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn the_cluster_jobs_log_reads_as_a_proof() {
    // The Ray job's inline engine (no Ray needed) writes the log the Rust reader then takes; skipped
    // where there is no python3.
    if std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("no python3: skipped");
        return;
    }
    let dir = temp_dir("prove-job");
    let log = dir.join("job.log");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../prove/cluster/prove_job.py");
    let job = |limit: &[&str]| {
        std::process::Command::new("python3")
            .arg(&script)
            .args(["--engine", "inline", "--classes-per-task", "5", "--boggle"])
            .arg(env!("CARGO_BIN_EXE_boggle"))
            .arg("--log")
            .arg(&log)
            .args(limit)
            .args([
                "--",
                "--size",
                "2x3",
                "--at-least",
                "20",
                "--buckets",
                BUCKETS,
            ])
            .output()
            .expect("python3 runs")
    };
    // A trial proves only the classes asked for, and says how many are left; the job then goes on from its log.
    let trial = job(&["--limit", "7"]);
    assert!(trial.status.success(), "{}", stderr(&trial));
    assert!(stdout(&trial).is_empty(), "{}", stdout(&trial));
    assert!(
        stderr(&trial).contains("a trial of 7 classes; 17 left"),
        "{}",
        stderr(&trial)
    );
    let classes = |text: &str| text.lines().filter(|l| l.starts_with("class\t")).count();
    assert_eq!(classes(&std::fs::read_to_string(&log).expect("the log")), 7);
    let job = job(&[]);
    assert!(job.status.success(), "{}", stderr(&job));
    assert_eq!(stdout(&job), stdout(&prove(&[])));
    let check = prove(&["--check", log.to_str().expect("a UTF-8 path")]);
    assert!(
        stdout(&check).contains(" 0 wrong; 24 of 24 classes done, 0 missing"),
        "{}",
        stdout(&check)
    );
}
