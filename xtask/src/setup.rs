//! Installing what a fresh machine lacks: the wasm32 target, Debian's Chromium, npm packages,
//! Debian packages of data (GCIDE).
//! Each step checks first, so a warm machine pays nothing.

use std::path::{Path, PathBuf};
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

/// A Debian package's files, from the Debian archive through apt (`apt-get download`, the
/// package list refreshed first if apt does not know it), checked against its SHA-256 and
/// unpacked into `target/debian/<package>_<version>/` once: the folder is returned.
pub fn debian_package(package: &str, version: &str, sha256: &str) -> Result<PathBuf> {
    let dir = root()
        .join("target/debian")
        .join(format!("{package}_{version}"));
    let done = dir.join(".unpacked");
    if done.exists() {
        return Ok(dir);
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let wanted = format!("{package}={version}");
    if run_in(&dir, "apt-get", &["download", "-q", &wanted], &[]).is_err() {
        let env = [("DEBIAN_FRONTEND", "noninteractive")];
        run_in(&root(), "apt-get", &["update", "-q"], &env)?;
        run_in(&dir, "apt-get", &["download", "-q", &wanted], &[])?;
    }
    let deb = std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|x| x == "deb"))
        .ok_or(format!("apt-get download {wanted} left no .deb"))?;
    let sum = Command::new("sha256sum")
        .arg(&deb)
        .output()
        .map_err(|e| format!("sha256sum: {e}"))?;
    let sum = String::from_utf8_lossy(&sum.stdout);
    if sum.split_whitespace().next() != Some(sha256) {
        return Err(format!(
            "{} is not the package expected (SHA-256 {sum}, expected {sha256})",
            deb.display()
        ));
    }
    let deb = deb.to_string_lossy().to_string();
    run_in(&dir, "dpkg-deb", &["-x", &deb, "."], &[])?;
    std::fs::write(&done, "").map_err(|e| format!("{}: {e}", done.display()))?;
    Ok(dir)
}
