//! `cargo xtask test`: everything CI checks, in the order that fails fastest.

use std::time::Instant;

use crate::process::{cargo, root, run_in, Result};
use crate::{fuzz, npm, pins, serve, setup, site};

/// The pure crates, which must also build for the browser.
const PURE_CRATES: [&str; 4] = [
    "boggle-board",
    "boggle-lexicon",
    "boggle-solver",
    "boggle-dice",
];

pub fn all() -> Result {
    let start = Instant::now();
    let step = |name: &str| eprintln!("\n== {name} ({:.0}s)", start.elapsed().as_secs_f64());

    step("toolchain and pins");
    setup::node_and_npm()?;
    pins::check()?;

    step("format");
    cargo(&["fmt", "--all", "--", "--check"])?;
    // The fuzz targets are a workspace of their own (`cargo xtask fuzz` builds and runs them).
    cargo(&["fmt", "--manifest-path", "fuzz/Cargo.toml", "--", "--check"])?;

    step("clippy");
    cargo(&[
        "clippy",
        "--workspace",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ])?;

    step("unit and integration tests");
    cargo(&["test", "--workspace"])?;

    step("fuzz targets, briefly");
    // The failures kept replayed, and a few seconds each: a fuzz check that no longer matches the
    // product fails here, not in the next long `cargo xtask fuzz`.
    fuzz::smoke()?;

    step("wasm32 build of the pure crates");
    setup::wasm_target()?;
    let mut args = vec!["build", "--target", "wasm32-unknown-unknown"];
    for krate in PURE_CRATES {
        args.extend(["--package", krate]);
    }
    cargo(&args)?;

    step("web app build");
    let site = site::build()?;

    step("browser tests");
    setup::chromium()?;
    let tests = root().join("www/tests");
    setup::npm_packages(&tests)?;
    // A second copy of the site, which the update test rewrites as a new build would.
    let next = root().join("target/site-next");
    site::copy_fresh(&site, &next)?;
    let next_url = serve::spawn(next.clone())?;
    let url = serve::spawn(site)?;
    // Built by `cargo test` above for the CLI's integration tests. A separate `cargo build` of the
    // CLI would resolve other features and compile tract a second time.
    let cli = root().join("target/debug/boggle");
    if !cli.is_file() {
        return Err(format!("{} is missing after `cargo test`", cli.display()));
    }
    let cli = cli.to_string_lossy();
    run_in(
        &tests,
        "node",
        &["--test", "--test-reporter=spec"],
        &[
            ("BOGGLE_URL", &url),
            ("BOGGLE_CLI", &cli),
            ("BOGGLE_NEXT_URL", &next_url),
            ("BOGGLE_NEXT_SITE", &next.to_string_lossy()),
            ("BOGGLE_SHARED", &crate::process::shared().to_string_lossy()),
        ],
    )?;

    step("npm package and the README's examples");
    // Also built by `cargo test`: the README's Rust example.
    let solve_example = root().join("target/debug/examples/solve");
    if !solve_example.is_file() {
        return Err(format!(
            "{} is missing after `cargo test`",
            solve_example.display()
        ));
    }
    npm::check(&[
        ("BOGGLE_CLI", &cli),
        ("BOGGLE_SOLVE_EXAMPLE", &solve_example.to_string_lossy()),
    ])?;

    step("all checks passed");
    Ok(())
}
