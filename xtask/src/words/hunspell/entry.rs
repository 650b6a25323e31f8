//! One line of an affix rule and how it applies to a stem: its condition (character classes, at
//! the stem's end for a suffix, its start for a prefix), what it strips and what it adds.

/// An affix flag, whichever way the affix file writes it (`FLAG`), as a number.
pub(super) type Flag = u32;

/// One line of an affix rule: what to strip, what to add, the flags the result carries on, and
/// the condition the stem must meet (character classes, at the stem's end for a suffix).
#[derive(Debug)]
pub(super) struct Entry {
    pub(super) strip: String,
    pub(super) add: String,
    pub(super) continuation: Vec<Flag>,
    pub(super) condition: Vec<CharClass>,
}

#[derive(Debug)]
pub(super) enum CharClass {
    Any,
    OneOf(Vec<char>),
    NoneOf(Vec<char>),
}

impl CharClass {
    fn matches(&self, c: char) -> bool {
        match self {
            CharClass::Any => true,
            CharClass::OneOf(set) => set.contains(&c),
            CharClass::NoneOf(set) => !set.contains(&c),
        }
    }
}

pub(super) fn parse_condition(text: &str) -> Vec<CharClass> {
    let mut classes = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        classes.push(match c {
            '.' => CharClass::Any,
            '[' => {
                let mut set: Vec<char> = chars.by_ref().take_while(|&c| c != ']').collect();
                if set.first() == Some(&'^') {
                    set.remove(0);
                    CharClass::NoneOf(set)
                } else {
                    CharClass::OneOf(set)
                }
            }
            c => CharClass::OneOf(vec![c]),
        });
    }
    if classes.len() == 1 && matches!(classes[0], CharClass::Any) {
        classes.clear();
    }
    classes
}

pub(super) fn suffix_applies(entry: &Entry, word: &str) -> bool {
    let chars: Vec<char> = word.chars().collect();
    let strip = entry.strip.chars().count();
    if !word.ends_with(entry.strip.as_str()) || chars.len() <= strip && !entry.strip.is_empty() {
        return false;
    }
    let n = entry.condition.len();
    n <= chars.len()
        && entry
            .condition
            .iter()
            .zip(&chars[chars.len() - n..])
            .all(|(class, &c)| class.matches(c))
}

pub(super) fn prefix_applies(entry: &Entry, word: &str) -> bool {
    let chars: Vec<char> = word.chars().collect();
    if !word.starts_with(entry.strip.as_str()) {
        return false;
    }
    let n = entry.condition.len();
    n <= chars.len()
        && entry
            .condition
            .iter()
            .zip(&chars)
            .all(|(class, &c)| class.matches(c))
}

pub(super) fn with_suffix(word: &str, entry: &Entry) -> String {
    format!("{}{}", &word[..word.len() - entry.strip.len()], entry.add)
}

pub(super) fn with_prefix(word: &str, entry: &Entry) -> String {
    format!("{}{}", entry.add, &word[entry.strip.len()..])
}
