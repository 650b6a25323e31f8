//! The format's promises: every payload round-trips, every single-byte change is refused, no byte string
//! panics, and an answer to another round is refused. Random cases from `boggle_dice::Rng` (no proptest in
//! the lockfile), seeded so a failure repeats.

use boggle_board::{HouseRules, Scoring};
use boggle_dice::{DiceSet, Rng};

use crate::*;

fn random_round(rng: &mut Rng) -> Round {
    let side = 3 + rng.below(4) as usize;
    let board = DiceSet::for_side(side).map(|d| d.roll(rng).to_string());
    let words: Vec<String> = (0..rng.below(4)).map(|i| format!("w{i}")).collect();
    Round {
        board: board.unwrap_or_else(|| "abcd efgh ijkl mnop".to_owned()),
        dictionary: "enable2k".to_owned(),
        dictionary_version: rng.next_u64() as u32,
        house: HouseRules {
            scoring: Scoring::ALL[rng.below(4) as usize],
            min_len: [None, Some(3), Some(4)][rng.below(3) as usize],
            qu_letters: 1 + rng.below(2) as u8,
        },
        house_list: HouseList::of(&words, &words[..words.len() / 2]),
        seconds: 60 + rng.below(300),
        round_id: rng.next_u64() as u32,
        start_ms: 1_800_000_000_000 + u64::from(rng.below(1 << 30)),
        seed: rng.next_u64(),
    }
}

fn random_set(rng: &mut Rng, n: usize) -> Vec<u32> {
    let density = rng.below(101);
    (0..n as u32).filter(|_| rng.below(100) < density).collect()
}

fn random_answer(rng: &mut Rng, round: &Round) -> Answer {
    let n = rng.below(3000) as usize;
    let off = (0..rng.below(5)).map(|i| format!("zz{i}é")).collect();
    Answer::new("Zoë", round, n, random_set(rng, n), off).expect("a valid answer")
}

fn random_standings(rng: &mut Rng) -> Standings {
    let list_len = rng.below(500) as usize;
    Standings {
        round_id: rng.next_u64() as u32,
        board_check: rng.next_u64() as u32,
        list_len,
        rounds: rng.below(10),
        players: (0..rng.below(7))
            .map(|i| PlayerStanding {
                name: format!("player {i}"),
                score: (i % 3 != 0).then(|| rng.below(100)),
                total: rng.below(1000),
                found: random_set(rng, list_len),
            })
            .collect(),
    }
}

/// Every single-byte change of `bytes` refused (CRC-32 catches every burst of up to 32 bits).
fn every_byte_change_refused(bytes: &[u8]) {
    for at in 0..bytes.len() {
        for delta in [1u8, 0x80, 0xff] {
            let mut bad = bytes.to_vec();
            bad[at] ^= delta;
            assert!(Code::from_bytes(&bad).is_err(), "byte {at} ^ {delta:#x}");
        }
    }
    for len in 0..bytes.len() {
        assert!(Code::from_bytes(&bytes[..len]).is_err(), "cut at {len}");
    }
}

#[test]
fn payloads_round_trip_and_refuse_every_damaged_byte() {
    let mut rng = Rng::new(2026);
    for _ in 0..200 {
        let round = random_round(&mut rng);
        let bytes = round.to_bytes().expect("round");
        assert_eq!(Round::from_bytes(&bytes).as_ref(), Ok(&round));
        assert_eq!(
            Round::from_text(&round.to_text().expect("text")),
            Ok(round.clone())
        );
        every_byte_change_refused(&bytes);

        let answer = random_answer(&mut rng, &round);
        let bytes = answer.to_bytes().expect("answer");
        assert_eq!(Code::from_bytes(&bytes), Ok(Code::Answer(answer.clone())));
        assert_eq!(answer.check_against(&round), Ok(()));
        every_byte_change_refused(&bytes);

        let standings = random_standings(&mut rng);
        let bytes = standings.to_bytes().expect("standings");
        assert_eq!(Standings::from_bytes(&bytes), Ok(standings));
        every_byte_change_refused(&bytes);
    }
}

#[test]
fn refusals_say_why() {
    let mut rng = Rng::new(7);
    let round = random_round(&mut rng);
    let bytes = round.to_bytes().expect("round");
    assert_eq!(
        Answer::from_bytes(&bytes),
        Err(CodeError::WrongKind {
            expected: Kind::Answer,
            found: Kind::Round
        })
    );
    let mut newer = bytes.clone();
    newer[0] = MARK | (FORMAT_VERSION + 1);
    assert_eq!(
        Code::from_bytes(&newer),
        Err(CodeError::NewerVersion { found: 2 })
    );
    assert_eq!(Code::from_bytes(b"hello"), Err(CodeError::Foreign));
    assert_eq!(
        Code::from_text("https://example.org/"),
        Err(CodeError::Foreign)
    );
    let mut damaged = bytes.clone();
    damaged[5] ^= 1;
    assert_eq!(Code::from_bytes(&damaged), Err(CodeError::Damaged));

    let answer = random_answer(&mut rng, &round);
    let mut other = round.clone();
    other.round_id ^= 1;
    assert!(matches!(
        answer.check_against(&other),
        Err(CodeError::OtherRound { .. })
    ));
    let mut other = round.clone();
    other.board = "abcd efgh ijkl mnoq".to_owned();
    assert_eq!(answer.check_against(&other), Err(CodeError::OtherBoard));
    assert!(answer.words(&["a", "b"]).is_err() || answer.list_len() == 2);
    let long = Answer::new(&"x".repeat(25), &round, 0, [], Vec::new()).expect("answer");
    assert!(matches!(long.to_bytes(), Err(CodeError::TooLong { .. })));
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng::new(99);
    for case in 0..20_000 {
        let len = rng.below(64) as usize;
        let mut bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        if case % 2 == 0 && len >= 6 {
            // Ours in appearance, so the check and the body readers are reached too.
            bytes[0] = MARK | FORMAT_VERSION;
            bytes[1] = 1 + rng.below(3) as u8;
            let n = bytes.len() - 4;
            let check = crate::crc32(&bytes[..n]).to_le_bytes();
            bytes[n..].copy_from_slice(&check);
        }
        let _ = Code::from_bytes(&bytes);
        let _ = Code::from_text(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn the_dictionary_fingerprint_is_of_the_words_and_their_order() {
    let fingerprint = dictionary_fingerprint(["ant", "art"]);
    // zlib.crc32(b"ant\nart\n"): the same CRC-32 as zlib's, computed apart.
    assert_eq!(fingerprint, 0x0780_6636);
    assert_ne!(fingerprint, dictionary_fingerprint(["an", "tart"]));
    assert_ne!(fingerprint, dictionary_fingerprint(["art", "ant"]));
}
