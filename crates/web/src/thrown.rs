//! What the binding throws: a JS `Error` whose message is the English the CLI prints and, when Rust has
//! a message id for it, an `l10n` property `{ id, args }` that the app says in the person's language
//! (`www/locales/<lang>/errors.ftl`; `www/l10n.js`'s `tSaid`).

use boggle_board::Localized;
use wasm_bindgen::prelude::*;

use crate::to_js;

/// `said` thrown as an `Error` with its message id and arguments.
pub(crate) fn thrown(said: &impl Localized) -> JsValue {
    let error = js_sys::Error::new(&said.to_string());
    if let Ok(l10n) = to_js(&said.message()) {
        // Setting a property on a fresh Error cannot fail; if it did, the English alone still reaches the person.
        let _ = js_sys::Reflect::set(&error, &"l10n".into(), &l10n);
    }
    error.into()
}

/// A message with no id: a mistake of the page's own (a name it should know), never the person's.
pub(crate) fn page_error(message: &str) -> JsValue {
    JsError::new(message).into()
}
