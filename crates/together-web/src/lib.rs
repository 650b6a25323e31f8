//! Game night across phones for the browser (issue 52): a round's code made from a board and the rules the
//! solver's engine reports (`crates/web`'s `roundRules`), read back from a code's text or a link, the next
//! round rolled from it, a player's words as a code against the round's sorted word list (the engine's
//! `roundWords`) and read back, and any code drawn as a QR code. A module of its own, which the worker loads
//! the first time a game-night request comes: the first visit, which only types and solves, never fetches it.
//! It holds no dictionary; the worker asks the engine for what needs one and hands it over.
//!
//! The format is `boggle_round`'s, the game's rules of it `rounds.rs`'s. A refused code throws as every error
//! does (`boggle_js::thrown`): the English and `l10n: { id, args }` (the `code-*` ids of docs/round.md).

use boggle_board::{Board, HouseRules, Language, Scoring};
use boggle_js::{page_error, thrown, to_js};
use boggle_round::{link_param, read_scanned, Code, CodeError, HouseList, Kind, Round};
use serde::{Deserialize, Serialize};
use tsify::Tsify;
use wasm_bindgen::prelude::*;

mod rounds;
mod standings;

use rounds::FirstRound;

/// The rules in use on the host's phone, as the engine reports them (`crates/web`'s `RoundRules`, which
/// serialises what this reads: `tsc -p www` checks the worker hands one to the other).
#[derive(Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
struct RoundRules {
    dictionary: String,
    dictionary_version: u32,
    /// The dictionary's language as a BCP 47 tag: the board's letters are read in it.
    language: String,
    /// A scoring of `scorings()`.
    scoring: String,
    qu_letters: u8,
    /// The house list's words, spelled, sorted and distinct.
    allowed: Vec<String>,
    banned: Vec<String>,
}

/// A round as the page shows and plays it (`boggle_round::Round`, the seed kept inside the code).
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct TogetherRound {
    /// The code's base45 text: what the QR code holds.
    text: String,
    /// `code=…` (escaped): what the challenge link gains to carry the round.
    link_param: String,
    board: String,
    dictionary: String,
    /// The dictionary's edition (`Engine.dictionaryVersion` on the host's phone).
    dictionary_version: u32,
    /// A scoring of `scorings()`.
    scoring: &'static str,
    qu_letters: u8,
    /// The minimum length the round asks for; null: the scoring's or the board's official one.
    min_len: Option<usize>,
    /// `"none"`, `"inline"` (the words are in `allowed` and `banned`) or `"fingerprint"` (too long to carry:
    /// compare `houseFingerprint` with `Engine.houseFingerprint`).
    house_list: &'static str,
    allowed: Vec<String>,
    banned: Vec<String>,
    house_fingerprint: Option<u32>,
    seconds: u32,
    round_id: u32,
    /// When play starts, Unix milliseconds.
    start_ms: f64,
    /// What a player's words carry back for this board.
    board_check: u32,
}

impl TogetherRound {
    fn new(round: &Round) -> Result<TogetherRound, JsValue> {
        let text = round.to_text().map_err(|e| thrown(&e))?;
        let (house_list, allowed, banned, house_fingerprint) = match &round.house_list {
            HouseList::None => ("none", Vec::new(), Vec::new(), None),
            HouseList::Inline { allowed, banned } => {
                ("inline", allowed.clone(), banned.clone(), None)
            }
            HouseList::Fingerprint(f) => ("fingerprint", Vec::new(), Vec::new(), Some(*f)),
        };
        Ok(TogetherRound {
            link_param: link_param(&text),
            text,
            board: round.board.clone(),
            dictionary: round.dictionary.clone(),
            dictionary_version: round.dictionary_version,
            scoring: round.house.scoring.name(),
            qu_letters: round.house.qu_letters,
            min_len: round.house.min_len,
            house_list,
            allowed,
            banned,
            house_fingerprint,
            seconds: round.seconds,
            round_id: round.round_id,
            start_ms: round.start_ms as f64,
            board_check: round.board_check(),
        })
    }
}

/// A player's words as a code, and what went into it.
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct AnswerMade {
    /// The code's base45 text: what the "My words" QR code holds.
    text: String,
    player: String,
    /// The words found on the round's list, as the list spells them.
    found: Vec<String>,
    /// The words typed that are not on it, as typed.
    off_list: Vec<String>,
    /// The length of the round's sorted word list on this phone.
    list_length: usize,
}

/// A player's words read back against a round.
#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct AnswerRead {
    player: String,
    round_id: u32,
    found: Vec<String>,
    off_list: Vec<String>,
}

/// A time from JavaScript (`Date.now()`): a whole number of milliseconds, else a mistake of the page's. The
/// message does not quote it: formatting a float would bring the float formatter into the wasm (17 KB).
fn millis(ms: f64) -> Result<u64, JsValue> {
    if ms.is_finite() && (0.0..=9_007_199_254_740_991.0).contains(&ms) {
        Ok(ms as u64)
    } else {
        Err(page_error("A start moment must be Unix milliseconds."))
    }
}

/// A language the engine named: a mistake of the page's if it is none of ours.
fn language(tag: &str) -> Result<Language, JsValue> {
    Language::from_tag(tag)
        .ok_or_else(|| page_error("A language must be one of the dictionaries'."))
}

/// The round a code's text or a link holds; any other code is the error a wrong kind is.
fn round_of(text: &str) -> Result<Round, JsValue> {
    match read_scanned(text).map_err(|e| thrown(&e))? {
        Code::Round(round) => Ok(round),
        Code::Answer(_) => Err(wrong_kind(Kind::Round, Kind::Answer)),
        Code::Standings(_) => Err(wrong_kind(Kind::Round, Kind::Standings)),
    }
}

fn wrong_kind(expected: Kind, found: Kind) -> JsValue {
    thrown(&CodeError::WrongKind { expected, found })
}

/// The round a code's text (as a scan reads it) or a link (`…#play&…&code=…`) holds, or the code's refusal
/// thrown (foreign, damaged, newer, another kind: `code-*` messages).
#[wasm_bindgen(js_name = readRound, unchecked_return_type = "TogetherRound")]
pub fn read_round(text: &str) -> Result<JsValue, JsValue> {
    to_js(&TogetherRound::new(&round_of(text)?)?)
}

/// A code's text drawn as a QR code: an SVG image, `label` its accessible name.
#[wasm_bindgen(js_name = qrSvg)]
pub fn qr_svg(text: &str, label: &str) -> Result<String, JsValue> {
    boggle_qr::encode(text)
        .map(|code| code.to_svg(label))
        .map_err(|e| page_error(&e.to_string()))
}

/// A round's code for `board` under `rules` (the house list inline when it fits, else its fingerprint;
/// `minLen`, the game's own, or null for the rule's), of `seconds` (0: no clock), starting at `startMs`, its
/// id and next boards from the 64-bit seed `seedHigh`:`seedLow` (the page's `crypto.getRandomValues`).
/// Throws on malformed board text or a field past its limit.
#[wasm_bindgen(js_name = makeRound, unchecked_return_type = "TogetherRound")]
pub fn make_round(
    board: &str,
    #[wasm_bindgen(unchecked_param_type = "RoundRules")] rules: JsValue,
    seconds: u32,
    start_ms: f64,
    seed_high: u32,
    seed_low: u32,
    min_len: Option<u32>,
) -> Result<JsValue, JsValue> {
    let rules: RoundRules = serde_wasm_bindgen::from_value(rules)
        .map_err(|e| page_error(&format!("Round rules: {e}")))?;
    let board = Board::parse_in(board, language(&rules.language)?).map_err(|e| thrown(&e))?;
    let scoring = Scoring::from_name(&rules.scoring)
        .ok_or_else(|| page_error("A scoring must be one of scorings()."))?;
    let round = FirstRound {
        board: &board,
        dictionary: &rules.dictionary,
        dictionary_version: rules.dictionary_version,
        house: HouseRules {
            scoring,
            min_len: min_len.map(|n| n as usize),
            qu_letters: rules.qu_letters,
        },
        house_list: HouseList::of(&rules.allowed, &rules.banned),
        seconds,
        start_ms: millis(start_ms)?,
        seed: u64::from(seed_high) << 32 | u64::from(seed_low),
    }
    .round();
    to_js(&TogetherRound::new(&round)?)
}

/// The round after the one `text` holds (a code or a link), starting at `startMs`: the same board on every
/// phone (`rounds::next_round`), rolled with the dice of `language` (the engine's `roundLanguage` of the
/// round's dictionary).
#[wasm_bindgen(js_name = nextRound, unchecked_return_type = "TogetherRound")]
pub fn next_round(text: &str, start_ms: f64, language_tag: &str) -> Result<JsValue, JsValue> {
    let round = round_of(text)?;
    let next = rounds::next_round(&round, language(language_tag)?, millis(start_ms)?)
        .map_err(|e| thrown(&e))?;
    to_js(&TogetherRound::new(&next)?)
}

/// "My words": `player`'s `words` (as typed, read in `language`) for the round `roundText` holds, as a code —
/// the words on the round's sorted `list` (the engine's `roundWords`) by their index there, the rest as text.
#[wasm_bindgen(js_name = answerCode, unchecked_return_type = "AnswerMade")]
pub fn answer_code(
    round_text: &str,
    player: &str,
    words: Vec<String>,
    list: Vec<String>,
    language_tag: &str,
) -> Result<JsValue, JsValue> {
    let round = round_of(round_text)?;
    let (answer, found) =
        rounds::player_answer(&round, &list, language(language_tag)?, player, &words)
            .map_err(|e| thrown(&e))?;
    to_js(&AnswerMade {
        text: answer.to_text().map_err(|e| thrown(&e))?,
        found: found.iter().map(|&i| list[i as usize].clone()).collect(),
        player: answer.player,
        off_list: answer.off_list,
        list_length: list.len(),
    })
}

/// A player's words (`answerText`) read back against the round `roundText` holds and this phone's sorted
/// `list` of it; throws a code's refusal, or `code-other-round`, `code-other-board`, `code-other-list`.
#[wasm_bindgen(js_name = readAnswer, unchecked_return_type = "AnswerRead")]
pub fn read_answer(
    round_text: &str,
    answer_text: &str,
    list: Vec<String>,
) -> Result<JsValue, JsValue> {
    let round = round_of(round_text)?;
    let answer = match read_scanned(answer_text).map_err(|e| thrown(&e))? {
        Code::Answer(answer) => answer,
        Code::Round(_) => return Err(wrong_kind(Kind::Answer, Kind::Round)),
        Code::Standings(_) => return Err(wrong_kind(Kind::Answer, Kind::Standings)),
    };
    answer.check_against(&round).map_err(|e| thrown(&e))?;
    let found = answer.words(&list).map_err(|e| thrown(&e))?;
    to_js(&AnswerRead {
        found: found.into_iter().map(str::to_owned).collect(),
        player: answer.player.clone(),
        round_id: answer.round_id,
        off_list: answer.off_list.clone(),
    })
}
