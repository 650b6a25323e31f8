//! Where xtask stands and how it starts other programs: the workspace root, the shared data
//! folder, and every command run through one place, so cargo is always `--locked` and npm never
//! runs a package's install script.

use std::path::{Path, PathBuf};
use std::process::Command;

pub type Result<T = ()> = std::result::Result<T, String>;

/// The workspace root (this crate lives in `xtask/`).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

/// The shared data folder: `$BOGGLE_SHARED`, else `../shared` beside the repository (`.cargo/config.toml`).
pub fn shared() -> PathBuf {
    std::env::var_os("BOGGLE_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("../shared"))
}

/// Runs a command from the workspace root, echoing it, and fails if it fails.
pub fn run(program: &str, args: &[&str]) -> Result {
    run_in(&root(), program, args, &[])
}

pub fn run_in(dir: &Path, program: &str, args: &[&str], env: &[(&str, &str)]) -> Result {
    eprintln!("$ {program} {}", args.join(" "));
    let status = Command::new(program)
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied())
        .status()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{program} {}` failed ({status})", args.join(" ")))
    }
}

/// `cargo SUBCOMMAND --locked …` from the workspace root (see `cargo_args`).
pub fn cargo(args: &[&str]) -> Result {
    cargo_in(&root(), args, &[])
}

pub fn cargo_in(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Result {
    let args = cargo_args(args);
    run_in(dir, &cargo_program(), &args, env)
}

/// A cargo command to start by hand (for what `run_in` does not cover), `--locked` like the rest.
pub fn cargo_command(args: &[&str]) -> Command {
    let mut command = Command::new(cargo_program());
    command.args(cargo_args(args));
    command
}

/// `args` with `--locked` after the subcommand: a build on a fresh machine uses exactly the
/// versions in the lock file, or stops, rather than resolving new ones. `cargo fmt` reads no lock.
pub fn cargo_args<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut all = args.to_vec();
    if !matches!(args.first(), Some(&"fmt") | None) {
        all.insert(1, "--locked");
    }
    all
}

fn cargo_program() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string())
}

/// What every `npm ci` of ours passes: no package's install script runs (what the build reads
/// must come in the tarballs), a package whose `engines` refuses this Node stops the install
/// instead of warning, and no audit or funding requests.
pub const NPM_CI: [&str; 5] = [
    "ci",
    "--ignore-scripts",
    "--engine-strict",
    "--no-audit",
    "--no-fund",
];

/// `npm pack` of the folder `dir` into `destination`, with no lifecycle script run.
pub fn npm_pack(dir: &Path, destination: &str) -> Result {
    run_in(
        dir,
        "npm",
        &[
            "pack",
            "--ignore-scripts",
            "--silent",
            "--pack-destination",
            destination,
        ],
        &[],
    )
}

/// `npm ci` in `dir`, by the rules of `NPM_CI`.
pub fn npm_ci(dir: &Path) -> Result {
    run_in(dir, "npm", &NPM_CI, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cargo_is_locked_but_for_fmt() {
        assert_eq!(
            cargo_args(&["test", "--workspace"]),
            ["test", "--locked", "--workspace"]
        );
        assert_eq!(
            cargo_args(&["fmt", "--all", "--", "--check"]),
            ["fmt", "--all", "--", "--check"]
        );
    }

    #[test]
    fn npm_ci_runs_no_install_script() {
        assert!(NPM_CI.contains(&"--ignore-scripts"));
        assert!(NPM_CI.contains(&"--engine-strict"));
    }
}
