//! Every word on a board with a word list from a file: the example of the README's "Use the solver in
//! your own code" (`cargo xtask test` checks the README shows this file and runs it).
//!
//! `cargo run -p boggle-solver --example solve -- crates/lexicon/data/enable2k.txt "alex ande ravi erda"`

use boggle_board::{Board, Rules};
use boggle_lexicon::Lexicon;
use boggle_solver::Solver;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [word_list, board_text] = args.as_slice() else {
        eprintln!("usage: solve WORD_LIST BOARD_TEXT");
        std::process::exit(2);
    };
    let words = std::fs::read_to_string(word_list)?;
    let lexicon = Lexicon::from_words(words.lines());
    let board = Board::parse(board_text)?;
    let rules = Rules::official(board.rows(), board.cols());
    let mut solver = Solver::new(&lexicon);
    let solution = solver.solve(&board, &rules);
    for found in &solution.words {
        println!("{:>2} {} {:?}", found.score, found.word, found.path);
    }
    let (count, points) = (solution.words.len(), solution.total_score);
    println!("{count} words, {points} points");
    Ok(())
}
