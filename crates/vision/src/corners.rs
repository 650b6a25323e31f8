//! The moved-corners look (`Look::MovedCorners`): a board found, each outer corner moved in turn to where its
//! crops read best. Made by the steep shot 01987e, whose far rows merge into blobs the fit cannot use.

use crate::budget::Budget;
use crate::looks::BoardRead;
use crate::{CropSpec, Lattice, LetterReader, Photo, Tuning, VisionError};

/// `lattice` moved to where its crops read best (see `Look::MovedCorners`), read in full; `None` when fewer than
/// `corner_min_dice_share` of its crops read as dice at first (it is not near a board). Each outer corner in turn
/// moves by a step along the board's rows or columns, and a move is kept when the crops read better
/// (`BoardRead::score`, by the reader's quick `glance`); once `budget` runs out, the best moves so far are read.
pub(crate) fn moved_corners(
    photo: &Photo,
    lattice: &Lattice,
    reader: &dyn LetterReader,
    spec: &CropSpec,
    tuning: &Tuning,
    budget: &Budget,
) -> Result<Option<BoardRead>, VisionError> {
    let mut best = BoardRead::new(photo, lattice.clone(), spec, |c, n| reader.glance(c, n))?;
    let dice = best.crops.len() - best.not_dice();
    if (dice as f32) < tuning.corner_min_dice_share * best.crops.len() as f32 {
        return Ok(None);
    }
    let mut best_score = best.score();
    let mut reads = 0;
    for &step in &tuning.corner_steps.0 {
        'moves: while reads < tuning.max_corner_reads {
            for moved in corner_moves(&best.lattice, step) {
                if reads == tuning.max_corner_reads || budget.is_spent() {
                    break 'moves;
                }
                reads += 1;
                let read = BoardRead::new(photo, moved, spec, |c, n| reader.glance(c, n))?;
                let score = read.score();
                if score > best_score + tuning.corner_min_gain {
                    (best, best_score) = (read, score);
                    continue 'moves;
                }
            }
            break;
        }
    }
    BoardRead::new(photo, best.lattice, spec, |c, n| reader.read(c, n)).map(Some)
}

/// `lattice` with one of its outer corners moved `step` cells along one of the board's edges at that corner,
/// either way: 16 lattices.
fn corner_moves(lattice: &Lattice, step: f64) -> Vec<Lattice> {
    let Some(corners) = lattice.corners() else {
        return Vec::new();
    };
    let (rows, cols) = (lattice.rows as f64, lattice.cols as f64);
    let mut moved = Vec::new();
    for k in 0..4 {
        // Corners run round the board: the next one is along a row from an even corner, along a column from an
        // odd one.
        let (next, prev) = (corners[(k + 1) % 4], corners[(k + 3) % 4]);
        let (to_next, to_prev) = if k % 2 == 0 {
            (cols, rows)
        } else {
            (rows, cols)
        };
        for (towards, cells) in [(next, to_next), (prev, to_prev)] {
            let cell = (
                (towards.0 - corners[k].0) / cells,
                (towards.1 - corners[k].1) / cells,
            );
            for sign in [1.0, -1.0] {
                let mut c = corners;
                c[k] = (
                    corners[k].0 + sign * step * cell.0,
                    corners[k].1 + sign * step * cell.1,
                );
                moved.extend(lattice.with_corners(c));
            }
        }
    }
    moved
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detect::find_lattice;
    use crate::test_support::{board_photo, LightReader};

    #[test]
    fn a_lattice_off_its_far_row_is_moved_onto_the_dice() {
        let photo = board_photo(0);
        let tuning = Tuning::default();
        let found = find_lattice(&photo, &tuning).unwrap_or_else(|e| panic!("{e}"));
        let right = found.corners().unwrap_or_else(|| panic!("no corners"));
        // The top corners 0.6 of a cell too high: the top row's crops sit mostly on the tray.
        let mut off = right;
        for k in [0, 1] {
            off[k].1 -= 0.6 * 50.0;
        }
        let off = found
            .with_corners(off)
            .unwrap_or_else(|| panic!("no lattice"));
        let spec = CropSpec::default();
        let before = BoardRead::new(&photo, off.clone(), &spec, |c, n| LightReader.read(c, n))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(before.not_dice() >= 4, "{:?}", before.readings);
        let read = moved_corners(
            &photo,
            &off,
            &LightReader,
            &spec,
            &tuning,
            &Budget::unlimited(),
        )
        .unwrap_or_else(|e| panic!("{e}"))
        .unwrap_or_else(|| panic!("not moved"));
        assert_eq!(read.not_dice(), 0);
        let moved = read
            .lattice
            .corners()
            .unwrap_or_else(|| panic!("no corners"));
        for (m, r) in moved.iter().zip(&right) {
            assert!(
                (m.0 - r.0).hypot(m.1 - r.1) < 0.15 * 50.0,
                "{moved:?} vs {right:?}"
            );
        }
    }

    #[test]
    fn a_lattice_on_no_board_is_not_moved() {
        // The same lattice over a plain tray: every crop is not a die, so there is nothing to move towards.
        let tuning = Tuning::default();
        let found = find_lattice(&board_photo(0), &tuning).unwrap_or_else(|e| panic!("{e}"));
        let tray = Photo::from_rgb(image::RgbImage::from_pixel(
            320,
            320,
            image::Rgb([230, 110, 30]),
        ))
        .unwrap_or_else(|e| panic!("{e}"));
        let unlimited = Budget::unlimited();
        let read = moved_corners(
            &tray,
            &found,
            &LightReader,
            &CropSpec::default(),
            &tuning,
            &unlimited,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(read.is_none());
    }
}
