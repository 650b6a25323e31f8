//! `cargo xtask npm`: the solver as an npm package, `boggle-wasm`: `crates/web` compiled to wasm32
//! (the web app's build, so it is warm after `build-site`), its wasm-bindgen glue and TypeScript
//! types, the ENABLE2K dictionary serialised as the app ships it, and the hand-written typed wrapper,
//! README and examples of `crates/web/npm/`. It is packed with `npm pack`, and the tests of
//! `crates/web/npm/tests/` install the tarball in a temporary folder and solve boards through it in
//! Node and in Chromium.

use std::fs;
use std::path::{Path, PathBuf};

use boggle_lexicon::Lexicon;

use crate::files::{list_files, write};
use crate::process::{self, cargo, root, run_in, Result};
use crate::setup;

/// The package's name on npm (`boggle-solver` is taken by an unrelated package).
pub const NAME: &str = "boggle-wasm";
/// The package's own files: wrapper, types, README, examples, `package.json` (version filled in).
const TEMPLATE: &str = "crates/web/npm";
/// Template entries that are not part of the package.
const NOT_PACKED: [&str; 2] = ["tests", "node_modules"];
/// What the wasm-bindgen output and the dictionary are called in the package (`index.js` names them).
const DICTIONARY: &str = "enable2k.lex";
const WASM: &str = "boggle_web_bg.wasm";

/// Builds, packs and tests the package. `natives` may name, as `BOGGLE_CLI`, the `boggle` binary the
/// tests compare words with (else the known answer), and as `BOGGLE_SOLVE_EXAMPLE` the built
/// `crates/solver/examples/solve.rs` they run (the README's Rust example; else that test is skipped).
pub fn check(natives: &[(&str, &str)]) -> Result {
    let dir = build()?;
    let tarball = pack(&dir)?;
    report_size(&dir, &tarball)?;
    setup::chromium()?;
    let tests = root().join(TEMPLATE).join("tests");
    setup::npm_packages(&tests)?;
    let mut env = vec![
        ("BOGGLE_NPM_TARBALL", tarball.to_string_lossy().into_owned()),
        ("BOGGLE_ROOT", root().to_string_lossy().into_owned()),
    ];
    env.extend(natives.iter().map(|(k, v)| (*k, v.to_string())));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    run_in(&tests, "node", &["--test", "--test-reporter=spec"], &env)
}

/// `target/npm/boggle-wasm/`: everything the package holds.
pub fn build() -> Result<PathBuf> {
    let dir = root().join("target/npm").join(NAME);
    if dir.exists() {
        fs::remove_dir_all(&dir).map_err(|e| format!("cannot clear {}: {e}", dir.display()))?;
    }
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    setup::wasm_target()?;
    // The same package, target and profile as the web app's solver, so one build serves both.
    cargo(&[
        "build",
        "--package",
        "boggle-web",
        "--target",
        "wasm32-unknown-unknown",
        "--profile",
        "wasm",
    ])?;
    let wasm = root().join("target/wasm32-unknown-unknown/wasm/boggle_web.wasm");
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(&wasm)
        .web(true)
        .map_err(|e| e.to_string())?
        .typescript(true)
        .omit_default_module_path(false)
        .remove_name_section(true)
        .generate(&dir)
        .map_err(|e| format!("wasm-bindgen on {}: {e}", wasm.display()))?;
    let list = root().join("crates/lexicon/data/enable2k.txt");
    let words = fs::read_to_string(&list).map_err(|e| format!("{}: {e}", list.display()))?;
    write(
        &dir.join(DICTIONARY),
        &Lexicon::from_words(words.lines()).to_bytes(),
    )?;
    copy_template(&root().join(TEMPLATE), &dir)?;
    Ok(dir)
}

/// The template's files into `to`; `package.json` gets the crate's version.
fn copy_template(from: &Path, to: &Path) -> Result {
    for entry in fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))? {
        let entry = entry.map_err(|e| e.to_string())?;
        let name = entry.file_name();
        if NOT_PACKED.iter().any(|n| name == *n) {
            continue;
        }
        let (src, dst) = (entry.path(), to.join(&name));
        if src.is_dir() {
            fs::create_dir_all(&dst).map_err(|e| e.to_string())?;
            copy_template(&src, &dst)?;
        } else if name == "package.json" {
            let text = fs::read_to_string(&src).map_err(|e| format!("{}: {e}", src.display()))?;
            let placeholder = "\"version\": \"0.0.0\"";
            if text.matches(placeholder).count() != 1 {
                return Err(format!("{} must hold {placeholder} once", src.display()));
            }
            let version = format!("\"version\": \"{}\"", crate_version()?);
            write(&dst, text.replace(placeholder, &version).as_bytes())?;
        } else {
            fs::copy(&src, &dst).map_err(|e| format!("{}: {e}", src.display()))?;
        }
    }
    Ok(())
}

/// The version of `crates/web`, which the package follows.
fn crate_version() -> Result<String> {
    let manifest = root().join("crates/web/Cargo.toml");
    let text = fs::read_to_string(&manifest).map_err(|e| format!("{}: {e}", manifest.display()))?;
    text.lines()
        .find_map(|line| line.strip_prefix("version = \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .map(str::to_string)
        .ok_or_else(|| format!("{} has no version line", manifest.display()))
}

/// `npm pack` of `dir`, the tarball put beside it.
fn pack(dir: &Path) -> Result<PathBuf> {
    let out = dir.parent().ok_or("the package folder has no parent")?;
    let tarball = out.join(format!("{NAME}-{}.tgz", crate_version()?));
    if tarball.exists() {
        fs::remove_file(&tarball).map_err(|e| format!("{}: {e}", tarball.display()))?;
    }
    let destination = out.to_string_lossy();
    process::npm_pack(dir, &destination)?;
    if tarball.is_file() {
        Ok(tarball)
    } else {
        Err(format!("npm pack did not write {}", tarball.display()))
    }
}

/// The figures BENCHMARKS.md quotes: the tarball's size and what it unpacks to.
fn report_size(dir: &Path, tarball: &Path) -> Result {
    let size = |path: &Path| {
        fs::metadata(path)
            .map(|m| m.len())
            .map_err(|e| format!("{}: {e}", path.display()))
    };
    let files = list_files(dir)?;
    let mut unpacked = 0;
    for file in &files {
        unpacked += size(&dir.join(file))?;
    }
    eprintln!(
        "{}: packed {} bytes; {} files unpacked {} bytes (wasm {}, dictionary {})",
        tarball.display(),
        size(tarball)?,
        files.len(),
        unpacked,
        size(&dir.join(WASM))?,
        size(&dir.join(DICTIONARY))?,
    );
    Ok(())
}
