//! The libraries the web app ships from its own origin (no CDN: the CSP allows only 'self'), named
//! with exact versions in `xtask/site-packages/package.json` and installed there by `npm ci` when
//! missing or stale. Each one's ES modules are copied as they are into the build's `lib/<name>/`,
//! where the bundler (scripts.rs) takes them from: they import each other by relative paths only.
//!
//! - `@fluent/bundle` (Apache-2.0): Fluent's parser and formatter, imported by `l10n.js` only for a
//!   language other than English.
//! - `zxing-wasm` (MIT; ZXing-C++, Apache-2.0): the QR reader, chosen by `cargo xtask eval qr-views`
//!   (docs/round.md, "Decoder"). Not bundled: its reader module, the module it shares, its wasm and
//!   licence go as they are to `vision/zxing/`, which the bundler leaves to the browser and the service
//!   worker caches after the app works, as the photo module; the worker imports it with the camera.

use std::fs;
use std::path::{Path, PathBuf};

use crate::files::{list_files, write};
use crate::process::{root, Result};
use crate::setup;

/// Where a build keeps the shipped libraries.
const LIB_DIR: &str = "lib";
/// Each library: its npm package, the folder of its ES modules in the package, its folder under `lib/`.
const LIBRARIES: [(&str, &str, &str); 1] = [("@fluent/bundle", "esm", "fluent-bundle")];

/// The QR reader's files: each one's place in the npm package and in `vision/zxing/` (the reader's
/// `index.js` imports `../share.js`, so the two keep their places relative to each other).
const QR_READER: [(&str, &str); 4] = [
    ("dist/es/reader/index.js", "reader/index.js"),
    ("dist/es/share.js", "share.js"),
    ("dist/reader/zxing_reader.wasm", "zxing_reader.wasm"),
    ("LICENSE", "LICENSE"),
];

fn packages_dir() -> PathBuf {
    root().join("xtask/site-packages")
}

/// Copies every library's `.js` modules and their `.d.ts` declarations into `staging/lib/<name>/`, installing
/// the packages first (the declarations leave the build with the wasm glue's: `site::keep_types`).
pub fn copy_libraries(staging: &Path) -> Result {
    let dir = packages_dir();
    setup::npm_packages(&dir)?;
    for (package, modules, name) in LIBRARIES {
        let from = dir.join("node_modules").join(package).join(modules);
        let to = staging.join(LIB_DIR).join(name);
        let mut copied = 0;
        for file in list_files(&from)? {
            // The modules and their declarations, no package.json.
            if (file.ends_with(".js") || file.ends_with(".d.ts")) && !file.contains('/') {
                let bytes = fs::read(from.join(&file)).map_err(|e| format!("{file}: {e}"))?;
                write(&to.join(&file), &bytes)?;
                copied += 1;
            }
        }
        if copied == 0 {
            return Err(format!("{} has no ES modules", from.display()));
        }
    }
    Ok(())
}

/// Copies the QR reader (`QR_READER`) into `vision_dir/zxing/`; the packages are installed by
/// [`copy_libraries`], which runs first.
pub fn copy_qr_reader(vision_dir: &Path) -> Result {
    let package = packages_dir().join("node_modules/zxing-wasm");
    for (from, to) in QR_READER {
        let bytes =
            fs::read(package.join(from)).map_err(|e| format!("zxing-wasm's {from}: {e}"))?;
        write(&vision_dir.join("zxing").join(to), &bytes)?;
    }
    Ok(())
}
