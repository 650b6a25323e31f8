//! `cargo xtask bench-solvers`: our solver beside D. Vanderkam's popcount-trie Boggler (GitHub
//! danvk/boggle-zoo, branch `popcount-trie`), the fastest public one, on the same boards in the same
//! run: the two alternate, pinned to one core, and every pass's total is checked to agree.
//!
//! Nothing is fetched: his code comes from a local copy of the repository (a bare git directory,
//! `DANVK_ZOO`, by default `../.mirror/danvk+boggle-zoo/repo` beside the checkout). It states no
//! licence, so none of it is committed here: at bench time his headers and encoder are read out of
//! that copy into `target/bench-solvers/`, his encoder builds his trie from ENABLE2K, and our
//! driver (`bench_solvers/danvk_driver.cc`) is compiled against them with `g++ -O3 -march=native`.
//! Our side is the solver's `rate` example (in process) and `boggle solve --boards --summary`
//! (whole process). Ratios are ours over his: above 1 we are faster.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::process::{cargo, root, shared, Result};

mod measure;
use measure::{agree, his_points, load, medians, our_points, pinned, rates, report_ratios, timed};

/// The branch of danvk/boggle-zoo with the popcount trie.
const BRANCH: &str = "popcount-trie";
/// His files the driver and the trie need.
const HIS_FILES: [&str; 6] = [
    "cpp/boggler.h",
    "cpp/compact_trie.h",
    "cpp/compact_trie.cc",
    "cpp/constants.h",
    "cpp/neighbors.h",
    "boggle/encode_dict.py",
];
/// Timed passes over the boards inside each in-process run (after one untimed warm-up); the run's
/// figure is their median.
const PASSES: &str = "3";
/// Boards of each whole-process run: the 30,000 4x4 and 10,000 5x5, the reference files
/// repeated.
const WHOLE_BOARDS: [(u32, usize); 2] = [(4, 30_000), (5, 10_000)];

pub fn run(args: &[String]) -> Result {
    let mut rounds = 5usize;
    let mut core = "1".to_string();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--rounds" => {
                rounds = it
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|n| (1..=100).contains(n))
                    .ok_or("--rounds takes a number from 1 to 100")?;
            }
            "--core" => core = it.next().ok_or("--core takes a CPU number")?.clone(),
            _ => {
                return Err(format!(
                    "bench-solvers: unknown argument {arg} (--rounds N, --core C)"
                ))
            }
        }
    }
    let dir = root().join("target/bench-solvers");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let words = shared().join("data/words/enable2k.txt");
    let (trie, driver) = build_his(&dir, &words)?;
    cargo(&[
        "build",
        "--release",
        "-p",
        "boggle-solver",
        "--example",
        "rate",
    ])?;
    cargo(&["build", "--release", "-p", "boggle-cli", "--bin", "boggle"])?;
    let rate = root().join("target/release/examples/rate");
    let boggle = root().join("target/release/boggle");
    let (words, trie, driver) = (path_str(&words)?, path_str(&trie)?, path_str(&driver)?);
    let (rate, boggle) = (path_str(&rate)?, path_str(&boggle)?);
    println!(
        "bench-solvers: {rounds} rounds, core {core}, ENABLE2K, 3+ letters; load {}",
        load()
    );
    let data = shared().join("data/solver");
    for size in [4u32, 5] {
        let boards = data.join(format!("boards{size}.txt"));
        let boards = path_str(&boards)?;
        let ours = [rate, words, boards, PASSES];
        let paths = [rate, words, boards, PASSES, "paths"];
        let his = [driver, trie, boards, PASSES];
        let sides: [(&str, &[&str]); 3] = [("ours", &ours), ("ours+paths", &paths), ("his", &his)];
        let mut figures: Vec<Vec<(f64, f64)>> = vec![Vec::new(); sides.len()];
        let mut points = None;
        for round in 0..rounds {
            for i in order(round, sides.len()) {
                let out = pinned(&core, sides[i].1)?;
                let (wall, cpu, total) = rates(&out)?;
                agree(&mut points, total, sides[i].0)?;
                figures[i].push((wall, cpu));
            }
        }
        println!(
            "{size}x{size} in process, boards/s (medians of {rounds} runs of {PASSES} passes), {} points each pass:",
            points.unwrap_or(0)
        );
        for (i, (name, _)) in sides.iter().enumerate() {
            let (wall, cpu) = medians(&figures[i]);
            println!("  {name:<11} wall {wall:>9.0}   cpu {cpu:>9.0}");
        }
        report_ratios("ours / his (counts)", &figures[0], &figures[2]);
    }
    for (size, count) in WHOLE_BOARDS {
        whole_process(
            &dir,
            &data,
            size,
            count,
            rounds,
            &core,
            [boggle, words, driver, trie],
        )?;
    }
    println!("load after: {}", load());
    Ok(())
}

/// His files out of the local copy, his trie from his encoder, and our driver compiled against
/// his headers: the trie's and the driver's paths.
fn build_his(dir: &Path, words: &Path) -> Result<(PathBuf, PathBuf)> {
    let git_dir = std::env::var_os("DANVK_ZOO")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("../.mirror/danvk+boggle-zoo/repo"));
    let git = |args: &[&str]| -> Result<Vec<u8>> {
        let out = Command::new("git")
            .arg("--git-dir")
            .arg(&git_dir)
            .args(args)
            .output()
            .map_err(|e| format!("git: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "no copy of danvk/boggle-zoo at {} (set DANVK_ZOO to a clone's git directory): {}",
                git_dir.display(),
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        Ok(out.stdout)
    };
    let commit = String::from_utf8_lossy(&git(&["rev-parse", BRANCH])?)
        .trim()
        .to_string();
    let zoo = dir.join(format!("zoo-{}", &commit[..commit.len().min(12)]));
    std::fs::create_dir_all(&zoo).map_err(|e| format!("{}: {e}", zoo.display()))?;
    for file in HIS_FILES {
        let name = file.rsplit('/').next().unwrap_or(file);
        let bytes = git(&["show", &format!("{commit}:{file}")])?;
        std::fs::write(zoo.join(name), bytes).map_err(|e| format!("{name}: {e}"))?;
    }
    println!("danvk/boggle-zoo {BRANCH} at {commit}");
    let trie = zoo.join("enable2k.bin");
    if !trie.is_file() {
        crate::process::run(
            "python3",
            &[
                path_str(&zoo.join("encode_dict.py"))?,
                path_str(words)?,
                "--binary",
                path_str(&trie)?,
            ],
        )?;
    }
    let driver = dir.join("danvk_driver");
    let source = root().join("xtask/src/bench_solvers/danvk_driver.cc");
    crate::process::run(
        "g++",
        &[
            "-O3",
            "-march=native",
            "-std=c++20",
            "-Wall",
            "-Wno-sign-compare",
            "-I",
            path_str(&zoo)?,
            path_str(&source)?,
            path_str(&zoo.join("compact_trie.cc"))?,
            "-o",
            path_str(&driver)?,
        ],
    )?;
    Ok((trie, driver))
}

/// One whole-process comparison: ours with its built-in ENABLE2K (serialised, as his trie is
/// encoded offline), ours building ENABLE2K from its text, and his, `count` boards, alternating.
fn whole_process(
    dir: &Path,
    data: &Path,
    size: u32,
    count: usize,
    rounds: usize,
    core: &str,
    [boggle, words, driver, trie]: [&str; 4],
) -> Result {
    let source = data.join(format!("boards{size}.txt"));
    let text =
        std::fs::read_to_string(&source).map_err(|e| format!("{}: {e}", source.display()))?;
    let lines: Vec<&str> = text.lines().collect();
    let mut repeated = String::new();
    for line in lines.iter().cycle().take(count) {
        repeated.push_str(line);
        repeated.push('\n');
    }
    let boards = dir.join(format!("whole{size}.txt"));
    std::fs::write(&boards, repeated).map_err(|e| format!("{}: {e}", boards.display()))?;
    let boards = path_str(&boards)?;
    let solve = |dict: &'static str| {
        vec![
            boggle,
            "solve",
            "--boards",
            boards,
            "--summary",
            "--dict",
            dict,
            "--min",
            "3",
            "--jobs",
            "1",
        ]
    };
    let mut text_dict = solve("");
    text_dict[6] = words;
    let sides: [(&str, Vec<&str>); 3] = [
        ("ours (built-in dict)", solve("enable2k")),
        ("ours (dict from text)", text_dict),
        ("his", vec![driver, trie, boards, "0"]),
    ];
    let mut figures: Vec<Vec<(f64, f64)>> = vec![Vec::new(); sides.len()];
    let mut points = None;
    for round in 0..rounds {
        for i in order(round, sides.len()) {
            let (out, wall, cpu) = timed(core, &sides[i].1)?;
            let total = if i == 2 {
                his_points(&out)?
            } else {
                our_points(&out)?
            };
            agree(&mut points, total, sides[i].0)?;
            figures[i].push((wall, cpu));
        }
    }
    println!(
        "{size}x{size} whole process, {count} boards, seconds (medians of {rounds}), {} points each run:",
        points.unwrap_or(0)
    );
    for (i, (name, _)) in sides.iter().enumerate() {
        let (wall, cpu) = medians(&figures[i]);
        println!("  {name:<22} wall {wall:>7.3}   cpu {cpu:>7.3}");
    }
    // Seconds, not rates: his over ours is how many times faster we are.
    let inverse = |f: &[(f64, f64)]| {
        f.iter()
            .map(|&(w, c)| (1.0 / w, 1.0 / c))
            .collect::<Vec<_>>()
    };
    report_ratios(
        "ours (built-in) / his",
        &inverse(&figures[0]),
        &inverse(&figures[2]),
    );
    report_ratios(
        "ours (from text) / his",
        &inverse(&figures[1]),
        &inverse(&figures[2]),
    );
    Ok(())
}

/// The sides' order in round `round`: rotated each round, so none always runs first.
fn order(round: usize, sides: usize) -> Vec<usize> {
    (0..sides).map(|i| (i + round) % sides).collect()
}

fn path_str(path: &Path) -> Result<&str> {
    path.to_str()
        .ok_or_else(|| format!("{} is not UTF-8", path.display()))
}
