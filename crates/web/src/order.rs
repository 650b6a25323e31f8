//! Boards made to order and the board of the day in the app: `boggle_solver`'s order machinery
//! (the one the CLI's `random --difficulty` runs) over the engine's dictionaries, within the
//! budget of rolls the app allows.

use std::fmt;

use boggle_board::{thousands, HouseRules, Localized, Message, Rules};
use boggle_dice::{DiceSet, Rng};
use boggle_solver::{
    board_of_the_day, day_dictionary, roll_to_order, Bands, Day, Difficulty, Made, NotMade, Order,
    BAND_ROLLS,
};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use crate::{page_error, thrown, to_js, Engine};

/// Rolls tried for a board of a difficulty before the app says none came. Each band holds a third
/// of all rolls, so with the bands measured for the dictionary in use a miss takes a dictionary
/// whose boards all have about the same count; 2,000 6x6 rolls take under a second in wasm.
pub const ORDER_ROLLS: u64 = 2_000;

/// Difficulty bands measured for a dictionary (by name), dice set and house rules.
pub(crate) type MeasuredBands = Vec<((String, DiceSet, HouseRules), Bands)>;

#[derive(Serialize, Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct MadeView {
    board: String,
    word_count: u32,
    total_score: u32,
    /// Its band: "easy", "normal" or "hard".
    difficulty: &'static str,
    rolls: u64,
    /// The board of the day's date, `YYYY-MM-DD`, the dictionary that judged it and the official
    /// minimum length it was judged with.
    #[serde(skip_serializing_if = "Option::is_none")]
    date: Option<String>,
    dictionary: String,
    min_len: usize,
}

impl MadeView {
    fn new(
        made: Made,
        bands: Bands,
        rules: &Rules,
        dictionary: &str,
        date: Option<Day>,
    ) -> MadeView {
        MadeView {
            dictionary: dictionary.to_string(),
            min_len: rules.min_len,
            date: date.map(|d| d.to_string()),
            board: made.board.to_string(),
            word_count: made.summary.word_count,
            total_score: made.summary.total_score,
            difficulty: bands.difficulty(made.summary.word_count).name(),
            rolls: made.rolls,
        }
    }
}

impl Engine {
    /// The bands of solver `index`'s dictionary for `set` under `house`: the table's for ENABLE2K
    /// under the printed rules, else measured once (seed 1, so the same on every device) and kept.
    fn bands(&mut self, index: usize, set: DiceSet, house: HouseRules) -> Bands {
        let name = self.solvers[index].0.clone();
        if let Some(bands) = Bands::of_enable2k(name == "enable2k", set, &house) {
            return bands;
        }
        let key = (name, set, house);
        if let Some((_, bands)) = self.measured_bands.iter().find(|(k, _)| *k == key) {
            return *bands;
        }
        let rules = Rules::house(set.side(), set.side(), &house);
        let bands = Bands::measure(&mut self.solvers[index].1, set, &rules, BAND_ROLLS, 1);
        self.measured_bands.push((key, bands));
        bands
    }
}

/// No roll of the budget was a board of the difficulty asked (`None`: the board of the day).
pub struct Missed {
    pub wanted: Option<Difficulty>,
    pub set: DiceSet,
    pub bands: Bands,
    pub missed: NotMade,
}

impl fmt::Display for Missed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Missed {
            wanted,
            set,
            bands,
            missed,
        } = self;
        let what = wanted.map_or("board of the day".to_string(), |d| format!("{d} board"));
        let (rolls, had) = if missed.rolls == 1 {
            (
                "1 roll".to_string(),
                format!("it had {} words", missed.most_words),
            )
        } else {
            (
                format!("{} rolls", thousands(missed.rolls)),
                format!(
                    "these had {} to {} words",
                    thousands(missed.fewest_words.into()),
                    thousands(missed.most_words.into())
                ),
            )
        };
        write!(
            f,
            "No {what} came up in {rolls} of the {} dice (hard: fewer than {} words, easy: {} or \
             more; {had}). Try another difficulty or dictionary.",
            set.title(),
            thousands(bands.hard_below.into()),
            thousands(bands.easy_from.into()),
        )
    }
}

impl Localized for Missed {
    fn message(&self) -> Message {
        Message::new("order-missed")
            .with("what", self.wanted.map_or("day", Difficulty::name))
            .with("rolls", self.missed.rolls)
            .with("dice", self.set.title())
            .with("hard", self.bands.hard_below)
            .with("easy", self.bands.easy_from)
            .with("fewest", self.missed.fewest_words)
            .with("most", self.missed.most_words)
    }
}
#[wasm_bindgen]
impl Engine {
    /// A board of a difficulty (`easy`, `normal`, `hard`) rolled from the dice of the dictionary's
    /// language for the size of the set named, judged by the dictionary in use and the house
    /// rules: { board, wordCount, totalScore, difficulty, rolls }. Throws, saying why, when no
    /// roll of the budget is of that difficulty: `ORDER_ROLLS`, or `tries` when it is fewer (the
    /// browser tests' way to a miss).
    #[wasm_bindgen(js_name = randomToOrder, unchecked_return_type = "MadeView")]
    pub fn random_to_order(
        &mut self,
        dice: &str,
        seed: u32,
        difficulty: &str,
        tries: Option<u32>,
    ) -> Result<JsValue, JsValue> {
        let tries = tries.map_or(ORDER_ROLLS, u64::from).clamp(1, ORDER_ROLLS);
        let set = DiceSet::from_name(dice)
            .ok_or_else(|| page_error(&format!("unknown dice set '{dice}'")))?
            .in_language(self.language());
        let difficulty: Difficulty = difficulty.parse().map_err(|e: String| page_error(&e))?;
        let house = self.house;
        let bands = self.bands(self.current, set, house);
        let order = Order {
            band: Some((difficulty, bands)),
            ..Order::default()
        };
        let rules = Rules::house(set.side(), set.side(), &house);
        let (name, solver) = &mut self.solvers[self.current];
        let mut rng = Rng::new(seed.into());
        match roll_to_order(solver, set, &rules, &order, &mut rng, tries) {
            Ok(made) => to_js(&MadeView::new(made, bands, &rules, name, None)),
            Err(missed) => Err(thrown(&Missed {
                wanted: Some(difficulty),
                set,
                bands,
                missed,
            })),
        }
    }

    /// The board of the day for a board side and a date (`YYYY-MM-DD`, the person's calendar
    /// date) in the dice of the dictionary's language: the same for everyone, whatever their
    /// house rules or their choice among the language's dictionaries (it is judged by the
    /// language's first dictionary of the catalog, when the engine holds it, under the official
    /// rules). { board, wordCount, totalScore, difficulty, rolls, date, dictionary (the one that judged it), minLen }.
    #[wasm_bindgen(js_name = boardOfTheDay, unchecked_return_type = "MadeView")]
    pub fn board_of_the_day(&mut self, side: usize, date: &str) -> Result<JsValue, JsValue> {
        let day: Day = date.parse().map_err(|e: String| page_error(&e))?;
        let language = self.language();
        let set = DiceSet::for_language(language, side).ok_or_else(|| {
            page_error(&format!(
                "There is a board of the day for 4×4, 5×5 and 6×6, not {side}×{side}."
            ))
        })?;
        let judge = day_dictionary(language)
            .and_then(|d| self.solvers.iter().position(|(name, _)| name == d.name))
            .unwrap_or(self.current);
        let bands = self.bands(judge, set, HouseRules::default());
        let rules = Rules::official(side, side);
        let (name, solver) = &mut self.solvers[judge];
        match board_of_the_day(solver, set, &rules, bands, day) {
            Ok(made) => to_js(&MadeView::new(made, bands, &rules, name, Some(day))),
            Err(missed) => Err(thrown(&Missed {
                wanted: None,
                set,
                bands,
                missed,
            })),
        }
    }
}
