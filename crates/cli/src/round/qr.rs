//! A code as `boggle round` shows it: its text on a line, its QR code drawn with Unicode half blocks (two
//! module rows a line, with the quiet zone), and with `--svg FILE` the same symbol as an SVG image.
//!
//! On a terminal the drawing is black on white (ANSI colours), so it reads as a normal QR code whatever the
//! terminal's own colours; piped or in a file it is the bare characters, a block for each dark module.

use std::io::IsTerminal;
use std::path::PathBuf;

use boggle_qr::QrCode;

/// The light border around the symbol, in modules: ISO/IEC 18004 asks for 4.
const QUIET_ZONE: usize = 4;

/// Black text on a bright white background, and back to the terminal's own colours.
const BLACK_ON_WHITE: &str = "\x1b[30;107m";
const RESET: &str = "\x1b[0m";

#[derive(clap::Args)]
pub struct QrArgs {
    /// Print the code's text without its QR drawing.
    #[arg(long)]
    no_qr: bool,
    /// Also write the QR code as an SVG image to FILE.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
}

/// Prints `text` (a code's base45 text), then its QR drawing unless `--no-qr`; writes the SVG, named
/// `label` for a screen reader, when asked.
pub fn show(text: &str, label: &str, args: &QrArgs) -> Result<(), String> {
    out!("{text}");
    if args.no_qr && args.svg.is_none() {
        return Ok(());
    }
    let code = boggle_qr::encode(text).map_err(|e| e.to_string())?;
    if !args.no_qr {
        let colour = std::io::stdout().is_terminal();
        for line in drawing(&code) {
            if colour {
                out!("{BLACK_ON_WHITE}{line}{RESET}");
            } else {
                out!("{line}");
            }
        }
        out!(
            "QR version {} ({0}-{2}: {1}x{1} modules)",
            code.version,
            code.size,
            code.level
        );
    }
    if let Some(path) = &args.svg {
        std::fs::write(path, code.to_svg(label))
            .map_err(|e| format!("cannot write {}: {e}", crate::shown_path(path)))?;
    }
    Ok(())
}

/// The symbol and its quiet zone as lines of `▀▄█` and spaces: each character is two modules, one above
/// the other (dark: a block).
pub fn drawing(code: &QrCode) -> Vec<String> {
    let side = code.size + 2 * QUIET_ZONE;
    // In the drawing's coordinates, the quiet zone included; outside the symbol is light.
    let dark = |x: usize, y: usize| {
        x >= QUIET_ZONE && y >= QUIET_ZONE && code.dark(x - QUIET_ZONE, y - QUIET_ZONE)
    };
    (0..side)
        .step_by(2)
        .map(|y| {
            (0..side)
                .map(|x| match (dark(x, y), y + 1 < side && dark(x, y + 1)) {
                    (true, true) => '█',
                    (true, false) => '▀',
                    (false, true) => '▄',
                    (false, false) => ' ',
                })
                .collect()
        })
        .collect()
}

/// The modules a drawing shows (the quiet zone included), read back: for tests of what was printed.
#[cfg(test)]
pub fn modules_of(lines: &[String]) -> Vec<Vec<bool>> {
    let mut rows = Vec::new();
    for line in lines {
        let (top, bottom): (Vec<bool>, Vec<bool>) = line
            .chars()
            .map(|c| (matches!(c, '█' | '▀'), matches!(c, '█' | '▄')))
            .unzip();
        rows.push(top);
        rows.push(bottom);
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_drawing_is_the_symbol_with_its_quiet_zone() {
        let code = boggle_qr::encode("HELLO WORLD").expect("fits");
        let lines = drawing(&code);
        let side = code.size + 2 * QUIET_ZONE;
        assert_eq!(lines.len(), side.div_ceil(2));
        assert!(lines.iter().all(|l| l.chars().count() == side));
        let rows = modules_of(&lines);
        for (y, row) in rows.iter().enumerate().take(side) {
            for (x, &shown) in row.iter().enumerate() {
                let inside = (QUIET_ZONE..QUIET_ZONE + code.size).contains(&x)
                    && (QUIET_ZONE..QUIET_ZONE + code.size).contains(&y);
                let expected = inside && code.dark(x - QUIET_ZONE, y - QUIET_ZONE);
                assert_eq!(shown, expected, "module {x},{y}");
            }
        }
        // The last half line (the symbol's side is odd) is light below.
        assert!(rows[side].iter().all(|&d| !d));
    }
}
