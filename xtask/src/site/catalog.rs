//! The front end's catalog, `catalog.js`: the facts a page needs before its worker is up (a link is
//! read and the game picker drawn at first paint), written at site build from the Rust crates that
//! define them, so the front end keeps no copy of its own; and the page's lists of them (the games,
//! the special tiles' keys, the sizes a photo's grid may have) written into `index.html`. The worker
//! still gives what only a dictionary's engine knows (its letters, folds, licence; the scorings').

use boggle_board::{HouseRules, Language, Tile, MAX_SIDE, MIN_SIDE, QU_LETTERS};
use boggle_dice::DiceSet;
use boggle_lexicon::{default_dictionary, DICTIONARIES, MAX_LIST_BYTES, MIN_LEN_RANGE};
use serde_json::{json, Value};

use crate::process::Result;

/// A value of the module: objects keep their keys' order (a page lists the games and dictionaries
/// in it), which `serde_json`'s map does not.
enum Js {
    Object(Vec<(String, Js)>),
    Array(Vec<Js>),
    Plain(Value),
}

/// The module's name in a build's folder (next to `app.js`, which imports it).
pub const FILE: &str = "core/catalog.js";

/// The games: the English dice sets (a dictionary of another language rolls its own language's set
/// of the same size, in the worker), the usual set of each size first.
fn games() -> Vec<DiceSet> {
    let mut games: Vec<DiceSet> = DiceSet::ALL
        .into_iter()
        .filter(|d| d.language() == Language::English)
        .collect();
    games.sort_by_key(|d| (d.side(), DiceSet::for_side(d.side()) != Some(*d)));
    games
}

/// The faces of more than one letter (`qu`, `th`, …), as board text writes them in brackets.
fn multi_letter_faces() -> Vec<&'static str> {
    Tile::ALL
        .iter()
        .filter(|t| t.is_multi_letter())
        .map(|t| t.letters())
        .collect()
}

/// The interface's languages: one folder of `www/locales/` each, named by its tag, with the name it
/// gives itself (`language-name` in its `app.ftl`, else the tag); English first, then by that name.
fn interface_languages() -> Vec<(String, String)> {
    let locales = crate::process::root().join("www/locales");
    let mut found: Vec<(String, String)> = std::fs::read_dir(&locales)
        .into_iter()
        .flatten()
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.is_dir())
        .filter_map(|path| {
            let tag = path.file_name()?.to_str()?.to_string();
            let app = std::fs::read_to_string(path.join("app.ftl")).unwrap_or_default();
            let name = app
                .lines()
                .find_map(|line| line.strip_prefix("language-name = "))
                .map_or_else(|| tag.clone(), |name| name.trim().to_string());
            Some((tag, name))
        })
        .collect();
    found.sort_by(|a, b| (a.0 != "en", &a.1).cmp(&(b.0 != "en", &b.1)));
    found
}

/// The catalog as data: each export's name, what it is, and its value.
fn exports() -> Vec<(&'static str, &'static str, Js)> {
    let dictionaries = DICTIONARIES
        .iter()
        .map(|d| (d.name.to_string(), Js::Plain(json!(d.title))))
        .collect();
    let games = games();
    let games_first = games.first().map(|d| d.name());
    let game_for_side = games
        .iter()
        .filter_map(|d| DiceSet::for_side(d.side()).filter(|usual| usual == d))
        .map(|d| (d.side().to_string(), Js::Plain(json!(d.name()))))
        .collect();
    let games = games
        .iter()
        .map(|d| {
            let game = vec![
                ("rows".to_string(), Js::Plain(json!(d.side()))),
                ("cols".to_string(), Js::Plain(json!(d.side()))),
                ("title".to_string(), Js::Plain(json!(d.title()))),
            ];
            (d.name().to_string(), Js::Object(game))
        })
        .collect();
    let multi_letter = multi_letter_faces()
        .into_iter()
        .map(|face| Js::Plain(json!(face)))
        .collect();
    let house = HouseRules::default();
    vec![
        (
            "DICTIONARIES",
            "The dictionaries, by the name a link uses, to their titles; the default first (boggle_lexicon::DICTIONARIES).",
            Js::Object(dictionaries),
        ),
        (
            "DEFAULT_DICTIONARY",
            "The dictionary used until another is chosen.",
            Js::Plain(json!(default_dictionary().name)),
        ),
        (
            "GAMES",
            "The games, by the dice names randomBoard takes: board size and title; the usual dice of each size first (boggle_dice::DiceSet).",
            Js::Object(games),
        ),
        (
            "DEFAULT_GAME",
            "The game picked until another is: the usual dice of the smallest size.",
            Js::Plain(json!(games_first)),
        ),
        (
            "GAME_FOR_SIDE",
            "The usual game for a square board of each side (DiceSet::for_side).",
            Js::Object(game_for_side),
        ),
        (
            "MIN_SIDE",
            "The shortest side a board may have (boggle_board::MIN_SIDE).",
            Js::Plain(json!(MIN_SIDE)),
        ),
        (
            "MAX_SIDE",
            "The longest side a board may have (boggle_board::MAX_SIDE).",
            Js::Plain(json!(MAX_SIDE)),
        ),
        (
            "MIN_WORD_LENGTH",
            "The minimum word lengths a player may ask for, in the box or a link (boggle_lexicon::MIN_LEN_RANGE).",
            Js::Object(vec![
                ("min".to_string(), Js::Plain(json!(MIN_LEN_RANGE.start()))),
                ("max".to_string(), Js::Plain(json!(MIN_LEN_RANGE.end()))),
            ]),
        ),
        (
            "MAX_WORD_LIST_BYTES",
            "The largest word list a player may add (boggle_lexicon::MAX_LIST_BYTES).",
            Js::Plain(json!(MAX_LIST_BYTES)),
        ),
        (
            "MULTI_LETTER_TILES",
            "The faces of more than one letter, as board text writes them in brackets (boggle_board::Tile).",
            Js::Array(multi_letter),
        ),
        (
            "BLANK",
            "The blank face in board text.",
            Js::Plain(json!(Tile::BLANK.to_string())),
        ),
        (
            "QU_LETTERS",
            "The letters a house may count the Qu tile for, most first (boggle_board::QU_LETTERS).",
            Js::Array(QU_LETTERS.rev().map(|n| Js::Plain(json!(n))).collect()),
        ),
        (
            "DEFAULT_HOUSE_RULES",
            "The house rules until a player changes them: scoring and letters Qu counts for (boggle_board::HouseRules).",
            Js::Object(vec![
                ("scoring".to_string(), Js::Plain(json!(house.scoring.name()))),
                ("quLetters".to_string(), Js::Plain(json!(house.qu_letters))),
            ]),
        ),
    ]
}

/// The ES module: one frozen `export const` per fact.
pub fn module() -> String {
    let mut out = String::from(
        "// Generated at site build by xtask/src/site/catalog.rs from the Rust crates' definitions: edit those.\n",
    );
    for (name, doc, value) in exports() {
        out.push_str(&format!(
            "/** {doc} */\nexport const {name} = {};\n",
            frozen(&value)
        ));
    }
    out
}

/// The page's lists and the default dictionary's title (shown until the worker says more): each
/// marker `<!-- catalog: NAME -->` of `index.html` and the HTML it stands for.
/// Written into the page rather than added by a script: drawn with the first paint, they move
/// nothing (the tile keys added by `app.js` shifted a phone's first screen by 0.34, Lighthouse's
/// measure; the test allows 0.05).
fn page_lists() -> Vec<(&'static str, Vec<String>)> {
    let mut sizes: Vec<String> = Vec::new();
    let mut options = Vec::new();
    for game in games() {
        let title = html(game.title());
        options.push(format!(
            "<option value=\"{name}\" data-l10n-id=\"game-{name}\">{title}</option>",
            name = game.name()
        ));
        let side = game.side();
        let size = format!("<option value=\"{side}x{side}\">{side}×{side}</option>");
        if !sizes.contains(&size) {
            sizes.push(size);
        }
    }
    let keys = multi_letter_faces()
        .into_iter()
        .map(|letters| {
            // As board-tiles.js's tileLabel shows a tile: `Qu`, `Th`.
            let mut label = letters.chars();
            let label: String = label
                .next()
                .into_iter()
                .flat_map(char::to_uppercase)
                .chain(label)
                .collect();
            format!(
                "<button type=\"button\" data-tile=\"{}\">{}</button>",
                html(letters),
                html(&label)
            )
        })
        .collect();
    // Each named in its own language, and marked so.
    let languages = interface_languages()
        .into_iter()
        .map(|(tag, name)| {
            let tag = html(&tag);
            format!(
                "<option value=\"{tag}\" lang=\"{tag}\">{}</option>",
                html(&name)
            )
        })
        .collect();
    vec![
        ("default-dictionary", vec![html(default_dictionary().title)]),
        ("list-licences", list_licences()),
        ("games", options),
        ("tile-keys", keys),
        ("board-sizes", sizes),
        ("interface-languages", languages),
    ]
}

/// The lists shipped as separate files under licences of their own (built from their packages,
/// not part of the MIT code): each licence's text and the package's notice, named by the list's
/// title, a comma after each but the last.
fn list_licences() -> Vec<String> {
    let separate: Vec<_> = DICTIONARIES.iter().filter(|d| !d.is_committed()).collect();
    separate
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let licence = d.licence_text.trim_end_matches(".txt").replace('-', " ");
            let comma = if i + 1 < separate.len() { "," } else { "" };
            format!(
                "<a href=\"licences/{}\">{}</a> (<a href=\"licences/{}-notice.txt\">{}</a>){comma}",
                html(d.licence_text),
                html(&licence),
                d.name,
                html(d.title)
            )
        })
        .collect()
}

/// The page with each list written where its marker is (one line each, at the marker's indent).
pub fn fill_page(page: &str) -> Result<String> {
    let mut filled = page.to_string();
    for (name, items) in page_lists() {
        let marker = format!("<!-- catalog: {name} -->");
        let (Some(at), 1) = (filled.find(&marker), filled.matches(&marker).count()) else {
            return Err(format!("the page must have {marker} exactly once"));
        };
        let line_start = filled[..at].rfind('\n').map_or(0, |i| i + 1);
        let line = &filled[line_start..at];
        let indent = line[..line.len() - line.trim_start().len()].to_string();
        filled.replace_range(at..at + marker.len(), &items.join(&format!("\n{indent}")));
    }
    Ok(filled)
}

fn html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A value as a JavaScript expression, every object and array in it frozen.
fn frozen(value: &Js) -> String {
    match value {
        Js::Object(fields) => {
            let fields: Vec<String> = fields
                .iter()
                .map(|(k, v)| format!("{}: {}", Value::from(k.as_str()), frozen(v)))
                .collect();
            format!("Object.freeze({{ {} }})", fields.join(", "))
        }
        Js::Array(items) => {
            let items: Vec<String> = items.iter().map(frozen).collect();
            format!("Object.freeze([{}])", items.join(", "))
        }
        Js::Plain(value) => value.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    /// The keys of an object export, in order.
    fn keys(exports: &[(&str, &str, Js)], name: &str) -> Vec<String> {
        match exports.iter().find(|e| e.0 == name).map(|e| &e.2) {
            Some(Js::Object(fields)) => fields.iter().map(|(k, _)| k.clone()).collect(),
            _ => panic!("{name} is an object of the catalog"),
        }
    }

    /// Reads each `export const NAME = …;` line of the module back as JSON (the freezing taken off;
    /// the keys' order is checked on `exports`).
    fn read_back(module: &str) -> serde_json::Map<String, Value> {
        module
            .lines()
            .filter_map(|line| line.strip_prefix("export const "))
            .map(|line| {
                let (name, expr) = line.split_once(" = ").expect("NAME = value");
                let json = expr
                    .trim_end_matches(';')
                    .replace("Object.freeze(", "")
                    .replace("})", "}")
                    .replace("])", "]");
                let value =
                    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{name}: {e} in {json}"));
                (name.to_string(), value)
            })
            .collect()
    }

    #[test]
    fn the_module_holds_what_the_crates_define() {
        let catalog = read_back(&module());
        let exports = exports();
        let names = keys(&exports, "DICTIONARIES");
        let expected: Vec<&str> = DICTIONARIES.iter().map(|d| d.name).collect();
        assert_eq!(names, expected, "every dictionary, in the catalog's order");
        assert_eq!(catalog["DICTIONARIES"]["fr"], "Français");
        assert_eq!(catalog["DEFAULT_DICTIONARY"], DICTIONARIES[0].name);
        let games = keys(&exports, "GAMES");
        assert_eq!(games, ["new", "classic", "big", "big-2012", "super-big"]);
        assert_eq!(catalog["DEFAULT_GAME"], "new");
        for name in &games {
            let set = DiceSet::from_name(name).unwrap();
            let game = &catalog["GAMES"][name.as_str()];
            assert_eq!(game["rows"], set.side());
            assert_eq!(game["cols"], set.side());
            assert_eq!(game["title"], set.title());
        }
        assert_eq!(
            catalog["GAME_FOR_SIDE"],
            json!({ "4": "new", "5": "big", "6": "super-big" })
        );
        assert_eq!(catalog["MIN_SIDE"], MIN_SIDE);
        assert_eq!(catalog["MAX_SIDE"], MAX_SIDE);
        assert_eq!(catalog["MAX_WORD_LIST_BYTES"], MAX_LIST_BYTES);
        assert_eq!(catalog["QU_LETTERS"], json!([2, 1]));
        assert_eq!(
            catalog["MULTI_LETTER_TILES"],
            json!(["qu", "an", "er", "he", "in", "th"])
        );
        for tile in catalog["MULTI_LETTER_TILES"].as_array().unwrap() {
            let tile = Tile::from_text(tile.as_str().unwrap()).unwrap();
            assert!(tile.is_multi_letter());
        }
        assert_eq!(catalog["BLANK"], "#");
        assert_eq!(
            catalog["DEFAULT_HOUSE_RULES"],
            json!({ "scoring": "classic", "quLetters": 2 })
        );
    }

    #[test]
    fn the_page_gets_each_list_where_its_marker_is() {
        let page = "<select>\n  <!-- catalog: games -->\n  <option value=\"custom\">Custom size</option>\n</select>\n<!-- catalog: tile-keys -->\n<!-- catalog: board-sizes -->\n<!-- catalog: interface-languages -->\n<p>Licences: <!-- catalog: list-licences -->.</p>\n<p>Dictionary: <!-- catalog: default-dictionary --></p>";
        let filled = fill_page(page).unwrap();
        assert!(filled.starts_with("<select>\n  <option value=\"new\" data-l10n-id=\"game-new\">Boggle 4×4</option>\n  <option value=\"classic\" data-l10n-id=\"game-classic\">Boggle 4×4, 1976 dice</option>\n"), "{filled}");
        assert!(filled.contains("<button type=\"button\" data-tile=\"qu\">Qu</button>\n<button type=\"button\" data-tile=\"an\">An</button>"));
        assert!(filled.contains("<option value=\"4x4\">4×4</option>\n<option value=\"5x5\">5×5</option>\n<option value=\"6x6\">6×6</option>\n"));
        assert_eq!(filled.matches("data-tile=").count(), 6);
        assert!(filled.contains("<p>Licences: <a href=\"licences/MPL-2.0.txt\">MPL 2.0</a> (<a href=\"licences/fr-notice.txt\">Français</a>),\n<a href=\"licences/GPL-2.0.txt\">GPL 2.0</a> (<a href=\"licences/de-notice.txt\">Deutsch</a>),\n"), "{filled}");
        assert!(
            filled.contains("(<a href=\"licences/it-notice.txt\">Italiano</a>).</p>"),
            "{filled}"
        );
        assert!(filled.contains("<option value=\"en\" lang=\"en\">English</option>\n<option value=\"de\" lang=\"de\">Deutsch</option>\n"));
        assert!(filled.ends_with("<p>Dictionary: ENABLE2K</p>"));
        assert!(!filled.contains("catalog:"));
        // A page without a marker, or with one twice, is an error, not a page without the list.
        assert!(fill_page(&page.replace("<!-- catalog: games -->", "")).is_err());
        assert!(fill_page(&format!("{page}<!-- catalog: tile-keys -->")).is_err());
        let www_page = fs::read_to_string(crate::process::root().join("www/index.html")).unwrap();
        assert!(
            fill_page(&www_page).is_ok(),
            "www/index.html has each marker once"
        );
    }

    #[test]
    fn every_export_is_frozen() {
        for line in module().lines().filter(|l| l.starts_with("export const ")) {
            let opens = line.matches(['{', '[']).count();
            let freezes = line.matches("Object.freeze(").count();
            assert_eq!(opens, freezes, "{line}");
        }
    }

    /// Whether `text` has `word` as a string literal of its own, in any of JavaScript's and HTML's quotes.
    fn quotes(text: &str, word: &str) -> bool {
        ['\'', '"', '`']
            .iter()
            .any(|q| text.contains(&format!("{q}{word}{q}")))
    }

    /// The front end keeps no copy of the catalog: no script or page of `www/` spells a dictionary's
    /// or a game's name or title or a game's size as a string of its own, nor two multi-letter faces
    /// (one alone is no list, and `qu` is a setting's name, `th` a table cell's).
    #[test]
    fn the_front_end_has_no_copy_of_its_own() {
        let exports = exports();
        let mut names: Vec<String> = ["DICTIONARIES", "GAMES"]
            .iter()
            .flat_map(|list| keys(&exports, list))
            .collect();
        names.extend((MIN_SIDE..=MAX_SIDE).map(|side| format!("{side}x{side}")));
        let mut titles: Vec<&str> = DICTIONARIES.iter().map(|d| d.title).collect();
        titles.extend(games().iter().map(|d| d.title()));
        let faces = multi_letter_faces();
        let www = crate::process::root().join("www");
        let mut checked = 0;
        let sources = crate::files::list_files(&www).unwrap();
        let sources = sources
            .iter()
            .filter(|f| !f.starts_with("tests/") && (f.ends_with(".js") || f.ends_with(".html")));
        for source in sources {
            let path = www.join(source);
            let text = fs::read_to_string(&path).unwrap();
            let file = path.display();
            for name in &names {
                assert!(!quotes(&text, name), "{file} names \"{name}\": use {FILE}");
            }
            for title in &titles {
                let option = format!(">{title}</option>");
                let copy = quotes(&text, title) || text.contains(&option);
                assert!(!copy, "{file} has the title \"{title}\": use {FILE}");
            }
            let copied: Vec<&&str> = faces.iter().filter(|f| quotes(&text, f)).collect();
            assert!(
                copied.len() < 2,
                "{file} lists the faces {copied:?}: use {FILE}"
            );
            checked += 1;
        }
        assert!(checked > 20, "www/ has the app's scripts ({checked} read)");
        assert!(
            !www.join(FILE).exists(),
            "{FILE} is built, not kept in www/"
        );
    }
}
