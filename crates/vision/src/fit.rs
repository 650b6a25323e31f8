//! Lattice fitting: from die candidates to a projective lattice. A basis is seeded from a candidate's
//! neighbours, the fit grows outward (rotation any amount, perspective up to steep tilts) by one assignment
//! routine (`assign`) and one least-squares refit (`refit`), and `finish` turns a chosen board window into the
//! public `Lattice`: refitted on the window's dice, turned so rows run down and columns right, scaled to photo
//! pixels.

use std::collections::BTreeMap;

use crate::candidates::Candidate;
use crate::error::VisionError;
use crate::lattice::Lattice;
use crate::lattice::{dist, face_quads};
use crate::perspective::{Homography, Point};
use crate::tuning::Tuning;

/// A chosen board: size and window in a fit's index space, and how well the dice fill it.
#[derive(Debug, Clone)]
pub(crate) struct Choice {
    pub fit: Fit,
    pub n: usize,
    pub i0: i32,
    pub j0: i32,
    pub score: f64,
    /// Cells of the window holding a die blob.
    pub inside: usize,
}

impl Choice {
    /// Every cell holds a die with a letter: nothing better can be found.
    pub fn is_full(&self) -> bool {
        self.inside == self.n * self.n && self.score >= (self.n * self.n) as f64 - 0.01
    }
}

/// A lattice fitted in detection coordinates.
#[derive(Debug, Clone)]
pub(crate) struct Fit {
    /// Index space -> detection pixels: candidate `assigned[(i, j)]` sits near `h((j, i))`.
    pub h: Homography,
    pub assigned: BTreeMap<(i32, i32), usize>,
}

/// Lattice bases at seed `s`: the nearest neighbour, and the nearest neighbour in a clearly different
/// direction; also that second vector sheared by the first, in case it was a diagonal.
pub(crate) fn seed_bases(cands: &[Candidate], s: usize, tuning: &Tuning) -> Vec<(Point, Point)> {
    let c = &cands[s];
    let side = c.area.sqrt();
    let mut near: Vec<(f64, Point)> = cands
        .iter()
        .enumerate()
        .filter(|(k, d)| {
            *k != s
                && (tuning.seed_min_area_ratio..=tuning.seed_max_area_ratio)
                    .contains(&(d.area / c.area))
        })
        .map(|(_, d)| {
            let v = (d.centre.0 - c.centre.0, d.centre.1 - c.centre.1);
            (dist(d.centre, c.centre), v)
        })
        .filter(|(d, _)| {
            *d > tuning.seed_min_distance * side && *d < tuning.seed_max_distance * side
        })
        .collect();
    near.sort_by(|a, b| a.0.total_cmp(&b.0));
    let Some(&(du, u)) = near.first() else {
        return Vec::new();
    };
    let Some(&(_, v)) = near
        .iter()
        .find(|(d, w)| (u.0 * w.1 - u.1 * w.0).abs() / (du * d) > tuning.seed_min_sine)
    else {
        return Vec::new();
    };
    vec![
        (u, v),
        (u, (v.0 - u.0, v.1 - u.1)),
        (u, (v.0 + u.0, v.1 + u.1)),
    ]
}

/// Grows a lattice from seed `s` with basis `(u, v)`: assigns candidates to lattice points within a growing
/// index radius, refitting (affine while small, projective once it spans enough) after each step.
pub(crate) fn grow(
    cands: &[Candidate],
    s: usize,
    u: Point,
    v: Point,
    tuning: &Tuning,
) -> Option<Fit> {
    let mut h = Homography::affine(cands[s].centre, u, v);
    let mut assigned = BTreeMap::new();
    let radii = (1..=tuning.grow_radius).chain(std::iter::repeat_n(
        tuning.grow_radius,
        tuning.grow_extra_rounds,
    ));
    for radius in radii {
        let within = |i: i32, j: i32| i.abs() <= radius && j.abs() <= radius;
        assigned = assign(cands, &h, within, tuning.grow_tolerance, tuning)?;
        h = refit(cands, &assigned)?;
    }
    (assigned.len() >= 4).then_some(Fit { h, assigned })
}

/// The one assignment routine: each candidate goes to its nearest lattice point `(i, j)` (`h` maps `(j, i)` to
/// pixels) if that point is `within` the lattice, the candidate lies within `tolerance` of it in index units, and
/// its area fits the local cell area (`min_area_ratio..=max_area_ratio`); each point keeps its nearest candidate.
pub(crate) fn assign(
    cands: &[Candidate],
    h: &Homography,
    within: impl Fn(i32, i32) -> bool,
    tolerance: f64,
    tuning: &Tuning,
) -> Option<BTreeMap<(i32, i32), usize>> {
    let inv = h.inverse()?;
    let mut best: BTreeMap<(i32, i32), (usize, f64)> = BTreeMap::new();
    for (k, c) in cands.iter().enumerate() {
        let Some(g) = inv.apply(c.centre) else {
            continue;
        };
        let (j, i) = (g.0.round(), g.1.round());
        // Far outside any board (or not finite): not a lattice point worth a key.
        let near = i.abs() < 1e6 && j.abs() < 1e6;
        if !near || !within(i as i32, j as i32) {
            continue;
        }
        let resid = dist(g, (j, i));
        if resid > tolerance {
            continue;
        }
        let ratio = c.area / h.area_scale((j, i));
        if !(tuning.min_area_ratio..=tuning.max_area_ratio).contains(&ratio) {
            continue;
        }
        let key = (i as i32, j as i32);
        if best.get(&key).is_none_or(|&(_, r)| resid < r) {
            best.insert(key, (k, resid));
        }
    }
    Some(best.into_iter().map(|(key, (k, _))| (key, k)).collect())
}

/// Least-squares lattice map from the assignments: projective when there are at least 8 and they span at least
/// 3x3 index positions, affine otherwise.
pub(crate) fn refit(
    cands: &[Candidate],
    assigned: &BTreeMap<(i32, i32), usize>,
) -> Option<Homography> {
    if assigned.len() < 3 {
        return None;
    }
    let src: Vec<Point> = assigned
        .keys()
        .map(|&(i, j)| (f64::from(j), f64::from(i)))
        .collect();
    let dst: Vec<Point> = assigned.values().map(|&k| cands[k].centre).collect();
    let span = |f: fn(&(i32, i32)) -> i32| {
        let vals: Vec<i32> = assigned.keys().map(f).collect();
        vals.iter().max().copied().unwrap_or(0) - vals.iter().min().copied().unwrap_or(0)
    };
    if assigned.len() >= 8 && span(|k| k.0) >= 2 && span(|k| k.1) >= 2 {
        if let Some(h) = Homography::from_points(&src, &dst) {
            return Some(h);
        }
    }
    Homography::affine_from_points(&src, &dst)
}

/// The 8 symmetries of the square `[0, n]^2` as maps new grid coordinates -> old.
fn symmetries(n: f64) -> [Homography; 8] {
    let m = |a: f64, b: f64, c: f64, d: f64, e: f64, f: f64| Homography {
        m: [a, b, c, d, e, f, 0.0, 0.0, 1.0],
    };
    [
        m(1.0, 0.0, 0.0, 0.0, 1.0, 0.0),
        m(-1.0, 0.0, n, 0.0, 1.0, 0.0),
        m(1.0, 0.0, 0.0, 0.0, -1.0, n),
        m(-1.0, 0.0, n, 0.0, -1.0, n),
        m(0.0, 1.0, 0.0, 1.0, 0.0, 0.0),
        m(0.0, -1.0, n, 1.0, 0.0, 0.0),
        m(0.0, 1.0, 0.0, -1.0, 0.0, n),
        m(0.0, -1.0, n, -1.0, 0.0, n),
    ]
}

/// Turns the chosen window into the public `Lattice`: a final refit on the window's blobs, the grid turned so
/// rows run down and columns right without mirroring, the face size, and everything scaled to photo pixels.
pub(crate) fn finish(
    choice: &Choice,
    cands: &[Candidate],
    scale: f64,
    tuning: &Tuning,
) -> Result<Lattice, VisionError> {
    let n = choice.n;
    let (h, cells) = refit_window(choice, cands, tuning)?;
    // Grid space (cell (r, c) = [c, c + 1] x [r, r + 1]) -> pixels: cell centres sit on the index points.
    let half = Homography {
        m: [1.0, 0.0, -0.5, 0.0, 1.0, -0.5, 0.0, 0.0, 1.0],
    };
    let h = h.compose(&half);
    let sym = orientation(&h, n).ok_or(VisionError::NoBoard)?;
    let detected = detected_cells(&cells, &sym, n)?;
    let face = face_share(&h, &cells, cands, tuning);
    let to_photo = h.compose(&sym).scaled(scale);
    Ok(Lattice {
        rows: n,
        cols: n,
        cells: face_quads(&to_photo, n, n, face),
        to_photo,
        detected,
        face,
    })
}

/// A board window's cells (row, column) and the blob each holds.
type Cells = BTreeMap<(i32, i32), usize>;

/// The window's map refitted on its own blobs: every blob reassigned to the window's cells (the fit's index
/// (i, j) is cell (i - i0, j - j0)) with the fitted map, then refitted, twice; with the cells' blobs.
fn refit_window(
    choice: &Choice,
    cands: &[Candidate],
    tuning: &Tuning,
) -> Result<(Homography, Cells), VisionError> {
    let n = choice.n as i32;
    let shift = Homography {
        m: [
            1.0,
            0.0,
            f64::from(choice.j0),
            0.0,
            1.0,
            f64::from(choice.i0),
            0.0,
            0.0,
            1.0,
        ],
    };
    let mut h = choice.fit.h.compose(&shift);
    let mut cells: Cells = BTreeMap::new();
    let inside = |i: i32, j: i32| (0..n).contains(&i) && (0..n).contains(&j);
    for _ in 0..2 {
        cells = assign(cands, &h, inside, tuning.final_tolerance, tuning)
            .ok_or(VisionError::NoBoard)?;
        match refit(cands, &cells) {
            Some(f) => h = f,
            None => break,
        }
    }
    Ok((h, cells))
}

/// Of the 8 symmetries of the `n` x `n` grid (grid space -> pixels by `h`), the unmirrored one whose columns run
/// most nearly left to right.
fn orientation(h: &Homography, n: usize) -> Option<Homography> {
    let nf = n as f64;
    let centre = (nf / 2.0, nf / 2.0);
    let mut oriented = None;
    let mut best_dot = f64::NEG_INFINITY;
    for s in symmetries(nf) {
        let hs = h.compose(&s);
        let (Some(p), Some(pc), Some(pr)) = (
            hs.apply(centre),
            hs.apply((centre.0 + 0.1, centre.1)),
            hs.apply((centre.0, centre.1 + 0.1)),
        ) else {
            continue;
        };
        let dc = (pc.0 - p.0, pc.1 - p.1);
        let dr = (pr.0 - p.0, pr.1 - p.1);
        if dc.0 * dr.1 - dc.1 * dr.0 <= 0.0 {
            continue;
        }
        let dot = dc.0 / (dc.0.hypot(dc.1) + 1e-12);
        if dot > best_dot {
            best_dot = dot;
            oriented = Some(s);
        }
    }
    oriented
}

/// Which cells had blobs, in the orientation `sym` gives (row-major, `n` x `n`).
fn detected_cells(cells: &Cells, sym: &Homography, n: usize) -> Result<Vec<bool>, VisionError> {
    let sym_inv = sym.inverse().ok_or(VisionError::NoBoard)?;
    let mut detected = vec![false; n * n];
    for &(r, c) in cells.keys() {
        if let Some(p) = sym_inv.apply((f64::from(c) + 0.5, f64::from(r) + 0.5)) {
            let (c2, r2) = (p.0.floor() as usize, p.1.floor() as usize);
            if r2 < n && c2 < n {
                detected[r2 * n + c2] = true;
            }
        }
    }
    Ok(detected)
}

/// The face size: the median over the cells' blobs of sqrt(blob area / local cell area), within
/// `min_face_share..=max_face_share`; `face_share` with no blob measured.
fn face_share(h: &Homography, cells: &Cells, cands: &[Candidate], tuning: &Tuning) -> f64 {
    let mut faces: Vec<f64> = cells
        .iter()
        .map(|(&(r, c), &k)| {
            (cands[k].area / h.area_scale((f64::from(c) + 0.5, f64::from(r) + 0.5))).sqrt()
        })
        .filter(|f| f.is_finite())
        .collect();
    faces.sort_by(f64::total_cmp);
    faces
        .get(faces.len() / 2)
        .copied()
        .unwrap_or(tuning.face_share)
        .clamp(tuning.min_face_share, tuning.max_face_share)
}
