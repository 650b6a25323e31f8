//! Whether the frame cuts the board: how much of the board's most cut side lies outside it, or, without a
//! board, how much of a die-sized blob the frame's edge cuts away.

use image::GrayImage;

use crate::detection::Detection;
use crate::lattice::{Lattice, Quad};
use crate::perspective::Point;

/// A cell of the lattice by row and column; -1 and `rows` / `cols` are the ring just outside the board.
pub(super) type Cell = (i64, i64);

/// The faces of the ring of cells just outside the board, where a die cut off by the frame would be, each with
/// its cell.
pub(super) fn ring_faces(lattice: &Lattice) -> Vec<(Cell, Quad)> {
    let (r, c) = (lattice.rows as i64, lattice.cols as i64);
    (-1..=r)
        .flat_map(|i| (-1..=c).map(move |j| (i, j)))
        .filter(|&(i, j)| i < 0 || j < 0 || i == r || j == c)
        .map(|(i, j)| ((i, j), lattice.cell_quad(i, j, lattice.face, (0.0, 0.0))))
        .collect()
}

/// Without a board: the largest share missing from a blob that touches the frame's edge, against the typical
/// blob (a die the frame cuts).
pub(super) fn cut_blobs(detection: &Detection, w: f64, h: f64) -> Option<f64> {
    let typical = typical_area(detection)?;
    let touches = |p: &Point| p.0 < 1.5 || p.1 < 1.5 || p.0 > w - 1.5 || p.1 > h - 1.5;
    Some(
        detection
            .candidates
            .iter()
            .filter(|c| {
                c.rect.iter().any(touches) && c.area > typical / 8.0 && c.area < typical * 1.5
            })
            .map(|c| (1.0 - c.area / typical).max(0.0))
            .fold(0.0, f64::max),
    )
}

/// How much of the board's most cut side lies outside the `w` x `h` frame: along each side, every position's
/// share outside the frame (of the board's die there, or of the ring cell beyond it when that cell's part inside
/// the frame is mostly die-coloured: a die the frame cuts), averaged over the side. A frame through a row of dice
/// cuts every position of a side; a photo cropped close round a board cuts a corner die or two.
pub(super) fn cut_off(
    lattice: &Lattice,
    dice: &[Quad],
    ring: &[(Cell, Quad)],
    binary: &GrayImage,
    w: f64,
    h: f64,
) -> Option<f64> {
    if dice.is_empty() {
        return None;
    }
    let outside = |p: Point| p.0 < 0.0 || p.1 < 0.0 || p.0 >= w || p.1 >= h;
    let die_coloured = |p: Point| {
        let px = binary.get_pixel_checked(p.0 as u32, p.1 as u32);
        !outside(p) && px.is_some_and(|v| v[0] > 0)
    };
    let share_outside = |q: &Quad| {
        let points = samples(q);
        points.iter().filter(|&&p| outside(p)).count() as f64 / points.len() as f64
    };
    let ring_share = |q: &Quad| {
        let points = samples(q);
        let inside = points.iter().filter(|&&p| !outside(p)).count();
        let coloured = points.iter().filter(|&&p| die_coloured(p)).count();
        let cut = inside < points.len() && inside * 3 >= points.len() && coloured * 3 >= inside * 2;
        if cut {
            (points.len() - inside) as f64 / points.len() as f64
        } else {
            0.0
        }
    };
    let (rows, cols) = (lattice.rows as i64, lattice.cols as i64);
    let die_at = |i: i64, j: i64| dice.get((i * cols + j) as usize);
    let ring_at = |i: i64, j: i64| ring.iter().find(|(at, _)| *at == (i, j)).map(|(_, q)| q);
    // Each side: its positions as (the board's die, the ring cell beyond it).
    let sides: [Vec<(Cell, Cell)>; 4] = [
        (0..cols).map(|j| ((0, j), (-1, j))).collect(),
        (0..cols).map(|j| ((rows - 1, j), (rows, j))).collect(),
        (0..rows).map(|i| ((i, 0), (i, -1))).collect(),
        (0..rows).map(|i| ((i, cols - 1), (i, cols))).collect(),
    ];
    sides
        .iter()
        .map(|side| {
            let sum: f64 = side
                .iter()
                .map(|&((di, dj), (ri, rj))| {
                    let die = die_at(di, dj).map_or(0.0, share_outside);
                    let beyond = ring_at(ri, rj).map_or(0.0, ring_share);
                    die.max(beyond)
                })
                .sum();
            sum / side.len().max(1) as f64
        })
        .max_by(f64::total_cmp)
}

/// Samples per side of the grid sampled inside each die face.
const SAMPLES: usize = 9;

/// The median blob area, when there are a few blobs.
pub(super) fn typical_area(detection: &Detection) -> Option<f64> {
    let mut areas: Vec<f64> = detection.candidates.iter().map(|c| c.area).collect();
    areas.sort_by(f64::total_cmp);
    areas
        .get(areas.len() / 2)
        .copied()
        .filter(|_| areas.len() >= 4)
}

/// `SAMPLES` x `SAMPLES` points spread over a quad (bilinear in its corners).
pub(super) fn samples(q: &Quad) -> Vec<Point> {
    let n = SAMPLES as f64;
    (0..SAMPLES * SAMPLES)
        .map(|k| {
            let (u, v) = (
                ((k % SAMPLES) as f64 + 0.5) / n,
                ((k / SAMPLES) as f64 + 0.5) / n,
            );
            let top = lerp(q[0], q[1], u);
            let bottom = lerp(q[3], q[2], u);
            lerp(top, bottom, v)
        })
        .collect()
}

fn lerp(a: Point, b: Point, t: f64) -> Point {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}
