//! Installing what a fresh machine lacks: the wasm32 target, Debian's Chromium, npm packages.
//! Each step checks first, so a warm machine pays nothing.

use std::path::Path;
use std::process::Command;

use crate::{root, run, run_in, Result};

pub const CHROMIUM: &str = "/usr/bin/chromium";

pub fn wasm_target() -> Result {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains("wasm32-unknown-unknown"))
        .unwrap_or(false);
    if installed {
        return Ok(());
    }
    run("rustup", &["target", "add", "wasm32-unknown-unknown"])
}

pub fn chromium() -> Result {
    if !Path::new(CHROMIUM).exists() {
        let env = [("DEBIAN_FRONTEND", "noninteractive")];
        run_in(&root(), "apt-get", &["update", "-q"], &env)?;
        run_in(
            &root(),
            "apt-get",
            &["install", "-y", "-q", "chromium"],
            &env,
        )?;
    }
    // The browser tests' results depend on it (offline behaviour changed between versions): say
    // which one they ran with.
    let version = Command::new(CHROMIUM)
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|e| format!("unknown ({e})"));
    eprintln!("browser tests run with {version}");
    Ok(())
}

/// `npm ci` in the browser tests' folder when its `node_modules` is missing or stale.
pub fn npm_packages(dir: &Path) -> Result {
    let lock = dir.join("package-lock.json");
    let installed = dir.join("node_modules/.package-lock.json");
    let fresh = match (
        lock.metadata().and_then(|m| m.modified()),
        installed.metadata().and_then(|m| m.modified()),
    ) {
        (Ok(lock), Ok(installed)) => installed >= lock,
        _ => false,
    };
    if fresh {
        return Ok(());
    }
    let command = if lock.exists() { "ci" } else { "install" };
    run_in(dir, "npm", &[command, "--no-audit", "--no-fund"], &[])
}
