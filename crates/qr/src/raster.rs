//! A drawn symbol as a grey picture (dark modules 0, light 255, with its quiet zone): what the tests, the
//! views set and a clean read-back start from.

use crate::QrCode;

/// The quiet zone in modules, the same 4 as the SVG (ISO/IEC 18004).
pub const QUIET_ZONE: usize = 4;

/// A square grey picture of `code`, `px_per_module` pixels a module, quiet zone included: (pixels, side).
pub fn to_luma(code: &QrCode, px_per_module: usize) -> (Vec<u8>, usize) {
    let scale = px_per_module.max(1);
    let side = (code.size + 2 * QUIET_ZONE) * scale;
    let mut pixels = Vec::with_capacity(side * side);
    for y in 0..side {
        for x in 0..side {
            // Wrapping below the quiet zone lands far outside the symbol, which `dark` calls light.
            let (mx, my) = (
                (x / scale).wrapping_sub(QUIET_ZONE),
                (y / scale).wrapping_sub(QUIET_ZONE),
            );
            pixels.push(if code.dark(mx, my) { 0 } else { 255 });
        }
    }
    (pixels, side)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_quiet_zone_is_light_and_the_finder_corner_dark() {
        let code = crate::encode("HELLO").expect("fits");
        let (pixels, side) = to_luma(&code, 2);
        assert_eq!(side, (code.size + 8) * 2);
        assert_eq!(pixels.len(), side * side);
        assert_eq!(pixels[0], 255);
        assert_eq!(pixels[8 * side + 8], 0);
    }
}
