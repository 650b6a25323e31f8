//! The measurements behind the advice, at detection resolution: light, edge width, clipped whites on the dice,
//! die size, dice outside the frame.

use std::borrow::Cow;

use image::{GrayImage, RgbImage};

use crate::binarise::histogram_percentile;
use crate::detection::Detection;
use crate::lattice::{quad_area, Quad};
use crate::perspective::Point;
use crate::photo::downscale;
use crate::photo::Photo;

use super::cut::{cut_blobs, cut_off, ring_faces, samples, typical_area, Cell};
use super::Measures;

/// A channel value at or above this is clipped.
const CLIPPED: u8 = 250;
/// Edges are measured along every this many rows and columns.
const LINE_STEP: usize = 2;

/// Measures the photo at detection resolution, over the board the detector found or, without one, over the
/// whole photo and the die-sized blobs it saw.
pub fn measure(photo: &Photo, detection: &Detection) -> Measures {
    let scale = f64::from(detection.scale.max(1));
    // A preview frame is already at detection resolution: no copy.
    let small = match detection.scale {
        0 | 1 => Cow::Borrowed(photo.rgb()),
        k => Cow::Owned(downscale(photo.rgb(), k)),
    };
    let luma = luma_of(&small);
    let (w, h) = (f64::from(small.width()), f64::from(small.height()));
    // The dice in detection pixels, and the area measured.
    let (dice, ring, area): (Vec<Quad>, Vec<(Cell, Quad)>, Option<Quad>) = match &detection.lattice
    {
        Ok(lattice) => {
            let to_small = |q: &Quad| q.map(|p| (p.0 / scale, p.1 / scale));
            let ring = ring_faces(lattice)
                .iter()
                .map(|(at, q)| (*at, to_small(q)))
                .collect();
            let corners = lattice.corners().map(|c| to_small(&c));
            (lattice.cells.iter().map(to_small).collect(), ring, corners)
        }
        Err(_) => (die_blobs(detection), Vec::new(), None),
    };
    let spans = Spans::new(area, small.width() as usize, small.height() as usize);
    let die = median(dice.iter().map(|q| quad_area(q).sqrt()).collect());
    let hist = histogram(&luma, &spans);
    let percentile = |q| histogram_percentile(&hist, q).map_or(0, i32::from);
    let brightness = percentile(0.95);
    let width = edge_width(&luma, &spans, brightness - percentile(0.05));
    Measures {
        brightness: f64::from(brightness),
        edge_width: width,
        relative_blur: width.zip(die).map(|(e, d)| e / d.max(1.0)),
        glare: max_share(&dice, |p| clipped(&small, p)),
        die_side: die.map(|d| d * scale),
        cut_off: match detection.lattice {
            Ok(ref lattice) => cut_off(lattice, &dice, &ring, &detection.binary, w, h),
            Err(_) => None,
        },
        cut_blob: match detection.lattice {
            Ok(_) => None,
            Err(_) => cut_blobs(detection, w, h),
        },
    }
}

/// Without a board: the blobs near the median blob size, as dice (needs a few, or there is nothing to say).
fn die_blobs(detection: &Detection) -> Vec<Quad> {
    let Some(typical) = typical_area(detection) else {
        return Vec::new();
    };
    detection
        .candidates
        .iter()
        .filter(|c| c.area > typical / 2.0 && c.area < typical * 2.0)
        .map(|c| c.rect)
        .collect()
}

/// The largest share, over `quads`, of the sample points inside each for which `hit` holds.
fn max_share(quads: &[Quad], mut hit: impl FnMut(Point) -> bool) -> Option<f64> {
    quads
        .iter()
        .map(|q| {
            let points = samples(q);
            points.iter().filter(|&&p| hit(p)).count() as f64 / points.len() as f64
        })
        .max_by(f64::total_cmp)
}

fn clipped(rgb: &RgbImage, p: Point) -> bool {
    let (x, y) = (p.0.floor(), p.1.floor());
    x >= 0.0
        && y >= 0.0
        && rgb
            .get_pixel_checked(x as u32, y as u32)
            .is_some_and(|px| px.0.iter().all(|&v| v >= CLIPPED))
}

fn median(mut v: Vec<f64>) -> Option<f64> {
    let middle = v.len() / 2;
    (!v.is_empty()).then(|| *v.select_nth_unstable_by(middle, f64::total_cmp).1)
}

/// The area measured as one span of pixels `[x0, x1)` a row, from row `y0`: the whole frame, or the pixels
/// whose centres lie in the board's outer quad.
struct Spans {
    y0: usize,
    rows: Vec<(usize, usize)>,
}

impl Spans {
    fn new(area: Option<Quad>, w: usize, h: usize) -> Spans {
        let Some(q) = area else {
            return Spans {
                y0: 0,
                rows: vec![(0, w); h],
            };
        };
        let top = q.iter().map(|p| p.1).fold(f64::MAX, f64::min).max(0.0) as usize;
        let rows = (top..h)
            .map(|y| {
                let yc = y as f64 + 0.5;
                let (mut lo, mut hi) = (f64::MAX, f64::MIN);
                for k in 0..4 {
                    let (a, b) = (q[k], q[(k + 1) % 4]);
                    if (a.1 <= yc) != (b.1 <= yc) {
                        let x = a.0 + (yc - a.1) / (b.1 - a.1) * (b.0 - a.0);
                        lo = lo.min(x);
                        hi = hi.max(x);
                    }
                }
                // Pixel centres inside: x + 0.5 in [lo, hi].
                let x0 = (lo - 0.5).ceil().clamp(0.0, w as f64) as usize;
                let x1 = ((hi - 0.5).floor() + 1.0).clamp(0.0, w as f64) as usize;
                (x0, x1.max(x0))
            })
            .collect::<Vec<_>>();
        let last = rows.iter().rposition(|s| s.1 > s.0).map_or(0, |k| k + 1);
        Spans {
            y0: top,
            rows: rows[..last].to_vec(),
        }
    }

    fn iter(&self) -> impl Iterator<Item = (usize, (usize, usize))> + '_ {
        self.rows.iter().enumerate().map(|(k, &s)| (self.y0 + k, s))
    }
}

/// Luma `(77 R + 150 G + 29 B) / 256`, the classifier's weights in integers: this runs on every preview frame.
fn luma_of(rgb: &RgbImage) -> GrayImage {
    let raw: Vec<u8> = rgb
        .as_raw()
        .chunks_exact(3)
        .map(|p| {
            ((77 * u32::from(p[0]) + 150 * u32::from(p[1]) + 29 * u32::from(p[2]) + 128) >> 8) as u8
        })
        .collect();
    GrayImage::from_raw(rgb.width(), rgb.height(), raw)
        .unwrap_or_else(|| GrayImage::new(rgb.width(), rgb.height()))
}

/// The histogram of the luma over `spans`.
fn histogram(luma: &GrayImage, spans: &Spans) -> [usize; 256] {
    let mut hist = [0usize; 256];
    let (w, raw) = (luma.width() as usize, luma.as_raw());
    for (y, (x0, x1)) in spans.iter() {
        for &v in &raw[y * w + x0..y * w + x1] {
            hist[usize::from(v)] += 1;
        }
    }
    hist
}

/// The median width of the strong edges over `spans`, along rows and along columns (Marziliano et al. 2002):
/// from each local maximum of the gradient, the run of pixels over which the luma keeps rising (or falling).
/// Strong means an edge whose rise is at least half the area's range (5th to 95th percentile): chosen by
/// contrast, not gradient, so blurred edges count. Every other row and column is enough, at half the cost.
fn edge_width(luma: &GrayImage, spans: &Spans, range: i32) -> Option<f64> {
    let strong = (range / 2).max(16);
    let (w, h) = (luma.width() as usize, luma.height() as usize);
    let raw = luma.as_raw();
    let v = |k: usize| i32::from(raw[k]);
    let mut widths = Vec::new();
    for (y, (x0, x1)) in spans.iter().filter(|(y, _)| *y >= 2 && *y + 2 < h) {
        for x in x0.max(2)..x1.min(w - 2) {
            let k = y * w + x;
            // Along every `LINE_STEP`th row and column: (step, position, walk limits).
            let along = [(1, x, 0, w), (w, y, 0, h)];
            for (n, &(step, pos, lo, hi)) in along.iter().enumerate() {
                if (if n == 0 { y } else { x }) % LINE_STEP != 0 {
                    continue;
                }
                let g = |k: usize| v(k + step) - v(k - step);
                let here = g(k);
                if here.abs() < 4
                    || here.abs() < g(k - step).abs()
                    || here.abs() <= g(k + step).abs()
                {
                    continue;
                }
                let s = here.signum();
                let (mut i, mut j) = (pos, pos);
                while i > lo && s * (v(k - (pos - i) * step) - v(k - (pos - i + 1) * step)) > 0 {
                    i -= 1;
                }
                while j + 1 < hi && s * (v(k + (j - pos + 1) * step) - v(k + (j - pos) * step)) > 0
                {
                    j += 1;
                }
                if s * (v(k + (j - pos) * step) - v(k - (pos - i) * step)) >= strong {
                    widths.push((j - i) as f64);
                }
            }
        }
    }
    median(widths)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_hold_the_pixels_whose_centres_are_in_the_quad() {
        let spans = Spans::new(
            Some([(10.0, 10.0), (20.0, 10.0), (20.0, 20.0), (10.0, 20.0)]),
            30,
            30,
        );
        let rows: Vec<(usize, (usize, usize))> = spans.iter().collect();
        assert_eq!(rows.len(), 10);
        assert!(rows
            .iter()
            .all(|&(y, s)| (10..20).contains(&y) && s == (10, 20)));
        // Off the frame: clamped to it.
        let spans = Spans::new(
            Some([(-5.0, -5.0), (40.0, -5.0), (40.0, 3.0), (-5.0, 3.0)]),
            30,
            30,
        );
        assert_eq!(
            spans.iter().map(|(_, s)| s).collect::<Vec<_>>(),
            [(0, 30); 3]
        );
    }

    #[test]
    fn a_sharp_edge_is_narrow_and_a_ramp_is_as_wide_as_it_is() {
        let step = GrayImage::from_fn(40, 40, |x, _| image::Luma([if x < 20 { 40 } else { 220 }]));
        let ramp = GrayImage::from_fn(40, 40, |x, _| {
            image::Luma([(40 + 18 * x.saturating_sub(15).min(10)) as u8])
        });
        let all = Spans::new(None, 40, 40);
        assert_eq!(edge_width(&step, &all, 180), Some(1.0));
        assert_eq!(edge_width(&ramp, &all, 180), Some(10.0));
    }
}
