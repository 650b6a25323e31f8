//! The photo and its rasters: JPEG/PNG bytes (EXIF orientation honoured) or RGBA canvas pixels -> an RGB `Photo`, with
//! size checks made from the header before any large allocation (`boggle-picture-header`'s sniffer, the one the
//! CLI and the web worker ask before anything is decoded), and the box downscale used for detection.

use std::io::Cursor;

use image::{DynamicImage, ImageDecoder, ImageReader, Limits, RgbImage};

use crate::error::VisionError;

pub use boggle_picture_header::{PhotoHeader, PictureFormat, HEADER_BYTES};

/// Images with fewer pixels than this on a side are refused: no board can be read from them.
pub const MIN_SIDE: u32 = 32;
/// Images with more pixels than this are refused from their header, before decoding. Phones take 12-50 MP,
/// a few 108 MP in their full-resolution modes; the web worker shrinks pictures before they reach Rust.
pub const MAX_PIXELS: u64 = 120_000_000;
/// What a photo file may hold besides its pixels: EXIF with its thumbnail, ICC profiles, XMP, a phone's motion clip.
pub const METADATA_BYTES: u64 = 16 << 20;

/// The most bytes a photo file of `header`'s size can reasonably hold, and so the most the CLI reads of one: 4 bytes
/// a pixel (a PNG of RGBA noise, which does not compress; a camera's JPEG takes under one) plus `METADATA_BYTES`.
/// At `MAX_PIXELS` that is 496 MB; a 12 MP photo, 64 MB.
pub fn max_file_bytes(header: &PhotoHeader) -> u64 {
    header.pixels() * 4 + METADATA_BYTES
}

/// The header in `prefix` (a file's first bytes): `Ok(None)` while `prefix` is too short to tell.
pub fn sniff(prefix: &[u8]) -> Result<Option<PhotoHeader>, VisionError> {
    boggle_picture_header::sniff(prefix).map_err(|why| VisionError::NotAnImage(why.0))
}

/// Refuses a picture `Photo::decode` cannot decode (the browser decodes the others where it can).
pub fn check_decodable(header: &PhotoHeader) -> Result<(), VisionError> {
    if header.format.decoded_in_rust() {
        return Ok(());
    }
    Err(VisionError::NotAnImage(format!(
        "a {} file; JPEG and PNG are read here",
        header.format.name()
    )))
}

/// The size of the picture in `bytes` (a whole file) from its header alone, checked against `MIN_SIDE` and
/// `MAX_PIXELS`: what the web worker asks before the browser decodes a photo, so a 20000 x 20000 PNG of 400 KB is
/// refused with the message the CLI gives instead of taking gigabytes.
pub fn photo_size(bytes: &[u8]) -> Result<PhotoHeader, VisionError> {
    let header = sniff(bytes)?.ok_or_else(|| {
        VisionError::NotAnImage(if bytes.is_empty() {
            "the file is empty".into()
        } else {
            "the file ends before its header does".into()
        })
    })?;
    check_size(header.width, header.height)?;
    Ok(header)
}

/// A photo of a board, as RGB pixels upright (EXIF orientation already applied).
#[derive(Debug, Clone)]
pub struct Photo {
    rgb: RgbImage,
}

impl Photo {
    /// Decodes JPEG or PNG bytes, honouring the EXIF orientation.
    pub fn decode(bytes: &[u8]) -> Result<Photo, VisionError> {
        check_decodable(&photo_size(bytes)?)?;
        let reader = ImageReader::new(Cursor::new(bytes))
            .with_guessed_format()
            .map_err(not_an_image)?;
        if reader.format().is_none() {
            return Err(VisionError::NotAnImage("not a JPEG or PNG file".into()));
        }
        let mut decoder = reader.into_decoder().map_err(not_an_image)?;
        let (width, height) = decoder.dimensions();
        check_size(width, height)?;
        // The decoder may need a little more than the output buffer (e.g. an RGBA PNG before conversion).
        let mut limits = Limits::default();
        limits.max_image_width = Some(width);
        limits.max_image_height = Some(height);
        limits.max_alloc = Some(u64::from(width) * u64::from(height) * 8 + (1 << 20));
        decoder.set_limits(limits).map_err(not_an_image)?;
        // A photo with an unreadable EXIF block is still a photo: treat it as upright.
        let orientation = decoder
            .orientation()
            .unwrap_or(image::metadata::Orientation::NoTransforms);
        let mut image = DynamicImage::from_decoder(decoder)
            .map_err(|e| not_an_image(format!("truncated or corrupt image: {e}")))?;
        image.apply_orientation(orientation);
        Ok(Photo {
            rgb: image.into_rgb8(),
        })
    }

    /// Wraps RGBA pixels from a canvas (`width * height * 4` bytes, alpha ignored).
    pub fn from_rgba(width: u32, height: u32, rgba: &[u8]) -> Result<Photo, VisionError> {
        check_size(width, height)?;
        let expected = width as usize * height as usize * 4;
        if rgba.len() != expected {
            return Err(VisionError::BadPixelBuffer {
                expected,
                got: rgba.len(),
            });
        }
        let rgb: Vec<u8> = rgba
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect();
        RgbImage::from_raw(width, height, rgb)
            .map(|rgb| Photo { rgb })
            .ok_or(VisionError::BadPixelBuffer {
                expected,
                got: rgba.len(),
            })
    }

    /// Wraps an RGB image already in memory (size checks as for `decode`).
    pub fn from_rgb(rgb: RgbImage) -> Result<Photo, VisionError> {
        check_size(rgb.width(), rgb.height())?;
        Ok(Photo { rgb })
    }

    /// The pixels.
    pub fn rgb(&self) -> &RgbImage {
        &self.rgb
    }

    pub fn width(&self) -> u32 {
        self.rgb.width()
    }

    pub fn height(&self) -> u32 {
        self.rgb.height()
    }
}

/// The decoder's reason, on one line: its messages can end in a newline or quote the file's own bytes,
/// which would break the CLI's error line (found by `cargo xtask fuzz`, target `photo`).
fn not_an_image(reason: impl std::fmt::Display) -> VisionError {
    VisionError::NotAnImage(boggle_board::excerpt(reason.to_string().trim()))
}

/// Refuses a picture too small to hold a board or larger than `MAX_PIXELS`.
pub fn check_size(width: u32, height: u32) -> Result<(), VisionError> {
    if width < MIN_SIDE || height < MIN_SIDE {
        return Err(VisionError::TooSmall {
            width,
            height,
            min: MIN_SIDE,
        });
    }
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(VisionError::TooLarge {
            width,
            height,
            max_pixels: MAX_PIXELS,
        });
    }
    Ok(())
}

/// The integer factor that brings the long side of a `width x height` image to at most `max_side`.
pub fn downscale_factor(width: u32, height: u32, max_side: u32) -> u32 {
    width.max(height).div_ceil(max_side.max(1)).max(1)
}

/// Averages `factor x factor` blocks (a box filter, exact and fast; partial blocks at the edges are dropped).
/// Output pixel `(x, y)` covers input `[factor x, factor (x + 1)]`, so coordinates scale by `factor`.
pub fn downscale(rgb: &RgbImage, factor: u32) -> RgbImage {
    if factor <= 1 {
        return rgb.clone();
    }
    downscale_region(rgb, (0, 0), (rgb.width(), rgb.height()), factor)
}

/// Like `downscale`, over the region of `rgb` with top-left `origin` and size `size` (clamped to the image):
/// output pixel `(x, y)` covers input `[origin.0 + factor x, origin.0 + factor (x + 1)]`, likewise `y`.
pub fn downscale_region(
    rgb: &RgbImage,
    origin: (u32, u32),
    size: (u32, u32),
    factor: u32,
) -> RgbImage {
    let factor = factor.max(1);
    let (ox0, oy0) = (
        origin.0.min(rgb.width().saturating_sub(1)),
        origin.1.min(rgb.height().saturating_sub(1)),
    );
    let (rw, rh) = (
        size.0.min(rgb.width() - ox0),
        size.1.min(rgb.height() - oy0),
    );
    let (w, h) = ((rw / factor).max(1), (rh / factor).max(1));
    let src = rgb.as_raw();
    let stride = rgb.width() as usize * 3;
    let f = factor as usize;
    let (ox0, oy0) = (ox0 as usize, oy0 as usize);
    let mut out = vec![0u8; w as usize * h as usize * 3];
    let mut acc = vec![0u32; w as usize * 3];
    let div = (f * f) as u32;
    for oy in 0..h as usize {
        acc.iter_mut().for_each(|a| *a = 0);
        for y in oy0 + oy * f..(oy0 + (oy + 1) * f).min(rgb.height() as usize) {
            let row = &src[y * stride + ox0 * 3..y * stride + stride];
            for (ox, a) in acc.chunks_exact_mut(3).enumerate() {
                let start = ox * f * 3;
                let end = (start + f * 3).min(row.len());
                for px in row[start..end].chunks_exact(3) {
                    a[0] += u32::from(px[0]);
                    a[1] += u32::from(px[1]);
                    a[2] += u32::from(px[2]);
                }
            }
        }
        let o = &mut out[oy * w as usize * 3..(oy + 1) * w as usize * 3];
        for (v, a) in o.iter_mut().zip(&acc) {
            *v = ((a + div / 2) / div) as u8;
        }
    }
    RgbImage::from_raw(w, h, out).unwrap_or_else(|| RgbImage::new(w, h))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png_bytes(img: &RgbImage) -> Vec<u8> {
        let mut out = Vec::new();
        img.write_to(&mut Cursor::new(&mut out), image::ImageFormat::Png)
            .unwrap();
        out
    }

    fn jpeg_bytes(img: &RgbImage) -> Vec<u8> {
        let mut out = Vec::new();
        img.write_to(&mut Cursor::new(&mut out), image::ImageFormat::Jpeg)
            .unwrap();
        out
    }

    #[test]
    fn text_named_jpg_is_not_an_image() {
        let err = Photo::decode(b"hello, this is a text file named board.jpg\n").unwrap_err();
        assert!(matches!(err, VisionError::NotAnImage(_)), "{err}");
        assert!(matches!(
            Photo::decode(&[]).unwrap_err(),
            VisionError::NotAnImage(_)
        ));
    }

    #[test]
    fn truncated_jpeg_is_an_error_or_a_partial_photo() {
        let img = RgbImage::from_fn(200, 150, |x, y| {
            image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])
        });
        let bytes = jpeg_bytes(&img);
        for cut in [2, 20, 200, bytes.len() / 2] {
            // Either a clear error, or (decoders may pad a cut-off scan) a photo of the right size: never a panic.
            match Photo::decode(&bytes[..cut]) {
                Err(e) => assert!(matches!(e, VisionError::NotAnImage(_)), "{e}"),
                Ok(p) => assert_eq!((p.width(), p.height()), (200, 150)),
            }
        }
    }

    #[test]
    fn a_corrupt_jpeg_gets_a_message_on_one_line() {
        // Saved by `cargo xtask fuzz` (target `photo`): a mutated JPEG whose decoder message ended in "\n".
        let bytes = include_bytes!(
            "../../../fuzz/artifacts/photo/crash-d4391256541cb27dbab8f21f331ec94e61b6d681"
        );
        let message = Photo::decode(bytes).unwrap_err().to_string();
        assert!(!message.contains(char::is_control), "{message:?}");
    }

    #[test]
    fn one_pixel_image_is_too_small() {
        let bytes = png_bytes(&RgbImage::new(1, 1));
        let err = Photo::decode(&bytes).unwrap_err();
        assert_eq!(
            err,
            VisionError::TooSmall {
                width: 1,
                height: 1,
                min: MIN_SIDE
            }
        );
        assert!(err.to_string().contains("too small"));
        assert!(matches!(
            Photo::from_rgba(1, 1, &[0, 0, 0, 255]),
            Err(VisionError::TooSmall { .. })
        ));
    }

    #[test]
    fn huge_png_is_refused_from_its_header() {
        // A PNG header claiming 15000 x 10000 (150 MP) followed by a token IDAT: refused before any allocation.
        let mut bytes = png_bytes(&RgbImage::new(40, 40));
        bytes[16..20].copy_from_slice(&15_000u32.to_be_bytes());
        bytes[20..24].copy_from_slice(&10_000u32.to_be_bytes());
        // Fix the IHDR CRC so the decoder reaches the size check.
        let crc = crc32(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
        let err = Photo::decode(&bytes).unwrap_err();
        assert!(
            matches!(
                err,
                VisionError::TooLarge {
                    width: 15_000,
                    height: 10_000,
                    ..
                }
            ),
            "{err}"
        );
        assert!(err.to_string().contains("too large"));
    }

    fn crc32(data: &[u8]) -> u32 {
        let mut crc = 0xffff_ffffu32;
        for &b in data {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 != 0 {
                    (crc >> 1) ^ 0xedb8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    #[test]
    fn rgba_buffer_length_is_checked() {
        let err = Photo::from_rgba(40, 40, &[0; 100]).unwrap_err();
        assert_eq!(
            err,
            VisionError::BadPixelBuffer {
                expected: 6400,
                got: 100
            }
        );
        let p = Photo::from_rgba(40, 40, &[7; 6400]).unwrap();
        assert_eq!(p.rgb().get_pixel(3, 3).0, [7, 7, 7]);
    }

    #[test]
    fn png_round_trip_and_downscale() {
        let img = RgbImage::from_fn(64, 48, |x, _| {
            image::Rgb([if x < 32 { 0 } else { 200 }, 10, 20])
        });
        let p = Photo::decode(&png_bytes(&img)).unwrap();
        assert_eq!(p.rgb(), &img);
        let small = downscale(p.rgb(), 4);
        assert_eq!(small.dimensions(), (16, 12));
        assert_eq!(small.get_pixel(0, 0).0, [0, 10, 20]);
        assert_eq!(small.get_pixel(15, 11).0, [200, 10, 20]);
        assert_eq!(downscale_factor(4032, 3024, 1000), 5);
        assert_eq!(downscale_factor(416, 416, 1000), 1);
    }
}
