//! Running and timing `cargo xtask bench-solvers`' sides, and the figures out of their output:
//! medians, the ratios of ours to his, and the check that every run scored the same points.

use std::process::Command;

use super::path_str;
use crate::process::{root, Result};

pub(super) fn pinned(core: &str, command: &[&str]) -> Result<String> {
    let out = Command::new("taskset")
        .args(["-c", core])
        .args(command)
        .output()
        .map_err(|e| format!("taskset: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "`{}` failed: {}",
            command.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Runs `command` pinned under bash's `time`: its output, wall and CPU (user + system) seconds.
pub(super) fn timed(core: &str, command: &[&str]) -> Result<(String, f64, f64)> {
    let out_file = root().join("target/bench-solvers/out.txt");
    let script =
        "TIMEFORMAT='%3R %3U %3S'; { time taskset -c \"$1\" \"${@:3}\" >\"$2\" 2>/dev/null; } 2>&1";
    let out = Command::new("bash")
        .args(["-c", script, "timed", core, path_str(&out_file)?])
        .args(command)
        .output()
        .map_err(|e| format!("bash: {e}"))?;
    let times = String::from_utf8_lossy(&out.stdout);
    let figures: Vec<f64> = times
        .split_whitespace()
        .filter_map(|t| t.parse().ok())
        .collect();
    if !out.status.success() || figures.len() != 3 {
        return Err(format!("`{}` failed: {times}", command.join(" ")));
    }
    let output = std::fs::read_to_string(&out_file).map_err(|e| e.to_string())?;
    Ok((output, figures[0], figures[1] + figures[2]))
}

/// The median wall and CPU rates of a run's `rate WALL CPU POINTS` lines, and its points (every
/// pass must have the same).
pub(super) fn rates(out: &str) -> Result<(f64, f64, u64)> {
    let mut walls = Vec::new();
    let mut cpus = Vec::new();
    let mut points = None;
    for line in out.lines().filter(|l| l.starts_with("rate ")) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let bad = || format!("bad line {line:?}");
        walls.push(f.get(1).and_then(|v| v.parse().ok()).ok_or_else(bad)?);
        cpus.push(f.get(2).and_then(|v| v.parse().ok()).ok_or_else(bad)?);
        let total: u64 = f.get(3).and_then(|v| v.parse().ok()).ok_or_else(bad)?;
        agree(&mut points, total, "a pass")?;
    }
    let points = points.ok_or_else(|| format!("no rate lines in {out:?}"))?;
    Ok((median(walls), median(cpus), points))
}

pub(super) fn his_points(out: &str) -> Result<u64> {
    out.trim()
        .strip_prefix("points ")
        .and_then(|p| p.parse().ok())
        .ok_or_else(|| format!("bad driver output {out:?}"))
}

/// The sum of the points column (the last) of `solve --boards --summary`'s lines.
pub(super) fn our_points(out: &str) -> Result<u64> {
    out.lines()
        .map(|l| {
            l.split_whitespace()
                .last()
                .and_then(|p| p.parse::<u64>().ok())
                .ok_or_else(|| format!("bad summary line {l:?}"))
        })
        .sum()
}

pub(super) fn agree(points: &mut Option<u64>, total: u64, who: &str) -> Result {
    match *points {
        Some(p) if p != total => Err(format!("{who} scored {total} points, the others {p}")),
        _ => {
            *points = Some(total);
            Ok(())
        }
    }
}

/// Prints ours / his: the median of the rounds' ratios and the ratio of the medians, by the wall
/// clock and by the CPU clock. `ours` and `his` are rates (higher is faster), round by round.
pub(super) fn report_ratios(name: &str, ours: &[(f64, f64)], his: &[(f64, f64)]) {
    let per_round = |pick: fn(&(f64, f64)) -> f64| {
        median(
            ours.iter()
                .zip(his)
                .map(|(o, h)| pick(o) / pick(h))
                .collect(),
        )
    };
    let (ow, oc) = medians(ours);
    let (hw, hc) = medians(his);
    println!(
        "  {name}: wall {:.2}x (of medians {:.2}x), cpu {:.2}x (of medians {:.2}x)",
        per_round(|f| f.0),
        ow / hw,
        per_round(|f| f.1),
        oc / hc
    );
}

pub(super) fn medians(figures: &[(f64, f64)]) -> (f64, f64) {
    (
        median(figures.iter().map(|f| f.0).collect()),
        median(figures.iter().map(|f| f.1).collect()),
    )
}

pub(super) fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(f64::NAN)
}

pub(super) fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}
