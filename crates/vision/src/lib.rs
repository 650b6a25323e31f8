//! Photo of a Boggle board -> lattice of die cells and rectified tile crops, ready for a letter classifier.
//!
//! The stages, one module each, are plain functions over image buffers with typed intermediates:
//! `decode` (bytes or canvas pixels -> `Photo`), `threshold` (die-coloured pixels), `candidates` (die-shaped
//! blobs), `lattice` (the grid as a projective lattice, its size and the dice the blobs missed), `perspective`
//! (homographies), `crops` (each die rectified into a square grayscale `TileCrop`), `debug` (pictures of each
//! stage) and `recognition` (the public entry point that runs a `LetterReader` over the crops); `synthetic`
//! renders board photos with known answers for tests and benchmarks.
//!
//! Architecture invariant: this crate does no file I/O, starts no threads and reads no clock, so it builds and
//! behaves the same on `wasm32-unknown-unknown`. It knows nothing about the classifier's implementation: that
//! sits behind the `LetterReader` trait.

pub mod candidates;
pub mod crops;
pub mod debug;
pub mod decode;
pub mod error;
pub mod eval;
pub mod lattice;
pub mod perspective;
pub mod recognition;
pub mod synthetic;
pub mod threshold;

pub use crops::{crop_tiles, CropSpec, TileCrop};
pub use decode::Photo;
pub use error::VisionError;
pub use lattice::{find_lattice, Lattice, Quad};
pub use perspective::{Homography, Point};
pub use recognition::{board_text, recognize, LetterReader, Reading, Recognition, RecognizedTile};
