//! Pictures of each stage (threshold, candidates, lattice, rectified tiles) for people to look at: the CLI's
//! and the app's stage inspector draw these.

use image::{GrayImage, Rgb, RgbImage};
use imageproc::drawing::draw_line_segment_mut;

use crate::candidates::Candidate;
use crate::decode::downscale;
use crate::lattice::{detect, Detection};
use crate::{crop_tiles, CropSpec, Lattice, Photo, Point, TileCrop};

const GREEN: Rgb<u8> = Rgb([40, 220, 60]);
const ORANGE: Rgb<u8> = Rgb([255, 150, 0]);
const RED: Rgb<u8> = Rgb([230, 30, 30]);
const CYAN: Rgb<u8> = Rgb([0, 200, 230]);

/// The binarised whiteness map the board was found in (white = die-coloured), at detection resolution.
pub fn threshold_picture(det: &Detection) -> RgbImage {
    gray_to_rgb(&det.binary)
}

/// The photo at detection resolution with every die candidate's minimum-area rectangle in cyan.
pub fn candidates_picture(photo: &Photo, det: &Detection) -> RgbImage {
    let mut img = downscale(photo.rgb(), det.scale);
    for c in &det.candidates {
        draw_candidate(&mut img, c);
    }
    img
}

fn draw_candidate(img: &mut RgbImage, c: &Candidate) {
    draw_polygon(img, &c.rect, CYAN);
    let (x, y) = (c.centre.0 as f32, c.centre.1 as f32);
    draw_line_segment_mut(img, (x - 2.0, y), (x + 2.0, y), CYAN);
    draw_line_segment_mut(img, (x, y - 2.0), (x, y + 2.0), CYAN);
}

/// The photo at detection resolution with the lattice: each die's quad in green (a blob was seen) or orange
/// (recovered from the lattice), the board outline in red and a red mark at cell (0, 0).
pub fn lattice_picture(photo: &Photo, det: &Detection) -> RgbImage {
    let mut img = downscale(photo.rgb(), det.scale);
    if let Ok(lattice) = &det.lattice {
        draw_lattice(&mut img, lattice, 1.0 / f64::from(det.scale));
    }
    img
}

/// Draws `lattice` on `img`, whose pixels are `scale` times the photo's.
pub fn draw_lattice(img: &mut RgbImage, lattice: &Lattice, scale: f64) {
    let s = |q: [Point; 4]| q.map(|p| (p.0 * scale, p.1 * scale));
    for (k, quad) in lattice.cells.iter().enumerate() {
        let colour = if lattice.detected[k] { GREEN } else { ORANGE };
        draw_polygon(img, &s(*quad), colour);
    }
    let n = lattice.rows as f64;
    let outline = [
        (0.0, 0.0),
        (lattice.cols as f64, 0.0),
        (lattice.cols as f64, n),
        (0.0, n),
    ]
    .map(|p| lattice.to_photo.apply(p).unwrap_or(p));
    draw_polygon(img, &s(outline), RED);
    let first = s(lattice.cell_quad(0, 0, 0.3, (0.0, 0.0)));
    draw_polygon(img, &first, RED);
}

/// The crops side by side, `cols` to a row, with a 2-pixel gap.
pub fn tiles_picture(crops: &[TileCrop], cols: usize) -> RgbImage {
    let Some(first) = crops.first() else {
        return RgbImage::new(1, 1);
    };
    let side = first.pixels.width();
    let cols = cols.max(1) as u32;
    let rows = (crops.len() as u32).div_ceil(cols);
    let mut img = RgbImage::from_pixel(cols * (side + 2), rows * (side + 2), Rgb([90, 0, 90]));
    for (k, c) in crops.iter().enumerate() {
        let (x0, y0) = (
            (k as u32 % cols) * (side + 2),
            (k as u32 / cols) * (side + 2),
        );
        for (x, y, p) in c.pixels.enumerate_pixels() {
            if x0 + x < img.width() && y0 + y < img.height() {
                img.put_pixel(x0 + x, y0 + y, Rgb([p[0], p[0], p[0]]));
            }
        }
    }
    img
}

/// Every stage's picture for one photo, named: `threshold`, `candidates`, `lattice` and (if a board was found)
/// `tiles`.
pub fn stages(photo: &Photo, spec: &CropSpec) -> Vec<(&'static str, RgbImage)> {
    let det = detect(photo);
    let mut out = vec![
        ("threshold", threshold_picture(&det)),
        ("candidates", candidates_picture(photo, &det)),
        ("lattice", lattice_picture(photo, &det)),
    ];
    if let Ok(lattice) = &det.lattice {
        out.push((
            "tiles",
            tiles_picture(&crop_tiles(photo, lattice, spec), lattice.cols),
        ));
    }
    out
}

fn gray_to_rgb(g: &GrayImage) -> RgbImage {
    RgbImage::from_fn(g.width(), g.height(), |x, y| {
        let v = g.get_pixel(x, y)[0];
        Rgb([v, v, v])
    })
}

fn draw_polygon(img: &mut RgbImage, pts: &[Point], colour: Rgb<u8>) {
    for k in 0..pts.len() {
        let (a, b) = (pts[k], pts[(k + 1) % pts.len()]);
        draw_line_segment_mut(
            img,
            (a.0 as f32, a.1 as f32),
            (b.0 as f32, b.1 as f32),
            colour,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_picture_lays_out_rows() {
        let crops: Vec<TileCrop> = (0..6)
            .map(|k| TileCrop {
                row: k / 3,
                col: k % 3,
                pixels: GrayImage::new(8, 8),
            })
            .collect();
        assert_eq!(tiles_picture(&crops, 3).dimensions(), (30, 20));
    }
}
