//! Dice found by their letters: where dice merge into one blob (joined columns, far boards, steep tilts), their
//! letters still sit one per die, at the die's centre.

use std::collections::BTreeMap;

use imageproc::contours::BorderType;

use super::{pixel_area, Candidate, Outlines};
use crate::perspective::Point;
use crate::tuning::Tuning;

/// Dice found by their letters: every dark hole inside a light blob (a letter, or part of one) big enough to read,
/// holes close together in one blob joined (`Qu`, an underline under its `M`), each letter one candidate centred
/// on it and sized from the distance to the nearest letter of similar size (the die pitch), as if its die were
/// `face_share` of that pitch. Where dice merge into one blob (joined columns, far boards, steep tilts) their
/// letters still sit one per die, at the die's centre.
pub fn find_letters(outlines: &Outlines, tuning: &Tuning) -> Vec<Candidate> {
    let holes = letter_holes(outlines, tuning);
    // A fine texture (a checkerboard, a woven cloth) has thousands of holes and no letters worth their quadratic
    // cost below: a board has at most a few hundred letter parts.
    if holes.len() > tuning.max_letter_holes {
        return Vec::new();
    }
    let letters: Vec<(Point, f64)> = joined_letters(&holes, tuning)
        .values()
        .filter(|b| size(b) >= 3.0)
        .map(|b| (((b[0] + b[2]) / 2.0, (b[1] + b[3]) / 2.0), size(b)))
        .collect();
    letters
        .iter()
        .enumerate()
        .filter_map(|(k, &(centre, s))| letter_die(&letters, k, centre, s, tuning))
        .collect()
}

/// A box's larger side.
fn size(b: &[f64; 4]) -> f64 {
    (b[2] - b[0]).max(b[3] - b[1])
}

/// (parent blob, bounding box [x0, y0, x1, y1]) of every letter-sized hole.
fn letter_holes(outlines: &Outlines, tuning: &Tuning) -> Vec<(usize, [f64; 4])> {
    let contours = &outlines.contours;
    // Each parent blob's area, measured once (a patterned cloth is one blob with hundreds of holes).
    let mut blob_area: Vec<Option<f64>> = vec![None; contours.len()];
    let mut holes: Vec<(usize, [f64; 4])> = Vec::new();
    for c in contours {
        let (BorderType::Hole, Some(parent)) = (c.border_type, c.parent) else {
            continue;
        };
        if c.points.len() < 4 || parent >= contours.len() {
            continue;
        }
        let area = pixel_area(&c.points);
        let blob = *blob_area[parent].get_or_insert_with(|| pixel_area(&contours[parent].points));
        if area < tuning.min_letter_hole || area > 0.5 * blob {
            continue;
        }
        let xs = c.points.iter().map(|p| f64::from(p.x));
        let ys = c.points.iter().map(|p| f64::from(p.y));
        let bbox = [
            xs.clone().fold(f64::INFINITY, f64::min),
            ys.clone().fold(f64::INFINITY, f64::min),
            xs.fold(f64::NEG_INFINITY, f64::max) + 1.0,
            ys.fold(f64::NEG_INFINITY, f64::max) + 1.0,
        ];
        holes.push((parent, bbox));
    }
    holes
}

/// The holes of one blob whose boxes nearly touch joined (one pass over the pairs, joined transitively): each
/// letter's box, keyed by its root hole so the letters, and the lattice seeds after them, come out the same
/// every run.
fn joined_letters(holes: &[(usize, [f64; 4])], tuning: &Tuning) -> BTreeMap<usize, [f64; 4]> {
    let mut root: Vec<usize> = (0..holes.len()).collect();
    fn find(root: &mut [usize], mut k: usize) -> usize {
        while root[k] != k {
            root[k] = root[root[k]];
            k = root[k];
        }
        k
    }
    for a in 0..holes.len() {
        for b in a + 1..holes.len() {
            let ((pa, ba), (pb, bb)) = (holes[a], holes[b]);
            let gap = (ba[0] - bb[2])
                .max(bb[0] - ba[2])
                .max(ba[1] - bb[3])
                .max(bb[1] - ba[3]);
            if pa == pb && gap < tuning.letter_join_gap * size(&ba).max(size(&bb)) {
                let (ra, rb) = (find(&mut root, a), find(&mut root, b));
                root[rb] = ra;
            }
        }
    }
    let mut boxes: BTreeMap<usize, [f64; 4]> = BTreeMap::new();
    for (k, &(_, b)) in holes.iter().enumerate() {
        let r = find(&mut root, k);
        boxes
            .entry(r)
            .and_modify(|u| {
                *u = [
                    u[0].min(b[0]),
                    u[1].min(b[1]),
                    u[2].max(b[2]),
                    u[3].max(b[3]),
                ]
            })
            .or_insert(b);
    }
    boxes
}

/// Letter `k` of `letters` (centred at `centre`, `s` across) as a die candidate, sized from the distance to the
/// nearest letter of similar size (the die pitch); `None` with no such letter near.
fn letter_die(
    letters: &[(Point, f64)],
    k: usize,
    centre: Point,
    s: f64,
    tuning: &Tuning,
) -> Option<Candidate> {
    let pitch = letters
        .iter()
        .enumerate()
        .filter(|&(m, &(_, t))| m != k && (0.5..=2.0).contains(&(t / s)))
        .map(|(_, &(p, _))| (p.0 - centre.0).hypot(p.1 - centre.1))
        .filter(|&d| d > 1.2 * s && d < 4.0 * s)
        .fold(f64::INFINITY, f64::min);
    if !pitch.is_finite() {
        return None;
    }
    let half = tuning.face_share * pitch / 2.0;
    let rect = [
        (centre.0 - half, centre.1 - half),
        (centre.0 + half, centre.1 - half),
        (centre.0 + half, centre.1 + half),
        (centre.0 - half, centre.1 + half),
    ];
    Some(Candidate {
        centre,
        area: (2.0 * half).powi(2),
        solidity: 1.0,
        squareness: 1.0,
        rect,
        marked: true,
        split: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::candidates::{find_candidates, test_fill as fill, ShapeFilter};
    use image::GrayImage;

    /// A column of four dice joined into one blob (too long, as a whole, for one die of this image): each die's
    /// letter is found at its centre, the second die's two-part letter (`Qu`) as one, sized from the pitch.
    #[test]
    fn a_fine_checkerboard_has_no_letters() {
        // 2-px squares: the light squares touch at their corners into one blob with thousands of holes.
        let img = GrayImage::from_fn(512, 384, |x, y| {
            image::Luma([if (x / 2 + y / 2) % 2 == 0 { 255 } else { 0 }])
        });
        let tuning = Tuning::default();
        assert!(find_letters(&Outlines::trace(&img), &tuning).is_empty());
    }

    #[test]
    fn letters_find_the_dice_of_a_joined_column() {
        let mut img = GrayImage::new(120, 220);
        fill(&mut img, 20..60, 20..200, 255);
        for k in 0..4 {
            let y = 33 + 45 * k;
            if k == 1 {
                fill(&mut img, 33..41, y..y + 14, 0);
                fill(&mut img, 43..47, y + 6..y + 14, 0);
            } else {
                fill(&mut img, 35..45, y..y + 14, 0);
            }
        }
        let outlines = Outlines::trace(&img);
        // The blob is no die in itself.
        assert!(
            find_candidates(&outlines, &ShapeFilter::from(&Tuning::default()))
                .iter()
                .all(|c| c.split)
        );
        let tuning = Tuning::default();
        let mut letters = find_letters(&outlines, &tuning);
        letters.sort_by(|a, b| a.centre.1.total_cmp(&b.centre.1));
        assert_eq!(letters.len(), 4, "{letters:?}");
        for (k, c) in letters.iter().enumerate() {
            let y = 40.0 + 45.0 * k as f64;
            assert!(
                (c.centre.0 - 40.0).abs() < 1.5 && (c.centre.1 - y).abs() < 1.5,
                "{c:?}"
            );
            assert!(
                (c.area.sqrt() - tuning.face_share * 45.0).abs() < 1.0,
                "{c:?}"
            );
        }
    }
}
