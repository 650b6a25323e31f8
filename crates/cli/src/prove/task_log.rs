//! The task log of `boggle prove`: a header line naming the proof (size, threshold, buckets,
//! dictionary, rules, class count), then one tab-separated line a class done (`class`, id, bound,
//! boards scored, seconds, boards found as `SCORE:BOARD,…`). Read back to resume a run and by
//! `--check`; every line is checked against the proof it claims to belong to, so a damaged or
//! foreign line stops the run with its line number instead of joining the proof.

use std::collections::HashSet;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::sync::Mutex;

use boggle_board::{Board, Rules};
use boggle_lexicon::Lexicon;
use boggle_prove::Space;
use boggle_solver::Solver;

use boggle_board::thousands;

/// The start of a task log's first line; the rest of the header follows it on the same line.
pub const LOG_MAGIC: &str = "# boggle prove log 1";

/// One class done, as a log line holds it.
pub struct Done {
    pub id: u64,
    pub boards: Vec<(u32, String)>,
}

/// The header naming one proof: two logs join only if their headers are equal.
pub fn header(
    space: &Space,
    at_least: u32,
    spec: &str,
    dict: &str,
    rules: &Rules,
    scoring: &str,
) -> String {
    let count = space.class_count().unwrap_or(0);
    format!(
        "{LOG_MAGIC}\tsize={}x{}\tat-least={at_least}\tbuckets={spec}\tdict={dict}\trules=min {} scoring {scoring} qu {}\tclasses={count}",
        space.rows(),
        space.cols(),
        rules.min_len,
        rules.qu_letters
    )
}

/// A class's line, newline included.
pub fn line(
    id: u64,
    bound: u32,
    candidates: u64,
    seconds: f64,
    boards: &[(u32, String)],
) -> String {
    let found: Vec<String> = boards.iter().map(|(s, b)| format!("{s}:{b}")).collect();
    format!(
        "class\t{id}\t{bound}\t{candidates}\t{seconds:.3}\t{}\n",
        found.join(",")
    )
}

/// A log open for appending, shared by the worker threads.
pub struct Appender(Mutex<std::fs::File>);

impl Appender {
    /// Opens `path` for appending, writing `header` if it is new or empty. A last line cut short
    /// (a run killed while writing) is cut off, so the next line starts on a line of its own.
    pub fn open(path: &Path, header: &str) -> Result<Appender, String> {
        let at = |e: std::io::Error| format!("{}: {e}", path.display());
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .read(true)
            .append(true)
            .open(path)
            .map_err(at)?;
        let mut text = Vec::new();
        file.read_to_end(&mut text).map_err(at)?;
        let whole = text.iter().rposition(|&b| b == b'\n').map_or(0, |n| n + 1);
        if whole < text.len() {
            file.set_len(whole as u64).map_err(at)?;
            file.seek(SeekFrom::End(0)).map_err(at)?;
        }
        if whole == 0 {
            writeln!(file, "{header}").map_err(at)?;
        }
        Ok(Appender(Mutex::new(file)))
    }

    pub fn write(&self, line: &str) -> Result<(), String> {
        let mut file = self.0.lock().map_err(|_| "the log's writer failed")?;
        file.write_all(line.as_bytes())
            .map_err(|e| format!("cannot write the log: {e}"))
    }
}

/// The classes a log lists as done, each once; an unfinished last line (a killed run) is left out.
/// Fails on a header of another proof, and on any line that is not a class of this proof: a
/// malformed field, a class id out of range or not canonical, a board of another size, of letters
/// its class does not allow, or scoring under the threshold.
pub fn read(path: &Path, header: &str, space: &Space, at_least: u32) -> Result<Vec<Done>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut lines = text.split_inclusive('\n');
    match lines.next() {
        Some(first) if first.trim_end() == header => {}
        None => return Ok(Vec::new()),
        Some(_) => {
            return Err(format!(
                "{} is the log of another proof (its first line differs): give the same options or another --log",
                path.display()
            ))
        }
    }
    let mut done = Vec::new();
    let mut seen = HashSet::new();
    for (n, line) in lines.enumerate() {
        let Some(line) = line.strip_suffix('\n') else {
            break;
        };
        let entry = parse_line(line, space, at_least).map_err(|why| {
            format!(
                "{}:{}: damaged log line ({why}): {}",
                path.display(),
                n + 2,
                shorten(line)
            )
        })?;
        if seen.insert(entry.id) {
            done.push(entry);
        }
    }
    Ok(done)
}

fn parse_line(line: &str, space: &Space, at_least: u32) -> Result<Done, String> {
    let fields: Vec<&str> = line.split('\t').collect();
    if fields.len() != 6 || fields[0] != "class" {
        return Err("not a class line".into());
    }
    let id: u64 = fields[1].parse().map_err(|_| "no class id")?;
    let count = space.class_count().unwrap_or(0);
    if id >= count || !space.is_canonical(id) {
        return Err(format!("no canonical class {id} among {count}"));
    }
    fields[2].parse::<u32>().map_err(|_| "no bound")?;
    fields[3]
        .parse::<u64>()
        .map_err(|_| "no count of boards scored")?;
    fields[4]
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= 0.0)
        .ok_or("no seconds")?;
    let mut boards = Vec::new();
    for found in fields[5].split(',').filter(|f| !f.is_empty()) {
        let (score, text) = found.split_once(':').ok_or("a board without its score")?;
        let score: u32 = score.parse().map_err(|_| "a board's score is no number")?;
        if score < at_least {
            return Err(format!("{text} scores {score}, under the threshold"));
        }
        let board = Board::parse_in(text, space.language()).map_err(|e| format!("{text}: {e}"))?;
        if board.rows() != space.rows() || board.cols() != space.cols() {
            return Err(format!(
                "{text} is not a {}x{} board",
                space.rows(),
                space.cols()
            ));
        }
        if !space.holds(id, &board) {
            return Err(format!("{text} is not a board of class {id}"));
        }
        boards.push((score, text.to_string()));
    }
    Ok(Done { id, boards })
}

fn shorten(line: &str) -> String {
    match line.char_indices().nth(80) {
        Some((at, _)) => format!("{}…", &line[..at]),
        None => line.to_string(),
    }
}

/// `--check`: each board of the log scored again; the canonical classes it lacks counted. Fails if
/// any board scores otherwise than its line says.
pub fn check(
    path: &Path,
    header: &str,
    lexicon: &Lexicon,
    rules: &Rules,
    space: &Space,
    wanted: &[u64],
    at_least: u32,
) -> Result<(), String> {
    let done = read(path, header, space, at_least)?;
    let mut solver = Solver::new(lexicon);
    let mut wrong = 0;
    let mut boards = 0;
    for (score, text) in done.iter().flat_map(|d| &d.boards) {
        let board = Board::parse_in(text, space.language()).map_err(|e| format!("{text}: {e}"))?;
        let actual = solver.summary(&board, rules).total_score;
        boards += 1;
        if actual != *score {
            wrong += 1;
            eprintln!("boggle prove: {text}: the log says {score}, the solver {actual}");
        }
    }
    let listed: HashSet<u64> = done.iter().map(|d| d.id).collect();
    let missing = wanted.iter().filter(|id| !listed.contains(id)).count();
    out!(
        "{}: {} boards scored again, {wrong} wrong; {} of {} classes done, {missing} missing",
        path.display(),
        thousands(boards),
        thousands((wanted.len() - missing) as u64),
        thousands(wanted.len() as u64)
    );
    if wrong > 0 {
        return Err(format!("{wrong} boards of the log score otherwise"));
    }
    Ok(())
}
