//! Text to a QR symbol: the version and error-correction level chosen here, drawn as modules or SVG.

use qrcodegen::{QrCodeEcc, QrSegment};

/// Error correction L (7% of the symbol can be lost) picks the version; qrcodegen then raises the level as
/// far as that version holds. A phone screen loses little to damage: what fails at arm's length is a module
/// too small for the camera (`cargo xtask eval qr-views`: every miss at M was at 3-5.5 px a module), and L
/// makes the 6-player standings version 9 where M made it 11, 15% more pixels a module (docs/round.md).
const ECC: QrCodeEcc = QrCodeEcc::Low;

/// The quiet zone around the symbol, in modules (ISO/IEC 18004 asks for 4).
const QUIET_ZONE: usize = 4;

/// A drawn QR symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrCode {
    /// The QR version, 1-40.
    pub version: u8,
    /// The error-correction level drawn, `L`, `M`, `Q` or `H`: the highest the version holds the text at.
    pub level: char,
    /// Modules per side (17 + 4 × version), without the quiet zone.
    pub size: usize,
    /// Row-major, `true` for a dark module.
    pub modules: Vec<bool>,
}

/// Why a text could not be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QrError {
    /// More than the largest symbol (version 40 at level L) holds.
    TooLong { chars: usize },
}

impl std::fmt::Display for QrError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            QrError::TooLong { chars } => write!(f, "{chars} characters do not fit in one QR code"),
        }
    }
}

impl std::error::Error for QrError {}

/// Draws `text` in the smallest version that holds it at level L (then at the highest level that version
/// holds it at), in the densest mode its characters allow (alphanumeric for base45).
pub fn encode(text: &str) -> Result<QrCode, QrError> {
    let segments = QrSegment::make_segments(text);
    let code =
        qrcodegen::QrCode::encode_segments(&segments, ECC).map_err(|_| QrError::TooLong {
            chars: text.chars().count(),
        })?;
    let size = code.size() as usize;
    let mut modules = Vec::with_capacity(size * size);
    for y in 0..code.size() {
        for x in 0..code.size() {
            modules.push(code.get_module(x, y));
        }
    }
    Ok(QrCode {
        version: code.version().value(),
        level: match code.error_correction_level() {
            QrCodeEcc::Low => 'L',
            QrCodeEcc::Medium => 'M',
            QrCodeEcc::Quartile => 'Q',
            QrCodeEcc::High => 'H',
        },
        size,
        modules,
    })
}

impl QrCode {
    /// Whether the module at column `x`, row `y` is dark (outside the symbol: light).
    pub fn dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.modules[y * self.size + x]
    }

    /// The symbol as an SVG image with its quiet zone, one path of unit squares, scaled by its container.
    /// `label` becomes the image's accessible name (escaped).
    pub fn to_svg(&self, label: &str) -> String {
        let side = self.size + 2 * QUIET_ZONE;
        let mut path = String::new();
        for y in 0..self.size {
            for x in 0..self.size {
                if self.dark(x, y) {
                    path.push_str(&format!("M{},{}h1v1h-1z", x + QUIET_ZONE, y + QUIET_ZONE));
                }
            }
        }
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" role=\"img\" \
             aria-label=\"{}\" shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" \
             fill=\"#fff\"/><path fill=\"#000\" d=\"{path}\"/></svg>",
            escape(label)
        )
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_base45_round_code_goes_alphanumeric_at_the_measured_version() {
        // 92 base45 characters: version 4 at L in alphanumeric mode (docs/round.md), 2 more than M holds
        // there; byte mode would be 5.
        let text = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".repeat(2) + "AB";
        assert_eq!(text.len(), 92);
        let code = encode(&text).expect("fits");
        assert_eq!((code.version, code.level), (4, 'L'));
        assert_eq!(code.size, 33);
        assert_eq!(code.modules.len(), 33 * 33);
        // 90 fit version 4 at M too: the level is raised for free.
        assert_eq!(encode(&text[..90]).expect("fits").level, 'M');
    }

    #[test]
    fn too_long_is_an_error_not_a_panic() {
        let text = "A".repeat(5_000);
        assert_eq!(encode(&text), Err(QrError::TooLong { chars: 5_000 }));
    }

    #[test]
    fn svg_has_the_quiet_zone_and_an_escaped_label() {
        let code = encode("HELLO").expect("fits");
        let svg = code.to_svg("a \"round\" <code>");
        let side = code.size + 8;
        assert!(svg.contains(&format!("viewBox=\"0 0 {side} {side}\"")));
        assert!(svg.contains("aria-label=\"a &quot;round&quot; &lt;code&gt;\""));
        // The finder pattern's corner module sits just inside the quiet zone.
        assert!(code.dark(0, 0));
        assert!(svg.contains("M4,4h1v1h-1z"));
    }
}
