//! `cargo xtask house`: the sizes the house keeps to (issue 35), measured the one way they are quoted.
//!
//! - Lines of code of each crate's `src/`: lines neither blank nor only a comment, in each file up to its
//!   `#[cfg(test)]` module (unit tests stay beside the code and do not count); `crates/vision` at most 4,000.
//! - Source files over 400 lines: Rust up to its test module, the front end's and the npm package's
//!   JavaScript, training's Python; tests aside.
//! - Python functions in `training/` over 80 lines, from `def` to the body's last line.
//! - `BENCHMARKS.md` and `ARCHITECTURE.md` at most 250 lines each (a dashboard, a ten-minute read).
//!
//! Exits with a failure when a limit is missed, naming it.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::process::{root, Result};

const VISION_CODE: usize = 4_000;
const FILE_LINES: usize = 400;
const PYTHON_FUNCTION: usize = 80;
/// The longest each of these documents may be, in lines.
const DOC_LINES: [(&str, usize); 2] = [("BENCHMARKS.md", 250), ("ARCHITECTURE.md", 250)];

pub fn report() -> Result {
    let root = root();
    let repo = repository_files()?;
    let mut missed = Vec::new();

    println!("lines of code (each file up to its test module):");
    let mut crates: Vec<String> = repo
        .iter()
        .filter(|f| f.starts_with("crates") && f.iter().nth(2).is_some_and(|d| d == "src"))
        .filter_map(|f| {
            f.iter()
                .nth(1)
                .map(|c| format!("crates/{}", c.to_string_lossy()))
        })
        .collect();
    crates.dedup();
    for name in &crates {
        let code: usize = files(&repo, &format!("{name}/src"), "rs")
            .iter()
            .filter(|f| !is_test(f))
            .map(|f| code_lines(&before_tests(&read(f))))
            .sum();
        println!("  {name:<28} {code:>6}");
        if name == "crates/vision" && code > VISION_CODE {
            missed.push(format!(
                "crates/vision has {code} lines of code (at most {VISION_CODE})"
            ));
        }
    }

    let mut sources = files(&repo, "crates", "rs");
    sources.extend(files(&repo, "xtask/src", "rs"));
    sources.extend(files(&repo, "www", "js"));
    sources.extend(files(&repo, "crates/web/npm", "js"));
    let python = files(&repo, "training", "py");
    sources.extend(python.iter().cloned());
    let mut long = Vec::new();
    for file in sources.iter().filter(|f| !is_test(f)) {
        let text = read(file);
        let lines = if file.extension().is_some_and(|e| e == "rs") {
            before_tests(&text)
        } else {
            text
        }
        .lines()
        .count();
        if lines > FILE_LINES {
            long.push(format!(
                "{} ({lines})",
                file.strip_prefix(&root).unwrap_or(file).display()
            ));
        }
    }
    println!("source files over {FILE_LINES} lines: {}", listing(&long));
    missed.extend(
        long.iter()
            .map(|f| format!("{f} is over {FILE_LINES} lines")),
    );

    let mut functions = Vec::new();
    for file in &python {
        for (name, lines) in python_functions(&read(file)) {
            if lines > PYTHON_FUNCTION {
                functions.push(format!(
                    "{}: {name} ({lines})",
                    file.strip_prefix(&root).unwrap_or(file).display()
                ));
            }
        }
    }
    println!(
        "Python functions over {PYTHON_FUNCTION} lines: {}",
        listing(&functions)
    );
    missed.extend(
        functions
            .iter()
            .map(|f| format!("{f} is over {PYTHON_FUNCTION} lines")),
    );

    for (doc, limit) in DOC_LINES {
        let lines = read(&root.join(doc)).lines().count();
        println!("{doc}: {lines} lines (at most {limit})");
        if lines > limit {
            missed.push(format!("{doc} has {lines} lines (at most {limit})"));
        }
    }
    if missed.is_empty() {
        Ok(())
    } else {
        Err(format!("limits missed: {}", missed.join("; ")))
    }
}

fn listing(items: &[String]) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        items.join(", ")
    }
}

/// A test file, not counted: under a `tests/` folder, a `tests.rs`, a fuzz target or a test kit's support.
fn is_test(file: &Path) -> bool {
    file.components()
        .any(|c| matches!(c.as_os_str().to_str(), Some("tests" | "fuzz")))
        || file
            .file_name()
            .is_some_and(|n| n == "tests.rs" || n == "test_support.rs")
}

/// A Rust file's text up to its unit tests' module.
fn before_tests(text: &str) -> String {
    text.lines()
        .take_while(|l| !l.starts_with("#[cfg(test)]"))
        .map(|l| format!("{l}\n"))
        .collect()
}

fn code_lines(text: &str) -> usize {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with("//"))
        .count()
}

/// Each `def`'s name and length, from its line to the last line of its body (read by indentation).
fn python_functions(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut out = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let Some(rest) = line
            .trim_start()
            .strip_prefix("def ")
            .or(line.trim_start().strip_prefix("async def "))
        else {
            continue;
        };
        let name = rest.split('(').next().unwrap_or(rest).to_string();
        let mut last = at;
        for (k, body) in lines.iter().enumerate().skip(at + 1) {
            let trimmed = body.trim_start();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            // A closing bracket of the signature, or the body: deeper than the `def`.
            if indent(body) <= indent(line) && !trimmed.starts_with(')') {
                break;
            }
            last = k;
        }
        out.push((name, last - at + 1));
    }
    out
}

/// The files of `repo` under `prefix` (a folder of the workspace) ending `.ext`, in order.
fn files(repo: &[PathBuf], prefix: &str, ext: &str) -> Vec<PathBuf> {
    let root = root();
    repo.iter()
        .filter(|f| f.starts_with(prefix) && f.extension().is_some_and(|e| e == ext))
        .map(|f| root.join(f))
        .collect()
}

/// Every file git tracks or would (not ignored), relative to the workspace root: not a local virtualenv.
fn repository_files() -> Result<Vec<PathBuf>> {
    let out = Command::new("git")
        .args([
            "ls-files",
            "-z",
            "--cached",
            "--others",
            "--exclude-standard",
        ])
        .current_dir(root())
        .output()
        .map_err(|e| format!("cannot start git: {e}"))?;
    if !out.status.success() {
        return Err("`git ls-files` failed".into());
    }
    let mut files: Vec<PathBuf> = out
        .stdout
        .split(|&b| b == 0)
        .filter(|p| !p.is_empty())
        .map(|p| PathBuf::from(String::from_utf8_lossy(p).into_owned()))
        .collect();
    files.sort();
    Ok(files)
}

fn read(file: &Path) -> String {
    fs::read_to_string(file).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_python_function_runs_to_its_last_body_line() {
        let text =
            "def a(x,\n      y):\n    one\n\n    # note\n    two\n\ndef b():\n    pass\nc = 1\n";
        assert_eq!(
            python_functions(text),
            vec![("a".into(), 6), ("b".into(), 2)]
        );
    }

    #[test]
    fn code_lines_leave_out_blanks_comments_and_tests() {
        let text = "//! doc\nfn a() {}\n\n// why\nfn b() {}\n#[cfg(test)]\nmod tests {}\n";
        assert_eq!(code_lines(&before_tests(text)), 2);
    }
}
