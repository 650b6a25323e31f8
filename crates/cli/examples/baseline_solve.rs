//! The straightforward solver (`src/bench/baseline.rs`) as a whole process, for the whole-process
//! ratio (`examples/whole-process.sh`): `baseline_solve WORDS BOARDS MIN` reads the word list and
//! the boards file as text and prints `board<TAB>word_count<TAB>total_score` a line, classic
//! scoring, as `boggle solve --boards BOARDS --summary --dict WORDS --min MIN` does.
//!
//! Written plainly, as a good first version would be: read both files, build the array trie, parse
//! each line with the board crate, solve, print through a buffered stdout.

#[path = "../src/bench/baseline.rs"]
mod baseline;

use std::io::{BufWriter, Write};

use baseline::{ArrayTrie, BaselineSolver};
use boggle_board::{Board, Rules};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let [_, words, boards, min] = &args[..] else {
        return Err("usage: baseline_solve WORDS BOARDS MIN".into());
    };
    let min: usize = min.parse().map_err(|e| format!("MIN: {e}"))?;
    let words = std::fs::read_to_string(words).map_err(|e| format!("{words}: {e}"))?;
    let boards = std::fs::read_to_string(boards).map_err(|e| format!("{boards}: {e}"))?;
    let trie = ArrayTrie::from_words(words.lines());
    let mut solver = BaselineSolver::new(&trie);
    let mut out = BufWriter::new(std::io::stdout().lock());
    for line in boards.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with(';') {
            continue;
        }
        let board = Board::parse(line).map_err(|e| format!("{line}: {e}"))?;
        let rules = Rules::official(board.rows(), board.cols()).with_min_len(min);
        let (words, score) = solver.summary(&board, &rules);
        writeln!(out, "{line}\t{words}\t{score}").map_err(|e| e.to_string())?;
    }
    out.flush().map_err(|e| e.to_string())
}
