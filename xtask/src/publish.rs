//! `cargo xtask publish-check`: every publishable crate packaged and built from its package as
//! crates.io would (`cargo publish --dry-run --workspace`: the workspace's crates are resolved from a
//! local registry of their own packages, so it needs none of them on crates.io). Dirty files are
//! allowed, so it checks the manifests and the packages' contents of the tree as it is.

use crate::{cargo, run, Result};

pub fn check() -> Result {
    run(
        &cargo(),
        &[
            "publish",
            "--dry-run",
            "--workspace",
            "--allow-dirty",
            // The workspace's dependency profile, which the packages' own manifests lack: the verify
            // builds then reuse the artifacts of `cargo build` instead of compiling tract again.
            "--config",
            "profile.dev.package.\"*\".opt-level=2",
        ],
    )
}
