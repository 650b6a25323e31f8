//! Builds the web app into `target/site/`: the solver wasm through wasm-bindgen (`--target web`),
//! the serialised dictionaries and the definitions (downloaded only when chosen or tapped, see
//! `words.rs`), the photo module (a second wasm, loaded by the worker the first time a
//! photo is used) with the letter model, the static files of `www/` (the stylesheets joined into
//! one, `styles.rs`), the catalog generated from the crates (`catalog.rs`: a module, and the
//! page's lists), and the service worker (`service_worker.rs`).
//!
//! Every file a page or its worker loads lives under `v/<build>/`, `<build>` being a hash of the
//! whole build: a page, and the worker it starts, only ever name files of their own build (relative
//! imports stay inside the folder), so no later deployment can hand them a file of another build.
//! Only what is fetched by a fixed name stays at the root: `index.html` (rewritten to point into
//! the folder), `sw.js`, the web manifest and its icons. The service worker carries the SHA-256 of
//! every file and checks each one it caches against it.

use std::fs;
use std::path::{Path, PathBuf};

use crate::files::{list_files, sha256_hex, write};
use crate::process::{cargo_in, root, Result};
use crate::{setup, words};
use service_worker::{digests, SERVICE_WORKER};

mod catalog;
mod english;
mod scripts;
mod service_worker;
mod styles;
mod vendor;

/// Where the photo module's wasm-bindgen output goes in a build's folder.
const VISION_DIR: &str = "vision";
/// Where the game-night module's goes (the codes and their QR drawing, loaded when Play together opens).
const TOGETHER_DIR: &str = "together";
/// The letter model the photo module loads, at the same path in the repository and a build's folder.
const MODEL: &str = "model/letters.nnef.tar";
/// Folders of `www/` that are not part of the app.
const NOT_SHIPPED: [&str; 3] = ["tests", "node_modules", "tsconfig.json"];
/// The page every navigation gets; its `src` and `href` are rewritten to point into the build folder.
const INDEX: &str = "index.html";
/// Files (or folders, ending in `/`) that keep their address across builds: the entry points, and
/// what the browser fetches by the name the manifest or the page head gives.
const AT_ROOT: [&str; 4] = [INDEX, SERVICE_WORKER, "manifest.webmanifest", "icons/"];
/// The folder holding one folder per build.
const BUILDS: &str = "v";
/// Where a build's files are put together before their hash, and so the folder's name, is known.
const STAGING: &str = ".staging";
/// Where the build leaves what `tsc -p www` reads but the site does not ship: wasm-bindgen's
/// declarations and the generated catalog, at their paths in a build's folder (www/tsconfig.json's
/// `rootDirs` lays this folder over `www/`).
const TYPES: &str = "target/www-types";

pub fn site_dir() -> PathBuf {
    root().join("target/site")
}

/// The folder of the build in `site` (`v/<build>`): the solver's `pkg/`, `dict/`, the scripts.
pub fn app_dir(site: &Path) -> Result<PathBuf> {
    let builds = site.join(BUILDS);
    let mut found = fs::read_dir(&builds)
        .map_err(|e| format!("{}: {e}", builds.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.is_dir());
    match (found.next(), found.next()) {
        (Some(dir), None) => Ok(dir),
        _ => Err(format!(
            "{} should hold exactly one build",
            builds.display()
        )),
    }
}

pub fn build() -> Result<PathBuf> {
    let site = site_dir();
    if site.exists() {
        fs::remove_dir_all(&site).map_err(|e| format!("cannot clear {}: {e}", site.display()))?;
    }
    let staging = site.join(STAGING);
    fs::create_dir_all(&staging).map_err(|e| e.to_string())?;

    setup::wasm_target()?;
    build_wasm("boggle-web", "wasm", &[], &[], &staging.join("pkg"))?;
    // Game night's codes are a module of their own, so the first visit, which only types and solves,
    // does not fetch them (BENCHMARKS.md: the first load's budget).
    build_wasm(
        "boggle-together-web",
        "wasm",
        &[],
        &[],
        &staging.join(TOGETHER_DIR),
    )?;
    words::write_dictionaries(&staging.join(words::DICT_DIR))?;
    words::write_definitions(&staging.join(words::DEFS_DIR))?;
    words::write_licences(&staging.join(words::LICENCES_DIR))?;
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
        &staging.join(VISION_DIR),
    )?;
    copy_file(&root().join(MODEL), &staging.join(MODEL))?;
    copy_tree(&root().join("www"), &staging)?;
    vendor::copy_libraries(&staging)?;
    vendor::copy_qr_reader(&staging.join(VISION_DIR))?;
    write(&staging.join(catalog::FILE), catalog::module().as_bytes())?;
    english::write_module(&staging)?;
    keep_types(&staging)?;
    let page = staging.join(INDEX);
    let html = fs::read_to_string(&page).map_err(|e| format!("{}: {e}", page.display()))?;
    let html = styles::bundle(&staging, &html)?;
    let html = scripts::bundle(&staging, &html)?;
    write(&page, catalog::fill_page(&html)?.as_bytes())?;
    for path in list_files(&staging)? {
        if AT_ROOT
            .iter()
            .any(|r| path == *r || (r.ends_with('/') && path.starts_with(r)))
        {
            move_file(&staging.join(&path), &site.join(&path))?;
        }
    }
    // Named by everything that goes into it and the entry points, so any change anywhere is a new
    // build with a new folder and a new cache.
    let mut listing = String::new();
    for (path, digest) in digests(&staging)?.iter().chain(&digests_at_root(&site)?) {
        listing.push_str(&format!("{path} {digest}\n"));
    }
    let build_id = sha256_hex(listing.as_bytes())[..16].to_string();
    let app = format!("{BUILDS}/{build_id}");
    fs::create_dir_all(site.join(BUILDS)).map_err(|e| e.to_string())?;
    fs::rename(&staging, site.join(&app)).map_err(|e| format!("cannot move the build: {e}"))?;
    rewrite_index(&site, &app)?;
    let cached_late = [
        format!("{VISION_DIR}/"),
        MODEL.to_string(),
        format!("{TOGETHER_DIR}/"),
    ];
    service_worker::write(&site, &build_id, &app, &cached_late)?;
    eprintln!("built {} (build {build_id})", site.display());
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
    cargo_in(&root(), &args, env)?;
    let wasm = root()
        .join("target/wasm32-unknown-unknown")
        .join(profile)
        .join(format!("{}.wasm", package.replace('-', "_")));
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(&wasm)
        .web(true)
        .map_err(|e| e.to_string())?
        // Declarations for `tsc -p www`; `keep_types` takes them out of the build.
        .typescript(true)
        // The library's default differs from the CLI's: without this `init()` has no default URL.
        .omit_default_module_path(false)
        .remove_name_section(true)
        .generate(out)
        .map_err(|e| format!("wasm-bindgen on {}: {e}", wasm.display()))
}

/// Moves every `.d.ts` out of `staging` into `TYPES` (so the site does not ship them) and copies the
/// generated modules (the catalog, the English) beside them: what the page's types are checked against.
fn keep_types(staging: &Path) -> Result {
    let types = root().join(TYPES);
    if types.exists() {
        fs::remove_dir_all(&types).map_err(|e| format!("cannot clear {}: {e}", types.display()))?;
    }
    for path in list_files(staging)? {
        if path.ends_with(".d.ts") {
            move_file(&staging.join(&path), &types.join(&path))?;
        }
    }
    for generated in [catalog::FILE, english::FILE] {
        copy_file(&staging.join(generated), &types.join(generated))?;
    }
    Ok(())
}

fn copy_file(from: &Path, to: &Path) -> Result {
    let bytes = fs::read(from).map_err(|e| format!("{}: {e}", from.display()))?;
    write(to, &bytes)
}

fn move_file(from: &Path, to: &Path) -> Result {
    if let Some(parent) = to.parent() {
        fs::create_dir_all(parent).map_err(|e| e.to_string())?;
    }
    fs::rename(from, to).map_err(|e| format!("cannot move {}: {e}", from.display()))
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

/// The root's files with their digests, the service worker template included (the build folder
/// is not there yet when this is called).
fn digests_at_root(site: &Path) -> Result<Vec<(String, String)>> {
    list_files(site)?
        .into_iter()
        .filter(|path| !path.starts_with(&format!("{STAGING}/")))
        .map(|path| {
            let bytes = fs::read(site.join(&path)).map_err(|e| format!("{path}: {e}"))?;
            Ok((path, sha256_hex(&bytes)))
        })
        .collect()
}

/// Points every `src="…"` and `href="…"` of the page that names a file of the build into its folder
/// (`app.js` becomes `v/<build>/app.js`); fails on a name that is neither there nor at the root.
fn rewrite_index(site: &Path, app: &str) -> Result {
    let path = site.join(INDEX);
    let html = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = String::with_capacity(html.len() + 256);
    let mut rest = html.as_str();
    while let Some(start) = ["src=\"", "href=\""]
        .iter()
        .filter_map(|attr| rest.find(attr).map(|at| at + attr.len()))
        .min()
    {
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        let end = rest
            .find('"')
            .ok_or_else(|| format!("{INDEX}: an attribute value has no end"))?;
        let value = &rest[..end];
        let local = value.trim_start_matches("./");
        if !local.is_empty() && site.join(app).join(local).is_file() {
            out.push_str(&format!("{app}/{local}"));
        } else if value.starts_with('#') || (!local.is_empty() && site.join(local).is_file()) {
            out.push_str(value);
        } else {
            return Err(format!(
                "{INDEX} names \"{value}\", which the build does not have"
            ));
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    write(&path, out.as_bytes())
}
