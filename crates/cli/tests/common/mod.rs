//! Helpers shared by the CLI's integration tests: run the binary, make a fresh folder.
#![allow(dead_code)] // Each test file uses its own subset.

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs `boggle` with `args`.
pub fn boggle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_boggle"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Text from a command's bytes, lossily.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

pub fn stdout(o: &Output) -> String {
    text(&o.stdout)
}

pub fn stderr(o: &Output) -> String {
    text(&o.stderr)
}

/// A fresh, empty folder for one test's files.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("boggle-cli-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}
