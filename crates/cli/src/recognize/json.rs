//! `boggle recognize --json`: the shapes of its output, for a board read and for a photo without one.

use boggle_vision::{Advice, Point, Quad, Recognition};
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
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<serde_json::Value>,
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
    message: &'static str,
}

pub(super) fn advice_json(advice: &[Advice]) -> Vec<MessageJson> {
    advice
        .iter()
        .map(|a| MessageJson {
            name: a.name(),
            message: a.message(),
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
        whole_board_doubt: rec.whole_board_doubt.map(|d| MessageJson {
            name: d.name(),
            message: d.message(),
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
