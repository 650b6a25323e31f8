//! A player's own word list: built in the worker from a file or a paste with the CLI's bounds
//! (`boggle_lexicon::read_word_list`: size, lines, a time budget), then kept beside the built-in
//! dictionaries under an id made from its words, so the same list has the same id on every
//! device (and in a share link). The page keeps the built dictionary (`dictionaryBytes`) in
//! IndexedDB and gives it back to a new worker with `keepDictionary`.

use boggle_board::Message;
use boggle_lexicon::{read_word_list, Language, Lexicon, ListError};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use crate::{lexicon_from, page_error, performance_now, thrown, to_js, Engine};

/// The most a list may take to build, whatever the page asks: the page's request timeout is
/// longer, so a slow phone gets this message rather than a restarted worker.
const MAX_BUDGET_MS: f64 = 45_000.0;

/// A built list, for the page to show and keep.
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct BuiltList {
    /// `mine-` and 8 hex digits: FNV-1a of the built dictionary, so the same words give the same id.
    id: String,
    language: &'static str,
    words: usize,
    left_out_lines: usize,
    /// What was left out, in words ("left out 3 lines no board can spell: …"), or empty.
    report: String,
    /// The same as messages for the app to say in the person's language (`ListReport::messages`).
    report_l10n: Vec<Message>,
}

/// The id of a list's dictionary (see [`BuiltList::id`]).
fn list_id(lexicon: &Lexicon) -> String {
    let hash = lexicon.to_bytes().iter().fold(0x811c_9dc5_u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    format!("mine-{hash:08x}")
}

#[wasm_bindgen]
impl Engine {
    /// Builds a word list (text, or a `.lex`) in `language` (a BCP 47 tag) within `budget_ms`
    /// and keeps it under its id; the dictionary in use does not change. Throws the reason a
    /// list gave no dictionary.
    #[wasm_bindgen(js_name = addWordList, unchecked_return_type = "BuiltList")]
    pub fn add_word_list(
        &mut self,
        bytes: &[u8],
        language: &str,
        budget_ms: f64,
    ) -> Result<JsValue, JsValue> {
        let language = Language::from_tag(language)
            .ok_or_else(|| page_error(&format!("There is no language “{language}”.")))?;
        let deadline = performance_now() + budget_ms.clamp(0.0, MAX_BUDGET_MS);
        let (lexicon, report) = read_word_list(bytes, language, || performance_now() < deadline)
            .map_err(|e| list_error(&e))?;
        let built = BuiltList {
            id: list_id(&lexicon),
            language: lexicon.language().tag(),
            words: report.words,
            left_out_lines: report.left_out_lines(),
            report: report.to_string(),
            report_l10n: report.messages(),
        };
        self.keep(&built.id, lexicon);
        to_js(&built)
    }

    /// Keeps a dictionary built before (its bytes from `dictionaryBytes`) under `name`, without
    /// using it yet.
    #[wasm_bindgen(js_name = keepDictionary)]
    pub fn keep_dictionary(&mut self, name: &str, lexicon: &[u8]) -> Result<(), JsValue> {
        let lexicon = lexicon_from(lexicon)?;
        self.keep(name, lexicon);
        Ok(())
    }

    /// The serialised dictionary kept under `name` (empty if there is none).
    #[wasm_bindgen(js_name = dictionaryBytes)]
    pub fn dictionary_bytes(&self, name: &str) -> Vec<u8> {
        self.solvers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, solver)| solver.lexicon().to_bytes())
            .unwrap_or_default()
    }

    /// Forgets the dictionary kept under `name` unless it is in use; false if it is.
    #[wasm_bindgen(js_name = dropDictionary)]
    pub fn drop_dictionary(&mut self, name: &str) -> bool {
        let Some(i) = self.solvers.iter().position(|(n, _)| n == name) else {
            return true;
        };
        if i == self.current {
            return false;
        }
        self.solvers.remove(i);
        if i < self.current {
            self.current -= 1;
        }
        true
    }
}

/// Why a list gave no dictionary, thrown with its message id; a list with no word a board can
/// spell also carries what was left out (`report`, as `BuiltList::report_l10n`).
fn list_error(error: &ListError) -> JsValue {
    let thrown = thrown(error);
    if let ListError::NoWords(report) = error {
        if let Ok(messages) = to_js(&report.messages()) {
            // Setting a property on a fresh Error cannot fail; the message alone would still be right.
            let _ = js_sys::Reflect::set(&thrown, &"report".into(), &messages);
        }
    }
    thrown
}
