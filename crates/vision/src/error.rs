//! The errors a photo can give, each with a message a person holding the camera can act on.

use std::fmt;

use boggle_board::{Localized, Message};

/// Why a photo could not be turned into a board.
#[derive(Debug, Clone, PartialEq)]
pub enum VisionError {
    /// The bytes are not a JPEG or PNG we can decode (wrong format, truncated, corrupt).
    NotAnImage(String),
    /// The image is smaller than `min` pixels on a side.
    TooSmall { width: u32, height: u32, min: u32 },
    /// The image has more than `max_pixels` pixels; it is refused before decoding.
    TooLarge {
        width: u32,
        height: u32,
        max_pixels: u64,
    },
    /// Canvas pixels whose length does not match `width * height * 4`.
    BadPixelBuffer { expected: usize, got: usize },
    /// Nothing in the photo looks like a grid of dice.
    NoBoard,
    /// `found` dice were seen in a grid, but not a whole board: the rest are covered or outside the photo.
    DiceHidden { found: usize },
    /// Dice were seen, their edges too blurred to read them.
    TooBlurry,
    /// The photo is too dark to tell dice from the tray.
    TooDark,
    /// Dice were seen, too small to read: the board is too far away.
    TooFar,
    /// The letter classifier itself failed.
    Reader(String),
    /// Corners a person marked that make no board: not four corners of a quadrilateral, or a size outside
    /// 2x2..8x8.
    BadCorners,
    /// Corners a person marked that put no die inside the `width` x `height` photo.
    CornersOutside { width: u32, height: u32 },
    /// The search for the board ran out of its time budget before finding one (a fine texture such as a
    /// patterned cloth or a checkerboard gives the detector thousands of blobs).
    TookTooLong,
}

impl fmt::Display for VisionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VisionError::NotAnImage(why) => write!(f, "not a photo we can read ({why})"),
            VisionError::TooSmall { width, height, min } => {
                write!(f, "photo is too small ({width}x{height}); it needs at least {min} pixels a side")
            }
            VisionError::TooLarge { width, height, max_pixels } => write!(
                f,
                "photo is too large ({width}x{height}, {} megapixels); the most is {} megapixels",
                megapixels(u64::from(*width) * u64::from(*height)),
                megapixels(*max_pixels)
            ),
            VisionError::BadPixelBuffer { expected, got } => {
                write!(f, "pixel buffer has {got} bytes; width x height x 4 is {expected}")
            }
            VisionError::NoBoard => write!(f, "no board found"),
            VisionError::DiceHidden { found } => write!(
                f,
                "found {found} dice but not the whole board: part of it is covered or outside the picture"
            ),
            VisionError::TooBlurry => write!(f, "too blurry to read the dice"),
            VisionError::TooDark => write!(f, "too dark to see the dice"),
            VisionError::TooFar => write!(
                f,
                "the board is too far away to read its dice: move closer so it fills most of the picture"
            ),
            VisionError::Reader(why) => write!(f, "letter reader failed: {why}"),
            VisionError::BadCorners => write!(
                f,
                "the corners marked make no board: give the grid's four outer corners in order round it, \
                 and a size from 2x2 to 8x8"
            ),
            VisionError::CornersOutside { width, height } => write!(
                f,
                "the corners marked are outside the photo ({width}x{height}): no die of that board is on it; \
                 mark the grid's four outer corners on the photo"
            ),
            VisionError::TookTooLong => write!(
                f,
                "this photo took too long to read; retake it closer to the board, on a plainer background"
            ),
        }
    }
}

impl std::error::Error for VisionError {}

impl Localized for VisionError {
    fn message(&self) -> Message {
        match self {
            VisionError::NotAnImage(why) => {
                Message::new("photo-not-an-image").with("why", why.as_str())
            }
            VisionError::TooSmall { width, height, min } => Message::new("photo-too-small")
                .with("width", *width)
                .with("height", *height)
                .with("min", *min),
            VisionError::TooLarge {
                width,
                height,
                max_pixels,
            } => Message::new("photo-too-many-pixels")
                .with("width", *width)
                .with("height", *height)
                .with(
                    "megapixels",
                    megapixels(u64::from(*width) * u64::from(*height)),
                )
                .with("max", megapixels(*max_pixels)),
            VisionError::BadPixelBuffer { expected, got } => Message::new("photo-bad-pixels")
                .with("expected", *expected)
                .with("got", *got),
            VisionError::NoBoard => Message::new("photo-no-board"),
            VisionError::DiceHidden { found } => {
                Message::new("photo-dice-hidden").with("found", *found)
            }
            VisionError::TooBlurry => Message::new("photo-too-blurry"),
            VisionError::TooDark => Message::new("photo-too-dark"),
            VisionError::TooFar => Message::new("photo-too-far"),
            VisionError::Reader(why) => {
                Message::new("photo-reader-failed").with("why", why.as_str())
            }
            VisionError::BadCorners => Message::new("photo-bad-corners"),
            VisionError::CornersOutside { width, height } => Message::new("photo-corners-outside")
                .with("width", *width)
                .with("height", *height),
            VisionError::TookTooLong => Message::new("photo-took-too-long"),
        }
    }
}

/// Pixels in whole megapixels, rounded as the English says them.
fn megapixels(pixels: u64) -> u64 {
    (pixels + 500_000) / 1_000_000
}
