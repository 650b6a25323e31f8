//! The page's stylesheets as one file. `www/css/` keeps one stylesheet a part of the page (base,
//! board, photo, each mode, layout) for people to read and edit; the build joins the ones
//! `index.html` links, in its order, into `css/app.css` behind one link. A first visit then asks
//! for one file instead of nine, and a later one makes one round trip through the service worker
//! instead of nine (the cascade is the same: the files follow each other as the links did).

use std::fs;
use std::path::Path;

use crate::files::write;
use crate::process::Result;

/// The joined stylesheet, relative to the build's folder.
pub const BUNDLE: &str = "css/app.css";
const LINK_START: &str = "<link rel=\"stylesheet\" href=\"";

/// Joins the stylesheets that `html` links into `dir/BUNDLE`, deletes them, and returns the page
/// with one link where the first of them was.
pub fn bundle(dir: &Path, html: &str) -> Result<String> {
    let mut joined = String::new();
    let mut page = String::with_capacity(html.len());
    let mut linked = Vec::new();
    for line in html.split_inclusive('\n') {
        let Some(href) = stylesheet_href(line) else {
            page.push_str(line);
            continue;
        };
        let path = dir.join(href);
        let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        joined.push_str(&format!("/* {href} */\n{text}"));
        if !text.ends_with('\n') {
            joined.push('\n');
        }
        if linked.is_empty() {
            let indent = &line[..line.len() - line.trim_start().len()];
            page.push_str(&format!("{indent}{LINK_START}{BUNDLE}\">\n"));
        }
        linked.push(path);
    }
    if linked.is_empty() {
        return Err("index.html links no stylesheet to join".into());
    }
    for path in &linked {
        fs::remove_file(path).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    write(&dir.join(BUNDLE), joined.as_bytes())?;
    Ok(page)
}

/// The `href` of a line that is only a stylesheet link into `css/`.
fn stylesheet_href(line: &str) -> Option<&str> {
    let rest = line.trim().strip_prefix(LINK_START)?;
    let href = rest.strip_suffix("\">")?;
    (href.starts_with("css/") && !href.contains('"')).then_some(href)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_linked_stylesheets_become_one_in_their_order() {
        let dir = std::env::temp_dir().join(format!("boggle-styles-{}", std::process::id()));
        fs::create_dir_all(dir.join("css")).unwrap();
        fs::write(dir.join("css/b.css"), "b { color: red }").unwrap();
        fs::write(dir.join("css/a.css"), "a { color: blue }\n").unwrap();
        let html = "<head>\n  <link rel=\"stylesheet\" href=\"css/b.css\">\n  <link rel=\"icon\" href=\"i.svg\">\n  <link rel=\"stylesheet\" href=\"css/a.css\">\n</head>\n";
        let page = bundle(&dir, html).unwrap();
        assert_eq!(
            page,
            "<head>\n  <link rel=\"stylesheet\" href=\"css/app.css\">\n  <link rel=\"icon\" href=\"i.svg\">\n</head>\n"
        );
        assert_eq!(
            fs::read_to_string(dir.join(BUNDLE)).unwrap(),
            "/* css/b.css */\nb { color: red }\n/* css/a.css */\na { color: blue }\n"
        );
        assert!(!dir.join("css/a.css").exists() && !dir.join("css/b.css").exists());
        assert!(bundle(&dir, "<head></head>").is_err());
        fs::remove_dir_all(&dir).unwrap();
    }
}
