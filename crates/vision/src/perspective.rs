//! Plane homographies: a 3x3 projective map, solved exactly from four points or by least squares from many.

/// A point in continuous image coordinates: pixel `(i, j)` covers `[i, i + 1] x [j, j + 1]`.
pub type Point = (f64, f64);

/// A projective map of the plane, `(x, y) -> ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w)` with
/// `w = h6 x + h7 y + h8`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Homography {
    /// Row-major 3x3 matrix.
    pub m: [f64; 9],
}

impl Homography {
    /// The identity map.
    pub const IDENTITY: Homography = Homography {
        m: [1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0],
    };

    /// Scales both coordinates by `s` after this map.
    pub fn scaled(&self, s: f64) -> Homography {
        Homography::from_scale(s).compose(self)
    }

    /// The map `(x, y) -> (s x, s y)`.
    pub fn from_scale(s: f64) -> Homography {
        Homography::scale_then_shift(s, (0.0, 0.0))
    }

    /// The map `(x, y) -> (s x + offset.0, s y + offset.1)`.
    pub fn scale_then_shift(s: f64, offset: Point) -> Homography {
        Homography {
            m: [s, 0.0, offset.0, 0.0, s, offset.1, 0.0, 0.0, 1.0],
        }
    }

    /// Maps one point; `None` when it goes to infinity (the point lies on the horizon line).
    pub fn apply(&self, p: Point) -> Option<Point> {
        let m = &self.m;
        let w = m[6] * p.0 + m[7] * p.1 + m[8];
        if w.abs() < 1e-12 {
            return None;
        }
        Some((
            (m[0] * p.0 + m[1] * p.1 + m[2]) / w,
            (m[3] * p.0 + m[4] * p.1 + m[5]) / w,
        ))
    }

    /// `self` after `other`: `self.compose(other).apply(p) == self.apply(other.apply(p))`.
    pub fn compose(&self, other: &Homography) -> Homography {
        let (a, b) = (&self.m, &other.m);
        let mut m = [0.0; 9];
        for r in 0..3 {
            for c in 0..3 {
                m[r * 3 + c] = (0..3).map(|k| a[r * 3 + k] * b[k * 3 + c]).sum();
            }
        }
        Homography { m }
    }

    /// The inverse map, or `None` when the matrix is singular.
    pub fn inverse(&self) -> Option<Homography> {
        let m = &self.m;
        let adj = [
            m[4] * m[8] - m[5] * m[7],
            m[2] * m[7] - m[1] * m[8],
            m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8],
            m[0] * m[8] - m[2] * m[6],
            m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6],
            m[1] * m[6] - m[0] * m[7],
            m[0] * m[4] - m[1] * m[3],
        ];
        let det = m[0] * adj[0] + m[1] * adj[3] + m[2] * adj[6];
        let mx = m.iter().fold(0.0f64, |a, v| a.max(v.abs()));
        if !det.is_finite() || det.abs() <= 1e-15 * mx.powi(3) {
            return None;
        }
        Some(Homography {
            m: adj.map(|v| v / det),
        })
    }

    /// The affine map sending `(0, 0)`, `(1, 0)`, `(0, 1)` to `origin`, `origin + u`, `origin + v`.
    pub fn affine(origin: Point, u: Point, v: Point) -> Homography {
        Homography {
            m: [u.0, v.0, origin.0, u.1, v.1, origin.1, 0.0, 0.0, 1.0],
        }
    }

    /// The local area scale `|det J|` at `p` (output area per unit input area).
    pub fn area_scale(&self, p: Point) -> f64 {
        let d = 1e-3;
        match (
            self.apply(p),
            self.apply((p.0 + d, p.1)),
            self.apply((p.0, p.1 + d)),
        ) {
            (Some(a), Some(b), Some(c)) => {
                (((b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)) / (d * d)).abs()
            }
            _ => 0.0,
        }
    }

    /// The homography sending `src[k]` to `dst[k]`: exact for four points in general position, least squares
    /// (algebraic error after Hartley normalisation) for more. `None` for fewer than four points or a
    /// degenerate configuration (three collinear of four).
    pub fn from_points(src: &[Point], dst: &[Point]) -> Option<Homography> {
        if src.len() != dst.len() || src.len() < 4 {
            return None;
        }
        let (ns, ts) = normaliser(src)?;
        let (nd, td) = normaliser(dst)?;
        // Unknowns h0..h7 with h8 = 1 in the normalised frames; two equations per point, normal equations.
        let mut ata = [[0.0f64; 8]; 8];
        let mut atb = [0.0f64; 8];
        for (s, d) in src.iter().zip(dst) {
            let (x, y) = ts(*s);
            let (u, v) = td(*d);
            let rows = [
                ([x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y], u),
                ([0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y], v),
            ];
            for (a, b) in rows {
                for i in 0..8 {
                    atb[i] += a[i] * b;
                    for j in 0..8 {
                        ata[i][j] += a[i] * a[j];
                    }
                }
            }
        }
        let h = solve8(ata, atb)?;
        let hn = Homography {
            m: [h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1.0],
        };
        // Undo the normalisations: H = Nd^-1 Hn Ns.
        let h = nd.inverse()?.compose(&hn).compose(&ns);
        if h.m.iter().all(|v| v.is_finite()) {
            Some(h)
        } else {
            None
        }
    }

    /// The least-squares affine map sending `src[k]` to `dst[k]` (three or more points, not collinear).
    pub fn affine_from_points(src: &[Point], dst: &[Point]) -> Option<Homography> {
        if src.len() != dst.len() || src.len() < 3 {
            return None;
        }
        let mut ata = [[0.0f64; 3]; 3];
        let mut atx = [0.0f64; 3];
        let mut aty = [0.0f64; 3];
        for (s, d) in src.iter().zip(dst) {
            let a = [s.0, s.1, 1.0];
            for i in 0..3 {
                atx[i] += a[i] * d.0;
                aty[i] += a[i] * d.1;
                for j in 0..3 {
                    ata[i][j] += a[i] * a[j];
                }
            }
        }
        let p = solve_n(ata.iter().map(|r| r.to_vec()).collect(), atx.to_vec())?;
        let q = solve_n(ata.iter().map(|r| r.to_vec()).collect(), aty.to_vec())?;
        Some(Homography {
            m: [p[0], p[1], p[2], q[0], q[1], q[2], 0.0, 0.0, 1.0],
        })
    }
}

/// Hartley normalisation: translate the centroid to the origin and scale the mean distance to sqrt 2.
fn normaliser(pts: &[Point]) -> Option<(Homography, impl Fn(Point) -> Point)> {
    let n = pts.len() as f64;
    let cx = pts.iter().map(|p| p.0).sum::<f64>() / n;
    let cy = pts.iter().map(|p| p.1).sum::<f64>() / n;
    let mean = pts
        .iter()
        .map(|p| ((p.0 - cx).powi(2) + (p.1 - cy).powi(2)).sqrt())
        .sum::<f64>()
        / n;
    // Also false for NaN.
    if mean.partial_cmp(&1e-12) != Some(std::cmp::Ordering::Greater) {
        return None;
    }
    let s = std::f64::consts::SQRT_2 / mean;
    let h = Homography {
        m: [s, 0.0, -s * cx, 0.0, s, -s * cy, 0.0, 0.0, 1.0],
    };
    Some((h, move |p: Point| ((p.0 - cx) * s, (p.1 - cy) * s)))
}

fn solve8(a: [[f64; 8]; 8], b: [f64; 8]) -> Option<Vec<f64>> {
    solve_n(a.iter().map(|r| r.to_vec()).collect(), b.to_vec())
}

/// Gaussian elimination with partial pivoting; `None` when the system is (nearly) singular.
fn solve_n(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    let scale = a.iter().flatten().fold(0.0f64, |m, v| m.max(v.abs()));
    if scale.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) {
        return None;
    }
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 * scale {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..n {
            let f = a[row][col] / a[col][col];
            if f != 0.0 {
                let (upper, lower) = a.split_at_mut(row);
                for (target, source) in lower[0][col..n].iter_mut().zip(&upper[col][col..n]) {
                    *target -= f * source;
                }
                b[row] -= f * b[col];
            }
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let s: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - s) / a[row][row];
    }
    if x.iter().all(|v| v.is_finite()) {
        Some(x)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: Point, b: Point, tol: f64) -> bool {
        (a.0 - b.0).abs() < tol && (a.1 - b.1).abs() < tol
    }

    #[test]
    fn four_points_round_trip() {
        let src = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)];
        let dst = [(100.0, 50.0), (300.0, 80.0), (280.0, 260.0), (90.0, 200.0)];
        let h = Homography::from_points(&src, &dst).unwrap();
        for (s, d) in src.iter().zip(&dst) {
            assert!(close(h.apply(*s).unwrap(), *d, 1e-6));
        }
        let inv = h.inverse().unwrap();
        for p in [(0.3, 0.7), (0.5, 0.5), (2.0, -1.0)] {
            assert!(close(inv.apply(h.apply(p).unwrap()).unwrap(), p, 1e-9));
        }
    }

    #[test]
    fn least_squares_recovers_a_known_map() {
        let h = Homography {
            m: [30.0, 5.0, 100.0, -4.0, 28.0, 60.0, 0.01, 0.02, 1.0],
        };
        let src: Vec<Point> = (0..6)
            .flat_map(|i| (0..6).map(move |j| (j as f64, i as f64)))
            .collect();
        let dst: Vec<Point> = src.iter().map(|p| h.apply(*p).unwrap()).collect();
        let fit = Homography::from_points(&src, &dst).unwrap();
        for p in &src {
            assert!(close(fit.apply(*p).unwrap(), h.apply(*p).unwrap(), 1e-6));
        }
    }

    #[test]
    fn degenerate_input_is_refused() {
        let line = [(0.0, 0.0), (1.0, 1.0), (2.0, 2.0), (3.0, 3.0)];
        assert!(Homography::from_points(&line, &line).is_none());
        assert!(Homography::from_points(&line[..3], &line[..3]).is_none());
        let singular = Homography {
            m: [1.0, 2.0, 3.0, 2.0, 4.0, 6.0, 0.0, 0.0, 1.0],
        };
        assert!(singular.inverse().is_none());
    }
}
