//! The labelled real photos, parsed here and nowhere else: where the shared data folder is, each photo's board
//! (with `training/label-fixes.tsv` applied), its hand-drawn tile boxes, and its cross-validation fold
//! (`training/folds.tsv`).

use std::collections::BTreeMap;
use std::path::PathBuf;

use boggle_board::{Board, Tile};
use boggle_vision::Point;

/// The shared data folder: `$BOGGLE_SHARED` when set when the program runs, else the one `.cargo/config.toml`
/// names at build time (`../shared` beside the repository), which CI and every developer have.
pub fn shared_dir() -> PathBuf {
    std::env::var_os("BOGGLE_SHARED")
        .map(PathBuf::from)
        .or_else(|| option_env!("BOGGLE_SHARED").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared")))
}

/// The labelled photos' folder: `boards.tsv`, `tiles.tsv`, `images/`.
pub fn photos_dir() -> PathBuf {
    shared_dir().join("data/photos/roboflow-boggle-boards")
}

/// The repository's `training/` folder (label fixes, folds).
pub fn training_dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../training"))
}

/// Where the cross-validation fold models are kept (`foldK/letters.onnx`, committed: `training/train_folds.sh`
/// writes them), what every fold evaluation reads unless told another folder.
pub fn fold_models_dir() -> PathBuf {
    training_dir().join("folds")
}

/// One hand-drawn tile box: its cell and its centre in photo pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct TileBox {
    pub row: usize,
    pub col: usize,
    pub centre: Point,
}

/// One labelled photo.
#[derive(Debug, Clone, PartialEq)]
pub struct LabelledPhoto {
    /// The file, relative to `photos_dir()` (`images/….jpg`).
    pub image: String,
    /// The board's side (4, 5 or 6).
    pub side: usize,
    /// The board, row-major, as labelled (fixes applied).
    pub board: Vec<Tile>,
    /// `boards.tsv`'s board group.
    pub group: String,
    /// The cross-validation fold of the group (`training/folds.tsv`), if it has one.
    pub fold: Option<usize>,
    /// The hand-drawn box of every tile.
    pub boxes: Vec<TileBox>,
}

impl LabelledPhoto {
    /// The board's outline as a box (left, top, right, bottom) in photo pixels: its tiles' centres and half a
    /// pitch round them.
    pub fn board_box(&self) -> [f64; 4] {
        let xs = self.boxes.iter().map(|b| b.centre.0);
        let ys = self.boxes.iter().map(|b| b.centre.1);
        let (x0, x1) = (
            xs.clone().fold(f64::MAX, f64::min),
            xs.fold(f64::MIN, f64::max),
        );
        let (y0, y1) = (
            ys.clone().fold(f64::MAX, f64::min),
            ys.fold(f64::MIN, f64::max),
        );
        let half = ((x1 - x0).max(y1 - y0) / (self.side.max(2) - 1) as f64) / 2.0;
        [x0 - half, y0 - half, x1 + half, y1 + half]
    }

    /// The photo's bytes.
    pub fn bytes(&self) -> Result<Vec<u8>, String> {
        let path = photos_dir().join(&self.image);
        std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    }
}

/// Every labelled photo, in `boards.tsv`'s order. The error says how to get the data when it is missing.
pub fn load() -> Result<Vec<LabelledPhoto>, String> {
    let read = |path: PathBuf| {
        std::fs::read_to_string(&path).map_err(|e| {
            format!(
                "cannot read {} ({e}): the shared data folder belongs at ../shared beside the repository, \
                 or set BOGGLE_SHARED to where it is",
                path.display()
            )
        })
    };
    let boards = read(photos_dir().join("boards.tsv"))?;
    let boxes = read(photos_dir().join("tiles.tsv"))?;
    let fixes = read(training_dir().join("label-fixes.tsv"))?;
    let folds = read(training_dir().join("folds.tsv")).unwrap_or_default();
    parse(&boards, &boxes, &fixes, &folds)
}

/// The rows of a tab-separated file after its header.
fn rows(tsv: &str) -> impl Iterator<Item = Vec<&str>> {
    tsv.lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.split('\t').collect())
}

/// `load` over the files' contents: `boards.tsv`, `tiles.tsv`, `label-fixes.tsv`, `folds.tsv`.
pub fn parse(
    boards: &str,
    boxes: &str,
    fixes: &str,
    folds: &str,
) -> Result<Vec<LabelledPhoto>, String> {
    let fold_of: BTreeMap<&str, usize> = rows(folds)
        .filter_map(|f| Some((*f.first()?, f.get(1)?.trim().parse().ok()?)))
        .collect();
    let mut photos = Vec::new();
    for f in rows(boards) {
        let &[image, rows_, _cols, board, group] = f.as_slice() else {
            return Err(format!("boards.tsv: a line with {} fields: {f:?}", f.len()));
        };
        let side: usize = rows_
            .parse()
            .map_err(|_| format!("boards.tsv: {image}: rows {rows_:?}"))?;
        let parsed = Board::parse(board).map_err(|e| format!("boards.tsv: {image}: {e}"))?;
        if parsed.rows() != side || parsed.cols() != side {
            return Err(format!("boards.tsv: {image}: {board} is not {side}x{side}"));
        }
        photos.push(LabelledPhoto {
            image: image.to_string(),
            side,
            board: parsed.tiles().to_vec(),
            group: group.to_string(),
            fold: fold_of.get(group).copied(),
            boxes: Vec::new(),
        });
    }
    let index: BTreeMap<String, usize> = photos
        .iter()
        .enumerate()
        .map(|(k, p)| (p.image.clone(), k))
        .collect();
    for f in rows(fixes) {
        let (Some(&k), [_, row, col, _, fixed, ..]) = (index.get(f[0]), &f[..]) else {
            continue;
        };
        let p = &mut photos[k];
        let cell = row.parse::<usize>().ok().zip(col.parse::<usize>().ok());
        let tile = Tile::from_text(fixed);
        match (cell, tile) {
            (Some((r, c)), Some(t)) if r < p.side && c < p.side => p.board[r * p.side + c] = t,
            _ => return Err(format!("label-fixes.tsv: cannot apply {f:?}")),
        }
    }
    for f in rows(boxes) {
        let (Some(&k), [_, row, col, _, x0, y0, x1, y1]) = (index.get(f[0]), &f[..]) else {
            continue;
        };
        let num = |s: &str| s.parse::<f64>().map_err(|_| format!("tiles.tsv: {f:?}"));
        photos[k].boxes.push(TileBox {
            row: row.parse().map_err(|_| format!("tiles.tsv: {f:?}"))?,
            col: col.parse().map_err(|_| format!("tiles.tsv: {f:?}"))?,
            centre: ((num(x0)? + num(x1)?) / 2.0, (num(y0)? + num(y1)?) / 2.0),
        });
    }
    Ok(photos)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_fixes_boxes_and_folds_are_joined_by_photo() {
        let boards = "image\trows\tcols\tboard\tboard_group\n\
                      a.jpg\t4\t4\tabcd efgh ijkl mn[qu]p\tg1\n\
                      b.jpg\t6\t6\t[an]bcde[#] fghijk lmnopq rstuvw xyzabc defghi\tg2\n";
        let boxes =
            "image\trow\tcol\ttile\txmin\tymin\txmax\tymax\na.jpg\t0\t1\tb\t10\t20\t30\t40\n";
        let fixes = "image\trow\tcol\tlabel\tfixed\tevidence\na.jpg\t3\t0\tm\tw\tlooks like it\n";
        let folds = "board_group\tfold\ng1\t3\n";
        let photos = parse(boards, boxes, fixes, folds).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(photos.len(), 2);
        let a = &photos[0];
        assert_eq!((a.side, a.fold, a.board[14]), (4, Some(3), Tile::QU));
        assert_eq!(a.board[12], Tile::from_letter('w').unwrap_or(Tile::BLANK));
        assert_eq!(
            a.boxes,
            [TileBox {
                row: 0,
                col: 1,
                centre: (20.0, 30.0)
            }]
        );
        let b = &photos[1];
        assert_eq!((b.side, b.fold, b.board[5]), (6, None, Tile::BLANK));
    }

    #[test]
    fn a_fix_outside_the_board_is_an_error() {
        let boards = "h\na.jpg\t4\t4\tabcd efgh ijkl mnop\tg1\n";
        let fixes = "h\na.jpg\t4\t0\tm\tw\twhy\n";
        assert!(parse(boards, "", fixes, "").is_err());
    }
}
