//! Die-coloured pixels: a "whiteness" map (dice are light and unsaturated; trays are orange or blue, letters
//! dark or blue) and its binarisations, global (Otsu) and local (adaptive mean).

use image::{GrayImage, Luma, RgbImage};

/// `min(R, G, B)`: high on white and cream dice, low on the saturated orange or blue tray and on the letters,
/// whatever the lighting's overall brightness.
pub fn whiteness(rgb: &RgbImage) -> GrayImage {
    let raw: Vec<u8> = rgb
        .as_raw()
        .chunks_exact(3)
        .map(|p| p[0].min(p[1]).min(p[2]))
        .collect();
    GrayImage::from_raw(rgb.width(), rgb.height(), raw)
        .unwrap_or_else(|| GrayImage::new(rgb.width(), rgb.height()))
}

/// Luma `0.299 R + 0.587 G + 0.114 B` (the classifier's convention), rounded to 8 bits.
pub fn luma(rgb: &RgbImage) -> GrayImage {
    let raw: Vec<u8> = rgb
        .as_raw()
        .chunks_exact(3)
        .map(|p| {
            (0.299 * f32::from(p[0]) + 0.587 * f32::from(p[1]) + 0.114 * f32::from(p[2]) + 0.5)
                as u8
        })
        .collect();
    GrayImage::from_raw(rgb.width(), rgb.height(), raw)
        .unwrap_or_else(|| GrayImage::new(rgb.width(), rgb.height()))
}

/// How a map is binarised (255 = die-coloured).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Binarisation {
    /// `v > t` with `t` from Otsu's method (Otsu 1979), computed over the whole image.
    Otsu,
    /// `v > t + f (p99 - t)` with `t` the Otsu level and `p99` the 99th percentile: a stricter global level that
    /// keeps the brighter top faces and drops the side faces that join dice into columns in tilted photos.
    AboveOtsu(f32),
    /// `v > mean of the (2 radius + 1)^2 window + delta` and `v > floor`: follows uneven light.
    Adaptive { radius: u32, delta: i32 },
}

/// Binarises `map` (255 where die-coloured, 0 elsewhere).
pub fn binarise(map: &GrayImage, how: Binarisation) -> GrayImage {
    match how {
        Binarisation::Otsu => {
            let t = imageproc::contrast::otsu_level(map);
            imageproc::contrast::threshold(map, t, imageproc::contrast::ThresholdType::Binary)
        }
        Binarisation::AboveOtsu(f) => {
            let t = f32::from(imageproc::contrast::otsu_level(map));
            let p99 = f32::from(percentile(map, 0.99));
            let level = (t + f * (p99 - t).max(0.0)).round().clamp(0.0, 254.0) as u8;
            imageproc::contrast::threshold(map, level, imageproc::contrast::ThresholdType::Binary)
        }
        Binarisation::Adaptive { radius, delta } => adaptive(map, radius.max(1), delta),
    }
}

/// Adaptive mean threshold through an integral image; also requires the pixel to be above the darkest
/// tenth of the image's range so flat dark regions do not turn into speckle.
fn adaptive(map: &GrayImage, radius: u32, delta: i32) -> GrayImage {
    let (w, h) = map.dimensions();
    let (wu, hu) = (w as usize, h as usize);
    let mut integral = vec![0u64; (wu + 1) * (hu + 1)];
    let src = map.as_raw();
    for y in 0..hu {
        let mut row = 0u64;
        for x in 0..wu {
            row += u64::from(src[y * wu + x]);
            integral[(y + 1) * (wu + 1) + x + 1] = integral[y * (wu + 1) + x + 1] + row;
        }
    }
    let (lo, hi) = src
        .iter()
        .fold((255u8, 0u8), |(lo, hi), &v| (lo.min(v), hi.max(v)));
    let floor = i64::from(lo) + (i64::from(hi) - i64::from(lo)) / 4;
    let r = radius as usize;
    let mut out = GrayImage::new(w, h);
    for y in 0..hu {
        let (y0, y1) = (y.saturating_sub(r), (y + r + 1).min(hu));
        for x in 0..wu {
            let (x0, x1) = (x.saturating_sub(r), (x + r + 1).min(wu));
            let sum = integral[y1 * (wu + 1) + x1] + integral[y0 * (wu + 1) + x0]
                - integral[y0 * (wu + 1) + x1]
                - integral[y1 * (wu + 1) + x0];
            let n = ((y1 - y0) * (x1 - x0)) as i64;
            let v = i64::from(src[y * wu + x]);
            if v * n > sum as i64 + i64::from(delta) * n && v > floor {
                out.put_pixel(x as u32, y as u32, Luma([255]));
            }
        }
    }
    out
}

/// The share of horizontally or vertically neighbouring pixel pairs of a binary image that differ: a few
/// hundredths in a photo of a board, a half in a fine checkerboard, whose contours would take seconds to trace.
pub fn edge_density(binary: &GrayImage) -> f64 {
    let (w, h) = binary.dimensions();
    let px = binary.as_raw();
    let (w, h) = (w as usize, h as usize);
    let mut differ = 0usize;
    for y in 0..h {
        let row = &px[y * w..(y + 1) * w];
        differ += row.windows(2).filter(|p| p[0] != p[1]).count();
        if y + 1 < h {
            let next = &px[(y + 1) * w..(y + 2) * w];
            differ += row.iter().zip(next).filter(|(a, b)| a != b).count();
        }
    }
    let pairs = (w.saturating_sub(1) * h + w * h.saturating_sub(1)).max(1);
    differ as f64 / pairs as f64
}

/// The value below which a fraction `q` of the pixels lie.
pub fn percentile(map: &GrayImage, q: f64) -> u8 {
    let mut hist = [0usize; 256];
    map.as_raw().iter().for_each(|&v| hist[v as usize] += 1);
    histogram_percentile(&hist, q).unwrap_or(255)
}

/// The value below which a fraction `q` (under 1) of the pixels counted in `hist` lie; `None` for no pixels.
pub fn histogram_percentile(hist: &[usize; 256], q: f64) -> Option<u8> {
    let target = (hist.iter().sum::<usize>() as f64 * q) as usize;
    let mut acc = 0;
    let below = hist.iter().position(|&h| {
        acc += h;
        acc > target
    });
    below.map(|v| v as u8)
}

/// A 3x3 box blur, enough to remove JPEG speckle before thresholding.
pub fn blur3(map: &GrayImage) -> GrayImage {
    imageproc::filter::box_filter(map, 1, 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whiteness_separates_dice_from_trays() {
        let rgb = RgbImage::from_fn(3, 1, |x, _| match x {
            0 => image::Rgb([240, 235, 210]), // cream die
            1 => image::Rgb([235, 120, 20]),  // orange tray
            _ => image::Rgb([30, 40, 150]),   // blue tray
        });
        let w = whiteness(&rgb);
        assert!(
            w.get_pixel(0, 0)[0] > 200 && w.get_pixel(1, 0)[0] < 50 && w.get_pixel(2, 0)[0] < 50
        );
    }

    #[test]
    fn edge_density_tells_fine_textures_from_dice() {
        let checker = |s: u32| {
            GrayImage::from_fn(64, 48, |x, y| {
                Luma([if (x / s + y / s) % 2 == 0 { 255 } else { 0 }])
            })
        };
        assert!((edge_density(&checker(1)) - 1.0).abs() < 1e-9);
        assert!((edge_density(&checker(2)) - 0.5).abs() < 0.01);
        assert_eq!(edge_density(&GrayImage::new(64, 48)), 0.0);
        // Four 10-px squares on a plain ground: a few hundredths.
        let dice = GrayImage::from_fn(64, 48, |x, y| {
            Luma([if x % 16 < 10 && y % 24 < 10 { 255 } else { 0 }])
        });
        assert!(edge_density(&dice) < 0.1, "{}", edge_density(&dice));
        assert_eq!(edge_density(&GrayImage::new(1, 1)), 0.0);
    }

    #[test]
    fn adaptive_threshold_follows_a_gradient() {
        // Light squares on a background whose brightness ramps from dark to light.
        let map = GrayImage::from_fn(120, 40, |x, y| {
            let base = (x / 2) as u8;
            let on = (x % 30) > 8 && (x % 30) < 22 && y > 12 && y < 28;
            Luma([if on { base + 120 } else { base }])
        });
        let b = binarise(
            &map,
            Binarisation::Adaptive {
                radius: 12,
                delta: 5,
            },
        );
        assert_eq!(b.get_pixel(15, 20)[0], 255);
        assert_eq!(b.get_pixel(105, 20)[0], 255);
        assert_eq!(b.get_pixel(100, 5)[0], 0);
    }
}
