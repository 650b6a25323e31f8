//! `cargo xtask bench-words`: the figures of the dictionaries and definitions (issue 15). Natively,
//! from the built site: each dictionary's size raw and gzipped beside its word list, the definitions'
//! size in all and per shard, and the time to read a shard and to look words up in it. Then in
//! headless Chromium (`www/tests/bench-words.mjs`): the first switch to each dictionary (download,
//! load, solve) and switching between cached ones (English and the other languages) to the words on
//! screen, and a definition from a tap (first download, then cached).
//!
//! `cargo xtask bench-words --coverage` prints only the definitions' coverage of the words found on
//! random boards (`coverage.rs`), from definitions built into `target/defs-coverage/`: no site
//! build, no browser.

use std::fs;
use std::time::Instant;

use boggle_board::{Board, Rules};
use boggle_define::{shard_letters, Definitions};
use boggle_lexicon::{Lexicon, DICTIONARIES};
use boggle_solver::Solver;

use crate::process::{root, run_in, Result};
use crate::{serve, setup, site, words};

mod coverage;
mod sizes;

use sizes::{gzip_len, kib};

/// The board the switches are timed on: its letters are tiles in every language.
const CLASSIC_BOARD: &str = "alex ande ravi erda";

pub fn run(args: &[String]) -> Result {
    match args {
        [] => {}
        [flag] if flag == "--coverage" => {
            let dir = root().join("target/defs-coverage");
            words::write_definitions(&dir)?;
            return coverage::print(&dir);
        }
        _ => return Err("bench-words takes no argument but --coverage".to_string()),
    }
    let site = site::build()?;
    let app = site::app_dir(&site)?;
    println!(
        "dictionaries (dict/<name>.lex; gzip -9 as a server would send them; loaded natively, median of 5):"
    );
    // Each dictionary's count on the classic board, read in its language: what the page waits
    // for when it switches to it.
    let mut counts = Vec::new();
    for info in &DICTIONARIES {
        let bytes = fs::read(app.join(words::DICT_DIR).join(format!("{}.lex", info.name)))
            .map_err(|e| format!("{}: {e}", info.name))?;
        let list = fs::read(root().join(info.list)).map_err(|e| e.to_string())?;
        let mut load_ms: Vec<f64> = (0..5)
            .map(|_| {
                let start = Instant::now();
                let loaded = Lexicon::from_bytes(&bytes).map(|l| l.word_count());
                let _ = std::hint::black_box(loaded);
                start.elapsed().as_secs_f64() * 1e3
            })
            .collect();
        load_ms.sort_by(f64::total_cmp);
        let lexicon = Lexicon::from_bytes(&bytes).map_err(|e| e.to_string())?;
        println!(
            "  {:<9} {:>7} words  {:>10} raw  {:>10} gzipped  load {:>6.1} ms   (word list {} raw, {} gzipped)",
            info.name,
            lexicon.word_count(),
            kib(bytes.len()),
            kib(gzip_len(&bytes)?),
            load_ms[2],
            kib(list.len()),
            kib(gzip_len(&list)?)
        );
        let board =
            Board::parse_in(CLASSIC_BOARD, lexicon.language()).map_err(|e| e.to_string())?;
        let rules = Rules::official(board.rows(), board.cols());
        let found = Solver::new(&lexicon).solve(&board, &rules).words.len();
        counts.push(format!("{}:{found}", serde_json::Value::from(info.name)));
    }
    let counts = format!("{{{}}}", counts.join(","));

    let defs = app.join(words::DEFS_DIR);
    let (mut raw, mut gzipped, mut entries) = (0, 0, 0);
    let mut shard_gz = Vec::new();
    let (mut parse_ms, mut lookups, mut lookup_ms, mut answered) = (0.0, 0usize, 0.0, 0usize);
    let enable =
        fs::read_to_string(root().join(DICTIONARIES[0].list)).map_err(|e| e.to_string())?;
    for letter in shard_letters() {
        let text =
            fs::read_to_string(defs.join(format!("{letter}.txt"))).map_err(|e| e.to_string())?;
        raw += text.len();
        let gz = gzip_len(text.as_bytes())?;
        gzipped += gz;
        shard_gz.push((gz, letter));
        let start = Instant::now();
        let shard = Definitions::parse(&text).map_err(|e| e.to_string())?;
        parse_ms += start.elapsed().as_secs_f64() * 1e3;
        entries += shard.len();
        let asked: Vec<&str> = enable.lines().filter(|w| w.starts_with(letter)).collect();
        let start = Instant::now();
        answered += asked.iter().filter(|w| shard.lookup(w).is_some()).count();
        lookup_ms += start.elapsed().as_secs_f64() * 1e3;
        lookups += asked.len();
    }
    shard_gz.sort();
    let (smallest, largest) = (shard_gz[0], shard_gz[shard_gz.len() - 1]);
    println!();
    println!("definitions (defs/en/<letter>.txt, 26 shards): {entries} headwords");
    println!(
        "  all shards       {} raw, {} gzipped",
        kib(raw),
        kib(gzipped)
    );
    println!(
        "  one shard        {} gzipped median; smallest '{}' {}, largest '{}' {}",
        kib(shard_gz[shard_gz.len() / 2].0),
        smallest.1,
        kib(smallest.0),
        largest.1,
        kib(largest.0)
    );
    println!(
        "  read a shard     {:.2} ms on average (native; all 26 in {parse_ms:.1} ms)",
        parse_ms / 26.0
    );
    println!(
        "  look a word up   {:.2} µs on average over ENABLE2K's {lookups} words ({answered} defined: {:.0}%)",
        lookup_ms * 1e3 / lookups as f64,
        100.0 * answered as f64 / lookups as f64
    );
    println!();
    coverage::print(&defs)?;
    println!();

    setup::chromium()?;
    let tests = root().join("www/tests");
    setup::npm_packages(&tests)?;
    let url = serve::spawn(site)?;
    run_in(
        &tests,
        "node",
        &["bench-words.mjs"],
        &[("BOGGLE_URL", &url), ("BOGGLE_WORD_COUNTS", &counts)],
    )
}
