//! `boggle solve --boards FILE --summary`: one board a line, each line judged on its own, so one
//! bad line (malformed, not UTF-8, huge) costs only that line and is reported with its number.

use std::fmt::Write as _;
use std::io::{BufWriter, Write};
use std::ops::Range;
use std::path::Path;

use boggle_board::{Board, HouseRules, Language, Rules};
use boggle_lexicon::Lexicon;
use boggle_solver::Solver;

use crate::jobs::Solvers;
use crate::{lines, shown_path, stopped_message, write_failed, DictionaryArgs};

/// A line of `--boards FILE` starting with this is a comment. Not `#`: that is the blank tile, so
/// `## ##` is a board (a 2x2 of blanks).
const COMMENT: char = ';';
/// Lines read before they are judged together (parsed, solved and printed into text, on every
/// thread): only reading and writing the file's bytes is left to the main thread.
const BATCH: usize = 4096;
/// Longer lines of `--boards FILE` are not read into memory: an 8x8 board of bracketed two-letter
/// faces with spaces is under 300 bytes.
const BOARD_LINE_CAP: usize = 4096;
/// Bad lines reported one by one; the others are only counted (`--boards /dev/urandom` wrote 368 MB of them in
/// 20 s).
const BAD_LINES_SHOWN: usize = 20;
/// So many bad lines in a row and the file is not one of boards (random bytes, a binary): reading stops there.
const BAD_LINES_IN_A_ROW: usize = 1000;
/// A line this long is not a board nor anything near one: reading stops (`/dev/zero` has no line end).
const GIVE_UP_LINE: usize = 1 << 20;

/// `solve --boards FILE --summary`: each line judged on its own, so one bad line (malformed, not
/// UTF-8, huge) costs only that line.
pub fn solve_file(
    file: &Path,
    dictionary: &DictionaryArgs,
    jobs: Option<u64>,
) -> Result<(), String> {
    let shown = shown_path(file);
    let cannot_read = |e: std::io::Error| format!("cannot read {shown}: {e}");
    let reader = std::fs::File::open(file).map_err(cannot_read)?;
    let lexicon = dictionary.lexicon()?;
    let solvers = Solvers::new(&lexicon, jobs)?;
    let (language, house) = (lexicon.language(), dictionary.house());
    let mut batch = Batch::default();
    let mut tally = Tally::default();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut lines = lines::Lines::new(reader, BOARD_LINE_CAP).give_up_past(GIVE_UP_LINE);
    let mut stopped = None;
    while stopped.is_none() {
        let line = match lines.next_line() {
            Ok(Some(line)) => line,
            Ok(None) => break,
            Err(e) => {
                stopped = Some(format!("stopped reading {shown}: {e}"));
                break;
            }
        };
        match std::str::from_utf8(line.bytes) {
            _ if line.too_long() => batch.refuse(
                line.number,
                format!(
                    "a line of {} bytes is too long for a board (at most {BOARD_LINE_CAP})",
                    line.len
                ),
            ),
            Ok(text) => {
                let text = text.trim_start_matches('\u{feff}').trim();
                if !text.is_empty() && !text.starts_with(COMMENT) {
                    batch.push(line.number, text);
                }
            }
            Err(e) => batch.refuse(
                line.number,
                format!("not UTF-8 text (byte {} of the line)", e.valid_up_to() + 1),
            ),
        }
        if batch.lines.len() == BATCH {
            stopped = print_batch(
                &mut batch, &solvers, language, &house, &mut tally, &shown, &mut out,
            )?;
        }
    }
    // What was read before a read error is still judged; after too many bad lines, nothing more is.
    if !batch.lines.is_empty() {
        stopped = stopped.or(print_batch(
            &mut batch, &solvers, language, &house, &mut tally, &shown, &mut out,
        )?);
    }
    out.flush().map_err(write_failed)?;
    let bad = tally.bad;
    if bad > BAD_LINES_SHOWN {
        eprintln!(
            "boggle: {shown}: {} more bad line(s) not shown (the first {BAD_LINES_SHOWN} are)",
            bad - BAD_LINES_SHOWN
        );
    }
    let counted = (bad > 0).then(|| format!("{bad} bad line(s) in {shown}"));
    match (stopped, counted) {
        (Some(stopped), Some(counted)) => Err(format!("{stopped}; {counted}")),
        (Some(message), None) | (None, Some(message)) => Err(message),
        (None, None) => Ok(()),
    }
}

/// Lines waiting to be judged together: each line's number and its text's place in `texts`, or why
/// it is not a board as read. The memory is kept from batch to batch.
#[derive(Default)]
struct Batch {
    lines: Vec<Line>,
    texts: String,
}

struct Line {
    number: usize,
    text: Result<Range<usize>, String>,
}

impl Batch {
    fn push(&mut self, number: usize, text: &str) {
        let start = self.texts.len();
        self.texts.push_str(text);
        let text = Ok(start..self.texts.len());
        self.lines.push(Line { number, text });
    }

    fn refuse(&mut self, number: usize, why: String) {
        self.lines.push(Line {
            number,
            text: Err(why),
        });
    }
}

/// A line judged: its output line, or why it is not a board.
enum Judged {
    Board {
        printed: String,
        stopped_after: Option<u64>,
    },
    Bad(String),
}

/// Bad lines so far, and how many of them in a row.
#[derive(Default)]
struct Tally {
    bad: usize,
    in_a_row: usize,
}

/// A board line parsed, solved and printed as `ECHO\tWORDS\tSCORE\n`.
fn judge_board(
    solver: &mut Solver<&Lexicon>,
    text: &str,
    language: Language,
    house: &HouseRules,
) -> Judged {
    let board = match Board::parse_in(text, language) {
        Ok(board) => board,
        Err(e) => {
            let hint = if text.starts_with('#') {
                " (comments start with ';': '#' is a blank tile)"
            } else {
                ""
            };
            return Judged::Bad(format!("bad board: {e}{hint}"));
        }
    };
    let s = solver.summary(&board, &Rules::house(board.rows(), board.cols(), house));
    // The line as given, unless tabs or other control characters (which would break the
    // tab-separated output) or its length make its canonical board text the better echo.
    // Writing to a String cannot fail.
    let mut printed = String::with_capacity(text.len().min(300) + 16);
    let _ = if text.len() <= 300 && !text.contains(char::is_control) {
        writeln!(printed, "{text}\t{}\t{}", s.word_count, s.total_score)
    } else {
        writeln!(printed, "{board}\t{}\t{}", s.word_count, s.total_score)
    };
    Judged::Board {
        printed,
        stopped_after: s.stopped_after,
    }
}

/// Judges the batch on every thread and prints its lines in the file's order; says why reading
/// stops when too many bad lines came in a row (the lines after that one are not printed).
fn print_batch(
    batch: &mut Batch,
    solvers: &Solvers,
    language: Language,
    house: &HouseRules,
    tally: &mut Tally,
    shown: &str,
    out: &mut impl Write,
) -> Result<Option<String>, String> {
    let texts = &batch.texts;
    let judged = solvers.map(&batch.lines, |solver, line| match &line.text {
        Ok(span) => judge_board(solver, &texts[span.clone()], language, house),
        Err(why) => Judged::Bad(why.clone()),
    });
    let mut stopped = None;
    for (line, judged) in batch.lines.iter().zip(judged) {
        let number = line.number;
        match judged {
            Judged::Board {
                printed,
                stopped_after,
            } => {
                if let Some(steps) = stopped_after {
                    eprintln!("boggle: {shown}:{number}: {}", stopped_message(steps));
                }
                out.write_all(printed.as_bytes()).map_err(write_failed)?;
                tally.in_a_row = 0;
            }
            Judged::Bad(why) => {
                tally.bad += 1;
                tally.in_a_row += 1;
                if tally.bad <= BAD_LINES_SHOWN {
                    eprintln!("boggle: {shown}:{number}: {why}");
                }
                if tally.in_a_row == BAD_LINES_IN_A_ROW {
                    stopped = Some(format!(
                        "stopped reading {shown} at line {number}: {BAD_LINES_IN_A_ROW} bad lines in a row \
                         (is it a file of boards?)"
                    ));
                    break;
                }
            }
        }
    }
    batch.lines.clear();
    batch.texts.clear();
    Ok(stopped)
}
