//! The photo pipeline's test kit, kept out of the product's API: synthetic board photos with known answers
//! (`synthetic`), the labelled real photos and their folds (`labelled`, the one parser of that data), comparing
//! readings with labels (`matching`), and the evaluation (`eval`, and the `eval` program that
//! `cargo xtask eval KIND` runs).
//!
//! Where the data is: `labelled::shared_dir()`, the one setting (`BOGGLE_SHARED`, default `../shared` beside
//! the repository, named in `.cargo/config.toml`).

pub mod choose;
pub mod degrade;
pub mod eval;
pub mod labelled;
pub mod matching;
pub mod synthetic;
