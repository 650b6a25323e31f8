//! The grid as a lattice: seeds a basis from neighbouring die candidates, grows a projective fit outward
//! (rotation any amount, perspective up to steep tilts), chooses the board size 4x4, 5x5 or 6x6 by the window
//! of lattice cells that the dice fill best, and recovers the dice the blob step missed as lattice cells.

use std::collections::BTreeMap;

use image::GrayImage;

use crate::candidates::{self, Candidate, Outlines, ShapeFilter};
use crate::decode::{downscale, downscale_factor};
use crate::threshold::{self, Binarisation};
use crate::{Homography, Photo, Point, VisionError};

/// A die's top face as a quadrilateral in photo pixel coordinates: top-left, top-right, bottom-right,
/// bottom-left in the grid's orientation.
pub type Quad = [Point; 4];

/// Board sizes a real game comes in.
pub const SIZES: [usize; 3] = [4, 5, 6];

/// Photos are detected at most this many pixels on the long side (box-downscaled by an integer factor).
pub const DETECT_SIDE: u32 = 720;

/// The board found in a photo.
#[derive(Debug, Clone, PartialEq)]
pub struct Lattice {
    pub rows: usize,
    pub cols: usize,
    /// Row-major: each die's top-face quadrilateral in photo pixel coordinates.
    pub cells: Vec<Quad>,
    /// Grid space -> photo pixels: cell `(row, col)` is the unit square `[col, col + 1] x [row, row + 1]`.
    /// Row 0 is the edge nearest the top of the photo and columns run left to right (never a mirror image).
    pub to_photo: Homography,
    /// Row-major: whether a die blob was seen in the cell (`false`: the die was recovered from the lattice).
    pub detected: Vec<bool>,
    /// The die face's side as a fraction of the cell pitch (how much of each cell `cells` covers).
    pub face: f64,
}

impl Lattice {
    /// The quadrilateral covering `fraction` of cell `(row, col)` (1.0 = the whole cell) in photo pixels, its
    /// centre moved by `offset` cells.
    pub fn cell_quad(&self, row: usize, col: usize, fraction: f64, offset: Point) -> Quad {
        cell_quad(&self.to_photo, row, col, fraction, offset)
    }

    /// Whether `other` is the same board: the same size and every die centre within a quarter of a pitch.
    pub fn same_cells(&self, other: &Lattice) -> bool {
        let centre = |q: &Quad| {
            (
                q.iter().map(|p| p.0).sum::<f64>() / 4.0,
                q.iter().map(|p| p.1).sum::<f64>() / 4.0,
            )
        };
        self.rows == other.rows
            && self.cols == other.cols
            && self.cells.iter().zip(&other.cells).all(|(a, b)| {
                let pitch = dist(a[0], a[1]) / self.face;
                dist(centre(a), centre(b)) < 0.25 * pitch
            })
    }

    /// The same board in another image's coordinates, `map` taking this one's pixels to that one's.
    pub fn mapped(&self, map: &Homography) -> Lattice {
        Lattice {
            cells: self
                .cells
                .iter()
                .map(|q| q.map(|p| map.apply(p).unwrap_or(p)))
                .collect(),
            to_photo: map.compose(&self.to_photo),
            ..self.clone()
        }
    }

    /// The board's outer corners in photo pixels: grid points (0, 0), (cols, 0), (cols, rows), (0, rows).
    pub fn corners(&self) -> Option<[Point; 4]> {
        let (c, r) = (self.cols as f64, self.rows as f64);
        Some([
            self.to_photo.apply((0.0, 0.0))?,
            self.to_photo.apply((c, 0.0))?,
            self.to_photo.apply((c, r))?,
            self.to_photo.apply((0.0, r))?,
        ])
    }

    /// The same board with its outer corners (as `corners` orders them) moved to `corners`; `detected` and `face`
    /// are kept.
    pub fn with_corners(&self, corners: [Point; 4]) -> Option<Lattice> {
        let (c, r) = (self.cols as f64, self.rows as f64);
        let grid = [(0.0, 0.0), (c, 0.0), (c, r), (0.0, r)];
        let to_photo = Homography::from_points(&grid, &corners)?;
        Some(Lattice {
            cells: face_quads(&to_photo, self.rows, self.cols, self.face),
            to_photo,
            ..self.clone()
        })
    }

    /// How many cells had a die blob.
    pub fn detected_count(&self) -> usize {
        self.detected.iter().filter(|d| **d).count()
    }
}

fn cell_quad(h: &Homography, row: usize, col: usize, fraction: f64, offset: Point) -> Quad {
    let (r, c) = (row as f64 + 0.5 + offset.1, col as f64 + 0.5 + offset.0);
    let d = fraction / 2.0;
    [
        (c - d, r - d),
        (c + d, r - d),
        (c + d, r + d),
        (c - d, r + d),
    ]
    .map(|p| h.apply(p).unwrap_or(p))
}

/// Every die's top face (`face` of its cell), row-major, for a board of `rows` x `cols` mapped by `h`.
fn face_quads(h: &Homography, rows: usize, cols: usize, face: f64) -> Vec<Quad> {
    (0..rows * cols)
        .map(|k| cell_quad(h, k / cols, k % cols, face, (0.0, 0.0)))
        .collect()
}

/// Everything the detector saw in one photo, for `find_lattice` and for the stage pictures in `debug`.
#[derive(Debug, Clone)]
pub struct Detection {
    /// The photo was box-downscaled by this factor for detection.
    pub scale: u32,
    /// The whiteness map the binarisations were made from (detection resolution).
    pub whiteness: GrayImage,
    /// The binarisation the chosen lattice came from (or the first tried, if none was found).
    pub binary: GrayImage,
    /// Die candidates in that binarisation (detection resolution).
    pub candidates: Vec<Candidate>,
    /// The board, in photo coordinates.
    pub lattice: Result<Lattice, VisionError>,
    /// Other boards that fit the dice less well, best first (another binarisation or candidate set found them),
    /// for when the best cannot be read.
    pub alternatives: Vec<Lattice>,
}

/// Finds the board's grid of dice in a photo.
pub fn find_lattice(photo: &Photo) -> Result<Lattice, VisionError> {
    detect(photo).lattice
}

/// A lattice fitted in detection coordinates, with lattice indices relative to its seed.
#[derive(Debug, Clone)]
struct Fit {
    /// Index space -> detection pixels: candidate `assigned[(i, j)]` sits near `h((j, i))`.
    h: Homography,
    assigned: BTreeMap<(i32, i32), usize>,
}

/// A chosen board: size and window in a fit's index space, and how well the dice fill it.
#[derive(Debug, Clone)]
struct Choice {
    fit: Fit,
    n: usize,
    i0: i32,
    j0: i32,
    score: f64,
    inside: usize,
}

/// Runs the whole detector and keeps the intermediate pictures.
pub fn detect(photo: &Photo) -> Detection {
    let scale = downscale_factor(photo.width(), photo.height(), DETECT_SIDE);
    let small = downscale(photo.rgb(), scale);
    let white = threshold::blur3(&threshold::whiteness(&small));
    let long = small.width().max(small.height());
    let methods = [
        Binarisation::Otsu,
        Binarisation::Adaptive {
            radius: (long / 12).max(4),
            delta: 12,
        },
        Binarisation::AboveOtsu(0.33),
        Binarisation::Adaptive {
            radius: (long / 24).max(3),
            delta: 6,
        },
        Binarisation::AboveOtsu(0.6),
    ];
    // Every binarisation tried, and the best board in each of its candidate sets.
    let mut binaries: Vec<GrayImage> = Vec::new();
    let mut boards: Vec<(Choice, usize, Vec<Candidate>)> = Vec::new();
    let mut first: Option<Vec<Candidate>> = None;
    // Dice seen in the most complete partial board, for the error; the ragged look's guesses are too loose to
    // tell someone "found 8 dice" in a picture of a plant.
    let mut most_found = 0usize;
    'passes: for filter in [ShapeFilter::default(), ShapeFilter::ragged()] {
        if boards.iter().any(|(c, _, _)| accept(c)) {
            break;
        }
        for how in methods {
            let binary = threshold::binarise(&white, how);
            for cands in die_candidates(&binary, &filter) {
                if first.is_none() {
                    first = Some(cands.clone());
                }
                if let Some(choice) = best_choice(&cands, &binary) {
                    if filter == ShapeFilter::default() {
                        most_found = most_found.max(choice.inside);
                    }
                    // A full board of cut-up blobs is not trusted to end the search: the cuts fall evenly
                    // along joined dice and their side faces, not always on the dice.
                    let perfect = choice.inside == choice.n * choice.n
                        && choice.score >= (choice.n * choice.n) as f64 - 0.01
                        && cut_pieces(&choice, &cands) == 0;
                    boards.push((choice, binaries.len(), cands));
                    if perfect {
                        binaries.push(binary);
                        break 'passes;
                    }
                }
            }
            binaries.push(binary);
        }
    }
    // Best score first; of equal scores, the board with fewer cut-up blobs.
    boards.sort_by(|a, b| {
        b.0.score
            .total_cmp(&a.0.score)
            .then(cut_pieces(&a.0, &a.2).cmp(&cut_pieces(&b.0, &b.2)))
    });
    // The best board, then the next best that differ from it, for a reader to fall back on.
    let mut lattices: Vec<Lattice> = Vec::new();
    for (choice, _, cands) in boards.iter().filter(|(c, _, _)| accept(c)) {
        if let Ok(l) = finish(choice, cands, f64::from(scale)) {
            if lattices.iter().all(|m| !m.same_cells(&l)) {
                lattices.push(l);
            }
        }
        if lattices.len() == MAX_LATTICES {
            break;
        }
    }
    let shown = boards.first();
    let binary = shown.map_or_else(
        || {
            binaries
                .first()
                .cloned()
                .unwrap_or_else(|| GrayImage::new(1, 1))
        },
        |(_, k, _)| binaries[*k].clone(),
    );
    let candidates = shown.map_or_else(|| first.unwrap_or_default(), |(_, _, c)| c.clone());
    let lattice = if lattices.is_empty() {
        Err(diagnose(&small, most_found))
    } else {
        Ok(lattices.remove(0))
    };
    Detection {
        scale,
        whiteness: white,
        binary,
        candidates,
        lattice,
        alternatives: lattices,
    }
}

/// How many of the blobs a board's lattice was fitted to are pieces of a longer blob.
fn cut_pieces(choice: &Choice, cands: &[Candidate]) -> usize {
    choice
        .fit
        .assigned
        .values()
        .filter(|&&k| cands[k].split)
        .count()
}

/// At most this many boards (the best and the alternatives) come out of one detection.
pub const MAX_LATTICES: usize = 4;

/// A board is accepted when at least half its cells (and at least 8) hold a die blob.
fn accept(c: &Choice) -> bool {
    let cells = c.n * c.n;
    c.inside * 2 >= cells && c.inside >= 8 && c.score > 0.0
}

/// Says why no board was found: the photo's light and sharpness first, then how many dice were seen.
fn diagnose(small: &image::RgbImage, found: usize) -> VisionError {
    let luma = threshold::luma(small);
    let mean = luma.as_raw().iter().map(|&v| f64::from(v)).sum::<f64>()
        / luma.as_raw().len().max(1) as f64;
    let (p2, p98) = (
        threshold::percentile(&luma, 0.02),
        threshold::percentile(&luma, 0.98),
    );
    if mean < 30.0 && p98 < 70 {
        return VisionError::TooDark;
    }
    if found >= 4 {
        return VisionError::WrongDiceCount { found };
    }
    // A picture of one flat colour (a wall, a blank page) is not blurred: there is simply nothing in it.
    if p98.saturating_sub(p2) < 16 {
        return VisionError::NoBoard;
    }
    if threshold::laplacian_variance(&luma) < 4.0 && p98 > 70 {
        return VisionError::TooBlurry;
    }
    VisionError::NoBoard
}

/// Candidates in a binarisation, filtered by shape, then by area around each die size the photo may show: one
/// set of candidates per guess (`candidates::typical_die_areas`), or all of them if there is no guess.
pub fn die_candidates(binary: &GrayImage, filter: &ShapeFilter) -> Vec<Vec<Candidate>> {
    let outlines = Outlines::trace(binary);
    let mut cands = candidates::find_candidates(&outlines, filter);
    // Many blobs means texture (carpet, wood grain): keep the largest few hundred, dice are among them.
    if cands.len() > 400 {
        cands.sort_by(|a, b| b.area.total_cmp(&a.area));
        cands.truncate(400);
    }
    let areas = candidates::typical_die_areas(&cands);
    let mut sets: Vec<Vec<Candidate>> = if areas.is_empty() {
        vec![cands]
    } else {
        areas
            .into_iter()
            .map(|area| candidates::filter_by_area(cands.clone(), area, 3.0))
            .collect()
    };
    // Last, the dice found by their letters, for dice the blobs merged (once: letters do not depend on the shape filter).
    if *filter == ShapeFilter::default() {
        let letters = candidates::find_letters(&outlines);
        if letters.len() >= 8 {
            sets.push(letters);
        }
    }
    sets
}

fn dist(a: Point, b: Point) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// The best board among the lattices grown from every plausible seed.
fn best_choice(cands: &[Candidate], binary: &GrayImage) -> Option<Choice> {
    if cands.len() < 4 {
        return None;
    }
    let median = {
        let mut a: Vec<f64> = cands.iter().map(|c| c.area).collect();
        a.sort_by(f64::total_cmp);
        a[a.len() / 2]
    };
    // Seeds: candidates closest to the median area first.
    let mut order: Vec<usize> = (0..cands.len()).collect();
    order.sort_by(|&a, &b| {
        (cands[a].area / median)
            .ln()
            .abs()
            .total_cmp(&(cands[b].area / median).ln().abs())
    });
    let mut best: Option<Choice> = None;
    // A seed already inside a grown lattice would grow the same lattice again.
    let mut covered = vec![false; cands.len()];
    for &s in order.iter().take(24) {
        if covered[s] {
            continue;
        }
        for (u, v) in seed_bases(cands, s) {
            let Some(fit) = grow(cands, s, u, v) else {
                continue;
            };
            if fit.assigned.len() >= 8 {
                fit.assigned.values().for_each(|&k| covered[k] = true);
            }
            let Some(choice) = choose_window(fit, cands, binary) else {
                continue;
            };
            if best.as_ref().is_none_or(|b| choice.score > b.score) {
                best = Some(choice);
            }
        }
        if best
            .as_ref()
            .is_some_and(|b| b.inside == b.n * b.n && b.score >= (b.n * b.n) as f64 - 0.01)
        {
            break;
        }
    }
    best
}

/// Lattice bases at seed `s`: the nearest neighbour, and the nearest neighbour in a clearly different
/// direction; also that second vector sheared by the first, in case it was a diagonal.
fn seed_bases(cands: &[Candidate], s: usize) -> Vec<(Point, Point)> {
    let c = &cands[s];
    let side = c.area.sqrt();
    let mut near: Vec<(f64, Point)> = cands
        .iter()
        .enumerate()
        .filter(|(k, d)| *k != s && (0.4..=2.5).contains(&(d.area / c.area)))
        .map(|(_, d)| {
            let v = (d.centre.0 - c.centre.0, d.centre.1 - c.centre.1);
            (dist(d.centre, c.centre), v)
        })
        .filter(|(d, _)| *d > 0.6 * side && *d < 3.0 * side)
        .collect();
    near.sort_by(|a, b| a.0.total_cmp(&b.0));
    let Some(&(du, u)) = near.first() else {
        return Vec::new();
    };
    let Some(&(_, v)) = near
        .iter()
        .find(|(d, w)| (u.0 * w.1 - u.1 * w.0).abs() / (du * d) > 0.5)
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
fn grow(cands: &[Candidate], s: usize, u: Point, v: Point) -> Option<Fit> {
    let mut h = Homography::affine(cands[s].centre, u, v);
    let mut assigned = BTreeMap::new();
    for radius in [1, 2, 3, 4, 5, 5, 5] {
        assigned = assign(cands, &h, radius, 0.3)?;
        h = refit(cands, &assigned)?;
    }
    (assigned.len() >= 4).then_some(Fit { h, assigned })
}

/// Assigns each candidate to its nearest lattice point if within `tol` (index units), the point is within
/// `radius` of the seed and the blob's area fits the local cell area; one candidate per point.
fn assign(
    cands: &[Candidate],
    h: &Homography,
    radius: i32,
    tol: f64,
) -> Option<BTreeMap<(i32, i32), usize>> {
    let inv = h.inverse()?;
    let mut best: BTreeMap<(i32, i32), (usize, f64)> = BTreeMap::new();
    for (k, c) in cands.iter().enumerate() {
        let Some(g) = inv.apply(c.centre) else {
            continue;
        };
        let (j, i) = (g.0.round(), g.1.round());
        if !i.is_finite()
            || !j.is_finite()
            || i.abs() > f64::from(radius)
            || j.abs() > f64::from(radius)
        {
            continue;
        }
        let resid = dist(g, (j, i));
        if resid > tol {
            continue;
        }
        let cell_area = h.area_scale((j, i));
        let ratio = c.area / cell_area;
        if !(0.12..=1.3).contains(&ratio) {
            continue;
        }
        let key = (i as i32, j as i32);
        if best.get(&key).is_none_or(|&(_, r)| resid < r) {
            best.insert(key, (k, resid));
        }
    }
    Some(best.into_iter().map(|(key, (k, _))| (key, k)).collect())
}

/// Least-squares lattice map from the assignments: projective when the points span at least 3x3 index
/// positions, affine otherwise.
fn refit(cands: &[Candidate], assigned: &BTreeMap<(i32, i32), usize>) -> Option<Homography> {
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

/// Chooses the board size and window: every N x N window (N in 4, 5, 6) over the fit's cells scores
/// (cells with a blob) minus 1/4 (cells without a blob but die-coloured at the centre, e.g. merged
/// dice) minus 1 (other empty cells) minus 1.5 (blobs in the ring of cells just outside), since a real
/// board is full and its tray rim holds no dice. Die-coloured evidence only softens the penalty: bright
/// table tops are die-coloured too.
fn choose_window(fit: Fit, cands: &[Candidate], binary: &GrayImage) -> Option<Choice> {
    let keys: Vec<(i32, i32)> = fit.assigned.keys().copied().collect();
    let (imin, imax) = (
        keys.iter().map(|k| k.0).min()?,
        keys.iter().map(|k| k.0).max()?,
    );
    let (jmin, jmax) = (
        keys.iter().map(|k| k.1).min()?,
        keys.iter().map(|k| k.1).max()?,
    );
    // Dense occupancy over the index box grown by the largest board plus the ring.
    let pad = SIZES[SIZES.len() - 1] as i32 + 1;
    let (oi, oj) = (imin - pad, jmin - pad);
    let (hgt, wid) = (
        (imax - imin + 2 * pad + 1) as usize,
        (jmax - jmin + 2 * pad + 1) as usize,
    );
    // A blob's worth: 1 for a die with a letter-like hole, less for a plain light square (table patterns).
    let mut blob = vec![0.0f64; hgt * wid];
    for (&(i, j), &k) in &fit.assigned {
        blob[(i - oi) as usize * wid + (j - oj) as usize] = if cands[k].marked { 1.0 } else { 0.6 };
    }
    // 0 = not yet sampled, 1 = die-coloured, 2 = not.
    let mut bright = vec![0u8; hgt * wid];
    let mut best: Option<(usize, i32, i32, f64, usize)> = None;
    for n in SIZES {
        let ni = n as i32;
        for i0 in imin - ni + 1..=imax {
            for j0 in jmin - ni + 1..=jmax {
                let mut inside = 0usize;
                let mut score = 0.0;
                for i in i0..i0 + ni {
                    for j in j0..j0 + ni {
                        let idx = (i - oi) as usize * wid + (j - oj) as usize;
                        if blob[idx] > 0.0 {
                            inside += 1;
                            score += blob[idx];
                        } else {
                            if bright[idx] == 0 {
                                bright[idx] = if die_coloured(&fit.h, i, j, binary) {
                                    1
                                } else {
                                    2
                                };
                            }
                            score -= if bright[idx] == 1 { 0.25 } else { 1.0 };
                        }
                    }
                }
                if inside * 2 < n * n {
                    continue;
                }
                let mut ring = 0usize;
                for i in i0 - 1..=i0 + ni {
                    for j in j0 - 1..=j0 + ni {
                        let edge = i == i0 - 1 || i == i0 + ni || j == j0 - 1 || j == j0 + ni;
                        if edge && blob[(i - oi) as usize * wid + (j - oj) as usize] > 0.0 {
                            ring += 1;
                        }
                    }
                }
                score -= 1.5 * ring as f64;
                if best.is_none_or(|b| score > b.3) {
                    best = Some((n, i0, j0, score, inside));
                }
            }
        }
    }
    let (n, i0, j0, score, inside) = best?;
    Some(Choice {
        fit,
        n,
        i0,
        j0,
        score,
        inside,
    })
}

/// Whether the centre of lattice cell `(i, j)` is mostly die-coloured in `binary` (a die the blob step missed,
/// e.g. merged with a neighbour).
fn die_coloured(h: &Homography, i: i32, j: i32, binary: &GrayImage) -> bool {
    let mut on = 0;
    let mut total = 0;
    for a in -2..=2 {
        for b in -2..=2 {
            let g = (
                f64::from(j) + f64::from(b) * 0.08,
                f64::from(i) + f64::from(a) * 0.08,
            );
            total += 1;
            if let Some(p) = h.apply(g) {
                let (x, y) = (p.0.floor(), p.1.floor());
                if x >= 0.0
                    && y >= 0.0
                    && x < f64::from(binary.width())
                    && y < f64::from(binary.height())
                    && binary.get_pixel(x as u32, y as u32)[0] > 0
                {
                    on += 1;
                }
            }
        }
    }
    on * 10 >= total * 6
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
fn finish(choice: &Choice, cands: &[Candidate], scale: f64) -> Result<Lattice, VisionError> {
    let n = choice.n;
    let nf = n as f64;
    // Window grid space: cell (r, c) = [c, c + 1] x [r, r + 1]; the fit's index (i, j) sits at (j - j0 + 0.5, i - i0 + 0.5).
    let to_window = Homography {
        m: [
            1.0,
            0.0,
            -f64::from(choice.j0) + 0.5,
            0.0,
            1.0,
            -f64::from(choice.i0) + 0.5,
            0.0,
            0.0,
            1.0,
        ],
    };
    let from_window = to_window.inverse().ok_or(VisionError::NoBoard)?;
    let mut h = choice.fit.h.compose(&from_window);
    // Reassign every blob to the window's cells with the fitted map, then refit in window coordinates.
    let mut cells: BTreeMap<(usize, usize), usize> = BTreeMap::new();
    for _ in 0..2 {
        let inv = h.inverse().ok_or(VisionError::NoBoard)?;
        cells.clear();
        let mut resid: BTreeMap<(usize, usize), f64> = BTreeMap::new();
        for (k, c) in cands.iter().enumerate() {
            let Some(g) = inv.apply(c.centre) else {
                continue;
            };
            let (cx, ry) = ((g.0 - 0.5).round(), (g.1 - 0.5).round());
            if cx < 0.0 || ry < 0.0 || cx >= nf || ry >= nf {
                continue;
            }
            let r = dist(g, (cx + 0.5, ry + 0.5));
            let ratio = c.area / h.area_scale((cx + 0.5, ry + 0.5));
            if r > 0.35 || !(0.12..=1.3).contains(&ratio) {
                continue;
            }
            let key = (ry as usize, cx as usize);
            if resid.get(&key).is_none_or(|&old| r < old) {
                resid.insert(key, r);
                cells.insert(key, k);
            }
        }
        let src: Vec<Point> = cells
            .keys()
            .map(|&(r, c)| (c as f64 + 0.5, r as f64 + 0.5))
            .collect();
        let dst: Vec<Point> = cells.values().map(|&k| cands[k].centre).collect();
        let fitted = if cells.len() >= 8 {
            Homography::from_points(&src, &dst)
        } else {
            None
        };
        match fitted.or_else(|| Homography::affine_from_points(&src, &dst)) {
            Some(f) => h = f,
            None => break,
        }
    }
    // Orientation: of the 8 symmetries keep the unmirrored ones and pick the one whose columns run most nearly
    // left to right.
    let centre = (nf / 2.0, nf / 2.0);
    let mut oriented = None;
    let mut best_dot = f64::NEG_INFINITY;
    for (idx, s) in symmetries(nf).iter().enumerate() {
        let hs = h.compose(s);
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
            oriented = Some((idx, *s));
        }
    }
    let (_, sym) = oriented.ok_or(VisionError::NoBoard)?;
    let sym_inv = sym.inverse().ok_or(VisionError::NoBoard)?;
    let h_or = h.compose(&sym);
    // Which cells had blobs, in the new orientation.
    let mut detected = vec![false; n * n];
    for &(r, c) in cells.keys() {
        if let Some(p) = sym_inv.apply((c as f64 + 0.5, r as f64 + 0.5)) {
            let (c2, r2) = (p.0.floor() as usize, p.1.floor() as usize);
            if r2 < n && c2 < n {
                detected[r2 * n + c2] = true;
            }
        }
    }
    // Face size: median over blobs of sqrt(blob area / local cell area).
    let mut faces: Vec<f64> = cells
        .iter()
        .map(|(&(r, c), &k)| {
            (cands[k].area / h.area_scale((c as f64 + 0.5, r as f64 + 0.5))).sqrt()
        })
        .filter(|f| f.is_finite())
        .collect();
    faces.sort_by(f64::total_cmp);
    let face = faces
        .get(faces.len() / 2)
        .copied()
        .unwrap_or(0.8)
        .clamp(0.5, 0.95);
    let to_photo = h_or.scaled(scale);
    Ok(Lattice {
        rows: n,
        cols: n,
        cells: face_quads(&to_photo, n, n, face),
        to_photo,
        detected,
        face,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cand(p: Point, area: f64) -> Candidate {
        Candidate {
            centre: p,
            area,
            solidity: 1.0,
            squareness: 1.0,
            rect: [p; 4],
            marked: true,
            split: false,
        }
    }

    /// A 5x5 grid under rotation and perspective, with two dice missing and three spurious blobs.
    #[test]
    fn fits_rotated_perspective_grid_with_missing_and_spurious_points() {
        let truth = Homography {
            m: [40.0, -18.0, 300.0, 15.0, 38.0, 120.0, 0.0006, 0.0004, 1.0],
        };
        let mut cands = Vec::new();
        for r in 0..5 {
            for c in 0..5 {
                if (r, c) == (1, 3) || (r, c) == (4, 0) {
                    continue;
                }
                let p = truth.apply((c as f64 + 0.5, r as f64 + 0.5)).unwrap();
                let a = truth.area_scale((c as f64 + 0.5, r as f64 + 0.5)) * 0.6;
                // Small jitter, deterministic.
                let jitter = ((r * 7 + c * 13) % 5) as f64 * 0.3 - 0.6;
                cands.push(cand((p.0 + jitter, p.1 - jitter), a));
            }
        }
        cands.push(cand((20.0, 20.0), 900.0));
        cands.push(cand((700.0, 30.0), 800.0));
        cands.push(cand((50.0, 500.0), 1000.0));
        let binary = GrayImage::new(800, 600);
        let choice = best_choice(&cands, &binary).unwrap();
        assert_eq!(choice.n, 5);
        assert_eq!(choice.inside, 23);
        let lattice = finish(&choice, &cands, 1.0).unwrap();
        assert_eq!((lattice.rows, lattice.cols), (5, 5));
        assert_eq!(lattice.detected_count(), 23);
        // Every true cell centre lies in the matching lattice cell up to a symmetry of the square.
        let centres: Vec<Point> = (0..25)
            .map(|k| {
                truth
                    .apply(((k % 5) as f64 + 0.5, (k / 5) as f64 + 0.5))
                    .unwrap()
            })
            .collect();
        let found: Vec<Point> = (0..25)
            .map(|k| {
                lattice
                    .to_photo
                    .apply(((k % 5) as f64 + 0.5, (k / 5) as f64 + 0.5))
                    .unwrap()
            })
            .collect();
        for p in &centres {
            let d = found
                .iter()
                .map(|q| dist(*p, *q))
                .fold(f64::INFINITY, f64::min);
            assert!(d < 2.0, "cell centre {p:?} off by {d}");
        }
        // Columns run left to right, rows downwards.
        let a = lattice.to_photo.apply((0.5, 0.5)).unwrap();
        let b = lattice.to_photo.apply((4.5, 0.5)).unwrap();
        let c = lattice.to_photo.apply((0.5, 4.5)).unwrap();
        assert!(b.0 - a.0 > (b.1 - a.1).abs());
        assert!(c.1 > a.1);
    }

    #[test]
    fn too_few_points_is_no_lattice() {
        let cands = vec![cand((10.0, 10.0), 100.0), cand((30.0, 10.0), 100.0)];
        assert!(best_choice(&cands, &GrayImage::new(50, 50)).is_none());
    }
}
