//! The forms a word may be inflected or derived from, by rule: WordNet's detachment rules
//! (its `morphy`), each for the part of speech it belongs to, plus a few derivations of
//! adjectives (`quickly`, `darkness`). A rule only links a word to a base that is a headword
//! with a sense of the rule's part of speech: `rated` links to the verb `rate`, `bed` never to `b`.

/// Noun, verb, adjective, adverb: the codes of the shard format.
pub(crate) const NOUN: char = 'n';
pub(crate) const VERB: char = 'v';
pub(crate) const ADJECTIVE: char = 'a';

/// A suffix, what replaces it, and the parts of speech the base must have one of.
struct Rule {
    suffix: &'static str,
    ending: &'static str,
    parts: &'static [char],
}

const fn rule(suffix: &'static str, ending: &'static str, parts: &'static [char]) -> Rule {
    Rule {
        suffix,
        ending,
        parts,
    }
}

/// Most likely first: WordNet's noun, verb and adjective rules, then the derivations.
const RULES: [Rule; 26] = [
    rule("s", "", &[NOUN, VERB]),
    rule("ses", "s", &[NOUN]),
    rule("xes", "x", &[NOUN, VERB]),
    rule("zes", "z", &[NOUN, VERB]),
    rule("ches", "ch", &[NOUN, VERB]),
    rule("shes", "sh", &[NOUN, VERB]),
    rule("men", "man", &[NOUN]),
    rule("ies", "y", &[NOUN, VERB]),
    rule("es", "e", &[VERB]),
    rule("es", "", &[VERB]),
    rule("ed", "e", &[VERB]),
    rule("ed", "", &[VERB]),
    rule("ied", "y", &[VERB]),
    rule("ing", "e", &[VERB]),
    rule("ing", "", &[VERB]),
    rule("er", "", &[ADJECTIVE]),
    rule("est", "", &[ADJECTIVE]),
    rule("er", "e", &[ADJECTIVE]),
    rule("est", "e", &[ADJECTIVE]),
    rule("ier", "y", &[ADJECTIVE]),
    rule("iest", "y", &[ADJECTIVE]),
    // Derivations WordNet leaves to its own headwords when it has them.
    rule("ly", "", &[ADJECTIVE]),
    rule("ily", "y", &[ADJECTIVE]),
    rule("ally", "", &[ADJECTIVE]),
    rule("ness", "", &[ADJECTIVE]),
    rule("iness", "y", &[ADJECTIVE]),
];

/// Suffixes after which a doubled final consonant is undone (`stopped` → `stop`, `bigger` → `big`),
/// as WordNet's exception files list one by one.
const UNDOUBLING: [&str; 4] = ["ed", "ing", "er", "est"];

/// The shortest base a rule may link to: `as` is not a form of `a`.
const MIN_BASE: usize = 2;

/// Each form `word` may come from by rule, most likely first, without repeats, with the parts of
/// speech the form must have (a form from a shard whose senses carry no part of speech, `-`,
/// is accepted whatever the rule).
pub(crate) fn candidates(word: &str) -> Vec<(String, &'static [char])> {
    let mut forms: Vec<(String, &'static [char])> = Vec::new();
    let mut push = |form: String, parts: &'static [char]| {
        if form.len() >= MIN_BASE && form != word && !forms.iter().any(|(f, _)| *f == form) {
            forms.push((form, parts));
        }
    };
    for rule in &RULES {
        let Some(stem) = word.strip_suffix(rule.suffix) else {
            continue;
        };
        push(format!("{stem}{}", rule.ending), rule.parts);
        let bytes = stem.as_bytes();
        let doubled = rule.ending.is_empty()
            && UNDOUBLING.contains(&rule.suffix)
            && bytes.len() >= 3
            && bytes[bytes.len() - 1] == bytes[bytes.len() - 2]
            && !b"aeiouy".contains(&bytes[bytes.len() - 1]);
        if doubled {
            push(stem[..stem.len() - 1].to_string(), rule.parts);
        }
    }
    forms
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forms(word: &str) -> Vec<String> {
        candidates(word).into_iter().map(|(f, _)| f).collect()
    }

    fn parts_of(word: &str, base: &str) -> &'static [char] {
        candidates(word)
            .into_iter()
            .find(|(f, _)| f == base)
            .unwrap_or_else(|| panic!("{word} → {base}"))
            .1
    }

    #[test]
    fn each_rule_finds_its_base_with_its_part_of_speech() {
        for (word, base, part) in [
            ("cats", "cat", NOUN),
            ("runs", "run", VERB),
            ("buses", "bus", NOUN),
            ("boxes", "box", NOUN),
            ("buzzes", "buzz", VERB),
            ("churches", "church", NOUN),
            ("wishes", "wish", VERB),
            ("firemen", "fireman", NOUN),
            ("flies", "fly", VERB),
            ("cities", "city", NOUN),
            ("rates", "rate", VERB),
            ("goes", "go", VERB),
            ("rated", "rate", VERB),
            ("walked", "walk", VERB),
            ("stopped", "stop", VERB),
            ("tried", "try", VERB),
            ("making", "make", VERB),
            ("running", "run", VERB),
            ("taller", "tall", ADJECTIVE),
            ("tallest", "tall", ADJECTIVE),
            ("bigger", "big", ADJECTIVE),
            ("ripest", "ripe", ADJECTIVE),
            ("happier", "happy", ADJECTIVE),
            ("happiest", "happy", ADJECTIVE),
            ("quickly", "quick", ADJECTIVE),
            ("happily", "happy", ADJECTIVE),
            ("basically", "basic", ADJECTIVE),
            ("darkness", "dark", ADJECTIVE),
            ("emptiness", "empty", ADJECTIVE),
        ] {
            assert!(parts_of(word, base).contains(&part), "{word} → {base}");
        }
    }

    #[test]
    fn no_form_is_offered_twice_or_too_short_or_the_word_itself() {
        assert_eq!(forms("as"), Vec::<String>::new());
        assert_eq!(forms("cat"), Vec::<String>::new());
        for word in ["boxes", "stopped", "happiness", "bees"] {
            let all = forms(word);
            let mut unique = all.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(all.len(), unique.len(), "{word}: {all:?}");
            assert!(all.iter().all(|f| f.len() >= MIN_BASE && f != word));
        }
        // Undoubling only after -ed, -ing, -er, -est: `illness` is not a form of `il`.
        assert!(!forms("illness").contains(&"il".to_string()));
        assert!(forms("illness").contains(&"ill".to_string()));
        // `bed` is not a form of `b` (too short); `be` it may be, as a verb only.
        assert_eq!(candidates("bed"), [("be".to_string(), &[VERB][..])]);
    }
}
