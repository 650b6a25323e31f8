//! The docs' lists of dictionaries and figures held to the code: README.md and ARCHITECTURE.md name the
//! dictionaries of `boggle_lexicon::DICTIONARIES`, in its order, and the README's ENABLE2K word count is the
//! count the lexicon builds (issue 50: a list written twice goes stale; this fails instead).

use std::path::{Path, PathBuf};

use boggle_lexicon::{Lexicon, DICTIONARIES};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

fn read(name: &str) -> String {
    let path = root().join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Docs wrap lines: compare with every run of whitespace as one space.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The catalog's names as the docs write them: "`enable2k`, `common`, …".
fn names() -> String {
    let names: Vec<String> = DICTIONARIES
        .iter()
        .map(|d| format!("`{}`", d.name))
        .collect();
    names.join(", ")
}

#[test]
fn readme_names_every_dictionary_in_the_catalogs_order() {
    let readme = flat(&read("README.md"));
    let names = names();
    assert!(
        readme.contains(&format!(
            "`--dict NAME` names a dictionary of `boggle dicts` ({names};"
        )),
        "README.md's `--dict NAME` line should list {names}"
    );
    let titles: Vec<&str> = DICTIONARIES.iter().map(|d| d.title).collect();
    let titles = titles.join(", ");
    assert!(
        readme.contains(&format!("chooses the word list ({titles};")),
        "README.md's Words line should list {titles}"
    );
}

#[test]
fn architecture_names_every_dictionary_in_the_catalogs_order() {
    let architecture = flat(&read("ARCHITECTURE.md"));
    let names = names();
    assert!(
        architecture.contains(&format!("dictionaries: {names}.")),
        "ARCHITECTURE.md should say `dictionaries: {names}.`"
    );
}

#[test]
fn readme_gives_the_enable2k_word_count_the_lexicon_builds() {
    let list = read("crates/lexicon/data/enable2k.txt");
    let count = Lexicon::from_words(list.lines()).word_count().to_string();
    // 173498 -> "173,498": a comma before every group of three digits from the right.
    let mut grouped = String::new();
    for (i, digit) in count.chars().enumerate() {
        if i > 0 && (count.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    assert!(
        flat(&read("README.md")).contains(&format!("ENABLE2K, {grouped} words")),
        "README.md should say ENABLE2K has {grouped} words"
    );
}

#[test]
fn the_browser_tests_readme_has_a_row_for_every_file() {
    let readme = read("www/tests/README.md");
    let folder = root().join("www/tests");
    let entries =
        std::fs::read_dir(&folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display()));
    let mut missing = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        // Scripts and folders (lighthouse/), not the package files or node_modules.
        let listed = name.ends_with(".mjs") || (entry.path().is_dir() && name != "node_modules");
        let row = if entry.path().is_dir() {
            format!("| `{name}/` |")
        } else {
            format!("| `{name}` |")
        };
        if listed && !readme.contains(&row) {
            missing.push(name);
        }
    }
    assert!(
        missing.is_empty(),
        "www/tests/README.md has no row for {missing:?}"
    );
}
