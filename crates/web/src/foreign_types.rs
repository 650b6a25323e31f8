//! The TypeScript names of the solver crates' result types this binding hands over as they are.

use wasm_bindgen::prelude::*;

// These types are serialised by their own crates (`boggle_solver`, `boggle_board`, `boggle_lexicon`),
// which have no `tsify`: their shapes are declared here, once, next to the binding that sends them,
// so neither the worker's protocol nor the npm package restates them. Each names its Rust type.
#[wasm_bindgen(typescript_custom_section)]
const FOREIGN_TYPES: &str = r#"
/** `boggle_board::Message`: a message id and its named arguments, for the person's language. */
export interface Message { id: string; args: Record<string, number | string>; }
/** `boggle_solver::HouseSay`. */
export type HouseSay = "allowed" | "banned";
/** `boggle_solver::FoundWord`: one word found on a board. */
export interface FoundWord { word: string; shown?: string; score: number; path: number[]; }
/** `boggle_solver::Verdict`: whether a word counts, and if not the first reason. */
export type Verdict = "counts" | "cancelled" | "repeated" | "too-short" | "banned" | "not-a-word" | "not-on-board" | "gave-up";
/** `boggle_solver::JudgedWord`: one word of a player's list, judged. */
export interface JudgedWord { word: string; shown?: string; verdict: Verdict; score: number; worth: number; path: number[] | null; sharedWith: number[]; }
/** `boggle_solver::PlayerResult`. */
export interface PlayerResult { words: JudgedWord[]; score: number; counted: number; }
/** `boggle_solver::LengthCount`: how many words of one length a board holds. */
export interface LengthCount { letters: number; words: number; points: number; }
/** `boggle_solver::HouseListReport`: what reading a house list kept and left out. */
export interface HouseListReport { allowed: number; banned: number; leftOut: string[]; leftOutCount: number; pastLimit: number; }
/** `boggle_solver::ListSay`: one list's say on a word. */
export interface ListSay { name: string; has: boolean; inUse: boolean; }
/** `boggle_solver::Shortage`: a letter needed more often than the board has it. */
export interface Shortage { letter: string; needs: number; has: number; }
/** `boggle_solver::NotOnBoard`: why no path spells the word. */
export type NotOnBoard =
  | { kind: "missing"; letters: string[] }
  | { kind: "inside-face"; letter: string; faces: string[] }
  | { kind: "too-few"; shortages: Shortage[]; path: number[] | null }
  | { kind: "tile-twice"; path: number[]; cell: number }
  | { kind: "not-connected" }
  | { kind: "gave-up" };
/** `boggle_solver::Ruling`: the referee's whole answer on a word. */
export interface Ruling {
  word: string; shown?: string; lists: ListSay[]; house: HouseSay | null; inDictionary: boolean; letters: number;
  minLen: number; longEnough: boolean; path: number[] | null; notOnBoard: NotOnBoard | null; worth: number;
  score: number; verdict: Verdict;
}
"#;
