//! Prints the encoded sizes of the four codes (bytes, base45 characters) and the QR version and
//! error-correction level `boggle-qr` draws each at:
//! `cargo run --locked --release -p boggle-round --example sizes`. The figures in docs/round.md.

use boggle_board::{Board, HouseRules, Rules};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::Lexicon;
use boggle_round::{to_text, Answer, HouseList, PlayerStanding, Round, Standings};
use boggle_solver::Solver;

fn show(what: &str, bytes: &[u8]) -> Result<(), Box<dyn std::error::Error>> {
    let text = to_text(bytes);
    let code = boggle_qr::encode(&text)?;
    println!(
        "{what}: {} bytes, {} base45 chars; QR version {}-{} ({} modules)",
        bytes.len(),
        text.len(),
        code.version,
        code.level,
        code.size
    );
    Ok(())
}

fn solve(lexicon: &Lexicon, board: &Board) -> Vec<String> {
    let mut solver = Solver::new(lexicon);
    let mut words: Vec<String> = solver
        .solve(board, &Rules::official(board.rows(), board.cols()))
        .words
        .into_iter()
        .map(|w| w.word.into())
        .collect();
    words.sort();
    words
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = include_str!("../../lexicon/data/enable2k.txt");
    let lexicon = Lexicon::from_words(text.lines());
    let mut rng = Rng::new(52);
    // Boards rolled until their lists are of the sizes the issue names (a 4x4 well over 60 words).
    let (board4, list4) = loop {
        let board = DiceSet::for_side(4).ok_or("dice")?.roll(&mut rng);
        let list = solve(&lexicon, &board);
        if list.len() >= 150 {
            break (board, list);
        }
    };
    let (board6, list6) = loop {
        let board = DiceSet::for_side(6).ok_or("dice")?.roll(&mut rng);
        let list = solve(&lexicon, &board);
        if list.len() >= 600 {
            break (board, list);
        }
    };
    let mut round = |board: &Board| Round {
        board: board.to_string(),
        dictionary: "enable2k".to_owned(),
        dictionary_version: 0x1234_5678,
        house: HouseRules::default(),
        house_list: HouseList::None,
        seconds: 180,
        round_id: rng.next_u64() as u32,
        start_ms: 1_796_000_000_000,
        seed: rng.next_u64(),
    };
    let (round4, round6) = (round(&board4), round(&board6));
    show(&format!("4x4 round ({board4})"), &round4.to_bytes()?)?;
    let mut pick = |n: usize, k: usize| {
        let mut all: Vec<u32> = (0..n as u32).collect();
        rng.shuffle(&mut all);
        all.truncate(k);
        all
    };
    let mut sixty = pick(list4.len(), 60);
    sixty.sort_unstable();
    println!(
        "codings of the 60-word set: {:?}",
        boggle_round::coding_sizes(&sixty, list4.len())
    );
    let answer = Answer::new(
        "Grandma Jo",
        &round4,
        list4.len(),
        sixty,
        vec!["zorb".into(), "qat".into()],
    )?;
    show(
        &format!("60 words of {} on a 4x4", list4.len()),
        &answer.to_bytes()?,
    )?;
    let k300 = 300.min(list6.len());
    let three_hundred = pick(list6.len(), k300);
    let answer = Answer::new(
        "Grandma Jo",
        &round6,
        list6.len(),
        three_hundred,
        vec!["zorb".into()],
    )?;
    show(
        &format!("{k300} words of {} on a 6x6", list6.len()),
        &answer.to_bytes()?,
    )?;
    // The same on a synthetic list of 3,000 (the 6x6 estimate).
    let answer = Answer::new("Grandma Jo", &round6, 3000, pick(3000, 300), Vec::new())?;
    show("300 words of 3000 (synthetic list)", &answer.to_bytes()?)?;
    let players = (0..6)
        .map(|i| {
            let mut found = pick(list4.len(), 20 + 10 * i);
            found.sort_unstable();
            PlayerStanding {
                name: format!("Player {i}"),
                score: Some(30),
                total: 120,
                found,
            }
        })
        .collect();
    let standings = Standings {
        round_id: round4.round_id,
        board_check: round4.board_check(),
        list_len: list4.len(),
        rounds: 3,
        players,
    };
    show(
        &format!("6-player standings on the 4x4 ({} words)", list4.len()),
        &standings.to_bytes()?,
    )?;
    Ok(())
}
