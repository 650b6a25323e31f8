//! Stateless helpers a page calls without an engine: board text, official rules, random boards,
//! and the catalogs of dictionaries and scorings.

use boggle_board::{Rules, Scoring};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::DICTIONARIES;
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use crate::views::{BoardView, RulesView};
use crate::{board_size, parse, to_js};

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct DictionaryView {
    name: &'static str,
    title: &'static str,
    language: &'static str,
    rule: &'static str,
    source: &'static str,
    licence: &'static str,
    /// The letters its tiles have beyond a-z (`ñ` for Spanish).
    letters: String,
    /// Whether its dice have a plain `Q` (French) rather than the `Qu` face.
    plain_q: bool,
    /// Accented letters a player may type, each followed by the letters of the tiles it stands
    /// for, separated by spaces (`ée èe …` in French: é is e; `äae ßss …` in German: ä is the two
    /// tiles a, e). A string, not a map: a map's code costs the wasm 5 KB.
    folds: String,
    /// The licence text shipped beside the list (a file of the site's `licences/`), or empty.
    licence_text: &'static str,
    /// The ids of the messages that say its title, rule, source and licence in the interface's
    /// language (`www/locales/<lang>/settings.ftl`; their English is the catalog's, a test holds it so).
    title_id: String,
    rule_id: String,
    source_id: String,
    licence_id: String,
}

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct ScoringView {
    name: &'static str,
    /// Its name for a person: the description's words before the colon, capitalised (`Big Boggle`).
    title: String,
    description: &'static str,
    /// The ids of the messages that say its title and description (as a dictionary's).
    title_id: String,
    description_id: String,
}

/// The id of the message saying `part` of the catalog's entry `name` of `kind` (`dictionary-rule-fr`,
/// `scoring-title-big`): a message of `www/locales/<lang>/settings.ftl` whose English is the catalog's.
fn message_id(kind: &str, part: &str, name: &str) -> String {
    format!("{kind}-{part}-{name}")
}

/// A scoring's name for a person: its description up to the colon, the first letter a capital.
fn scoring_title(description: &str) -> String {
    let name = description.split(':').next().unwrap_or(description);
    let mut chars = name.chars();
    chars
        .next()
        .into_iter()
        .flat_map(char::to_uppercase)
        .chain(chars)
        .collect()
}

/// Board text rolled from a real dice set: `new`, `classic`, `big`, `big-2012`, `super-big`, or a
/// language's (`fr`, `de-big`, …; see `boggle_dice::DiceSet`).
#[wasm_bindgen(js_name = randomBoard)]
pub fn random_board(dice: &str, seed: u32) -> Result<String, JsValue> {
    let set = DiceSet::from_name(dice)
        .ok_or_else(|| crate::page_error(&format!("unknown dice set '{dice}'")))?;
    Ok(set.roll(&mut Rng::new(seed.into())).to_string())
}

/// The board's size and tiles, or a thrown `Error` naming the row and column at fault.
#[wasm_bindgen(js_name = parseBoard, unchecked_return_type = "BoardView")]
pub fn parse_board(text: &str) -> Result<JsValue, JsValue> {
    to_js(&BoardView::new(&parse(text)?))
}

/// The official rules for a board size; throws unless the size is one a board can have.
#[wasm_bindgen(js_name = officialRules, unchecked_return_type = "RulesView")]
pub fn official_rules(rows: usize, cols: usize) -> Result<JsValue, JsValue> {
    board_size(rows, cols)?;
    to_js(&RulesView {
        min_len: Rules::official(rows, cols).min_len,
    })
}

/// The dictionaries the app offers, the default first: name, title, language, rule, source and
/// licence (the catalog in `boggle_lexicon::DICTIONARIES`).
#[wasm_bindgen(unchecked_return_type = "DictionaryView[]")]
pub fn dictionaries() -> Result<JsValue, JsValue> {
    let views: Vec<DictionaryView> = DICTIONARIES
        .iter()
        .map(|d| {
            let language = d.game_language();
            DictionaryView {
                name: d.name,
                title: d.title,
                language: d.language,
                rule: d.rule,
                source: d.source,
                licence: d.licence,
                letters: language.extra_letters().iter().collect(),
                plain_q: !language.q_is_qu(),
                folds: language
                    .typed_folds()
                    .into_iter()
                    .map(|(c, tiles)| format!("{c}{tiles}"))
                    .collect::<Vec<_>>()
                    .join(" "),
                licence_text: d.licence_text,
                title_id: message_id("dictionary", "title", d.name),
                rule_id: message_id("dictionary", "rule", d.name),
                source_id: message_id("dictionary", "source", d.name),
                licence_id: message_id("dictionary", "licence", d.name),
            }
        })
        .collect();
    to_js(&views)
}

/// The scorings `Engine.setHouseRules` takes, with a line describing each and its name for a person.
#[wasm_bindgen(unchecked_return_type = "ScoringView[]")]
pub fn scorings() -> Result<JsValue, JsValue> {
    let views: Vec<ScoringView> = Scoring::ALL
        .iter()
        .map(|s| ScoringView {
            name: s.name(),
            title: scoring_title(s.description()),
            description: s.description(),
            title_id: message_id("scoring", "title", s.name()),
            description_id: message_id("scoring", "about", s.name()),
        })
        .collect();
    to_js(&views)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The messages of an area of the interface in `lang`: `id = value`, each on one line.
    fn messages(lang: &str, area: &str) -> HashMap<String, String> {
        let path = format!(
            "{}/../../www/locales/{lang}/{area}.ftl",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        text.lines()
            .filter_map(|line| line.split_once(" = "))
            .filter(|(id, _)| !id.starts_with([' ', '#']))
            .map(|(id, value)| (id.to_string(), value.to_string()))
            .collect()
    }

    /// One definition: the English the interface shows for the catalog's texts is the catalog's
    /// own, message by message, and every language says each of them.
    #[test]
    fn the_catalogs_texts_are_its_messages_english() {
        let english = messages("en", "settings");
        let mut expected = Vec::new();
        for d in &DICTIONARIES {
            for (part, text) in [
                ("title", d.title),
                ("rule", d.rule),
                ("source", d.source),
                ("licence", d.licence),
            ] {
                expected.push((message_id("dictionary", part, d.name), text.to_string()));
            }
        }
        for s in Scoring::ALL {
            expected.push((
                message_id("scoring", "title", s.name()),
                scoring_title(s.description()),
            ));
            expected.push((
                message_id("scoring", "about", s.name()),
                s.description().to_string(),
            ));
        }
        for (id, text) in &expected {
            assert_eq!(english.get(id), Some(text), "locales/en/settings.ftl: {id}");
            // A value Fluent reads as it is: no placeable, no markup.
            assert!(!text.contains(['{', '}', '<']), "{id}: {text}");
        }
        for lang in ["fr", "de", "es", "it"] {
            let translated = messages(lang, "settings");
            for (id, _) in &expected {
                assert!(
                    translated.get(id).is_some_and(|t| !t.trim().is_empty()),
                    "{lang}: {id}"
                );
            }
        }
        assert_eq!(scoring_title("Big Boggle: 4 letters"), "Big Boggle");
        assert_eq!(scoring_title("classic: 3-4 letters 1"), "Classic");
    }
}
