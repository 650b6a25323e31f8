//! `boggle recognize PHOTO`: a photo of a board -> its board text, the tiles worth a second look, and on request
//! its words, the whole reading as JSON, and a picture of each stage of the pipeline.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use boggle_board::Board;
use boggle_classifier::Classifier;
use boggle_scan::Scanner;
use boggle_vision::{Photo, Quad, Recognition, RecognizedTile};
use serde::Serialize;

use crate::{print_solution, solution_json, solve_board, DictionaryArgs};

/// Tiles read with less confidence than this are listed for a person to check.
const DOUBTFUL: f32 = 0.9;

#[derive(clap::Args)]
pub struct RecognizeArgs {
    /// The photo: a JPEG or PNG file.
    #[arg(value_name = "PHOTO")]
    photo: PathBuf,
    /// Print the whole reading as JSON: rows, cols, board, tiles (and the solution with --solve).
    #[arg(long)]
    json: bool,
    /// Also solve the board read, printing what `boggle solve BOARD` prints.
    #[arg(long)]
    solve: bool,
    /// Write a PNG of each stage (threshold, candidates, lattice, tiles) into DIR, created if need be; written
    /// even when no board is found.
    #[arg(long, value_name = "DIR")]
    debug_dir: Option<PathBuf>,
    /// With --solve: the dictionary and minimum word length.
    #[command(flatten)]
    dictionary: DictionaryArgs,
}

/// The `--json` output.
#[derive(Serialize)]
struct RecognitionJson<'a> {
    rows: usize,
    cols: usize,
    board: String,
    tiles: Vec<TileJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<serde_json::Value>,
}

#[derive(Serialize)]
struct TileJson<'a> {
    text: &'a str,
    confidence: f32,
    runner_up: &'a str,
    runner_up_confidence: f32,
    /// The die's top face in photo pixels: top-left, top-right, bottom-right, bottom-left as `[x, y]`.
    quad: &'a Quad,
}

pub fn run(args: &RecognizeArgs) -> Result<(), String> {
    if !args.solve && (args.dictionary.dict.is_some() || args.dictionary.min.is_some()) {
        return Err("--dict and --min only apply with --solve".into());
    }
    let path = &args.photo;
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let photo = Photo::decode(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    let scanner = Scanner::new(Classifier::embedded().map_err(|e| e.to_string())?);
    // The pictures first: when no board is found they are what a person debugging the photo needs.
    if let Some(dir) = &args.debug_dir {
        write_stages(&scanner, &photo, dir)?;
    }
    let recognition = scanner
        .scan(&photo)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let board_text = recognition.board_text();
    let solved = if args.solve {
        Some(
            Board::parse(&board_text)
                .map_err(|e| format!("cannot solve the board read ({board_text}): {e}"))
                .and_then(|board| {
                    let (rules, solution) = solve_board(&board, &args.dictionary)?;
                    Ok((board, rules, solution))
                }),
        )
    } else {
        None
    };

    let mut out = BufWriter::new(std::io::stdout().lock());
    if args.json {
        // All or nothing: a consumer of the JSON never sees a reading without the solution it asked for.
        let solution = match &solved {
            Some(Ok((board, rules, solution))) => Some(solution_json(board, rules, solution)),
            Some(Err(e)) => return Err(e.clone()),
            None => None,
        };
        let value = recognition_json(&recognition, board_text, solution);
        serde_json::to_writer(&mut out, &value).map_err(|e| e.to_string())?;
        writeln!(out).map_err(|e| e.to_string())?;
        return out.flush().map_err(|e| e.to_string());
    }
    // The board line first, whatever follows, so scripts can take the first line.
    writeln!(out, "{board_text}").map_err(|e| e.to_string())?;
    if let Some(Ok((board, rules, solution))) = &solved {
        print_solution(&mut out, board, rules, solution).map_err(|e| e.to_string())?;
    }
    // Last, so it is on screen after a long word list.
    print_doubtful(&mut out, &recognition.tiles).map_err(|e| e.to_string())?;
    out.flush().map_err(|e| e.to_string())?;
    match solved {
        Some(Err(e)) => Err(e),
        _ => Ok(()),
    }
}

fn recognition_json(
    rec: &Recognition,
    board: String,
    solution: Option<serde_json::Value>,
) -> RecognitionJson<'_> {
    RecognitionJson {
        rows: rec.rows,
        cols: rec.cols,
        board,
        tiles: rec
            .tiles
            .iter()
            .map(|t| TileJson {
                text: &t.text,
                confidence: t.confidence,
                runner_up: &t.runner_up,
                runner_up_confidence: t.runner_up_confidence,
                quad: &t.quad,
            })
            .collect(),
        solution,
    }
}

/// Tiles a person should check: read with confidence below `DOUBTFUL`, or read as not a die face at all.
fn doubtful(tiles: &[RecognizedTile]) -> impl Iterator<Item = &RecognizedTile> {
    tiles
        .iter()
        .filter(|t| t.confidence < DOUBTFUL || t.text == "junk")
}

/// A table of the doubtful tiles (rows and columns counted from 1, as in board errors and word paths), or
/// nothing when every tile is sure.
fn print_doubtful(out: &mut impl Write, tiles: &[RecognizedTile]) -> std::io::Result<()> {
    let mut rows = doubtful(tiles).peekable();
    if rows.peek().is_none() {
        return Ok(());
    }
    writeln!(out, "tiles read with confidence below {DOUBTFUL}:")?;
    writeln!(out, "row  col  read  confidence  runner-up")?;
    for t in rows {
        writeln!(
            out,
            "{:>3}  {:>3}  {:<4}  {:>10.2}  {} ({:.2})",
            t.row + 1,
            t.col + 1,
            t.text,
            t.confidence,
            t.runner_up,
            t.runner_up_confidence
        )?;
    }
    Ok(())
}

/// Writes `1-threshold.png`, `2-candidates.png`, … into `dir` and names each file on stderr.
fn write_stages(scanner: &Scanner, photo: &Photo, dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    for (k, (name, picture)) in scanner.stages(photo).iter().enumerate() {
        let file = dir.join(format!("{}-{name}.png", k + 1));
        picture
            .save_with_format(&file, image::ImageFormat::Png)
            .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
        eprintln!("wrote {}", file.display());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

    use super::*;

    fn tile(col: usize, text: &str, confidence: f32) -> RecognizedTile {
        RecognizedTile {
            row: 1,
            col,
            text: text.into(),
            confidence,
            runner_up: "o".into(),
            runner_up_confidence: 0.01,
            quad: [(0.0, 0.0); 4],
            crop: image::GrayImage::new(1, 1),
        }
    }

    #[test]
    fn doubtful_tiles_are_unsure_or_not_dice() {
        let tiles = [
            tile(0, "a", 0.95),
            tile(1, "c", 0.62),
            tile(2, "junk", 0.97),
            tile(3, "e", 0.9),
        ];
        let mut out = Vec::new();
        print_doubtful(&mut out, &tiles).unwrap();
        let text = String::from_utf8_lossy(&out);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        assert_eq!(lines[2], "  2    2  c           0.62  o (0.01)");
        assert!(lines[3].contains("junk"), "{text}");
        let mut none = Vec::new();
        print_doubtful(&mut none, &tiles[..1]).unwrap();
        assert!(none.is_empty());
    }
}
