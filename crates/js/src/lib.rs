//! What the app's wasm bindings (the solver's, the game-night codes', the photo reader's) hand JavaScript: a result as a plain
//! object, an error as a JS `Error` whose message is the English the CLI prints and, when Rust has a
//! message id for it, an `l10n` property `{ id, args }` the app says in the person's language
//! (`www/locales/<lang>/errors.ftl`).

use boggle_board::Localized;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// `value` as a plain object. The json-compatible serializer gives `null` for `None`, so every view's
/// `#[tsify(missing_as_null)]` declares it so.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| page_error(&e.to_string()))
}

/// `said` thrown as an `Error` with its message id and arguments.
pub fn thrown(said: &impl Localized) -> JsValue {
    let error = js_sys::Error::new(&said.to_string());
    if let Ok(l10n) = to_js(&said.message()) {
        // Setting a property on a fresh Error cannot fail; if it did, the English alone still reaches the person.
        let _ = js_sys::Reflect::set(&error, &"l10n".into(), &l10n);
    }
    error.into()
}

/// A message with no id: a mistake of the page's own (a name it should know), never the person's.
pub fn page_error(message: &str) -> JsValue {
    JsError::new(message).into()
}
