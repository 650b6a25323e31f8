//! `cargo xtask fuzz [--seconds N] [--target NAME] | --smoke`: the fuzz targets of `fuzz/` (board
//! text, dictionary bytes, dictionary text, photos) built with libFuzzer and run one after another for
//! N seconds each.
//! `cargo xtask test` runs the text targets briefly (`smoke`): the failures kept in `fuzz/artifacts/`
//! replayed, then a few seconds each from the seeds alone, so a check that no longer matches the product
//! fails there.
//!
//! It builds as cargo-fuzz would, but on the stable toolchain: libfuzzer-sys compiles libFuzzer (a C++
//! compiler is needed; Debian's `g++` is installed if there is none), and the coverage instrumentation
//! is rustc's `sancov-module` pass with its flags (no sanitizer: the product is safe Rust, so a bug
//! shows as a panic, a hang or memory). The corpora start from the shared data (boards, word lists,
//! labelled photos) and grow in `target/fuzz/corpus/`; an input that fails is written to
//! `fuzz/artifacts/TARGET/`, to replay with `--replay FILE`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::process::{cargo_command, root, run_in, Result};

mod seeds;

use seeds::write_seeds;

/// Each target, the longest input it is given, and how long one input may take before libFuzzer calls
/// it a hang (a photo read has a 100 ms budget, but decoding a large photo comes before it).
const TARGETS: [(&str, usize, u32); 4] = [
    ("board_text", 4096, 10),
    ("lexicon_bytes", 8192, 10),
    ("dictionary_text", 8192, 10),
    ("photo", 65536, 30),
];

/// rustc's flags for libFuzzer's coverage feedback, as cargo-fuzz passes them without a sanitizer.
const COVERAGE_FLAGS: &str = "-Cpasses=sancov-module \
    -Cllvm-args=-sanitizer-coverage-level=4 \
    -Cllvm-args=-sanitizer-coverage-inline-8bit-counters \
    -Cllvm-args=-sanitizer-coverage-pc-table \
    -Cllvm-args=-sanitizer-coverage-trace-compares \
    --cfg fuzzing -Cdebug-assertions -Coverflow-checks";

pub fn run(args: &[String]) -> Result {
    let mut seconds = 60u32;
    let mut only: Option<String> = None;
    let mut replay: Vec<String> = Vec::new();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let mut value = || rest.next().cloned().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--seconds" => {
                let text = value()?;
                seconds = text
                    .parse()
                    .map_err(|_| format!("bad --seconds '{text}'"))?;
            }
            "--target" => only = Some(value()?),
            "--replay" => replay.push(value()?),
            "--smoke" if args.len() == 1 => return smoke(),
            _ => {
                return Err(format!(
                    "unknown argument '{arg}' (--seconds N, --target NAME, --replay FILE, \
                     or --smoke alone: the brief run of `cargo xtask test`)"
                ))
            }
        }
    }
    let targets: Vec<_> = TARGETS
        .iter()
        .filter(|(name, ..)| only.as_deref().is_none_or(|only| only == *name))
        .collect();
    if targets.is_empty() {
        let names: Vec<&str> = TARGETS.iter().map(|t| t.0).collect();
        return Err(format!(
            "no fuzz target '{}' (targets: {})",
            only.unwrap_or_default(),
            names.join(", ")
        ));
    }
    let binaries = build(targets.iter().any(|(name, ..)| *name == "photo"))?;
    if !replay.is_empty() {
        let [(name, ..)] = targets.as_slice() else {
            return Err("--replay needs --target NAME".into());
        };
        return replay_inputs(&binaries.join(name), &replay);
    }
    let mut summary = Vec::new();
    for &&(name, max_len, timeout) in &targets {
        let corpus = root().join("target/fuzz/corpus").join(name);
        fs::create_dir_all(&corpus).map_err(|e| format!("{}: {e}", corpus.display()))?;
        let run = Run {
            binary: binaries.join(name),
            corpus,
            seconds,
            max_len,
            timeout,
        };
        summary.push(run.fuzz(name)?);
    }
    report(&summary)
}

/// The step of `cargo xtask test`: each text target built, the failures kept in `fuzz/artifacts/`
/// replayed (each was fixed, and must stay fixed), then `SMOKE_SECONDS` of fuzzing from the seeds alone,
/// in a corpus emptied first, so the step costs the same each time and a check gone stale fails at once.
/// The photo target is left to `cargo xtask fuzz`: building tract with coverage would add some twelve
/// minutes to a cold test run, past its budget.
pub fn smoke() -> Result {
    let binaries = build(false)?;
    let mut summary = Vec::new();
    for &(name, max_len, timeout) in TARGETS.iter().filter(|(name, ..)| *name != "photo") {
        let binary = binaries.join(name);
        let kept = artifacts_of(name)?;
        if !kept.is_empty() {
            eprintln!("{name}: replaying the {} failures kept", kept.len());
            replay_inputs(&binary, &kept)
                .map_err(|e| format!("{name}: {e} (fuzz/artifacts/{name}/)"))?;
        }
        let corpus = root().join("target/fuzz/smoke").join(name);
        if corpus.exists() {
            fs::remove_dir_all(&corpus).map_err(|e| format!("{}: {e}", corpus.display()))?;
        }
        fs::create_dir_all(&corpus).map_err(|e| format!("{}: {e}", corpus.display()))?;
        let run = Run {
            binary,
            corpus,
            seconds: SMOKE_SECONDS,
            max_len,
            timeout,
        };
        summary.push(run.fuzz(name)?);
    }
    report(&summary)
}

/// How long `smoke` fuzzes each target after its seeds.
const SMOKE_SECONDS: u32 = 5;

fn report(summary: &[String]) -> Result {
    eprintln!("\nfuzz summary:\n  {}", summary.join("\n  "));
    if summary.iter().any(|line| line.contains("FAILED")) {
        return Err(
            "a fuzz target failed: its input is in fuzz/artifacts/TARGET/, to replay with \
             `cargo xtask fuzz --target TARGET --replay FILE`"
                .into(),
        );
    }
    Ok(())
}

/// The failing inputs kept for a target (`fuzz/artifacts/TARGET/`), in name order (not libFuzzer's
/// `slow-unit-` files, which are not failures).
fn artifacts_of(target: &str) -> Result<Vec<String>> {
    let dir = root().join("fuzz/artifacts").join(target);
    let Ok(entries) = fs::read_dir(&dir) else {
        return Ok(Vec::new());
    };
    let mut files: Vec<String> = entries
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.path())
        .filter(|path| path.is_file())
        .filter(|path| {
            !path
                .file_name()
                .is_some_and(|name| name.to_string_lossy().starts_with("slow-unit-"))
        })
        .map(|path| path.to_string_lossy().into_owned())
        .collect();
    files.sort();
    Ok(files)
}

/// Builds the targets (the photo one, which needs tract, only if asked); the folder of the binaries.
fn build(photo: bool) -> Result<PathBuf> {
    cxx_compiler()?;
    let host = host_triple()?;
    let target_dir = root().join("target/fuzz");
    let manifest = root().join("fuzz/Cargo.toml");
    let (manifest, target_dir_text) = (manifest.to_string_lossy(), target_dir.to_string_lossy());
    let mut args = vec![
        "build",
        "--release",
        "--bins",
        "--manifest-path",
        &manifest,
        "--target",
        &host,
        "--target-dir",
        &target_dir_text,
    ];
    if photo {
        args.extend(["--features", "photo"]);
    }
    eprintln!("$ RUSTFLAGS=<coverage> cargo {}", args.join(" "));
    let status = cargo_command(&args)
        .current_dir(root())
        // `--target` keeps these flags off build scripts and proc macros.
        .env("RUSTFLAGS", COVERAGE_FLAGS)
        .status()
        .map_err(|e| format!("cannot start cargo: {e}"))?;
    if !status.success() {
        return Err(format!("building the fuzz targets failed ({status})"));
    }
    Ok(target_dir.join(host).join("release"))
}

/// libfuzzer-sys compiles libFuzzer, which is C++: where there is no C++ compiler (`$CXX`, else
/// `c++`, as the `cc` crate looks for), installs Debian's `g++`.
fn cxx_compiler() -> Result {
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".to_string());
    let found = Command::new(&cxx)
        .arg("--version")
        .output()
        .is_ok_and(|output| output.status.success());
    if found {
        return Ok(());
    }
    eprintln!("no C++ compiler ({cxx}) for libFuzzer: installing g++");
    let env = [("DEBIAN_FRONTEND", "noninteractive")];
    run_in(&root(), "apt-get", &["update", "-q"], &env)?;
    run_in(&root(), "apt-get", &["install", "-y", "-q", "g++"], &env)
}

fn host_triple() -> Result<String> {
    let output = Command::new("rustc")
        .arg("-vV")
        .output()
        .map_err(|e| format!("cannot start rustc: {e}"))?;
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .find_map(|line| line.strip_prefix("host: "))
        .map(str::to_string)
        .ok_or_else(|| "rustc -vV names no host".into())
}

/// One fuzzing run of a target.
struct Run {
    binary: PathBuf,
    corpus: PathBuf,
    seconds: u32,
    /// The longest input it is given.
    max_len: usize,
    /// Seconds one input may take before libFuzzer calls it a hang.
    timeout: u32,
}

impl Run {
    /// Seeds the corpus and fuzzes; a line of the summary (executions, seconds, coverage, failure).
    fn fuzz(&self, name: &str) -> Result<String> {
        let seeds = write_seeds(name, &self.corpus)?;
        let artifacts = root().join("fuzz/artifacts").join(name);
        fs::create_dir_all(&artifacts).map_err(|e| format!("{}: {e}", artifacts.display()))?;
        let started = std::time::Instant::now();
        let outcome = self.libfuzzer(&artifacts)?;
        let status = if outcome.failed {
            "FAILED (see above and fuzz/artifacts/)"
        } else {
            "no failure"
        };
        Ok(format!(
            "{name}: {} executions in {} s, {seeds} seeds, at the end {}, {status}",
            outcome.executions,
            started.elapsed().as_secs(),
            outcome.coverage
        ))
    }

    /// Runs libFuzzer on the corpus for `seconds`.
    fn libfuzzer(&self, artifacts: &Path) -> Result<Outcome> {
        let mut command = Command::new(&self.binary);
        command
            .arg(&self.corpus)
            .arg(format!("-max_total_time={}", self.seconds))
            .arg(format!("-max_len={}", self.max_len))
            .arg(format!("-timeout={}", self.timeout))
            // A unit under the hang limit is no failure: not written to the artifacts beside them.
            .arg(format!("-report_slow_units={}", self.timeout))
            .arg("-rss_limit_mb=3072")
            .arg("-print_final_stats=1")
            .arg(format!("-artifact_prefix={}/", artifacts.display()));
        let dict = root().join("fuzz/dicts").join(format!(
            "{}.dict",
            self.binary
                .file_name()
                .map(|n| n.to_string_lossy())
                .unwrap_or_default()
        ));
        if dict.is_file() {
            command.arg(format!("-dict={}", dict.display()));
        }
        eprintln!("$ {:?}", command);
        let output = command
            .stderr(std::process::Stdio::piped())
            .spawn()
            .and_then(|child| child.wait_with_output())
            .map_err(|e| format!("cannot start {}: {e}", self.binary.display()))?;
        let log = String::from_utf8_lossy(&output.stderr);
        // libFuzzer's progress lines are many: show what a panic said, and its last lines.
        let lines: Vec<&str> = log.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            if line.contains("panicked at") {
                lines[i..lines.len().min(i + 4)]
                    .iter()
                    .for_each(|l| eprintln!("  {l}"));
            }
        }
        for line in &lines[lines.len().saturating_sub(12)..] {
            eprintln!("  {line}");
        }
        let executions = lines
            .iter()
            .find_map(|line| line.strip_prefix("stat::number_of_executed_units:"))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or(0);
        Ok(Outcome {
            executions,
            coverage: coverage(&lines),
            failed: !output.status.success(),
        })
    }
}

/// What a libFuzzer run reported.
struct Outcome {
    executions: u64,
    /// Its last coverage figures: `cov: 1234 ft: 5678 corp: 90/12Kb`.
    coverage: String,
    failed: bool,
}

/// The coverage figures of libFuzzer's last status line (`#1234 DONE cov: 1 ft: 2 corp: 3/4b ...`).
fn coverage(lines: &[&str]) -> String {
    lines
        .iter()
        .rev()
        .find_map(|line| {
            let from = line.find("cov: ")?;
            let until = line.find(" lim: ").or_else(|| line.find(" exec/s"))?;
            line.get(from..until)
        })
        .unwrap_or("no coverage reported")
        .to_string()
}

/// Runs the target once on each file (a failure found earlier, or any input), without fuzzing.
fn replay_inputs(binary: &Path, files: &[String]) -> Result {
    let status = Command::new(binary)
        .args(files)
        .status()
        .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("the target failed on an input ({status})"))
    }
}
