//! QR codes for the game-night codes (issue 52): `encode` draws a code's text with Nayuki's `qrcodegen`
//! (a kept, dependency-free encoder). The text is base45 from `boggle-round`, so it goes in alphanumeric mode.

mod encode;

pub use encode::{encode, QrCode, QrError};
