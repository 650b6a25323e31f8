//! `boggle recognize --json`: the shapes of its output, for a board read and for a photo without one.

use boggle_board::BoardError;
use boggle_vision::{Advice, Face, Point, Quad, Recognition};
use serde::Serialize;

/// The `--json` output.
#[derive(Serialize)]
pub(super) struct RecognitionJson<'a> {
    rows: usize,
    cols: usize,
    board: String,
    /// The grid's outer corners in photo pixels (top-left, top-right, bottom-right, bottom-left), as `--corners`
    /// takes them.
    corners: Option<[Point; 4]>,
    tiles: Vec<TileJson<'a>>,
    /// Why every tile is doubtful (`hard-to-read`, `line-off`) and what to do, when the board as a whole is.
    #[serde(skip_serializing_if = "Option::is_none")]
    whole_board_doubt: Option<MessageJson>,
    /// With --solve: `boggle solve --json`'s object, or null when the board read could not be solved.
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<serde_json::Value>,
    /// Why `solution` is null (present only then).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) unsolved: Option<&'a UnsolvedJson>,
    /// The looks not taken because --budget-ms ran out (present only then).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) skipped_for_time: Vec<&'static str>,
    /// What to change before taking the photo again: empty when no tile is marked (`advise_outcome`).
    pub(super) advice: Vec<MessageJson>,
}

/// A message with a stable name: a piece of advice to retake (`too-dark`, `too-blurry`, `glare`, `too-far`,
/// `cut-off`), or why every tile is doubtful; and what to do.
#[derive(Serialize)]
pub(super) struct MessageJson {
    name: &'static str,
    message: String,
}

pub(super) fn advice_json(advice: &[Advice]) -> Vec<MessageJson> {
    advice
        .iter()
        .map(|a| MessageJson {
            name: a.name(),
            message: a.to_string(),
        })
        .collect()
}

/// The `--json` output when no board is read: why, and whether the time budget ran out.
#[derive(Serialize)]
pub(super) struct FailureJson {
    pub(super) error: String,
    pub(super) out_of_time: bool,
    pub(super) skipped_for_time: Vec<&'static str>,
    pub(super) advice: Vec<MessageJson>,
}

/// Why a board read was not solved: `unread-tiles` (the tiles not read as dice, counted from 1 as in board
/// errors, with what to do) or `bad-board` (the board text read does not parse).
#[derive(Serialize)]
pub(super) struct UnsolvedJson {
    reason: &'static str,
    pub(super) message: String,
    tiles: Vec<CellJson>,
}

#[derive(Serialize)]
struct CellJson {
    row: usize,
    col: usize,
}

impl UnsolvedJson {
    pub(super) fn new(rec: &Recognition, board_text: &str, error: &BoardError) -> UnsolvedJson {
        let tiles: Vec<CellJson> = rec
            .tiles
            .iter()
            .filter(|t| t.reading.face == Face::NotADie)
            .map(|t| CellJson {
                row: t.row + 1,
                col: t.col + 1,
            })
            .collect();
        if tiles.is_empty() {
            return UnsolvedJson {
                reason: "bad-board",
                message: format!("the board read ({board_text}) cannot be solved: {error}"),
                tiles,
            };
        }
        let cells: Vec<String> = tiles
            .iter()
            .map(|c| format!("row {}, column {}", c.row, c.col))
            .collect();
        let count = match tiles.len() {
            1 => "1 tile was".to_string(),
            n => format!("{n} tiles were"),
        };
        UnsolvedJson {
            reason: "unread-tiles",
            message: format!(
                "not solved: {count} not read as a die ({}); type the board with `boggle solve`, \
                 or take another photo",
                cells.join("; ")
            ),
            tiles,
        }
    }
}

#[derive(Serialize)]
struct TileJson<'a> {
    /// The face read (`a`, `qu`, `th`, `#`), or an empty string for a cell not read as a die.
    text: &'a str,
    confidence: f32,
    runner_up: &'a str,
    runner_up_confidence: f32,
    /// Whether a person should check it (the pipeline's one decision, the same as the app's).
    doubtful: bool,
    /// The die's top face in photo pixels: top-left, top-right, bottom-right, bottom-left as `[x, y]`.
    quad: &'a Quad,
}

pub(super) fn recognition_json(
    rec: &Recognition,
    board: String,
    corners: Option<[Point; 4]>,
    solution: Option<serde_json::Value>,
) -> RecognitionJson<'_> {
    RecognitionJson {
        rows: rec.rows,
        cols: rec.cols,
        board,
        corners,
        skipped_for_time: Vec::new(),
        advice: Vec::new(),
        unsolved: None,
        whole_board_doubt: rec.whole_board_doubt.map(|d| MessageJson {
            name: d.name(),
            message: d.to_string(),
        }),
        tiles: rec
            .tiles
            .iter()
            .map(|t| TileJson {
                text: t.reading.face.text(),
                confidence: t.reading.confidence,
                runner_up: t.reading.runner_up.text(),
                runner_up_confidence: t.reading.runner_up_confidence,
                doubtful: t.doubtful,
                quad: &t.quad,
            })
            .collect(),
        solution,
    }
}
