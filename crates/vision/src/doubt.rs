//! The one decision of which tiles a person should check (`doubts`), for the CLI and the app: each reading's own
//! doubt, faces shown more often than any dice set has them, and the whole board when it is mostly unreadable or
//! a line off the dice (`WholeBoardDoubt`).

use std::fmt;

use boggle_board::{Language, Localized, Message, Tile};
use boggle_dice::DiceSet;

use crate::reading::{Face, Reading};
use crate::tuning::Tuning;

/// Why every tile of a board is doubtful, which a person should be told: the way on differs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WholeBoardDoubt {
    /// At least `Tuning::doubt_board_share` of the tiles are doubtful on their own: a board mostly unreadable
    /// (say motion-blurred) is not to be trusted in its sure-looking rest either.
    HardToRead,
    /// Most of an outer row or column reads as not dice (`Tuning::line_off_share`): the grid is likely a line off
    /// the board, and the dice read are in the wrong cells however sure each reading is.
    LineOff,
    /// The dice are smaller in the photo than the reader reads surely (`Tuning::small_dice_below`): a far board's
    /// letters are a few pixels, and a confident reading of them can still be wrong.
    SmallDice,
}

impl WholeBoardDoubt {
    /// A stable name for JSON and the web app.
    pub fn name(self) -> &'static str {
        match self {
            WholeBoardDoubt::HardToRead => "hard-to-read",
            WholeBoardDoubt::LineOff => "line-off",
            WholeBoardDoubt::SmallDice => "small-dice",
        }
    }

    /// Why every tile is marked and what to do, for the person checking the board (its English: `Display`).
    fn english(self) -> &'static str {
        match self {
            WholeBoardDoubt::HardToRead => {
                "The photo is hard to read, so every tile was marked: check each, or take another photo."
            }
            WholeBoardDoubt::LineOff => {
                "A row or column at the edge shows hardly a die, so the grid may be a line off the dice and every \
                 tile was marked: fix the grid, or check each tile."
            }
            WholeBoardDoubt::SmallDice => {
                "The dice are small in this photo, so every tile was marked: check each, or take the photo closer."
            }
        }
    }
}

impl fmt::Display for WholeBoardDoubt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.english())
    }
}

impl Localized for WholeBoardDoubt {
    fn message(&self) -> Message {
        Message::new(match self {
            WholeBoardDoubt::HardToRead => "doubt-hard-to-read",
            WholeBoardDoubt::LineOff => "doubt-line-off",
            WholeBoardDoubt::SmallDice => "doubt-small-dice",
        })
    }
}

/// The one decision of which tiles a person should check, for the CLI and the app.
#[derive(Debug, Clone, PartialEq)]
pub struct Doubts {
    /// Per tile, row-major.
    pub tiles: Vec<bool>,
    /// Why every tile is, when the board as a whole is doubtful.
    pub whole_board: Option<WholeBoardDoubt>,
}

/// Which tiles of a `rows` x `cols` board (`readings` row-major) a person should check: each reading's own doubt
/// (`Reading::is_doubtful`); with `tuning.dice_count_doubt`, every tile showing a face more often than any real
/// dice set of the board's size has dice bearing it (two `Qu`s on a 4x4: one die has it, so one of them is
/// misread, and the reader cannot say which); and every tile, for a `WholeBoardDoubt`.
///
/// `looked` is how the look that kept the board read each die (its centred crop, before re-cuts and pooled views
/// moved a crop off the tray onto a neighbouring die): the line-off check reads it beside `readings`. `die_side`
/// is the dice's side in photo pixels (`Lattice::die_side`).
pub fn doubts(
    readings: &[Reading],
    looked: &[Reading],
    (rows, cols): (usize, usize),
    die_side: f64,
    tuning: &Tuning,
) -> Doubts {
    let mut tiles: Vec<bool> = readings.iter().map(|r| r.is_doubtful(tuning)).collect();
    if tuning.dice_count_doubt && rows == cols {
        for (d, over) in tiles.iter_mut().zip(over_dice_count(readings, rows)) {
            *d |= over;
        }
    }
    let share = tiles.iter().filter(|&&d| d).count() as f32 / tiles.len().max(1) as f32;
    // A line off first: it has the more useful way on (the grid fixed, not the photo taken again).
    let line_off =
        outer_line_not_dice(readings, rows, cols).max(outer_line_not_dice(looked, rows, cols));
    let whole_board = if tuning.line_off_doubt && line_off >= tuning.line_off_share {
        Some(WholeBoardDoubt::LineOff)
    } else if tuning.small_dice_doubt && die_side < tuning.small_dice_below {
        Some(WholeBoardDoubt::SmallDice)
    } else if tuning.hard_to_read_doubt && share >= tuning.doubt_board_share {
        Some(WholeBoardDoubt::HardToRead)
    } else {
        None
    };
    if whole_board.is_some() {
        tiles.iter_mut().for_each(|d| *d = true);
    }
    Doubts { tiles, whole_board }
}

/// The largest share of the first or last row or column of a `rows` x `cols` board read as not a die.
fn outer_line_not_dice(readings: &[Reading], rows: usize, cols: usize) -> f32 {
    if rows < 2 || cols < 2 || readings.len() != rows * cols {
        return 0.0;
    }
    let empty = |r: usize, c: usize| readings[r * cols + c].face == Face::NotADie;
    let rows_share =
        [0, rows - 1].map(|r| (0..cols).filter(|&c| empty(r, c)).count() as f32 / cols as f32);
    let cols_share =
        [0, cols - 1].map(|c| (0..rows).filter(|&r| empty(r, c)).count() as f32 / rows as f32);
    rows_share.into_iter().chain(cols_share).fold(0.0, f32::max)
}

/// Each tile showing a face more often than any real dice set of `side` x `side` has dice bearing it; all false
/// for a size no set fills.
fn over_dice_count(readings: &[Reading], side: usize) -> Vec<bool> {
    // The English dice: the letter model reads their faces only (other languages' sets would
    // allow more of some letters and so hide a misread).
    let sets: Vec<DiceSet> = DiceSet::ALL
        .into_iter()
        .filter(|s| s.side() == side && s.language() == Language::English)
        .collect();
    if sets.is_empty() {
        return vec![false; readings.len()];
    }
    let mut shown = [0usize; Tile::COUNT];
    for r in readings {
        if let Face::Die(t) = r.face {
            shown[t.index()] += 1;
        }
    }
    // For each face, the most dice bearing it in any set of this size.
    let mut most = [0usize; Tile::COUNT];
    for set in &sets {
        let mut bearing = [0usize; Tile::COUNT];
        for die in set.dice() {
            let mut faces: Vec<usize> = die.iter().map(|t| t.index()).collect();
            faces.sort_unstable();
            faces.dedup();
            faces.iter().for_each(|&k| bearing[k] += 1);
        }
        for (m, b) in most.iter_mut().zip(bearing) {
            *m = (*m).max(b);
        }
    }
    readings
        .iter()
        .map(|r| matches!(r.face, Face::Die(t) if shown[t.index()] > most[t.index()]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reading::tests::{letter, reading, sure_board};

    #[test]
    fn a_face_more_often_than_the_dice_have_it_is_doubtful_everywhere() {
        let t = Tuning::default();
        // Two Qu faces on a 4x4 board: one die of each real 4x4 set bears Qu.
        let mut faces = sure_board();
        faces[3] = reading(Face::Die(Tile::QU), 0.99);
        faces[9] = reading(Face::Die(Tile::QU), 0.99);
        let doubtful = doubts(&faces, &faces, (4, 4), 40.0, &t);
        let marked: Vec<usize> = (0..16).filter(|&k| doubtful.tiles[k]).collect();
        assert_eq!(doubtful.whole_board, None);
        assert_eq!(marked, [3, 9]);
        // One Qu is a board the dice can roll.
        faces[9] = reading(letter('j'), 0.99);
        assert!(doubts(&faces, &faces, (4, 4), 40.0, &t)
            .tiles
            .iter()
            .all(|d| !d));
        // A size no set has: no constraint.
        assert!(doubts(&faces[..9], &faces[..9], (3, 3), 40.0, &t)
            .tiles
            .iter()
            .all(|d| !d));
    }

    /// How many tiles are marked, and why all are when they are.
    fn marked(faces: &[Reading], t: &Tuning) -> (usize, Option<WholeBoardDoubt>) {
        let d = doubts(faces, faces, (4, 4), 40.0, t);
        (d.tiles.iter().filter(|&&d| d).count(), d.whole_board)
    }

    #[test]
    fn a_board_mostly_doubtful_is_doubtful_everywhere() {
        let t = Tuning {
            doubt_board_share: 0.5,
            ..Tuning::default()
        };
        let mut faces = sure_board();
        // Seven unsure tiles of sixteen: only they are marked.
        for f in &mut faces[..7] {
            f.confidence = 0.3;
        }
        assert_eq!(marked(&faces, &t), (7, None));
        // Eight of sixteen, half the board: every tile is, the photo hard to read.
        faces[7].face = Face::NotADie;
        assert_eq!(marked(&faces, &t), (16, Some(WholeBoardDoubt::HardToRead)));
        let no_board_rule = Tuning {
            hard_to_read_doubt: false,
            ..Tuning::default()
        };
        assert_eq!(marked(&faces, &no_board_rule), (8, None));
        // The default share marks every tile from fewer.
        let least = (16.0 * Tuning::default().doubt_board_share).ceil() as usize;
        let mut faces = sure_board();
        for f in &mut faces[..least - 1] {
            f.confidence = 0.3;
        }
        assert_eq!(marked(&faces, &Tuning::default()).0, least - 1);
        faces[least - 1].confidence = 0.3;
        assert_eq!(marked(&faces, &Tuning::default()).0, 16);
    }

    #[test]
    fn a_board_with_an_outer_line_of_no_dice_is_doubtful_everywhere() {
        let t = Tuning::default();
        let mut faces = sure_board();
        // Two of the last column's four: only they are marked.
        for k in [3, 7] {
            faces[k].face = Face::NotADie;
        }
        assert_eq!(marked(&faces, &t), (2, None));
        // Three of four: the lattice is a column off the dice.
        faces[11].face = Face::NotADie;
        assert_eq!(marked(&faces, &t), (16, Some(WholeBoardDoubt::LineOff)));
        let rule_off = Tuning {
            line_off_doubt: false,
            ..Tuning::default()
        };
        assert_eq!(marked(&faces, &rule_off), (3, None));
        // Re-cut onto letters in the end, the column the look read as no dice still says the lattice is off.
        let mut recut = faces.clone();
        for k in [3, 7, 11] {
            recut[k] = reading(letter('e'), 0.99);
        }
        assert_eq!(
            doubts(&recut, &faces, (4, 4), 40.0, &t).whole_board,
            Some(WholeBoardDoubt::LineOff)
        );
        assert_eq!(doubts(&recut, &recut, (4, 4), 40.0, &t).whole_board, None);
        faces[15].face = Face::NotADie;
        // A line off and half the board doubtful: the line is the reason given, its way on the better one.
        for f in &mut faces[..6] {
            f.confidence = 0.3;
        }
        assert_eq!(marked(&faces, &t).1, Some(WholeBoardDoubt::LineOff));
        for f in &mut faces[..6] {
            f.confidence = 0.99;
        }
        // A whole inner column is no sign of a shifted lattice.
        for k in [3, 7, 11, 15] {
            faces[k].face = letter('e');
        }
        for k in [1, 5, 9, 13] {
            faces[k].face = Face::NotADie;
        }
        assert_eq!(marked(&faces, &t), (4, None));
    }

    #[test]
    fn an_outer_line_is_found_on_boards_of_any_shape() {
        let t = Tuning::default();
        // 3 rows x 5 columns, the last column empty.
        let mut faces: Vec<Reading> = "abcdefghijklmno"
            .chars()
            .map(|c| reading(letter(c), 0.99))
            .collect();
        for k in [4, 9, 14] {
            faces[k].face = Face::NotADie;
        }
        let line_off = |rows, cols| doubts(&faces, &faces, (rows, cols), 40.0, &t).whole_board;
        assert_eq!(line_off(3, 5), Some(WholeBoardDoubt::LineOff));
        // The same readings as 5 rows x 3 columns: the three empty cells are scattered.
        assert_eq!(line_off(5, 3), None);
    }
}
