//! `cargo xtask publish-check`: every publishable crate packaged and built from its package as
//! crates.io would (`cargo publish --dry-run --workspace`: the workspace's crates are resolved from a
//! local registry of their own packages, so it needs none of them on crates.io). Dirty files are
//! allowed, so it checks the manifests and the packages' contents of the tree as it is.

use std::fs;
use std::path::{Path, PathBuf};

use crate::process::{cargo, root, Result};

/// Its own target directory: cargo judges a registry package's build fresh by name and version alone,
/// never by its files, so our crates built as packages must be rebuilt on every run, and that must
/// not touch the workspace's own builds.
const TARGET: &str = "target/publish-check";

pub fn check() -> Result {
    forget_unpacked_packages()?;
    let target = root().join(TARGET);
    forget_built_packages(&target)?;
    cargo(&[
        "publish",
        "--dry-run",
        "--workspace",
        "--allow-dirty",
        "--target-dir",
        &target.to_string_lossy(),
    ])
}

/// Removes what an earlier run built of our crates (tract and the rest stay built).
fn forget_built_packages(target: &Path) -> Result {
    for folder in ["debug/deps", "debug/.fingerprint", "debug/build"] {
        let Ok(entries) = fs::read_dir(target.join(folder)) else {
            continue;
        };
        for path in entries.filter_map(|entry| entry.ok().map(|e| e.path())) {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
            if !name.is_some_and(|n| n.starts_with("boggle") || n.starts_with("libboggle")) {
                continue;
            }
            let removed = if path.is_dir() {
                fs::remove_dir_all(&path)
            } else {
                fs::remove_file(&path)
            };
            removed.map_err(|e| format!("cannot remove {}: {e}", path.display()))?;
        }
    }
    Ok(())
}

/// Cargo unpacks the local registry's packages under `$CARGO_HOME/registry/src/` once per name and
/// version, as if a published package never changed; ours do between runs, and a dependent would be
/// verified against a stale copy of its dependency. None of these names is on crates.io, so any
/// unpacked `boggle-<crate>-<version>` there is a leftover of an earlier check.
fn forget_unpacked_packages() -> Result {
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")));
    let Some(sources) = home.map(|home| home.join("registry/src")) else {
        return Ok(());
    };
    let Ok(registries) = fs::read_dir(&sources) else {
        return Ok(());
    };
    let packages = workspace_packages()?;
    for registry in registries.filter_map(|entry| entry.ok().map(|e| e.path())) {
        for package in &packages {
            let unpacked = registry.join(package);
            if unpacked.is_dir() {
                fs::remove_dir_all(&unpacked)
                    .map_err(|e| format!("cannot remove {}: {e}", unpacked.display()))?;
            }
        }
    }
    Ok(())
}

/// `name-version` of every crate under `crates/`.
fn workspace_packages() -> Result<Vec<String>> {
    let crates = root().join("crates");
    let mut packages = Vec::new();
    for entry in fs::read_dir(&crates).map_err(|e| format!("{}: {e}", crates.display()))? {
        let manifest = entry.map_err(|e| e.to_string())?.path().join("Cargo.toml");
        let Ok(text) = fs::read_to_string(&manifest) else {
            continue;
        };
        let field = |key: &str| {
            text.lines()
                .find_map(|line| line.strip_prefix(key))
                .and_then(|rest| rest.trim().strip_prefix("= \""))
                .and_then(|rest| rest.strip_suffix('"'))
                .map(str::to_string)
        };
        if let (Some(name), Some(version)) = (field("name "), field("version ")) {
            packages.push(format!("{name}-{version}"));
        }
    }
    Ok(packages)
}
