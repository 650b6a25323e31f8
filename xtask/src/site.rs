//! Builds the web app into `target/site/`: the solver wasm through wasm-bindgen (`--target web`),
//! the serialised dictionaries and the definitions (downloaded only when chosen or tapped, see
//! `words.rs`), the photo module (a second wasm, loaded by the worker the first time a
//! photo is used) with the letter model, the static files of `www/` (the stylesheets joined into
//! one, `styles.rs`), the catalog generated from the crates (`catalog.rs`: a module, and the
//! page's lists), and the service worker.
//!
//! Every file a page or its worker loads lives under `v/<build>/`, `<build>` being a hash of the
//! whole build: a page, and the worker it starts, only ever name files of their own build (relative
//! imports stay inside the folder), so no later deployment can hand them a file of another build.
//! Only what is fetched by a fixed name stays at the root: `index.html` (rewritten to point into
//! the folder), `sw.js`, the web manifest and its icons. The service worker carries the SHA-256 of
//! every file and checks each one it caches against it.

use std::fs;
use std::path::{Path, PathBuf};

use crate::process::{cargo_in, root, Result};
use crate::{catalog, scripts, setup, styles, vendor, words};

/// Where the photo module's wasm-bindgen output goes in a build's folder.
const VISION_DIR: &str = "vision";
/// The letter model the photo module loads, at the same path in the repository and a build's folder.
const MODEL: &str = "model/letters.nnef.tar";
/// Folders of `www/` that are not part of the app.
const NOT_SHIPPED: [&str; 2] = ["tests", "node_modules"];
/// The service worker template; the placeholders below are filled in at build time.
const SERVICE_WORKER: &str = "sw.js";
/// The page every navigation gets; its `src` and `href` are rewritten to point into the build folder.
const INDEX: &str = "index.html";
/// Files (or folders, ending in `/`) that keep their address across builds: the entry points, and
/// what the browser fetches by the name the manifest or the page head gives.
const AT_ROOT: [&str; 4] = [INDEX, SERVICE_WORKER, "manifest.webmanifest", "icons/"];
/// The folder holding one folder per build.
const BUILDS: &str = "v";
/// Where a build's files are put together before their hash, and so the folder's name, is known.
const STAGING: &str = ".staging";

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
    write(&staging.join(catalog::FILE), catalog::module().as_bytes())?;
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
    let build_id = hex(&sha256(listing.as_bytes())[..8]);
    let app = format!("{BUILDS}/{build_id}");
    fs::create_dir_all(site.join(BUILDS)).map_err(|e| e.to_string())?;
    fs::rename(&staging, site.join(&app)).map_err(|e| format!("cannot move the build: {e}"))?;
    rewrite_index(&site, &app)?;
    write_service_worker(&site, &build_id, &app)?;
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
        .typescript(false)
        // The library's default differs from the CLI's: without this `init()` has no default URL.
        .omit_default_module_path(false)
        .remove_name_section(true)
        .generate(out)
        .map_err(|e| format!("wasm-bindgen on {}: {e}", wasm.display()))
}

fn copy_file(from: &Path, to: &Path) -> Result {
    let bytes = fs::read(from).map_err(|e| format!("{}: {e}", from.display()))?;
    write(to, &bytes)
}

pub fn write(path: &Path, bytes: &[u8]) -> Result {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|e| e.to_string())?;
    }
    fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
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

/// Every file under `dir` (but the service worker) with its SHA-256 in hex, sorted by path.
fn digests(dir: &Path) -> Result<Vec<(String, String)>> {
    list_files(dir)?
        .into_iter()
        .filter(|path| path != SERVICE_WORKER)
        .map(|path| {
            let bytes = fs::read(dir.join(&path)).map_err(|e| format!("{path}: {e}"))?;
            Ok((path, hex(&sha256(&bytes))))
        })
        .collect()
}

/// The root's files with their digests, the service worker template included (the build folder
/// is not there yet when this is called).
fn digests_at_root(site: &Path) -> Result<Vec<(String, String)>> {
    list_files(site)?
        .into_iter()
        .filter(|path| !path.starts_with(&format!("{STAGING}/")))
        .map(|path| {
            let bytes = fs::read(site.join(&path)).map_err(|e| format!("{path}: {e}"))?;
            Ok((path, hex(&sha256(&bytes))))
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

/// Fills the service worker template: the build's name (also its cache's), the manifest (every
/// file of the site but the worker itself, with its SHA-256), the files it caches only after
/// the app works (the photo module and the model: several MB that typing never needs) and those
/// it caches only once asked for (other dictionaries, definitions).
fn write_service_worker(site: &Path, build_id: &str, app: &str) -> Result {
    let sw = site.join(SERVICE_WORKER);
    let template = fs::read_to_string(&sw).map_err(|e| format!("{}: {e}", sw.display()))?;
    let assets = digests(site)?;
    let lazy: Vec<String> = assets
        .iter()
        .map(|(path, _)| path)
        .filter(|p| {
            p.starts_with(&format!("{app}/{VISION_DIR}/")) || **p == format!("{app}/{MODEL}")
        })
        .cloned()
        .collect();
    if lazy.is_empty() {
        return Err("the build has no photo module".to_string());
    }
    // Other dictionaries, the definitions and the licence texts: cached when first asked for.
    let on_demand: Vec<String> = assets
        .iter()
        .map(|(path, _)| path)
        .filter(|p| {
            p.strip_prefix(&format!("{app}/"))
                .is_some_and(words::fetched_on_demand)
        })
        .map(|p| json_string(p))
        .collect();
    let manifest: Vec<String> = assets
        .iter()
        .map(|(path, digest)| format!("{}:{}", json_string(path), json_string(digest)))
        .collect();
    let lazy: Vec<String> = lazy.iter().map(|p| json_string(p)).collect();
    let mut filled = template;
    for (placeholder, value) in [
        ("self.__BUILD__", json_string(build_id)),
        ("self.__ASSETS__", format!("{{{}}}", manifest.join(","))),
        ("self.__LAZY__", format!("[{}]", lazy.join(","))),
        ("self.__ON_DEMAND__", format!("[{}]", on_demand.join(","))),
    ] {
        if filled.matches(placeholder).count() != 1 {
            return Err(format!(
                "{SERVICE_WORKER} must name {placeholder} exactly once"
            ));
        }
        filled = filled.replace(placeholder, &value);
    }
    write(&sw, filled.as_bytes())
}

fn json_string(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// SHA-256 (FIPS 180-4), the digest the service worker recomputes with `crypto.subtle`; a few
/// lines here rather than a new dependency of the build tool.
fn sha256(data: &[u8]) -> [u8; 32] {
    const K: [u32; 64] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
        0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
        0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
        0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
        0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
        0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
        0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
        0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
        0xc67178f2,
    ];
    let mut state: [u32; 8] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
        0x5be0cd19,
    ];
    let mut message = data.to_vec();
    message.push(0x80);
    while message.len() % 64 != 56 {
        message.push(0);
    }
    message.extend_from_slice(&((data.len() as u64).wrapping_mul(8)).to_be_bytes());
    for block in message.chunks_exact(64) {
        let mut w = [0u32; 64];
        for (word, bytes) in w.iter_mut().zip(block.chunks_exact(4)) {
            *word = u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16]
                .wrapping_add(s0)
                .wrapping_add(w[i - 7])
                .wrapping_add(s1);
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = state;
        for (k, word) in K.iter().zip(w) {
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let choice = (e & f) ^ (!e & g);
            let t1 = h
                .wrapping_add(s1)
                .wrapping_add(choice)
                .wrapping_add(*k)
                .wrapping_add(word);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let majority = (a & b) ^ (a & c) ^ (b & c);
            let t2 = s0.wrapping_add(majority);
            (h, g, f, e, d, c, b, a) = (g, f, e, d.wrapping_add(t1), c, b, a, t1.wrapping_add(t2));
        }
        for (s, v) in state.iter_mut().zip([a, b, c, d, e, f, g, h]) {
            *s = s.wrapping_add(v);
        }
    }
    let mut out = [0u8; 32];
    for (chunk, s) in out.chunks_exact_mut(4).zip(state) {
        chunk.copy_from_slice(&s.to_be_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{hex, sha256};

    #[test]
    fn sha256_matches_the_standard_vectors() {
        assert_eq!(
            hex(&sha256(b"abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(
            hex(&sha256(b"")),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
        // Two blocks of padding.
        assert_eq!(
            hex(&sha256(
                b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
            )),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        );
    }
}
