//! Photos made worse the ways a person's photo goes wrong, for the advice to retake and the reasons a read
//! fails: darker, blurred, with a glare spot, with the board far away, cut by the frame, covered by a hand, or
//! not there at all. Each is a plain function of the picture, deterministic (the noise is seeded).

use boggle_dice::Rng;
use image::{imageops, Rgb, RgbImage};

/// The picture `factor` as bright (0.2: a room at night), with sensor noise of `noise` grey levels either way,
/// as a phone's high gain adds in the dark.
pub fn darken(rgb: &RgbImage, factor: f64, noise: f64, seed: u64) -> RgbImage {
    let mut rng = Rng::new(seed);
    let mut out = rgb.clone();
    for px in out.pixels_mut() {
        let n = noise * (2.0 * rng.unit() - 1.0);
        *px = Rgb(px
            .0
            .map(|v| (f64::from(v) * factor + n).round().clamp(0.0, 255.0) as u8));
    }
    out
}

/// A Gaussian blur of standard deviation `sigma` pixels (a photo out of focus or shaken).
pub fn blur(rgb: &RgbImage, sigma: f64) -> RgbImage {
    let radius = (3.0 * sigma).ceil().max(1.0) as i32;
    let kernel: Vec<f32> = (-radius..=radius)
        .map(|k| (-(f64::from(k) / sigma.max(1e-3)).powi(2) / 2.0).exp() as f32)
        .collect();
    let sum: f32 = kernel.iter().sum();
    let kernel: Vec<f32> = kernel.iter().map(|k| k / sum).collect();
    imageproc::filter::separable_filter_equal(rgb, &kernel)
}

/// A glare spot: `strength` grey levels of white added at `centre`, falling off as a Gaussian of standard
/// deviation `radius` pixels (a lamp's reflection in shiny dice).
pub fn glare(rgb: &RgbImage, centre: (f64, f64), radius: f64, strength: f64) -> RgbImage {
    let mut out = rgb.clone();
    for (x, y, px) in out.enumerate_pixels_mut() {
        let d2 = (f64::from(x) + 0.5 - centre.0).powi(2) + (f64::from(y) + 0.5 - centre.1).powi(2);
        let add = strength * (-d2 / (2.0 * radius * radius)).exp();
        *px = Rgb(px
            .0
            .map(|v| (f64::from(v) + add).round().clamp(0.0, 255.0) as u8));
    }
    out
}

/// The same scene from farther away: the picture shrunk by `factor` (< 1) in the middle of a frame of its
/// own size, the rest filled with the colour of its border (the table going on).
pub fn farther(rgb: &RgbImage, factor: f64) -> RgbImage {
    let (w, h) = rgb.dimensions();
    let (sw, sh) = (
        ((f64::from(w) * factor).round() as u32).max(1),
        ((f64::from(h) * factor).round() as u32).max(1),
    );
    let small = imageops::resize(rgb, sw, sh, imageops::FilterType::Triangle);
    let mut out = RgbImage::from_pixel(w, h, border_colour(rgb));
    imageops::replace(
        &mut out,
        &small,
        i64::from((w - sw.min(w)) / 2),
        i64::from((h - sh.min(h)) / 2),
    );
    out
}

/// The part of the picture inside `[x0, x1) x [y0, y1)` (clamped to it): a frame that cuts the board.
pub fn crop(rgb: &RgbImage, x0: u32, y0: u32, x1: u32, y1: u32) -> RgbImage {
    let (w, h) = rgb.dimensions();
    let (x0, y0) = (x0.min(w.saturating_sub(1)), y0.min(h.saturating_sub(1)));
    let (x1, y1) = (x1.clamp(x0 + 1, w), y1.clamp(y0 + 1, h));
    imageops::crop_imm(rgb, x0, y0, x1 - x0, y1 - y0).to_image()
}

/// The picture with the board gone: `board` (left, top, right, bottom) and a margin of a sixth of its size filled
/// with the colour of the picture's border, softened a little (the bare table).
pub fn board_removed(rgb: &RgbImage, board: [f64; 4]) -> RgbImage {
    let [x0, y0, x1, y1] = board;
    let pad = (x1 - x0).max(y1 - y0) / 6.0;
    let colour = border_colour(rgb);
    let mut out = rgb.clone();
    for (x, y, px) in out.enumerate_pixels_mut() {
        let (x, y) = (f64::from(x), f64::from(y));
        if x >= x0 - pad && x < x1 + pad && y >= y0 - pad && y < y1 + pad {
            *px = colour;
        }
    }
    blur(&out, 1.0)
}

/// A hand over the board: a palm and four fingers, skin-coloured, over the lower right of `board` (left, top,
/// right, bottom), hiding about a third of its dice.
pub fn hand_over(rgb: &RgbImage, board: [f64; 4]) -> RgbImage {
    let [x0, y0, x1, y1] = board;
    let (w, h) = (x1 - x0, y1 - y0);
    let (cx, cy) = (x0 + 0.8 * w, y0 + 0.85 * h);
    let palm =
        |x: f64, y: f64| ((x - cx) / (0.35 * w)).powi(2) + ((y - cy) / (0.35 * h)).powi(2) <= 1.0;
    let finger = |x: f64, y: f64| {
        (0..4).any(|k| {
            let left = cx - 0.3 * w + f64::from(k) * 0.15 * w;
            (left..left + 0.11 * w).contains(&x) && (cy - 0.6 * h..cy).contains(&y)
        })
    };
    let mut out = rgb.clone();
    for (x, y, px) in out.enumerate_pixels_mut() {
        let (x, y) = (f64::from(x) + 0.5, f64::from(y) + 0.5);
        if palm(x, y) || finger(x, y) {
            *px = Rgb([214, 160, 130]);
        }
    }
    out
}

/// The median of each channel over the picture's outermost pixels.
fn border_colour(rgb: &RgbImage) -> Rgb<u8> {
    let (w, h) = rgb.dimensions();
    let border: Vec<Rgb<u8>> = rgb
        .enumerate_pixels()
        .filter(|(x, y, _)| *x == 0 || *y == 0 || *x + 1 == w || *y + 1 == h)
        .map(|(_, _, p)| *p)
        .collect();
    Rgb([0, 1, 2].map(|c| {
        let mut v: Vec<u8> = border.iter().map(|p| p[c]).collect();
        v.sort_unstable();
        v.get(v.len() / 2).copied().unwrap_or(0)
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square() -> RgbImage {
        RgbImage::from_fn(40, 40, |x, y| {
            if (10..30).contains(&x) && (10..30).contains(&y) {
                Rgb([200, 200, 200])
            } else {
                Rgb([40, 60, 80])
            }
        })
    }

    #[test]
    fn each_degradation_does_what_it_says() {
        let rgb = square();
        assert!(darken(&rgb, 0.25, 0.0, 1).get_pixel(20, 20)[0] == 50);
        // A sharp edge becomes a ramp.
        let soft = blur(&rgb, 2.0);
        assert!(
            (41..199).contains(&soft.get_pixel(10, 20)[0]),
            "{:?}",
            soft.get_pixel(10, 20)
        );
        let lit = glare(&rgb, (20.0, 20.0), 4.0, 300.0);
        assert_eq!(lit.get_pixel(20, 20).0, [255, 255, 255]);
        assert_eq!(lit.get_pixel(2, 2), rgb.get_pixel(2, 2));
        let far = farther(&rgb, 0.5);
        assert_eq!(far.dimensions(), (40, 40));
        assert_eq!(far.get_pixel(2, 2).0, [40, 60, 80]);
        assert_eq!(far.get_pixel(20, 20).0, [200, 200, 200]);
        assert_eq!(crop(&rgb, 20, 0, 99, 40).dimensions(), (20, 40));
        let bare = board_removed(&rgb, [10.0, 10.0, 30.0, 30.0]);
        // The table's colour where the board was (the softening rounds down a level or two).
        let gone = bare.get_pixel(20, 20).0;
        assert!(
            gone.iter()
                .zip([40, 60, 80])
                .all(|(&a, b)| a.abs_diff(b) <= 2),
            "{gone:?}"
        );
        let covered = hand_over(&rgb, [10.0, 10.0, 30.0, 30.0]);
        assert_eq!(covered.get_pixel(26, 27).0, [214, 160, 130]);
        assert_eq!(covered.get_pixel(12, 12), rgb.get_pixel(12, 12));
    }
}
