//! Why a photo gave no board, decided once from what the pipeline saw (the detector's partial boards, the
//! lattices the looks read, the photo's light and edges), so the CLI and the app say the same thing and it is
//! something the person holding the phone can change.

use crate::advice::measure;
use crate::binarise::percentile;
use crate::error::VisionError;
use crate::photo::Photo;
use crate::trace::Trace;
use crate::tuning::Tuning;

/// The reason for a recognition that read no board, in this order:
/// 1. the detector itself ran out of time (a fine texture gives it thousands of blobs): took too long;
/// 2. fewer than `failure_dice_seen` dice in any grid seen (by the detector, or read by a look in any variant):
///    too dark by the advice's limit (`advice_dark_below`) unless the photo is one flat colour (a dim wall),
///    else took too long when the looks' search was cut
///    short (a board a later look would have found), else no board;
/// 3. dice seen but smaller than `advice_far_below` pixels: too far;
/// 4. dice seen whose edges are wide for their size (`advice_blur_above`): too blurry;
/// 5. dice seen in a dark photo: too dark (after far: a small board on a dark table makes the photo dark);
/// 6. else dice seen but not a whole board: covered (a hand, a cup) or outside the picture.
pub(crate) fn why_no_board(photo: &Photo, trace: &Trace, tuning: &Tuning) -> VisionError {
    let detection = &trace.detection;
    if detection.cut_short {
        return VisionError::TookTooLong;
    }
    let measures = measure(photo, detection);
    // The lattice a look read with the most dice in it (in photo pixels, whatever variant found it).
    let best_read = trace
        .looks
        .iter()
        .flat_map(|l| &l.tried)
        .max_by_key(|t| t.crops - t.not_dice);
    let read_dice = best_read.map_or(0, |t| t.crops - t.not_dice);
    let found = detection.partial_dice.max(read_dice);
    if found < tuning.failure_dice_seen {
        // One flat colour in fair light (a wall, a blank page) is simply nothing; a black one is a dark room.
        let white = &detection.whiteness;
        let flat = percentile(white, 0.98).saturating_sub(percentile(white, 0.02))
            < tuning.flat_photo_span;
        let dark = measures.brightness < tuning.advice_dark_below
            && (!flat || measures.brightness < tuning.dark_flat_photo_below);
        return if dark {
            VisionError::TooDark
        } else if trace.out_of_time() {
            VisionError::TookTooLong
        } else {
            VisionError::NoBoard
        };
    }
    let die_side = best_read.map_or(measures.die_side, |t| Some(t.lattice.die_side()));
    if die_side.is_some_and(|s| s < tuning.advice_far_below) {
        return VisionError::TooFar;
    }
    if measures
        .relative_blur
        .is_some_and(|b| b > tuning.advice_blur_above)
    {
        return VisionError::TooBlurry;
    }
    if measures.brightness < tuning.advice_dark_below {
        return VisionError::TooDark;
    }
    VisionError::DiceHidden { found }
}
