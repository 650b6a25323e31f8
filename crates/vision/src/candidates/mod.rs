//! Die candidates: die-shaped blobs, the outer contours of a binarisation measured (area, squareness, solidity)
//! and filtered by shape (this module); dice found by their letters (`letters`); the die sizes the photo may
//! show and the candidate set around each (`sizes`).

mod letters;
mod sizes;

pub use letters::find_letters;
pub use sizes::{filter_by_area, typical_die_areas};

use image::GrayImage;
use imageproc::contours::{find_contours, BorderType, Contour};
use imageproc::geometry::{contour_area, convex_hull, min_area_rect};
use imageproc::point::Point as IPoint;

use crate::perspective::Point;

use crate::tuning::Tuning;

/// One blob that may be a die's visible top (and perhaps a side face), in the binarised image's coordinates.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    /// Centroid of the blob's outline polygon (continuous coordinates: pixel centres at `+0.5`).
    pub centre: Point,
    /// Pixel area, from the outline polygon (plus half its perimeter, Pick's theorem, so tiny blobs count right).
    pub area: f64,
    /// `area / convex hull area`: 1 for a convex blob, low for ragged or merged shapes.
    pub solidity: f64,
    /// Short side over long side of the minimum-area rectangle: 1 for a square.
    pub squareness: f64,
    /// The minimum-area rectangle's corners.
    pub rect: [Point; 4],
    /// Whether the blob has a hole (a letter): dice do, specks of table pattern rarely.
    pub marked: bool,
    /// Whether this is one piece of a longer blob cut evenly along its length (dice joined by side faces).
    pub split: bool,
}

/// Shape limits for a blob to count as a die.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ShapeFilter {
    /// Smallest area in pixels.
    pub min_area: f64,
    /// Largest area as a fraction of the image.
    pub max_area_fraction: f64,
    pub min_solidity: f64,
    pub min_squareness: f64,
    /// Blobs whose squareness, relative to a typical die's in the photo, is below this (but solid) are also
    /// cut into `round(long / short)` pieces, up to `max_pieces`. `min_squareness` is relative in the same way.
    pub split_below: f64,
    /// A blob may be cut into at most this many dice.
    pub max_pieces: usize,
}

impl From<&Tuning> for ShapeFilter {
    /// The first look's limits.
    fn from(t: &Tuning) -> Self {
        ShapeFilter {
            min_area: t.min_blob_area,
            max_area_fraction: t.max_die_area_fraction,
            min_solidity: t.min_solidity,
            min_squareness: t.min_squareness,
            split_below: t.split_below,
            max_pieces: t.max_pieces,
        }
    }
}

impl ShapeFilter {
    /// For a second look when the first finds no board: small dice in far photos, whose letters reach the
    /// edge of their few pixels and bite into the blob.
    pub fn ragged(t: &Tuning) -> Self {
        ShapeFilter {
            min_solidity: t.ragged_min_solidity,
            ..ShapeFilter::from(t)
        }
    }
}

/// The outlines of one binarised image (255 = die-coloured), traced once for both kinds of candidate.
pub struct Outlines {
    contours: Vec<Contour<i32>>,
    image_area: f64,
}

impl Outlines {
    pub fn trace(binary: &GrayImage) -> Self {
        Outlines {
            contours: find_contours::<i32>(binary),
            image_area: f64::from(binary.width()) * f64::from(binary.height()),
        }
    }
}

/// Measures every outer outline that passes `filter`.
pub fn find_candidates(outlines: &Outlines, filter: &ShapeFilter) -> Vec<Candidate> {
    let max_area = filter.max_area_fraction * outlines.image_area;
    let contours = &outlines.contours;
    // Holes big enough to be a letter (or part of one), counted per outer contour.
    let mut holes = vec![0usize; contours.len()];
    for c in contours {
        if let (BorderType::Hole, Some(p)) = (c.border_type, c.parent) {
            if c.points.len() >= 4 && p < holes.len() {
                holes[p] += 1;
            }
        }
    }
    // First every blob's shape, then the cuts: whether a long blob is several dice depends on how long one
    // die looks in this photo (a tilted board squashes every die the same way).
    let mut blobs = Vec::new();
    for (idx, contour) in contours.iter().enumerate() {
        if contour.border_type != BorderType::Outer || contour.points.len() < 4 {
            continue;
        }
        let pts = &contour.points;
        let area = pixel_area(pts);
        // The largest area is a die's: a longer blob is judged by its pieces once cut.
        if area < filter.min_area || area > filter.max_pieces as f64 * max_area {
            continue;
        }
        let hull = convex_hull(pts.clone());
        let hull_area = pixel_area(&hull);
        let solidity = (area / hull_area).min(1.0);
        if solidity < filter.min_solidity {
            continue;
        }
        let rect = min_area_rect(&hull);
        let side = |a: IPoint<i32>, b: IPoint<i32>| {
            f64::from((a.x - b.x).pow(2) + (a.y - b.y).pow(2)).sqrt() + 1.0
        };
        let (s1, s2) = (side(rect[0], rect[1]), side(rect[1], rect[2]));
        let squareness = s1.min(s2) / s1.max(s2);
        blobs.push((
            Candidate {
                centre: centroid(&hull),
                area,
                solidity,
                squareness,
                rect: rect.map(|p| (f64::from(p.x) + 0.5, f64::from(p.y) + 0.5)),
                marked: holes[idx] > 0,
                split: false,
            },
            holes[idx],
        ));
    }
    let one_die = typical_squareness(blobs.iter().map(|(c, _)| c));
    let mut out = Vec::new();
    for (c, holes) in blobs {
        let relative = c.squareness / one_die;
        if relative < filter.split_below {
            let k = (1.0 / relative).round() as usize;
            if (2..=filter.max_pieces).contains(&k) && c.area / k as f64 <= max_area {
                out.extend(split(&c.rect, k, c.area, c.solidity, holes * 2 >= k));
            }
        }
        if relative >= filter.min_squareness && c.area <= max_area {
            out.push(c);
        }
    }
    out
}

/// How square one die looks in this photo: the median squareness of the solid blobs with a letter-like hole,
/// if there are at least four (1 otherwise). Never below 0.5, so a column of two dice is not taken for one.
fn typical_squareness<'a>(blobs: impl Iterator<Item = &'a Candidate>) -> f64 {
    let mut s: Vec<f64> = blobs
        .filter(|c| c.marked && c.solidity > 0.9)
        .map(|c| c.squareness)
        .collect();
    if s.len() < 4 {
        return 1.0;
    }
    s.sort_by(f64::total_cmp);
    s[s.len() / 2].clamp(0.5, 1.0)
}

/// Cuts a long rectangle into `k` equal pieces across its long side.
fn split(rect: &[Point; 4], k: usize, area: f64, solidity: f64, marked: bool) -> Vec<Candidate> {
    let d = |a: Point, b: Point| (a.0 - b.0).hypot(a.1 - b.1);
    // Order so that rect[0] -> rect[1] is the long side.
    let r = if d(rect[0], rect[1]) >= d(rect[1], rect[2]) {
        *rect
    } else {
        [rect[1], rect[2], rect[3], rect[0]]
    };
    let lerp = |a: Point, b: Point, t: f64| (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
    (0..k)
        .map(|i| {
            let (t0, t1) = (i as f64 / k as f64, (i + 1) as f64 / k as f64);
            let piece = [
                lerp(r[0], r[1], t0),
                lerp(r[0], r[1], t1),
                lerp(r[3], r[2], t1),
                lerp(r[3], r[2], t0),
            ];
            let centre = lerp(
                lerp(r[0], r[1], (t0 + t1) / 2.0),
                lerp(r[3], r[2], (t0 + t1) / 2.0),
                0.5,
            );
            let (a, b) = (d(piece[0], piece[1]), d(piece[1], piece[2]));
            Candidate {
                centre,
                area: area / k as f64,
                solidity,
                squareness: a.min(b) / a.max(b).max(1e-9),
                rect: piece,
                marked,
                split: true,
            }
        })
        .collect()
}

/// A closed outline's area in pixels: the polygon's, plus half its perimeter (Pick's theorem, so tiny blobs
/// count right).
pub(crate) fn pixel_area(pts: &[IPoint<i32>]) -> f64 {
    contour_area(pts) + perimeter(pts) / 2.0 + 1.0
}

fn perimeter(pts: &[IPoint<i32>]) -> f64 {
    if pts.len() < 2 {
        return 0.0;
    }
    let mut s = 0.0;
    for i in 0..pts.len() {
        let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
        s += f64::from((a.x - b.x).pow(2) + (a.y - b.y).pow(2)).sqrt();
    }
    s
}

/// Area centroid of a polygon (vertex mean when it is degenerate), in continuous coordinates.
fn centroid(pts: &[IPoint<i32>]) -> Point {
    let (mut a, mut cx, mut cy) = (0.0, 0.0, 0.0);
    for i in 0..pts.len() {
        let (p, q) = (pts[i], pts[(i + 1) % pts.len()]);
        let cross = f64::from(p.x * q.y - q.x * p.y);
        a += cross;
        cx += f64::from(p.x + q.x) * cross;
        cy += f64::from(p.y + q.y) * cross;
    }
    if a.abs() < 1e-9 {
        let n = pts.len().max(1) as f64;
        let sx: f64 = pts.iter().map(|p| f64::from(p.x)).sum();
        let sy: f64 = pts.iter().map(|p| f64::from(p.y)).sum();
        return (sx / n + 0.5, sy / n + 0.5);
    }
    (cx / (3.0 * a) + 0.5, cy / (3.0 * a) + 0.5)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Luma;

    #[test]
    fn squares_pass_and_lines_do_not() {
        // Large enough that the square is under `max_area_fraction` of the image.
        let mut img = GrayImage::new(200, 100);
        for y in 10..30 {
            for x in 10..30 {
                img.put_pixel(x, y, Luma([255]));
            }
            for x in 40..95 {
                if y < 14 {
                    img.put_pixel(x, y, Luma([255]));
                }
            }
        }
        let c = find_candidates(
            &Outlines::trace(&img),
            &ShapeFilter::from(&Tuning::default()),
        );
        // The square, and the 55 x 4 line is too thin to be dice side by side.
        assert_eq!(c.len(), 1, "{c:?}");
        assert!(
            (c[0].centre.0 - 20.0).abs() < 0.6 && (c[0].centre.1 - 20.0).abs() < 0.6,
            "{:?}",
            c[0].centre
        );
        assert!((c[0].area - 400.0).abs() < 30.0, "{}", c[0].area);
        assert!(c[0].squareness > 0.9 && c[0].solidity > 0.9);
    }
}

/// Test pictures: `value` over the rectangle `xs` x `ys`.
#[cfg(test)]
pub(crate) fn test_fill(
    img: &mut GrayImage,
    xs: std::ops::Range<u32>,
    ys: std::ops::Range<u32>,
    value: u8,
) {
    for y in ys {
        for x in xs.clone() {
            img.put_pixel(x, y, image::Luma([value]));
        }
    }
}

#[cfg(test)]
mod split_tests {
    use super::*;
    use test_fill as fill;

    #[test]
    fn a_column_of_joined_dice_is_cut_into_dice() {
        // Large enough that the whole column is under `max_area_fraction` of the image.
        let mut img = GrayImage::new(300, 300);
        fill(&mut img, 20..50, 10..130, 255);
        let c = find_candidates(
            &Outlines::trace(&img),
            &ShapeFilter::from(&Tuning::default()),
        );
        let pieces: Vec<&Candidate> = c.iter().filter(|c| c.split).collect();
        assert_eq!(pieces.len(), 4, "{c:?}");
        let mut ys: Vec<f64> = pieces.iter().map(|p| p.centre.1).collect();
        ys.sort_by(f64::total_cmp);
        assert!(
            (ys[0] - 25.0).abs() < 2.0 && (ys[3] - 115.0).abs() < 2.0,
            "{ys:?}"
        );
    }

    /// A close shot of a column of four dice joined into one blob: the blob is larger than one die may be in
    /// this image, its pieces are not.
    #[test]
    fn a_column_too_large_for_one_die_is_still_cut_into_dice() {
        let mut img = GrayImage::new(200, 200);
        fill(&mut img, 20..50, 40..160, 255);
        let filter = ShapeFilter::from(&Tuning::default());
        assert!(120.0 * 30.0 > filter.max_area_fraction * 200.0 * 200.0);
        let c = find_candidates(&Outlines::trace(&img), &filter);
        assert_eq!(c.len(), 4, "{c:?}");
        assert!(c.iter().all(|p| p.split), "{c:?}");
    }
}

#[cfg(test)]
mod squash_tests {
    use super::*;
    use image::Luma;

    /// A board seen at a steep tilt: every die top is about twice as wide as tall. Those are single dice, not
    /// pairs, because they all look alike; a blob twice as long again is two of them.
    #[test]
    fn dice_squashed_by_tilt_are_not_cut_in_half() {
        let mut img = GrayImage::new(400, 300);
        let mut die = |x0: u32, y0: u32, w: u32| {
            for y in y0..y0 + 16 {
                for x in x0..x0 + w {
                    // A letter-like hole in the middle of each die.
                    let hole =
                        y > y0 + 5 && y < y0 + 10 && (x - x0) % 32 > 12 && (x - x0) % 32 < 20;
                    if !hole {
                        img.put_pixel(x, y, Luma([255]));
                    }
                }
            }
        };
        for k in 0..6 {
            die(20 + 45 * k, 40, 32);
        }
        die(20, 120, 64); // two dice joined side by side
        let c = find_candidates(
            &Outlines::trace(&img),
            &ShapeFilter::from(&Tuning::default()),
        );
        let whole: Vec<&Candidate> = c.iter().filter(|c| !c.split).collect();
        let pieces: Vec<&Candidate> = c.iter().filter(|c| c.split).collect();
        assert_eq!(
            whole.iter().filter(|c| c.centre.1 < 80.0).count(),
            6,
            "{c:?}"
        );
        assert_eq!(pieces.len(), 2, "{c:?}");
        assert!(pieces.iter().all(|p| p.centre.1 > 100.0), "{pieces:?}");
    }
}
