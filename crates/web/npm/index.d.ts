// Types of boggle-wasm's API (index.js). The raw wasm-bindgen bindings are in boggle_web.d.ts.

/** Where the wasm or a dictionary comes from: a URL (a string is relative to the page, or in Node to the working directory) or the bytes. */
export type Source = URL | string | ArrayBuffer | ArrayBufferView;

export interface LoadOptions {
  /** The solver's wasm; by default `boggle_web_bg.wasm` beside this module. */
  wasm?: Source;
  /** A serialised dictionary (`boggle_lexicon::Lexicon::to_bytes`); by default ENABLE2K, `enable2k.lex` beside this module. */
  dictionary?: Source;
}

export interface SolveOptions {
  /** The shortest word counted, 1 to 128; by default the official rule: 3 on 4x4, 4 on larger boards. */
  minLen?: number;
}

export interface BoardInfo {
  rows: number;
  cols: number;
  /** Each tile's letters (`"a"`, `"qu"`, `"th"`) or `"#"` for a blank, row by row. */
  tiles: string[];
  /** The board in canonical board text, rows separated by spaces (`"alex ande ravi erda"`). */
  text: string;
}

export interface FoundWord {
  /** In the letters its tiles spell (German `"oel"`). */
  word: string;
  /** How it is written, where that differs from its tiles' letters (German `"öl"`); absent otherwise. */
  shown?: string;
  score: number;
  /** The cells that spell it, in order, as row-major indices (`row * cols + col`); one path of possibly several. */
  path: number[];
}

export interface Solution {
  board: BoardInfo;
  minLen: number;
  /** Sorted by score (highest first), then alphabetically. */
  words: FoundWord[];
  wordCount: number;
  totalScore: number;
  /** Set when the search stopped at its step limit (only a pathological dictionary reaches it): the words are those found by then. */
  stoppedAfter: number | null;
  /** Time spent solving inside wasm, in microseconds. */
  micros: number;
}

export interface WordCheck {
  /** The word as judged (lowercase, in its tiles' letters: German `"öl"` is judged as `"oel"`). */
  word: string;
  /** How it is written, where that differs from its tiles' letters (German `"öl"`); absent otherwise. */
  shown?: string;
  inDictionary: boolean;
  longEnough: boolean;
  /** False when the word is not in the dictionary: the board was not searched. */
  searched: boolean;
  /** The path search stopped at its step budget without an answer. */
  gaveUp: boolean;
  /** Where the word lies on the board, or null. */
  path: number[] | null;
  /** Its score if it counts (in the dictionary, long enough, on the board), else 0. */
  score: number;
}

export interface Summary {
  wordCount: number;
  totalScore: number;
}

export type DiceSet = 'new' | 'classic' | 'big' | 'big-2012' | 'super-big';

/**
 * The solver with its dictionary. Arguments are checked before they reach the solver: a wrong type
 * throws a `TypeError`, a number out of range a `RangeError`, malformed board text an `Error` naming
 * the row and column; after `free()` every call throws an `Error` saying the Boggle was freed.
 */
export declare class Boggle {
  private constructor(engine: unknown);
  /** Loads the wasm (once) and the dictionary. */
  static load(options?: LoadOptions): Promise<Boggle>;
  /** How many words the dictionary holds (173,498 for ENABLE2K). */
  readonly dictionarySize: number;
  /** Every word on the board. Throws an Error on malformed board text, naming the row and column. */
  solve(board: string, options?: SolveOptions): Solution;
  /** A player's word: in the dictionary? long enough? on the board, and where? */
  check(board: string, word: string, options?: SolveOptions): WordCheck;
  /** The word count and total score only. */
  summary(board: string, options?: SolveOptions): Summary;
  lookup(text: string): 'word' | 'prefix' | 'neither';
  /** The board's size and tiles; throws an Error naming the row and column at fault. */
  parseBoard(text: string): BoardInfo;
  /** Board text rolled from a real dice set; the same seed (0 to 2^32 - 1) gives the same board everywhere. */
  randomBoard(dice?: DiceSet, seed?: number): string;
  /** The official rules for a board of 2 to 8 rows and columns; a RangeError for any other size. */
  officialRules(rows: number, cols: number): { minLen: number };
  /** Frees the dictionary's wasm memory; every later call throws (a second `free()` does nothing). */
  free(): void;
}
