//! Installing what a fresh machine lacks: the wasm32 target, Debian's Chromium, npm packages,
//! Debian packages of data (GCIDE).
//! Each step checks first, so a warm machine pays nothing.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::files::sha256_hex;
use crate::process::{self, root, run, run_in, Result};

pub const CHROMIUM: &str = "/usr/bin/chromium";

/// The oldest Node and npm the project supports (README.md, "Requirements"): playwright-core and
/// the browser tests' `node:test` need Node 20; npm 10 is what Node 20 ships with. Tested with
/// Node 20.20.2 and npm 11.19.1.
const NODE_AT_LEAST: (u32, u32) = (20, 0);
const NPM_AT_LEAST: (u32, u32) = (10, 0);

/// Node and npm present and new enough, said in one line before anything is built, rather than
/// as an npm error ten minutes in.
pub fn node_and_npm() -> Result {
    let mut missing = Vec::new();
    for (program, at_least) in [("node", NODE_AT_LEAST), ("npm", NPM_AT_LEAST)] {
        let found = Command::new(program)
            .arg("--version")
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
        let wanted = format!("{program} >= {}.{}", at_least.0, at_least.1);
        match found {
            None => missing.push(format!("{wanted} (not found)")),
            Some(version) if major_minor(&version) < Some(at_least) => {
                missing.push(format!("{wanted} (found {version})"))
            }
            Some(_) => {}
        }
    }
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "this needs {}: install Node.js 20 or newer (Debian: `apt-get install nodejs npm`)",
            missing.join(" and ")
        ))
    }
}

/// `v20.20.2` or `11.19.1` as (20, 20) or (11, 19).
fn major_minor(version: &str) -> Option<(u32, u32)> {
    let mut parts = version.trim_start_matches('v').split('.');
    let major = parts.next()?.parse().ok()?;
    let minor = parts.next()?.parse().ok()?;
    Some((major, minor))
}

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

/// The Chromium the browser tests were last checked with (Debian 12's security archive); apt
/// keeps only the newest release of a package, so this moves when Debian's does.
pub const CHROMIUM_VERSION: &str = "148.0.7778.167-1~deb12u1";

/// Debian's Chromium, installed at `CHROMIUM_VERSION` if missing. The archive keeps one release: when
/// it has moved on, the archive's is installed and said, since a browser is not data the tests'
/// answers are built from; one already installed is used as it is, its version printed either way.
pub fn chromium() -> Result {
    if !Path::new(CHROMIUM).exists() {
        let pinned = format!("chromium={CHROMIUM_VERSION}");
        let common = format!("chromium-common={CHROMIUM_VERSION}");
        let packages: Vec<&str> = if apt_has("chromium", CHROMIUM_VERSION)? {
            vec![&pinned, &common]
        } else {
            eprintln!(
                "Debian's archive no longer has chromium {CHROMIUM_VERSION}, which the browser tests \
                 were last checked with: installing its {} instead (move CHROMIUM_VERSION in \
                 xtask/src/setup.rs once the tests pass with it)",
                apt_versions("chromium").first().map_or("(none)", String::as_str)
            );
            vec!["chromium"]
        };
        let mut args = vec!["install", "-y", "-q", "--no-install-recommends"];
        args.extend(packages);
        run_in(&root(), "apt-get", &args, &APT_ENV)?;
    }
    // The browser tests' results depend on it (offline behaviour changed between versions): say
    // which one they ran with.
    let version = Command::new(CHROMIUM)
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|e| format!("unknown ({e})"));
    eprintln!("browser tests run with {version} (checked with Debian's {CHROMIUM_VERSION})");
    Ok(())
}

const APT_ENV: [(&str, &str); 1] = [("DEBIAN_FRONTEND", "noninteractive")];

/// Whether Debian's archive, as apt knows it, has `package` at `version`; apt's lists are
/// refreshed once if not.
fn apt_has(package: &str, version: &str) -> Result<bool> {
    if apt_versions(package).iter().any(|v| v == version) {
        return Ok(true);
    }
    run_in(&root(), "apt-get", &["update", "-q"], &APT_ENV)?;
    Ok(apt_versions(package).iter().any(|v| v == version))
}

/// The versions of `package` apt can install, newest first (`apt-cache madison`).
fn apt_versions(package: &str) -> Vec<String> {
    let out = Command::new("apt-cache")
        .args(["madison", package])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    out.lines()
        .filter_map(|line| line.split('|').nth(1))
        .map(|v| v.trim().to_string())
        .collect()
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
    if !lock.exists() {
        return Err(format!(
            "{} has no package-lock.json: every npm folder installs from its lock",
            dir.display()
        ));
    }
    process::npm_ci(dir)
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
    // A .deb put there by hand (from snapshot.debian.org, once the archive has dropped the version)
    // is used as a downloaded one would be: the SHA-256 decides.
    let deb = match find_deb(&dir)? {
        Some(deb) => deb,
        None => {
            if !apt_has(package, version)? {
                let offered = apt_versions(package);
                return Err(format!(
                    "Debian's archive no longer has {package} {version} (it offers {}), and the build \
                     needs exactly that file (SHA-256 {sha256}): download {package}_{version}'s .deb from \
                     https://snapshot.debian.org/package/{package}/ into {}, or move the pin in xtask \
                     to a version whose files you have checked",
                    if offered.is_empty() { "none".to_string() } else { offered.join(", ") },
                    dir.display()
                ));
            }
            run_in(
                &dir,
                "apt-get",
                &["download", "-q", &format!("{package}={version}")],
                &[],
            )?;
            find_deb(&dir)?.ok_or(format!("apt-get download {package}={version} left no .deb"))?
        }
    };
    let bytes = std::fs::read(&deb).map_err(|e| format!("{}: {e}", deb.display()))?;
    let sum = sha256_hex(&bytes);
    if sum != sha256 {
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

fn find_deb(dir: &Path) -> Result<Option<PathBuf>> {
    Ok(std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|x| x == "deb")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_compare_by_major_then_minor() {
        assert_eq!(major_minor("v20.20.2"), Some((20, 20)));
        assert_eq!(major_minor("11.19.1"), Some((11, 19)));
        assert_eq!(major_minor("nonsense"), None);
        assert!(major_minor("v18.19.0") < Some(NODE_AT_LEAST));
        assert!(major_minor("v22.1.0") >= Some(NODE_AT_LEAST));
    }
}
