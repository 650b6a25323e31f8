//! The page's and the worker's modules as a few files. `www/` keeps a module a concern, for people
//! to read and edit; the build bundles them with esbuild (installed with the site's packages,
//! `xtask/site-packages/`) from the entry points `index.html` and the worker load, putting what two
//! of them share in chunks of its own. A visit then asks for about ten scripts instead of forty: on a
//! later visit each one is a trip through the service worker, and the worker's start waits behind
//! them (docs/log.md, 2026-11-27 evening).
//!
//! Left as they are: `worker/worker-start.js` (it starts the worker before anything else loads, and
//! imports nothing), `legacy.js` (not a module), the service worker, and the wasm-bindgen glue in
//! `pkg/`, `vision/` and `together/`, which finds its `.wasm` beside itself. Identifiers keep their names, so a
//! stack trace still reads.
//!
//! Each bundle stands where its entry stood (`--outbase`), and the shared chunks one folder down
//! (`chunks/`), as every feature folder is: a module's `new URL('../dict/…', import.meta.url)` then
//! means the same file whether it runs as written or from a bundle.

use std::fs;
use std::path::{Path, PathBuf};

use crate::files::{list_files, write};
use crate::process::{root, run_in, Result};

/// The modules the page and the worker start from (`index.html`'s scripts, and the worker's).
const ENTRIES: [&str; 3] = ["app.js", "solve/offline-definitions.js", "worker/worker.js"];
/// Scripts of the build's folder that stay as written (`sw.js`, the service worker, is filled in later).
const KEPT: [&str; 3] = ["worker/worker-start.js", "legacy.js", "sw.js"];
/// Imports left to the browser: the early worker's module, and the wasm glue that finds its `.wasm`.
const EXTERNAL: [&str; 4] = [
    "*/worker-start.js",
    "../pkg/*",
    "../vision/*",
    "../together/*",
];
/// The entries `index.html` loads: what they import is preloaded, so none waits for its importer.
const PAGE_ENTRIES: [&str; 2] = ["app.js", "solve/offline-definitions.js"];
/// Folders of the build's that hold no module of the app's: the wasm glue (left to the browser).
const NOT_MODULES: [&str; 3] = ["pkg/", "vision/", "together/"];
/// Libraries copied into the build (vendor.rs) that the bundles now hold.
const BUNDLED_LIBRARIES: &str = "lib";
const PRELOAD_START: &str = "<link rel=\"modulepreload\" href=\"";
/// esbuild's account of what it wrote, beside its output.
const METAFILE: &str = "meta.json";

/// The modules as written, for the tests that import one in Node (www/tests/helpers.mjs).
pub fn modules_dir() -> PathBuf {
    root().join("target/site-modules")
}

/// Bundles the modules of `dir` (a build's folder) in place, keeps a copy of them as written in
/// [`modules_dir`], and returns `html` with its module preloads naming the chunks instead.
pub fn bundle(dir: &Path, html: &str) -> Result<String> {
    let modules = modules_dir();
    let written: Vec<String> = list_files(dir)?
        .into_iter()
        .filter(|path| path.ends_with(".js"))
        .filter(|path| !NOT_MODULES.iter().any(|dir| path.starts_with(dir)))
        .collect();
    let scripts: Vec<String> = written
        .iter()
        .filter(|path| !path.starts_with(&format!("{BUNDLED_LIBRARIES}/")))
        .cloned()
        .collect();
    if modules.exists() {
        fs::remove_dir_all(&modules).map_err(|e| format!("{}: {e}", modules.display()))?;
    }
    // The libraries too: the modules as written import Fluent from `lib/`.
    for script in &written {
        let bytes = fs::read(dir.join(script)).map_err(|e| format!("{script}: {e}"))?;
        write(&modules.join(script), &bytes)?;
    }
    let out = dir.with_extension("bundled");
    if out.exists() {
        fs::remove_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    let esbuild = root().join("xtask/site-packages/node_modules/.bin/esbuild");
    let mut args: Vec<String> = ENTRIES.iter().map(|e| e.to_string()).collect();
    args.extend(
        [
            "--bundle",
            "--splitting",
            "--format=esm",
            "--minify-whitespace",
            "--minify-syntax",
            "--charset=utf8",
            "--log-level=warning",
            "--outbase=.",
            "--chunk-names=chunks/[name]-[hash]",
        ]
        .map(String::from),
    );
    args.extend(EXTERNAL.iter().map(|e| format!("--external:{e}")));
    args.push(format!("--outdir={}", out.display()));
    args.push(format!("--metafile={}", out.join(METAFILE).display()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    run_in(dir, &esbuild.to_string_lossy(), &args, &[])?;
    for script in scripts.iter().filter(|s| !KEPT.contains(&s.as_str())) {
        fs::remove_file(dir.join(script)).map_err(|e| format!("{script}: {e}"))?;
        // A feature folder whose modules are all in bundles now goes too.
        if let Some(folder) = Path::new(script)
            .parent()
            .filter(|f| !f.as_os_str().is_empty())
        {
            let folder = dir.join(folder);
            if fs::read_dir(&folder).is_ok_and(|mut files| files.next().is_none()) {
                fs::remove_dir(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
            }
        }
    }
    let libraries = dir.join(BUNDLED_LIBRARIES);
    if libraries.exists() {
        fs::remove_dir_all(&libraries).map_err(|e| format!("{}: {e}", libraries.display()))?;
    }
    let meta =
        fs::read_to_string(out.join(METAFILE)).map_err(|e| format!("esbuild's metafile: {e}"))?;
    let preloads = static_imports(&meta, &out, &PAGE_ENTRIES)?;
    for file in list_files(&out)? {
        if file == METAFILE {
            continue;
        }
        let bytes = fs::read(out.join(&file)).map_err(|e| format!("{file}: {e}"))?;
        write(&dir.join(&file), &bytes)?;
    }
    fs::remove_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(with_preloads(html, &preloads))
}

/// The chunks `entries` import statically, directly or through each other, from esbuild's metafile
/// (outputs by path, each with its imports and their kind), in a stable order, each named by its
/// path inside `out`.
fn static_imports(meta: &str, out: &Path, entries: &[&str]) -> Result<Vec<String>> {
    let meta: serde_json::Value =
        serde_json::from_str(meta).map_err(|e| format!("esbuild's metafile: {e}"))?;
    let outputs = meta["outputs"]
        .as_object()
        .ok_or("esbuild's metafile has no outputs")?;
    // esbuild names outputs from the folder it ran in, the build's: `../<out>/chunks/chunk-X.js`.
    let prefix = format!(
        "../{}/",
        out.file_name().unwrap_or_default().to_string_lossy()
    );
    let name = |path: &str| path.strip_prefix(&prefix).unwrap_or(path).to_string();
    let imports_of = |file: &str| -> Vec<String> {
        outputs
            .iter()
            .filter(|(path, _)| name(path) == file)
            .flat_map(|(_, output)| output["imports"].as_array().cloned().unwrap_or_default())
            .filter(|import| import["kind"] == "import-statement" && import["external"] != true)
            .filter_map(|import| import["path"].as_str().map(name))
            .collect()
    };
    let mut found: Vec<String> = Vec::new();
    let mut pending: Vec<String> = entries.iter().flat_map(|e| imports_of(e)).collect();
    while let Some(file) = pending.pop() {
        if !found.contains(&file) {
            pending.extend(imports_of(&file));
            found.push(file);
        }
    }
    found.sort();
    Ok(found)
}

/// `html` with its module preloads replaced by one for each of `files`, where the first one was.
fn with_preloads(html: &str, files: &[String]) -> String {
    let mut page = String::with_capacity(html.len());
    let mut placed = false;
    for line in html.split_inclusive('\n') {
        if !line.trim().starts_with(PRELOAD_START) {
            page.push_str(line);
        } else if !placed {
            let indent = &line[..line.len() - line.trim_start().len()];
            for file in files {
                page.push_str(&format!("{indent}{PRELOAD_START}{file}\">\n"));
            }
            placed = true;
        }
    }
    page
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_module_preloads_become_the_bundles_chunks() {
        let html = "<head>\n  <script type=\"module\" src=\"app.js\"></script>\n  <link rel=\"modulepreload\" href=\"a.js\">\n  <link rel=\"modulepreload\" href=\"b.js\">\n</head>\n";
        let chunks = ["chunk-1.js".to_string(), "chunk-2.js".to_string()];
        assert_eq!(
            with_preloads(html, &chunks),
            "<head>\n  <script type=\"module\" src=\"app.js\"></script>\n  <link rel=\"modulepreload\" href=\"chunk-1.js\">\n  <link rel=\"modulepreload\" href=\"chunk-2.js\">\n</head>\n"
        );
    }

    #[test]
    fn static_imports_are_followed_and_dynamic_ones_left() {
        let meta = r#"{"outputs": {
            "../out/app.js": {"imports": [{"path": "../out/chunks/chunk-a.js", "kind": "import-statement"},
                                          {"path": "../out/play/play.js", "kind": "dynamic-import"},
                                          {"path": "./worker/worker-start.js", "kind": "import-statement", "external": true}]},
            "../out/chunks/chunk-a.js": {"imports": [{"path": "../out/chunks/chunk-b.js", "kind": "import-statement"}]},
            "../out/chunks/chunk-b.js": {"imports": []},
            "../out/play/play.js": {"imports": [{"path": "../out/chunks/chunk-c.js", "kind": "import-statement"}]}
        }}"#;
        assert_eq!(
            static_imports(meta, Path::new("/site/out"), &["app.js"]).unwrap(),
            ["chunks/chunk-a.js", "chunks/chunk-b.js"]
        );
    }
}
