//! The turned look (`Look::Turned`): the photo turned about its centre and searched again by the other looks,
//! the board found mapped back to the photo. The detector measures blobs and rows in the image's own axes, and
//! a board lying near 45 degrees can defeat it (its dice joined into diagonal strips) where the same board near
//! upright is found: turned 30-60 degrees, 3-5 of the 205 labelled photos lose their grid.

use image::{Rgb, RgbImage};
use imageproc::geometric_transformations::{rotate_about_center_no_crop, Border, Interpolation};

use crate::{Homography, Photo, Tuning};

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
            image::imageops::FilterType::Triangle,
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
    use super::turned_photo;
    use crate::test_support::board_photo;
    use crate::Tuning;

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
