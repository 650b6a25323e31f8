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

// The results are the engine's own, declared in boggle_web.d.ts from the Rust structs that make them
// (crates/web/src/views.rs): re-exported under the package's names, not restated.
import type { BoardView, CheckResult, FoundWord, RulesView, SolveResult, SummaryView } from './boggle_web.js';

export type { FoundWord };
/** A board's size and tiles (`tiles`: each tile's letters or `"#"` for a blank, row by row). */
export type BoardInfo = BoardView;
/** Every word on a board, sorted by score (highest first), then alphabetically. */
export type Solution = SolveResult;
/** A player's word: in the dictionary? long enough? on the board, and where? */
export type WordCheck = CheckResult;
export type Summary = SummaryView;
export type OfficialRules = RulesView;

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
  officialRules(rows: number, cols: number): OfficialRules;
  /** Frees the dictionary's wasm memory; every later call throws (a second `free()` does nothing). */
  free(): void;
}
