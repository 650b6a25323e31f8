//! A code on a phone's screen as a second phone's camera sees it: the screen's pixel grid (whose sampling
//! makes moiré), the screen tilted away from the camera, a lamp's glare on its glass, focus blur, sensor noise,
//! and JPEG at the camera's quality. Deterministic: a view is a plain function of its parameters, so the QR
//! decoders are compared on the same frames (`eval qr-views`).

use image::codecs::jpeg::{JpegDecoder, JpegEncoder};
use image::{DynamicImage, GrayImage, ImageDecoder, Luma, Rgb, RgbImage};
use imageproc::geometric_transformations::{warp_into, Border, Interpolation, Projection};

use crate::degrade;

/// The camera frame: a phone's preview, 640x480.
pub const FRAME: (u32, u32) = (640, 480);
/// Screen pixels per module in the screen's own picture, before the camera sees it: a QR code of version 10
/// (57 modules and a quiet zone of 4) is 390 px wide, what a phone shows it at.
const SCREEN_PX_PER_MODULE: u32 = 6;
/// Every third row and column of screen pixels dims (the gaps of its subpixel grid): what aliases to moiré.
const GRID_PERIOD: u32 = 3;
/// How much darker the grid's gaps are, as a share of the lit pixel.
const GRID_DEPTH: f64 = 0.35;

/// How one view is taken. Every field is in the units a person would name.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScreenView {
    /// The screen's tilt away from the camera, in degrees (0: square on).
    pub tilt_degrees: f64,
    /// The direction the screen tilts in, in degrees around the view axis.
    pub tilt_axis_degrees: f64,
    /// The phone turned in the frame, in degrees.
    pub turn_degrees: f64,
    /// The code's width as a share of the frame's height (0.5: arm's length for a 6 cm code).
    pub size: f64,
    /// The focus blur's standard deviation, in frame pixels.
    pub blur_px: f64,
    /// Grey levels of glare added at its centre (0: none).
    pub glare: f64,
    /// Where the glare falls, as shares of the frame's width and height.
    pub glare_at: (f64, f64),
    /// The sensor's noise, in grey levels either way.
    pub noise: f64,
    /// The camera's JPEG quality.
    pub jpeg_quality: u8,
}

impl ScreenView {
    /// The `i`th of `n` views spread evenly over the ranges the issue names (tilt 0-40 degrees, blur 0.5-2 px,
    /// glare on most, JPEG 60), each parameter on its own low-discrepancy sequence so no two move together.
    pub fn spread(i: usize, n: usize) -> ScreenView {
        let i = i as f64;
        let even = |step: f64| (0.5 + i * step).fract();
        ScreenView {
            tilt_degrees: 40.0 * (i + 0.5) / n.max(1) as f64,
            tilt_axis_degrees: 360.0 * even(0.618_033_988_7),
            turn_degrees: -30.0 + 60.0 * even(0.414_213_562_4),
            size: 0.45 + 0.35 * even(0.732_050_807_6),
            blur_px: 0.5 + 1.5 * even(0.236_067_977_5),
            glare: if even(0.302_775_637_7) < 0.8 {
                40.0 + 100.0 * even(0.645_751_311_1)
            } else {
                0.0
            },
            glare_at: (
                0.2 + 0.6 * even(0.123_105_625_6),
                0.2 + 0.6 * even(0.872_983_346_2),
            ),
            noise: 4.0,
            jpeg_quality: 60,
        }
    }
}

/// The camera's frame of `code` (one pixel a module, dark modules 0, with its quiet zone) on a screen seen
/// as `view` says: a JPEG file's bytes.
pub fn screen_view_jpeg(code: &GrayImage, view: &ScreenView) -> Vec<u8> {
    let frame = camera_frame(&lit_screen(code), view);
    let mut bytes = Vec::new();
    let encoder = JpegEncoder::new_with_quality(&mut bytes, view.jpeg_quality);
    // Writing to a Vec cannot fail for an RGB image of this size.
    DynamicImage::ImageRgb8(frame)
        .write_with_encoder(encoder)
        .expect("JPEG into memory");
    bytes
}

/// The frame as the decoders get it: the JPEG decoded to grey (what a worker's camera frame becomes).
pub fn decode_grey(jpeg: &[u8]) -> image::ImageResult<GrayImage> {
    let decoder = JpegDecoder::new(std::io::Cursor::new(jpeg))?;
    let (w, h) = decoder.dimensions();
    let image = DynamicImage::from_decoder(decoder)?;
    Ok(GrayImage::from_raw(w, h, image.into_luma8().into_raw())
        .unwrap_or_else(|| GrayImage::new(w, h)))
}

/// The screen's own picture: the code enlarged to screen pixels, lit at 235 (a phone's white is not the
/// paper's) with its dark modules at 20, and the pixel grid's gaps dimmed.
fn lit_screen(code: &GrayImage) -> RgbImage {
    let (w, h) = code.dimensions();
    let scale = SCREEN_PX_PER_MODULE;
    RgbImage::from_fn(w * scale, h * scale, |x, y| {
        let Luma([module]) = *code.get_pixel(x / scale, y / scale);
        let lit = if module < 128 { 20.0 } else { 235.0 };
        let gap = x % GRID_PERIOD == 0 || y % GRID_PERIOD == 0;
        let v = if gap { lit * (1.0 - GRID_DEPTH) } else { lit };
        Rgb([v as u8, v as u8, (v * 1.02).min(255.0) as u8])
    })
}

/// The screen placed in the frame through a pinhole camera, on a dark bezel over a table, then blurred,
/// glared and noised.
fn camera_frame(screen: &RgbImage, view: &ScreenView) -> RgbImage {
    let (fw, fh) = (f64::from(FRAME.0), f64::from(FRAME.1));
    let table = Rgb([118, 96, 74]);
    let mut frame = RgbImage::from_pixel(FRAME.0, FRAME.1, table);
    let (sw, sh) = (f64::from(screen.width()), f64::from(screen.height()));
    let corners = projected_corners(view, sw / sh);
    // The bezel: the screen's quad grown by a tenth, black.
    let bezel = grown(&corners, 1.12);
    // Nearest sampling gives the one black pixel the square [-0.5, 0.5) about its centre.
    let bezel_projection = Projection::from_control_points(
        [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)],
        bezel.map(|(x, y)| (x as f32, y as f32)),
    );
    if let Some(p) = bezel_projection {
        let black = RgbImage::from_pixel(1, 1, Rgb([12, 12, 14]));
        let mut layer = frame.clone();
        warp_into(
            &black,
            p,
            Interpolation::Nearest,
            Border::Constant(table),
            &mut layer,
        );
        frame = layer;
    }
    let from = [(0.0, 0.0), (sw, 0.0), (sw, sh), (0.0, sh)].map(|(x, y)| (x as f32, y as f32));
    if let Some(p) =
        Projection::from_control_points(from, corners.map(|(x, y)| (x as f32, y as f32)))
    {
        let mut layer = RgbImage::from_pixel(FRAME.0, FRAME.1, Rgb([1, 2, 3]));
        warp_into(
            screen,
            p,
            Interpolation::Bilinear,
            Border::Constant(Rgb([1, 2, 3])),
            &mut layer,
        );
        for (out, px) in frame.pixels_mut().zip(layer.pixels()) {
            if px.0 != [1, 2, 3] {
                *out = *px;
            }
        }
    }
    let frame = degrade::blur(&frame, view.blur_px);
    let frame = if view.glare > 0.0 {
        let centre = (view.glare_at.0 * fw, view.glare_at.1 * fh);
        degrade::glare(&frame, centre, 0.12 * fh, view.glare)
    } else {
        frame
    };
    let seed = (view.tilt_degrees * 1000.0) as u64 ^ (view.turn_degrees.abs() * 7919.0) as u64;
    degrade::darken(&frame, 1.0, view.noise, seed)
}

/// Where the screen's four corners (clockwise from top left) fall in the frame: a rectangle of `aspect`
/// whose width is `size` of the frame's height, turned, tilted about an axis in its plane, and seen by a
/// pinhole camera of a phone's field of view (about 65 degrees across).
fn projected_corners(view: &ScreenView, aspect: f64) -> [(f64, f64); 4] {
    let (fw, fh) = (f64::from(FRAME.0), f64::from(FRAME.1));
    let focal = fw / (2.0 * (32.5_f64.to_radians()).tan());
    let distance = 1.0;
    // The code's width in the world so that, square on, it spans `size` of the frame's height.
    let half_w = view.size * fh / focal * distance / 2.0;
    let half_h = half_w / aspect;
    let (turn_sin, turn_cos) = view.turn_degrees.to_radians().sin_cos();
    let (axis_sin, axis_cos) = view.tilt_axis_degrees.to_radians().sin_cos();
    let tilt = view.tilt_degrees.to_radians();
    [
        (-half_w, -half_h),
        (half_w, -half_h),
        (half_w, half_h),
        (-half_w, half_h),
    ]
    .map(|(x, y)| {
        let (x, y) = (x * turn_cos - y * turn_sin, x * turn_sin + y * turn_cos);
        // Tilt about the in-plane axis (axis_cos, axis_sin): the part across the axis leans back.
        let along = x * axis_cos + y * axis_sin;
        let across = -x * axis_sin + y * axis_cos;
        let (across, depth) = (across * tilt.cos(), across * tilt.sin());
        let (x, y) = (
            along * axis_cos - across * axis_sin,
            along * axis_sin + across * axis_cos,
        );
        let z = distance + depth;
        (fw / 2.0 + focal * x / z, fh / 2.0 + focal * y / z)
    })
}

/// The quad scaled by `factor` about its centre.
fn grown(quad: &[(f64, f64); 4], factor: f64) -> [(f64, f64); 4] {
    let cx = quad.iter().map(|p| p.0).sum::<f64>() / 4.0;
    let cy = quad.iter().map(|p| p.1).sum::<f64>() / 4.0;
    quad.map(|(x, y)| (cx + (x - cx) * factor, cy + (y - cy) * factor))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checker_code() -> GrayImage {
        GrayImage::from_fn(29, 29, |x, y| {
            Luma([if (x / 3 + y / 3) % 2 == 0 { 0 } else { 255 }])
        })
    }

    #[test]
    fn a_view_is_a_frame_of_the_camera_s_size_and_the_same_each_time() {
        let view = ScreenView::spread(7, 200);
        let a = screen_view_jpeg(&checker_code(), &view);
        let b = screen_view_jpeg(&checker_code(), &view);
        assert_eq!(a, b);
        let grey = decode_grey(&a).expect("our own JPEG");
        assert_eq!(grey.dimensions(), FRAME);
    }

    #[test]
    fn the_spread_covers_the_named_ranges() {
        let views: Vec<ScreenView> = (0..200).map(|i| ScreenView::spread(i, 200)).collect();
        let tilts: Vec<f64> = views.iter().map(|v| v.tilt_degrees).collect();
        assert!(tilts.iter().all(|t| (0.0..=40.0).contains(t)));
        assert!(tilts[0] < 1.0 && tilts[199] > 39.0);
        assert!(views
            .iter()
            .all(|v| (0.5..=2.0).contains(&v.blur_px) && v.jpeg_quality == 60));
        let glared = views.iter().filter(|v| v.glare > 0.0).count();
        assert!((120..=180).contains(&glared), "{glared} of 200 with glare");
    }

    #[test]
    fn square_on_the_code_sits_in_the_middle_at_its_size() {
        let view = ScreenView {
            tilt_degrees: 0.0,
            turn_degrees: 0.0,
            size: 0.5,
            ..ScreenView::spread(0, 1)
        };
        let [a, b, c, _] = projected_corners(&view, 1.0);
        assert!(((b.0 - a.0) - 240.0).abs() < 1e-6, "{a:?} {b:?}");
        assert!(
            ((a.0 + c.0) / 2.0 - 320.0).abs() < 1e-6 && ((a.1 + c.1) / 2.0 - 240.0).abs() < 1e-6
        );
    }

    #[test]
    fn tilted_the_far_edge_is_shorter() {
        let view = ScreenView {
            tilt_degrees: 40.0,
            tilt_axis_degrees: 0.0,
            turn_degrees: 0.0,
            ..ScreenView::spread(0, 1)
        };
        let [a, b, c, d] = projected_corners(&view, 1.0);
        let top = b.0 - a.0;
        let bottom = c.0 - d.0;
        assert!(bottom < top * 0.9, "top {top}, bottom {bottom}");
    }
}
