//! `boggle bench`: the solver and dictionary beside a straightforward baseline, measured in the
//! same process run and reported as ratios, since these machines are shared and noisy.

pub(crate) mod baseline;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use boggle_board::{Board, Rules};
use boggle_lexicon::{Lexicon, LexiconBuilder};
use boggle_solver::Solver;

use baseline::{ArrayTrie, BaselineSolver};

#[derive(clap::Args)]
pub struct BenchArgs {
    /// The reference boards (default: ../shared/data/solver/ from the project root).
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
    /// Rounds per measurement, 1 to 1000; each round times both solvers back to back.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=1000))]
    rounds: u32,
}

fn data_dir(args: &BenchArgs) -> Result<PathBuf, String> {
    let candidates = [
        args.data.clone(),
        std::env::var_os("BOGGLE_SHARED").map(|s| PathBuf::from(s).join("data/solver")),
        Some(PathBuf::from("../shared/data/solver")),
        option_env!("BOGGLE_SHARED").map(|s| PathBuf::from(s).join("data/solver")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|dir| dir.join("boards4.txt").is_file())
        .ok_or_else(|| {
            "cannot find boards4.txt: give --data DIR (the shared/data/solver folder)".to_string()
        })
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn time<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let out = f();
    (out, start.elapsed())
}

pub fn run(args: &BenchArgs) -> Result<(), String> {
    let dir = data_dir(args)?;
    let rounds = args.rounds.max(1);
    let words_path = PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../lexicon/data/enable2k.txt"
    ));
    let word_list = std::fs::read_to_string(&words_path)
        .map_err(|e| format!("{}: {e}", crate::shown_path(&words_path)))?;

    out!(
        "boggle bench: {} rounds, single thread, ENABLE2K, min length 3",
        rounds
    );
    out!();

    // Dictionary: ours from its serialised bytes, the baseline built from the word list.
    let bytes = crate::dicts::enable2k();
    let (mut load, mut build, mut ours) = (Vec::new(), Vec::new(), Vec::new());
    let mut lexicon = None;
    for _ in 0..rounds {
        let (lex, t) = time(|| Lexicon::from_bytes(bytes));
        load.push(t.as_secs_f64() * 1e3);
        lexicon = Some(lex.map_err(|e| e.to_string())?);
        let (_, t) = time(|| ArrayTrie::from_words(word_list.lines()));
        build.push(t.as_secs_f64() * 1e3);
        // What `--dict FILE` does with a word list: a line at a time, each judged.
        let (_, t) = time(|| {
            let mut builder = LexiconBuilder::new();
            for line in word_list.lines() {
                let _ = builder.add(line);
            }
            builder.build()
        });
        ours.push(t.as_secs_f64() * 1e3);
    }
    let lexicon = lexicon.ok_or("no rounds")?;
    let gzipped = gzip_len(bytes)?;
    out!(
        "dictionary: {} words, {} trie nodes",
        lexicon.word_count(),
        lexicon.node_count()
    );
    out!(
        "  serialised size       {} bytes raw, {} bytes gzipped (word list: {} raw, {} gzipped)",
        bytes.len(),
        gzipped,
        word_list.len(),
        gzip_len(word_list.as_bytes())?
    );
    let (load_ms, build_ms, ours_ms) = (median(load), median(build), median(ours));
    out!("  ready from bytes      {load_ms:.2} ms (median)");
    out!("  built from the list   {ours_ms:.2} ms (median)");
    out!(
        "  baseline trie build   {build_ms:.2} ms (median)   ratio {:.1}x from bytes, {:.2}x from the list",
        build_ms / load_ms,
        build_ms / ours_ms
    );
    out!();

    let trie = ArrayTrie::from_words(word_list.lines());
    for file in ["boards4.txt", "boards5.txt"] {
        let path = dir.join(file);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("{}: {e}", crate::shown_path(&path)))?;
        let boards = text
            .lines()
            .map(Board::parse)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("{}: {e}", crate::shown_path(&path)))?;
        let rules: Vec<Rules> = boards
            .iter()
            .map(|b| Rules::official(b.rows(), b.cols()).with_min_len(3))
            .collect();
        let mut solver = Solver::new(&lexicon);
        let mut slow = BaselineSolver::new(&trie);

        let (mut fast_rates, mut slow_rates, mut full_rates, mut ratios) =
            (vec![], vec![], vec![], vec![]);
        let (mut fast_total, mut slow_total) = ((0u64, 0u64), (0u64, 0u64));
        for _ in 0..rounds {
            let (totals, t_fast) = time(|| {
                boards.iter().zip(&rules).fold((0u64, 0u64), |acc, (b, r)| {
                    let s = solver.summary(b, r);
                    (
                        acc.0 + u64::from(s.word_count),
                        acc.1 + u64::from(s.total_score),
                    )
                })
            });
            fast_total = totals;
            let (totals, t_slow) = time(|| {
                boards.iter().zip(&rules).fold((0u64, 0u64), |acc, (b, r)| {
                    let (w, p) = slow.summary(b, r);
                    (acc.0 + u64::from(w), acc.1 + u64::from(p))
                })
            });
            slow_total = totals;
            let (_, t_full) = time(|| {
                boards
                    .iter()
                    .zip(&rules)
                    .map(|(b, r)| solver.solve(b, r).words.len())
                    .sum::<usize>()
            });
            let n = boards.len() as f64;
            fast_rates.push(n / t_fast.as_secs_f64());
            slow_rates.push(n / t_slow.as_secs_f64());
            full_rates.push(n / t_full.as_secs_f64());
            ratios.push(t_slow.as_secs_f64() / t_fast.as_secs_f64());
        }
        if fast_total != slow_total {
            return Err(format!(
                "{file}: the solvers disagree: {fast_total:?} against {slow_total:?}"
            ));
        }
        out!(
            "{file}: {} boards, {} words, {} points",
            boards.len(),
            fast_total.0,
            fast_total.1
        );
        out!(
            "  solver (counts)       {:>9.0} boards/s (median)",
            median(fast_rates)
        );
        out!(
            "  solver (words+paths)  {:>9.0} boards/s (median)",
            median(full_rates)
        );
        out!(
            "  baseline (counts)     {:>9.0} boards/s (median)",
            median(slow_rates)
        );
        out!(
            "  ratio solver/baseline {:>9.2}x (median of per-round ratios)",
            median(ratios)
        );
        out!();
    }
    Ok(())
}

fn gzip_len(bytes: &[u8]) -> Result<usize, String> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(bytes).map_err(|e| e.to_string())?;
    Ok(encoder.finish().map_err(|e| e.to_string())?.len())
}
