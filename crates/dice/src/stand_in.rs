//! Stand-in dice for editions whose real dice no public source documents, built by
//! `cargo xtask stand-in-dice` from the letter frequencies of each language's word list
//! (`xtask/src/stand_in_dice.rs` has the rule; `docs/words.md` the counts). Not any
//! edition's dice: generated, do not edit.

/// Deutsch x16, from `de` (target/words/de.txt): e 16 t 8 n 7 r 7 s 7 a 6 i 5 l 5 b 3 g 3 h 3 u 3 c 2 d 2 f 2 k 2 m 2 o 2 j 1 p 1 qu 1 v 1 w 1 x 1 y 1 z 1 ä 1 ö 1 ü 1.
pub const GERMAN4: [&str; 16] = [
    "aegkrt", "aegmrt", "aegmrt", "ehiort", "ehiort", "ehijrt", "eipstu", "eiqstu", "elnsuv",
    "celnsw", "celnsx", "delnsy", "delnsz", "abefnä", "abefnö", "abekrü",
];

/// Deutsch x25, from `de` (target/words/de.txt): e 25 t 13 n 11 r 11 s 11 a 9 i 8 l 7 g 5 h 5 u 5 b 4 d 4 m 4 o 4 c 3 f 3 k 3 p 3 w 2 z 2 j 1 qu 1 v 1 x 1 y 1 ä 1 ö 1 ü 1.
pub const GERMAN5: [&str; 25] = [
    "aehort", "acehrt", "acehrt", "acehrt", "aefhrt", "efirtu", "efirtu", "eikrtu", "eikrtu",
    "eikrtu", "beipst", "beipst", "beipst", "belnsw", "delnsw", "delnsz", "delnsz", "dejlns",
    "elmnqs", "elmnsv", "egmnsx", "aegmny", "aegnoä", "aegnoö", "aegorü",
];

/// Deutsch x36, from `de` (target/words/de.txt): e 36 t 19 n 16 r 16 s 16 a 13 i 11 l 11 g 8 h 7 u 7 b 6 m 6 o 6 d 5 f 5 k 5 c 4 p 4 z 3 w 2 ä 2 ü 2 j 1 qu 1 v 1 x 1 y 1 ö 1.
pub const GERMAN6: [&str; 36] = [
    "adegrt", "adegrt", "adehrt", "aefhrt", "aefhrt", "aefhrt", "aefhrt", "aefhrt", "ehikrt",
    "eikrtu", "eikrtu", "eikrtu", "eikrtu", "ceirtu", "ceirtu", "ceistu", "bceist", "beipst",
    "beipst", "belnps", "belnps", "belnsz", "elmnsz", "elmnsz", "elmnsw", "elmnsw", "elmnsä",
    "elmnsä", "elnosü", "elnosü", "egjnos", "aegnoq", "aegnov", "aegnox", "adegny", "adegrö",
];

/// Español x16, from `es` (target/words/es.txt): a 17 e 11 r 8 s 8 o 7 i 6 n 5 l 4 c 3 d 3 t 3 u 3 b 2 m 2 p 2 f 1 g 1 h 1 j 1 k 1 qu 1 v 1 w 1 x 1 y 1 z 1 ñ 1.
pub const SPANISH4: [&str; 16] = [
    "aalmor", "aelmor", "aceopr", "aceipr", "acefis", "adegis", "adehis", "adeijs", "aeikst",
    "aenqst", "aenstv", "aensuw", "anorux", "anoruy", "ablorz", "ablorñ",
];

/// Español x25, from `es` (target/words/es.txt): a 26 e 18 r 13 s 13 o 11 i 10 n 8 c 6 d 6 l 6 t 6 m 4 u 4 b 3 p 3 g 2 f 1 h 1 j 1 k 1 qu 1 v 1 w 1 x 1 y 1 z 1 ñ 1.
pub const SPANISH5: [&str; 25] = [
    "aacmor", "acemor", "aceoru", "aceoru", "aceoru", "adeoru", "abdeir", "abdeis", "abdeis",
    "adeips", "adeips", "aeilps", "aegils", "aegils", "aefils", "aehils", "aejlns", "aeknst",
    "aenqst", "anrstv", "anortw", "anortx", "anorty", "amnorz", "acmorñ",
];

/// Español x36, from `es` (target/words/es.txt): a 38 e 25 r 19 s 18 o 16 i 14 n 12 l 9 c 8 d 8 t 8 m 6 u 6 b 5 p 5 g 3 f 2 h 2 j 2 v 2 z 2 k 1 qu 1 w 1 x 1 y 1 ñ 1.
pub const SPANISH6: [&str; 36] = [
    "aalmor", "aaloru", "aeloru", "aeloru", "aeloru", "aeloru", "aeloru", "abceor", "abceir",
    "abceir", "abceis", "abceis", "aceips", "aceips", "aceips", "adeips", "adeips", "adegis",
    "adegis", "adegis", "adefis", "adefis", "adehns", "aehnst", "aejnst", "aejnst", "aenstv",
    "anrstv", "anortz", "anortz", "aknort", "amnoqr", "amnorw", "amnorx", "almory", "almorñ",
];

/// Français x36, from `fr` (target/words/fr.txt): e 33 a 24 s 18 i 17 r 17 t 14 n 12 o 12 u 10 l 9 c 8 m 6 d 5 p 5 b 4 g 4 f 3 h 3 v 3 z 3 j 1 k 1 q 1 w 1 x 1 y 1.
pub const FRENCH6: [&str; 36] = [
    "adeors", "adeost", "adeost", "adeitu", "adeitu", "aeiptu", "aeiptu", "aeiptu", "aeiptu",
    "aeiptu", "abeitu", "abeitu", "abeitu", "abeilt", "aegilt", "aegiln", "aegiln", "aegiln",
    "aefiln", "aefiln", "aeflnr", "ehlnrs", "cehnrs", "cehnrs", "cenrsv", "cenrsv", "cenrsv",
    "ceorsz", "ceorsz", "ceorsz", "ejmors", "ekmors", "emoqrs", "amorsw", "amorsx", "amorsy",
];
