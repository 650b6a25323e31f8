//! Two dictionaries in one set of shards: the first (WordNet) as it is, the second (GCIDE) only
//! for the words the first does not answer, neither by an entry nor by a rule, so one download
//! a letter serves both and a word never changes meaning because a second source was added.

use std::collections::BTreeMap;

use crate::gcide::GcideWord;
use crate::{lookup, shard_of, write_shards, Definitions, Entry};

/// The first dictionary's entries (source 0) and, for each word `keep` accepts that they leave
/// unanswered, the second's (source 1): its own senses, else a link to the first headword GCIDE
/// says it is a form of that has senses in either (`oes` → `o`), carrying them.
pub fn add_second_source(
    first: BTreeMap<String, Entry>,
    second: &BTreeMap<String, GcideWord>,
    keep: impl Fn(&str) -> bool,
) -> BTreeMap<String, (usize, Entry)> {
    let mut entries: BTreeMap<String, (usize, Entry)> =
        first.into_iter().map(|(w, e)| (w, (0, e))).collect();
    // What the first answers, looked up as the app looks it up.
    let shards: BTreeMap<char, Definitions> = write_shards(&entries, &["first"])
        .into_iter()
        .filter_map(|(letter, text)| Some((letter, Definitions::parse(&text).ok()?)))
        .collect();
    let answered = |word: &str| {
        shard_of(word)
            .and_then(|letter| shards.get(&letter))
            .is_some_and(|shard| lookup(&[shard], word).is_some())
    };
    let unanswered: Vec<(&String, &GcideWord)> = second
        .iter()
        .filter(|(word, _)| keep(word) && !answered(word))
        .collect();
    for (word, found) in &unanswered {
        if !found.senses.is_empty() {
            entries.insert((*word).clone(), (1, Entry::Senses(found.senses.clone())));
        }
    }
    for (word, found) in unanswered {
        if !found.senses.is_empty() {
            continue;
        }
        let base = found
            .form_of
            .iter()
            .find_map(|base| match entries.get(base) {
                Some((source, Entry::Senses(senses))) => Some((base, *source, senses.clone())),
                Some((_, Entry::FormOf { .. })) => None,
                None => second
                    .get(base)
                    .filter(|b| !b.senses.is_empty())
                    .map(|b| (base, 1, b.senses.clone())),
            });
        if let Some((base, source, senses)) = base {
            let link = Entry::FormOf {
                base: base.clone(),
                senses,
            };
            entries.insert(word.clone(), (source, link));
        }
    }
    entries
}

#[cfg(test)]
mod tests {
    use super::*;

    fn senses(gloss: &str) -> Vec<(char, String)> {
        vec![('n', gloss.to_string())]
    }

    #[test]
    fn the_second_answers_only_what_the_first_leaves_unanswered() {
        let mut first = BTreeMap::new();
        first.insert("cat".to_string(), Entry::Senses(senses("a feline")));
        first.insert("o".to_string(), Entry::Senses(senses("the letter o")));
        let mut second = BTreeMap::new();
        let word = |s: &str, form_of: &[&str]| GcideWord {
            senses: if s.is_empty() { vec![] } else { senses(s) },
            form_of: form_of.iter().map(|b| b.to_string()).collect(),
        };
        second.insert("cat".to_string(), word("to hoist an anchor", &[]));
        second.insert("cats".to_string(), word("", &["cat"]));
        second.insert("eth".to_string(), word("an old letter", &[]));
        second.insert("oes".to_string(), word("", &["o"]));
        second.insert("oxen".to_string(), word("", &["ox"]));
        second.insert("ox".to_string(), word("a bovine", &[]));
        second.insert("kine".to_string(), word("", &["cow"]));
        second.insert("zzz".to_string(), word("a sleep", &[]));
        let entries = add_second_source(first, &second, |w| w != "zzz" && w != "ox");
        // WordNet's own entry and its rule (`cats` → `cat`) win.
        assert_eq!(entries["cat"], (0, Entry::Senses(senses("a feline"))));
        assert!(!entries.contains_key("cats"));
        assert_eq!(entries["eth"], (1, Entry::Senses(senses("an old letter"))));
        // GCIDE's forms link to a base of either, carrying its senses when it has no line.
        let link = |base: &str, gloss: &str| Entry::FormOf {
            base: base.to_string(),
            senses: senses(gloss),
        };
        assert_eq!(entries["oes"], (0, link("o", "the letter o")));
        assert_eq!(entries["oxen"], (1, link("ox", "a bovine")));
        for absent in ["kine", "zzz", "ox"] {
            assert!(!entries.contains_key(absent), "{absent}");
        }
        let shards = write_shards(&entries, &["WordNet", "GCIDE"]);
        let o = Definitions::parse(&shards[14].1).unwrap();
        assert_eq!(
            shards[14].1,
            "BGLD 3 WordNet\tGCIDE\no\tn|the letter o\noes\t>o\noxen\t@1\t>ox\tn|a bovine\n"
        );
        let oxen = o.lookup("oxen").unwrap();
        assert_eq!(
            (oxen.headword.as_str(), oxen.source.as_str()),
            ("ox", "GCIDE")
        );
        assert_eq!(o.lookup("oes").unwrap().source, "WordNet");
        let e = Definitions::parse(&shards[4].1).unwrap();
        assert_eq!(e.lookup("eths").unwrap().source, "GCIDE");
        assert_eq!(e.lines_per_source(), [0, 1]);
    }
}
