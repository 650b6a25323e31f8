//! Advice to retake: what is wrong with a photo that a person holding the phone can fix (too dark, too blurry,
//! glare, too far, the board cut off by the frame), each from a measurement of the photo and of what the
//! detector found in it. Cheap enough for every live preview frame: the detector already ran; this adds one pass
//! over the photo at detection resolution.

use std::fmt;

use boggle_board::{Localized, Message};

use crate::detection::Detection;
use crate::error::VisionError;
use crate::lattice::Lattice;
use crate::photo::Photo;
use crate::tuning::Tuning;

mod cut;
mod measure;

pub use measure::measure;

/// What to change before taking the photo again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AdviceKind {
    TooDark,
    TooBlurry,
    Glare,
    TooFar,
    CutOff,
}

impl AdviceKind {
    /// Whether advice of this kind has no place under the failure `reason`: guesses about dice when none were
    /// seen, and the far board's advice, which its reason already gives (measured on the lattice read, not only
    /// the detector's).
    pub(crate) fn repeats(self, reason: &VisionError) -> bool {
        match reason {
            VisionError::NoBoard => true,
            VisionError::TooFar => matches!(self, AdviceKind::TooFar | AdviceKind::TooBlurry),
            _ => false,
        }
    }

    /// Every kind, in the order advice is given.
    pub const ALL: [AdviceKind; 5] = [
        AdviceKind::TooDark,
        AdviceKind::TooBlurry,
        AdviceKind::Glare,
        AdviceKind::TooFar,
        AdviceKind::CutOff,
    ];

    /// A stable name for JSON and the web app.
    pub fn name(self) -> &'static str {
        match self {
            AdviceKind::TooDark => "too-dark",
            AdviceKind::TooBlurry => "too-blurry",
            AdviceKind::Glare => "glare",
            AdviceKind::TooFar => "too-far",
            AdviceKind::CutOff => "cut-off",
        }
    }

    /// What to do, for a person holding the phone (its English: `Display`).
    fn english(self) -> &'static str {
        match self {
            AdviceKind::TooDark => "Too dark: turn on a light or move to a window",
            AdviceKind::TooBlurry => "Too blurry: hold the phone still and tap the board to focus",
            AdviceKind::Glare => "Glare on the dice: tilt the phone or move away from the lamp",
            AdviceKind::TooFar => "Too far: move closer so the board fills most of the picture",
            AdviceKind::CutOff => "Board cut off: step back so the whole board is in the picture",
        }
    }
}

/// One piece of advice and the measurement behind it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Advice {
    pub kind: AdviceKind,
    /// The measurement (`Measures`' field for this kind) and the `Tuning` limit it crossed.
    pub measured: f64,
    pub limit: f64,
}

impl fmt::Display for AdviceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.english())
    }
}

impl Localized for AdviceKind {
    fn message(&self) -> Message {
        Message::new(match self {
            AdviceKind::TooDark => "advice-too-dark",
            AdviceKind::TooBlurry => "advice-too-blurry",
            AdviceKind::Glare => "advice-glare",
            AdviceKind::TooFar => "advice-too-far",
            AdviceKind::CutOff => "advice-cut-off",
        })
    }
}

impl Advice {
    pub fn name(&self) -> &'static str {
        self.kind.name()
    }
}

/// What to do, in English (the kind's).
impl fmt::Display for Advice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind.fmt(f)
    }
}

/// The measurements advice is judged from. `None` where the photo gives nothing to measure (no dice seen).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Measures {
    /// The 95th percentile of luma (0-255) over the board, or the whole photo when no board was found: the
    /// light on the brightest things, which are the dice.
    pub brightness: f64,
    /// Median width, in detection pixels, of the strong edges (letters, die outlines) over the board or photo:
    /// the blur.
    pub edge_width: Option<f64>,
    /// The edge width as a share of a die's side: the blur as the reader sees it in a crop.
    pub relative_blur: Option<f64>,
    /// The largest share of one die face that is clipped white (every channel 250 or more): 1.0 is a
    /// face whose letter is washed out.
    pub glare: Option<f64>,
    /// A die's side in photo pixels: the median over the board's cells, or over the die-sized blobs.
    pub die_side: Option<f64>,
    /// With a board: how much of its most cut side lies outside the frame (each position along the side: the
    /// share outside of its die, or of the die-coloured cell just beyond it; averaged over the side).
    pub cut_off: Option<f64>,
    /// Without a board: the largest share missing from a die-sized blob the frame's edge cuts.
    pub cut_blob: Option<f64>,
}

/// What the live preview needs from one frame: the grid, and what to change if it is not good.
#[derive(Debug, Clone)]
pub struct Preview {
    pub lattice: Result<Lattice, VisionError>,
    pub advice: Vec<Advice>,
}

/// The advice for a photo, from what the detector found in it (`Outcome::trace.detection`).
pub fn advise(photo: &Photo, detection: &Detection, tuning: &Tuning) -> Vec<Advice> {
    judge(&measure(photo, detection), tuning)
}

/// Turns measurements into advice with `tuning`'s limits. Too far is not also called blurry: a far board's
/// edges are wide for its dice because the dice are small, and moving closer fixes both.
pub fn judge(m: &Measures, tuning: &Tuning) -> Vec<Advice> {
    let mut advice = Vec::new();
    let mut give = |kind, measured: Option<f64>, limit: f64, below: bool| {
        if let Some(v) = measured.filter(|&v| if below { v < limit } else { v > limit }) {
            advice.push(Advice {
                kind,
                measured: v,
                limit,
            });
        }
    };
    give(
        AdviceKind::TooDark,
        Some(m.brightness),
        tuning.advice_dark_below,
        true,
    );
    let far = m.die_side.is_some_and(|s| s < tuning.advice_far_below);
    let blur = m.relative_blur.filter(|_| {
        !far || m
            .edge_width
            .is_some_and(|w| w > tuning.advice_blur_min_width)
    });
    give(AdviceKind::TooBlurry, blur, tuning.advice_blur_above, false);
    give(AdviceKind::Glare, m.glare, tuning.advice_glare_above, false);
    give(
        AdviceKind::TooFar,
        m.die_side,
        tuning.advice_far_below,
        true,
    );
    give(
        AdviceKind::CutOff,
        m.cut_off,
        tuning.advice_cut_above,
        false,
    );
    give(
        AdviceKind::CutOff,
        m.cut_blob,
        tuning.advice_cut_blob_above,
        false,
    );
    advice
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(m: &Measures) -> Vec<AdviceKind> {
        judge(m, &Tuning::default())
            .iter()
            .map(|a| a.kind)
            .collect()
    }

    #[test]
    fn a_far_board_is_not_also_called_blurry_unless_its_edges_are_wide() {
        let far = Measures {
            brightness: 200.0,
            edge_width: Some(3.0),
            relative_blur: Some(0.5),
            glare: Some(0.0),
            die_side: Some(8.0),
            cut_off: Some(0.0),
            cut_blob: None,
        };
        assert_eq!(kinds(&far), [AdviceKind::TooFar]);
        let wide = Measures {
            edge_width: Some(6.0),
            ..far
        };
        assert_eq!(kinds(&wide), [AdviceKind::TooBlurry, AdviceKind::TooFar]);
        let near = Measures {
            die_side: Some(40.0),
            ..far
        };
        assert_eq!(kinds(&near), [AdviceKind::TooBlurry]);
        // Nothing measured is nothing said, but light is always measured.
        assert_eq!(kinds(&Measures::default()), [AdviceKind::TooDark]);
    }
}
