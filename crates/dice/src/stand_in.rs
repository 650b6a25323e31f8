//! Stand-in dice for editions whose real dice no public source documents, built by
//! `cargo xtask stand-in-dice` from the letter frequencies of each language's word list
//! (`xtask/src/stand_in_dice.rs` has the rule; `docs/words.md` the counts). Not any
//! edition's dice: generated, do not edit.

/// Deutsch x25, from `de` (target/words/de.txt): e 27 t 13 n 11 r 11 s 11 a 10 i 8 l 7 u 6 g 5 h 5 o 5 b 4 d 4 m 4 c 3 f 3 k 3 p 2 z 2 j 1 qu 1 v 1 w 1 x 1 y 1.
pub const GERMAN5: [&str; 25] = [
    "adeenu", "adeeru", "aemrtu", "aemrtu", "aegmrt", "aegmrt", "acegrt", "acegrt", "cegirt",
    "efhirt", "efhirt", "efhirt", "ehikst", "ehikst", "eikost", "einops", "elnops", "elnosz",
    "elnosz", "bejlns", "belnqs", "belnsv", "belnsw", "adenux", "adenuy",
];

/// Deutsch x36, from `de` (target/words/de.txt): e 39 t 19 n 16 r 16 s 16 a 15 i 11 l 11 u 8 g 7 h 7 o 7 b 6 m 6 d 5 k 5 c 4 f 4 p 4 z 3 w 2 j 1 qu 1 v 1 x 1 y 1.
pub const GERMAN6: [&str; 36] = [
    "aeemnu", "aeemnu", "aeemru", "aemrtu", "adertu", "adertu", "adertu", "adegrt", "adegrt",
    "aegkrt", "aegkrt", "aegkrt", "aegkrt", "egikrt", "cehirt", "cehirt", "cehirt", "cehirt",
    "efhist", "efhist", "efhist", "efiost", "einops", "einops", "elnops", "elnops", "elnosz",
    "elnosz", "belnsz", "belnsw", "belnsw", "bejlns", "belnqs", "belnsv", "aelmnx", "aemnuy",
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

/// Italiano x25, from `it` (target/words/it.txt): a 20 i 19 e 13 o 12 r 12 t 10 l 8 s 8 c 7 n 7 m 5 d 4 p 4 g 3 u 3 v 3 b 2 f 2 h 1 j 1 k 1 qu 1 w 1 x 1 y 1 z 1.
pub const ITALIAN5: [&str; 25] = [
    "aeiprs", "aeipst", "aciopt", "aciopt", "acgiot", "acgiot", "acgiot", "aciotu", "aciotu",
    "ainotu", "ainotv", "ailnov", "ailnov", "abilno", "abelnr", "aeflnr", "aeflmr", "aehlmr",
    "aejlmr", "aekmrs", "eimqrs", "deirsw", "deirsx", "deirsy", "deirsz",
];

/// Italiano x36, from `it` (target/words/it.txt): a 29 i 28 e 19 o 17 r 17 t 15 l 12 s 12 n 11 c 10 m 7 d 5 g 5 p 5 u 5 v 5 b 3 f 3 h 1 j 1 k 1 qu 1 w 1 x 1 y 1 z 1.
pub const ITALIAN6: [&str; 36] = [
    "adeirs", "adeirs", "aegist", "aegist", "agiost", "aginot", "aginot", "ainopt", "ainopt",
    "ainopt", "ainopt", "ainopt", "ainotu", "ainotu", "ainotu", "ainotu", "aciotu", "acilov",
    "acilov", "acilov", "acilov", "acelrv", "abcelr", "abcelr", "abcelr", "aceflr", "aeflmr",
    "aeflmr", "aehlmr", "eijmrs", "eikmrs", "eimqrs", "eimrsw", "deirsx", "deirsy", "deirsz",
];
