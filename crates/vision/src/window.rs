//! Choosing the board in a fitted lattice: every 4x4, 5x5 and 6x6 window of the fit's cells is scored by how
//! fully the dice fill it and how empty its surroundings are, and `best_choice` keeps the best window over
//! every seed of one candidate set.

use image::GrayImage;

use crate::budget::Budget;
use crate::candidates::Candidate;
use crate::fit::{grow, seed_bases, Choice, Fit};
use crate::lattice::SIZES;
use crate::perspective::Homography;
use crate::tuning::Tuning;

/// The best board among the lattices grown from every plausible seed, or from the seeds tried before `budget`
/// ran out.
pub(crate) fn best_choice(
    cands: &[Candidate],
    binary: &GrayImage,
    tuning: &Tuning,
    budget: &Budget,
) -> Option<Choice> {
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
    for &s in order.iter().take(tuning.max_seeds) {
        if covered[s] {
            continue;
        }
        if budget.is_spent() {
            break;
        }
        for (u, v) in seed_bases(cands, s, tuning) {
            let Some(fit) = grow(cands, s, u, v, tuning) else {
                continue;
            };
            if fit.assigned.len() >= tuning.min_dice_seen {
                fit.assigned.values().for_each(|&k| covered[k] = true);
            }
            let Some(choice) = choose_window(fit, cands, binary, tuning) else {
                continue;
            };
            if best.as_ref().is_none_or(|b| choice.score > b.score) {
                best = Some(choice);
            }
        }
        if best.as_ref().is_some_and(Choice::is_full) {
            break;
        }
    }
    best
}

/// Chooses the board size and window: every N x N window (N in 4, 5, 6) over the fit's cells scores
/// (cells with a blob) minus 1/4 (cells without a blob but die-coloured at the centre, e.g. merged
/// dice) minus 1 (other empty cells) minus 1.5 (blobs in the ring of cells just outside), since a real
/// board is full and its tray rim holds no dice. Die-coloured evidence only softens the penalty: bright
/// table tops are die-coloured too.
fn choose_window(
    fit: Fit,
    cands: &[Candidate],
    binary: &GrayImage,
    tuning: &Tuning,
) -> Option<Choice> {
    let keys: Vec<(i32, i32)> = fit.assigned.keys().copied().collect();
    let (imin, imax) = (
        keys.iter().map(|k| k.0).min()?,
        keys.iter().map(|k| k.0).max()?,
    );
    let (jmin, jmax) = (
        keys.iter().map(|k| k.1).min()?,
        keys.iter().map(|k| k.1).max()?,
    );
    let mut cells = Occupancy::new(&fit, cands, (imin, imax), (jmin, jmax), tuning);
    let mut best: Option<(usize, i32, i32, f64, usize)> = None;
    for n in SIZES {
        let ni = n as i32;
        for i0 in imin - ni + 1..=imax {
            for j0 in jmin - ni + 1..=jmax {
                let (mut score, inside) = cells.inside_score(&fit, binary, tuning, (i0, j0), ni);
                if inside * 2 < n * n {
                    continue;
                }
                score -= tuning.ring_penalty * cells.ring(i0, j0, ni) as f64;
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

/// A fit's cells, dense over its index box grown by the largest board plus the ring: each blob's worth, and
/// whether an empty cell's centre is die-coloured (sampled once, when a window first needs it).
struct Occupancy {
    /// 1 for a die with a letter-like hole, less for a plain light square (table patterns), 0 for no blob.
    blob: Vec<f64>,
    /// 0 = not yet sampled, 1 = die-coloured, 2 = not.
    bright: Vec<u8>,
    /// The index of the box's first row and column, and its width.
    oi: i32,
    oj: i32,
    wid: usize,
}

impl Occupancy {
    fn new(
        fit: &Fit,
        cands: &[Candidate],
        (imin, imax): (i32, i32),
        (jmin, jmax): (i32, i32),
        tuning: &Tuning,
    ) -> Occupancy {
        let pad = SIZES[SIZES.len() - 1] as i32 + 1;
        let (oi, oj) = (imin - pad, jmin - pad);
        let (hgt, wid) = (
            (imax - imin + 2 * pad + 1) as usize,
            (jmax - jmin + 2 * pad + 1) as usize,
        );
        let mut blob = vec![0.0f64; hgt * wid];
        for (&(i, j), &k) in &fit.assigned {
            blob[(i - oi) as usize * wid + (j - oj) as usize] = if cands[k].marked {
                1.0
            } else {
                tuning.plain_blob_worth
            };
        }
        Occupancy {
            blob,
            bright: vec![0u8; hgt * wid],
            oi,
            oj,
            wid,
        }
    }

    fn index(&self, i: i32, j: i32) -> usize {
        (i - self.oi) as usize * self.wid + (j - self.oj) as usize
    }

    /// The `ni` x `ni` window at `(i0, j0)`: its blobs' worth less the empty cells' penalties, and how many
    /// cells hold a blob.
    fn inside_score(
        &mut self,
        fit: &Fit,
        binary: &GrayImage,
        tuning: &Tuning,
        (i0, j0): (i32, i32),
        ni: i32,
    ) -> (f64, usize) {
        let mut inside = 0usize;
        let mut score = 0.0;
        for i in i0..i0 + ni {
            for j in j0..j0 + ni {
                let idx = self.index(i, j);
                if self.blob[idx] > 0.0 {
                    inside += 1;
                    score += self.blob[idx];
                } else {
                    if self.bright[idx] == 0 {
                        self.bright[idx] = if die_coloured(&fit.h, i, j, binary, tuning) {
                            1
                        } else {
                            2
                        };
                    }
                    score -= if self.bright[idx] == 1 {
                        tuning.die_coloured_penalty
                    } else {
                        tuning.empty_penalty
                    };
                }
            }
        }
        (score, inside)
    }

    /// How many blobs lie in the ring of cells just outside the `ni` x `ni` window at `(i0, j0)`.
    fn ring(&self, i0: i32, j0: i32, ni: i32) -> usize {
        let mut ring = 0usize;
        for i in i0 - 1..=i0 + ni {
            for j in j0 - 1..=j0 + ni {
                let edge = i == i0 - 1 || i == i0 + ni || j == j0 - 1 || j == j0 + ni;
                if edge && self.blob[self.index(i, j)] > 0.0 {
                    ring += 1;
                }
            }
        }
        ring
    }
}

/// Whether the centre of lattice cell `(i, j)` is mostly die-coloured in `binary` (a die the blob step missed,
/// e.g. merged with a neighbour).
fn die_coloured(h: &Homography, i: i32, j: i32, binary: &GrayImage, tuning: &Tuning) -> bool {
    let mut on = 0;
    let mut total = 0;
    let (n, step) = (tuning.die_coloured_samples, tuning.die_coloured_step);
    for a in -n..=n {
        for b in -n..=n {
            let g = (
                f64::from(j) + f64::from(b) * step,
                f64::from(i) + f64::from(a) * step,
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
    f64::from(on) >= tuning.die_coloured_share * f64::from(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::finish;
    use crate::lattice::dist;
    use crate::perspective::Point;

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
        let choice =
            best_choice(&cands, &binary, &Tuning::default(), &Budget::unlimited()).unwrap();
        assert_eq!(choice.n, 5);
        assert_eq!(choice.inside, 23);
        let lattice = finish(&choice, &cands, 1.0, &Tuning::default()).unwrap();
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
        assert!(best_choice(
            &cands,
            &GrayImage::new(50, 50),
            &Tuning::default(),
            &Budget::unlimited()
        )
        .is_none());
    }
}
