//! The re-cut: a die read as not a die, or below `recut_below`, is cut again a little off its cell in eight
//! directions and the surest reading kept (at a steep board's edge the lattice can sit off the face); then every
//! die's views are pooled (`views`), each tile's doubt is decided and the `Recognition` made.

use crate::board_read::{checked, BoardRead};
use crate::crops::TileCrop;
use crate::doubt::doubts;
use crate::error::VisionError;
use crate::outcome::{Recognition, RecognizedTile};
use crate::perspective::Point;
use crate::reading::{Face, LetterReader};
use crate::trace::{Pooled, Recut};
use crate::tuning::Tuning;
use crate::views;

/// Cuts again, a little off its cell in eight directions, every die read as not a die or below
/// `recut_below`, keeping the most confident letter (`recuts` records each); then pools several views of every
/// die (`views`, with `tuning.pool_views`; `changes` records each face the pooling changed) and makes the
/// recognition with its doubts.
pub(crate) fn recut(
    t: &Tuning,
    reader: &dyn LetterReader,
    read: BoardRead,
    recuts: &mut Vec<Recut>,
    changes: &mut Vec<Pooled>,
) -> Result<Recognition, VisionError> {
    let BoardRead {
        lattice,
        cutter,
        mut crops,
        mut readings,
    } = read;
    let looked = readings.clone();
    let mut offsets = vec![(0.0, 0.0); crops.len()];
    let unsure: Vec<usize> = (0..crops.len())
        .filter(|&k| readings[k].face == Face::NotADie || readings[k].confidence < t.recut_below)
        .collect();
    if !unsure.is_empty() {
        let shifts: Vec<Point> = (0..8)
            .map(|i| {
                let a = f64::from(i) * std::f64::consts::FRAC_PI_4;
                (t.recut_shift * a.cos(), t.recut_shift * a.sin())
            })
            .collect();
        let again: Vec<TileCrop> = unsure
            .iter()
            .flat_map(|&k| shifts.iter().map(move |&o| (k, o)))
            .map(|(k, o)| cutter.cut(crops[k].row, crops[k].col, o))
            .collect();
        let mut second = checked(reader.read(&again, lattice.rows), again.len())?
            .into_iter()
            .zip(again);
        for &k in &unsure {
            let centred = readings[k];
            let mut moved_by = None;
            for &offset in &shifts {
                let Some((reading, crop)) = second.next() else {
                    break;
                };
                let better = reading.face != Face::NotADie
                    && (readings[k].face == Face::NotADie
                        || reading.confidence > readings[k].confidence + t.recut_margin);
                if better {
                    readings[k] = reading;
                    crops[k] = crop;
                    offsets[k] = offset;
                    moved_by = Some(offset);
                }
            }
            recuts.push(Recut {
                row: crops[k].row,
                col: crops[k].col,
                centred,
                moved_by,
            });
        }
    }
    if t.pool_views {
        let pooled = views::pooled(t, reader, &cutter, &crops, &offsets, lattice.rows)?;
        for ((k, before), after) in readings.iter_mut().enumerate().zip(pooled) {
            if after.face != before.face {
                changes.push(Pooled {
                    row: k / lattice.cols,
                    col: k % lattice.cols,
                    single: *before,
                });
            }
            *before = after;
        }
    }
    let doubts = doubts(&readings, &looked, lattice.rows, lattice.cols, t);
    let tiles = crops
        .into_iter()
        .zip(readings.into_iter().zip(looked))
        .zip(offsets)
        .zip(doubts.tiles)
        .map(
            |(((c, (reading, looked)), offset), doubtful)| RecognizedTile {
                row: c.row,
                col: c.col,
                doubtful,
                reading,
                looked,
                quad: lattice.cell_quad(c.row, c.col, lattice.face, offset),
                crop: c.pixels,
            },
        )
        .collect();
    Ok(Recognition {
        rows: lattice.rows,
        cols: lattice.cols,
        tiles,
        whole_board_doubt: doubts.whole_board,
    })
}

#[cfg(test)]
mod tests {
    use crate::crops::CropSpec;
    use crate::crops::TileCutter;
    use crate::lattice::Quad;
    use crate::reading::LetterReader;
    use crate::recognize::Pipeline;
    use crate::test_support::{board_photo, LightReader};

    #[test]
    fn a_die_off_its_cell_is_cut_again_where_it_lies() {
        // Die (1, 2) lies 14 px (0.28 of a cell) right of its place.
        let photo = board_photo(14);
        let pipeline = Pipeline::new(CropSpec::default());
        let lattice = pipeline
            .find_lattice(&photo)
            .unwrap_or_else(|e| panic!("{e}"));
        let centred = LightReader
            .read(
                &[TileCutter::new(&photo, &lattice, &pipeline.spec).cut(1, 2, (0.0, 0.0))],
                4,
            )
            .unwrap_or_default();
        let outcome = pipeline.recognize(&photo, &LightReader);
        let rec = outcome.result.unwrap_or_else(|e| panic!("{e}"));
        let tile = &rec.tiles[6];
        assert_eq!((tile.row, tile.col), (1, 2));
        assert!(
            centred[0].confidence < pipeline.tuning.recut_below,
            "{centred:?}"
        );
        assert!(
            tile.reading.confidence > centred[0].confidence + pipeline.tuning.recut_margin,
            "{tile:?} vs {centred:?}"
        );
        // The die's quad moved right, towards where the die lies; the trace says so.
        let x = |q: &Quad| q.iter().map(|p| p.0).sum::<f64>() / 4.0;
        assert!(
            x(&tile.quad) > x(&lattice.cells[6]) + 3.0,
            "{:?} vs {:?}",
            tile.quad,
            lattice.cells[6]
        );
        let recut = outcome
            .trace
            .recuts
            .iter()
            .find(|r| (r.row, r.col) == (1, 2));
        assert!(
            recut.is_some_and(|r| r.moved_by.is_some_and(|o| o.0 > 0.0)),
            "{recut:?}"
        );
    }
}
