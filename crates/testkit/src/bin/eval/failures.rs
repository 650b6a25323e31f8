//! `eval failures`: why a photo gave no board, on every labelled photo made to fail each way a person's photo
//! does (`degrade`: the board taken away, a hand over it, a dark room, blurred, a ninth of its size): how often
//! each copy is still read, and which reason each failure gives. The committed model reads (the reasons weigh
//! what it read as dice).

use std::collections::BTreeMap;

use boggle_board::Localized;
use boggle_classifier::Classifier;
use boggle_scan::Scanner;
use boggle_testkit::degrade;
use boggle_testkit::labelled;
use boggle_vision::Photo;
use clap::Args;

use crate::pipeline_args::PipelineArgs;

/// `eval failures`'s options.
#[derive(Args)]
pub struct FailuresArgs {
    /// Every this many labelled photos (1: all 205).
    #[arg(long, default_value_t = 1)]
    step: usize,
    #[command(flatten)]
    changes: PipelineArgs,
}

pub fn run(args: FailuresArgs) -> Result<(), String> {
    let scanner = Scanner::new(Classifier::embedded().map_err(|e| e.to_string())?);
    let pipeline = args.changes.apply(scanner.pipeline().clone())?;
    let scanner = scanner.with_pipeline(pipeline);
    let photos = labelled::load()?;
    let copies: [(&str, &str); 5] = [
        ("board removed", "photo-no-board"),
        ("hand over it", "photo-dice-hidden"),
        ("dark (1%)", "photo-too-dark"),
        ("blurred (6 px)", "photo-too-blurry"),
        ("a ninth of its size", "photo-too-far"),
    ];
    // Per copy: the reason's message id (or "read") -> photos.
    let mut tally: Vec<BTreeMap<String, usize>> = vec![BTreeMap::new(); copies.len()];
    for photo in photos.iter().step_by(args.step.max(1)) {
        let rgb = Photo::decode(&photo.bytes()?)
            .map_err(|e| e.to_string())?
            .rgb()
            .clone();
        let board = photo.board_box();
        let made = [
            degrade::board_removed(&rgb, board),
            degrade::hand_over(&rgb, board),
            degrade::darken(&rgb, 0.01, 1.0, 1),
            degrade::blur(&rgb, 6.0),
            degrade::farther(&rgb, 1.0 / 9.0),
        ];
        for (k, copy) in made.into_iter().enumerate() {
            let photo = Photo::from_rgb(copy).map_err(|e| e.to_string())?;
            let said = match scanner.recognize(&photo).result {
                Ok(_) => "read".to_string(),
                Err(e) => e.message().id.to_string(),
            };
            *tally[k].entry(said).or_default() += 1;
        }
    }
    println!("copy | photos | read | failed with the reason meant | the other reasons");
    for ((name, meant), said) in copies.iter().zip(&tally) {
        let total: usize = said.values().sum();
        let read = said.get("read").copied().unwrap_or(0);
        let right = said.get(*meant).copied().unwrap_or(0);
        let others: Vec<String> = said
            .iter()
            .filter(|(id, _)| id.as_str() != "read" && id.as_str() != *meant)
            .map(|(id, n)| format!("{id} {n}"))
            .collect();
        println!(
            "{name} | {total} | {read} | {right} of {} ({meant}) | {}",
            total - read,
            others.join(", ")
        );
    }
    Ok(())
}
