//! A photo file read without trusting it: its format and size from its first bytes (`boggle_vision::photo`'s
//! sniffer, the one the web worker asks too), a picture that is no JPEG or PNG or is over the pixel limit refused
//! before the rest is read, and never more read than a photo of its size can hold (`max_file_bytes`). Devices and
//! pipes are refused unread: `/dev/zero` would never end, and a FIFO without a writer would wait for ever.

use std::fs::File;
use std::io::Read;
use std::path::Path;

use boggle_vision::photo::{check_decodable, check_size, max_file_bytes, sniff, HEADER_BYTES};
use boggle_vision::VisionError;

/// The first read: the header of nearly every photo is within it; more is read (up to `HEADER_BYTES`) only when
/// it is not.
const FIRST_READ: usize = 64 << 10;

/// The bytes of the photo file at `path`, or why not (without the path: the caller names it).
pub(super) fn read_photo(path: &Path) -> Result<Vec<u8>, String> {
    let cannot_read = |e: std::io::Error| format!("cannot read it: {e}");
    let metadata = std::fs::metadata(path).map_err(cannot_read)?;
    if metadata.is_dir() {
        return Err("a folder, not a photo file".into());
    }
    if !metadata.is_file() {
        return Err("not a regular file (a device, a pipe or a socket): give a photo file".into());
    }
    let mut file = File::open(path).map_err(cannot_read)?;
    let mut bytes = Vec::new();
    let header = loop {
        let want = if bytes.is_empty() {
            FIRST_READ
        } else {
            (bytes.len() * 4).min(HEADER_BYTES)
        };
        let had = bytes.len();
        (&mut file)
            .take((want - had) as u64)
            .read_to_end(&mut bytes)
            .map_err(cannot_read)?;
        match sniff(&bytes).map_err(|e| e.to_string())? {
            Some(header) => break header,
            // The sniffer says no when it has HEADER_BYTES and still no size, so this ends.
            None if bytes.len() == want => continue,
            None if bytes.is_empty() => {
                return Err(VisionError::NotAnImage("the file is empty".into()).to_string())
            }
            None => {
                let why = "the file ends before its header does";
                return Err(VisionError::NotAnImage(why.into()).to_string());
            }
        }
    };
    check_size(header.width, header.height).map_err(|e| e.to_string())?;
    check_decodable(&header).map_err(|e| e.to_string())?;
    let cap = max_file_bytes(&header);
    let too_big = |size: u64| {
        format!(
            "{size} bytes is more than a {}x{} photo holds (at most {cap}: 4 bytes a pixel and 16 MiB of \
             metadata); not read",
            header.width, header.height
        )
    };
    if metadata.len() > cap {
        return Err(too_big(metadata.len()));
    }
    // The file may grow while it is read: one byte past the cap is enough to tell.
    let left = (cap + 1).saturating_sub(bytes.len() as u64);
    (&mut file)
        .take(left)
        .read_to_end(&mut bytes)
        .map_err(cannot_read)?;
    if bytes.len() as u64 > cap {
        return Err(too_big(bytes.len() as u64));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_folders_and_non_pictures_are_refused_unread() {
        assert!(read_photo(Path::new("/dev/zero"))
            .unwrap_err()
            .contains("not a regular file"));
        assert!(read_photo(Path::new("/")).unwrap_err().contains("a folder"));
        let dir = std::env::temp_dir().join(format!("boggle-read-photo-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let text = dir.join("notes.jpg");
        std::fs::write(&text, "a shopping list, not a photo\n".repeat(100)).unwrap();
        assert!(read_photo(&text).unwrap_err().contains("not a JPEG, PNG"));
        let empty = dir.join("empty.png");
        std::fs::write(&empty, b"").unwrap();
        assert!(read_photo(&empty).unwrap_err().contains("empty"));
        std::fs::remove_dir_all(&dir).ok();
    }
}
