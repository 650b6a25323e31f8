//! `Definitions`: one shard of definitions (`defs/en/c.txt`), parsed once by the worker and
//! asked for a word's meanings.

use boggle_define::Definitions as Shard;
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use crate::to_js;

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct SenseView {
    part_of_speech: &'static str,
    gloss: String,
}

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct DefinitionView {
    word: String,
    /// The entry that answered: the word, or the form it is inflected from (`cats` → `cat`).
    headword: String,
    /// The headword when the word is answered as a form of it (`running`: a form of `run`), else
    /// null: the page says so rather than deciding it.
    form_of: Option<String>,
    senses: Vec<SenseView>,
    /// The dictionary that answered (`WordNet 3.1`).
    source: String,
}

#[wasm_bindgen]
pub struct Definitions {
    shard: Shard,
}

#[wasm_bindgen]
impl Definitions {
    /// Reads a shard's text; throws if it is not one.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> Result<Definitions, JsValue> {
        let shard = Shard::parse(text).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Definitions { shard })
    }

    /// `{word, headword, formOf, senses: [{partOfSpeech, gloss}], source}`, or null when the shard
    /// has no entry for the word or a form it is inflected from.
    #[wasm_bindgen(unchecked_return_type = "DefinitionView | null")]
    pub fn lookup(&self, word: &str) -> Result<JsValue, JsValue> {
        match self.shard.lookup(word) {
            None => Ok(JsValue::NULL),
            Some(found) => to_js(&DefinitionView {
                form_of: found.is_form_of().then(|| found.headword.clone()),
                source: found.source,
                word: found.word,
                headword: found.headword,
                senses: found
                    .senses
                    .into_iter()
                    .map(|s| SenseView {
                        part_of_speech: s.part_of_speech,
                        gloss: s.gloss,
                    })
                    .collect(),
            }),
        }
    }

    #[wasm_bindgen(getter)]
    pub fn size(&self) -> usize {
        self.shard.len()
    }
}

/// The shard a word's definitions are in (`"c"` for `cats`), or undefined for a word no shard holds.
#[wasm_bindgen(js_name = definitionShard)]
pub fn definition_shard(word: &str) -> Option<String> {
    boggle_define::shard_of(word).map(String::from)
}
