//! Definitions on tap: a compact text format (one shard per first letter, so a tap downloads a
//! few dozen KB rather than the whole dictionary), built from WordNet's database files, and a
//! lookup that finds the entry of an inflected form: WordNet's exception lists (`went` → `go`,
//! written into the shards by the build) and rules (`cats` → `cat`, `quickly` → `quick`, see
//! `morph.rs`), each only to a base that is itself a headword.
//!
//! Pure: no I/O. The build takes WordNet's and GCIDE's files as text (GCIDE only for the words
//! WordNet does not answer, see `merge.rs`); lookup takes shards as text.
//!
//! A shard is UTF-8 text: the line `BGLD 3 SOURCE[TAB SOURCE…]` (the dictionaries' names, shown
//! beside their definitions; `BGLD 2 SOURCE`, one dictionary, is read too), then one line per
//! headword in byte order, `headword TAB [@N TAB] sense TAB sense…`, `@N` saying that the line's
//! senses come from the header's dictionary `N` (counted from 0; the first when absent), each
//! sense `P|gloss` with `P` the part of speech (`n`, `v`, `a` adjective, `r` adverb, `p` pronoun,
//! `e` preposition, `c` conjunction, `i` interjection, `d` article, `-` not given); or
//! `form TAB >base`, a form of a headword of the same shard, or `form TAB [@N TAB] >base TAB
//! sense…` with the base's senses copied (`went` → `go`: the base is in another shard, or has no
//! line of its own). Glosses never hold tabs or newlines.

use std::collections::BTreeMap;
use std::fmt;

mod build;
mod gcide;
mod merge;
mod morph;
pub use build::{build_from_wordnet, exception_links, WordNetFile};
pub use gcide::{read_gcide, GcideWord};
pub use merge::add_second_source;

const HEADER: &str = "BGLD 3 ";
/// The header of shards with one dictionary, as the build wrote them before GCIDE.
const HEADER_ONE_SOURCE: &str = "BGLD 2 ";

/// One meaning of a word.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sense {
    /// `noun`, `verb`, `adjective`, `adverb`, `pronoun`, `preposition`, `conjunction`,
    /// `interjection` or `article`; empty when the dictionary does not say.
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
    /// The dictionary that answered (its shard's header).
    pub source: String,
}

impl Definition {
    /// Whether the word is answered as a form of another (`running`: a form of `run`).
    pub fn is_form_of(&self) -> bool {
        self.headword != self.word
    }
}

/// What the build writes for a headword.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Entry {
    /// Its senses, `(part of speech code, gloss)`.
    Senses(Vec<(char, String)>),
    /// A form of `base` (an irregular one, from WordNet's exception lists), with the base's senses
    /// when it is in another shard.
    FormOf {
        base: String,
        senses: Vec<(char, String)>,
    },
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
        "p" => "pronoun",
        "e" => "preposition",
        "c" => "conjunction",
        "i" => "interjection",
        "d" => "article",
        "-" => "",
        _ => return None,
    })
}

fn senses_well_formed(senses: &str) -> bool {
    senses.split('\t').all(|s| {
        s.split_once('|')
            .is_some_and(|(p, g)| part_of_speech(p).is_some() && !g.is_empty())
    })
}

/// One shard, parsed once: its lines, looked up by binary search.
#[derive(Clone, Debug)]
pub struct Definitions {
    /// The dictionaries' names, most trusted first.
    sources: Vec<String>,
    /// `(headword, source, senses text or ">base[TAB senses]")` in byte order of headword.
    entries: Vec<(String, usize, String)>,
}

impl Definitions {
    /// Reads a shard, checking its header, every line's shape and the order.
    pub fn parse(text: &str) -> Result<Definitions, FormatError> {
        let mut lines = text.lines();
        let header = lines.next().unwrap_or("");
        let sources: Vec<String> = match (
            header.strip_prefix(HEADER),
            header.strip_prefix(HEADER_ONE_SOURCE),
        ) {
            (Some(names), _) => names.split('\t').map(String::from).collect(),
            (_, Some(name)) => vec![name.to_string()],
            _ => Vec::new(),
        };
        if sources.is_empty() || sources.iter().any(|s| s.trim().is_empty()) {
            return Err(FormatError::NotDefinitions);
        }
        let mut entries: Vec<(String, usize, String)> = Vec::new();
        for (i, line) in lines.enumerate() {
            let number = i + 2;
            let (head, rest) = line.split_once('\t').ok_or(FormatError::BadLine(number))?;
            let (source, rest) = match rest.strip_prefix('@') {
                None => (0, rest),
                Some(tagged) => {
                    let (n, rest) = tagged
                        .split_once('\t')
                        .ok_or(FormatError::BadLine(number))?;
                    match n.parse::<usize>() {
                        Ok(k) if k > 0 && k < sources.len() && !n.starts_with('0') => (k, rest),
                        _ => return Err(FormatError::BadLine(number)),
                    }
                }
            };
            let well_formed = !head.is_empty()
                && match rest.strip_prefix('>') {
                    Some(link) => match link.split_once('\t') {
                        Some((base, senses)) => !base.is_empty() && senses_well_formed(senses),
                        // The base's line says where its senses come from.
                        None => !link.is_empty() && shard_of(link) == shard_of(head) && source == 0,
                    },
                    None => senses_well_formed(rest),
                };
            if !well_formed {
                return Err(FormatError::BadLine(number));
            }
            if entries
                .last()
                .is_some_and(|(last, ..)| last.as_str() >= head)
            {
                return Err(FormatError::Unsorted(number));
            }
            entries.push((head.to_string(), source, rest.to_string()));
        }
        Ok(Definitions { sources, entries })
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// How many of its lines link a form to its base (`went` → `go`) rather than define a headword.
    pub fn links(&self) -> usize {
        self.entries
            .iter()
            .filter(|(_, _, t)| t.starts_with('>'))
            .count()
    }

    /// How many of its lines come from each of its dictionaries.
    pub fn lines_per_source(&self) -> Vec<usize> {
        let mut counts = vec![0; self.sources.len()];
        for (_, source, _) in &self.entries {
            counts[*source] += 1;
        }
        counts
    }

    /// The shard's first dictionary (the most trusted).
    pub fn source(&self) -> &str {
        &self.sources[0]
    }

    /// Its dictionaries, most trusted first.
    pub fn sources(&self) -> &[String] {
        &self.sources
    }

    fn raw(&self, headword: &str) -> Option<(usize, &str)> {
        self.entries
            .binary_search_by(|(h, ..)| h.as_str().cmp(headword))
            .ok()
            .map(|i| (self.entries[i].1, self.entries[i].2.as_str()))
    }

    /// `word`'s own senses, or those of the base its line links to: `(headword, source, senses
    /// text)`.
    fn entry<'a>(&'a self, word: &'a str) -> Option<(&'a str, usize, &'a str)> {
        let (source, text) = self.raw(word)?;
        let Some(link) = text.strip_prefix('>') else {
            return Some((word, source, text));
        };
        match link.split_once('\t') {
            Some((base, senses)) => Some((base, source, senses)),
            // A base of this shard; a link never leads to another link.
            None => self
                .raw(link)
                .filter(|(_, t)| !t.starts_with('>'))
                .map(|(source, t)| (link, source, t)),
        }
    }

    fn definition(&self, word: &str, headword: &str, source: usize, senses: &str) -> Definition {
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
        Definition {
            word: word.to_string(),
            headword: headword.to_string(),
            senses,
            source: self.sources[source].clone(),
        }
    }

    /// The definitions of `word` (case-insensitive) in this shard alone: see [`lookup`].
    pub fn lookup(&self, word: &str) -> Option<Definition> {
        lookup(&[self], word)
    }
}

/// The definitions of `word` (case-insensitive) in the first of `shards` (the shards of the
/// word's first letter, most trusted first) that answers: the word's own entry or its link to
/// the form it comes from, else the entry of the first form it can come from by rule whose part
/// of speech fits (`cats` → the noun `cat`), a form of the shard's first dictionary before one of
/// its second, else `None`. (The build gives a word an entry of the second dictionary only when
/// the first answers nothing for it, rules included.)
pub fn lookup(shards: &[&Definitions], word: &str) -> Option<Definition> {
    let word = word.trim().to_ascii_lowercase();
    for shard in shards {
        if let Some((headword, source, senses)) = shard.entry(&word) {
            return Some(shard.definition(&word, headword, source, senses));
        }
        let candidates = morph::candidates(&word);
        for rank in 0..shard.sources.len() {
            for (form, parts) in &candidates {
                let Some((source, senses)) = shard
                    .raw(form)
                    .filter(|(s, t)| *s == rank && !t.starts_with('>'))
                else {
                    continue;
                };
                let fits = senses.split('\t').any(|s| {
                    s.split_once('|').is_some_and(|(p, _)| {
                        p == "-" || p.chars().next().is_some_and(|c| parts.contains(&c))
                    })
                });
                if fits {
                    return Some(shard.definition(&word, form, source, senses));
                }
            }
        }
    }
    None
}

/// Writes shards from headwords and their entries, each with the index in `sources` (the
/// dictionaries' names, most trusted first, written in each header) of the dictionary its senses
/// come from: the form [`Definitions::parse`] reads, one text per first letter. A link carries its
/// base's senses when the base is in another shard or has no line.
pub fn write_shards(
    entries: &BTreeMap<String, (usize, Entry)>,
    sources: &[&str],
) -> Vec<(char, String)> {
    let push_senses = |text: &mut String, senses: &[(char, String)]| {
        for (p, gloss) in senses {
            text.push('\t');
            text.push(*p);
            text.push('|');
            text.push_str(gloss);
        }
    };
    shard_letters()
        .map(|letter| {
            let mut text = format!("{HEADER}{}\n", sources.join("\t"));
            for (head, (source, entry)) in entries.range(letter.to_string()..) {
                if shard_of(head) != Some(letter) {
                    break;
                }
                text.push_str(head);
                let tag = |text: &mut String| {
                    if *source > 0 {
                        text.push_str(&format!("\t@{source}"));
                    }
                };
                match entry {
                    Entry::Senses(senses) => {
                        tag(&mut text);
                        push_senses(&mut text, senses);
                    }
                    Entry::FormOf { base, senses } => {
                        let here = shard_of(base) == Some(letter)
                            && matches!(entries.get(base), Some((_, Entry::Senses(_))));
                        if !here {
                            tag(&mut text);
                        }
                        text.push_str("\t>");
                        text.push_str(base);
                        if !here {
                            push_senses(&mut text, senses);
                        }
                    }
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

    fn senses(list: &[(char, &str)]) -> Vec<(char, String)> {
        list.iter().map(|(p, g)| (*p, g.to_string())).collect()
    }

    /// Every shard's lines in one, as if all words began with one letter.
    fn shard() -> Definitions {
        let mut entries = BTreeMap::new();
        for (head, list) in [
            ("big", vec![('a', "above average in size")]),
            ("cat", vec![('n', "a small feline"), ('v', "to vomit")]),
            ("stop", vec![('v', "come to a halt")]),
            ("box", vec![('n', "a container")]),
            ("run", vec![('v', "move fast")]),
            ("woman", vec![('n', "an adult female person")]),
            ("quick", vec![('a', "fast")]),
            ("ear", vec![('n', "an organ of hearing")]),
            ("go", vec![('v', "move")]),
        ] {
            entries.insert(head.to_string(), (0, Entry::Senses(senses(&list))));
        }
        for (form, base) in [("goes", "go"), ("went", "go")] {
            let senses = senses(&[('v', "move")]);
            entries.insert(
                form.to_string(),
                (
                    0,
                    Entry::FormOf {
                        base: base.to_string(),
                        senses,
                    },
                ),
            );
        }
        let all: String = write_shards(&entries, &["Test"])
            .into_iter()
            .map(|(_, text)| text.trim_start_matches("BGLD 3 Test\n").to_string())
            .collect();
        // `went` links across shards, so its senses are copied; `goes` within its shard.
        assert!(all.contains("went\t>go\tv|move\n") && all.contains("goes\t>go\n"));
        Definitions::parse(&format!("BGLD 3 Test\n{all}")).unwrap()
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
            ("quickly", "quick"),
            ("quickness", "quick"),
            ("went", "go"),
            ("goes", "go"),
        ] {
            let found = defs.lookup(word).unwrap_or_else(|| panic!("{word}"));
            assert_eq!(found.headword, headword, "{word}");
            assert_eq!(found.is_form_of(), word.to_lowercase() != headword);
            assert_eq!(found.source, "Test");
        }
        let cat = defs.lookup("cat").unwrap();
        assert_eq!(cat.senses.len(), 2);
        assert_eq!(cat.senses[1].part_of_speech, "verb");
        assert_eq!(defs.lookup("went").unwrap().senses[0].gloss, "move");
        assert_eq!(defs.lookup("dog"), None);
        assert_eq!(defs.lookup(""), None);
    }

    #[test]
    fn a_rule_links_only_to_a_base_of_its_part_of_speech() {
        let defs = shard();
        assert_eq!(defs.links(), 2);
        // `eared` by the verb rule would be `ear`, which is a noun only; `boxed` a verb form of a noun.
        assert_eq!(defs.lookup("eared"), None);
        assert_eq!(
            defs.lookup("catted").map(|d| d.headword),
            Some("cat".into())
        );
        assert_eq!(defs.lookup("quicked"), None);
        assert_eq!(defs.lookup("bigs"), None);
    }

    #[test]
    fn the_first_shard_that_answers_wins_and_any_rule_fits_an_untyped_sense() {
        let wordnet = shard();
        // A shard written before GCIDE (`BGLD 2`, one dictionary) is read too.
        let other =
            Definitions::parse("BGLD 2 Other\ncat\t-|a pet\neth\t-|an old letter\n").unwrap();
        let both = [&wordnet, &other];
        assert_eq!(lookup(&both, "cat").unwrap().source, "Test");
        let eth = lookup(&both, "eths").unwrap();
        assert_eq!(
            (eth.headword.as_str(), eth.source.as_str()),
            ("eth", "Other")
        );
        assert_eq!(eth.senses[0].part_of_speech, "");
        assert_eq!(lookup(&both, "dogs"), None);
    }

    #[test]
    fn shards_split_by_first_letter() {
        let mut entries = BTreeMap::new();
        entries.insert(
            "apple".to_string(),
            (0, Entry::Senses(senses(&[('n', "a fruit")]))),
        );
        entries.insert(
            "zebra".to_string(),
            (0, Entry::Senses(senses(&[('n', "a horse")]))),
        );
        let shards = write_shards(&entries, &["WordNet 3.1"]);
        assert_eq!(shards.len(), 26);
        assert!(shards[0].1.contains("apple") && !shards[0].1.contains("zebra"));
        assert_eq!(shards[1].1, "BGLD 3 WordNet 3.1\n");
        let empty = Definitions::parse(&shards[1].1).unwrap();
        assert_eq!((empty.len(), empty.source()), (0, "WordNet 3.1"));
        assert_eq!(shard_of("Zebra"), Some('z'));
        assert_eq!(shard_of("élan"), None);
    }

    #[test]
    fn damaged_shards_are_refused() {
        for (text, error) in [
            ("hello", FormatError::NotDefinitions),
            ("BGLD 1\ncat\tn|a", FormatError::NotDefinitions),
            ("BGLD 2 \ncat\tn|a", FormatError::NotDefinitions),
            ("BGLD 2 X\ncat\tx|bad", FormatError::BadLine(2)),
            ("BGLD 2 X\ncat\n", FormatError::BadLine(2)),
            ("BGLD 2 X\ncats\t>", FormatError::BadLine(2)),
            // A link to another shard must carry its base's senses.
            ("BGLD 2 X\nwent\t>go", FormatError::BadLine(2)),
            ("BGLD 2 X\nwent\t>go\tq|move", FormatError::BadLine(2)),
            ("BGLD 2 X\ndog\tn|a\ncat\tn|b", FormatError::Unsorted(3)),
            ("BGLD 3 X\tY\tZ\t\ncat\tn|a", FormatError::NotDefinitions),
            // A dictionary the header does not name, or the first named as if it were not.
            ("BGLD 3 X\tY\ncat\t@2\tn|a", FormatError::BadLine(2)),
            ("BGLD 3 X\tY\ncat\t@0\tn|a", FormatError::BadLine(2)),
            ("BGLD 3 X\tY\ncat\t@01\tn|a", FormatError::BadLine(2)),
            ("BGLD 3 X\tY\ncat\t@1", FormatError::BadLine(2)),
            ("BGLD 3 X\tY\ncats\t@1\t>cat", FormatError::BadLine(2)),
        ] {
            assert_eq!(Definitions::parse(text).unwrap_err(), error, "{text:?}");
        }
        // A link to a link answers nothing rather than looping.
        let defs = Definitions::parse("BGLD 2 X\ncats\t>catz\ncatz\t>cats\n").unwrap();
        assert_eq!(defs.lookup("cats"), None);
    }

    #[test]
    fn each_line_names_its_dictionary_and_rules_prefer_the_first() {
        let text = "BGLD 3 WordNet\tGCIDE\nhe\tn|helium\nhet\t@1\tv|heated\nhets\t>het\nshe\t@1\tp|this female\n";
        let defs = Definitions::parse(text).unwrap();
        assert_eq!(defs.sources(), ["WordNet", "GCIDE"]);
        assert_eq!(defs.lines_per_source(), [2, 2]);
        let she = defs.lookup("she").unwrap();
        assert_eq!(
            (she.source.as_str(), she.senses[0].part_of_speech),
            ("GCIDE", "pronoun")
        );
        // A link within the shard answers with its base's dictionary.
        assert_eq!(defs.lookup("hets").unwrap().source, "GCIDE");
        // `shes` is no form of a pronoun.
        assert_eq!(defs.lookup("shes"), None);
        let heted = defs.lookup("heted").unwrap();
        assert_eq!(
            (heted.headword.as_str(), heted.source.as_str()),
            ("het", "GCIDE")
        );
        // Where both could answer by rule, the first dictionary's base wins.
        let both =
            Definitions::parse("BGLD 3 WordNet\tGCIDE\nbox\tn|a case\nboxe\t@1\tn|a thing\n")
                .unwrap();
        assert_eq!(both.lookup("boxes").unwrap().headword, "box");
    }
}
