//! `cargo xtask test`: everything CI checks, in the order that fails fastest.

use std::path::PathBuf;
use std::time::Instant;

use crate::process::{cargo, root, run_in, shared, Result};
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

    step("front-end types (tsc -p www)");
    // After the build: it leaves the wasm glue's declarations and the catalog in target/www-types.
    // TypeScript is pinned with the browser tests' packages.
    let tests = root().join("www/tests");
    setup::npm_packages(&tests)?;
    run_in(
        &root(),
        "node",
        &["www/tests/node_modules/typescript/bin/tsc", "-p", "www"],
        &[],
    )?;

    step("browser tests");
    // Built by `cargo test` above for the CLI's integration tests. A separate `cargo build` of the
    // CLI would resolve other features and compile tract a second time.
    let cli = root().join("target/debug/boggle");
    if !cli.is_file() {
        return Err(format!("{} is missing after `cargo test`", cli.display()));
    }
    browser_tests(site, &[], None)?;
    let cli = cli.to_string_lossy();

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

/// `cargo xtask test-web [FILE…] [--grep PATTERN]`: the site built where stale, and the browser
/// tests FILE (`www/tests/NAME.test.mjs`, or NAME) run against it, every one when none is named;
/// `--grep` keeps the tests whose name matches PATTERN (a regular expression, Node's
/// `--test-name-pattern`).
pub fn web(names: &[String], grep: Option<&str>) -> Result {
    let files = names
        .iter()
        .map(|name| test_file(name))
        .collect::<Result<Vec<_>>>()?;
    setup::node_and_npm()?;
    browser_tests(site::build()?, &files, grep)
}

/// `www/tests/x.test.mjs`, `x.test.mjs` or `x` as the file's name in `www/tests/`.
fn test_file(arg: &str) -> Result<String> {
    let name = arg.rsplit('/').next().unwrap_or(arg);
    let name = if name.ends_with(".mjs") {
        name.to_string()
    } else {
        format!("{name}.test.mjs")
    };
    if root().join("www/tests").join(&name).is_file() {
        Ok(name)
    } else {
        Err(format!("no browser test www/tests/{name} (from '{arg}')"))
    }
}

/// The browser tests of `www/tests/` (`files`, or all) against `site`, served on 127.0.0.1, and
/// a second copy of it that the update test rewrites as a new build would. The CLI built by
/// `cargo test` gives the expected words where it exists (else the tests use their known board).
fn browser_tests(site: PathBuf, files: &[String], grep: Option<&str>) -> Result {
    setup::chromium()?;
    let tests = root().join("www/tests");
    setup::npm_packages(&tests)?;
    let next = root().join("target/site-next");
    site::copy_fresh(&site, &next)?;
    let next_url = serve::spawn(next.clone())?;
    let url = serve::spawn(site)?;
    let pattern = grep.map(|p| format!("--test-name-pattern={p}"));
    let mut args = vec!["--test", "--test-reporter=spec"];
    args.extend(pattern.as_deref());
    args.extend(files.iter().map(String::as_str));
    let next_site = next.to_string_lossy();
    let shared = shared().to_string_lossy().into_owned();
    let cli = root().join("target/debug/boggle");
    let cli = cli.to_string_lossy();
    let mut env = vec![
        ("BOGGLE_URL", url.as_str()),
        ("BOGGLE_NEXT_URL", &next_url),
        ("BOGGLE_NEXT_SITE", &next_site),
        ("BOGGLE_SHARED", &shared),
    ];
    if root().join("target/debug/boggle").is_file() {
        env.push(("BOGGLE_CLI", &cli));
    }
    run_in(&tests, "node", &args, &env)
}
