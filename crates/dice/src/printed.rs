//! The dice of printed editions, each from the public sources named above it
//! (`shared/data/dice-europe.md` for the European sets).
//!
//! Each die is its six faces in board text: a letter, `q` for `Qu`, `[th]` for a two-letter face, `#` blank.

pub const CLASSIC4: [&str; 16] = [
    "aaciot", "abilty", "abjmoq", "acdemp", "acelrs", "adenvz", "ahmors", "biforx", "denosw",
    "dknotu", "eefhiy", "egkluy", "egintv", "ehinps", "elpstu", "gilruw",
];
pub const NEW4: [&str; 16] = [
    "aaeegn", "abbjoo", "achops", "affkps", "aoottw", "cimotu", "deilrx", "delrvy", "distty",
    "eeghnw", "eeinsu", "ehrtvw", "eiosst", "elrtty", "himnqu", "hlnnrz",
];
pub const BIG5: [&str; 25] = [
    "aaafrs", "aaeeee", "aafirs", "adennn", "aeeeem", "aeegmu", "aegmnn", "afirsy", "bjkqxz",
    "ccenst", "ceiilt", "ceilpt", "ceipst", "ddhnot", "dhhlor", "dhlnor", "dhlnor", "eiiitt",
    "emottt", "ensssu", "fiprsy", "gorrvw", "iprrry", "nootuw", "ooottu",
];
pub const BIG5_2012: [&str; 25] = [
    "aaafrs",
    "aaeeee",
    "aafirs",
    "adennn",
    "aeeeem",
    "aeegmu",
    "aegmnn",
    "afirsy",
    "bbjkxz",
    "ccenst",
    "eiilst",
    "ceipst",
    "ddhnot",
    "dhhlor",
    "dhhnow",
    "dhlnor",
    "eiiitt",
    "eilpst",
    "emottt",
    "ensssu",
    "[an][er][he][in]q[th]",
    "gorrvw",
    "iprsyy",
    "nootuw",
    "ooottu",
];
pub const SUPER_BIG6: [&str; 36] = [
    "aaafrs",
    "aaeeee",
    "aaeeoo",
    "aafirs",
    "abdeio",
    "adennn",
    "aeeeem",
    "aeegmu",
    "aegmnn",
    "aeilmn",
    "aeinou",
    "afirsy",
    "[an][er][he][in]q[th]",
    "bbjkxz",
    "ccenst",
    "cddlnn",
    "ceiitt",
    "ceipst",
    "cfgnuy",
    "ddhnot",
    "dhhlor",
    "dhhnow",
    "dhlnor",
    "ehilrs",
    "eiilst",
    "eilpst",
    "eio###",
    "emttto",
    "ensssu",
    "gorrvw",
    "hirstv",
    "hoprst",
    "iprsyy",
    "jkqwxz",
    "nootuw",
    "ooottu",
];

/// French 4x4, each die's letters sorted; `q` is a plain `Q` (see `Language::French`). B@ggle's
/// dice (baggle.org/regles.php), the same 16 dice in three public repositories:
/// JasonMejane/bookggle `src/ruleset_fr_4x4.c` (citing that page), castooc/Boggle `boggle.py`
/// (`de1`-`de16`, "donnés dans l'énoncé") and as00paf/kboggle
/// `shared/src/commonMain/kotlin/game/Boggle.kt`. It is the 1983 English set with eight dice
/// changed for French (`aaciot` to `aaeiot`, `biforx` to `afiorx`, …).
/// `shared/data/dice-europe.md` calls it the "international" set: the German edition (Parker,
/// from 1978) has the same 16 dice, listed "from German Boggle dices" in BirkFritsch/BogglPy
/// `BogglPy.py` (2020), with `Qu` where the French has `Q`.
pub const INTERNATIONAL4: [&str; 16] = [
    "eknotu", "egintv", "acdemp", "eilruw", "eefhis", "acelrs", "denost", "afiorx", "adenvz",
    "aaeiot", "eglnuy", "abjmoq", "abilrt", "elpstu", "aimors", "ehinrs",
];
/// Italian 4x4, "Il Paroliere" (Editrice Giochi), each die's letters sorted, `q` the `Qu` face:
/// `shared/data/dice-europe.md`, where three independent public sources agree die for die (a 2013
/// blog post, "Il Paroliere ovvero Boggle", twrh.noblogs.org; e-caste/il-paroliere
/// `ContentView.swift`, "copied from the physical Paroliere 4x4 dice"; a Flask Paroliere server).
/// No J, K, W, X or Y faces.
pub const PAROLIERE4: [&str; 16] = [
    "aaeiot", "abmooq", "abilrt", "acelrs", "acdemp", "acfior", "adenvz", "aimors", "cenotu",
    "denost", "eefhis", "eglnou", "egintv", "ehinrs", "eiloru", "elpstu",
];
/// French 5x5, "Big B@ggle": the same 25 dice in JasonMejane/bookggle `src/ruleset_fr_5x5.c`
/// (which says they were given to it, not sourced independently) and in an Android game's
/// `MainActivity.kt` (`diceSet5`); vowel dice and consonant dice, two with a `Q`.
pub const FRENCH5: [&str; 25] = [
    "ndhsnm", "mdnsnh", "gfstey", "lmtrxs", "ttrsch", "bmlndl", "tmrdbt", "eiueao", "rlxssb",
    "naateq", "tcjfsh", "ieeaoa", "iaaieo", "oeueia", "lcprjs", "dstlsm", "nklpfn", "dwrnlp",
    "rznntq", "rglrvf", "rvcgrt", "iioeae", "euiaeo", "uiaeoa", "nsevae",
];
