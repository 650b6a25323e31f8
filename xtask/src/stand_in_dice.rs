//! `cargo xtask stand-in-dice`: dice for the editions whose real dice no public source documents
//! (German and Italian 5x5 and 6x6, Spanish, and the French 6x6), built from the letter frequencies of the language's
//! word list, and written to `crates/dice/src/stand_in.rs`.
//!
//! The rule, so anyone can check it: count each letter symbol (a-z, the language's own letters,
//! `q` meaning `Qu` where the dice have it) over the list's distinct words of 3 to 8 letters;
//! give each letter `6 x dice` faces times its share, at least one (every letter can appear, as
//! on the English dice), rounding so the faces add up; then deal the faces, most frequent letter
//! first, round the dice in turn (1..n, 1..n, …), so copies of a letter land on different dice
//! and every die takes one face from each band of frequency.

use std::fmt::Write;
use std::fs;

use boggle_lexicon::{decode_in, dictionary, encode_in, Language, ALPHABET};

use crate::process::{root, Result};
use crate::words;

/// The stand-in sets: the Rust constant, the dictionary whose list is counted, dice count.
const SETS: [(&str, &str, usize); 8] = [
    ("GERMAN5", "de", 25),
    ("GERMAN6", "de", 36),
    ("SPANISH4", "es", 16),
    ("SPANISH5", "es", 25),
    ("SPANISH6", "es", 36),
    ("FRENCH6", "fr", 36),
    ("ITALIAN5", "it", 25),
    ("ITALIAN6", "it", 36),
];

pub fn run() -> Result {
    words::build_hunspell_lists()?;
    let mut out = String::from(
        "//! Stand-in dice for editions whose real dice no public source documents, built by\n\
         //! `cargo xtask stand-in-dice` from the letter frequencies of each language's word list\n\
         //! (`xtask/src/stand_in_dice.rs` has the rule; `docs/words.md` the counts). Not any\n\
         //! edition's dice: generated, do not edit.\n",
    );
    for (constant, name, dice) in SETS {
        let info = dictionary(name).ok_or(format!("{name} is not in the catalog"))?;
        let language = info.game_language();
        let path = root().join(info.list);
        let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let counts = letter_counts(language, &text);
        let faces = faces(&counts, dice * 6);
        let dealt = deal(&faces, dice, language);
        let shares: Vec<String> = faces_summary(&faces, language);
        writeln!(
            out,
            "\n/// {} x{}, from `{}` ({}): {}.",
            language.name(),
            dice,
            info.name,
            info.list,
            shares.join(" ")
        )
        .map_err(|e| e.to_string())?;
        writeln!(out, "pub const {constant}: [&str; {dice}] = [").map_err(|e| e.to_string())?;
        for die in dealt {
            writeln!(out, "    {die:?},").map_err(|e| e.to_string())?;
        }
        out.push_str("];\n");
    }
    let file = root().join("crates/dice/src/stand_in.rs");
    let before = fs::read_to_string(&file).unwrap_or_default();
    fs::write(&file, &out).map_err(|e| format!("{}: {e}", file.display()))?;
    // As `cargo fmt` would have it, so a run on the same lists changes nothing.
    let path = file.to_string_lossy();
    crate::process::run("rustfmt", &["--edition", "2021", &path])?;
    let after = fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    eprintln!(
        "{}: {}",
        file.display(),
        if before == after {
            "unchanged"
        } else {
            "rewritten"
        }
    );
    Ok(())
}

/// How often each symbol appears over the distinct words of 3 to 8 symbols.
fn letter_counts(language: Language, list: &str) -> [u64; ALPHABET] {
    let mut counts = [0u64; ALPHABET];
    let mut seen = std::collections::HashSet::new();
    for word in list.lines() {
        let Some(symbols) = encode_in(language, word) else {
            continue;
        };
        if (3..=8).contains(&symbols.len()) && seen.insert(symbols.clone()) {
            for s in symbols {
                counts[usize::from(s)] += 1;
            }
        }
    }
    counts
}

/// Faces per symbol: `total` shared by frequency, at least one for every letter that appears.
fn faces(counts: &[u64; ALPHABET], total: usize) -> Vec<(u8, usize)> {
    let sum: u64 = counts.iter().sum();
    let letters: Vec<(u8, f64)> = (0..ALPHABET as u8)
        .filter(|&s| counts[usize::from(s)] > 0)
        .map(|s| (s, counts[usize::from(s)] as f64 * total as f64 / sum as f64))
        .collect();
    let mut given: Vec<(u8, usize, f64)> = letters
        .iter()
        .map(|&(s, quota)| (s, (quota.round() as usize).max(1), quota))
        .collect();
    loop {
        let placed: usize = given.iter().map(|g| g.1).sum();
        if placed == total {
            break;
        }
        if placed > total {
            // Take from the letter furthest over its share that can spare a face.
            let over = given
                .iter_mut()
                .filter(|g| g.1 > 1)
                .max_by(|a, b| (a.1 as f64 - a.2).total_cmp(&(b.1 as f64 - b.2)));
            if let Some(g) = over {
                g.1 -= 1;
            }
        } else if let Some(g) = given
            .iter_mut()
            .max_by(|a, b| (a.2 - a.1 as f64).total_cmp(&(b.2 - b.1 as f64)))
        {
            g.1 += 1;
        }
    }
    let mut faces: Vec<(u8, usize)> = given.into_iter().map(|(s, n, _)| (s, n)).collect();
    faces.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    faces
}

/// The faces dealt round `dice` dice in turn, each die written as board text, sorted.
fn deal(faces: &[(u8, usize)], dice: usize, language: Language) -> Vec<String> {
    let mut dealt: Vec<Vec<u8>> = vec![Vec::new(); dice];
    let all = faces.iter().flat_map(|&(s, n)| std::iter::repeat_n(s, n));
    for (i, symbol) in all.enumerate() {
        dealt[i % dice].push(symbol);
    }
    dealt
        .into_iter()
        .map(|mut die| {
            die.sort_unstable();
            // `q` is written alone: board text reads it as the language's `q` face.
            die.iter()
                .map(|&s| decode_in(language, &[s]).chars().next().unwrap_or('?'))
                .collect()
        })
        .collect()
}

fn faces_summary(faces: &[(u8, usize)], language: Language) -> Vec<String> {
    faces
        .iter()
        .map(|&(s, n)| {
            let letter = decode_in(language, &[s]);
            format!("{letter} {n}")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_add_up_and_every_letter_gets_one() {
        let mut counts = [0u64; ALPHABET];
        counts[0] = 1000;
        counts[4] = 900;
        counts[25] = 1;
        counts[26] = 3;
        let faces = faces(&counts, 12);
        assert_eq!(faces.iter().map(|f| f.1).sum::<usize>(), 12);
        assert_eq!(faces, [(0, 5), (4, 5), (25, 1), (26, 1)]);
        let dice = deal(&faces, 2, Language::Spanish);
        assert_eq!(dice, ["aaaeez", "aaeeeñ"]);
    }
}
