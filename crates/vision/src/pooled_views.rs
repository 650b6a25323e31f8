//! The last look at the board kept: every die read again from several views (centred, and `view_shift` of a cell
//! off centre in four directions), the views pooled by the reader (`LetterReader::read_views`). A misread rarely
//! survives every view, so the pooled confidence is the one the doubt decision weighs.
//!
//! Most dice are plain: their centred crop alone, read at its four quarter turns, pools above `settle_above`,
//! and the shifted views would not change their doubt (fold evaluation, BENCHMARKS.md). Only the others are
//! read from every view, which saves most of the classifier's work on a board.

use crate::board_read::{checked, BoardRead};
use crate::crops::TileCrop;
use crate::crops::TileCutter;
use crate::error::VisionError;
use crate::perspective::Point;
use crate::reading::{Face, LetterReader, Reading};
use crate::trace::Pooled;
use crate::tuning::Tuning;

/// `read` with every die's reading pooled over several views (see the module); with the record of each die
/// whose face the pooling changed.
pub(crate) fn pool(
    mut read: BoardRead,
    reader: &dyn LetterReader,
    t: &Tuning,
) -> Result<(BoardRead, Vec<Pooled>), VisionError> {
    let mut changes = Vec::new();
    let (rows, cols) = (read.lattice.rows, read.lattice.cols);
    let pooled = pooled(t, reader, &read.cutter, &read.crops, &read.offsets, rows)?;
    for ((k, before), after) in read.readings.iter_mut().enumerate().zip(pooled) {
        if after.face != before.face {
            changes.push(Pooled {
                row: k / cols,
                col: k % cols,
                single: *before,
            });
        }
        *before = after;
    }
    Ok((read, changes))
}

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
    let shifts: &[Point] = if t.shifted_views {
        &[(d, 0.0), (-d, 0.0), (0.0, d), (0.0, -d)]
    } else {
        &[]
    };
    let centred: Vec<Vec<TileCrop>> = crops.iter().map(|c| vec![c.clone()]).collect();
    let mut readings = checked(reader.read_views(&centred, side), crops.len())?;
    if shifts.is_empty() {
        return Ok(readings);
    }
    let unsettled: Vec<usize> = (0..crops.len())
        .filter(|&k| readings[k].face == Face::NotADie || readings[k].confidence < t.settle_above)
        .collect();
    let views: Vec<Vec<TileCrop>> = unsettled
        .iter()
        .map(|&k| {
            let (ox, oy) = offsets[k];
            let die = &crops[k];
            std::iter::once(die.clone())
                .chain(
                    shifts
                        .iter()
                        .map(|&(sx, sy)| cutter.cut(die.row, die.col, (ox + sx, oy + sy))),
                )
                .collect()
        })
        .collect();
    let pooled = checked(reader.read_views(&views, side), views.len())?;
    for (k, reading) in unsettled.into_iter().zip(pooled) {
        readings[k] = reading;
    }
    Ok(readings)
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;

    use boggle_board::Tile;

    use super::pooled;
    use crate::crops::TileCutter;
    use crate::crops::{CropSpec, TileCrop};
    use crate::reading::{Face, LetterReader, Reading};
    use crate::recognize::Pipeline;
    use crate::test_support::board_photo;
    use crate::tuning::Tuning;

    /// Reads the dice of column 0 surely and the others doubtfully, and records how many views of which dice
    /// each call to `read_views` was given.
    #[derive(Default)]
    struct ColumnReader {
        calls: RefCell<Vec<Vec<(usize, usize, usize)>>>,
    }

    impl LetterReader for ColumnReader {
        fn read(&self, crops: &[TileCrop], _side: usize) -> Result<Vec<Reading>, String> {
            Ok(crops
                .iter()
                .map(|c| {
                    let confidence = if c.col == 0 { 0.99 } else { 0.6 };
                    Reading {
                        face: Face::Die(Tile::from_text("e").unwrap_or(Tile::BLANK)),
                        confidence,
                        runner_up: Face::NotADie,
                        runner_up_confidence: 1.0 - confidence,
                        choices: [None; 3],
                    }
                })
                .collect())
        }

        fn read_views(&self, views: &[Vec<TileCrop>], side: usize) -> Result<Vec<Reading>, String> {
            self.calls.borrow_mut().push(
                views
                    .iter()
                    .map(|v| (v[0].row, v[0].col, v.len()))
                    .collect(),
            );
            let first: Vec<TileCrop> = views.iter().map(|v| v[0].clone()).collect();
            let mut readings = self.read(&first, side)?;
            for (r, v) in readings.iter_mut().zip(views) {
                // Pooling several views lowers a doubtful die's confidence further.
                if v.len() > 1 {
                    r.confidence = 0.3;
                }
            }
            Ok(readings)
        }
    }

    #[test]
    fn only_unsettled_dice_are_read_from_every_view() {
        let photo = board_photo(0);
        let pipeline = Pipeline::new(CropSpec::default());
        let lattice = pipeline
            .find_lattice(&photo)
            .unwrap_or_else(|e| panic!("{e}"));
        let cutter = TileCutter::new(&photo, &lattice, &pipeline.spec);
        let crops: Vec<TileCrop> = (0..16)
            .map(|k| cutter.cut(k / 4, k % 4, (0.0, 0.0)))
            .collect();
        let offsets = vec![(0.0, 0.0); 16];
        let reader = ColumnReader::default();
        let t = Tuning::default();
        let readings =
            pooled(&t, &reader, &cutter, &crops, &offsets, 4).unwrap_or_else(|e| panic!("{e}"));

        let calls = reader.calls.borrow();
        assert_eq!(calls.len(), 2, "{calls:?}");
        assert!(calls[0].iter().all(|&(_, _, n)| n == 1));
        assert_eq!(calls[0].len(), 16);
        // The 12 dice off column 0 are read again from the centred view and the four shifted ones.
        assert_eq!(calls[1].len(), 12);
        assert!(calls[1].iter().all(|&(_, col, n)| col != 0 && n == 5));
        for (k, r) in readings.iter().enumerate() {
            let expected = if k % 4 == 0 { 0.99 } else { 0.3 };
            assert!((r.confidence - expected).abs() < 1e-6, "{k}: {r:?}");
        }

        // Above 1, no die is settled and every die is read from every view.
        let all = ColumnReader::default();
        let t = Tuning {
            settle_above: 2.0,
            ..Tuning::default()
        };
        pooled(&t, &all, &cutter, &crops, &offsets, 4).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(all.calls.borrow()[1].len(), 16);
    }
}
