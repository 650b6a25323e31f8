//! The re-cut, a refinement of the board kept: a die read as not a die, or below `recut_below`, is cut again a
//! little off its cell in eight directions and the surest reading kept (at a steep board's edge the lattice can
//! sit off the face).

use crate::board_read::{checked, BoardRead};
use crate::crops::TileCrop;
use crate::error::VisionError;
use crate::perspective::Point;
use crate::reading::{Face, LetterReader};
use crate::trace::Recut;
use crate::tuning::Tuning;

/// `read` with every die read as not a die or below `recut_below` cut again (with `recut` on), a little off its
/// cell in eight directions, keeping the most confident letter; with the record of each die cut again.
pub(crate) fn recut(
    mut read: BoardRead,
    reader: &dyn LetterReader,
    t: &Tuning,
) -> Result<(BoardRead, Vec<Recut>), VisionError> {
    let mut recuts = Vec::new();
    let unsure: Vec<usize> = (0..read.crops.len())
        .filter(|&k| {
            read.readings[k].face == Face::NotADie || read.readings[k].confidence < t.recut_below
        })
        .filter(|_| t.recut)
        .collect();
    if unsure.is_empty() {
        return Ok((read, recuts));
    }
    let shifts: Vec<Point> = (0..8)
        .map(|i| {
            let a = f64::from(i) * std::f64::consts::FRAC_PI_4;
            (t.recut_shift * a.cos(), t.recut_shift * a.sin())
        })
        .collect();
    let again: Vec<TileCrop> = unsure
        .iter()
        .flat_map(|&k| shifts.iter().map(move |&o| (k, o)))
        .map(|(k, o)| read.cutter.cut(read.crops[k].row, read.crops[k].col, o))
        .collect();
    let mut second = checked(reader.read(&again, read.lattice.rows), again.len())?
        .into_iter()
        .zip(again);
    for &k in &unsure {
        let centred = read.readings[k];
        let mut moved_by = None;
        for &offset in &shifts {
            let Some((reading, crop)) = second.next() else {
                break;
            };
            let better = reading.face != Face::NotADie
                && (read.readings[k].face == Face::NotADie
                    || reading.confidence > read.readings[k].confidence + t.recut_margin);
            if better {
                read.readings[k] = reading;
                read.crops[k] = crop;
                read.offsets[k] = offset;
                moved_by = Some(offset);
            }
        }
        recuts.push(Recut {
            row: read.crops[k].row,
            col: read.crops[k].col,
            centred,
            moved_by,
        });
    }
    Ok((read, recuts))
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
