//! `cargo xtask`: the project's two front doors, in Rust rather than shell scripts.
//!
//! - `cargo xtask serve [--port 8080]` builds the web app into `target/site/` and serves it.
//! - `cargo xtask test` runs every check: fmt, clippy, all tests, the wasm32 builds, and the
//!   browser tests against the served app. `.ci/run` calls exactly this.
//!
//! Each installs what it lacks (the wasm32 target, Chromium, npm packages) on a fresh machine.

use std::path::PathBuf;
use std::process::ExitCode;

mod bench;
mod bench_words;
mod catalog;
mod files;
mod fuzz;
mod house;
mod hunspell;
mod npm;
mod pins;
mod process;
mod publish;
mod scripts;
mod serve;
mod setup;
mod site;
mod stand_in_dice;
mod styles;
mod test;
mod vendor;
mod words;

use process::{cargo, Result};

const USAGE: &str = "usage: cargo xtask <command>

commands:
  serve [--port N] [--built DIR]
                     build the web app into target/site/ and serve it on 127.0.0.1 (default port 8080);
                     --built serves a copy built before instead (a checkout shared by several people)
  build-site         only build target/site/
  test               every check and test of the project (what CI runs)
  test-web [FILE...] [--grep PATTERN]
                     the browser tests FILE of www/tests (NAME or NAME.test.mjs; all when none) against the
                     site, built where stale; --grep keeps the tests whose name matches PATTERN
  bench-wasm         solver throughput compiled to wasm (under node) against native
  bench-web          the web app in headless Chromium: first-load bytes, worker start, solve and
                     typing times, second load from the service worker
  lighthouse [RUNS]  Lighthouse's mobile audit of the web app (performance, layout shift, accessibility),
                     RUNS times (default 5), each run and the medians
  eval KIND [ARGS]   the photo pipeline's evaluations on the labelled photos (release build):
                     photos (cross-validation by board), die-size, failures, advice, held-out,
                     quads OUT.tsv, textures, doubt-features, golden; `eval KIND --help` lists a
                     kind's options
  npm                the solver's npm package (boggle-wasm) into target/npm/, packed, installed in a
                     temporary folder and tested in Node and Chromium (also part of `test`)
  publish-check      `cargo publish --dry-run` of every publishable crate (packages and builds each)
  bench-words [--coverage]
                     the dictionaries' and definitions' sizes and lookup time, the definitions' coverage
                     of the words on 1,000 random boards, and in Chromium switching dictionaries and a
                     definition from a tap; `--coverage`: the coverage alone
  word-lists         rewrite the committed English word lists (common, british) from their npm package,
                     and build the French, German and Spanish lists into target/words/ if stale
  stand-in-dice      rewrite crates/dice/src/stand_in.rs: dice for editions no source documents, from
                     the letter frequencies of the language's word list
  house              the sizes the house keeps to: lines of code a crate, files over 400 lines,
                     Python functions over 80, BENCHMARKS.md's length (fails on a limit missed)
  fuzz [--seconds N] [--target NAME] [--replay FILE]
                     the fuzz targets of fuzz/ (libFuzzer) for N seconds each (default 60): board text,
                     dictionary bytes and text, photos; failures go to fuzz/artifacts/; `--smoke` is the brief run `test` makes";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => serve_args(&args[1..]).and_then(|(port, built)| serve::run(port, built)),
        Some("build-site") => site::build().map(|_| ()),
        Some("test") => test::all(),
        Some("test-web") => test::web(&args[1..]),
        Some("bench-wasm") => bench::wasm_against_native(),
        Some("bench-web") => bench::web(),
        Some("lighthouse") => bench::lighthouse(args.get(1).map_or("5", String::as_str)),
        Some("eval") => eval(&args[1..]),
        Some("npm") => npm::check(&[]),
        Some("publish-check") => publish::check(),
        Some("word-lists") => words::regenerate(),
        Some("stand-in-dice") => stand_in_dice::run(),
        Some("bench-words") => bench_words::run(&args[1..]),
        Some("fuzz") => fuzz::run(&args[1..]),
        Some("house") => house::report(),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The test kit's `eval` program in release (tract is slow unoptimised), with `args` (`eval KIND …`).
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

/// `serve`'s port (default 8080) and the built site to serve, if not a fresh build.
fn serve_args(args: &[String]) -> Result<(u16, Option<PathBuf>)> {
    let (mut port, mut built) = (8080, None);
    for pair in args.chunks(2) {
        match pair {
            [flag, value] if flag == "--port" => {
                port = value.parse().map_err(|_| format!("bad port '{value}'"))?;
            }
            [flag, value] if flag == "--built" => built = Some(PathBuf::from(value)),
            _ => return Err(USAGE.to_string()),
        }
    }
    Ok((port, built))
}
