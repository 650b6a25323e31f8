//! `boggle recognize PHOTO`: a photo of a board -> its board text, the tiles worth a second look, and on request
//! its words, the whole reading as JSON, and a picture of each stage of the pipeline.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use boggle_board::{Board, Language};
use boggle_classifier::Classifier;
use boggle_lexicon::Lexicon;
use boggle_scan::Scanner;
use boggle_vision::{
    advise_outcome, Advice, Budget, Face, Photo, Recognition, Trace, VisionError, WholeBoardDoubt,
};

use crate::{print_solution, shown_path, solution_json, solve_with, write_failed, DictionaryArgs};

mod file;
mod json;

use json::{advice_json, recognition_json, FailureJson, UnsolvedJson};

/// The exit status of `recognize --solve` when the board was read but not solved (a tile not read as a die).
const NOT_SOLVED: u8 = 3;
/// `--budget-ms` at most: ten minutes.
const MAX_BUDGET_MS: u64 = 600_000;

#[derive(clap::Args)]
pub struct RecognizeArgs {
    /// The photo: a JPEG or PNG file. Its format and size are read from its first bytes before the rest: a
    /// file that is no picture, or over 120 megapixels, is refused unread, and no more is read than a photo of
    /// its size can hold (4 bytes a pixel and 16 MiB of metadata). Devices and pipes are refused.
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
    /// Read the board inside these four outer corners, in photo pixels, instead of looking for it: the grid's
    /// top-left, top-right, bottom-right and bottom-left corners as x1,y1,x2,y2,x3,y3,x4,y4 (with --size).
    /// Corners may lie just outside the photo (a board cut by the frame) and may be given counter-clockwise.
    #[arg(long, value_name = "X1,Y1,...,X4,Y4", requires = "size", allow_hyphen_values = true,
          value_parser = parse_corners)]
    corners: Option<[(f64, f64); 4]>,
    /// With --corners: the board's size, 4x4, 5x5, 6x6 or ROWSxCOLS.
    #[arg(long, value_name = "ROWSxCOLS", requires = "corners", value_parser = parse_size)]
    size: Option<(usize, usize)>,
    /// Stop looking for the board after this many milliseconds (after decoding) and say so; 0 looks as long
    /// as it takes. A board found by then is still read in full. [default: 2000]
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(0..=MAX_BUDGET_MS))]
    budget_ms: Option<u64>,
    /// With --solve: the dictionary and minimum word length.
    #[command(flatten)]
    dictionary: DictionaryArgs,
}

/// Reads the photo and prints what `args` ask for: `Ok` with the exit status (0, or `NOT_SOLVED`), or the message
/// of a failure.
pub fn run(args: &RecognizeArgs) -> Result<ExitCode, String> {
    if !args.solve && (args.dictionary.dict.is_some() || args.dictionary.min.is_some()) {
        return Err("--dict and --min only apply with --solve".into());
    }
    // The dictionary first: a bad --dict fails at once, not after the photo was read.
    let lexicon = args.solve.then(|| args.dictionary.lexicon()).transpose()?;
    let shown = shown_path(&args.photo);
    let bytes = file::read_photo(&args.photo).map_err(|e| format!("{shown}: {e}"))?;
    let photo = Photo::decode(&bytes).map_err(|e| format!("{shown}: {e}"))?;
    drop(bytes);
    let scanner = Scanner::new(Classifier::embedded().map_err(|e| e.to_string())?);
    let budget_ms = args
        .budget_ms
        .unwrap_or_else(|| u64::from(scanner.pipeline().tuning.native_budget_ms));
    let outcome = match (args.corners, args.size) {
        // Reading a marked board is one lattice's crops: nothing to search, nothing to stop.
        (Some(corners), Some((rows, cols))) => {
            scanner.recognize_marked(&photo, rows, cols, corners)
        }
        _ if budget_ms == 0 => scanner.recognize(&photo),
        _ => {
            let deadline = Instant::now() + Duration::from_millis(budget_ms);
            let time_is_up = || Instant::now() >= deadline;
            scanner.recognize_within(&photo, &Budget::new(&time_is_up))
        }
    };
    // The pictures first: when no board is found they are what a person debugging the photo needs. They draw
    // this very recognition's trace, so they show what produced the answer.
    if let Some(dir) = &args.debug_dir {
        write_stages(&scanner.stages(&photo, &outcome), dir)?;
    }
    // Measured on what the detector saw over the whole photo (for a marked board: the photo alone).
    let advice = advise_outcome(&photo, &outcome, &scanner.pipeline().tuning);
    let corners = outcome.trace.kept().and_then(|l| l.corners());
    let skipped: Vec<&'static str> = outcome
        .trace
        .skipped_for_time
        .iter()
        .map(|l| l.name())
        .collect();
    // The dice are the dictionary's (French has a plain Q), English without one.
    let language = lexicon
        .as_ref()
        .map_or(Language::English, Lexicon::language);
    let recognition = match outcome.result {
        Ok(recognition) => recognition.in_language(language),
        Err(e) => return Err(failure(args, budget_ms, &e, &outcome.trace, &advice)),
    };
    let board_text = recognition.board_text();
    let solved = lexicon.as_ref().map(|lexicon| {
        Board::parse_in(&board_text, language)
            .map(|board| {
                let (rules, solution) = solve_with(lexicon, &board, &args.dictionary);
                (board, rules, solution)
            })
            .map_err(|e| UnsolvedJson::new(&recognition, &board_text, &e))
    });
    let unsolved = match &solved {
        Some(Err(why)) => Some(why),
        _ => None,
    };

    let mut out = BufWriter::new(std::io::stdout().lock());
    if args.json {
        // With --solve, `solution` is there, null when the board read could not be solved, and `unsolved` says
        // why: the reading is never lost.
        let solution = solved.as_ref().map(|s| match s {
            Ok((board, rules, solution)) => solution_json(board, rules, solution),
            Err(_) => serde_json::Value::Null,
        });
        let mut value = recognition_json(&recognition, board_text, corners, solution);
        value.skipped_for_time = skipped;
        value.advice = advice_json(&advice);
        value.unsolved = unsolved;
        serde_json::to_writer(&mut out, &value).map_err(|e| write_failed(e.into()))?;
        writeln!(out)
            .and_then(|()| out.flush())
            .map_err(write_failed)?;
    } else {
        // The board line first, whatever follows, so scripts can take the first line.
        writeln!(out, "{board_text}").map_err(write_failed)?;
        if let Some(Ok((board, rules, solution))) = &solved {
            print_solution(&mut out, board, rules, solution).map_err(write_failed)?;
        }
        // Last, so it is on screen after a long word list.
        print_doubtful(&mut out, &recognition).map_err(write_failed)?;
        out.flush().map_err(write_failed)?;
        for a in &advice {
            eprintln!("advice: {a}");
        }
    }
    match unsolved {
        Some(why) => {
            eprintln!("boggle: {}", why.message);
            Ok(ExitCode::from(NOT_SOLVED))
        }
        None => Ok(ExitCode::SUCCESS),
    }
}

/// The message for a photo read without a board (and with --json, the same on stdout as JSON): the error, and
/// when the time budget ran out, which looks it cut short or skipped and how to give it more time.
fn failure(
    args: &RecognizeArgs,
    budget_ms: u64,
    error: &VisionError,
    trace: &Trace,
    advice: &[Advice],
) -> String {
    let error = error.to_string();
    let mut message = format!("{}: {error}", shown_path(&args.photo));
    if trace.out_of_time() {
        let names = |looks: Vec<&str>| {
            if looks.is_empty() {
                "none".to_string()
            } else {
                looks.join(", ")
            }
        };
        let cut = names(
            trace
                .looks
                .iter()
                .filter(|l| l.cut_short)
                .map(|l| l.origin.name())
                .collect(),
        );
        let skipped = names(trace.skipped_for_time.iter().map(|l| l.name()).collect());
        message += &format!(
            " (stopped at --budget-ms {budget_ms}: cut short: {cut}; skipped: {skipped}; \
             --budget-ms 0 looks as long as it takes)"
        );
    }
    if args.json {
        let json = FailureJson {
            error,
            out_of_time: trace.out_of_time(),
            skipped_for_time: trace.skipped_for_time.iter().map(|l| l.name()).collect(),
            advice: advice_json(advice),
        };
        if let Ok(text) = serde_json::to_string(&json) {
            let mut out = std::io::stdout().lock();
            if let Err(e) = writeln!(out, "{text}") {
                return write_failed(e);
            }
        }
    }
    for a in advice {
        message += &format!("\nadvice: {a}");
    }
    message
}

/// A corner's coordinate at most this far from the photo's origin, in pixels (photos are at most 120 MP).
const MAX_CORNER: f64 = 10_000_000.0;

/// `--corners`: eight numbers, the four corners' x and y in turn.
fn parse_corners(text: &str) -> Result<[(f64, f64); 4], String> {
    let numbers: Vec<f64> = text
        .split(',')
        .map(|v| {
            v.trim()
                .parse::<f64>()
                .ok()
                .filter(|v| v.abs() <= MAX_CORNER)
        })
        .collect::<Option<_>>()
        .ok_or_else(|| {
            format!(
                "expected eight numbers x1,y1,x2,y2,x3,y3,x4,y4, each within ±{MAX_CORNER} pixels"
            )
        })?;
    match numbers[..] {
        [x1, y1, x2, y2, x3, y3, x4, y4] => Ok([(x1, y1), (x2, y2), (x3, y3), (x4, y4)]),
        _ => Err(format!(
            "{} numbers given; expected eight, x1,y1,x2,y2,x3,y3,x4,y4",
            numbers.len()
        )),
    }
}

/// `--size`: `4x4`, `5x5`, `6x6` or `ROWSxCOLS`, 2 to 8 each.
fn parse_size(text: &str) -> Result<(usize, usize), String> {
    let size = text
        .to_ascii_lowercase()
        .split_once('x')
        .and_then(|(r, c)| Some((r.trim().parse().ok()?, c.trim().parse().ok()?)))
        .filter(|&(r, c): &(usize, usize)| (2..=8).contains(&r) && (2..=8).contains(&c));
    size.ok_or_else(|| "expected ROWSxCOLS from 2x2 to 8x8, such as 4x4".to_string())
}

/// A table of the doubtful tiles (rows and columns counted from 1, as in board errors and word paths), or
/// nothing when every tile is sure.
fn print_doubtful(out: &mut impl Write, recognition: &Recognition) -> std::io::Result<()> {
    let mut rows = recognition.doubtful().peekable();
    if rows.peek().is_none() {
        return Ok(());
    }
    writeln!(out, "tiles to check:")?;
    writeln!(out, "row  col  read  confidence  runner-up")?;
    for t in rows {
        let r = &t.reading;
        writeln!(
            out,
            "{:>3}  {:>3}  {:<4}  {:>10.2}  {} ({:.2})",
            t.row + 1,
            t.col + 1,
            shown(r.face),
            r.confidence,
            shown(r.runner_up),
            r.runner_up_confidence
        )?;
    }
    if let Some(why) = recognition.whole_board_doubt {
        writeln!(out, "{why}")?;
        if why == WholeBoardDoubt::LineOff {
            writeln!(
                out,
                "(to fix the grid: --corners with the grid's four outer corners, and --size)"
            )?;
        }
    }
    Ok(())
}

/// A face as the doubtful-tiles table shows it: its letters, or "not a die".
fn shown(face: Face) -> &'static str {
    match face {
        Face::NotADie => "not a die",
        f => f.text(),
    }
}

/// Writes `1-threshold.png`, `2-candidates.png`, … into `dir` and names each file on stderr.
fn write_stages(stages: &[(&str, image::RgbImage)], dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", shown_path(dir)))?;
    for (k, (name, picture)) in stages.iter().enumerate() {
        let file = dir.join(format!("{}-{name}.png", k + 1));
        picture
            .save_with_format(&file, image::ImageFormat::Png)
            .map_err(|e| format!("cannot write {}: {e}", shown_path(&file)))?;
        eprintln!("wrote {}", shown_path(&file));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.

    use boggle_board::Tile;
    use boggle_vision::{Reading, RecognizedTile, Tuning};

    use super::*;

    fn tile(col: usize, face: Face, confidence: f32) -> RecognizedTile {
        let reading = Reading {
            face,
            confidence,
            runner_up: Face::Die(Tile::from_letter('o').unwrap()),
            runner_up_confidence: 0.01,
            choices: [face.tile().map(|t| (t, confidence)), None, None],
        };
        RecognizedTile {
            row: 1,
            col,
            doubtful: reading.is_doubtful(&Tuning::default()),
            reading,
            looked: reading,
            quad: [(0.0, 0.0); 4],
            crop: image::GrayImage::new(1, 1),
        }
    }

    #[test]
    fn corners_and_sizes_are_read_or_refused_clearly() {
        assert_eq!(
            parse_corners("1,2, 3,4,5,6,7,8").unwrap(),
            [(1.0, 2.0), (3.0, 4.0), (5.0, 6.0), (7.0, 8.0)]
        );
        assert!(parse_corners("1,2,3").unwrap_err().contains("3 numbers"));
        assert!(parse_corners("1,2,3,4,5,6,7,x").is_err());
        assert!(parse_corners("1,2,3,4,5,6,7,inf").is_err());
        assert_eq!(parse_size("5X5").unwrap(), (5, 5));
        assert_eq!(parse_size("4x6").unwrap(), (4, 6));
        assert!(parse_size("9x9").is_err() && parse_size("four").is_err());
    }

    #[test]
    fn doubtful_tiles_are_unsure_or_not_dice() {
        let letter = |c| Face::Die(Tile::from_letter(c).unwrap());
        let rec = |tiles: Vec<RecognizedTile>, why| Recognition {
            rows: 1,
            cols: tiles.len(),
            tiles,
            whole_board_doubt: why,
            die_side: 40.0,
        };
        let tiles = vec![
            tile(0, letter('a'), 0.95),
            tile(1, letter('c'), 0.62),
            tile(2, Face::NotADie, 0.97),
            tile(3, letter('e'), 0.9),
        ];
        let mut out = Vec::new();
        print_doubtful(&mut out, &rec(tiles.clone(), None)).unwrap();
        let text = String::from_utf8_lossy(&out);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        assert_eq!(lines[2], "  2    2  c           0.62  o (0.01)");
        assert!(lines[3].contains("not a die"), "{text}");
        let mut none = Vec::new();
        print_doubtful(&mut none, &rec(tiles[..1].to_vec(), None)).unwrap();
        assert!(none.is_empty());
        // Every tile marked: the table, then why, and for a grid a line off, how to fix it here.
        let printed = |why| {
            let mut all = Vec::new();
            print_doubtful(&mut all, &rec(tiles[1..3].to_vec(), Some(why))).unwrap();
            String::from_utf8_lossy(&all).into_owned()
        };
        let hard = printed(WholeBoardDoubt::HardToRead);
        assert_eq!(hard.lines().count(), 5, "{hard}");
        assert!(
            hard.lines()
                .last()
                .is_some_and(|l| l.contains("hard to read")),
            "{hard}"
        );
        let line_off = printed(WholeBoardDoubt::LineOff);
        assert_eq!(line_off.lines().count(), 6, "{line_off}");
        assert!(
            line_off.contains("a line off") && line_off.contains("--corners"),
            "{line_off}"
        );
    }
}
