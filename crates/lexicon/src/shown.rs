//! Words shown in their own spelling: where a language's tiles spell a word otherwise than it is
//! written (German's printed game writes `Öl` as `OEL`, `Straße` as `STRASSE`), the lexicon keeps
//! how it is written, so a word list says `öl`, not `oel`.
//!
//! Only the words that need it are kept, one entry a board spelling, in the order of their symbols:
//! the forms written with it, joined by ` / ` (`masse / maße`: both `Masse` and `Maße` are words,
//! and the tiles cannot tell them apart). A word whose own spelling is its tiles' letters (`poet`)
//! has no entry: it is shown as the tiles spell it.

use crate::{encode_in, Language, Lexicon};

/// Between two forms of one board spelling.
pub const FORMS_SEPARATOR: &str = " / ";

/// The most characters a packed line says it shares with the one before.
const MAX_SHARED: usize = 94;

/// The entries, one a line in one string, sorted by board spelling.
#[derive(Clone, PartialEq, Eq, Default, Debug)]
pub(crate) struct Shown {
    text: String,
    /// Where each entry starts in `text`; an entry ends at the next `\n`.
    starts: Vec<u32>,
}

impl Shown {
    /// The entries from `(board symbols, lowercase form)` pairs, in any order, with duplicates;
    /// `plain(symbols)` says whether the board spelling is itself a word as the tiles spell it.
    pub(crate) fn from_forms(
        language: Language,
        mut forms: Vec<(Vec<u8>, String)>,
        plain: impl Fn(&[u8]) -> bool,
    ) -> Shown {
        forms.sort_unstable();
        forms.dedup();
        let mut text = String::new();
        let mut starts = Vec::new();
        for group in forms.chunk_by(|a, b| a.0 == b.0) {
            starts.push(text.len() as u32);
            if plain(&group[0].0) {
                text.push_str(&crate::decode_in(language, &group[0].0));
                text.push_str(FORMS_SEPARATOR);
            }
            for (i, (_, form)) in group.iter().enumerate() {
                if i > 0 {
                    text.push_str(FORMS_SEPARATOR);
                }
                text.push_str(form);
            }
            text.push('\n');
        }
        Shown { text, starts }
    }

    /// The entries as serialised (`text` of [`Shown::text`]), checked against the lexicon: each
    /// line's forms spell one word of it, and the lines come in its order, once each.
    pub(crate) fn parse(text: &str, lexicon: &Lexicon) -> Result<Shown, &'static str> {
        let mut starts = Vec::new();
        let mut previous: Option<Vec<u8>> = None;
        let mut at = 0usize;
        for line in text.split_terminator('\n') {
            let symbols =
                board_symbols(lexicon.language(), line).ok_or("a shown form no tile spells")?;
            if line.split(FORMS_SEPARATOR).any(|form| {
                encode_in(lexicon.language(), form).as_deref() != Some(symbols.as_slice())
            }) {
                return Err("shown forms of different words on one line");
            }
            if previous.as_ref().is_some_and(|p| *p >= symbols) {
                return Err("shown forms out of order");
            }
            if !lexicon
                .walk(&symbols)
                .is_some_and(|id| lexicon.node(id).is_word())
            {
                return Err("a shown form of no word");
            }
            starts.push(u32::try_from(at).map_err(|_| "shown forms too long")?);
            at += line.len() + 1;
            previous = Some(symbols);
        }
        if !text.is_empty() && !text.ends_with('\n') {
            return Err("the shown forms end inside a line");
        }
        Ok(Shown {
            text: text.to_owned(),
            starts,
        })
    }

    /// Every entry, a line each, as serialised: each line starts with how many characters it
    /// shares with the line before, as one character (`' '` for none, then one more a character,
    /// at most [`MAX_SHARED`]), then the rest. Sorted entries share most of their beginnings, so
    /// this packs German's 60,693 entries from 150 KB gzipped to 53 KB.
    pub(crate) fn packed(&self) -> String {
        let mut out = String::with_capacity(self.text.len() / 3);
        let mut previous = "";
        for line in self.text.split_terminator('\n') {
            let shared = previous
                .chars()
                .zip(line.chars())
                .take_while(|(a, b)| a == b)
                .count()
                .min(MAX_SHARED);
            out.push(char::from(b' ' + shared as u8));
            out.extend(line.chars().skip(shared));
            out.push('\n');
            previous = line;
        }
        out
    }

    /// The lines of [`Shown::packed`] written out in full.
    pub(crate) fn unpack(packed: &str) -> Result<String, &'static str> {
        let mut text = String::with_capacity(packed.len() * 4);
        // Where the line before lies in `text`, without its `\n`.
        let mut previous = 0..0;
        for line in packed.split_terminator('\n') {
            let mut chars = line.chars();
            let shared = chars
                .next()
                .map(|c| u32::from(c).wrapping_sub(u32::from(' ')) as usize)
                .filter(|&n| n <= MAX_SHARED)
                .ok_or("a shown form's shared count is not one")?;
            let kept = match shared {
                0 => 0,
                n => text[previous.clone()]
                    .char_indices()
                    .map(|(i, c)| i + c.len_utf8())
                    .nth(n - 1)
                    .ok_or("a shown form shares more than the line before has")?,
            };
            let start = text.len();
            let shared_text = text[previous.start..previous.start + kept].to_owned();
            text.push_str(&shared_text);
            text.push_str(chars.as_str());
            previous = start..text.len();
            text.push('\n');
        }
        if !packed.is_empty() && !packed.ends_with('\n') {
            return Err("the shown forms end inside a line");
        }
        Ok(text)
    }

    /// The entries, a line each.
    #[cfg(test)]
    pub(crate) fn text(&self) -> &str {
        &self.text
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.starts.is_empty()
    }

    pub(crate) fn len(&self) -> usize {
        self.starts.len()
    }

    fn entry(&self, i: usize) -> &str {
        let start = self.starts[i] as usize;
        let rest = &self.text[start..];
        &rest[..rest.find('\n').unwrap_or(rest.len())]
    }

    /// How the word of these symbols is written, if otherwise than its tiles spell it.
    pub(crate) fn get(&self, language: Language, symbols: &[u8]) -> Option<&str> {
        let found = self.starts.binary_search_by(|&start| {
            let rest = &self.text[start as usize..];
            let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
            board_symbols(language, line)
                .unwrap_or_default()
                .as_slice()
                .cmp(symbols)
        });
        found.ok().map(|i| self.entry(i))
    }
}

/// The symbols of an entry's first form: its board spelling.
fn board_symbols(language: Language, line: &str) -> Option<Vec<u8>> {
    let first = line.split(FORMS_SEPARATOR).next()?;
    encode_in(language, first).filter(|s| !s.is_empty())
}
