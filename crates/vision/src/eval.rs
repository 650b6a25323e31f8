//! Scoring a lattice against hand-labelled tile boxes (used by the `evaluate` example and the photo tests).

use crate::{Lattice, Point, Quad};

/// One labelled tile: its cell and the centre of its hand-drawn box, in photo pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct LabelledTile {
    pub row: usize,
    pub col: usize,
    pub centre: Point,
}

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

/// The tiles of a board in the board text form (`"ab[qu]# ..."`, a blank also as `[#]`), row by row.
pub fn board_tiles(board: &str) -> Vec<String> {
    let mut tiles = Vec::new();
    let mut chars = board.chars().filter(|c| !c.is_whitespace());
    while let Some(c) = chars.next() {
        if c == '[' {
            tiles.push(chars.by_ref().take_while(|&c| c != ']').collect());
        } else {
            tiles.push(c.to_string());
        }
    }
    tiles
}

/// How many tiles of `read` (row-major) equal `label`'s under the best of the 8 symmetries of the `n x n`
/// square: a photo fixes no first row.
pub fn tiles_matching<S: AsRef<str>>(n: usize, read: &[&str], label: &[S]) -> usize {
    (0..8)
        .map(|t| {
            (0..n * n)
                .filter(|&i| {
                    let (r, c) = symmetric_cell(n, t, i / n, i % n);
                    label
                        .get(i)
                        .is_some_and(|l| read.get(r * n + c) == Some(&l.as_ref()))
                })
                .count()
        })
        .max()
        .unwrap_or(0)
}

/// How many labelled tiles have their centre inside the lattice quad of their own cell, under the best of the
/// 8 symmetries of the grid (row 0 is arbitrary for a board photographed near 45 degrees). 0 when the lattice
/// has the wrong size.
pub fn tiles_in_cells(lattice: &Lattice, tiles: &[LabelledTile]) -> usize {
    let n = lattice.rows;
    if lattice.cols != n || tiles.iter().any(|t| t.row >= n || t.col >= n) {
        return 0;
    }
    (0..8)
        .map(|t| {
            tiles
                .iter()
                .filter(|tile| {
                    let (r, c) = symmetric_cell(n, t, tile.row, tile.col);
                    inside_quad(&lattice.cells[r * n + c], tile.centre)
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
}
