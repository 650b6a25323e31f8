//! Byte counts as the word benchmarks report them: gzipped, and in KiB.

use std::io::Write;

use crate::process::Result;

/// The size of `bytes` gzipped at the best level (what a server would send).
pub fn gzip_len(bytes: &[u8]) -> Result<usize> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(bytes).map_err(|e| e.to_string())?;
    Ok(encoder.finish().map_err(|e| e.to_string())?.len())
}

/// `bytes` as KiB with one decimal.
pub fn kib(bytes: usize) -> String {
    format!("{:.1} KiB", bytes as f64 / 1024.0)
}
