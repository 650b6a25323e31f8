//! Where the word lists' sources are: the npm packages of `xtask/words/`, installed when stale.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use crate::process::{root, Result};
use crate::setup;

pub fn sources_dir() -> PathBuf {
    root().join("xtask/words")
}

/// The installed packages' folder, installing them first when missing or stale.
pub fn packages() -> Result<PathBuf> {
    let dir = sources_dir();
    setup::npm_packages(&dir)?;
    Ok(dir.join("node_modules"))
}

/// The lines of `path`, trimmed, as a set.
pub fn read_lines(path: &Path) -> Result<BTreeSet<String>> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(text.lines().map(|l| l.trim().to_string()).collect())
}
