//! The moved-corners look (`Look::MovedCorners`): a board found, its outer corners moved to where its crops read
//! best. Made by the steep shot 01987e, whose far rows merge into blobs the fit cannot use.

use crate::board_read::BoardRead;
use crate::budget::Budget;
use crate::crops::CropSpec;
use crate::error::VisionError;
use crate::lattice::Lattice;
use crate::perspective::Point;
use crate::photo::Photo;
use crate::reading::LetterReader;
use crate::tuning::Tuning;

/// `lattice` moved to where its crops read best (see `Look::MovedCorners`), read in full; `None` when fewer than
/// `corner_min_dice_share` of its crops read as dice at first (it is not near a board). Each round reads every
/// lattice one step away (`corner_moves`, by the reader's quick `glance`) and keeps the best if its crops read
/// better (`BoardRead::score`); then the step shrinks. Taking the first better move instead let one fold model
/// walk 01987e's grid into a dead end (5 of 16 crops not dice). Once `budget` or `max_corner_reads` runs out, the
/// best lattice so far is read.
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
    'steps: for &step in &tuning.corner_steps.0 {
        loop {
            let mut round_best: Option<(BoardRead, f32)> = None;
            for moved in corner_moves(&best.lattice, step) {
                if reads == tuning.max_corner_reads || budget.is_spent() {
                    break;
                }
                reads += 1;
                let read = BoardRead::new(photo, moved, spec, |c, n| reader.glance(c, n))?;
                let score = read.score();
                if round_best.as_ref().is_none_or(|(_, s)| score > *s) {
                    round_best = Some((read, score));
                }
            }
            match round_best {
                Some((read, score)) if score > best_score + tuning.corner_min_gain => {
                    (best, best_score) = (read, score);
                }
                _ => break,
            }
            if reads == tuning.max_corner_reads || budget.is_spent() {
                break 'steps;
            }
        }
    }
    BoardRead::new(photo, best.lattice, spec, |c, n| reader.read(c, n)).map(Some)
}

/// The lattices one `step` (in cells) from `lattice`: each outer corner moved along either edge at it, either way
/// (16); each edge moved in or out (8); the whole grid shifted along its rows or columns (4). A grid a fraction of
/// a line off its dice needs two corners moved at once, which single-corner moves reach only if the first of
/// them alone reads better.
fn corner_moves(lattice: &Lattice, step: f64) -> Vec<Lattice> {
    let Some(c) = lattice.corners() else {
        return Vec::new();
    };
    let (rows, cols) = (lattice.rows as f64, lattice.cols as f64);
    let cell =
        |from: Point, to: Point, cells: f64| ((to.0 - from.0) / cells, (to.1 - from.1) / cells);
    // One cell along the top and bottom rows, and down the left and right columns (corners run round the
    // board from its top-left).
    let (along_top, along_bottom) = (cell(c[0], c[1], cols), cell(c[3], c[2], cols));
    let (down_left, down_right) = (cell(c[0], c[3], rows), cell(c[1], c[2], rows));
    // Per corner: (one cell along its row, one cell down its column).
    let axes = [
        (along_top, down_left),
        (along_top, down_right),
        (along_bottom, down_right),
        (along_bottom, down_left),
    ];
    let mut moves: Vec<Vec<(usize, Point)>> = Vec::new();
    for (k, &(along, down)) in axes.iter().enumerate() {
        moves.push(vec![(k, along)]);
        moves.push(vec![(k, down)]);
    }
    // Top and bottom edges move down their columns, left and right edges along their rows.
    for (a, b, down) in [(0, 1, true), (3, 2, true), (0, 3, false), (1, 2, false)] {
        let pick = |k: usize| if down { axes[k].1 } else { axes[k].0 };
        moves.push(vec![(a, pick(a)), (b, pick(b))]);
    }
    moves.push((0..4).map(|k| (k, axes[k].0)).collect());
    moves.push((0..4).map(|k| (k, axes[k].1)).collect());
    let mut moved = Vec::new();
    for m in &moves {
        for sign in [1.0, -1.0] {
            let mut corners = c;
            for &(k, (dx, dy)) in m {
                corners[k] = (c[k].0 + sign * step * dx, c[k].1 + sign * step * dy);
            }
            moved.extend(lattice.with_corners(corners));
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
