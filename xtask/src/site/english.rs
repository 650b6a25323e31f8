//! The interface's English as a module: `locales/en/*.ftl` (but `errors.ftl`, which is Rust's own
//! English) joined into `l10n/english.js`, so `say.js` builds English's Fluent bundle as it loads,
//! before the first `t()`, with no request of its own (docs/log.md, 2026-12-07).

use std::fs;
use std::path::Path;

use crate::files::write;
use crate::process::{root, Result};

/// The module the build writes, inside a build's folder.
pub const FILE: &str = "l10n/english.js";
/// The area whose English is what Rust said, as it said it (`tSaid` shows `message` in English).
const RUST_OWN: &str = "errors.ftl";

/// Writes [`FILE`] into `staging`: every English area file but Rust's, comments left out.
pub fn write_module(staging: &Path) -> Result {
    let dir = root().join("www/locales/en");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".ftl") && name != RUST_OWN)
        .collect();
    names.sort();
    let mut text = String::new();
    for name in &names {
        let path = dir.join(name);
        let source = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        text.push_str(&without_comments(&source));
    }
    let module = format!(
        "// Written by the site build (xtask/src/site/english.rs) from locales/en: the English of every area.\nexport const ENGLISH_FTL = {};\n",
        serde_json::Value::String(text)
    );
    write(&staging.join(FILE), module.as_bytes())
}

/// `source` without its comment lines: a line starting `#` is a comment in Fluent (a pattern's
/// continuation lines are indented), so the parser would skip them anyway.
fn without_comments(source: &str) -> String {
    let mut kept: String = source
        .lines()
        .filter(|line| !line.starts_with('#'))
        .flat_map(|line| [line, "\n"])
        .collect();
    kept.push('\n');
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_go_and_indented_lines_stay() {
        let source = "## Area\n# About x\nx = A\n    # not a comment\ny = B\n";
        assert_eq!(
            without_comments(source),
            "x = A\n    # not a comment\ny = B\n\n"
        );
    }
}
