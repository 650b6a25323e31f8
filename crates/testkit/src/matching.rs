//! Comparing a reading with a label: a photo fixes no first row, so boards are compared under the best of the 8
//! symmetries of the square, and lattices are scored by the hand-drawn boxes inside their cells.

use boggle_board::Tile;
use boggle_vision::{Lattice, Point, Quad};

use crate::labelled::TileBox;

/// Whether `p` lies inside the convex quadrilateral `q` (either winding).
pub fn inside_quad(q: &Quad, p: Point) -> bool {
    let mut sign = 0.0f64;
    for k in 0..4 {
        let (a, b) = (q[k], q[(k + 1) % 4]);
        let cross = (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0);
        if cross == 0.0 {
            continue;
        }
        if sign == 0.0 {
            sign = cross.signum();
        } else if cross.signum() != sign {
            return false;
        }
    }
    true
}

/// The cell `(row, col)` of an `n x n` grid under symmetry `t` (0..8) of the square.
pub fn symmetric_cell(n: usize, t: usize, row: usize, col: usize) -> (usize, usize) {
    let m = n - 1;
    let (r, c) = match t % 4 {
        0 => (row, col),
        1 => (col, m - row),
        2 => (m - row, m - col),
        _ => (m - col, row),
    };
    if t >= 4 {
        (c, r)
    } else {
        (r, c)
    }
}

/// For each cell of `read` (row-major, `n x n`; `None` for a cell not read as a die), whether it equals the
/// label's tile under the symmetry that makes the most cells equal. All `false` when the sizes differ.
pub fn right_cells(n: usize, read: &[Option<Tile>], label: &[Tile]) -> Vec<bool> {
    if read.len() != n * n || label.len() != n * n {
        return vec![false; read.len()];
    }
    (0..8)
        .map(|t| {
            let mut right = vec![false; n * n];
            for (k, &tile) in label.iter().enumerate() {
                let (r, c) = symmetric_cell(n, t, k / n, k % n);
                right[r * n + c] = read[r * n + c] == Some(tile);
            }
            right
        })
        .max_by_key(|right| right.iter().filter(|&&r| r).count())
        .unwrap_or_default()
}

/// How many labelled boxes have their centre inside the lattice quad of their own cell, under the best of the 8
/// symmetries of the grid. 0 when the lattice has the wrong size.
pub fn boxes_in_cells(lattice: &Lattice, boxes: &[TileBox]) -> usize {
    let n = lattice.rows;
    if lattice.cols != n || boxes.iter().any(|b| b.row >= n || b.col >= n) {
        return 0;
    }
    (0..8)
        .map(|t| {
            boxes
                .iter()
                .filter(|b| {
                    let (r, c) = symmetric_cell(n, t, b.row, b.col);
                    inside_quad(&lattice.cells[r * n + c], b.centre)
                })
                .count()
        })
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_are_distinct_permutations() {
        let mut seen = std::collections::HashSet::new();
        for t in 0..8 {
            let perm: Vec<(usize, usize)> = (0..16)
                .map(|k| symmetric_cell(4, t, k / 4, k % 4))
                .collect();
            let unique: std::collections::HashSet<_> = perm.iter().collect();
            assert_eq!(unique.len(), 16);
            seen.insert(perm);
        }
        assert_eq!(seen.len(), 8);
    }

    #[test]
    fn point_in_quad() {
        let q = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)];
        assert!(inside_quad(&q, (5.0, 5.0)));
        assert!(!inside_quad(&q, (11.0, 5.0)));
    }

    #[test]
    fn a_turned_reading_is_right_where_it_matches() {
        let tile = |c| Tile::from_letter(c).unwrap_or(Tile::BLANK);
        let label: Vec<Tile> = "abcd".chars().map(tile).collect();
        // The label turned a quarter: a b / c d -> c a / d b; one cell misread, one not read.
        let read = vec![Some(tile('c')), Some(tile('x')), None, Some(tile('b'))];
        assert_eq!(right_cells(2, &read, &label), [true, false, false, true]);
        assert_eq!(right_cells(3, &read, &label), [false; 4]);
    }
}
