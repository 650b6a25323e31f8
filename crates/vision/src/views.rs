//! The last look at the board kept: every die cut again in several views (centred, and `view_shift` of a cell
//! off centre in four directions) and the views pooled by the reader (`LetterReader::read_views`). A misread
//! rarely survives every view, so the pooled confidence is the one the doubt decision weighs.

use crate::crops::TileCutter;
use crate::looks::checked;
use crate::{LetterReader, Point, Reading, TileCrop, Tuning, VisionError};

/// The pooled reading of every die: `crops[k]` is die `k` as read so far, cut at `offsets[k]` off its cell
/// (the re-cut's choice), and the other views are cut around that offset.
pub(crate) fn pooled(
    t: &Tuning,
    reader: &dyn LetterReader,
    cutter: &TileCutter,
    crops: &[TileCrop],
    offsets: &[Point],
    side: usize,
) -> Result<Vec<Reading>, VisionError> {
    let d = t.view_shift;
    let shifts: &[Point] = if d > 0.0 {
        &[(d, 0.0), (-d, 0.0), (0.0, d), (0.0, -d)]
    } else {
        &[]
    };
    let views: Vec<Vec<TileCrop>> = crops
        .iter()
        .zip(offsets)
        .map(|(centred, &(ox, oy))| {
            std::iter::once(centred.clone())
                .chain(
                    shifts
                        .iter()
                        .map(|&(sx, sy)| cutter.cut(centred.row, centred.col, (ox + sx, oy + sy))),
                )
                .collect()
        })
        .collect();
    checked(reader.read_views(&views, side), crops.len())
}
