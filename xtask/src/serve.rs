//! A small static file server for `target/site/` on 127.0.0.1: the right MIME types
//! (`application/wasm`, the manifest), gzip when the browser accepts it, and the same
//! Content-Security-Policy the page declares. Enough for development and the browser tests.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use crate::process::Result;
use crate::{setup, site};

pub const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; \
    img-src 'self' data: blob:; media-src 'self' blob:; connect-src 'self'; worker-src 'self'; \
    manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// The security headers every response carries; README.md's "Deployment" section lists the same
/// lines for other hosts (a test below keeps the two in step).
pub const SECURITY_HEADERS: [(&str, &str); 5] = [
    ("Content-Security-Policy", CSP),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    // The camera is used by the page itself only; nothing embedded may ask for it.
    ("Permissions-Policy", "camera=(self)"),
    // No other window keeps a handle on the app's (the app opens no popups).
    ("Cross-Origin-Opener-Policy", "same-origin"),
];

pub fn run(port: u16, built: Option<PathBuf>) -> Result {
    let site = match built {
        Some(site) if site.join("index.html").is_file() => site,
        Some(site) => return Err(format!("{} holds no built site", site.display())),
        None => {
            setup::node_and_npm()?;
            site::build()?
        }
    };
    let listener = TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on port {port}: {e}"))?;
    println!("serving {} at http://127.0.0.1:{port}/", site.display());
    serve(listener, site);
    Ok(())
}

/// Binds a free port and serves `site` from a background thread; returns the base URL.
pub fn spawn(site: PathBuf) -> Result<String> {
    let listener = TcpListener::bind(("127.0.0.1", 0)).map_err(|e| e.to_string())?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    std::thread::spawn(move || serve(listener, site));
    Ok(format!("http://127.0.0.1:{port}/"))
}

/// Gzipped bodies by path and modification time, so a file rewritten under a running server (the
/// update test does that) is compressed again.
type GzipCache = Arc<Mutex<HashMap<(PathBuf, SystemTime), Arc<Vec<u8>>>>>;

fn serve(listener: TcpListener, site: PathBuf) {
    let cache: GzipCache = Arc::default();
    for stream in listener.incoming().flatten() {
        let (site, cache) = (site.clone(), cache.clone());
        std::thread::spawn(move || {
            // A client that hangs up mid-response is not our problem.
            let _ = handle(stream, &site, &cache);
        });
    }
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "webmanifest" => "application/manifest+json",
        "json" => "application/json",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        "jpg" | "jpeg" => "image/jpeg",
        "onnx" | "nnef" | "lex" | "tar" => "application/octet-stream",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

fn compressible(path: &Path) -> bool {
    !matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("png" | "jpg" | "jpeg")
    )
}

fn handle(mut stream: TcpStream, site: &Path, cache: &GzipCache) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    let mut accepts_gzip = false;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header)? == 0 || header.trim().is_empty() {
            break;
        }
        let lower = header.to_ascii_lowercase();
        if lower.starts_with("accept-encoding:") && lower.contains("gzip") {
            accepts_gzip = true;
        }
    }
    let mut parts = request_line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or("/"));
    if method != "GET" && method != "HEAD" {
        return respond(
            &mut stream,
            "405 Method Not Allowed",
            "text/plain",
            b"method not allowed",
            false,
            method,
        );
    }
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let relative = if path.ends_with('/') {
        format!("{path}index.html")
    } else {
        path.to_string()
    };
    // Only plain names: no `..`, no absolute paths, nothing outside the site.
    let safe = relative
        .split('/')
        .all(|part| part != ".." && !part.contains('\\'));
    let file = site.join(relative.trim_start_matches('/'));
    if !safe || !file.is_file() {
        return respond(
            &mut stream,
            "404 Not Found",
            "text/plain",
            b"not found",
            false,
            method,
        );
    }
    let kind = content_type(&file);
    if accepts_gzip && compressible(&file) {
        let body = gzipped(&file, cache)?;
        return respond(&mut stream, "200 OK", kind, &body, true, method);
    }
    let body = std::fs::read(&file)?;
    respond(&mut stream, "200 OK", kind, &body, false, method)
}

fn gzipped(file: &Path, cache: &GzipCache) -> std::io::Result<Arc<Vec<u8>>> {
    let key = (file.to_path_buf(), std::fs::metadata(file)?.modified()?);
    if let Some(body) = cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return Ok(body);
    }
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(&std::fs::read(file)?)?;
    let body = Arc::new(encoder.finish()?);
    if let Ok(mut c) = cache.lock() {
        c.insert(key, body.clone());
    }
    Ok(body)
}

fn respond(
    stream: &mut TcpStream,
    status: &str,
    kind: &str,
    body: &[u8],
    gzip: bool,
    method: &str,
) -> std::io::Result<()> {
    let encoding = if gzip {
        "Content-Encoding: gzip\r\n"
    } else {
        ""
    };
    let security: String = SECURITY_HEADERS
        .iter()
        .map(|(name, value)| format!("{name}: {value}\r\n"))
        .collect();
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n{encoding}\
         Cache-Control: no-cache\r\n{security}Connection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes())?;
    if method != "HEAD" {
        stream.write_all(body)?;
    }
    stream.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_readme_lists_the_headers_this_server_sends() {
        let readme =
            std::fs::read_to_string(crate::process::root().join("README.md")).unwrap_or_default();
        let deployment = readme
            .split("\n## ")
            .find(|section| section.starts_with("Deployment"))
            .unwrap_or_default();
        for (name, value) in SECURITY_HEADERS {
            let line = format!("{name}: {value}");
            assert!(
                deployment.lines().any(|l| l.trim() == line),
                "README.md, Deployment: {line}"
            );
        }
        assert!(deployment.contains("application/wasm"));
        assert_eq!(content_type(Path::new("a.wasm")), "application/wasm");
    }
}
