//! A picture's format and size from its first bytes, before any pixel is decoded: what the CLI checks before it
//! reads the rest of a file, and what the web worker asks before the browser decodes a photo. One sniffer, so the
//! app and the CLI refuse the same pictures with the same message.
//!
//! Only headers are read: the PNG `IHDR`, the JPEG frame header (and its EXIF orientation), GIF's logical screen,
//! WebP's `VP8 `/`VP8L`/`VP8X` chunk, BMP's DIB header and the `ispe` boxes of AVIF and HEIF. Every read is bounds
//! checked: a prefix too short to tell is `Ok(None)`, never a panic.
//!
//! Its own crate because it knows file formats, not boards: `boggle-vision` decodes what it says is JPEG or
//! PNG, and the CLI and the web worker refuse what it says is too large before reading the rest.
//!
//! ## How it is built
//!
//! A picture file's format (JPEG, PNG, GIF, WebP, BMP, AVIF, HEIF) and size from its first bytes (`sniff`),
//! upright by a JPEG's EXIF orientation, looking no further than `HEADER_BYTES` (4 MiB): `Ok(None)` while the
//! bytes are too few to tell, `NotAPicture` with the reason for anything else. Vision turns its answer into a
//! `VisionError`.
//!
//! Why not the `imagesize` crate with `image`'s EXIF orientation (measured 2026-12-07, docs/log/2026-12.md):
//! it has no "too few bytes yet" answer (a prefix of a header is an error), reads a top-down BMP as 4294966816
//! high, a PNG without `IHDR`, text starting `BM`, and an AVIF prefix cut after its thumbnail as pictures, and
//! fails a JPEG with fill bytes; together they took 22 times as long over 200,000 mutated headers.

use std::fmt;

/// Bytes that are no picture this sniffer knows, or a picture whose header is broken: why, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotAPicture(pub String);

impl fmt::Display for NotAPicture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NotAPicture {}

/// The sniffer looks no further than this into a file: a JPEG whose frame header comes later (behind more than
/// 4 MiB of metadata segments) or an AVIF whose `meta` box does is refused. Cameras write at most a few hundred KB
/// of metadata before the frame header.
pub const HEADER_BYTES: usize = 4 << 20;

/// A picture file's kind, told by its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PictureFormat {
    Jpeg,
    Png,
    Gif,
    WebP,
    Bmp,
    Avif,
    Heif,
}

impl PictureFormat {
    pub fn name(self) -> &'static str {
        match self {
            PictureFormat::Jpeg => "JPEG",
            PictureFormat::Png => "PNG",
            PictureFormat::Gif => "GIF",
            PictureFormat::WebP => "WebP",
            PictureFormat::Bmp => "BMP",
            PictureFormat::Avif => "AVIF",
            PictureFormat::Heif => "HEIF",
        }
    }

    /// Whether `boggle-vision` decodes it (JPEG and PNG; the browser decodes the others where it can).
    pub fn decoded_in_rust(self) -> bool {
        matches!(self, PictureFormat::Jpeg | PictureFormat::Png)
    }
}

/// What a picture's header says: its format and its size upright (a JPEG's EXIF orientation applied, so a
/// portrait photo stored sideways is `width < height`, as the browser shows it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PhotoHeader {
    pub format: PictureFormat,
    pub width: u32,
    pub height: u32,
}

impl PhotoHeader {
    pub fn pixels(&self) -> u64 {
        u64::from(self.width) * u64::from(self.height)
    }
}

/// The header in `prefix` (a file's first bytes, or all of them): `Ok(None)` while `prefix` is too short to tell,
/// `NotAPicture` for bytes of no known picture format or a broken header.
pub fn sniff(prefix: &[u8]) -> Result<Option<PhotoHeader>, NotAPicture> {
    let Some(format) = format_of(prefix)? else {
        return Ok(None);
    };
    let size = match format {
        PictureFormat::Png => png(prefix),
        PictureFormat::Jpeg => jpeg(prefix),
        PictureFormat::Gif => Ok(le16(prefix, 6).zip(le16(prefix, 8))),
        PictureFormat::WebP => webp(prefix),
        PictureFormat::Bmp => bmp(prefix),
        PictureFormat::Avif | PictureFormat::Heif => isobmff(prefix),
    };
    let broken = |why: &'static str| NotAPicture(format!("a {} file {why}", format.name()));
    match size.map_err(broken)? {
        Some((width, height)) => Ok(Some(PhotoHeader {
            format,
            width,
            height,
        })),
        None if prefix.len() >= HEADER_BYTES => Err(NotAPicture(format!(
            "a {} file whose size is not within its first {} MiB",
            format.name(),
            HEADER_BYTES >> 20
        ))),
        None => Ok(None),
    }
}

const NOT_A_PICTURE: &str = "not a JPEG, PNG, WebP, GIF, BMP, AVIF or HEIF file";

/// The format from the first bytes; `None` while too few bytes have come to tell.
fn format_of(b: &[u8]) -> Result<Option<PictureFormat>, NotAPicture> {
    const SIGNATURES: [(&[u8], PictureFormat); 4] = [
        (b"\x89PNG\r\n\x1a\n", PictureFormat::Png),
        (b"\xff\xd8\xff", PictureFormat::Jpeg),
        (b"GIF87a", PictureFormat::Gif),
        (b"GIF89a", PictureFormat::Gif),
    ];
    if let Some(&(_, format)) = SIGNATURES.iter().find(|(s, _)| b.starts_with(s)) {
        return Ok(Some(format));
    }
    let begins = |signature: &[u8]| signature.starts_with(&b[..b.len().min(signature.len())]);
    let short = |n: usize| b.len() < n;
    if b.is_empty() || SIGNATURES.iter().any(|(s, _)| short(s.len()) && begins(s)) {
        return Ok(None);
    }
    if begins(b"RIFF") {
        if short(12) {
            return Ok(None);
        }
        if &b[8..12] == b"WEBP" {
            return Ok(Some(PictureFormat::WebP));
        }
    }
    if begins(b"BM") {
        // Two letters are a weak signature: the DIB header's own size must be one of BMP's.
        match le32(b, 14) {
            None => return Ok(None),
            Some(12 | 40 | 52 | 56 | 64 | 108 | 124) => return Ok(Some(PictureFormat::Bmp)),
            Some(_) => {}
        }
    }
    // ISO base media (AVIF, HEIF): an `ftyp` box first, whose brands say which.
    if short(8) {
        return Ok(None);
    }
    if &b[4..8] == b"ftyp" {
        if short(16) {
            return Ok(None);
        }
        let end = (be32(b, 0).unwrap_or(0) as usize).clamp(16, b.len());
        let brands: Vec<&[u8]> = b[8..end].chunks(4).collect();
        let has = |names: &[&[u8]]| brands.iter().any(|brand| names.contains(brand));
        if has(&[b"avif", b"avis"]) {
            return Ok(Some(PictureFormat::Avif));
        }
        if has(&[b"heic", b"heix", b"heim", b"heis", b"mif1", b"msf1"]) {
            return Ok(Some(PictureFormat::Heif));
        }
    }
    Err(NotAPicture(NOT_A_PICTURE.into()))
}

type Size = Result<Option<(u32, u32)>, &'static str>;

fn png(b: &[u8]) -> Size {
    if b.len() < 24 {
        return Ok(None);
    }
    if &b[12..16] != b"IHDR" {
        return Err("without its IHDR header");
    }
    Ok(be32(b, 16).zip(be32(b, 20)))
}

/// Walks the segments to the frame header (SOF0-SOF15), noting the EXIF orientation on the way.
fn jpeg(b: &[u8]) -> Size {
    let mut at = 2;
    let mut turned = false;
    loop {
        match b.get(at) {
            None => return Ok(None),
            Some(0xff) => {}
            Some(_) => return Err("with a broken segment"),
        }
        while b.get(at) == Some(&0xff) {
            at += 1;
        }
        let Some(&marker) = b.get(at) else {
            return Ok(None);
        };
        at += 1;
        match marker {
            0x01 | 0xd0..=0xd8 => continue,
            0xd9 | 0xda => return Err("without a frame header before its image data"),
            _ => {}
        }
        let Some(len) = be16(b, at) else {
            return Ok(None);
        };
        if len < 2 {
            return Err("with a broken segment");
        }
        let segment = at + 2..at + len as usize;
        let is_frame = matches!(marker, 0xc0..=0xcf) && !matches!(marker, 0xc4 | 0xc8 | 0xcc);
        if is_frame {
            let (Some(height), Some(width)) = (be16(b, at + 3), be16(b, at + 5)) else {
                return Ok(None);
            };
            let (width, height) = (u32::from(width), u32::from(height));
            return Ok(Some(if turned {
                (height, width)
            } else {
                (width, height)
            }));
        }
        if marker == 0xe1 {
            let Some(data) = b.get(segment.clone()) else {
                return Ok(None);
            };
            if let Some(tiff) = data.strip_prefix(b"Exif\0\0") {
                // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
                turned = exif_orientation(tiff).is_some_and(|o| (5..=8).contains(&o));
            }
        }
        at = segment.end;
    }
}

/// Tag 0x0112 of the first IFD of a TIFF block.
fn exif_orientation(tiff: &[u8]) -> Option<u16> {
    let little = match tiff.get(..2)? {
        b"II" => true,
        b"MM" => false,
        _ => return None,
    };
    let u16_at = |at: usize| {
        let two = [*tiff.get(at)?, *tiff.get(at + 1)?];
        Some(if little {
            u16::from_le_bytes(two)
        } else {
            u16::from_be_bytes(two)
        })
    };
    let u32_at = |at: usize| {
        let four: [u8; 4] = tiff.get(at..at + 4)?.try_into().ok()?;
        Some(if little {
            u32::from_le_bytes(four)
        } else {
            u32::from_be_bytes(four)
        })
    };
    let ifd = u32_at(4)? as usize;
    let count = usize::from(u16_at(ifd)?);
    (0..count)
        .map(|k| ifd + 2 + 12 * k)
        .find(|&entry| u16_at(entry) == Some(0x0112))
        .and_then(|entry| u16_at(entry + 8))
}

fn webp(b: &[u8]) -> Size {
    if b.len() < 30 {
        return Ok(None);
    }
    let u24 = |at: usize| u32::from(b[at]) | u32::from(b[at + 1]) << 8 | u32::from(b[at + 2]) << 16;
    match &b[12..16] {
        b"VP8 " if b[23..26] == [0x9d, 0x01, 0x2a] => Ok(le16(b, 26)
            .zip(le16(b, 28))
            .map(|(w, h)| (w & 0x3fff, h & 0x3fff))),
        b"VP8L" if b[20] == 0x2f => {
            let bits = u32::from_le_bytes([b[21], b[22], b[23], b[24]]);
            Ok(Some(((bits & 0x3fff) + 1, (bits >> 14 & 0x3fff) + 1)))
        }
        b"VP8X" => Ok(Some((u24(24) + 1, u24(27) + 1))),
        _ => Err("with an unknown first chunk"),
    }
}

fn bmp(b: &[u8]) -> Size {
    let Some(header) = le32(b, 14) else {
        return Ok(None);
    };
    if header == 12 {
        return Ok(le16(b, 18).zip(le16(b, 20)));
    }
    // Width and height are signed; a negative height is a picture stored top-down.
    let signed = |at| le32(b, at).map(|v| (v as i32).unsigned_abs());
    Ok(signed(18).zip(signed(22)))
}

/// The largest `ispe` (image spatial extent) in `meta/iprp/ipco`: the primary picture, never a thumbnail.
fn isobmff(b: &[u8]) -> Size {
    let Some(meta) = child(b, 0, b.len(), b"meta")? else {
        return Ok(None);
    };
    // `meta` is a full box: 4 bytes of version and flags before its children.
    let props = child(b, meta.0 + 4, meta.1, b"iprp")?.ok_or("without image properties")?;
    let ipco = child(b, props.0, props.1, b"ipco")?.ok_or("without image properties")?;
    let mut at = ipco.0;
    let mut largest: Option<(u32, u32)> = None;
    while let Some((kind, start, end)) = next_box(b, at, ipco.1)? {
        if &kind == b"ispe" {
            let size = be32(b, start + 4)
                .zip(be32(b, start + 8))
                .ok_or("with a broken size box")?;
            let area = |(w, h): (u32, u32)| u64::from(w) * u64::from(h);
            largest = Some(largest.map_or(size, |l| if area(size) > area(l) { size } else { l }));
        }
        at = end;
    }
    largest.map(Some).ok_or("without a picture size")
}

/// The content range of the first box of `kind` among the boxes from `at` to `end`; `None` if the prefix ends
/// first.
fn child(
    b: &[u8],
    mut at: usize,
    end: usize,
    kind: &[u8; 4],
) -> Result<Option<(usize, usize)>, &'static str> {
    while let Some((found, start, next)) = next_box(b, at, end)? {
        if &found == kind {
            return Ok((next <= b.len()).then_some((start, next)));
        }
        at = next;
    }
    Ok(None)
}

/// A box: its type, where its content starts, where it ends.
type BoxAt = ([u8; 4], usize, usize);

/// The box at `at` (not past `end`): its type, where its content starts, where it ends.
fn next_box(b: &[u8], at: usize, end: usize) -> Result<Option<BoxAt>, &'static str> {
    if at >= end.min(b.len()) {
        return Ok(None);
    }
    let (Some(size), Some(kind)) = (be32(b, at), b.get(at + 4..at + 8)) else {
        return Ok(None);
    };
    let kind: [u8; 4] = kind.try_into().map_err(|_| "with a broken box")?;
    let (start, size) = match size {
        0 => (at + 8, (end - at) as u64),
        1 => (at + 16, be64(b, at + 8).ok_or("with a broken box")?),
        n => (at + 8, u64::from(n)),
    };
    let next = usize::try_from(size)
        .ok()
        .and_then(|s| at.checked_add(s))
        .ok_or("with a broken box")?;
    if next < start {
        return Err("with a broken box");
    }
    Ok(Some((kind, start, next)))
}

fn be16(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes(b.get(at..at + 2)?.try_into().ok()?))
}

fn be32(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(b.get(at..at + 4)?.try_into().ok()?))
}

fn be64(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_be_bytes(b.get(at..at + 8)?.try_into().ok()?))
}

fn le16(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from(u16::from_le_bytes(
        b.get(at..at + 2)?.try_into().ok()?,
    )))
}

fn le32(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(at..at + 4)?.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use image::RgbImage;

    use super::*;

    fn encoded(format: image::ImageFormat, width: u32, height: u32) -> Vec<u8> {
        let mut out = Vec::new();
        RgbImage::new(width, height)
            .write_to(&mut Cursor::new(&mut out), format)
            .unwrap();
        out
    }

    fn boxed(kind: &[u8; 4], content: &[u8]) -> Vec<u8> {
        let mut out = ((content.len() + 8) as u32).to_be_bytes().to_vec();
        out.extend_from_slice(kind);
        out.extend_from_slice(content);
        out
    }

    /// A JPEG with an EXIF block saying "turned a quarter" (orientation 6) before its frame header.
    fn turned_jpeg(width: u32, height: u32) -> Vec<u8> {
        let plain = encoded(image::ImageFormat::Jpeg, width, height);
        let mut tiff = b"MM\0\x2a\0\0\0\x08\0\x01".to_vec();
        tiff.extend_from_slice(&[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]);
        let mut app1 = b"Exif\0\0".to_vec();
        app1.extend_from_slice(&tiff);
        let mut out = plain[..2].to_vec();
        out.extend_from_slice(&[0xff, 0xe1]);
        out.extend_from_slice(&((app1.len() + 2) as u16).to_be_bytes());
        out.extend_from_slice(&app1);
        out.extend_from_slice(&plain[2..]);
        out
    }

    fn avif(sizes: &[(u32, u32)]) -> Vec<u8> {
        let ispe: Vec<u8> = sizes
            .iter()
            .flat_map(|&(w, h)| {
                let mut content = vec![0; 4];
                content.extend_from_slice(&w.to_be_bytes());
                content.extend_from_slice(&h.to_be_bytes());
                boxed(b"ispe", &content)
            })
            .collect();
        let mut meta = vec![0; 4];
        meta.extend(boxed(b"hdlr", &[0; 24]));
        meta.extend(boxed(b"iprp", &boxed(b"ipco", &ispe)));
        let mut out = boxed(b"ftyp", b"avif\0\0\0\0mif1miaf");
        out.extend(boxed(b"meta", &meta));
        out.extend(boxed(b"mdat", &[7; 100]));
        out
    }

    fn header(format: PictureFormat, width: u32, height: u32) -> Option<PhotoHeader> {
        Some(PhotoHeader {
            format,
            width,
            height,
        })
    }

    /// Every picture's size from its header, and every shorter prefix of it either too short to tell or the same
    /// answer: never an error, never a panic.
    #[test]
    fn each_format_gives_its_size_from_its_first_bytes() {
        let mut gif = b"GIF89a".to_vec();
        gif.extend_from_slice(&[0x20, 0x03, 0x58, 0x02, 0, 0, 0]);
        let mut bmp = b"BM".to_vec();
        bmp.extend_from_slice(&[0; 12]);
        bmp.extend_from_slice(&40u32.to_le_bytes());
        bmp.extend_from_slice(&640i32.to_le_bytes());
        bmp.extend_from_slice(&(-480i32).to_le_bytes());
        let riff = |chunk: &[u8]| {
            let mut out = b"RIFF\0\0\0\0WEBP".to_vec();
            out.extend_from_slice(chunk);
            out
        };
        let mut lossy = b"VP8 \0\0\0\0\x10\x02\x00\x9d\x01\x2a".to_vec();
        lossy.extend_from_slice(&[0x80, 0x07, 0x38, 0x04]);
        // VP8L: width-1 and height-1 in 14 bits each: 4000 x 3000.
        let bits: u32 = 3999 | 2999 << 14;
        let mut lossless = b"VP8L\0\0\0\0\x2f".to_vec();
        lossless.extend_from_slice(&bits.to_le_bytes());
        lossless.extend_from_slice(&[0; 8]);
        let mut extended = b"VP8X\0\0\0\0\0\0\0\0".to_vec();
        extended.extend_from_slice(&[0x1f, 0x4e, 0x00, 0x1f, 0x4e, 0x00]);
        let cases = [
            (
                encoded(image::ImageFormat::Png, 64, 48),
                header(PictureFormat::Png, 64, 48),
            ),
            (
                encoded(image::ImageFormat::Jpeg, 64, 48),
                header(PictureFormat::Jpeg, 64, 48),
            ),
            (turned_jpeg(64, 48), header(PictureFormat::Jpeg, 48, 64)),
            (gif, header(PictureFormat::Gif, 800, 600)),
            (bmp, header(PictureFormat::Bmp, 640, 480)),
            (riff(&lossy), header(PictureFormat::WebP, 1920, 1080)),
            (riff(&lossless), header(PictureFormat::WebP, 4000, 3000)),
            (riff(&extended), header(PictureFormat::WebP, 20000, 20000)),
            (
                avif(&[(160, 90), (4032, 3024)]),
                header(PictureFormat::Avif, 4032, 3024),
            ),
        ];
        for (bytes, expected) in cases {
            assert_eq!(sniff(&bytes).unwrap(), expected);
            for cut in 0..bytes.len() {
                match sniff(&bytes[..cut]) {
                    Ok(None) => {}
                    Ok(found) => assert_eq!(found, expected, "cut at {cut}"),
                    Err(e) => panic!("{expected:?} cut at {cut}: {e}"),
                }
            }
        }
    }

    #[test]
    fn text_and_broken_headers_are_not_pictures() {
        for bytes in [
            &b"hello, this is a text file named board.jpg\n"[..],
            b"BMW: not a bitmap, whatever its first two letters",
            &[0; 64],
            b"\xff\xd8\xff\xe0\x00\x10JFIF\0\x01\x01\0\0\x01\0\x01\0\0\x00\x01", // a byte where a marker goes
            b"\xff\xd8\xff\xda\x00\x08\0\0\0\0\0\0", // image data before any frame header
        ] {
            let err = sniff(bytes).unwrap_err();
            assert!(matches!(err, NotAPicture(_)), "{err}");
        }
        let mut png = encoded(image::ImageFormat::Png, 40, 40);
        png[12..16].copy_from_slice(b"IDAT");
        assert!(sniff(&png).unwrap_err().to_string().contains("IHDR"));
    }

    #[test]
    fn a_frame_header_past_the_first_mebibytes_is_refused() {
        // A JPEG whose comment segments push its frame header past HEADER_BYTES.
        let mut bytes = b"\xff\xd8".to_vec();
        while bytes.len() <= HEADER_BYTES {
            bytes.extend_from_slice(&[0xff, 0xfe, 0xff, 0xff]);
            bytes.extend_from_slice(&[b'x'; 0xfffd]);
        }
        let err = sniff(&bytes).unwrap_err();
        assert!(err.to_string().contains("first 4 MiB"), "{err}");
        assert_eq!(sniff(&bytes[..HEADER_BYTES / 2]).unwrap(), None);
    }
}
