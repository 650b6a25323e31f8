//! Definitions on tap: a compact text format (one shard per first letter, so a tap downloads a
//! few dozen KB rather than the whole dictionary), built from WordNet's database files, and a
//! lookup that finds the entry of an inflected form by WordNet's detachment rules ("morphy").
//!
//! Pure: no I/O. The build takes WordNet's files as text; lookup takes a shard as text.
//!
//! A shard is UTF-8 text: the line `BGLD 1`, then one line per headword in byte order,
//! `headword TAB sense TAB sense…`, each sense `P|gloss` with `P` the part of speech (`n`, `v`,
//! `a` adjective, `r` adverb). Glosses never hold tabs or newlines.

use std::collections::BTreeMap;
use std::fmt;

mod build;
pub use build::{build_from_wordnet, WordNetFile};

const HEADER: &str = "BGLD 1";

/// One meaning of a word.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sense {
    /// `noun`, `verb`, `adjective` or `adverb`.
    pub part_of_speech: &'static str,
    pub gloss: String,
}

/// What a looked-up word means.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Definition {
    /// The word asked about, lowercase.
    pub word: String,
    /// The entry that answered: the word itself, or the form it is inflected from.
    pub headword: String,
    pub senses: Vec<Sense>,
}

/// Why a shard could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FormatError {
    NotDefinitions,
    /// A line that is not `headword TAB P|gloss…` (its 1-based number).
    BadLine(usize),
    /// Headwords out of order, which binary search cannot use (the line's number).
    Unsorted(usize),
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatError::NotDefinitions => f.write_str("not a definitions file (bad header)"),
            FormatError::BadLine(n) => write!(f, "definitions file: line {n} is malformed"),
            FormatError::Unsorted(n) => write!(f, "definitions file: line {n} is out of order"),
        }
    }
}

impl std::error::Error for FormatError {}

/// The shard a word's definitions are in: its first letter, `None` for a word that is not
/// lowercase a-z (no shard holds it).
pub fn shard_of(word: &str) -> Option<char> {
    let first = word.chars().next()?.to_ascii_lowercase();
    first.is_ascii_lowercase().then_some(first)
}

/// Every shard's letter.
pub fn shard_letters() -> impl Iterator<Item = char> {
    'a'..='z'
}

fn part_of_speech(code: &str) -> Option<&'static str> {
    Some(match code {
        "n" => "noun",
        "v" => "verb",
        "a" => "adjective",
        "r" => "adverb",
        _ => return None,
    })
}

/// One shard, parsed once: its lines, looked up by binary search.
#[derive(Clone, Debug)]
pub struct Definitions {
    /// `(headword, senses text)` pairs in byte order of headword.
    entries: Vec<(String, String)>,
}

impl Definitions {
    /// Reads a shard, checking its header, every line's shape and the order.
    pub fn parse(text: &str) -> Result<Definitions, FormatError> {
        let mut lines = text.lines();
        if lines.next() != Some(HEADER) {
            return Err(FormatError::NotDefinitions);
        }
        let mut entries: Vec<(String, String)> = Vec::new();
        for (i, line) in lines.enumerate() {
            let number = i + 2;
            let (head, senses) = line.split_once('\t').ok_or(FormatError::BadLine(number))?;
            let well_formed = !head.is_empty()
                && senses.split('\t').all(|s| {
                    s.split_once('|')
                        .is_some_and(|(p, g)| part_of_speech(p).is_some() && !g.is_empty())
                });
            if !well_formed {
                return Err(FormatError::BadLine(number));
            }
            if entries
                .last()
                .is_some_and(|(last, _)| last.as_str() >= head)
            {
                return Err(FormatError::Unsorted(number));
            }
            entries.push((head.to_string(), senses.to_string()));
        }
        Ok(Definitions { entries })
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn entry(&self, headword: &str) -> Option<&str> {
        self.entries
            .binary_search_by(|(h, _)| h.as_str().cmp(headword))
            .ok()
            .map(|i| self.entries[i].1.as_str())
    }

    /// The definitions of `word` (case-insensitive): its own entry, else the entry of the first
    /// form it can be an inflection of (`cats` → `cat`), else `None`.
    pub fn lookup(&self, word: &str) -> Option<Definition> {
        let word = word.trim().to_ascii_lowercase();
        let (headword, senses) = base_forms(&word)
            .into_iter()
            .find_map(|form| self.entry(&form).map(|senses| (form, senses)))?;
        let senses = senses
            .split('\t')
            .filter_map(|s| {
                let (p, gloss) = s.split_once('|')?;
                Some(Sense {
                    part_of_speech: part_of_speech(p)?,
                    gloss: gloss.to_string(),
                })
            })
            .collect();
        Some(Definition {
            word,
            headword,
            senses,
        })
    }
}

/// WordNet's detachment rules (its `morphy`), noun then verb then adjective: suffix, what
/// replaces it.
const RULES: [(&str, &str); 19] = [
    ("ses", "s"),
    ("xes", "x"),
    ("zes", "z"),
    ("ches", "ch"),
    ("shes", "sh"),
    ("men", "man"),
    ("ies", "y"),
    ("s", ""),
    ("es", "e"),
    ("es", ""),
    ("ed", "e"),
    ("ed", ""),
    ("ing", "e"),
    ("ing", ""),
    ("er", ""),
    ("est", ""),
    ("er", "e"),
    ("est", "e"),
    ("ied", "y"),
];

/// The word itself, then each form it may be inflected from, most likely first, without
/// repeats. A doubled final consonant is undone too (`stopped` → `stop`, `bigger` → `big`),
/// which WordNet lists one by one in its exception files.
pub fn base_forms(word: &str) -> Vec<String> {
    let mut forms = vec![word.to_string()];
    for (suffix, ending) in RULES {
        let Some(stem) = word.strip_suffix(suffix) else {
            continue;
        };
        if stem.is_empty() {
            continue;
        }
        let form = format!("{stem}{ending}");
        if !forms.contains(&form) {
            forms.push(form);
        }
        let bytes = stem.as_bytes();
        let doubled = ending.is_empty()
            && bytes.len() >= 3
            && bytes[bytes.len() - 1] == bytes[bytes.len() - 2]
            && !b"aeiou".contains(&bytes[bytes.len() - 1]);
        if doubled {
            let single = stem[..stem.len() - 1].to_string();
            if !forms.contains(&single) {
                forms.push(single);
            }
        }
    }
    forms
}

/// Writes shards from headwords and their senses (`(part of speech code, gloss)`): the form
/// [`Definitions::parse`] reads, one text per first letter.
pub fn write_shards(entries: &BTreeMap<String, Vec<(char, String)>>) -> Vec<(char, String)> {
    shard_letters()
        .map(|letter| {
            let mut text = format!("{HEADER}\n");
            for (head, senses) in entries.range(letter.to_string()..) {
                if shard_of(head) != Some(letter) {
                    break;
                }
                text.push_str(head);
                for (p, gloss) in senses {
                    text.push('\t');
                    text.push(*p);
                    text.push('|');
                    text.push_str(gloss);
                }
                text.push('\n');
            }
            (letter, text)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shard() -> Definitions {
        let mut entries = BTreeMap::new();
        for (head, senses) in [
            ("big", vec![('a', "above average in size")]),
            ("cat", vec![('n', "a small feline"), ('v', "to vomit")]),
            ("stop", vec![('v', "come to a halt")]),
            ("box", vec![('n', "a container")]),
            ("run", vec![('v', "move fast")]),
            ("woman", vec![('n', "an adult female person")]),
        ] {
            let senses = senses
                .into_iter()
                .map(|(p, g)| (p, g.to_string()))
                .collect();
            entries.insert(head.to_string(), senses);
        }
        let all: String = write_shards(&entries)
            .into_iter()
            .map(|(_, text)| text.trim_start_matches("BGLD 1\n").to_string())
            .collect();
        Definitions::parse(&format!("BGLD 1\n{all}")).unwrap()
    }

    #[test]
    fn words_and_their_inflections_find_their_entry() {
        let defs = shard();
        for (word, headword) in [
            ("cat", "cat"),
            ("CATS", "cat"),
            ("stopped", "stop"),
            ("stopping", "stop"),
            ("bigger", "big"),
            ("biggest", "big"),
            ("boxes", "box"),
            ("women", "woman"),
            ("runs", "run"),
        ] {
            let found = defs.lookup(word).unwrap_or_else(|| panic!("{word}"));
            assert_eq!(found.headword, headword, "{word}");
        }
        let cat = defs.lookup("cat").unwrap();
        assert_eq!(cat.senses.len(), 2);
        assert_eq!(cat.senses[1].part_of_speech, "verb");
        assert_eq!(defs.lookup("dog"), None);
        assert_eq!(defs.lookup(""), None);
    }

    #[test]
    fn shards_split_by_first_letter() {
        let mut entries = BTreeMap::new();
        entries.insert("apple".to_string(), vec![('n', "a fruit".to_string())]);
        entries.insert("zebra".to_string(), vec![('n', "a horse".to_string())]);
        let shards = write_shards(&entries);
        assert_eq!(shards.len(), 26);
        assert!(shards[0].1.contains("apple") && !shards[0].1.contains("zebra"));
        assert_eq!(shards[1].1, "BGLD 1\n");
        assert_eq!(Definitions::parse(&shards[1].1).map(|d| d.len()), Ok(0));
        assert_eq!(shard_of("Zebra"), Some('z'));
        assert_eq!(shard_of("élan"), None);
    }

    #[test]
    fn damaged_shards_are_refused() {
        assert_eq!(
            Definitions::parse("hello").unwrap_err(),
            FormatError::NotDefinitions
        );
        assert_eq!(
            Definitions::parse("BGLD 1\ncat\tx|bad").unwrap_err(),
            FormatError::BadLine(2)
        );
        assert_eq!(
            Definitions::parse("BGLD 1\ncat\n").unwrap_err(),
            FormatError::BadLine(2)
        );
        assert_eq!(
            Definitions::parse("BGLD 1\ndog\tn|a\ncat\tn|b").unwrap_err(),
            FormatError::Unsorted(3)
        );
    }
}
