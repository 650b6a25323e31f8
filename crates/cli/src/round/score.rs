//! `boggle round score`: the players' codes judged against the round as Score a game judges a round (each
//! word's reason, the cancel rule, the winner), the standings with the totals carried from the last round's
//! code, the comparison every phone shows, and the standings' own code.
//!
//! Any code that is damaged, foreign, of another kind, or for another round or board stops the command
//! with its message: a round is never scored with a list missing or misread. The same player twice: the
//! later code replaces the earlier (said on stderr). A player named with --players or in the last
//! standings who returned no code is absent, not zero.

use boggle_round::{Answer, Comparison, PlayerStanding, Round, ScoredWord, Standings};
use boggle_solver::{JudgedWord, Referee, Verdict};

use super::{qr, Opened, QrArgs};

#[derive(clap::Args)]
pub struct ScoreArgs {
    /// The round's code.
    #[arg(long, value_name = "CODE")]
    round: String,
    /// Each player's code (`boggle round answer`), in any order.
    #[arg(value_name = "ANSWER_CODE")]
    answers: Vec<String>,
    /// The players at the table (separated by commas): one without a code is shown absent.
    #[arg(long, value_name = "NAMES", default_value = "")]
    players: String,
    /// The last round's standings code: its totals and players carry over.
    #[arg(long, value_name = "CODE")]
    previous: Option<String>,
    /// Whose phone this is: the comparison says "only you" for that player.
    #[arg(long, value_name = "NAME")]
    me: Option<String>,
    #[command(flatten)]
    qr: QrArgs,
}

/// A player of the standings: their code this round, if any, and what the last standings carried.
struct Seat {
    name: String,
    answer: Option<Answer>,
    total_before: u32,
}

/// The seat named `name` (case and surrounding spaces ignored), made at the end if new.
fn seat<'a>(seats: &'a mut Vec<Seat>, name: &str) -> &'a mut Seat {
    let key = name.trim().to_lowercase();
    let at = seats
        .iter()
        .position(|s| s.name.trim().to_lowercase() == key)
        .unwrap_or_else(|| {
            seats.push(Seat {
                name: name.trim().to_owned(),
                answer: None,
                total_before: 0,
            });
            seats.len() - 1
        });
    &mut seats[at]
}

pub fn run(args: &ScoreArgs) -> Result<(), String> {
    let round = Round::from_text(&args.round).map_err(|e| format!("the round's code: {e}"))?;
    let mut opened = Opened::of(round)?;
    let mut seats: Vec<Seat> = Vec::new();
    let mut rounds_before = 0;
    if let Some(text) = &args.previous {
        let previous =
            Standings::from_text(text).map_err(|e| format!("the last standings: {e}"))?;
        if previous.round_id == opened.round.round_id {
            return Err("the last standings are this round's own: give the round before's".into());
        }
        rounds_before = previous.rounds;
        for p in &previous.players {
            seat(&mut seats, &p.name).total_before = p.total;
        }
    }
    for name in args.players.split(',').filter(|n| !n.trim().is_empty()) {
        seat(&mut seats, name);
    }
    for (n, text) in args.answers.iter().enumerate() {
        let answer = Answer::from_text(text).map_err(|e| format!("answer {}: {e}", n + 1))?;
        let refused =
            |e: boggle_round::CodeError| format!("answer {} ({}): {e}", n + 1, answer.player);
        answer.check_against(&opened.round).map_err(refused)?;
        answer.words(&opened.list_words()).map_err(refused)?;
        let seat = seat(&mut seats, &answer.player);
        if seat.answer.is_some() {
            eprintln!(
                "boggle: answer {}: a later code from {} replaces the earlier one",
                n + 1,
                seat.name
            );
        }
        seat.answer = Some(answer);
    }
    if seats.len() > boggle_round::limits::PLAYERS {
        return Err(format!(
            "{} players: the standings' code holds at most {}",
            seats.len(),
            boggle_round::limits::PLAYERS
        ));
    }
    let judged = judge(&mut opened, &seats)?;
    let standings = standings(&opened, &seats, &judged, rounds_before);
    let text = standings.to_text().map_err(|e| e.to_string())?;
    qr::show(&text, "the standings", &args.qr)?;
    print_round(&opened, &seats, &judged);
    let list: Vec<(&str, u32)> = opened
        .list
        .iter()
        .map(|w| (w.word.as_str(), w.score))
        .collect();
    let comparison =
        Comparison::of(&standings, &list, args.me.as_deref()).map_err(|e| e.to_string())?;
    print_comparison(&comparison);
    Ok(())
}

impl Opened {
    fn list_words(&self) -> Vec<&str> {
        self.list.iter().map(|w| w.word.as_str()).collect()
    }
}

/// Each seat's judged round: `None` for a player without a code.
struct Judged {
    players: Vec<Option<boggle_solver::PlayerResult>>,
    winners: Vec<usize>,
}

/// The lists of the players with a code judged together, as Score a game judges them: the words on the
/// round's list, then the words typed that are not on it.
fn judge(opened: &mut Opened, seats: &[Seat]) -> Result<Judged, String> {
    let words = opened.list_words();
    let present: Vec<usize> = (0..seats.len())
        .filter(|&s| seats[s].answer.is_some())
        .collect();
    let lists: Vec<Vec<String>> = present
        .iter()
        .filter_map(|&s| seats[s].answer.as_ref())
        .map(|a| {
            let on_list = a.words(&words).unwrap_or_default();
            on_list
                .into_iter()
                .map(str::to_owned)
                .chain(a.off_list.iter().cloned())
                .collect()
        })
        .collect();
    let mut referee = Referee::new(&mut opened.solver, opened.round.house, Some(&opened.house));
    let round = referee
        .judge_round(&opened.board, &lists)
        .map_err(|e| e.to_string())?;
    let mut players: Vec<Option<boggle_solver::PlayerResult>> = vec![None; seats.len()];
    for (&s, result) in present.iter().zip(round.players) {
        players[s] = Some(result);
    }
    Ok(Judged {
        players,
        winners: round.winners.iter().map(|&w| present[w]).collect(),
    })
}

fn standings(opened: &Opened, seats: &[Seat], judged: &Judged, rounds_before: u32) -> Standings {
    let players = seats
        .iter()
        .zip(&judged.players)
        .map(|(seat, result)| {
            let score = result.as_ref().map(|r| r.score);
            PlayerStanding {
                name: seat.name.clone(),
                score,
                total: seat.total_before.saturating_add(score.unwrap_or(0)),
                found: seat
                    .answer
                    .as_ref()
                    .map(|a| a.found().to_vec())
                    .unwrap_or_default(),
            }
        })
        .collect();
    Standings {
        round_id: opened.round.round_id,
        board_check: opened.round.board_check(),
        list_len: opened.list.len(),
        rounds: rounds_before.saturating_add(1),
        players,
    }
}

/// A judged word as the table shows it: `stare 2`, `star (cancelled: Bob too)`, `zorb (not a word)`.
fn shown_word(w: &JudgedWord, seats: &[Seat], present: &[usize]) -> String {
    let word = w.shown.as_deref().unwrap_or(&w.word);
    let reason = match w.verdict {
        Verdict::Counts => return format!("{word} {}", w.score),
        Verdict::Cancelled => {
            let others: Vec<&str> = w
                .shared_with
                .iter()
                .filter_map(|&p| present.get(p))
                .map(|&s| seats[s].name.as_str())
                .collect();
            format!("cancelled: {} too", others.join(", "))
        }
        Verdict::Repeated => "listed twice".into(),
        Verdict::TooShort => "too short".into(),
        Verdict::Banned => "banned by the house list".into(),
        Verdict::NotAWord => "not a word".into(),
        Verdict::NotOnBoard => "not on the board".into(),
        Verdict::GaveUp => "too many ways to look for it".into(),
    };
    format!("{word} ({reason})")
}

fn print_round(opened: &Opened, seats: &[Seat], judged: &Judged) {
    let round = &opened.round;
    let rules = boggle_board::Rules::house(opened.board.rows(), opened.board.cols(), &round.house);
    out!(
        "round {}: {} ({}, words of {}+ letters, {} scoring; {} words on the board)",
        round.round_id,
        round.board,
        round.dictionary,
        rules.min_len,
        round.house.scoring.name(),
        opened.list.len()
    );
    let width = seats
        .iter()
        .map(|s| s.name.chars().count())
        .max()
        .unwrap_or(0)
        .max(6);
    out!("{:<width$}  {:>10}  {:>5}", "player", "this round", "total");
    let present: Vec<usize> = (0..seats.len())
        .filter(|&s| judged.players[s].is_some())
        .collect();
    for (seat, result) in seats.iter().zip(&judged.players) {
        let (this, total) = match result {
            Some(r) => (
                r.score.to_string(),
                seat.total_before.saturating_add(r.score),
            ),
            None => ("absent".to_owned(), seat.total_before),
        };
        out!("{:<width$}  {this:>10}  {total:>5}", seat.name);
    }
    let names: Vec<&str> = judged
        .winners
        .iter()
        .map(|&w| seats[w].name.as_str())
        .collect();
    match names.len() {
        0 => out!("no winner: nobody scored"),
        1 => out!("winner: {}", names[0]),
        _ => out!("tie: {}", names.join(", ")),
    }
    for (seat, result) in seats.iter().zip(&judged.players) {
        if let Some(r) = result {
            let words: Vec<String> = r
                .words
                .iter()
                .map(|w| shown_word(w, seats, &present))
                .collect();
            out!(
                "{}: {}",
                seat.name,
                if words.is_empty() {
                    "no words".into()
                } else {
                    words.join(", ")
                }
            );
        }
    }
}

/// `stare 2, star 1`, or `none`.
fn word_list<'a>(words: impl IntoIterator<Item = &'a ScoredWord>) -> String {
    let shown: Vec<String> = words
        .into_iter()
        .map(|w| format!("{} {}", w.word, w.score))
        .collect();
    if shown.is_empty() {
        "none".into()
    } else {
        shown.join(", ")
    }
}

fn print_comparison(c: &Comparison) {
    let name = |p: usize| c.players[p].name.as_str();
    out!(
        "found by everyone who played: {}",
        word_list(c.by_everyone.iter().map(|s| &s.word))
    );
    let several: Vec<String> = c
        .by_several
        .iter()
        .map(|s| {
            let who: Vec<&str> = s.players.iter().map(|&p| name(p)).collect();
            format!("{} {} ({})", s.word.word, s.word.score, who.join(", "))
        })
        .collect();
    if !several.is_empty() {
        out!("found by several: {}", several.join(", "));
    }
    for (p, player) in c.players.iter().enumerate() {
        if player.score.is_none() {
            continue;
        }
        if c.me == Some(p) {
            out!("only you ({}): {}", player.name, word_list(&player.only));
            out!("you and others: {}", word_list(c.shared_by(p)));
        } else {
            out!("only {}: {}", player.name, word_list(&player.only));
        }
    }
    out!(
        "best words nobody found ({} of {}): {}",
        c.best_missed.len(),
        c.missed_count,
        word_list(&c.best_missed)
    );
}
