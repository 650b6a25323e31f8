//! Stateless helpers a page calls without an engine: board text, official rules, random boards,
//! and the catalogs of dictionaries and scorings.

use boggle_board::{Rules, Scoring};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::DICTIONARIES;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::views::{BoardView, RulesView};
use crate::{board_size, parse, to_js};

#[derive(Serialize)]
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
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ScoringView {
    name: &'static str,
    description: &'static str,
}

/// Board text rolled from a real dice set: `new`, `classic`, `big`, `big-2012`, `super-big`, or a
/// language's (`fr`, `de-big`, …; see `boggle_dice::DiceSet`).
#[wasm_bindgen(js_name = randomBoard)]
pub fn random_board(dice: &str, seed: u32) -> Result<String, JsValue> {
    let set = DiceSet::from_name(dice)
        .ok_or_else(|| crate::thrown::page_error(&format!("unknown dice set '{dice}'")))?;
    Ok(set.roll(&mut Rng::new(seed.into())).to_string())
}

/// The board's size and tiles, or a thrown `Error` naming the row and column at fault.
#[wasm_bindgen(js_name = parseBoard)]
pub fn parse_board(text: &str) -> Result<JsValue, JsValue> {
    to_js(&BoardView::new(&parse(text)?))
}

/// The official rules for a board size; throws unless the size is one a board can have.
#[wasm_bindgen(js_name = officialRules)]
pub fn official_rules(rows: usize, cols: usize) -> Result<JsValue, JsValue> {
    board_size(rows, cols)?;
    to_js(&RulesView {
        min_len: Rules::official(rows, cols).min_len,
    })
}

/// The dictionaries the app offers, the default first: name, title, language, rule, source and
/// licence (the catalog in `boggle_lexicon::DICTIONARIES`).
#[wasm_bindgen]
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
            }
        })
        .collect();
    to_js(&views)
}

/// The scorings `Engine.setHouseRules` takes, with a line describing each.
#[wasm_bindgen]
pub fn scorings() -> Result<JsValue, JsValue> {
    let views: Vec<ScoringView> = Scoring::ALL
        .iter()
        .map(|s| ScoringView {
            name: s.name(),
            description: s.description(),
        })
        .collect();
    to_js(&views)
}
