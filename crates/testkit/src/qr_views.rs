//! The QR views set (issue 52 item 5): our own codes (round codes, 60-word answers on a 4x4, 300-word answers
//! on a 6x6, 6-player standings, built as `crates/round/examples/sizes.rs` builds them, from boards rolled
//! with a seed) each drawn by `boggle-qr` and seen on a phone's screen by a camera (`screen`), spread over
//! tilt 0-40 degrees, blur 0.5-2 px, moiré, glare and JPEG 60 at 640x480. Deterministic: a seed and a count
//! give the same frames, which `eval qr-views` writes as PGM files with a manifest for any decoder.

use std::error::Error;

use boggle_board::{Board, HouseRules, Rules};
use boggle_dice::{DiceSet, Rng};
use boggle_lexicon::Lexicon;
use boggle_round::{Answer, HouseList, PlayerStanding, Round, Standings};
use boggle_solver::Solver;
use image::{GrayImage, Luma};

use crate::screen::{decode_grey, screen_view_jpeg, ScreenView};

/// The four codes, the kinds a phone shows another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CodeKind {
    /// A round on a 4x4 or (every other one) a 6x6, no house list.
    Round,
    /// 60 words of a 4x4's list of 150 or more, 2 off-list words.
    Answer60On4x4,
    /// 300 words of a 6x6's list of 600 or more, 1 off-list word.
    Answer300On6x6,
    /// 6 players, 20-70 words each, of a 4x4's list of 150 or more.
    Standings6,
}

impl CodeKind {
    pub const ALL: [CodeKind; 4] = [
        CodeKind::Round,
        CodeKind::Answer60On4x4,
        CodeKind::Answer300On6x6,
        CodeKind::Standings6,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CodeKind::Round => "round",
            CodeKind::Answer60On4x4 => "answer-60-4x4",
            CodeKind::Answer300On6x6 => "answer-300-6x6",
            CodeKind::Standings6 => "standings-6",
        }
    }
}

/// One frame of the set.
pub struct QrView {
    pub kind: CodeKind,
    /// The code's base45 text: what a decoder must return.
    pub text: String,
    /// The QR version and level `boggle-qr` drew it at.
    pub version: u8,
    pub level: char,
    pub view: ScreenView,
    /// Frame pixels per module with the screen square on (the tilt shrinks it further one way).
    pub px_per_module: f64,
    /// The camera's frame, decoded from its JPEG to grey: what the decoders get.
    pub frame: GrayImage,
}

/// The sorted official-rules word list of `board` in ENABLE2K.
fn solve(solver: &mut Solver<&Lexicon>, board: &Board) -> Vec<String> {
    let mut words: Vec<String> = solver
        .solve(board, &Rules::official(board.rows(), board.cols()))
        .words
        .into_iter()
        .map(|w| w.word.into())
        .collect();
    words.sort();
    words
}

/// Makes the codes' texts from boards rolled by one seeded generator.
pub struct CodeMaker {
    lexicon: Lexicon,
    rng: Rng,
}

impl CodeMaker {
    pub fn new(seed: u64) -> CodeMaker {
        let text = include_str!("../../lexicon/data/enable2k.txt");
        CodeMaker {
            lexicon: Lexicon::from_words(text.lines()),
            rng: Rng::new(seed),
        }
    }

    /// A board of `side` whose list has at least `min_words` words, and that list.
    fn board(
        &mut self,
        side: usize,
        min_words: usize,
    ) -> Result<(Board, Vec<String>), Box<dyn Error>> {
        let dice = DiceSet::for_side(side).ok_or("no dice of that side")?;
        let mut solver = Solver::new(&self.lexicon);
        loop {
            let board = dice.roll(&mut self.rng);
            let list = solve(&mut solver, &board);
            if list.len() >= min_words {
                return Ok((board, list));
            }
        }
    }

    fn round(&mut self, board: &Board) -> Round {
        Round {
            board: board.to_string(),
            dictionary: "enable2k".to_owned(),
            dictionary_version: self.rng.next_u64() as u32,
            house: HouseRules::default(),
            house_list: HouseList::None,
            seconds: 180,
            round_id: self.rng.next_u64() as u32,
            start_ms: 1_796_000_000_000 + self.rng.next_u64() % 100_000_000,
            seed: self.rng.next_u64(),
        }
    }

    /// `k` distinct indices below `n`.
    fn pick(&mut self, n: usize, k: usize) -> Vec<u32> {
        let mut all: Vec<u32> = (0..n as u32).collect();
        self.rng.shuffle(&mut all);
        all.truncate(k);
        all
    }

    /// The base45 text of a new code of `kind`; `nth` alternates the round codes' board size.
    pub fn text(&mut self, kind: CodeKind, nth: usize) -> Result<String, Box<dyn Error>> {
        Ok(match kind {
            CodeKind::Round => {
                let side = match nth % 2 {
                    0 => 4,
                    _ => 6,
                };
                let (board, _) = self.board(side, 1)?;
                self.round(&board).to_text()?
            }
            CodeKind::Answer60On4x4 => {
                let (board, list) = self.board(4, 150)?;
                let round = self.round(&board);
                let found = self.pick(list.len(), 60);
                let off = vec!["zorb".into(), "qat".into()];
                Answer::new("Grandma Jo", &round, list.len(), found, off)?.to_text()?
            }
            CodeKind::Answer300On6x6 => {
                let (board, list) = self.board(6, 600)?;
                let round = self.round(&board);
                let found = self.pick(list.len(), 300);
                Answer::new("Grandma Jo", &round, list.len(), found, vec!["zorb".into()])?
                    .to_text()?
            }
            CodeKind::Standings6 => {
                let (board, list) = self.board(4, 150)?;
                let round = self.round(&board);
                let players = (0..6)
                    .map(|i| {
                        let mut found = self.pick(list.len(), 20 + 10 * i);
                        found.sort_unstable();
                        PlayerStanding {
                            name: format!("Player {i}"),
                            score: Some(30 + 5 * i as u32),
                            total: 120,
                            found,
                        }
                    })
                    .collect();
                let standings = Standings {
                    round_id: round.round_id,
                    board_check: round.board_check(),
                    list_len: list.len(),
                    rounds: 3,
                    players,
                };
                standings.to_text()?
            }
        })
    }
}

/// The `i`th of `n` views: code kind `i mod 4`, a new code each, seen as `ScreenView::spread(i, n)`.
pub fn view(maker: &mut CodeMaker, i: usize, n: usize) -> Result<QrView, Box<dyn Error>> {
    let kind = CodeKind::ALL[i % CodeKind::ALL.len()];
    let text = maker.text(kind, i / CodeKind::ALL.len())?;
    let code = boggle_qr::encode(&text)?;
    let (pixels, side) = boggle_qr::raster::to_luma(&code, 1);
    let symbol = GrayImage::from_raw(side as u32, side as u32, pixels).ok_or("raster size")?;
    let view = ScreenView::spread(i, n);
    let frame = decode_grey(&screen_view_jpeg(&symbol, &view))?;
    let px_per_module = view.size * f64::from(crate::screen::FRAME.1) / side as f64;
    Ok(QrView {
        kind,
        text,
        version: code.version,
        level: code.level,
        view,
        px_per_module,
        frame,
    })
}

/// A grey frame as a binary PGM (P5) file's bytes: the one format every decoder's harness reads without a
/// library.
pub fn to_pgm(frame: &GrayImage) -> Vec<u8> {
    let mut bytes = format!("P5\n{} {}\n255\n", frame.width(), frame.height()).into_bytes();
    bytes.extend(frame.pixels().map(|Luma([v])| *v));
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_codes_are_ours_at_the_sizes_docs_round_md_names() {
        let mut maker = CodeMaker::new(52);
        for kind in CodeKind::ALL {
            let text = maker.text(kind, 0).expect("a code");
            let code = boggle_round::Code::from_text(&text).expect("our own code reads back");
            let version = boggle_qr::encode(&text).expect("fits").version;
            let expected = match kind {
                CodeKind::Round | CodeKind::Answer60On4x4 => 3..=5,
                CodeKind::Answer300On6x6 => 5..=7,
                CodeKind::Standings6 => 8..=10,
            };
            assert!(
                expected.contains(&version),
                "{kind:?}: version {version}, {code:?}"
            );
        }
    }

    #[test]
    fn a_view_is_the_same_each_time_and_a_clean_one_reads() {
        let a = view(&mut CodeMaker::new(7), 0, 200).expect("a view");
        let b = view(&mut CodeMaker::new(7), 0, 200).expect("a view");
        assert_eq!(a.text, b.text);
        assert_eq!(a.frame, b.frame);
        assert_eq!(a.frame.dimensions(), crate::screen::FRAME);
        // rqrr misses a third of the set (docs/round.md, "Decoder"); what it does read must be the text.
        let texts = boggle_qr::read(a.frame.as_raw(), a.frame.width(), a.frame.height());
        assert!(texts.expect("a valid frame").iter().all(|t| *t == a.text));
    }

    #[test]
    fn pgm_has_its_header_and_every_pixel() {
        let frame = GrayImage::from_pixel(3, 2, Luma([9]));
        let pgm = to_pgm(&frame);
        assert!(pgm.starts_with(b"P5\n3 2\n255\n"));
        assert_eq!(pgm.len(), 11 + 6);
    }
}
