//! Serialises the default dictionary (ENABLE2K) at build time so the binary loads it in
//! microseconds instead of building a trie from text at every start.

fn main() {
    // `data/enable2k.txt` links to boggle-lexicon's list, so the published package carries the file.
    let list = concat!(env!("CARGO_MANIFEST_DIR"), "/data/enable2k.txt");
    println!("cargo:rerun-if-changed={list}");
    let words = std::fs::read_to_string(list).expect("the shipped word list is readable");
    let lexicon = boggle_lexicon::Lexicon::from_words(words.lines());
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("enable2k.lex"), lexicon.to_bytes()).expect("OUT_DIR is writable");
}
