//! The looks `recognize` takes at a photo, as data: each `Look` produces candidate lattices, and every candidate
//! is read the same way (`BoardRead`) until one reads as a board. `LOOKS` is the product's list, in order;
//! adding, removing or reordering a look is a line there, and the evaluation can switch any one off.

use std::fmt;

use crate::budget::Budget;
use crate::detect::detect;
use crate::lattice::Lattice;
use crate::perspective::Homography;
use crate::photo::downscale_factor;
use crate::photo::Photo;
use crate::trace::Tried;
use crate::tuning::Tuning;

/// One way of finding candidate lattices in a photo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// The detector over the whole photo: its best board, then its different alternatives (a far board whose
    /// best lattice lay on the mat).
    Whole,
    /// Only when the whole photo showed no board and was shrunk for detection: overlapping quarters of it (half
    /// its width and height, at steps of a quarter), each detected at twice the resolution. A board a tenth of a
    /// 12 MP photo across has dice too small once the whole photo is shrunk.
    Quarters,
    /// Only when the whole photo showed no board and is smaller than `detect_side`: the photo enlarged
    /// `small_photo_zoom` times with a sharp (Catmull-Rom) filter, searched by the other looks but the whole and
    /// turned ones, and read there (`transformed.rs`). A far board in a small photo has dice of a few pixels
    /// whose letters join the gaps between them in every binarisation (b7ca9d, 416 px).
    Enlarged,
    /// The region around each of the first `around` boards of the previous look that ran, cut out and enlarged
    /// to `closer_side`: a far board's dice are a few pixels in a photo detected whole, and the thresholds
    /// adapt to the board rather than the room.
    Closer { around: usize },
    /// The first `boards` boards the photo gave (`Whole`, or `Quarters` when it ran), those whose crops read most
    /// as dice first, each moved corner by corner to where its crops read best: a steep shot whose far rows
    /// merged into blobs the fit could not use.
    MovedCorners { boards: usize },
    /// The photo turned by `degrees`, searched by the other looks (`transformed.rs`); last: only failures pay for it.
    Turned { degrees: u16 },
    /// Not one of `LOOKS`: the lattice a person marked by its four corners (`Pipeline::read_marked`).
    Marked,
}

/// The looks the product takes, in order: the whole photo, if it showed nothing its quarters (a large photo) or
/// the photo enlarged (a small one), a closer look around what was found and again around the best of it, the
/// boards moved corner by corner, the photo turned 45 degrees.
pub const LOOKS: [Look; 7] = [
    Look::Whole,
    Look::Quarters,
    Look::Enlarged,
    Look::Closer { around: usize::MAX },
    Look::Closer { around: 1 },
    Look::MovedCorners { boards: 2 },
    Look::Turned { degrees: 45 },
];

impl Look {
    /// A short name, for traces and for switching a look off in the evaluation.
    pub fn name(self) -> &'static str {
        match self {
            Look::Whole => "whole",
            Look::Quarters => "quarters",
            Look::Enlarged => "enlarged",
            Look::Closer { around: 1 } => "closer-again",
            Look::Closer { .. } => "closer",
            Look::MovedCorners { .. } => "moved-corners",
            Look::Turned { .. } => "turned",
            Look::Marked => "marked",
        }
    }
}

impl Look {
    /// Where the board was found, in words for a person (the app's "what the reader saw").
    pub fn found_where(self) -> &'static str {
        match self {
            Look::Whole => "in the whole photo",
            Look::Quarters => "in a quarter of the photo, enlarged",
            Look::Enlarged => "in the photo enlarged",
            Look::Closer { around: 1 } => "on a second closer look",
            Look::Closer { .. } => "on a closer look",
            Look::MovedCorners { .. } => "by moving the grid onto the dice",
            Look::Turned { .. } => "in the photo turned 45 degrees",
            Look::Marked => "inside the corners marked",
        }
    }
}

impl fmt::Display for Look {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The boards found in overlapping quarters of a large photo, in photo coordinates; empty when the photo is
/// detected at full resolution anyway (see `Look::Quarters`). Windows not reached before `budget` ran out are
/// not searched.
pub(crate) fn quarter_lattices(photo: &Photo, tuning: &Tuning, budget: &Budget) -> Vec<Lattice> {
    let (w, h) = (photo.width(), photo.height());
    if downscale_factor(w, h, tuning.detect_side) < 2 {
        return Vec::new();
    }
    let (ww, wh) = (w / 2, h / 2);
    let (mx, my) = (0.05 * f64::from(ww), 0.05 * f64::from(wh));
    let mut found = Vec::new();
    for y in [0, h / 4, h / 2] {
        for x in [0, w / 4, w / 2] {
            if budget.is_spent() {
                return found;
            }
            // A board at a window's edge inside the photo may be part of a larger one; another window has it whole.
            let (left, top) = (f64::from(x), f64::from(y));
            let inside = |l: &Lattice| {
                l.cells.iter().flatten().all(|p| {
                    (x == 0 || p.0 > left + mx)
                        && (y == 0 || p.1 > top + my)
                        && (x == w / 2 || p.0 < left + f64::from(ww) - mx)
                        && (y == h / 2 || p.1 < top + f64::from(wh) - my)
                })
            };
            found.extend(
                region_lattices(photo, (x, y, ww, wh), 1.0, tuning, budget)
                    .into_iter()
                    .filter(inside),
            );
        }
    }
    found
}

/// The boards found in the region around `lattice` (a quarter of its size more on every side), cut out and
/// enlarged to `closer_side` if smaller, in photo coordinates (see `Look::Closer`).
pub(crate) fn closer_lattices(
    photo: &Photo,
    lattice: &Lattice,
    tuning: &Tuning,
    budget: &Budget,
) -> Vec<Lattice> {
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for p in lattice.cells.iter().flatten() {
        (x0, y0, x1, y1) = (x0.min(p.0), y0.min(p.1), x1.max(p.0), y1.max(p.1));
    }
    let (w, h) = (x1 - x0, y1 - y0);
    let (pw, ph) = (f64::from(photo.width()), f64::from(photo.height()));
    let (x0, y0) = (
        (x0 - w / 4.0).max(0.0).floor(),
        (y0 - h / 4.0).max(0.0).floor(),
    );
    let (x1, y1) = ((x1 + w / 4.0).min(pw).ceil(), (y1 + h / 4.0).min(ph).ceil());
    if !(x1 - x0 >= 16.0 && y1 - y0 >= 16.0) || (x1 - x0 >= pw && y1 - y0 >= ph) {
        return Vec::new();
    }
    let zoom = (tuning.closer_side / (x1 - x0).max(y1 - y0)).max(1.0);
    let region = (x0 as u32, y0 as u32, (x1 - x0) as u32, (y1 - y0) as u32);
    region_lattices(photo, region, zoom, tuning, budget)
}

/// The boards the detector finds in `region` (left, top, width, height) of the photo enlarged `zoom` times, best
/// first, in photo coordinates.
fn region_lattices(
    photo: &Photo,
    region: (u32, u32, u32, u32),
    zoom: f64,
    tuning: &Tuning,
    budget: &Budget,
) -> Vec<Lattice> {
    let (x, y, w, h) = region;
    let mut pixels = image::imageops::crop_imm(photo.rgb(), x, y, w, h).to_image();
    if zoom > 1.0 {
        pixels = image::imageops::resize(
            &pixels,
            (f64::from(w) * zoom).round() as u32,
            (f64::from(h) * zoom).round() as u32,
            image::imageops::FilterType::Triangle,
        );
    }
    let Ok(part) = Photo::from_rgb(pixels) else {
        return Vec::new();
    };
    let detection = detect(&part, tuning, budget);
    let back = Homography::scale_then_shift(1.0 / zoom, (f64::from(x), f64::from(y)));
    detection
        .lattice
        .into_iter()
        .chain(detection.alternatives)
        .map(|l| l.mapped(&back))
        .collect()
}

/// `lattices` ordered by the share of their crops read as not dice in `tried` (their reads, in order), fewest
/// first; those not read last. Moved corners starts from the boards nearest to reading: a far board found in a
/// quarter after two scraps of the mat (b7ca9d enlarged) is worth moving, the scraps are not.
pub(crate) fn most_dice_first(lattices: &[Lattice], tried: &[Tried]) -> Vec<Lattice> {
    let share = |k: usize| {
        tried
            .get(k)
            .map_or(f32::INFINITY, |t| t.not_dice as f32 / t.crops.max(1) as f32)
    };
    let mut order: Vec<usize> = (0..lattices.len()).collect();
    order.sort_by(|&a, &b| share(a).total_cmp(&share(b)));
    order.into_iter().map(|k| lattices[k].clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognize::Pipeline;
    use crate::test_support::{board_photo, LightReader};

    #[test]
    fn every_look_can_be_switched_off_and_names_itself() {
        let names: Vec<&str> = LOOKS.iter().map(|l| l.name()).collect();
        let all = [
            "whole",
            "quarters",
            "enlarged",
            "closer",
            "closer-again",
            "moved-corners",
            "turned",
        ];
        assert_eq!(names, all);
        // Without any look nothing is tried, and the photo's own diagnosis is the answer.
        let pipeline = Pipeline {
            looks: Vec::new(),
            ..Pipeline::default()
        };
        let outcome = pipeline.recognize(&board_photo(0), &LightReader);
        assert!(outcome.result.is_err());
        assert!(outcome.trace.looks.is_empty());
    }

    #[test]
    fn moved_corners_starts_from_the_boards_read_most_as_dice() {
        let lattice = |k: u8| {
            let mut l =
                Lattice::from_corners(2, 2, [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)], 0.8)
                    .unwrap_or_else(|| panic!("a lattice"));
            l.face = f64::from(k) / 10.0;
            l
        };
        let tried = |l: &Lattice, not_dice: usize, crops: usize| Tried {
            lattice: l.clone(),
            not_dice,
            crops,
            kept: false,
        };
        let all = [lattice(1), lattice(2), lattice(3), lattice(4)];
        // Read: 4 of 4 not dice, 1 of 4, 3 of 9 (a third); the fourth not read (out of time).
        let reads = [
            tried(&all[0], 4, 4),
            tried(&all[1], 1, 4),
            tried(&all[2], 3, 9),
        ];
        let order: Vec<f64> = most_dice_first(&all, &reads)
            .iter()
            .map(|l| l.face)
            .collect();
        assert_eq!(order, [0.2, 0.3, 0.1, 0.4]);
    }
}
