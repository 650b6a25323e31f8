//! The service worker's file: the template `www/sw.js` filled with the build's name and the
//! SHA-256 of every file, which the worker checks each file it caches against.

use std::fs;
use std::path::Path;

use crate::files::{self, list_files, sha256_hex};
use crate::process::Result;
use crate::words;

/// The service worker template; the placeholders below are filled in at build time.
pub const SERVICE_WORKER: &str = "sw.js";

/// Every file under `dir` (but the service worker) with its SHA-256 in hex, sorted by path.
pub fn digests(dir: &Path) -> Result<Vec<(String, String)>> {
    list_files(dir)?
        .into_iter()
        .filter(|path| path != SERVICE_WORKER)
        .map(|path| {
            let bytes = fs::read(dir.join(&path)).map_err(|e| format!("{path}: {e}"))?;
            Ok((path, sha256_hex(&bytes)))
        })
        .collect()
}

/// Fills the service worker template: the build's name (also its cache's), the manifest (every
/// file of the site but the worker itself, with its SHA-256), the files it caches only after
/// the app works (the photo module and the model: several MB that typing never needs) and those
/// it caches only once asked for (other dictionaries, definitions). `cached_late` names the first
/// kind relative to the build folder (a name ending in `/` is a folder).
pub fn write(site: &Path, build_id: &str, app: &str, cached_late: &[String]) -> Result {
    let sw = site.join(SERVICE_WORKER);
    let template = fs::read_to_string(&sw).map_err(|e| format!("{}: {e}", sw.display()))?;
    let assets = digests(site)?;
    let lazy: Vec<String> = assets
        .iter()
        .map(|(path, _)| path)
        .filter(|p| {
            p.strip_prefix(&format!("{app}/")).is_some_and(|local| {
                cached_late
                    .iter()
                    .any(|late| local == late || (late.ends_with('/') && local.starts_with(late)))
            })
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
    files::write(&sw, filled.as_bytes())
}

fn json_string(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}
