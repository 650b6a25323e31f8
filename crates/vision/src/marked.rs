//! The rule for four corners a person marked (the CLI's `--corners`, the app's corner handles): the order they
//! came in, and whether they put a board on the photo at all. One rule, so the CLI and the app agree.

use crate::error::VisionError;
use crate::lattice::Lattice;
use crate::perspective::Point;

/// The `rows` x `cols` lattice inside the four outer corners a person marked (in photo pixels, starting at the
/// grid's top-left), for a `width` x `height` photo.
///
/// Corners given counter-clockwise (top-left, bottom-left, bottom-right, top-right) are put in clockwise order:
/// the photo is not mirrored, so a person going round the other way means the same board, not its mirror
/// image. Corners that are not a convex quadrilateral (crossed, three in a line, not finite), a size outside
/// 2x2..8x8, or corners that put no die's centre inside the photo are refused. Corners just outside the photo
/// are fine: they are how a board cut by the frame is marked.
pub fn marked_lattice(
    rows: usize,
    cols: usize,
    corners: [Point; 4],
    face: f64,
    (width, height): (u32, u32),
) -> Result<Lattice, VisionError> {
    if !(2..=8).contains(&rows) || !(2..=8).contains(&cols) {
        return Err(VisionError::BadCorners);
    }
    let corners = clockwise(corners).ok_or(VisionError::BadCorners)?;
    let lattice =
        Lattice::from_corners(rows, cols, corners, face).ok_or(VisionError::BadCorners)?;
    let inside =
        |&(x, y): &Point| x >= 0.0 && y >= 0.0 && x < f64::from(width) && y < f64::from(height);
    let any_die_inside = (0..rows * cols).any(|k| {
        let (r, c) = ((k / cols) as f64 + 0.5, (k % cols) as f64 + 0.5);
        lattice.to_photo.apply((c, r)).is_some_and(|p| inside(&p))
    });
    if !any_die_inside {
        return Err(VisionError::CornersOutside { width, height });
    }
    Ok(lattice)
}

/// The corners in clockwise order on screen (y down) from the same first corner, or `None` when they are no
/// convex quadrilateral.
fn clockwise(corners: [Point; 4]) -> Option<[Point; 4]> {
    if corners
        .iter()
        .any(|(x, y)| !x.is_finite() || !y.is_finite())
    {
        return None;
    }
    // The turn at each corner: all one sign for a convex quadrilateral, positive going clockwise with y down.
    let turns: Vec<f64> = (0..4)
        .map(|k| {
            let (a, b, c) = (corners[k], corners[(k + 1) % 4], corners[(k + 2) % 4]);
            (b.0 - a.0) * (c.1 - b.1) - (b.1 - a.1) * (c.0 - b.0)
        })
        .collect();
    if turns.iter().all(|&t| t > 0.0) {
        Some(corners)
    } else if turns.iter().all(|&t| t < 0.0) {
        let [a, b, c, d] = corners;
        Some([a, d, c, b])
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SQUARE: [Point; 4] = [(10.0, 10.0), (90.0, 10.0), (90.0, 90.0), (10.0, 90.0)];

    #[test]
    fn corners_counter_clockwise_read_the_same_board_not_its_mirror() {
        let [a, b, c, d] = SQUARE;
        let given = marked_lattice(4, 4, SQUARE, 0.8, (100, 100)).unwrap();
        let reversed = marked_lattice(4, 4, [a, d, c, b], 0.8, (100, 100)).unwrap();
        assert_eq!(given.cells, reversed.cells);
        // The top row's second die is in the top row, not the left column.
        let (x, y) = reversed.cells[1][0];
        assert!(x > 30.0 && y < 20.0, "{:?}", reversed.cells[1]);
    }

    #[test]
    fn crossed_flat_or_outside_corners_are_refused() {
        let [a, b, c, d] = SQUARE;
        for corners in [
            [a, c, b, d],                // crossed: a bow tie
            [a, b, (90.0, 10.0), d],     // two corners on one point
            [a, (50.0, 10.0), b, d],     // three in a line
            [a, b, (f64::NAN, 90.0), d], // not a number
            [a, b, (30.0, 30.0), d],     // not convex
        ] {
            let err = marked_lattice(4, 4, corners, 0.8, (100, 100)).unwrap_err();
            assert_eq!(err, VisionError::BadCorners, "{corners:?}");
        }
        assert_eq!(
            marked_lattice(9, 4, SQUARE, 0.8, (100, 100)).unwrap_err(),
            VisionError::BadCorners
        );
        let away = SQUARE.map(|(x, y)| (x + 500.0, y - 300.0));
        let err = marked_lattice(4, 4, away, 0.8, (100, 100)).unwrap_err();
        assert_eq!(
            err,
            VisionError::CornersOutside {
                width: 100,
                height: 100
            }
        );
        assert!(
            err.to_string().contains("outside the photo (100x100)"),
            "{err}"
        );
        // A board cut by the frame: corners just outside, most dice inside.
        let cut = [
            (-20.0, -10.0),
            (430.0, -5.0),
            (425.0, 420.0),
            (-15.0, 418.0),
        ];
        assert!(marked_lattice(4, 4, cut, 0.8, (416, 416)).is_ok());
    }
}
