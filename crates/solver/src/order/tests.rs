#![allow(clippy::unwrap_used)] // Tests: a failed unwrap is a failed test.
use std::sync::OnceLock;

use super::*;

/// ENABLE2K, built once for all the tests here.
fn enable2k() -> &'static Lexicon {
    static LEXICON: OnceLock<Lexicon> = OnceLock::new();
    LEXICON.get_or_init(|| {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../lexicon/data/enable2k.txt"
        ))
        .unwrap();
        Lexicon::from_words(text.lines().filter(|w| !w.is_empty()))
    })
}

fn bands(side: usize) -> Bands {
    let set = DiceSet::for_side(side).unwrap();
    Bands::of_enable2k(true, set, &HouseRules::default()).unwrap()
}

/// Prints the table `ENABLE2K_BANDS` holds (release: ~10 s).
#[test]
#[ignore]
fn measure_bands_for_the_table() {
    let mut solver = Solver::new(enable2k());
    for side in [4, 5, 6] {
        let set = DiceSet::for_side(side).unwrap();
        let rules = Rules::official(side, side);
        println!(
            "{side}: {:?}",
            Bands::measure(&mut solver, set, &rules, 10_000, 1)
        );
    }
}

#[test]
fn the_table_is_what_a_measurement_gives() {
    let mut solver = Solver::new(enable2k());
    for (side, bands) in ENABLE2K_BANDS {
        let set = DiceSet::for_side(side).unwrap();
        let rules = Rules::official(side, side);
        let measured = Bands::measure(&mut solver, set, &rules, 1_000, 2);
        // A thousand other rolls land within a few words of the table's ten thousand.
        let near = |a: u32, b: u32| a.abs_diff(b) <= 2 + b / 10;
        assert!(
            near(measured.hard_below, bands.hard_below),
            "{side}: {measured:?}"
        );
        assert!(
            near(measured.easy_from, bands.easy_from),
            "{side}: {measured:?}"
        );
        assert!(bands.hard_below < bands.easy_from);
    }
}

#[test]
fn the_table_holds_only_for_enable2k_the_printed_rules_and_the_standard_dice() {
    let house = HouseRules::default();
    assert_eq!(
        Bands::of_enable2k(true, DiceSet::Big5, &house),
        Some(ENABLE2K_BANDS[1].1)
    );
    assert_eq!(Bands::of_enable2k(false, DiceSet::Big5, &house), None);
    assert_eq!(Bands::of_enable2k(true, DiceSet::Classic4, &house), None);
    assert_eq!(Bands::of_enable2k(true, DiceSet::French4, &house), None);
    let one_letter_qu = HouseRules {
        qu_letters: 1,
        ..house
    };
    assert_eq!(
        Bands::of_enable2k(true, DiceSet::New4, &one_letter_qu),
        None
    );
}

#[test]
fn the_same_seed_makes_the_same_board() {
    let mut solver = Solver::new(enable2k());
    let rules = Rules::official(4, 4);
    let order = Order {
        band: Some((Difficulty::Easy, bands(4))),
        ..Order::default()
    };
    let made = |seed| {
        let mut solver = Solver::new(enable2k());
        roll_to_order(
            &mut solver,
            DiceSet::New4,
            &rules,
            &order,
            &mut Rng::new(seed),
            1_000,
        )
        .unwrap()
    };
    assert_eq!(made(11), made(11));
    assert_ne!(made(11).board, made(12).board);
    // The made board is the roll the generator gave at that point.
    let first = made(11);
    let mut rng = Rng::new(11);
    let mut board = DiceSet::New4.roll(&mut rng);
    for _ in 1..first.rolls {
        board = DiceSet::New4.roll(&mut rng);
    }
    assert_eq!(board, first.board);
    assert_eq!(solver.summary(&board, &rules), first.summary);
}

#[test]
fn every_board_made_is_in_its_band_and_bands_order_the_word_counts() {
    let mut solver = Solver::new(enable2k());
    for side in [4, 5] {
        let set = DiceSet::for_side(side).unwrap();
        let rules = Rules::official(side, side);
        let bands = bands(side);
        let mut means = Vec::new();
        for difficulty in Difficulty::ALL {
            let order = Order {
                band: Some((difficulty, bands)),
                ..Order::default()
            };
            let mut rng = Rng::new(3);
            let mut total = 0;
            for _ in 0..20 {
                let made =
                    roll_to_order(&mut solver, set, &rules, &order, &mut rng, 1_000).unwrap();
                let words = made.summary.word_count;
                assert!(
                    bands.holds(difficulty, words),
                    "{side} {difficulty}: {words}"
                );
                assert_eq!(bands.difficulty(words), difficulty);
                assert_eq!(solver.summary(&made.board, &rules), made.summary);
                total += words;
            }
            means.push(total / 20);
        }
        assert!(
            means[0] > means[1] && means[1] > means[2],
            "{side}: {means:?}"
        );
    }
}

#[test]
fn words_and_points_are_at_least_what_was_asked() {
    let mut solver = Solver::new(enable2k());
    let rules = Rules::official(4, 4);
    let order = Order {
        min_words: 150,
        min_score: 250,
        band: None,
    };
    let mut rng = Rng::new(1);
    for _ in 0..3 {
        let made = roll_to_order(
            &mut solver,
            DiceSet::New4,
            &rules,
            &order,
            &mut rng,
            100_000,
        )
        .unwrap();
        assert!(made.summary.word_count >= 150 && made.summary.total_score >= 250);
    }
}

#[test]
fn a_budget_spent_is_an_error_saying_how_far_off_the_rolls_were() {
    let mut solver = Solver::new(enable2k());
    let rules = Rules::official(4, 4);
    let order = Order {
        min_words: 5_000,
        ..Order::default()
    };
    let missed = roll_to_order(
        &mut solver,
        DiceSet::New4,
        &rules,
        &order,
        &mut Rng::new(1),
        50,
    )
    .unwrap_err();
    assert_eq!(missed.rolls, 50);
    assert!(missed.fewest_words <= missed.most_words && missed.most_words < 5_000);
    // A budget of none still rolls once.
    let missed = roll_to_order(
        &mut solver,
        DiceSet::New4,
        &rules,
        &order,
        &mut Rng::new(1),
        0,
    )
    .unwrap_err();
    assert_eq!(missed.rolls, 1);
}

#[test]
fn difficulties_read_and_print_their_names() {
    for (d, name) in Difficulty::ALL.into_iter().zip(Difficulty::NAMES) {
        assert_eq!(d.name(), name);
        assert_eq!(name.parse::<Difficulty>(), Ok(d));
        assert_eq!(d.to_string(), name);
    }
    assert_eq!("HARD".parse::<Difficulty>(), Ok(Difficulty::Hard));
    assert!("brutal"
        .parse::<Difficulty>()
        .unwrap_err()
        .contains("easy, normal or hard"));
}

#[test]
fn dates_are_read_strictly() {
    let day: Day = "2026-11-27".parse().unwrap();
    assert_eq!(
        day,
        Day {
            year: 2026,
            month: 11,
            day: 27
        }
    );
    assert_eq!(day.to_string(), "2026-11-27");
    assert!("2028-02-29".parse::<Day>().is_ok());
    for bad in [
        "2026-02-29",
        "2100-02-29",
        "2026-13-01",
        "2026-00-10",
        "2026-04-31",
        "2026-4-1",
        "26-11-27",
        "1999-12-31",
        "2026-11-27-1",
        "2026-11-2x",
        "",
        "+202-11-27",
    ] {
        assert!(bad.parse::<Day>().is_err(), "{bad}");
    }
}

#[test]
fn the_board_of_the_day_is_the_same_on_a_date_and_decent() {
    let mut solver = Solver::new(enable2k());
    let day = |text: &str| text.parse::<Day>().unwrap();
    for side in [4, 5, 6] {
        let set = DiceSet::for_side(side).unwrap();
        let rules = Rules::official(side, side);
        let bands = bands(side);
        let today = board_of_the_day(&mut solver, set, &rules, bands, day("2026-11-27")).unwrap();
        let again = board_of_the_day(&mut solver, set, &rules, bands, day("2026-11-27")).unwrap();
        assert_eq!(today, again);
        assert!(today.summary.word_count >= bands.hard_below);
        assert_eq!(today.board.rows(), side);
        let tomorrow =
            board_of_the_day(&mut solver, set, &rules, bands, day("2026-11-28")).unwrap();
        assert_ne!(today.board, tomorrow.board);
    }
    // Sizes and languages of one date have seeds of their own.
    let d = day("2026-11-27");
    let seeds = [
        day_seed(d, 4, Language::English),
        day_seed(d, 5, Language::English),
        day_seed(d, 4, Language::French),
        day_seed(day("2026-11-28"), 4, Language::English),
    ];
    for (i, a) in seeds.iter().enumerate() {
        assert!(seeds[i + 1..].iter().all(|b| a != b), "{seeds:?}");
    }
}

#[test]
fn a_year_of_boards_of_the_day_are_never_hard() {
    let mut solver = Solver::new(enable2k());
    let rules = Rules::official(4, 4);
    let bands = bands(4);
    let mut boards = std::collections::HashSet::new();
    for month in 1..=12u8 {
        for d in 1..=28u8 {
            let day = Day {
                year: 2027,
                month,
                day: d,
            };
            let made = board_of_the_day(&mut solver, DiceSet::New4, &rules, bands, day).unwrap();
            assert_ne!(bands.difficulty(made.summary.word_count), Difficulty::Hard);
            boards.insert(made.board.to_string());
        }
    }
    assert_eq!(boards.len(), 12 * 28, "every day its own board");
}
