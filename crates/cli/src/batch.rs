//! `boggle solve --boards FILE --summary`: one board a line, each line judged on its own, so one
//! bad line (malformed, not UTF-8, huge) costs only that line and is reported with its number.

use std::fmt::Write as _;
use std::io::{BufWriter, Write};
use std::path::Path;

use boggle_board::{Board, BoardError, Language, Rules};

use crate::jobs::Solvers;
use crate::{lines, shown_path, stopped_message, write_failed, DictionaryArgs};

/// A line of `--boards FILE` starting with this is a comment. Not `#`: that is the blank tile, so
/// `## ##` is a board (a 2x2 of blanks).
const COMMENT: char = ';';
/// Good boards read before they are solved together (on every thread) and printed in order.
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
    let mut pending = Pending::default();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut lines = lines::Lines::new(reader, BOARD_LINE_CAP).give_up_past(GIVE_UP_LINE);
    let (mut bad, mut in_a_row) = (0, 0);
    let mut stopped = None;
    loop {
        let line = match lines.next_line() {
            Ok(Some(line)) => line,
            Ok(None) => break,
            Err(e) => {
                stopped = Some(format!("stopped reading {shown}: {e}"));
                break;
            }
        };
        let number = line.number;
        let text = match std::str::from_utf8(line.bytes) {
            _ if line.too_long() => Err(format!(
                "a line of {} bytes is too long for a board (at most {BOARD_LINE_CAP})",
                line.len
            )),
            Ok(text) => Ok(text.trim_start_matches('\u{feff}').trim()),
            Err(e) => Err(format!(
                "not UTF-8 text (byte {} of the line)",
                e.valid_up_to() + 1
            )),
        };
        let board = match text {
            Ok(text) if text.is_empty() || text.starts_with(COMMENT) => continue,
            Ok(text) => pending.push(number, text, lexicon.language()).map_err(|e| {
                let hint = if text.starts_with('#') {
                    " (comments start with ';': '#' is a blank tile)"
                } else {
                    ""
                };
                format!("bad board: {e}{hint}")
            }),
            Err(why) => Err(why),
        };
        match board {
            Ok(()) => {
                if pending.len == BATCH {
                    solve_pending(&mut pending, &solvers, dictionary, &shown, &mut out)?;
                }
                in_a_row = 0;
            }
            Err(why) => {
                bad += 1;
                in_a_row += 1;
                if bad <= BAD_LINES_SHOWN {
                    eprintln!("boggle: {shown}:{number}: {why}");
                }
                if in_a_row == BAD_LINES_IN_A_ROW {
                    stopped = Some(format!(
                        "stopped reading {shown} at line {number}: {BAD_LINES_IN_A_ROW} bad lines in a row \
                         (is it a file of boards?)"
                    ));
                    break;
                }
            }
        }
    }
    solve_pending(&mut pending, &solvers, dictionary, &shown, &mut out)?;
    out.flush().map_err(write_failed)?;
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

/// Good boards waiting to be solved together, with their lines' numbers and echoes; their memory
/// is kept from batch to batch, so reading a board allocates nothing.
#[derive(Default)]
struct Pending {
    /// The first `len` are the batch's boards; those after, boards of earlier batches kept for
    /// their memory.
    boards: Vec<Board>,
    len: usize,
    /// Each board's line number and where its echo ends in `echoes`.
    lines: Vec<(usize, usize)>,
    echoes: String,
    /// The rules of each size of board met so far (a file is mostly of one size).
    rules: Vec<((usize, usize), Rules)>,
}

impl Pending {
    /// Parses a board line into the batch.
    fn push(&mut self, number: usize, text: &str, language: Language) -> Result<(), BoardError> {
        match self.boards.get_mut(self.len) {
            Some(board) => board.parse_again_in(text, language)?,
            None => self.boards.push(Board::parse_in(text, language)?),
        }
        let board = &self.boards[self.len];
        // The line as given, unless tabs or other control characters (which would break the
        // tab-separated output) or its length make its canonical board text the better echo.
        if text.len() <= 300 && !text.contains(char::is_control) {
            self.echoes.push_str(text);
        } else {
            // Writing to a String cannot fail.
            let _ = write!(self.echoes, "{board}");
        }
        self.lines.push((number, self.echoes.len()));
        self.len += 1;
        Ok(())
    }
}

fn rules_for<'r>(rules: &'r [((usize, usize), Rules)], board: &Board) -> Option<&'r Rules> {
    let size = (board.rows(), board.cols());
    rules.iter().find(|(s, _)| *s == size).map(|(_, r)| r)
}

/// Solves the pending boards on every thread and prints their lines in the file's order.
fn solve_pending(
    pending: &mut Pending,
    solvers: &Solvers,
    dictionary: &DictionaryArgs,
    shown: &str,
    out: &mut impl Write,
) -> Result<(), String> {
    for board in &pending.boards[..pending.len] {
        if rules_for(&pending.rules, board).is_none() {
            let size = (board.rows(), board.cols());
            pending.rules.push((size, dictionary.rules(board)));
        }
    }
    let boards = &pending.boards[..pending.len];
    let solved = solvers.map(boards, |solver, board| {
        match rules_for(&pending.rules, board) {
            Some(rules) => solver.summary(board, rules),
            None => solver.summary(board, &dictionary.rules(board)),
        }
    });
    let mut start = 0;
    for (&(number, end), s) in pending.lines.iter().zip(solved) {
        if let Some(steps) = s.stopped_after {
            eprintln!("boggle: {shown}:{number}: {}", stopped_message(steps));
        }
        let echo = &pending.echoes[start..end];
        start = end;
        writeln!(out, "{echo}\t{}\t{}", s.word_count, s.total_score).map_err(write_failed)?;
    }
    pending.len = 0;
    pending.lines.clear();
    pending.echoes.clear();
    Ok(())
}
