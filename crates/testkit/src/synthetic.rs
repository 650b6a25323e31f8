//! Synthetic board photos with known answers, for tests and benchmarks: real die-face crops (handed in by the
//! caller) laid out as a board on a tray, seen under any rotation and a perspective tilt, on a cluttered table,
//! with a lighting gradient, noise and light squares that are not dice.
//!
//! The faces are crops in the classifier's convention (the face plus a tenth of its side around it, any
//! size): only their inner face is drawn, inside a rounded die top, so what the pipeline has to find is the
//! geometry, not new letters.

use image::{GrayImage, Rgb, RgbImage};

use boggle_dice::Rng;
use boggle_vision::{Homography, Point};

/// One die face: its label (`"a"`, `"qu"`, `"th"`, `"#"`, …) and a crop of it.
#[derive(Debug, Clone)]
pub struct DieFace {
    pub label: String,
    pub crop: GrayImage,
}

/// How to photograph the board.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scene {
    /// Board side: 4, 5 or 6.
    pub size: usize,
    pub width: u32,
    pub height: u32,
    /// Turn of the board in the picture, degrees.
    pub rotation: f64,
    /// Camera tilt away from straight down, degrees (0 = from above; 45 = a steep view).
    pub tilt: f64,
    /// The board's width as a fraction of the picture's short side (before tilt).
    pub coverage: f64,
    /// Chooses the faces, their quarter turns, the clutter and the light.
    pub seed: u64,
}

/// A rendered photo and its answer.
#[derive(Debug, Clone)]
pub struct SyntheticPhoto {
    pub rgb: RgbImage,
    /// Row-major labels in board space: row 0, column 0 is board cell `(0, 0)` of `to_photo`.
    pub labels: Vec<String>,
    /// Board space (cell `(r, c)` is `[c, c + 1] x [r, r + 1]`) -> picture pixels.
    pub to_photo: Homography,
}

/// Face side as a fraction of the cell pitch, and the tray's rim around the dice, in cells.
const FACE: f64 = 0.84;
const RIM: f64 = 0.35;

/// Renders `scene` with faces drawn (with repetition) from `faces`. Panics if `faces` is empty.
pub fn render(scene: &Scene, faces: &[DieFace]) -> SyntheticPhoto {
    assert!(!faces.is_empty(), "render needs at least one face");
    let mut rng = SceneRng(Rng::new(scene.seed));
    let n = scene.size;
    let nf = n as f64;
    let to_photo = board_to_photo(scene);
    let from_photo = to_photo.inverse().unwrap_or(Homography::from_scale(1.0));
    let chosen: Vec<(usize, u32)> = (0..n * n)
        .map(|_| (rng.below(faces.len()), rng.below(4) as u32))
        .collect();
    let labels = chosen
        .iter()
        .map(|&(k, _)| faces[k].label.clone())
        .collect();

    let table = [
        rng.range(60.0, 200.0),
        rng.range(60.0, 190.0),
        rng.range(50.0, 170.0),
    ];
    let tray = if n == 4 {
        [232.0, 112.0, 28.0] // the 4x4 game's orange
    } else {
        [40.0, 70.0, 170.0] // the big games' blue
    };
    let (light_dir, light_amp) = (rng.range(0.0, std::f64::consts::TAU), rng.range(0.1, 0.3));
    let clutter = Clutter::new(&mut rng, scene);
    let (w, h) = (f64::from(scene.width), f64::from(scene.height));
    let mut rgb = RgbImage::new(scene.width, scene.height);
    for (x, y, px) in rgb.enumerate_pixels_mut() {
        let p = (f64::from(x) + 0.5, f64::from(y) + 0.5);
        let mut colour = clutter.colour(p, table);
        if let Some((u, v)) = from_photo.apply(p) {
            if inside_rounded(u, v, -RIM, nf + RIM, 0.3) {
                colour = tray;
                let (c, r) = (u.floor(), v.floor());
                if (0.0..nf).contains(&c) && (0.0..nf).contains(&r) {
                    // Face-local coordinates in face sides, centred.
                    let (a, b) = ((u - c - 0.5) / FACE, (v - r - 0.5) / FACE);
                    let (k, turn) = chosen[r as usize * n + c as usize];
                    if inside_rounded(a, b, -0.5, 0.5, 0.12) {
                        let g = sample_face(&faces[k].crop, a, b, turn);
                        colour = [g, g * 0.98, g * 0.93];
                    } else {
                        // The die's body and the shadow between dice.
                        colour = tray.map(|t| t * 0.45);
                    }
                }
            }
        }
        let t = ((p.0 / w - 0.5) * light_dir.cos() + (p.1 / h - 0.5) * light_dir.sin()) * 2.0;
        let light = 1.0 + light_amp * t;
        let noise = rng.range(-6.0, 6.0);
        *px = Rgb(colour.map(|c| (c * light + noise).clamp(0.0, 255.0) as u8));
    }
    SyntheticPhoto {
        // A slightly soft lens.
        rgb: imageproc::filter::separable_filter_equal(&rgb, &[0.25f32, 0.5, 0.25]),
        labels,
        to_photo,
    }
}

/// Board space -> picture: centre the board, scale, turn by `rotation`, then tilt the plane about the
/// picture's horizontal axis with a pinhole camera (focal length 1.2 x the long side).
fn board_to_photo(scene: &Scene) -> Homography {
    let nf = scene.size as f64;
    let (w, h) = (f64::from(scene.width), f64::from(scene.height));
    let pitch = scene.coverage * w.min(h) / (nf + 2.0 * RIM);
    let (sin_r, cos_r) = scene.rotation.to_radians().sin_cos();
    let (sin_t, cos_t) = scene.tilt.to_radians().sin_cos();
    let focal = 1.2 * w.max(h);
    let map = |(u, v): Point| -> Point {
        let (x, y) = ((u - nf / 2.0) * pitch, (v - nf / 2.0) * pitch);
        let (x, y) = (x * cos_r - y * sin_r, x * sin_r + y * cos_r);
        // The plane turns about the x axis: its y moves away from the camera by y sin t.
        let depth = 1.0 + y * sin_t / focal;
        (w / 2.0 + x / depth, h / 2.0 + y * cos_t / depth)
    };
    let src: Vec<Point> = [
        (0.0, 0.0),
        (nf, 0.0),
        (nf, nf),
        (0.0, nf),
        (nf / 2.0, nf / 3.0),
    ]
    .to_vec();
    let dst: Vec<Point> = src.iter().map(|&p| map(p)).collect();
    Homography::from_points(&src, &dst).unwrap_or(Homography::from_scale(1.0))
}

/// Whether `(a, b)` lies in the square `[lo, hi]^2` with corners rounded by `radius`.
fn inside_rounded(a: f64, b: f64, lo: f64, hi: f64, radius: f64) -> bool {
    if a < lo || a > hi || b < lo || b > hi {
        return false;
    }
    let dx = (lo + radius - a).max(a - (hi - radius)).max(0.0);
    let dy = (lo + radius - b).max(b - (hi - radius)).max(0.0);
    dx * dx + dy * dy <= radius * radius
}

/// The crop's grey level at face coordinates `(a, b)` (face sides, centred), turned `turn` quarter turns.
fn sample_face(crop: &GrayImage, a: f64, b: f64, turn: u32) -> f64 {
    let (a, b) = match turn {
        1 => (b, -a),
        2 => (-a, -b),
        3 => (-b, a),
        _ => (a, b),
    };
    // The crop spans 1.2 face sides.
    let (cw, ch) = (f64::from(crop.width()), f64::from(crop.height()));
    let x = (a / 1.2 + 0.5) * cw - 0.5;
    let y = (b / 1.2 + 0.5) * ch - 0.5;
    let at = |x: f64, y: f64| {
        let xi = x.clamp(0.0, cw - 1.0) as u32;
        let yi = y.clamp(0.0, ch - 1.0) as u32;
        f64::from(crop.get_pixel(xi, yi)[0])
    };
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let top = at(x0, y0) * (1.0 - fx) + at(x0 + 1.0, y0) * fx;
    let bottom = at(x0, y0 + 1.0) * (1.0 - fx) + at(x0 + 1.0, y0 + 1.0) * fx;
    top * (1.0 - fy) + bottom * fy
}

/// Things on the table: coloured discs and rectangles, and a few light squares about the size of a die that
/// are not part of any board.
struct Clutter {
    shapes: Vec<(Shape, [f64; 3])>,
}

enum Shape {
    Disc {
        centre: Point,
        radius: f64,
    },
    Square {
        centre: Point,
        half: f64,
        angle: f64,
    },
}

impl Clutter {
    fn new(rng: &mut SceneRng, scene: &Scene) -> Clutter {
        let (w, h) = (f64::from(scene.width), f64::from(scene.height));
        let side = scene.coverage * w.min(h) / (scene.size as f64 + 1.0);
        let mut shapes = Vec::new();
        for _ in 0..6 {
            let colour = [
                rng.range(0.0, 255.0),
                rng.range(0.0, 255.0),
                rng.range(0.0, 255.0),
            ];
            let centre = (rng.range(0.0, w), rng.range(0.0, h));
            let shape = if rng.below(2) == 0 {
                Shape::Disc {
                    centre,
                    radius: rng.range(0.05, 0.2) * w.min(h),
                }
            } else {
                Shape::Square {
                    centre,
                    half: rng.range(0.05, 0.25) * w.min(h),
                    angle: rng.range(0.0, 1.6),
                }
            };
            shapes.push((shape, colour));
        }
        for _ in 0..3 {
            // Light squares near the picture's edges, where the board is not.
            let edge = rng.below(4);
            let t = rng.range(0.05, 0.95);
            let centre = match edge {
                0 => (t * w, 0.07 * h),
                1 => (t * w, 0.93 * h),
                2 => (0.07 * w, t * h),
                _ => (0.93 * w, t * h),
            };
            let half = side * rng.range(0.2, 0.45);
            shapes.push((
                Shape::Square {
                    centre,
                    half,
                    angle: rng.range(0.0, 1.6),
                },
                [235.0, 235.0, 228.0],
            ));
        }
        Clutter { shapes }
    }

    fn colour(&self, p: Point, table: [f64; 3]) -> [f64; 3] {
        let mut colour = table;
        for (shape, c) in &self.shapes {
            let hit = match *shape {
                Shape::Disc { centre, radius } => (p.0 - centre.0).hypot(p.1 - centre.1) <= radius,
                Shape::Square {
                    centre,
                    half,
                    angle,
                } => {
                    let (s, co) = angle.sin_cos();
                    let (dx, dy) = (p.0 - centre.0, p.1 - centre.1);
                    (dx * co + dy * s).abs() <= half && (-dx * s + dy * co).abs() <= half
                }
            };
            if hit {
                colour = *c;
            }
        }
        colour
    }
}

/// The scene's draws from the dice's seeded generator (SplitMix64), mapped as the scenes have always been drawn:
/// `below` by modulo (the dice's `Rng::below` maps by multiplication, and would move every committed scene).
struct SceneRng(Rng);

impl SceneRng {
    /// Uniform in `[lo, hi)`.
    fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.0.unit()
    }

    /// Uniform in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n.max(1) as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain_face(label: &str, level: u8) -> DieFace {
        DieFace {
            label: label.into(),
            crop: GrayImage::from_pixel(12, 12, image::Luma([level])),
        }
    }

    #[test]
    fn the_board_lands_where_to_photo_says() {
        let faces = [plain_face("a", 250)];
        let scene = Scene {
            size: 4,
            width: 320,
            height: 240,
            rotation: 30.0,
            tilt: 35.0,
            coverage: 0.7,
            seed: 7,
        };
        let shot = render(&scene, &faces);
        assert_eq!(shot.labels.len(), 16);
        // Every cell centre is a light face pixel; the middle of a gap between dice is dark.
        for r in 0..4 {
            for c in 0..4 {
                let p = shot
                    .to_photo
                    .apply((c as f64 + 0.5, r as f64 + 0.5))
                    .unwrap_or((0.0, 0.0));
                let px = shot.rgb.get_pixel(p.0 as u32, p.1 as u32);
                assert!(px[2] > 170, "cell ({r}, {c}) at {p:?} is {px:?}");
            }
        }
        let gap = shot.to_photo.apply((2.0, 2.0)).unwrap_or((0.0, 0.0));
        assert!(shot.rgb.get_pixel(gap.0 as u32, gap.1 as u32)[0] < 150);
    }

    #[test]
    fn the_same_seed_gives_the_same_picture() {
        let faces = [plain_face("a", 250), plain_face("b", 200)];
        let scene = Scene {
            size: 5,
            width: 200,
            height: 160,
            rotation: 10.0,
            tilt: 20.0,
            coverage: 0.8,
            seed: 3,
        };
        let (a, b) = (render(&scene, &faces), render(&scene, &faces));
        assert_eq!(a.rgb, b.rgb);
        assert_eq!(a.labels, b.labels);
    }
}
