//! Plane homographies: a 3x3 projective map, solved exactly from four points or by least squares from many.
//! The linear algebra is nalgebra's (imageproc builds it already).

use nalgebra::allocator::Allocator;
use nalgebra::{DefaultAllocator, DimMin, Matrix3, OMatrix, OVector, SMatrix, SVector, Vector3};

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

    fn matrix(&self) -> Matrix3<f64> {
        Matrix3::from_row_slice(&self.m)
    }

    fn from_matrix(m: Matrix3<f64>) -> Homography {
        let mut out = [0.0; 9];
        out.copy_from_slice(m.transpose().as_slice());
        Homography { m: out }
    }

    /// `self` after `other`: `self.compose(other).apply(p) == self.apply(other.apply(p))`.
    pub fn compose(&self, other: &Homography) -> Homography {
        Homography::from_matrix(self.matrix() * other.matrix())
    }

    /// The inverse map, or `None` when the matrix is singular (or nearly, for its scale).
    pub fn inverse(&self) -> Option<Homography> {
        let m = self.matrix();
        let det = m.determinant();
        if !det.is_finite() || det.abs() <= 1e-15 * m.amax().powi(3) {
            return None;
        }
        m.try_inverse().map(Homography::from_matrix)
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
        let mut ata = SMatrix::<f64, 8, 8>::zeros();
        let mut atb = SVector::<f64, 8>::zeros();
        for (s, d) in src.iter().zip(dst) {
            let (x, y) = ts(*s);
            let (u, v) = td(*d);
            let rows = [
                ([x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y], u),
                ([0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y], v),
            ];
            for (a, b) in rows {
                let a = SVector::from(a);
                ata.ger(1.0, &a, &a, 1.0);
                atb.axpy(b, &a, 1.0);
            }
        }
        let h = solve(ata, atb)?;
        let hn = Homography {
            m: [h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1.0],
        };
        // Undo the normalisations: H = Nd^-1 Hn Ns.
        let h = nd.inverse()?.compose(&hn).compose(&ns);
        h.m.iter().all(|v| v.is_finite()).then_some(h)
    }

    /// The least-squares affine map sending `src[k]` to `dst[k]` (three or more points, not collinear).
    pub fn affine_from_points(src: &[Point], dst: &[Point]) -> Option<Homography> {
        if src.len() != dst.len() || src.len() < 3 {
            return None;
        }
        let mut ata = Matrix3::zeros();
        let (mut atx, mut aty) = (Vector3::zeros(), Vector3::zeros());
        for (s, d) in src.iter().zip(dst) {
            let a = Vector3::new(s.0, s.1, 1.0);
            ata.ger(1.0, &a, &a, 1.0);
            atx.axpy(d.0, &a, 1.0);
            aty.axpy(d.1, &a, 1.0);
        }
        let (p, q) = (solve(ata, atx)?, solve(ata, aty)?);
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

/// `a x = b` by LU decomposition with partial pivoting; `None` when `a` is (nearly) singular for its scale.
fn solve<D: DimMin<D, Output = D>>(
    a: OMatrix<f64, D, D>,
    b: OVector<f64, D>,
) -> Option<OVector<f64, D>>
where
    DefaultAllocator: Allocator<D, D> + Allocator<D>,
{
    let scale = a.amax();
    let lu = a.lu();
    if scale.is_nan() || scale <= 0.0 || lu.u().diagonal().amin() < 1e-12 * scale {
        return None;
    }
    lu.solve(&b).filter(|x| x.iter().all(|v| v.is_finite()))
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
