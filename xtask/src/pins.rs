//! The pins guard, the first step of `cargo xtask test`: everything a fresh machine fetches is
//! named by exact version, so an install next year gives the same tree as today. Offline and in
//! milliseconds, it reads the repository's files only:
//!
//! - every npm folder (a `package.json` with dependencies) has a lock; its own dependencies are
//!   exact versions and match the lock; no package in the lock asks for a floating version (a
//!   dist-tag such as `latest`, `*`, a range-less `x`, a URL or git spec) that an override of the
//!   folder does not pin to the version locked; no locked package has an install script the folder
//!   does not list, with its reason, under `ignoredInstallScripts` (npm is run `--ignore-scripts`,
//!   so the list says why the package works without it); every package comes from the npm registry
//!   with its integrity hash;
//! - the Cargo locks name only crates.io crates (xtask runs cargo `--locked`: `process.rs`);
//! - Python requirements are `name==version` lines, hashed all or none;
//! - xtask starts cargo and npm only through `process.rs`, and the Node tests install with
//!   `--ignore-scripts`.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::Value;

use npm::{direct_dependencies, npm_problems};

use crate::process::{root, Result};

const CRATES_IO: &str = "registry+https://github.com/rust-lang/crates.io-index";
/// Folders the walk for npm folders and requirements files does not enter.
const NOT_SEARCHED: [&str; 4] = ["node_modules", "target", ".git", ".venv"];

pub fn check() -> Result {
    let start = Instant::now();
    let root = root();
    let mut files = Vec::new();
    walk(&root, &mut files);
    let relative = |path: &Path| {
        path.strip_prefix(&root)
            .unwrap_or(path)
            .display()
            .to_string()
    };
    let mut problems = Vec::new();
    let mut report = |place: &str, found: Vec<String>| {
        problems.extend(found.into_iter().map(|p| format!("{place}: {p}")));
    };
    let (mut npm_folders, mut locked) = (0, 0);
    for package in files.iter().filter(|p| p.ends_with("package.json")) {
        let dir = package.parent().unwrap_or(&root);
        let manifest = read_json(package)?;
        if direct_dependencies(&manifest).is_empty() {
            continue;
        }
        npm_folders += 1;
        let lock_path = dir.join("package-lock.json");
        if !lock_path.is_file() {
            let advice = "no package-lock.json (run `npm install --ignore-scripts` there once and commit the lock)";
            report(&relative(dir), vec![advice.to_string()]);
            continue;
        }
        let lock = read_json(&lock_path)?;
        locked += lock["packages"]
            .as_object()
            .map_or(0, |p| p.len().saturating_sub(1));
        report(&relative(dir), npm_problems(&manifest, &lock));
    }
    let cargo_locks = ["Cargo.lock", "fuzz/Cargo.lock"];
    for lock in cargo_locks {
        report(lock, cargo_lock_problems(&read(&root.join(lock))?));
    }
    let mut requirements = 0;
    for file in &files {
        let name = relative(file);
        let file_name = file
            .file_name()
            .map(|n| n.to_string_lossy())
            .unwrap_or_default();
        if file_name.starts_with("requirements") && file_name.ends_with(".txt") {
            requirements += 1;
            report(&name, requirements_problems(&read(file)?));
        }
        if is_source(&name) {
            report(&name, spawn_problems(&name, &read(file)?));
        }
    }
    if !problems.is_empty() {
        return Err(format!(
            "{} things a fresh machine would fetch are not pinned:\n  {}",
            problems.len(),
            problems.join("\n  ")
        ));
    }
    eprintln!(
        "pins: {npm_folders} npm folders ({locked} locked packages), {} Cargo locks, {requirements} \
         requirements files: all pinned ({:.0} ms)",
        cargo_locks.len(),
        start.elapsed().as_secs_f64() * 1e3
    );
    Ok(())
}

/// What is wrong with a Cargo.lock: a crate from anywhere but crates.io (git, another registry).
pub fn cargo_lock_problems(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.strip_prefix("source = "))
        .map(|source| source.trim_matches('"'))
        .filter(|source| *source != CRATES_IO)
        .map(|source| format!("a crate comes from {source}, not crates.io"))
        .collect()
}

/// What is wrong with a pip requirements file: a requirement that is not `name==version`, or hashes
/// on some requirements only (pip checks hashes for all or none).
pub fn requirements_problems(text: &str) -> Vec<String> {
    let joined = text.replace("\\\n", " ");
    let mut problems = Vec::new();
    let mut hashed = Vec::new();
    for line in joined.lines() {
        let line = line.split(" #").next().unwrap_or("").trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let requirement = words.next().unwrap_or("");
        if requirement.starts_with('-') {
            problems.push(format!(
                "option \"{line}\": a requirements file names packages only"
            ));
            continue;
        }
        let exact = requirement
            .split_once("==")
            .is_some_and(|(name, version)| !name.is_empty() && is_exact_pep440(version));
        if !exact {
            problems.push(format!("\"{requirement}\" is not name==version"));
        }
        hashed.push(words.any(|w| w.starts_with("--hash=sha256:")));
    }
    if hashed.iter().any(|h| *h) && !hashed.iter().all(|h| *h) {
        problems.push("some requirements have hashes and some not: pip needs all or none".into());
    }
    problems
}

/// What is wrong with a source file: xtask starting cargo or npm past `process.rs` (which adds
/// `--locked` and `--ignore-scripts`), or a Node test installing with scripts.
pub fn spawn_problems(name: &str, text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    if name.starts_with("xtask/src/") && !name.ends_with("xtask/src/process.rs") {
        for program in ["\"cargo\"", "\"npm\"", "\"npx\""] {
            for (i, line) in text.lines().enumerate() {
                let call = line.contains(&format!("Command::new({program}"))
                    || line.contains(&format!(", {program},"));
                if call {
                    problems.push(format!(
                        "line {}: starts {program} itself; use process.rs's cargo/npm helpers",
                        i + 1
                    ));
                }
            }
        }
    }
    if name.ends_with(".mjs") || name.ends_with(".js") {
        for (i, line) in text.lines().enumerate() {
            let npm_install =
                line.contains("'npm'") && (line.contains("'install'") || line.contains("'ci'"));
            if npm_install && !line.contains("'--ignore-scripts'") {
                problems.push(format!(
                    "line {}: npm install without '--ignore-scripts'",
                    i + 1
                ));
            }
        }
    }
    problems
}

/// A PEP 440 version without wildcards (`2.4.6`, `2026.9.0`, `13.3.5.0.6`, `1.0rc1`).
fn is_exact_pep440(version: &str) -> bool {
    !version.is_empty()
        && version.starts_with(|c: char| c.is_ascii_digit())
        && version
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'+' || b == b'!')
}

/// xtask's Rust and the Node tests' scripts (`name` relative to the root).
fn is_source(name: &str) -> bool {
    let node_test = name.contains("tests/") && (name.ends_with(".mjs") || name.ends_with(".js"));
    (name.starts_with("xtask/src/") && name.ends_with(".rs")) || node_test
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        if path.is_dir() {
            if !NOT_SEARCHED.iter().any(|n| name == *n) {
                walk(&path, files);
            }
        } else {
            files.push(path);
        }
    }
}

fn read(path: &Path) -> Result<String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn read_json(path: &Path) -> Result<Value> {
    serde_json::from_str(&read(path)?).map_err(|e| format!("{}: {e}", path.display()))
}

mod npm;
#[cfg(test)]
mod tests;
