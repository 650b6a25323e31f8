//! Rectified tile crops: each die's top face warped through the grid's perspective into a square grayscale
//! image, in exactly the classifier's convention (see `CropSpec`).

use image::{GrayImage, Luma};

use crate::lattice::Lattice;

use crate::perspective::Homography;

use crate::photo::Photo;

/// How a die face becomes a crop. The classifier's convention (`model/letters.json`, `training/data.py`):
/// the face rectified to a square plus `margin` of its side on every side, sampled bilinearly from luma
/// `0.299 R + 0.587 G + 0.114 B` at `supersample` times `size`, then averaged in `supersample` blocks;
/// outside the photo reads as 0.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CropSpec {
    /// Output side in pixels.
    pub size: u32,
    /// Fraction of the die face's side added on each side.
    pub margin: f32,
    /// Samples per output pixel along each axis (1 = plain bilinear).
    pub supersample: u32,
    /// A crop whose bright end (its 98th-percentile luma) is under this is scaled up until that reaches
    /// `dark_to`: a dim photo's dice then read like the lit ones the reader learnt. 0: off (the model's plain
    /// convention); the pipeline sets both from its `Tuning` (`Pipeline::crop_spec`).
    pub dark_below: f32,
    /// See `dark_below`.
    pub dark_to: f32,
}

impl Default for CropSpec {
    /// The classifier's convention: 32 x 32, margin 0.1, 2x2 supersampling.
    fn default() -> Self {
        CropSpec {
            size: 32,
            margin: 0.1,
            supersample: 2,
            dark_below: 0.0,
            dark_to: 0.0,
        }
    }
}

/// One die's crop. `row` and `col` are its cell in the `Lattice`.
#[derive(Debug, Clone, PartialEq)]
pub struct TileCrop {
    pub row: usize,
    pub col: usize,
    /// `size x size` grayscale.
    pub pixels: GrayImage,
}

/// Crops every die of `lattice` from `photo`, row-major.
pub fn crop_tiles(photo: &Photo, lattice: &Lattice, spec: &CropSpec) -> Vec<TileCrop> {
    TileCutter::new(photo, lattice, spec).all()
}

/// Cuts dice out of one photo through one lattice: the board's region converted to luma once (box-downscaled
/// when the dice span far more pixels than the crop has samples), then any die, at its cell or moved.
#[derive(Debug, Clone)]
pub struct TileCutter {
    luma: GrayImage,
    /// Grid space -> `luma` pixels.
    to_source: Homography,
    face: f64,
    spec: CropSpec,
    rows: usize,
    cols: usize,
}

impl TileCutter {
    pub fn new(photo: &Photo, lattice: &Lattice, spec: &CropSpec) -> TileCutter {
        let n = spec.size.max(1) * spec.supersample.max(1);
        // Sample from a box-downscaled luma image when the face spans far more photo pixels than samples, so a
        // 12-megapixel photo does not alias; the factor keeps at least ~1.5 source pixels per sample.
        let pitch = {
            let a = lattice.to_photo.apply((0.0, 0.0));
            let b = lattice
                .to_photo
                .apply((lattice.cols as f64, lattice.rows as f64));
            match (a, b) {
                (Some(a), Some(b)) => {
                    ((a.0 - b.0).hypot(a.1 - b.1) / std::f64::consts::SQRT_2)
                        / lattice.cols.max(1) as f64
                }
                _ => 0.0,
            }
        };
        let span = pitch * lattice.face * (1.0 + 2.0 * f64::from(spec.margin));
        let factor = ((span / (f64::from(n) * 1.5)).floor() as u32).max(1);
        // Only the board's bounding box is converted: the crop margins, plus room for a die cut up to a quarter
        // cell off its cell (`cut`).
        let grow = 0.5 * (1.0 + f64::from(spec.margin)) * lattice.face + 0.75;
        let (mut x0, mut y0, mut x1, mut y1) = (
            f64::INFINITY,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NEG_INFINITY,
        );
        for r in 0..lattice.rows {
            for c in 0..lattice.cols {
                for (dx, dy) in [(-grow, -grow), (grow, -grow), (grow, grow), (-grow, grow)] {
                    if let Some(p) = lattice
                        .to_photo
                        .apply((c as f64 + 0.5 + dx, r as f64 + 0.5 + dy))
                    {
                        (x0, y0, x1, y1) = (x0.min(p.0), y0.min(p.1), x1.max(p.0), y1.max(p.1));
                    }
                }
            }
        }
        let (w, h) = (f64::from(photo.width()), f64::from(photo.height()));
        let (x0, y0) = (
            x0.clamp(0.0, w - 1.0).floor(),
            y0.clamp(0.0, h - 1.0).floor(),
        );
        let (x1, y1) = (x1.clamp(x0 + 1.0, w).ceil(), y1.clamp(y0 + 1.0, h).ceil());
        let region = ((x1 - x0) as u32, (y1 - y0) as u32);
        let small =
            crate::photo::downscale_region(photo.rgb(), (x0 as u32, y0 as u32), region, factor);
        let luma = crate::binarise::luma(&small);
        let shift = Homography {
            m: [1.0, 0.0, -x0, 0.0, 1.0, -y0, 0.0, 0.0, 1.0],
        };
        let to_source = Homography::from_scale(1.0 / f64::from(factor))
            .compose(&shift)
            .compose(&lattice.to_photo);
        TileCutter {
            luma,
            to_source,
            face: lattice.face,
            spec: *spec,
            rows: lattice.rows,
            cols: lattice.cols,
        }
    }

    /// Every die at its cell, row-major.
    pub fn all(&self) -> Vec<TileCrop> {
        (0..self.rows * self.cols)
            .map(|k| self.cut(k / self.cols, k % self.cols, (0.0, 0.0)))
            .collect()
    }

    /// The die of cell `(row, col)`, its centre moved by `offset` (in cells, grid space).
    pub fn cut(&self, row: usize, col: usize, offset: (f64, f64)) -> TileCrop {
        let centre = (col as f64 + 0.5 + offset.0, row as f64 + 0.5 + offset.1);
        TileCrop {
            row,
            col,
            pixels: crop_one(&self.luma, &self.to_source, centre, self.face, &self.spec),
        }
    }
}

fn crop_one(
    luma: &GrayImage,
    to_source: &Homography,
    (cx, cy): (f64, f64),
    face: f64,
    spec: &CropSpec,
) -> GrayImage {
    let size = spec.size.max(1);
    let ss = spec.supersample.max(1);
    let n = f64::from(size * ss);
    let half = face / 2.0 * (1.0 + 2.0 * f64::from(spec.margin));
    let mut out = GrayImage::new(size, size);
    let norm = f64::from(ss * ss);
    for oy in 0..size {
        for ox in 0..size {
            let mut acc = 0.0;
            for sy in 0..ss {
                for sx in 0..ss {
                    // Sample centre in [-1, 1], as in the training crop.
                    let u = (f64::from(ox * ss + sx) + 0.5) / n * 2.0 - 1.0;
                    let v = (f64::from(oy * ss + sy) + 0.5) / n * 2.0 - 1.0;
                    if let Some(p) = to_source.apply((cx + u * half, cy + v * half)) {
                        acc += bilinear(luma, p.0, p.1);
                    }
                }
            }
            out.put_pixel(ox, oy, Luma([(acc / norm).round().clamp(0.0, 255.0) as u8]));
        }
    }
    brighten_if_dark(&mut out, spec);
    out
}

/// Scales `crop` so its 98th-percentile luma reaches `spec.dark_to`, if it is under `spec.dark_below` (and not
/// black: nothing there to read).
fn brighten_if_dark(crop: &mut GrayImage, spec: &CropSpec) {
    if spec.dark_below <= 0.0 {
        return;
    }
    let mut histogram = [0usize; 256];
    crop.pixels()
        .for_each(|p| histogram[usize::from(p[0])] += 1);
    let rank = crop.len() * 98 / 100;
    let mut seen = 0;
    let bright = histogram
        .iter()
        .position(|&n| {
            seen += n;
            seen > rank
        })
        .unwrap_or(255) as f32;
    // Under 6 there is no face, only noise to amplify.
    if bright >= spec.dark_below || bright < 6.0 {
        return;
    }
    let gain = spec.dark_to / bright;
    for p in crop.pixels_mut() {
        p[0] = (f32::from(p[0]) * gain).round().clamp(0.0, 255.0) as u8;
    }
}

/// Bilinear sample at continuous coordinates (pixel `(i, j)` centred at `(i + 0.5, j + 0.5)`), 0 outside.
fn bilinear(img: &GrayImage, x: f64, y: f64) -> f64 {
    let (w, h) = (img.width() as usize, img.height() as usize);
    let raw = img.as_raw();
    let (fx, fy) = (x - 0.5, y - 0.5);
    let (x0, y0) = (fx.floor(), fy.floor());
    let (tx, ty) = (fx - x0, fy - y0);
    let inside = x0 >= 0.0 && y0 >= 0.0 && x0 + 1.0 < w as f64 && y0 + 1.0 < h as f64;
    let (p00, p10, p01, p11) = if inside {
        // The common case: all four neighbours in the image, read straight from the buffer.
        let k = y0 as usize * w + x0 as usize;
        (raw[k], raw[k + 1], raw[k + w], raw[k + w + 1])
    } else {
        let px = |xx: f64, yy: f64| -> u8 {
            if xx < 0.0 || yy < 0.0 || xx >= w as f64 || yy >= h as f64 {
                0
            } else {
                raw[yy as usize * w + xx as usize]
            }
        };
        (
            px(x0, y0),
            px(x0 + 1.0, y0),
            px(x0, y0 + 1.0),
            px(x0 + 1.0, y0 + 1.0),
        )
    };
    let top = f64::from(p00) * (1.0 - tx) + f64::from(p10) * tx;
    let bottom = f64::from(p01) * (1.0 - tx) + f64::from(p11) * tx;
    top * (1.0 - ty) + bottom * ty
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::RgbImage;

    #[test]
    fn crop_of_an_axis_aligned_grid_is_the_face() {
        // A 4x4 grid of 40 px cells; each cell's central 32 px is white with a black 8x8 mark at its top-left.
        let img = RgbImage::from_fn(160, 160, |x, y| {
            let (u, v) = (x % 40, y % 40);
            if (4..36).contains(&u) && (4..36).contains(&v) {
                if u < 12 && v < 12 {
                    image::Rgb([0, 0, 0])
                } else {
                    image::Rgb([255, 255, 255])
                }
            } else {
                image::Rgb([200, 100, 0])
            }
        });
        let photo = Photo::from_rgb(img).unwrap();
        let to_photo = Homography::from_scale(40.0);
        let cells = (0..16).map(|_| [(0.0, 0.0); 4]).collect::<Vec<_>>();
        let lattice = Lattice {
            rows: 4,
            cols: 4,
            cells,
            to_photo,
            detected: vec![true; 16],
            face: 0.8,
        };
        let crops = crop_tiles(
            &photo,
            &lattice,
            &CropSpec {
                size: 32,
                margin: 0.0,
                supersample: 1,
                ..CropSpec::default()
            },
        );
        assert_eq!(crops.len(), 16);
        assert_eq!((crops[5].row, crops[5].col), (1, 1));
        let p = &crops[5].pixels;
        assert_eq!(p.dimensions(), (32, 32));
        assert!(p.get_pixel(2, 2)[0] < 30, "mark at the top-left");
        assert!(p.get_pixel(20, 20)[0] > 230, "white face");
    }

    #[test]
    fn only_a_dark_crop_is_brightened() {
        // A face at luma 50 with a letter at 10: dark; the same face at 200 with a letter at 40: lit.
        let face = |bright: u8, ink: u8| {
            GrayImage::from_fn(32, 32, |x, _| {
                Luma([if (12..20).contains(&x) { ink } else { bright }])
            })
        };
        let spec = CropSpec {
            dark_below: 80.0,
            dark_to: 160.0,
            ..CropSpec::default()
        };
        let mut dark = face(50, 10);
        brighten_if_dark(&mut dark, &spec);
        assert_eq!(
            (dark.get_pixel(0, 0)[0], dark.get_pixel(15, 0)[0]),
            (160, 32)
        );
        let mut lit = face(200, 40);
        brighten_if_dark(&mut lit, &spec);
        assert_eq!(lit, face(200, 40));
        // Off by default: the reader's plain convention.
        let mut plain = face(50, 10);
        brighten_if_dark(&mut plain, &CropSpec::default());
        assert_eq!(plain, face(50, 10));
        // Black is left black: nothing there to read.
        let mut black = face(3, 0);
        brighten_if_dark(&mut black, &spec);
        assert_eq!(black, face(3, 0));
    }
}
