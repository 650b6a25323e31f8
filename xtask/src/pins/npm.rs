//! The npm half of the pins guard: one folder's `package.json` against its `package-lock.json`.

use serde_json::{Map, Value};

/// Where the npm registry serves its tarballs: a `resolved` elsewhere is a URL or git dependency.
const NPM_REGISTRY: &str = "https://registry.npmjs.org/";

/// What is wrong with one npm folder, given its `package.json` and `package-lock.json`.
pub fn npm_problems(manifest: &Value, lock: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(packages) = lock["packages"].as_object() else {
        return vec!["the lock has no `packages` (lockfileVersion 3 expected)".to_string()];
    };
    let overrides = manifest["overrides"]
        .as_object()
        .cloned()
        .unwrap_or_default();
    let direct = direct_dependencies(manifest);
    let root_entry = &packages.get("").cloned().unwrap_or(Value::Null);
    if direct != direct_dependencies(root_entry) {
        problems.push("package.json's dependencies differ from the lock's: run `npm install --ignore-scripts`".into());
    }
    for (name, spec) in direct.iter().chain(overrides_flat(&overrides).iter()) {
        if !is_exact(spec) {
            problems.push(format!(
                "{name} is asked for as \"{spec}\", not an exact version"
            ));
        }
    }
    for (name, spec) in &direct {
        let locked = packages
            .get(&format!("node_modules/{name}"))
            .and_then(|p| p["version"].as_str());
        if locked != Some(spec.as_str()) {
            problems.push(format!(
                "{name} {spec} is locked as {}",
                locked.unwrap_or("nothing")
            ));
        }
    }
    let reasons = manifest["ignoredInstallScripts"]
        .as_object()
        .cloned()
        .unwrap_or_default();
    let mut scripted = Vec::new();
    for (key, package) in packages.iter().filter(|(key, _)| !key.is_empty()) {
        let name = package_name(key, package);
        if package["link"].as_bool() == Some(true) {
            problems.push(format!("{key} is a link, not a registry package"));
            continue;
        }
        if package["inBundle"].as_bool() != Some(true) {
            // Locks written with `omit-lockfile-registry-resolved` leave registry tarballs out:
            // npm fetches name@version from the registry then. A URL or git source is always kept.
            let resolved = package["resolved"].as_str().unwrap_or(NPM_REGISTRY);
            if !resolved.starts_with(NPM_REGISTRY) {
                problems.push(format!(
                    "{key} is resolved from \"{resolved}\", not the npm registry"
                ));
            }
            if !package["integrity"]
                .as_str()
                .is_some_and(|i| i.starts_with("sha512-"))
            {
                problems.push(format!("{key} has no sha512 integrity"));
            }
        }
        if package["hasInstallScript"].as_bool() == Some(true) {
            scripted.push(name.to_string());
            if reasons
                .get(name)
                .and_then(Value::as_str)
                .is_none_or(|r| r.trim().is_empty())
            {
                problems.push(format!(
                    "{key} has an install script, which `npm ci --ignore-scripts` skips: say under \
                     \"ignoredInstallScripts\" in package.json why it works without it, or drop it"
                ));
            }
        }
        for field in ["dependencies", "optionalDependencies", "peerDependencies"] {
            for (dep, spec) in package[field].as_object().into_iter().flatten() {
                let spec = spec.as_str().unwrap_or("");
                if !is_floating(spec) {
                    continue;
                }
                match installed(packages, key, dep) {
                    Some(version) => {
                        if !overridden(&overrides, name, dep, version) {
                            problems.push(format!(
                                "{key} asks for {dep}@\"{spec}\" (locked {version}): a registry release \
                                 would change the tree; pin it with \"overrides\": {{\"{dep}\": \"{version}\"}}"
                            ));
                        }
                    }
                    None => {
                        let optional = field == "optionalDependencies"
                            || package["peerDependenciesMeta"][dep]["optional"].as_bool()
                                == Some(true);
                        if !optional {
                            problems.push(format!(
                                "{key} asks for {dep}@\"{spec}\", which the lock lacks"
                            ));
                        }
                    }
                }
            }
        }
    }
    for name in reasons.keys().filter(|n| !scripted.contains(n)) {
        problems.push(format!(
            "ignoredInstallScripts names {name}, which has no install script here"
        ));
    }
    problems
}

/// `dependencies`, `devDependencies` and `optionalDependencies` of a manifest or lock entry, sorted.
pub(super) fn direct_dependencies(entry: &Value) -> Vec<(String, String)> {
    let mut all: Vec<(String, String)> =
        ["dependencies", "devDependencies", "optionalDependencies"]
            .iter()
            .flat_map(|field| entry[*field].as_object().into_iter().flatten())
            .map(|(name, spec)| (name.clone(), spec.as_str().unwrap_or("").to_string()))
            .collect();
    all.sort();
    all
}

/// Every override as (name, version), scoped ones (`{"parent": {"dep": "1.0.0"}}`) included.
fn overrides_flat(overrides: &Map<String, Value>) -> Vec<(String, String)> {
    let mut all = Vec::new();
    for (name, value) in overrides {
        match value {
            Value::Object(inner) => all.extend(overrides_flat(inner)),
            other => all.push((name.clone(), other.as_str().unwrap_or("").to_string())),
        }
    }
    all
}

/// Whether an override pins `dep` to `version`, for every package or for `parent`'s dependencies.
fn overridden(overrides: &Map<String, Value>, parent: &str, dep: &str, version: &str) -> bool {
    let pins = |value: &Value| {
        value.as_str() == Some(version) || value.get(".").and_then(Value::as_str) == Some(version)
    };
    overrides.get(dep).is_some_and(pins)
        || overrides
            .get(parent)
            .and_then(|p| p.get(dep))
            .is_some_and(pins)
}

/// The version of `dep` that the package at lock key `key` gets, by Node's lookup: its own
/// `node_modules`, then each folder above.
pub(super) fn installed<'a>(
    packages: &'a Map<String, Value>,
    key: &str,
    dep: &str,
) -> Option<&'a str> {
    let mut base = key;
    loop {
        let candidate = if base.is_empty() {
            format!("node_modules/{dep}")
        } else {
            format!("{base}/node_modules/{dep}")
        };
        if let Some(version) = packages.get(&candidate).and_then(|p| p["version"].as_str()) {
            return Some(version);
        }
        if base.is_empty() {
            return None;
        }
        base = base.rfind("/node_modules/").map_or("", |i| &base[..i]);
    }
}

fn package_name<'a>(key: &'a str, package: &'a Value) -> &'a str {
    package["name"].as_str().unwrap_or_else(|| {
        key.rsplit_once("node_modules/")
            .map_or(key, |(_, name)| name)
    })
}

/// A spec a registry answers with whatever is newest: a dist-tag, `*`/`x`/empty, a URL, git, a
/// GitHub shorthand, or an alias (which may hide any of these).
pub(super) fn is_floating(spec: &str) -> bool {
    let spec = spec.trim();
    let tag = !spec.is_empty() && spec.chars().all(|c| c.is_ascii_alphabetic() || c == '-');
    tag || matches!(spec, "" | "*" | "x" | "X")
        || spec.contains("://")
        || spec.contains(':')
        || (spec.contains('/') && !spec.starts_with('@'))
}

/// `1.2.3` or `1.2.3-pre.4`: one version, no range.
pub(super) fn is_exact(spec: &str) -> bool {
    let (core, pre) = spec.split_once('-').unwrap_or((spec, "0"));
    let parts: Vec<&str> = core.split('.').collect();
    parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
        && !pre.is_empty()
        && pre
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
}
