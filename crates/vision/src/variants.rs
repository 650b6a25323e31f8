//! The photo variants the looks search, each rendered with its map back to the photo: the whole photo (searched
//! by the detector already), overlapping quarters of a large photo at full resolution, the region around a board
//! found, cut out and enlarged, a small photo enlarged, the photo turned by an angle. A variant's boards are found
//! by the same detector and mapped back, to be read in the photo (the enlarged one's are read in the copy).
//!
//! `Look::Turned`: the detector measures blobs and rows in the image's own axes, and a board lying near 45 degrees
//! can defeat it (its dice joined into diagonal strips) where the same board near upright is found: turned
//! 30-60 degrees, 3-5 of the 205 labelled photos lose their grid.
//!
//! `Look::Enlarged`: a small photo enlarged with a sharp filter, the board found read in the enlarged copy (its
//! crops read there, not in the photo: cut from the photo, a far board's dice are blurs the reader calls not a
//! die).

use image::imageops::FilterType;
use image::{Rgb, RgbImage};
use imageproc::geometric_transformations::{rotate_about_center_no_crop, Border, Interpolation};

use crate::budget::Budget;
use crate::detect::detect;
use crate::lattice::Lattice;
use crate::perspective::Homography;
use crate::photo::{downscale_factor, Photo};
use crate::tuning::Tuning;

/// A copy of the photo made for searching, and the map from its pixels back to the photo's.
pub(crate) struct Variant {
    pub photo: Photo,
    pub back: Homography,
}

impl Variant {
    /// The boards the detector finds in this variant, best first, mapped back to the photo.
    pub fn lattices(&self, tuning: &Tuning, budget: &Budget) -> Vec<Lattice> {
        let detection = detect(&self.photo, tuning, budget);
        detection
            .lattice
            .into_iter()
            .chain(detection.alternatives)
            .map(|l| l.mapped(&self.back))
            .collect()
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
    let edge = tuning.quarter_edge_share;
    let (mx, my) = (edge * f64::from(ww), edge * f64::from(wh));
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

/// The boards found in the region around `lattice` (`closer_margin` of its size more on every side), cut out and
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
        (x0 - w * tuning.closer_margin).max(0.0).floor(),
        (y0 - h * tuning.closer_margin).max(0.0).floor(),
    );
    let (x1, y1) = (
        (x1 + w * tuning.closer_margin).min(pw).ceil(),
        (y1 + h * tuning.closer_margin).min(ph).ceil(),
    );
    let least = tuning.closer_min_region;
    if !(x1 - x0 >= least && y1 - y0 >= least) || (x1 - x0 >= pw && y1 - y0 >= ph) {
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
    region_variant(photo, region, zoom).map_or_else(Vec::new, |v| v.lattices(tuning, budget))
}

/// `region` (left, top, width, height) of the photo cut out and enlarged `zoom` times (Triangle filter).
fn region_variant(photo: &Photo, region: (u32, u32, u32, u32), zoom: f64) -> Option<Variant> {
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
    let back = Homography::scale_then_shift(1.0 / zoom, (f64::from(x), f64::from(y)));
    let photo = Photo::from_rgb(pixels).ok()?;
    Some(Variant { photo, back })
}

/// A photo smaller than `detect_side` on its long side enlarged `small_photo_zoom` times (Catmull-Rom), or more
/// if need be to pass `detect_side` (so that the quarters look searches it); `None` for a larger photo.
pub(crate) fn enlarged(photo: &Photo, tuning: &Tuning) -> Option<Variant> {
    let (w, h) = (photo.width(), photo.height());
    if w.max(h) >= tuning.detect_side {
        return None;
    }
    let past_detect_side = f64::from(tuning.detect_side + 1) / f64::from(w.max(h));
    let zoom = tuning.small_photo_zoom.max(past_detect_side);
    let size = |side: u32| (f64::from(side) * zoom).round() as u32;
    let pixels = image::imageops::resize(photo.rgb(), size(w), size(h), FilterType::CatmullRom);
    let zoom = f64::from(pixels.width()) / f64::from(w);
    let back = Homography::from_scale(1.0 / zoom);
    Photo::from_rgb(pixels)
        .ok()
        .map(|photo| Variant { photo, back })
}

/// `photo` turned clockwise by `degrees` (shrunk first to at most twice `detect_side` on its long side: the looks
/// search no finer than that), with the map from the turned photo's pixels back to `photo`'s.
pub(crate) fn turned(photo: &Photo, degrees: f64, tuning: &Tuning) -> Option<Variant> {
    let rgb = photo.rgb();
    let (w, h) = (f64::from(rgb.width()), f64::from(rgb.height()));
    let zoom = (2.0 * f64::from(tuning.detect_side) / w.max(h)).min(1.0);
    let small = if zoom < 1.0 {
        image::imageops::resize(
            rgb,
            ((w * zoom).round() as u32).max(1),
            ((h * zoom).round() as u32).max(1),
            FilterType::Triangle,
        )
    } else {
        rgb.clone()
    };
    let theta = degrees.to_radians();
    // The corners the turn uncovers take the photo's mean colour: no strong edge for the thresholds.
    let turned = rotate_about_center_no_crop(
        &small,
        theta as f32,
        Interpolation::Bilinear,
        Border::Constant(mean_colour(&small)),
    );
    let (sw, sh) = (f64::from(small.width()), f64::from(small.height()));
    let (tw, th) = (f64::from(turned.width()), f64::from(turned.height()));
    // Back: about the turned photo's centre by -theta onto the shrunk photo's centre, then up to the photo.
    let (c, s) = (theta.cos(), theta.sin());
    let (ox, oy) = (
        c * -tw / 2.0 + s * -th / 2.0,
        -s * -tw / 2.0 + c * -th / 2.0,
    );
    let back = Homography::affine(
        ((ox + sw / 2.0) / zoom, (oy + sh / 2.0) / zoom),
        (c / zoom, -s / zoom),
        (s / zoom, c / zoom),
    );
    Photo::from_rgb(turned)
        .ok()
        .map(|photo| Variant { photo, back })
}

fn mean_colour(rgb: &RgbImage) -> Rgb<u8> {
    let n = (u64::from(rgb.width()) * u64::from(rgb.height())).max(1);
    let mut sum = [0u64; 3];
    for p in rgb.pixels() {
        for (s, &v) in sum.iter_mut().zip(&p.0) {
            *s += u64::from(v);
        }
    }
    Rgb(sum.map(|s| (s / n) as u8))
}

#[cfg(test)]
mod tests {
    use super::{enlarged, turned};
    use crate::photo::Photo;
    use crate::test_support::board_photo;
    use crate::tuning::Tuning;

    /// Only a photo smaller than `detect_side` is enlarged, and past `detect_side`, so its quarters are searched.
    #[test]
    fn only_small_photos_are_enlarged_past_the_detection_size() {
        let t = Tuning::default();
        let blank = |w: u32, h: u32| {
            Photo::from_rgb(image::RgbImage::new(w, h)).unwrap_or_else(|e| panic!("{e}"))
        };
        assert!(enlarged(&blank(t.detect_side, 300), &t).is_none());
        let Some(big) = enlarged(&blank(416, 312), &t) else {
            panic!("a 416 px photo is not enlarged");
        };
        assert_eq!((big.photo.width(), big.photo.height()), (832, 624));
        assert_eq!(big.back.apply((832.0, 624.0)), Some((416.0, 312.0)));
        let Some(big) = enlarged(&blank(300, 200), &t) else {
            panic!("a 300 px photo is not enlarged");
        };
        let zoom = f64::from(big.photo.width()) / 300.0;
        assert!(
            big.photo.width() > t.detect_side && zoom > t.small_photo_zoom,
            "{zoom}"
        );
    }

    /// A point of the turned photo maps back to the photo pixel it was turned from.
    #[test]
    fn the_map_back_undoes_the_turn() {
        let photo = board_photo(0);
        let (w, h) = (f64::from(photo.width()), f64::from(photo.height()));
        let t = Tuning::default();
        let Some(variant) = turned(&photo, 45.0, &t) else {
            panic!("no turned photo");
        };
        let (turned, back) = (variant.photo, variant.back);
        // The turned photo's centre is the photo's centre; a point right of it lies down-right by 45 degrees
        // (clockwise in image coordinates) in the turned photo.
        let centre = (
            f64::from(turned.width()) / 2.0,
            f64::from(turned.height()) / 2.0,
        );
        let zoom = (2.0 * f64::from(t.detect_side) / w.max(h)).min(1.0);
        let d = 10.0 * zoom;
        let k = std::f64::consts::FRAC_1_SQRT_2;
        let probes = [
            (centre, (w / 2.0, h / 2.0)),
            (
                (centre.0 + d * k, centre.1 + d * k),
                (w / 2.0 + 10.0, h / 2.0),
            ),
        ];
        for (p, expected) in probes {
            let Some(q) = back.apply(p) else {
                panic!("{p:?} maps nowhere");
            };
            assert!(
                (q.0 - expected.0).abs() < 1e-6 && (q.1 - expected.1).abs() < 1e-6,
                "{p:?} -> {q:?}, not {expected:?}"
            );
        }
    }
}
