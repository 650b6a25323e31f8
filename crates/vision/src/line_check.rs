//! The line check, after a look keeps a board: a lattice a line off the board (its outer line on the tray, a line
//! of dice left outside) reads most dice right but in the wrong cells, however sure each reading is. The ring of
//! cells just outside an edge is glanced at (only beside edges whose opposite line is not all sure dice); when one
//! side's ring reads as dice, more of them than the line at the opposite edge that the lattice would give up, the
//! lattice is slid one line that way and kept if the board then reads better (`BoardRead::score`).

use crate::board_read::{checked, BoardRead};
use crate::crops::CropSpec;
use crate::crops::TileCutter;
use crate::error::VisionError;
use crate::photo::Photo;
use crate::reading::{Face, LetterReader, Reading};
use crate::trace::{Side, Slide};
use crate::tuning::Tuning;

/// `read` slid at most `tuning.max_slides` lines onto dice it left outside (with `tuning.line_check`), with the
/// record of each slide tried.
pub(crate) fn slide(
    photo: &Photo,
    mut read: BoardRead,
    reader: &dyn LetterReader,
    spec: &CropSpec,
    t: &Tuning,
) -> Result<(BoardRead, Vec<Slide>), VisionError> {
    let mut slides = Vec::new();
    let lines = if t.line_check { t.max_slides } else { 0 };
    for _ in 0..lines {
        let Some((side, ring_dice, given_up_dice)) = best_side(photo, &read, reader, spec, t)?
        else {
            break;
        };
        let (rows_by, cols_by) = side.step();
        let (rows, cols) = (read.lattice.rows, read.lattice.cols);
        let lattice = read.lattice.shifted(rows_by, cols_by, rows, cols);
        let moved = BoardRead::new(photo, lattice.clone(), spec, |c, n| reader.read(c, n))?;
        let kept = moved.score() > read.score();
        slides.push(Slide {
            side,
            ring_dice,
            given_up_dice,
            lattice,
            kept,
        });
        if !kept {
            break;
        }
        read = moved;
    }
    Ok((read, slides))
}

/// The side whose ring reads as dice enough to slide towards, the one gaining most dice over the line given up,
/// with its ring's dice and the given-up line's. Only the rings of sides whose given-up line is not all sure
/// dice are read: a board read as sure dice to its edges has nothing to gain (most boards, at no cost).
fn best_side(
    photo: &Photo,
    read: &BoardRead,
    reader: &dyn LetterReader,
    spec: &CropSpec,
    t: &Tuning,
) -> Result<Option<(Side, usize, usize)>, VisionError> {
    let (rows, cols) = (read.lattice.rows, read.lattice.cols);
    let is_die = |r: &Reading| r.face != Face::NotADie && r.confidence >= t.slide_die_above;
    let worth: Vec<(Side, usize)> = Side::ALL
        .into_iter()
        .map(|side| {
            // The line at the opposite edge, which the slide gives up.
            let given_up: Vec<usize> = match side {
                Side::Top => ((rows - 1) * cols..rows * cols).collect(),
                Side::Bottom => (0..cols).collect(),
                Side::Left => (0..rows).map(|r| r * cols + cols - 1).collect(),
                Side::Right => (0..rows).map(|r| r * cols).collect(),
            };
            let dice = given_up
                .iter()
                .filter(|&&k| is_die(&read.readings[k]))
                .count();
            (side, dice, given_up.len())
        })
        .filter(|&(_, dice, line)| dice < line)
        .map(|(side, dice, _)| (side, dice))
        .collect();
    if worth.is_empty() {
        return Ok(None);
    }
    // The ring is the outer line of the lattice grown by one cell on every side.
    let grown = read.lattice.shifted(-1, -1, rows + 2, cols + 2);
    let cutter = TileCutter::new(photo, &grown, spec);
    let ring: Vec<(Side, usize, usize)> = worth
        .iter()
        .flat_map(|&(side, _)| {
            let cells: Vec<(usize, usize)> = match side {
                Side::Top => (1..=cols).map(|c| (0, c)).collect(),
                Side::Bottom => (1..=cols).map(|c| (rows + 1, c)).collect(),
                Side::Left => (1..=rows).map(|r| (r, 0)).collect(),
                Side::Right => (1..=rows).map(|r| (r, cols + 1)).collect(),
            };
            cells.into_iter().map(move |(r, c)| (side, r, c))
        })
        .collect();
    let crops: Vec<_> = ring
        .iter()
        .map(|&(_, r, c)| cutter.cut(r, c, (0.0, 0.0)))
        .collect();
    let readings = checked(reader.glance(&crops, rows), crops.len())?;
    let best = worth
        .into_iter()
        .map(|(side, given_up)| {
            let on_side = ring
                .iter()
                .zip(&readings)
                .filter(|((s, _, _), _)| *s == side);
            let line = on_side.clone().count();
            let ring_dice = on_side.filter(|(_, r)| is_die(r)).count();
            (side, ring_dice, given_up, line)
        })
        .filter(|&(_, ring, given_up, line)| {
            ring > given_up && ring as f32 >= t.slide_ring_share * line as f32
        })
        .max_by_key(|&(_, ring, given_up, _)| ring - given_up);
    Ok(best.map(|(side, ring, given_up, _)| (side, ring, given_up)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lattice::Lattice;
    use crate::recognize::Pipeline;
    use crate::test_support::{board_photo, LightReader};

    /// The board's lattice, found by the detector, and the same lattice moved a column right (its last column
    /// on the tray, the first column of dice left outside).
    fn lattices() -> (Pipeline, Photo, Lattice, Lattice) {
        let photo = board_photo(0);
        let pipeline = Pipeline::default();
        let lattice = pipeline
            .find_lattice(&photo)
            .unwrap_or_else(|e| panic!("{e}"));
        let off = lattice.shifted(0, 1, 4, 4);
        (pipeline, photo, lattice, off)
    }

    fn slid(pipeline: &Pipeline, photo: &Photo, lattice: Lattice) -> (Lattice, Vec<Slide>) {
        let read = BoardRead::new(photo, lattice, &pipeline.spec, |c, n| {
            LightReader.read(c, n)
        })
        .unwrap_or_else(|e| panic!("{e}"));
        let (read, slides) = slide(photo, read, &LightReader, &pipeline.spec, &pipeline.tuning)
            .unwrap_or_else(|e| panic!("{e}"));
        (read.lattice, slides)
    }

    #[test]
    fn a_lattice_a_column_off_slides_back_onto_the_dice() {
        let (pipeline, photo, lattice, off) = lattices();
        assert!(!off.same_cells(&lattice));
        let (back, slides) = slid(&pipeline, &photo, off);
        assert!(back.same_cells(&lattice), "{slides:?}");
        assert!(slides[0].lattice.same_cells(&lattice));
        assert_eq!(slides.len(), 1);
        assert_eq!(
            (
                slides[0].side,
                slides[0].ring_dice,
                slides[0].given_up_dice,
                slides[0].kept
            ),
            (Side::Left, 4, 0, true)
        );
    }

    #[test]
    fn a_lattice_on_the_board_stays_and_the_check_can_be_switched_off() {
        let (pipeline, photo, lattice, off) = lattices();
        // On the board: the ring is tray all round, nothing to slide towards.
        let (kept, slides) = slid(&pipeline, &photo, lattice.clone());
        assert!(kept.same_cells(&lattice));
        assert!(slides.is_empty(), "{slides:?}");
        let no_slides = Pipeline {
            tuning: Tuning {
                line_check: false,
                ..Tuning::default()
            },
            ..pipeline
        };
        let (stays, slides) = slid(&no_slides, &photo, off.clone());
        assert!(stays.same_cells(&off) && slides.is_empty());
    }

    #[test]
    fn a_shifted_lattice_keeps_its_pitch_and_what_was_detected() {
        let (_, _, lattice, off) = lattices();
        let back = off.shifted(0, -1, 4, 4);
        assert!(back.same_cells(&lattice));
        // Grown by a cell all round: the old cell (r, c) is the new (r + 1, c + 1).
        let grown = lattice.shifted(-1, -1, 6, 6);
        assert_eq!(grown.detected[7], lattice.detected[0]);
        assert!(!grown.detected[0]);
        let centre = |q: &crate::lattice::Quad| (q[0].0 + q[2].0) / 2.0;
        assert!((centre(&grown.cells[7]) - centre(&lattice.cells[0])).abs() < 1e-6);
    }
}
