//! Pictures of each stage (threshold, candidates, lattices tried, rectified tiles) for people to look at, drawn
//! from the `Trace` of the recognition itself, so they show what produced the answer: the CLI's `--debug-dir`
//! and `eval photos --debug-dir`. Here rather than in `boggle-vision`, which reads boards and draws nothing.

use boggle_vision::candidates::Candidate;
use boggle_vision::photo::downscale;
use boggle_vision::{Detection, Lattice, Outcome, Photo, Point, TileCrop, Trace};
use image::{DynamicImage, Rgb, RgbImage};
use imageproc::drawing::draw_line_segment_mut;

const GREEN: Rgb<u8> = Rgb([40, 220, 60]);
const ORANGE: Rgb<u8> = Rgb([255, 150, 0]);
const RED: Rgb<u8> = Rgb([230, 30, 30]);
const CYAN: Rgb<u8> = Rgb([0, 200, 230]);
const MAGENTA: Rgb<u8> = Rgb([220, 40, 220]);

/// The binarised whiteness map the board was found in (white = die-coloured), at detection resolution.
fn threshold_picture(det: &Detection) -> RgbImage {
    DynamicImage::ImageLuma8(det.binary.clone()).into_rgb8()
}

/// The photo at detection resolution with every die candidate's minimum-area rectangle in cyan.
fn candidates_picture(photo: &Photo, det: &Detection) -> RgbImage {
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

/// The photo at detection resolution with the lattices the looks tried: each rejected one's outline in
/// magenta; the one kept (else the detector's best) with each die's quad in green (a blob was seen) or orange
/// (recovered from the lattice), the board outline in red and a red mark at cell (0, 0).
fn lattice_picture(photo: &Photo, trace: &Trace) -> RgbImage {
    let det = &trace.detection;
    let mut img = downscale(photo.rgb(), det.scale);
    let scale = 1.0 / f64::from(det.scale);
    for tried in trace
        .looks
        .iter()
        .flat_map(|l| &l.tried)
        .filter(|t| !t.kept)
    {
        draw_outline(&mut img, &tried.lattice, scale, MAGENTA);
    }
    if let Some(lattice) = trace.kept().or(det.lattice.as_ref().ok()) {
        draw_lattice(&mut img, lattice, scale);
    }
    img
}

/// Draws `lattice` on `img`, whose pixels are `scale` times the photo's.
fn draw_lattice(img: &mut RgbImage, lattice: &Lattice, scale: f64) {
    let s = |q: [Point; 4]| q.map(|p| (p.0 * scale, p.1 * scale));
    for (k, quad) in lattice.cells.iter().enumerate() {
        let colour = if lattice.detected[k] { GREEN } else { ORANGE };
        draw_polygon(img, &s(*quad), colour);
    }
    draw_outline(img, lattice, scale, RED);
    let first = s(lattice.cell_quad(0, 0, 0.3, (0.0, 0.0)));
    draw_polygon(img, &first, RED);
}

/// Draws the outer outline of `lattice` on `img`, whose pixels are `scale` times the photo's.
fn draw_outline(img: &mut RgbImage, lattice: &Lattice, scale: f64, colour: Rgb<u8>) {
    if let Some(corners) = lattice.corners() {
        draw_polygon(img, &corners.map(|p| (p.0 * scale, p.1 * scale)), colour);
    }
}

/// The crops side by side, `cols` to a row, with a 2-pixel gap.
fn tiles_picture(crops: &[TileCrop], cols: usize) -> RgbImage {
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
        let crop = DynamicImage::ImageLuma8(c.pixels.clone()).into_rgb8();
        image::imageops::replace(&mut img, &crop, x0.into(), y0.into());
    }
    img
}

/// Every stage's picture of one recognition of `photo`, named: `threshold`, `candidates`, `lattice` and (if a
/// board was read) `tiles`, the crops as the reader read them.
pub fn stages(photo: &Photo, outcome: &Outcome) -> Vec<(&'static str, RgbImage)> {
    let det = &outcome.trace.detection;
    let mut out = vec![
        ("threshold", threshold_picture(det)),
        ("candidates", candidates_picture(photo, det)),
        ("lattice", lattice_picture(photo, &outcome.trace)),
    ];
    if let Ok(rec) = &outcome.result {
        let crops: Vec<TileCrop> = rec
            .tiles
            .iter()
            .map(|t| TileCrop {
                row: t.row,
                col: t.col,
                pixels: t.crop.clone(),
            })
            .collect();
        out.push(("tiles", tiles_picture(&crops, rec.cols)));
    }
    out
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
    use image::GrayImage;

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
