//! Camera frame to the texts of the QR codes in it, with `rqrr` (a pure-Rust port of quirc), chosen by the
//! measurements in docs/round.md ("Decoder"). Every input is checked: a buffer of the wrong length is an
//! error, a frame too large is refused or shrunk so the work stays bounded, and a decoder panic is caught.

use std::panic::{catch_unwind, AssertUnwindSafe};

/// The bounds on a frame, in one table.
///
/// | constant | value | why |
/// |---|---|---|
/// | `MAX_SIDE` | 8192 px | past any camera preview or photo side a worker is handed; a larger side is refused |
/// | `MAX_READ_PIXELS` | 2,097,152 (2 MP) | a 1080p preview reads at full size; a larger frame is shrunk by a whole factor (box mean) to at most this, so the time stays bounded |
pub const MAX_SIDE: u32 = 8192;
/// See [`MAX_SIDE`]'s table.
pub const MAX_READ_PIXELS: usize = 1 << 21;

/// Why a frame could not be read. Finding no code is not an error: it is an empty list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The buffer is not `width × height` bytes (or × 4 for RGBA).
    WrongLength { expected: u64, found: usize },
    /// A side over [`MAX_SIDE`].
    TooLarge { width: u32, height: u32 },
    /// rqrr panicked on this frame (0.11.0 still asserts on some degenerate perspectives, upstream issue 54).
    /// Caught where panics unwind (native); a wasm build with `panic = "abort"` traps instead.
    DecoderPanicked,
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::WrongLength { expected, found } => {
                write!(f, "the frame should be {expected} bytes, not {found}")
            }
            ReadError::TooLarge { width, height } => {
                write!(
                    f,
                    "a {width}x{height} frame is over {MAX_SIDE} pixels a side"
                )
            }
            ReadError::DecoderPanicked => write!(f, "the QR decoder failed on this frame"),
        }
    }
}

impl std::error::Error for ReadError {}

/// The texts of every QR code found in a grey frame (one byte a pixel, row-major, 0 black), each once, in the
/// order found. Codes whose text is not UTF-8 or whose error correction fails are left out.
pub fn read(luma: &[u8], width: u32, height: u32) -> Result<Vec<String>, ReadError> {
    check(luma.len(), width, height, 1)?;
    let (w, h) = (width as usize, height as usize);
    let factor = shrink_factor(w, h);
    if factor == 1 {
        return guarded(w, h, |x, y| luma[y * w + x]);
    }
    let (small, sw, sh) = box_shrink(luma, w, h, factor);
    guarded(sw, sh, |x, y| small[y * sw + x])
}

/// [`read`] on an RGBA frame (a canvas's `ImageData`), made grey with the Rec. 601 weights.
pub fn read_rgba(rgba: &[u8], width: u32, height: u32) -> Result<Vec<String>, ReadError> {
    check(rgba.len(), width, height, 4)?;
    let luma: Vec<u8> = rgba
        .chunks_exact(4)
        .map(|p| {
            ((306 * u32::from(p[0]) + 601 * u32::from(p[1]) + 117 * u32::from(p[2]) + 512) >> 10)
                as u8
        })
        .collect();
    read(&luma, width, height)
}

fn check(len: usize, width: u32, height: u32, channels: u64) -> Result<(), ReadError> {
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(ReadError::TooLarge { width, height });
    }
    let expected = u64::from(width) * u64::from(height) * channels;
    if len as u64 != expected {
        return Err(ReadError::WrongLength {
            expected,
            found: len,
        });
    }
    Ok(())
}

/// The smallest whole factor that brings the frame to at most [`MAX_READ_PIXELS`].
fn shrink_factor(w: usize, h: usize) -> usize {
    let mut factor = 1;
    while (w / factor) * (h / factor) > MAX_READ_PIXELS {
        factor += 1;
    }
    factor
}

/// The mean of each `factor × factor` block (the ragged right and bottom edges dropped).
fn box_shrink(luma: &[u8], w: usize, h: usize, factor: usize) -> (Vec<u8>, usize, usize) {
    let (sw, sh) = (w / factor, h / factor);
    let area = (factor * factor) as u32;
    let mut out = Vec::with_capacity(sw * sh);
    for by in 0..sh {
        for bx in 0..sw {
            let mut sum = 0u32;
            for y in by * factor..(by + 1) * factor {
                let row = &luma[y * w + bx * factor..y * w + (bx + 1) * factor];
                sum += row.iter().map(|&v| u32::from(v)).sum::<u32>();
            }
            out.push((sum / area) as u8);
        }
    }
    (out, sw, sh)
}

/// rqrr on a frame given pixel by pixel, its panics turned into an error.
fn guarded(
    w: usize,
    h: usize,
    pixel: impl Fn(usize, usize) -> u8,
) -> Result<Vec<String>, ReadError> {
    if w == 0 || h == 0 {
        return Ok(Vec::new());
    }
    catch_unwind(AssertUnwindSafe(|| {
        let mut prepared = rqrr::PreparedImage::prepare_from_greyscale(w, h, &pixel);
        let mut texts: Vec<String> = Vec::new();
        for grid in prepared.detect_grids() {
            if let Ok((_, text)) = grid.decode() {
                if !texts.contains(&text) {
                    texts.push(text);
                }
            }
        }
        texts
    }))
    .map_err(|_| ReadError::DecoderPanicked)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{encode, raster::to_luma};

    fn clean(text: &str, px_per_module: usize) -> (Vec<u8>, u32) {
        let (pixels, side) = to_luma(&encode(text).expect("fits"), px_per_module);
        (pixels, side as u32)
    }

    #[test]
    fn a_clean_code_reads_back() {
        // 173 base45 characters: the size of a 300-word answer on a 6x6 (version 6 at L).
        let text = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".repeat(4)[..173].to_owned();
        for px in [3, 4, 8] {
            let (pixels, side) = clean(&text, px);
            assert_eq!(
                read(&pixels, side, side),
                Ok(vec![text.clone()]),
                "{px} px a module"
            );
        }
    }

    #[test]
    fn two_codes_side_by_side_both_read() {
        let (a, side) = clean("ROUND ONE", 4);
        let (b, _) = clean("ROUND TWO", 4);
        let s = side as usize;
        let mut frame = Vec::with_capacity(2 * s * s);
        for y in 0..s {
            frame.extend_from_slice(&a[y * s..(y + 1) * s]);
            frame.extend_from_slice(&b[y * s..(y + 1) * s]);
        }
        let mut texts = read(&frame, 2 * side, side).expect("valid frame");
        texts.sort();
        assert_eq!(texts, ["ROUND ONE", "ROUND TWO"]);
    }

    #[test]
    fn rgba_reads_the_same() {
        let (pixels, side) = clean("HELLO 52", 4);
        let rgba: Vec<u8> = pixels.iter().flat_map(|&v| [v, v, v, 255]).collect();
        assert_eq!(
            read_rgba(&rgba, side, side),
            Ok(vec!["HELLO 52".to_owned()])
        );
    }

    #[test]
    fn a_wrong_length_is_an_error() {
        assert_eq!(
            read(&[0; 10], 4, 4),
            Err(ReadError::WrongLength {
                expected: 16,
                found: 10
            })
        );
        assert_eq!(
            read_rgba(&[0; 16], 4, 4),
            Err(ReadError::WrongLength {
                expected: 64,
                found: 16
            })
        );
        // The product overflows 32 bits; still a plain error.
        assert!(matches!(
            read(&[], 8192, 8192),
            Err(ReadError::WrongLength { .. })
        ));
    }

    #[test]
    fn a_side_over_the_bound_is_refused_before_the_buffer_is_read() {
        assert_eq!(
            read(&[], 100_000, 1),
            Err(ReadError::TooLarge {
                width: 100_000,
                height: 1
            })
        );
    }

    #[test]
    fn a_large_frame_is_shrunk_and_still_reads() {
        // 2400x1200 (2.9 MP) of 24 px modules: shrunk by 2 to 1200x600.
        let (code, side) = clean("BIG FRAME", 24);
        let (w, h) = (2400usize, 1200usize);
        let s = side as usize;
        assert!(s <= h);
        let mut frame = vec![255u8; w * h];
        for y in 0..s {
            frame[y * w..y * w + s].copy_from_slice(&code[y * s..(y + 1) * s]);
        }
        assert_eq!(shrink_factor(w, h), 2);
        assert_eq!(
            read(&frame, w as u32, h as u32),
            Ok(vec!["BIG FRAME".to_owned()])
        );
    }

    #[test]
    fn blank_tiny_and_garbage_frames_give_nothing() {
        assert_eq!(read(&[], 0, 0), Ok(vec![]));
        assert_eq!(read(&[], 0, 480), Ok(vec![]));
        assert_eq!(read(&[7], 1, 1), Ok(vec![]));
        assert_eq!(read(&[255; 640 * 480], 640, 480), Ok(vec![]));
        assert_eq!(read(&[0; 640 * 480], 640, 480), Ok(vec![]));
        // Seeded noise and stripes: no code, and no panic (a caught one would be an error here).
        let mut state = 52u64;
        let noise: Vec<u8> = (0..320 * 240)
            .map(|_| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1);
                (state >> 56) as u8
            })
            .collect();
        assert_eq!(read(&noise, 320, 240), Ok(vec![]));
        let stripes: Vec<u8> = (0..320 * 240)
            .map(|i| if (i % 320) / 3 % 2 == 0 { 0 } else { 255 })
            .collect();
        assert_eq!(read(&stripes, 320, 240), Ok(vec![]));
    }

    #[test]
    fn a_code_cut_in_half_gives_nothing() {
        let (pixels, side) = clean("HALF A CODE", 4);
        let half = &pixels[..(side as usize / 2) * side as usize];
        assert_eq!(read(half, side, side / 2), Ok(vec![]));
    }
}
