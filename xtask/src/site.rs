//! Builds the web app into `target/site/`: the solver wasm through wasm-bindgen (`--target web`),
//! the serialised dictionary, the photo module (a second wasm, loaded by the worker the first time a
//! photo is used) with the letter model, the static files of `www/`, and a service worker whose cache
//! name is a hash of every asset, so a new build replaces the old one whole.

use std::fs;
use std::path::{Path, PathBuf};

use boggle_lexicon::Lexicon;

use crate::{cargo, root, run_in, setup, Result};

/// Where the photo module's wasm-bindgen output goes in the site.
const VISION_DIR: &str = "vision";
/// The letter model the photo module loads, at the same path in the repository and the site.
const MODEL: &str = "model/letters.nnef.tar";
/// Folders of `www/` that are not part of the app.
const NOT_SHIPPED: [&str; 2] = ["tests", "node_modules"];
/// The service worker template; the placeholders below are filled in at build time.
const SERVICE_WORKER: &str = "sw.js";

pub fn site_dir() -> PathBuf {
    root().join("target/site")
}

pub fn build() -> Result<PathBuf> {
    let site = site_dir();
    if site.exists() {
        fs::remove_dir_all(&site).map_err(|e| format!("cannot clear {}: {e}", site.display()))?;
    }
    fs::create_dir_all(&site).map_err(|e| e.to_string())?;

    setup::wasm_target()?;
    build_wasm("boggle-web", "wasm", &[], &[], &site.join("pkg"))?;
    write_dictionary(&site.join("dict/enable2k.lex"))?;
    // The photo module parses the model converted ahead of time to NNEF, which leaves tract's ONNX
    // importer out of the wasm (see BENCHMARKS.md for both measured).
    // SIMD128 for this module only: tract's wasm kernels exist only for it (2.5x faster, BENCHMARKS.md),
    // while the solver stays plain wasm so typing works on any browser that runs wasm at all.
    build_wasm(
        "boggle-vision-web",
        "wasm-vision",
        &["--no-default-features"],
        &[(
            "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS",
            "-C target-feature=+simd128",
        )],
        &site.join(VISION_DIR),
    )?;
    copy_file(&root().join(MODEL), &site.join(MODEL))?;
    copy_tree(&root().join("www"), &site)?;
    // The photo module and its model are cached after the first visit, not before the app works.
    let lazy: Vec<String> = list_files(&site)?
        .into_iter()
        .filter(|p| p.starts_with(&format!("{VISION_DIR}/")) || p.as_str() == MODEL)
        .collect();
    write_service_worker(&site, &lazy)?;
    eprintln!("built {}", site.display());
    Ok(site)
}

/// `cargo build` a wasm-bindgen crate for wasm32 under `profile` (with `env` set) and generate its
/// `--target web` bindings.
fn build_wasm(
    package: &str,
    profile: &str,
    extra: &[&str],
    env: &[(&str, &str)],
    out: &Path,
) -> Result {
    let mut args = vec![
        "build",
        "--package",
        package,
        "--target",
        "wasm32-unknown-unknown",
        "--profile",
        profile,
    ];
    args.extend(extra);
    run_in(&root(), &cargo(), &args, env)?;
    let wasm = root()
        .join("target/wasm32-unknown-unknown")
        .join(profile)
        .join(format!("{}.wasm", package.replace('-', "_")));
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(&wasm)
        .web(true)
        .map_err(|e| e.to_string())?
        .typescript(false)
        // The library's default differs from the CLI's: without this `init()` has no default URL.
        .omit_default_module_path(false)
        .remove_name_section(true)
        .generate(out)
        .map_err(|e| format!("wasm-bindgen on {}: {e}", wasm.display()))
}

fn write_dictionary(path: &Path) -> Result {
    let list = root().join("crates/lexicon/data/enable2k.txt");
    let words = fs::read_to_string(&list).map_err(|e| format!("{}: {e}", list.display()))?;
    let bytes = Lexicon::from_words(words.lines()).to_bytes();
    write(path, &bytes)
}

fn copy_file(from: &Path, to: &Path) -> Result {
    let bytes = fs::read(from).map_err(|e| format!("{}: {e}", from.display()))?;
    write(to, &bytes)
}

fn write(path: &Path, bytes: &[u8]) -> Result {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|e| e.to_string())?;
    }
    fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Replaces `to` with a copy of the built site `from`.
pub fn copy_fresh(from: &Path, to: &Path) -> Result {
    if to.exists() {
        fs::remove_dir_all(to).map_err(|e| format!("cannot clear {}: {e}", to.display()))?;
    }
    copy_tree(from, to)
}

fn copy_tree(from: &Path, to: &Path) -> Result {
    for entry in fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))? {
        let entry = entry.map_err(|e| e.to_string())?;
        let name = entry.file_name();
        let (src, dst) = (entry.path(), to.join(&name));
        if NOT_SHIPPED.iter().any(|n| name == *n) {
            continue;
        }
        if src.is_dir() {
            copy_tree(&src, &dst)?;
        } else {
            if let Some(parent) = dst.parent() {
                fs::create_dir_all(parent).map_err(|e| e.to_string())?;
            }
            fs::copy(&src, &dst).map_err(|e| format!("{}: {e}", src.display()))?;
        }
    }
    Ok(())
}

/// Every file under `dir`, as `/`-separated paths relative to it, sorted.
pub fn list_files(dir: &Path) -> Result<Vec<String>> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<String>) -> Result {
        for entry in fs::read_dir(dir).map_err(|e| e.to_string())? {
            let path = entry.map_err(|e| e.to_string())?.path();
            if path.is_dir() {
                walk(base, &path, out)?;
            } else if let Ok(rel) = path.strip_prefix(base) {
                out.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out)?;
    out.sort();
    Ok(out)
}

/// Fills the service worker template: the precache list (everything but `lazy` and the worker
/// itself), the lazily cached list, and a version that is a hash of every asset's path and bytes.
fn write_service_worker(site: &Path, lazy: &[String]) -> Result {
    let sw = site.join(SERVICE_WORKER);
    let template = fs::read_to_string(&sw).map_err(|e| format!("{}: {e}", sw.display()))?;
    let assets: Vec<String> = list_files(site)?
        .into_iter()
        .filter(|p| p != SERVICE_WORKER)
        .collect();
    let mut hash = Fnv::new();
    for path in &assets {
        hash.write(path.as_bytes());
        hash.write(&fs::read(site.join(path)).map_err(|e| e.to_string())?);
    }
    hash.write(template.as_bytes());
    let precache: Vec<String> = std::iter::once("./".to_string())
        .chain(assets.iter().filter(|a| !lazy.contains(a)).cloned())
        .collect();
    let filled = template
        .replace("self.__PRECACHE__", &json_strings(&precache))
        .replace("self.__LAZY__", &json_strings(lazy))
        .replace("self.__VERSION__", &format!("\"{:016x}\"", hash.0));
    write(&sw, filled.as_bytes())
}

fn json_strings(items: &[String]) -> String {
    let quoted: Vec<String> = items
        .iter()
        .map(|s| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\"")))
        .collect();
    format!("[{}]", quoted.join(","))
}

/// FNV-1a, 64 bits: stable across Rust versions and machines, unlike `DefaultHasher`.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        // Separate fields so ("ab","c") and ("a","bc") differ.
        self.0 = (self.0 ^ 0xff).wrapping_mul(0x0100_0000_01b3);
    }
}
