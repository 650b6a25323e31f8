//! Benchmarks that need more than the CLI: `cargo xtask bench-wasm`, the solver compiled to wasm
//! (run under node) against the same solver native, on the reference boards, alternating the two
//! so machine noise hits both alike; `cargo xtask bench-web`, the web app's figures in Chromium;
//! `cargo xtask lighthouse`, Lighthouse's mobile audit of the served app.

use std::process::Command;

use crate::process::{cargo, root, run_in, Result};
use crate::{serve, setup, site};

/// Builds and serves the site and runs `www/tests/bench.mjs` against it in headless Chromium.
pub fn web() -> Result {
    let site = site::build()?;
    setup::chromium()?;
    let tests = root().join("www/tests");
    setup::npm_packages(&tests)?;
    let url = serve::spawn(site)?;
    let data = crate::process::shared().join("data/solver");
    run_in(
        &tests,
        "node",
        &["bench.mjs"],
        &[
            ("BOGGLE_URL", &url),
            ("BOGGLE_DATA", &data.to_string_lossy()),
        ],
    )
}

/// Builds and serves the site and runs Lighthouse (`www/tests/lighthouse/`, its own npm packages)
/// `runs` times against it, printing each run and the medians.
pub fn lighthouse(runs: &str) -> Result {
    runs.parse::<u32>()
        .ok()
        .filter(|n| (1..=50).contains(n))
        .ok_or_else(|| format!("lighthouse: {runs} is not a number of runs from 1 to 50"))?;
    let site = site::build()?;
    setup::chromium()?;
    let dir = root().join("www/tests/lighthouse");
    setup::npm_packages(&dir)?;
    let url = serve::spawn(site)?;
    run_in(&dir, "node", &["run.mjs", runs], &[("BOGGLE_URL", &url)])
}

const SCRIPT: &str = r#"
import { readFileSync } from 'node:fs';
import { initSync, Engine } from './site/pkg/boggle_web.js';
initSync({ module: readFileSync(new URL('./site/pkg/boggle_web_bg.wasm', import.meta.url)) });
const engine = new Engine(readFileSync(new URL('./site/dict/enable2k.lex', import.meta.url)));
for (const file of process.argv.slice(2)) {
  const rate = engine.throughput(readFileSync(file, 'utf8').trim(), 5);
  console.log(`${file}\t${rate}`);
}
"#;

pub fn wasm_against_native() -> Result {
    // The solver and dictionary live in the build's folder, `site/v/<build>/`.
    let app = site::app_dir(&site::build()?)?;
    cargo(&["build", "--release", "--package", "boggle-cli"])?;
    let script = root().join("target/bench-wasm.mjs");
    let app = app
        .strip_prefix(root().join("target"))
        .map_err(|e| e.to_string())?;
    let source = SCRIPT.replace("./site/", &format!("./{}/", app.to_string_lossy()));
    std::fs::write(&script, source).map_err(|e| e.to_string())?;
    let data = crate::process::shared().join("data/solver");
    let files: Vec<String> = ["boards4.txt", "boards5.txt"]
        .iter()
        .map(|f| data.join(f).to_string_lossy().into_owned())
        .collect();
    let mut ratios: Vec<Vec<f64>> = vec![Vec::new(); files.len()];
    for round in 0..3 {
        let wasm = output(
            "node",
            &[
                &[script.to_string_lossy().as_ref()],
                &files.iter().map(String::as_str).collect::<Vec<_>>()[..],
            ]
            .concat(),
        )?;
        let native = output(
            &root().join("target/release/boggle").to_string_lossy(),
            &["bench", "--rounds", "5"],
        )?;
        let native_rates: Vec<f64> = native
            .lines()
            .filter(|l| l.trim_start().starts_with("solver (counts)"))
            .filter_map(|l| l.split_whitespace().nth(2).and_then(|n| n.parse().ok()))
            .collect();
        for (i, line) in wasm.lines().enumerate() {
            let rate: f64 = line
                .split('\t')
                .nth(1)
                .and_then(|n| n.parse().ok())
                .ok_or("bad node output")?;
            let native = *native_rates.get(i).ok_or("bad bench output")?;
            println!("round {round}: {:<12} wasm {rate:>8.0} boards/s   native {native:>8.0} boards/s   native/wasm {:.2}x", files[i].rsplit('/').next().unwrap_or(""), native / rate);
            ratios[i].push(native / rate);
        }
    }
    for (file, mut r) in files.iter().zip(ratios) {
        r.sort_by(f64::total_cmp);
        println!(
            "{}: wasm runs at 1/{:.2} of native speed (median of 3 rounds)",
            file.rsplit('/').next().unwrap_or(""),
            r[r.len() / 2]
        );
    }
    Ok(())
}

fn output(program: &str, args: &[&str]) -> Result<String> {
    let out = Command::new(program)
        .args(args)
        .current_dir(root())
        .output()
        .map_err(|e| format!("{program}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{program} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}
