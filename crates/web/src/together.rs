//! The engine's part of game night across phones (issue 52): what needs the dictionary. The codes, the
//! next rounds and the QR drawing are `crates/together-web`'s, a module the worker loads only when Play
//! together opens; it asks this engine for the rules in use (`roundRules`), a round's sorted word list
//! (`roundWords`) and the language a round's dictionary rolls its next boards in (`roundLanguage`).

use boggle_board::{HouseRules, Language, Scoring};
use boggle_lexicon::Lexicon;
use boggle_round::house_fingerprint;
use boggle_solver::HouseList;
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use crate::{page_error, rounds, to_js, Engine};

/// The rules in use, which a round carries (`crates/together-web`'s `RoundRules` reads it back).
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
struct RoundRules {
    dictionary: String,
    dictionary_version: u32,
    /// The dictionary's language as a BCP 47 tag.
    language: &'static str,
    /// A scoring of `scorings()`.
    scoring: &'static str,
    qu_letters: u8,
    /// The house list's words, spelled, sorted and distinct.
    allowed: Vec<String>,
    banned: Vec<String>,
}

#[wasm_bindgen]
impl Engine {
    /// The edition of the dictionary in use (CRC-32 of its words), measured once per dictionary.
    #[wasm_bindgen(getter = dictionaryVersion)]
    pub fn dictionary_version(&mut self) -> u32 {
        let name = self.dictionary();
        if let Some((_, v)) = self.versions.iter().find(|(n, _)| *n == name) {
            return *v;
        }
        let version = rounds::dictionary_version(self.lexicon());
        self.versions.push((name, version));
        version
    }

    /// The fingerprint a round carries for this phone's house list (`boggle_round::house_fingerprint` of
    /// its words, spelled, sorted and distinct), or null without one.
    #[wasm_bindgen(getter = houseFingerprint)]
    pub fn house_fingerprint(&self) -> Option<u32> {
        let (allowed, banned) = self.house_words();
        (!allowed.is_empty() || !banned.is_empty()).then(|| house_fingerprint(&allowed, &banned))
    }

    fn house_words(&self) -> (Vec<String>, Vec<String>) {
        let language = self.language();
        (
            rounds::house_words(language, &self.list_text.0),
            rounds::house_words(language, &self.list_text.1),
        )
    }

    fn lexicon(&self) -> &Lexicon {
        self.solvers[self.current].1.lexicon()
    }

    /// The rules in use, as a round made on this phone carries them: the dictionary and its edition, the
    /// scoring, the `Qu` rule and the house list.
    #[wasm_bindgen(js_name = roundRules, unchecked_return_type = "RoundRules")]
    pub fn round_rules(&mut self) -> Result<JsValue, JsValue> {
        let (allowed, banned) = self.house_words();
        to_js(&RoundRules {
            dictionary: self.dictionary(),
            dictionary_version: self.dictionary_version(),
            language: self.language().tag(),
            scoring: self.house.scoring.name(),
            qu_letters: self.house.qu_letters,
            allowed,
            banned,
        })
    }

    /// A dictionary's language by its name, as a BCP 47 tag: the catalog's, else a list this engine holds
    /// (a player's own), else English — from the name alone, so every phone rolls the same next board.
    #[wasm_bindgen(js_name = roundLanguage)]
    pub fn round_language(&self, dictionary: &str) -> String {
        let language = match boggle_lexicon::dictionary(dictionary) {
            Some(info) => info.game_language(),
            None => self
                .solvers
                .iter()
                .find(|(n, _)| n == dictionary)
                .map_or(Language::English, |(_, s)| s.lexicon().language()),
        };
        language.tag().to_string()
    }

    /// A round's sorted word list on this phone (what a player's words index): every word on `board` in
    /// the dictionary in use under the round's rules — its scoring, `Qu` rule and minimum length, and the
    /// house list it carries (`allowed`, `banned`), or this phone's when the round carries only its
    /// fingerprint and it is this phone's (`houseFingerprint`), else none.
    // Flat arguments, not one object: reading an object would bring serde's deserializer into the solver's
    // wasm, which every first visit fetches.
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen(js_name = roundWords)]
    pub fn round_words(
        &mut self,
        board: &str,
        scoring: &str,
        qu_letters: u8,
        min_len: Option<u32>,
        allowed: Vec<String>,
        banned: Vec<String>,
        house_fingerprint: Option<u32>,
    ) -> Result<Vec<String>, JsValue> {
        let board = self.parse(board)?;
        let house = HouseRules {
            scoring: Scoring::from_name(scoring)
                .ok_or_else(|| page_error("A scoring must be one of scorings()."))?,
            min_len: min_len.map(|n| n as usize),
            qu_letters,
        };
        let carried = (!allowed.is_empty() || !banned.is_empty()).then(|| {
            HouseList::parse_in(self.language(), &allowed.join("\n"), &banned.join("\n")).0
        });
        let local = matches!(house_fingerprint, Some(f) if self.house_fingerprint() == Some(f));
        let list = carried.as_ref().or(self.list.as_ref().filter(|_| local));
        let solver = &mut self.solvers[self.current].1;
        Ok(rounds::round_words(solver, &board, house, list))
    }
}
