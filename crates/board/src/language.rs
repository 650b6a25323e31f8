//! The languages the game is played in: each one's letters, what its `q` die face means, and how
//! a word is spelled in its tiles (accents folded or letters of their own). The one definition the
//! board text, the dictionaries and the solver all follow; `docs/words.md` says why each rule.

use crate::Tile;

/// Letters beyond `a`-`z` that a language has dice faces for, in symbol order after `z`.
pub const EXTRA_LETTERS: [char; 1] = ['ñ'];

/// How many letter symbols there are: `a`-`z`, then [`EXTRA_LETTERS`].
pub const LETTER_SYMBOLS: usize = 26 + EXTRA_LETTERS.len();

/// A letter's symbol: `a`-`z` are 0-25, then [`EXTRA_LETTERS`] in order; lowercase only.
pub fn letter_symbol(c: char) -> Option<u8> {
    if c.is_ascii_lowercase() {
        return Some(c as u8 - b'a');
    }
    EXTRA_LETTERS
        .iter()
        .position(|&e| e == c)
        .map(|i| 26 + i as u8)
}

/// The letter of a symbol (see [`letter_symbol`]); `?` for a symbol that is no letter.
pub fn symbol_letter(symbol: u8) -> char {
    match symbol {
        0..=25 => char::from(b'a' + symbol),
        s => EXTRA_LETTERS
            .get(usize::from(s) - 26)
            .copied()
            .unwrap_or('?'),
    }
}

/// `c` in lower case, for the letters words of these languages use: ASCII, Latin-1's accented
/// capitals, Latin Extended-A's pairs (`Œ`, `Č`, `Ā`…), `Ÿ` and `ẞ`; anything else unchanged.
/// Not Unicode's full case tables: they would add about 17 KB to the web app's wasm for letters
/// no tile has.
pub fn lowercase(c: char) -> char {
    let code = c as u32;
    let shifted = match code {
        0x41..=0x5a | 0xc0..=0xd6 | 0xd8..=0xde => code + 32,
        0x100..=0x137 | 0x14a..=0x177 if code % 2 == 0 && code != 0x130 => code + 1,
        0x139..=0x148 | 0x179..=0x17e if code % 2 == 1 => code + 1,
        0x178 => 0xff,
        0x1e9e => 0xdf,
        _ => code,
    };
    char::from_u32(shifted).unwrap_or(c)
}

/// `text` in lower case by [`lowercase`].
pub fn lowercase_str(text: &str) -> String {
    text.chars().map(lowercase).collect()
}

/// A language of play: its dice, its letters and its spelling rule.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub enum Language {
    /// a-z; the `Qu` face; words with any other letter are left out (English lists have none).
    #[default]
    English,
    /// a-z with accents folded (`é` is `e`, `ç` is `c`, `œ` is `oe`), as French word games rule;
    /// a plain `Q` face, as on the French edition's dice (`coq`, `cinq` can be spelled).
    French,
    /// a-z, as the printed game plays it (its dice have no umlaut faces): `ä` `ö` `ü` are
    /// written `ae` `oe` `ue` and count as those letters (Öl is O-E-L), `ß` is `ss`, other accents
    /// folded; the `Qu` face. Words are shown in their own spelling ([`Language::shows_own_spelling`]).
    German,
    /// a-z and `ñ` as a letter of its own; the other accents folded (`á` is `a`); the `Qu` face.
    Spanish,
    /// a-z with accents folded (`città` is `citta`, `perché` is `perche`), as Italian players of
    /// Il Paroliere count them; the `Qu` face, as on its dice.
    Italian,
}

impl Language {
    /// Every language, in the order of the codes the lexicon's file records (append new ones).
    pub const ALL: [Language; 5] = [
        Language::English,
        Language::French,
        Language::German,
        Language::Spanish,
        Language::Italian,
    ];

    /// The BCP 47 primary tag: `en`, `fr`, `de`, `es`, `it`.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::German => "de",
            Language::Spanish => "es",
            Language::Italian => "it",
        }
    }

    /// The language of a BCP 47 tag by its primary subtag (`en-GB` is English), any case.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        Language::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(primary))
    }

    /// The language's name in itself, as a player looks for it in a list.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::German => "Deutsch",
            Language::Spanish => "Español",
            Language::Italian => "Italiano",
        }
    }

    /// Whether the `q` die face is `Qu` (two letters on one face) rather than a plain `Q`.
    pub fn q_is_qu(self) -> bool {
        self != Language::French
    }

    /// The face a die shows on this language's dice when it is the one a reader (a photo's letter
    /// model, trained on the English dice) calls `tile`: the Q die is a plain `Q` in French.
    pub fn die_face(self, tile: Tile) -> Tile {
        if tile == Tile::QU && !self.q_is_qu() {
            Tile::PLAIN_Q
        } else {
            tile
        }
    }

    /// The letters beyond a-z this language has dice faces for.
    pub fn extra_letters(self) -> &'static [char] {
        match self {
            Language::English | Language::French | Language::German | Language::Italian => &[],
            Language::Spanish => &EXTRA_LETTERS,
        }
    }

    /// Every single letter a tile of this language may show, a-z first.
    pub fn letters(self) -> String {
        ('a'..='z')
            .chain(self.extra_letters().iter().copied())
            .collect()
    }

    /// Whether `c` (lowercase) is a letter of this language's tiles.
    pub fn has_letter(self, c: char) -> bool {
        c.is_ascii_lowercase() || self.extra_letters().contains(&c)
    }

    /// `word` spelled in this language's letters: lowercase, accents folded or kept as the
    /// language rules; `None` if it holds anything else (a hyphen, an apostrophe, a digit).
    /// Whether a board can spell it (a `q` without `u` where the face is `Qu`) is the lexicon's
    /// question, not this one.
    pub fn spell(self, word: &str) -> Option<String> {
        let mut out = String::with_capacity(word.len());
        for c in word.chars().map(lowercase) {
            if self.has_letter(c) {
                out.push(c);
            } else if self == Language::English {
                return None;
            } else if let Some(written) = self.umlaut(c) {
                out.push_str(written);
            } else {
                out.push_str(fold(c)?);
            }
        }
        Some(out)
    }

    /// How German's printed game writes an umlaut on its dice (`ä` is `ae`); `None` for any other
    /// letter or language.
    fn umlaut(self, c: char) -> Option<&'static str> {
        match (self, c) {
            (Language::German, 'ä') => Some("ae"),
            (Language::German, 'ö') => Some("oe"),
            (Language::German, 'ü') => Some("ue"),
            _ => None,
        }
    }

    /// Whether a word is shown in its own spelling (`öl`, `straße`) rather than in the letters
    /// its tiles spell (`oel`, `strasse`): German, whose printed game writes umlauts as two
    /// letters, so the tiles alone would hide the word. Other languages show the tiles' letters
    /// (French `ete`), as their players fold accents.
    pub fn shows_own_spelling(self) -> bool {
        self == Language::German
    }

    /// The tiles a typed letter stands for where it is more than one tile: German's `ä` is the
    /// tiles `a` `e`, `ß` is `s` `s`, French `œ` is `o` `e`; `None` for a letter that is one
    /// tile ([`Language::tile_for_letter`]) or none.
    pub fn tiles_for_letter(self, c: char) -> Option<[Tile; 2]> {
        if self.tile_for_letter(c).is_some() {
            return None;
        }
        let spelled = self.spell(&c.to_string())?;
        let mut letters = spelled.chars().map(|l| self.tile_for_letter(l));
        match (letters.next(), letters.next(), letters.next()) {
            (Some(Some(a)), Some(Some(b)), None) => Some([a, b]),
            _ => None,
        }
    }

    /// The tile a single typed letter stands for on this language's boards: `q` is the `Qu`
    /// face or the plain `Q` as the language's dice have it; a letter with an accent the
    /// language folds is its plain letter.
    pub fn tile_for_letter(self, c: char) -> Option<Tile> {
        let lower = lowercase(c);
        if lower == 'q' && !self.q_is_qu() {
            return Some(Tile::PLAIN_Q);
        }
        if let Some(tile) = Tile::from_letter(lower).filter(|_| self.has_letter(lower)) {
            return Some(tile);
        }
        if self.extra_letters().contains(&lower) {
            return Tile::from_text(&lower.to_string());
        }
        match self.spell(&lower.to_string())?.as_str() {
            folded if folded.chars().count() == 1 && folded != lower.to_string() => {
                self.tile_for_letter(folded.chars().next()?)
            }
            _ => None,
        }
    }

    /// The tiles of this language's boards, as a line of help: what board text accepts.
    pub fn tile_help(self) -> String {
        let extra: String = self
            .extra_letters()
            .iter()
            .map(|c| format!(" {c}"))
            .collect();
        let q = if self.q_is_qu() {
            "q for Qu, [qu]"
        } else {
            "q, [qu] for a Qu tile"
        };
        format!("use a-z{extra}, {q} [an] [er] [he] [in] [th], or # for a blank")
    }
}

/// Every accented letter [`fold`] knows that a keyboard may type for a tile or two.
const FOLDABLE: &str = "àáâãäåāçćčèéêëēìíîïīñòóôõöøōùúûüūýÿß";

impl Language {
    /// The accented letters a player may type for this language's tiles, each with the tiles'
    /// letters it stands for (`é` → `e` in French; `ä` → `ae`, two tiles, in German; none for
    /// Spanish `ñ`, a tile of its own). The web app's board editor reads this table rather than
    /// keeping its own.
    pub fn typed_folds(self) -> Vec<(char, String)> {
        FOLDABLE
            .chars()
            .filter(|&c| !self.has_letter(c))
            .filter_map(|c| match self.tiles_for_letter(c) {
                Some([a, b]) => Some((c, format!("{}{}", a.letters(), b.letters()))),
                None => Some((c, self.tile_for_letter(c)?.letters().to_string())),
            })
            .collect()
    }
}

/// The plain letters an accented letter is written as when a language folds it.
fn fold(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' => "a",
        'ç' | 'ć' | 'č' => "c",
        'è' | 'é' | 'ê' | 'ë' | 'ē' => "e",
        'ì' | 'í' | 'î' | 'ï' | 'ī' => "i",
        'ñ' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' => "o",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' => "u",
        'ý' | 'ÿ' => "y",
        'œ' => "oe",
        'æ' => "ae",
        'ß' => "ss",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_spells_words_in_its_own_letters() {
        use Language::*;
        let cases = [
            (English, "Queen", Some("queen")),
            (English, "café", None),
            (English, "x-ray", None),
            (French, "Été", Some("ete")),
            (French, "cœur", Some("coeur")),
            (French, "français", Some("francais")),
            (French, "aujourd'hui", None),
            (German, "Äpfel", Some("aepfel")),
            (German, "Straße", Some("strasse")),
            (German, "Öl", Some("oel")),
            (German, "über", Some("ueber")),
            (German, "Poet", Some("poet")),
            (German, "Café", Some("cafe")),
            (Spanish, "Niño", Some("niño")),
            (Spanish, "canción", Some("cancion")),
            (Spanish, "pingüino", Some("pinguino")),
            (Spanish, "ÑANDÚ", Some("ñandu")),
            (Italian, "Città", Some("citta")),
            (Italian, "perché", Some("perche")),
            (Italian, "Però", Some("pero")),
            (Italian, "l'uomo", None),
        ];
        for (language, word, spelled) in cases {
            assert_eq!(
                language.spell(word).as_deref(),
                spelled,
                "{language:?} {word}"
            );
        }
    }

    #[test]
    fn typed_letters_become_the_languages_tiles() {
        use Language::*;
        let tile = |l: Language, c| l.tile_for_letter(c).map(|t| t.to_string());
        assert_eq!(tile(English, 'Q').as_deref(), Some("[qu]"));
        assert_eq!(French.die_face(Tile::QU), Tile::PLAIN_Q);
        assert_eq!(English.die_face(Tile::QU), Tile::QU);
        let a = Tile::from_letter('a').unwrap();
        assert_eq!(French.die_face(a), a);
        assert_eq!(tile(French, 'q').as_deref(), Some("q"));
        assert_eq!(tile(French, 'é').as_deref(), Some("e"));
        assert_eq!(tile(German, 'Ä'), None, "Ä is two tiles, A and E");
        let two = |l: Language, c| l.tiles_for_letter(c).map(|[a, b]| format!("{a}{b}"));
        assert_eq!(two(German, 'Ä').as_deref(), Some("ae"));
        assert_eq!(two(German, 'ü').as_deref(), Some("ue"));
        assert_eq!(two(German, 'ß').as_deref(), Some("ss"));
        assert_eq!(two(German, 'a'), None, "one tile");
        assert_eq!(two(Spanish, 'ñ'), None, "a tile of its own");
        assert_eq!(two(Spanish, 'ä'), None, "Spanish folds ä to a");
        assert_eq!(two(English, 'ä'), None);
        assert_eq!(tile(Spanish, 'ñ').as_deref(), Some("ñ"));
        assert_eq!(tile(Spanish, 'á').as_deref(), Some("a"));
        assert_eq!(tile(Italian, 'ù').as_deref(), Some("u"));
        assert_eq!(tile(Italian, 'q').as_deref(), Some("[qu]"));
        assert_eq!(tile(English, 'ñ'), None);
        assert_eq!(tile(French, 'ñ').as_deref(), Some("n"));
        assert_eq!(tile(German, 'ß'), None, "ß is two letters: no single tile");
        assert_eq!(tile(English, '1'), None);
        let folds = |l: Language| {
            l.typed_folds()
                .into_iter()
                .collect::<std::collections::HashMap<_, _>>()
        };
        let fold = |l: Language, c| folds(l).get(&c).cloned();
        assert_eq!(fold(French, 'é').as_deref(), Some("e"));
        assert_eq!(fold(French, 'ç').as_deref(), Some("c"));
        assert_eq!(fold(German, 'ä').as_deref(), Some("ae"), "two tiles");
        assert_eq!(fold(German, 'ß').as_deref(), Some("ss"));
        assert_eq!(fold(German, 'é').as_deref(), Some("e"));
        assert_eq!(fold(Spanish, 'ñ'), None);
        assert_eq!(fold(Spanish, 'ü').as_deref(), Some("u"));
        assert!(folds(English).is_empty(), "English folds nothing");
        for language in Language::ALL {
            assert!(language
                .typed_folds()
                .iter()
                .all(|(_, tiles)| (1..=2).contains(&tiles.chars().count())));
        }
    }

    #[test]
    fn lowercase_matches_unicode_for_every_letter_of_the_languages() {
        let capitals = "ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞŒŸĀĒĪŌŪĆČŠŽŁŃŘ";
        for c in capitals.chars() {
            assert_eq!(Some(lowercase(c)), c.to_lowercase().next(), "{c}");
        }
        assert_eq!(lowercase('ẞ'), 'ß');
        for c in ['×', '1', '-', 'ß', 'é', 'İ', '東'] {
            assert_eq!(lowercase(c), c, "{c}");
        }
        assert_eq!(lowercase_str("ÄPFEL Straße"), "äpfel straße");
    }

    #[test]
    fn symbols_round_trip_and_tags_parse() {
        for c in ('a'..='z').chain(EXTRA_LETTERS) {
            assert_eq!(letter_symbol(c).map(symbol_letter), Some(c));
        }
        assert_eq!(letter_symbol('é'), None);
        assert_eq!(letter_symbol('ä'), None, "no language has an ä tile");
        assert_eq!(Language::from_tag("en-GB"), Some(Language::English));
        assert_eq!(Language::from_tag("FR"), Some(Language::French));
        assert_eq!(Language::from_tag("tlh"), None);
        for l in Language::ALL {
            assert_eq!(Language::from_tag(l.tag()), Some(l));
        }
    }
}
