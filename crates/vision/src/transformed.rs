//! The looks that search a transformed copy of the photo with the other looks.
//!
//! `Look::Turned`: the photo turned about its centre, the board found mapped back to the photo and read there.
//! The detector measures blobs and rows in the image's own axes, and a board lying near 45 degrees can defeat
//! it (its dice joined into diagonal strips) where the same board near upright is found: turned 30-60 degrees,
//! 3-5 of the 205 labelled photos lose their grid.
//!
//! `Look::Enlarged`: a small photo enlarged with a sharp filter, the board found read in the enlarged copy (its
//! crops read there, not in the photo: cut from the photo, a far board's dice are blurs the reader calls not a
//! die), the lattice mapped back to the photo.

use image::imageops::FilterType;
use image::{Rgb, RgbImage};
use imageproc::geometric_transformations::{rotate_about_center_no_crop, Border, Interpolation};

use crate::board_read::BoardRead;
use crate::budget::Budget;
use crate::detect::{detect, Detection};
use crate::error::VisionError;
use crate::lattice::Lattice;
use crate::looks::Look;
use crate::perspective::Homography;
use crate::photo::Photo;
use crate::reading::LetterReader;
use crate::recognize::Pipeline;
use crate::trace::Trace;
use crate::tuning::Tuning;

impl Pipeline {
    /// The board the other looks (but the costly moved corners) find in the photo turned by `degrees`, mapped
    /// back to the photo to be read there: none, or one lattice. What the inner looks tried is not traced.
    pub(crate) fn turned(
        &self,
        photo: &Photo,
        degrees: f64,
        reader: &dyn LetterReader,
        budget: &Budget,
    ) -> Result<Vec<Lattice>, VisionError> {
        let Some((turned, back)) = turned_photo(photo, degrees, &self.tuning) else {
            return Ok(Vec::new());
        };
        let detection = detect(&turned, &self.tuning, budget);
        let found = self.search_again(&turned, detection, reader, budget, |l| {
            !matches!(
                l,
                Look::Turned { .. } | Look::MovedCorners { .. } | Look::Enlarged
            )
        })?;
        Ok(found
            .map(|read| read.lattice.mapped(&back))
            .into_iter()
            .collect())
    }

    /// The board the looks after the whole photo's (but the turned one) find and read in the photo enlarged, its
    /// lattice mapped back to the photo; `None` for a photo not smaller than `detect_side`. What the inner looks
    /// tried is not traced.
    pub(crate) fn enlarged(
        &self,
        photo: &Photo,
        reader: &dyn LetterReader,
        budget: &Budget,
    ) -> Result<Option<BoardRead>, VisionError> {
        let Some((big, zoom)) = enlarged_photo(photo, &self.tuning) else {
            return Ok(None);
        };
        // Searched by its quarters: the whole, shrunk to `detect_side`, is about the photo the whole look searched.
        let none = Detection::none(&big, &self.tuning);
        let found = self.search_again(&big, none, reader, budget, |l| {
            !matches!(l, Look::Whole | Look::Turned { .. } | Look::Enlarged)
        })?;
        Ok(found.map(|read| read.mapped(&Homography::from_scale(1.0 / zoom))))
    }

    /// The board the looks that `keep` keeps find in `photo` (whose whole was searched as `detection`), read there.
    fn search_again(
        &self,
        photo: &Photo,
        detection: Detection,
        reader: &dyn LetterReader,
        budget: &Budget,
        keep: impl Fn(&Look) -> bool,
    ) -> Result<Option<BoardRead>, VisionError> {
        let inner = Pipeline {
            looks: self.looks.iter().copied().filter(keep).collect(),
            ..self.clone()
        };
        let mut trace = Trace::new(detection);
        inner.run_looks(photo, reader, budget, &mut trace)
    }
}

/// A photo smaller than `detect_side` on its long side enlarged `small_photo_zoom` times (Catmull-Rom), or more
/// if need be to pass `detect_side` (so that the quarters look searches it), and the zoom it got; `None` for a
/// larger photo.
pub(crate) fn enlarged_photo(photo: &Photo, tuning: &Tuning) -> Option<(Photo, f64)> {
    let (w, h) = (photo.width(), photo.height());
    if w.max(h) >= tuning.detect_side {
        return None;
    }
    let past_detect_side = f64::from(tuning.detect_side + 1) / f64::from(w.max(h));
    let zoom = tuning.small_photo_zoom.max(past_detect_side);
    let size = |side: u32| (f64::from(side) * zoom).round() as u32;
    let pixels = image::imageops::resize(photo.rgb(), size(w), size(h), FilterType::CatmullRom);
    let zoom = f64::from(pixels.width()) / f64::from(w);
    Photo::from_rgb(pixels).ok().map(|big| (big, zoom))
}

/// `photo` turned clockwise by `degrees` (shrunk first to at most twice `detect_side` on its long side: the looks
/// search no finer than that), and the map from the turned photo's pixels back to `photo`'s.
pub(crate) fn turned_photo(
    photo: &Photo,
    degrees: f64,
    tuning: &Tuning,
) -> Option<(Photo, Homography)> {
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
    Photo::from_rgb(turned).ok().map(|p| (p, back))
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
    use super::{enlarged_photo, turned_photo};
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
        assert!(enlarged_photo(&blank(t.detect_side, 300), &t).is_none());
        let Some((big, zoom)) = enlarged_photo(&blank(416, 312), &t) else {
            panic!("a 416 px photo is not enlarged");
        };
        assert_eq!((big.width(), big.height(), zoom), (832, 624, 2.0));
        let Some((big, zoom)) = enlarged_photo(&blank(300, 200), &t) else {
            panic!("a 300 px photo is not enlarged");
        };
        assert!(
            big.width() > t.detect_side && zoom > t.small_photo_zoom,
            "{zoom}"
        );
    }

    /// A point of the turned photo maps back to the photo pixel it was turned from.
    #[test]
    fn the_map_back_undoes_the_turn() {
        let photo = board_photo(0);
        let (w, h) = (f64::from(photo.width()), f64::from(photo.height()));
        let t = Tuning::default();
        let Some((turned, back)) = turned_photo(&photo, 45.0, &t) else {
            panic!("no turned photo");
        };
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
