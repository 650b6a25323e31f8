//! QR codes for the game-night codes (issue 52): `encode` draws a code's text with Nayuki's `qrcodegen`
//! (a kept, dependency-free encoder), `read` finds and reads the codes in a camera frame with `rqrr`. The text
//! is base45 from `boggle-round`, so it goes in alphanumeric mode.

mod decode;
mod encode;
pub mod raster;

pub use decode::{read, read_rgba, ReadError, MAX_READ_PIXELS, MAX_SIDE};
pub use encode::{encode, QrCode, QrError};
