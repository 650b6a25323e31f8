//! `cargo xtask fuzz [--seconds N] [--target NAME]`: the fuzz targets of `fuzz/` (board text, dictionary
//! bytes, dictionary text, photos) built with libFuzzer and run one after another for N seconds each.
//! Not a step of `cargo xtask test`: run it by hand, for as long as you can spare.
//!
//! It builds as cargo-fuzz would, but on the stable toolchain: libfuzzer-sys compiles libFuzzer, and the
//! coverage instrumentation is rustc's `sancov-module` pass with its flags (no sanitizer: the product is
//! safe Rust, so a bug shows as a panic, a hang or memory). The corpora start from the shared data (boards,
//! word lists, labelled photos) and grow in `target/fuzz/corpus/`; an input that fails is written to
//! `fuzz/artifacts/TARGET/`, to replay with `--replay FILE`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use boggle_lexicon::Lexicon;

use crate::{cargo, root, shared, Result};

/// Each target, the longest input it is given, and how long one input may take before libFuzzer calls
/// it a hang (a photo read has a 100 ms budget, but decoding a large photo comes before it).
const TARGETS: [(&str, usize, u32); 4] = [
    ("board_text", 4096, 10),
    ("lexicon_bytes", 8192, 10),
    ("dictionary_text", 8192, 10),
    ("photo", 65536, 30),
];

/// rustc's flags for libFuzzer's coverage feedback, as cargo-fuzz passes them without a sanitizer.
const COVERAGE_FLAGS: &str = "-Cpasses=sancov-module \
    -Cllvm-args=-sanitizer-coverage-level=4 \
    -Cllvm-args=-sanitizer-coverage-inline-8bit-counters \
    -Cllvm-args=-sanitizer-coverage-pc-table \
    -Cllvm-args=-sanitizer-coverage-trace-compares \
    --cfg fuzzing -Cdebug-assertions -Coverflow-checks";

pub fn run(args: &[String]) -> Result {
    let mut seconds = 60u32;
    let mut only: Option<String> = None;
    let mut replay: Vec<String> = Vec::new();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let mut value = || rest.next().cloned().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--seconds" => {
                let text = value()?;
                seconds = text
                    .parse()
                    .map_err(|_| format!("bad --seconds '{text}'"))?;
            }
            "--target" => only = Some(value()?),
            "--replay" => replay.push(value()?),
            _ => {
                return Err(format!(
                    "unknown argument '{arg}' (--seconds N, --target NAME, --replay FILE)"
                ))
            }
        }
    }
    let targets: Vec<_> = TARGETS
        .iter()
        .filter(|(name, ..)| only.as_deref().is_none_or(|only| only == *name))
        .collect();
    if targets.is_empty() {
        let names: Vec<&str> = TARGETS.iter().map(|t| t.0).collect();
        return Err(format!(
            "no fuzz target '{}' (targets: {})",
            only.unwrap_or_default(),
            names.join(", ")
        ));
    }
    let binaries = build(targets.iter().any(|(name, ..)| *name == "photo"))?;
    if !replay.is_empty() {
        let [(name, ..)] = targets.as_slice() else {
            return Err("--replay needs --target NAME".into());
        };
        return replay_inputs(&binaries.join(name), &replay);
    }
    let mut summary = Vec::new();
    for &&(name, max_len, timeout) in &targets {
        let corpus = root().join("target/fuzz/corpus").join(name);
        fs::create_dir_all(&corpus).map_err(|e| format!("{}: {e}", corpus.display()))?;
        let seeds = write_seeds(name, &corpus)?;
        let artifacts = root().join("fuzz/artifacts").join(name);
        fs::create_dir_all(&artifacts).map_err(|e| format!("{}: {e}", artifacts.display()))?;
        let started = std::time::Instant::now();
        let (executions, failed) = fuzz_one(
            &binaries.join(name),
            &corpus,
            &artifacts,
            seconds,
            max_len,
            timeout,
        )?;
        let status = if failed {
            "FAILED (see above and fuzz/artifacts/)"
        } else {
            "no failure"
        };
        summary.push(format!(
            "{name}: {executions} executions in {} s, {seeds} seeds, {status}",
            started.elapsed().as_secs()
        ));
    }
    eprintln!("\nfuzz summary:\n  {}", summary.join("\n  "));
    if summary.iter().any(|line| line.contains("FAILED")) {
        return Err("a fuzz target failed".into());
    }
    Ok(())
}

/// Builds the targets (the photo one, which needs tract, only if asked); the folder of the binaries.
fn build(photo: bool) -> Result<PathBuf> {
    let host = host_triple()?;
    let target_dir = root().join("target/fuzz");
    let manifest = root().join("fuzz/Cargo.toml");
    let (manifest, target_dir_text) = (manifest.to_string_lossy(), target_dir.to_string_lossy());
    let mut args = vec![
        "build",
        "--release",
        "--bins",
        "--manifest-path",
        &manifest,
        "--target",
        &host,
        "--target-dir",
        &target_dir_text,
    ];
    if photo {
        args.extend(["--features", "photo"]);
    }
    eprintln!("$ RUSTFLAGS=<coverage> cargo {}", args.join(" "));
    let status = Command::new(cargo())
        .args(&args)
        .current_dir(root())
        // `--target` keeps these flags off build scripts and proc macros.
        .env("RUSTFLAGS", COVERAGE_FLAGS)
        .status()
        .map_err(|e| format!("cannot start cargo: {e}"))?;
    if !status.success() {
        return Err(format!("building the fuzz targets failed ({status})"));
    }
    Ok(target_dir.join(host).join("release"))
}

fn host_triple() -> Result<String> {
    let output = Command::new("rustc")
        .arg("-vV")
        .output()
        .map_err(|e| format!("cannot start rustc: {e}"))?;
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .find_map(|line| line.strip_prefix("host: "))
        .map(str::to_string)
        .ok_or_else(|| "rustc -vV names no host".into())
}

/// Runs one target for `seconds`; the executions libFuzzer reports, and whether it found a failure.
fn fuzz_one(
    binary: &Path,
    corpus: &Path,
    artifacts: &Path,
    seconds: u32,
    max_len: usize,
    timeout: u32,
) -> Result<(u64, bool)> {
    let mut command = Command::new(binary);
    command
        .arg(corpus)
        .arg(format!("-max_total_time={seconds}"))
        .arg(format!("-max_len={max_len}"))
        .arg(format!("-timeout={timeout}"))
        .arg("-rss_limit_mb=3072")
        .arg("-print_final_stats=1")
        .arg(format!("-artifact_prefix={}/", artifacts.display()));
    let dict = root().join("fuzz/dicts").join(format!(
        "{}.dict",
        binary
            .file_name()
            .map(|n| n.to_string_lossy())
            .unwrap_or_default()
    ));
    if dict.is_file() {
        command.arg(format!("-dict={}", dict.display()));
    }
    eprintln!("$ {:?}", command);
    let output = command
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|child| child.wait_with_output())
        .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
    let log = String::from_utf8_lossy(&output.stderr);
    // libFuzzer's progress lines are many: show what a panic said, and its last lines.
    let lines: Vec<&str> = log.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        if line.contains("panicked at") {
            lines[i..lines.len().min(i + 4)]
                .iter()
                .for_each(|l| eprintln!("  {l}"));
        }
    }
    for line in &lines[lines.len().saturating_sub(12)..] {
        eprintln!("  {line}");
    }
    let executions = log
        .lines()
        .find_map(|line| line.strip_prefix("stat::number_of_executed_units:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0);
    Ok((executions, !output.status.success()))
}

/// Runs the target once on each file (a failure found earlier, or any input), without fuzzing.
fn replay_inputs(binary: &Path, files: &[String]) -> Result {
    let status = Command::new(binary)
        .args(files)
        .status()
        .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("the target failed on an input ({status})"))
    }
}

/// Writes the target's seed inputs from the shared data into its corpus; how many.
fn write_seeds(target: &str, corpus: &Path) -> Result<usize> {
    let data = shared().join("data");
    let read = |path: &str| {
        fs::read_to_string(data.join(path))
            .map_err(|e| format!("{}: {e}", data.join(path).display()))
    };
    let seeds: Vec<Vec<u8>> = match target {
        "board_text" => board_seeds(&read("solver/boards4.txt")?, &read("solver/boards5.txt")?),
        "lexicon_bytes" => word_list_slices(&read("words/enable2k.txt")?)
            .iter()
            .map(|words| Lexicon::from_words(words.lines()).to_bytes())
            .collect(),
        "dictionary_text" => word_list_slices(&read("words/enable2k.txt")?)
            .into_iter()
            .map(String::into_bytes)
            .chain(crafted_word_lists())
            .collect(),
        "photo" => photo_seeds(&data.join("photos/roboflow-boggle-boards/images"))?,
        _ => Vec::new(),
    };
    for (i, seed) in seeds.iter().enumerate() {
        let path = corpus.join(format!("seed-{i:04}"));
        fs::write(&path, seed).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(seeds.len())
}

/// Reference boards in each form board text takes (one run, rows by spaces, slashes, newlines, upper
/// case), the larger sizes with two-letter faces and blanks, and a word to check after `|`.
fn board_seeds(boards4: &str, boards5: &str) -> Vec<Vec<u8>> {
    let mut seeds: Vec<String> = Vec::new();
    for (i, board) in boards4
        .lines()
        .take(40)
        .chain(boards5.lines().take(20))
        .enumerate()
    {
        let side = if board.len() == 16 { 4 } else { 5 };
        let rows: Vec<&str> = (0..side)
            .filter_map(|r| board.get(r * side..(r + 1) * side))
            .collect();
        seeds.push(match i % 5 {
            0 => board.to_string(),
            1 => rows.join(" "),
            2 => rows.join("/").to_uppercase(),
            3 => rows.join("\n"),
            _ => format!("{}|{}", rows.join(" "), &board[..4]),
        });
    }
    seeds.extend(
        [
            "alex ande ravi erda|alexander",
            "eepa sitt zvid e[qu]wf|quiet",
            "ab# [th]d[#] [in]ef",
            "## ##",
            "[an]bcdef g[er]ijkl mno[he]qr stu[in]x yz[th]ab# cdefgh ijklmn",
            "aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa bbbbbbbb bbbbbbbb bbbbbbbb bbbbbbbb",
            "aaaaa aaaaa aaaaa aaaaa aaaaa|aaaaaaaaaaaaaaaaaaaaaaaaab",
            "abcdefgh",
            "a/b/c",
        ]
        .map(str::to_string),
    );
    seeds.into_iter().map(String::into_bytes).collect()
}

/// A few slices of ENABLE2K (its start, a stride through it, one letter's words) as word lists.
fn word_list_slices(enable2k: &str) -> Vec<String> {
    let lines: Vec<&str> = enable2k.lines().collect();
    let join = |words: Vec<&str>| words.join("\n");
    vec![
        join(lines.iter().take(20).copied().collect()),
        join(lines.iter().step_by(997).copied().collect()),
        join(
            lines
                .iter()
                .filter(|w| w.starts_with("qu"))
                .take(60)
                .copied()
                .collect(),
        ),
        join(
            lines
                .iter()
                .filter(|w| w.len() >= 12)
                .step_by(50)
                .copied()
                .collect(),
        ),
    ]
}

/// Word lists with what people's files hold: a byte-order mark, CRLF, case, blank lines, spaces, words
/// no board can spell, words that need the two-letter faces.
fn crafted_word_lists() -> Vec<Vec<u8>> {
    vec![
        b"\xef\xbb\xbfable\r\nBaker\r\n\r\n  charlie  \r\n".to_vec(),
        b"queen\nqi\niraq\nquaquaversal\nx-ray\ncaf\xc3\xa9\nnot\xffutf8\n".to_vec(),
        format!(
            "{}\n{}\n{}\n",
            "th".repeat(64),
            "th".repeat(65),
            "a".repeat(65)
        )
        .into_bytes(),
        b"a\naa\naaa\naaaa\nab\nba\n".to_vec(),
    ]
}

/// The smallest labelled photos (JPEG), and two small PNGs drawn here (a grid of light squares on a
/// dark ground, gray and RGB), so both decoders are reached.
fn photo_seeds(images: &Path) -> Result<Vec<Vec<u8>>> {
    let mut photos: Vec<(u64, PathBuf)> = fs::read_dir(images)
        .map_err(|e| format!("{}: {e}", images.display()))?
        .filter_map(|entry| entry.ok())
        .filter_map(|entry| Some((entry.metadata().ok()?.len(), entry.path())))
        .collect();
    photos.sort();
    let mut seeds = Vec::new();
    for (_, path) in photos.iter().take(4) {
        seeds.push(fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?);
    }
    seeds.push(grid_png(96, 1));
    seeds.push(grid_png(80, 3));
    Ok(seeds)
}

/// A `side`x`side` PNG (1 channel gray or 3 RGB) of a 4x4 grid of light squares on a dark ground.
fn grid_png(side: u32, channels: u8) -> Vec<u8> {
    let cell = side / 4;
    let mut raw = Vec::new();
    for y in 0..side {
        raw.push(0); // filter: none
        for x in 0..side {
            let inside = |v: u32| v % cell > cell / 8 && v % cell < cell - cell / 8;
            let value = if inside(x) && inside(y) { 230 } else { 40 };
            raw.extend(std::iter::repeat_n(value, usize::from(channels)));
        }
    }
    let mut zlib = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut zlib, &raw).expect("writing to memory");
    let idat = zlib.finish().expect("writing to memory");
    let colour_type = if channels == 1 { 0 } else { 2 };
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&side.to_be_bytes());
    ihdr.extend_from_slice(&side.to_be_bytes());
    ihdr.extend_from_slice(&[8, colour_type, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    for (kind, body) in [(b"IHDR", &ihdr), (b"IDAT", &idat), (b"IEND", &Vec::new())] {
        png.extend_from_slice(&(body.len() as u32).to_be_bytes());
        png.extend_from_slice(kind);
        png.extend_from_slice(body);
        let mut crc = flate2::Crc::new();
        crc.update(kind);
        crc.update(body);
        png.extend_from_slice(&crc.sum().to_be_bytes());
    }
    png
}
