//! The board's geometry, the type alone: a `Lattice` of die cells under a projective map from grid space to
//! photo pixels, with each die's top face as a `Quad`. Finding one is `detect` and `fit`'s business.

use crate::perspective::{Homography, Point};

/// A die's top face as a quadrilateral in photo pixel coordinates: top-left, top-right, bottom-right,
/// bottom-left in the grid's orientation.
pub type Quad = [Point; 4];

/// Board sizes a real game comes in.
pub const SIZES: [usize; 3] = [4, 5, 6];

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
    /// centre moved by `offset` cells; -1 and `rows` / `cols` are the ring just outside the board.
    pub fn cell_quad(&self, row: i64, col: i64, fraction: f64, offset: Point) -> Quad {
        cell_quad(&self.to_photo, row, col, fraction, offset)
    }

    /// The median die face's side in pixels (the square root of its quad's area): how large the dice are.
    pub fn die_side(&self) -> f64 {
        let mut sides: Vec<f64> = self.cells.iter().map(|q| quad_area(q).sqrt()).collect();
        let middle = sides.len() / 2;
        if sides.is_empty() {
            return 0.0;
        }
        *sides.select_nth_unstable_by(middle, f64::total_cmp).1
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
        let moved = Lattice::from_corners(self.rows, self.cols, corners, self.face)?;
        Some(Lattice {
            detected: self.detected.clone(),
            ..moved
        })
    }

    /// The `rows` x `cols` board whose outer corners are `corners` in photo pixels (the grid's top-left,
    /// top-right, bottom-right, bottom-left), each die's face `face` of its cell: what a person marks when the
    /// detector found no grid, or the wrong one. `None` when the corners do not make a quadrilateral.
    pub fn from_corners(
        rows: usize,
        cols: usize,
        corners: [Point; 4],
        face: f64,
    ) -> Option<Lattice> {
        let (c, r) = (cols as f64, rows as f64);
        let grid = [(0.0, 0.0), (c, 0.0), (c, r), (0.0, r)];
        let to_photo = Homography::from_points(&grid, &corners)?;
        Some(Lattice {
            rows,
            cols,
            cells: face_quads(&to_photo, rows, cols, face),
            to_photo,
            detected: vec![false; rows * cols],
            face,
        })
    }

    /// The `rows` x `cols` lattice of the same pitch whose cell `(r, c)` is this one's `(r + rows_by, c + cols_by)`:
    /// moved a whole number of lines, or grown or shrunk at its edges. `detected` is kept where the cells overlap.
    pub fn shifted(&self, rows_by: isize, cols_by: isize, rows: usize, cols: usize) -> Lattice {
        let (dc, dr) = (cols_by as f64, rows_by as f64);
        let to_photo = self.to_photo.compose(&Homography {
            m: [1.0, 0.0, dc, 0.0, 1.0, dr, 0.0, 0.0, 1.0],
        });
        let detected = (0..rows * cols)
            .map(|k| {
                let (r, c) = ((k / cols) as isize + rows_by, (k % cols) as isize + cols_by);
                let inside =
                    (0..self.rows as isize).contains(&r) && (0..self.cols as isize).contains(&c);
                inside && self.detected[r as usize * self.cols + c as usize]
            })
            .collect();
        Lattice {
            rows,
            cols,
            cells: face_quads(&to_photo, rows, cols, self.face),
            to_photo,
            detected,
            face: self.face,
        }
    }

    /// How many cells had a die blob.
    pub fn detected_count(&self) -> usize {
        self.detected.iter().filter(|d| **d).count()
    }
}

fn cell_quad(h: &Homography, row: i64, col: i64, fraction: f64, offset: Point) -> Quad {
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
pub(crate) fn face_quads(h: &Homography, rows: usize, cols: usize, face: f64) -> Vec<Quad> {
    (0..rows * cols)
        .map(|k| cell_quad(h, (k / cols) as i64, (k % cols) as i64, face, (0.0, 0.0)))
        .collect()
}

/// Everything the detector saw in one photo, for `find_lattice` and for the stage pictures in `debug`.
/// The distance between two points.
/// A quadrilateral's area (the shoelace formula).
pub(crate) fn quad_area(q: &Quad) -> f64 {
    let s: f64 = (0..4)
        .map(|k| {
            let (a, b) = (q[k], q[(k + 1) % 4]);
            a.0 * b.1 - b.0 * a.1
        })
        .sum();
    s.abs() / 2.0
}

pub(crate) fn dist(a: Point, b: Point) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_move_and_come_back() {
        let to_photo = Homography {
            m: [30.0, 4.0, 100.0, -3.0, 28.0, 60.0, 0.0002, 0.0001, 1.0],
        };
        let lattice = Lattice {
            rows: 4,
            cols: 4,
            cells: face_quads(&to_photo, 4, 4, 0.8),
            to_photo,
            detected: vec![true; 16],
            face: 0.8,
        };
        let corners = lattice.corners().unwrap_or_else(|| panic!("no corners"));
        let same = lattice
            .with_corners(corners)
            .unwrap_or_else(|| panic!("no lattice"));
        assert!(same.same_cells(&lattice));
        let mut moved = corners;
        moved[0].0 -= 20.0;
        let other = lattice
            .with_corners(moved)
            .unwrap_or_else(|| panic!("no lattice"));
        assert!(!other.same_cells(&lattice));
    }
}
