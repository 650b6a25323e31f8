//! What a photo read gives the app: the `Scan`, or a failure that keeps what was found (the photo's size, the
//! grid the pipeline came nearest to, the dice read inside it), so the person can mark the corners or type the
//! board instead of starting again.

use boggle_board::{Language, Localized, Message};
use boggle_vision::{Advice, Face, Outcome, Photo, Point, Reading, VisionError};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use boggle_js::{thrown, to_js};

use crate::{clock, Scan};

/// One face a person checking a tile may choose.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct Choice {
    /// As `ScanTile::text`: `a`, `qu`, `th`, `#`.
    pub text: &'static str,
    pub confidence: f32,
}

impl Choice {
    /// The die faces `reading` offers, best first (never "not a die").
    pub fn all(reading: &Reading) -> Vec<Choice> {
        reading
            .choices
            .iter()
            .flatten()
            .map(|&(tile, confidence)| Choice {
                text: Face::Die(tile).text(),
                confidence,
            })
            .collect()
    }
}

/// The grid a failed read came nearest to: where the corner handles start.
#[derive(Debug, Clone, PartialEq, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct Guess {
    pub rows: usize,
    pub cols: usize,
    /// Photo pixels: top-left, top-right, bottom-right, bottom-left as `[x, y]`.
    pub corners: [Point; 4],
}

/// Four corners from JS's `[x1, y1, … x4, y4]`, or a message saying what is wrong.
pub fn corners(xy: &[f64]) -> Result<[Point; 4], String> {
    if xy.len() != 8 || xy.iter().any(|v| !v.is_finite()) {
        return Err(format!(
            "the corners must be 8 finite numbers (x1, y1 … x4, y4); got {xy:?}"
        ));
    }
    Ok(std::array::from_fn(|k| (xy[2 * k], xy[2 * k + 1])))
}

/// `outcome` (a recognition of `photo` begun at `start_ms`) for JS: the `Scan`, or a thrown `Error` whose
/// message says why, carrying `width`, `height` (the photo's size as read), `guess` (a `Guess` or null) and
/// `found` (the `Scan` read inside the guess, or null: the dice read are kept). The guess is read again by
/// `scanner` only when the recognition failed, and without detection.
pub(crate) fn answer(
    scanner: &boggle_scan::Scanner,
    photo: &Photo,
    outcome: Outcome,
    start_ms: f64,
    language: Language,
) -> Result<JsValue, JsValue> {
    // What to change before retaking, from what the detector measured (`boggle_vision::advise_outcome`).
    let advice = advice_lines(&boggle_vision::advise_outcome(
        photo,
        &outcome,
        &scanner.pipeline().tuning,
    ));
    let guess = match &outcome.result {
        Ok(_) => None,
        Err(_) => outcome.trace.nearest().and_then(|l| {
            Some(Guess {
                rows: l.rows,
                cols: l.cols,
                corners: l.corners()?,
            })
        }),
    };
    let error = match Scan::new(outcome, photo, micros_since(start_ms), language) {
        Ok(scan) => return to_js(&Scan { advice, ..scan }),
        Err(e) => e,
    };
    let found = guess.as_ref().and_then(|g| {
        let marked = scanner.recognize_marked(photo, g.rows, g.cols, g.corners);
        Scan::new(marked, photo, micros_since(start_ms), language).ok()
    });
    Err(failure(
        &error,
        photo,
        guess.as_ref(),
        found.as_ref(),
        &advice,
    ))
}

/// A message the app shows with a stable name: a piece of advice to retake, or why every tile is marked;
/// `message` is its English, `l10n` its message id for the person's language.
#[derive(Debug, Clone, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct NamedMessage {
    pub name: &'static str,
    pub message: String,
    pub l10n: Message,
}

impl NamedMessage {
    pub fn new(name: &'static str, said: &impl Localized) -> NamedMessage {
        NamedMessage {
            name,
            message: said.to_string(),
            l10n: said.message(),
        }
    }
}

/// The advice as the app shows it.
pub(crate) fn advice_lines(advice: &[Advice]) -> Vec<NamedMessage> {
    advice
        .iter()
        .map(|a| NamedMessage::new(a.name(), &a.kind))
        .collect()
}

/// A marked read for JS: the `Scan`, or an `Error` with the photo's size (no other guess than the corners given).
pub(crate) fn marked(
    outcome: Outcome,
    photo: &Photo,
    start_ms: f64,
    language: Language,
) -> Result<JsValue, JsValue> {
    match Scan::new(outcome, photo, micros_since(start_ms), language) {
        Ok(scan) => to_js(&scan),
        Err(e) => Err(failure(&e, photo, None, None, &[])),
    }
}

fn micros_since(start_ms: f64) -> f64 {
    (clock::now_ms() - start_ms) * 1000.0
}

/// A JS `Error` with `error`'s message (and `l10n`, see [`boggle_js::thrown`]) and what was found as properties.
fn failure(
    error: &VisionError,
    photo: &Photo,
    guess: Option<&Guess>,
    found: Option<&Scan>,
    advice: &[NamedMessage],
) -> JsValue {
    let thrown = thrown(error);
    let fields = [
        ("width", JsValue::from(photo.width())),
        ("height", JsValue::from(photo.height())),
        (
            "guess",
            guess.and_then(|g| to_js(g).ok()).unwrap_or(JsValue::NULL),
        ),
        (
            "found",
            found.and_then(|s| to_js(s).ok()).unwrap_or(JsValue::NULL),
        ),
        ("advice", to_js(advice).unwrap_or(JsValue::NULL)),
    ];
    for (name, value) in fields {
        // Setting a property on a fresh Error cannot fail; if it did, the message alone still reaches the person.
        let _ = js_sys::Reflect::set(&thrown, &name.into(), &value);
    }
    thrown
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

    use boggle_scan::face_of;

    use super::*;

    #[test]
    fn corners_need_eight_finite_numbers() {
        let xy = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
        assert_eq!(
            corners(&xy).ok(),
            Some([(1.0, 2.0), (3.0, 4.0), (5.0, 6.0), (7.0, 8.0)])
        );
        assert!(corners(&xy[..6]).is_err());
        assert!(corners(&[f64::NAN; 8]).is_err());
    }

    #[test]
    fn the_choices_are_die_faces_as_text() {
        let qu = face_of("q").tile().unwrap();
        let blank = face_of("#").tile().unwrap();
        let reading = Reading {
            face: Face::Die(qu),
            confidence: 0.5,
            runner_up: Face::NotADie,
            runner_up_confidence: 0.3,
            choices: [Some((qu, 0.5)), Some((blank, 0.1)), None],
        };
        let texts: Vec<&str> = Choice::all(&reading).iter().map(|c| c.text).collect();
        assert_eq!(texts, ["qu", "#"]);
    }
}

// `boggle_vision`'s and `boggle_board`'s types in the results, which have no `tsify` in their crates:
// declared here, once, by their Rust names.
#[wasm_bindgen(typescript_custom_section)]
const FOREIGN_TYPES: &str = r#"
/** `boggle_vision::Point`: photo pixels, `[x, y]`. */
export type Point = [number, number];
/** `boggle_vision::Quad`: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];
/** `boggle_board::Message`: a message id and its named arguments, for the person's language. */
export interface Message { id: string; args: Record<string, number | string>; }
"#;
