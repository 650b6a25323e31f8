//! `eval qr-views`: the QR views set (`boggle_testkit::qr_views`) made, written to `--out` as PGM frames with
//! `manifest.tsv` (file, kind, version, tilt, blur, glare, px a module, expected text) so any decoder runs on
//! the same frames (`crates/qr/bench/zxing.mjs`), and read with rqrr (`boggle_qr::read`): decoded %, by code
//! kind and by difficulty, and ms a frame (median, p95). A view counts as decoded when the expected text is
//! among those read; a text read that is not the expected one is counted apart (a misread).

use std::collections::BTreeMap;
use std::error::Error;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Instant;

use boggle_testkit::qr_views::{to_pgm, view, CodeMaker, QrView};
use clap::Args;

#[derive(Args)]
pub struct QrViewsArgs {
    /// How many views (the issue asks for 200 or more).
    #[arg(long, default_value_t = 240)]
    views: usize,
    /// The seed of the boards the codes are made from.
    #[arg(long, default_value_t = 52)]
    seed: u64,
    /// Where the frames and manifest go.
    #[arg(long, default_value = concat!(env!("CARGO_MANIFEST_DIR"), "/../../target/qr-views"))]
    out: PathBuf,
}

/// Decoded and misread counts of one bucket.
#[derive(Default)]
struct Tally {
    views: usize,
    decoded: usize,
    misread: usize,
}

impl Tally {
    fn line(&self, name: &str) -> String {
        format!(
            "  {name:<26} {:>4} views  {:>6.1}% decoded  {} misread",
            self.views,
            100.0 * self.decoded as f64 / self.views.max(1) as f64,
            self.misread
        )
    }
}

/// The difficulty buckets a view falls in: tilt by 10 degrees, blur by 0.5 px, glare or not, px a module.
fn buckets(v: &QrView) -> [String; 4] {
    let tilt = (v.view.tilt_degrees / 10.0).floor() * 10.0;
    let blur = (v.view.blur_px * 2.0).floor() / 2.0;
    let ppm = v.px_per_module.floor();
    [
        format!("tilt {tilt:.0}-{:.0} deg", tilt + 10.0),
        format!("blur {blur:.1}-{:.1} px", blur + 0.5),
        if v.view.glare > 0.0 {
            "glare".into()
        } else {
            "no glare".into()
        },
        format!("{ppm:.0}-{:.0} px/module", ppm + 1.0),
    ]
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

pub fn run(args: QrViewsArgs) -> Result<(), Box<dyn Error>> {
    std::fs::create_dir_all(&args.out)?;
    let started = Instant::now();
    let mut maker = CodeMaker::new(args.seed);
    let mut manifest =
        String::from("file\tkind\tversion\ttilt_deg\tblur_px\tglare\tpx_per_module\ttext\n");
    let (mut all, mut by_kind, mut by_bucket) =
        (Tally::default(), BTreeMap::new(), BTreeMap::new());
    let mut ms = Vec::with_capacity(args.views);
    let mut panicked = 0;
    for i in 0..args.views {
        let v = view(&mut maker, i, args.views)?;
        let file = format!("view-{i:04}.pgm");
        std::fs::write(args.out.join(&file), to_pgm(&v.frame))?;
        writeln!(
            manifest,
            "{file}\t{}\t{}\t{:.2}\t{:.2}\t{:.0}\t{:.2}\t{}",
            v.kind.name(),
            v.version,
            v.view.tilt_degrees,
            v.view.blur_px,
            v.view.glare,
            v.px_per_module,
            v.text
        )?;
        let t = Instant::now();
        let read = boggle_qr::read(v.frame.as_raw(), v.frame.width(), v.frame.height());
        ms.push(t.elapsed().as_secs_f64() * 1000.0);
        let texts = read.unwrap_or_else(|_| {
            panicked += 1;
            Vec::new()
        });
        let decoded = texts.contains(&v.text);
        let misread = texts.iter().any(|t| *t != v.text);
        let kind = format!("{} (v{}-{})", v.kind.name(), v.version, v.level);
        for tally in std::iter::once(&mut all).chain(std::iter::once(
            by_kind.entry(kind).or_insert_with(Tally::default),
        )) {
            tally.views += 1;
            tally.decoded += usize::from(decoded);
            tally.misread += usize::from(misread);
        }
        for bucket in buckets(&v) {
            let tally: &mut Tally = by_bucket.entry(bucket).or_default();
            tally.views += 1;
            tally.decoded += usize::from(decoded);
            tally.misread += usize::from(misread);
        }
    }
    std::fs::write(args.out.join("manifest.tsv"), manifest)?;
    ms.sort_by(f64::total_cmp);
    println!(
        "{} views (seed {}) written to {} in {:.1} s",
        args.views,
        args.seed,
        args.out.display(),
        started.elapsed().as_secs_f64()
    );
    println!("rqrr 0.11.0 (boggle_qr::read, grey 640x480):");
    println!("{}", all.line("all"));
    println!(
        "  ms a frame: median {:.2}, p95 {:.2}, max {:.2}; decoder panics caught: {panicked}",
        percentile(&ms, 0.5),
        percentile(&ms, 0.95),
        percentile(&ms, 1.0)
    );
    println!(" by code:");
    for (name, tally) in &by_kind {
        println!("{}", tally.line(name));
    }
    println!(" by difficulty:");
    for (name, tally) in &by_bucket {
        println!("{}", tally.line(name));
    }
    Ok(())
}
