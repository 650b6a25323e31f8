//! `--set` and `--without`: the one way every evaluation changes the pipeline it runs.

use boggle_vision::{Pipeline, LOOKS};
use clap::Args;

/// The pipeline's changes an evaluation takes.
#[derive(Args)]
pub struct PipelineArgs {
    /// A `Tuning` field, NAME=VALUE (repeat): a refinement switched off, say (`pool_views=false`).
    #[arg(long = "set", value_name = "NAME=VALUE")]
    sets: Vec<String>,
    /// Switch a look off (whole, quarters, enlarged, closer, closer-again, moved-corners, turned; repeat).
    #[arg(long = "without", value_name = "LOOK")]
    without: Vec<String>,
}

impl PipelineArgs {
    /// `pipeline` with these changes.
    pub fn apply(&self, mut pipeline: Pipeline) -> Result<Pipeline, String> {
        for set in &self.sets {
            let (name, value) = set
                .split_once('=')
                .ok_or_else(|| format!("--set {set}: expected NAME=VALUE"))?;
            pipeline.tuning.set(name, value)?;
        }
        for off in &self.without {
            let before = pipeline.looks.len();
            pipeline.looks.retain(|l| l.name() != off);
            if pipeline.looks.len() == before {
                let names: Vec<&str> = LOOKS.iter().map(|l| l.name()).collect();
                return Err(format!(
                    "--without {off}: the looks are {}",
                    names.join(", ")
                ));
            }
        }
        Ok(pipeline)
    }
}
