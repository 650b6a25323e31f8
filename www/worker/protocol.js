// The one definition of the messages between the page and the solver worker (worker.js): what the
// page can ask, what the worker answers, how long each request may take and what it is in words.
// The bridge the page talks through is worker-bridge.js; the worker imports only this module.

/** What the page can ask the worker. `args` shapes are listed next to each kind. */
export const RequestKind = Object.freeze({
  /** { board: string, minLen?: number } -> the engine's solve result */
  solve: 'solve',
  /**
   * { boards: string[], minLen?: number } -> for each board, its solve result, or null where it has no
   * answer (a tile the dictionary cannot spell): the boards a last empty cell can make, solved ahead.
   */
  solveEach: 'solveEach',
  /**
   * { board: string, word: string, minLen?: number } -> { word, inDictionary, house?: "allowed" | "banned"
   * (the house list's say, when it has one), longEnough, searched, gaveUp, path, score }
   */
  check: 'check',
  /**
   * { board: string, word: string, minLen?: number } -> the referee's ruling (Rust's `Ruling`): { word, shown?,
   * lists: [{ name, has, inUse }], house: "allowed" | "banned" | null, inDictionary, letters, minLen, longEnough,
   * path: number[] | null, notOnBoard: { kind: "missing" | "inside-face" | "too-few" | "tile-twice" |
   * "not-connected" | "gave-up", … } | null, worth, score, verdict (as a round's: "counts", "too-short", …) }
   */
  ruling: 'ruling',
  /** { text: string } -> "word" | "prefix" | "neither" */
  lookup: 'lookup',
  /** { text: string } -> { rows, cols, tiles, text } */
  parse: 'parse',
  /**
   * { board: string, lists: string[] (each player's list as typed), minLen?: number } -> a judged round:
   * { minLen, players: [{ words: [{ word, verdict, score, worth, path, sharedWith }], score, counted }],
   * winners: number[], missed: [{ word, score, path }], wordCount, totalScore }; `verdict` is "counts",
   * "cancelled", "repeated", "too-short", "not-a-word", "not-on-board" or "gave-up".
   */
  judgeRound: 'judge-round',
  /**
   * { board: string, minLen?: number } -> { minLen, wordCount, byLength: [{ letters, words, points }],
   * tiles: number[] (words through each cell), approximate }
   */
  hints: 'hints',
  /** { dice: string, seed: number } -> board text */
  random: 'random',
  /**
   * { dice: string, seed: number, difficulty: "easy" | "normal" | "hard", tries?: number } -> { board (text),
   * wordCount, totalScore, difficulty, rolls }: rolled until a board falls in the band (by the dictionary and
   * house rules in use), within Rust's budget of rolls (or `tries`, when fewer); past it, a rejection whose
   * message says why and what to try.
   */
  randomToOrder: 'random-to-order',
  /**
   * { side: 4 | 5 | 6, date: "YYYY-MM-DD" (the person's calendar date) } -> { board, wordCount, totalScore,
   * difficulty, rolls, date }: the board of the day in the dice of the dictionary's language, the same on
   * every device on that date (a normal or easy roll).
   */
  boardOfTheDay: 'board-of-the-day',
  /** { rows: number, cols: number } -> { minLen } under the house rules in force */
  rules: 'rules',
  /** {} -> { dictionaries: [{ name, title, language, rule, source, licence }], scorings: [{ name, description }] } */
  catalog: 'catalog',
  /**
   * { name: string } -> { name, wordCount }: solves with that dictionary from now on, downloading it
   * (dict/<name>.lex) the first time; the service worker keeps it offline after that.
   */
  dictionary: 'dictionary',
  /**
   * A player's own list. buildList: { bytes: ArrayBuffer (text or .lex), language } -> { id ("mine-…", from its
   * words), language, words, leftOutLines, report, lex: Uint8Array (to keep) }, built within Rust's bounds and
   * kept beside the built-in dictionaries, or a rejection saying why; keepList: { id, lex } -> null (a list
   * built before); dropList: { id } -> false while it is in use.
   */
  buildList: 'build-list',
  keepList: 'keep-list',
  dropList: 'drop-list',
  /** { scoring: string, qu: 1 | 2 } -> null: the house rules of every later solve and check */
  houseRules: 'house-rules',
  /** { allowed: string, banned: string } -> { allowed, banned, leftOut: [string], leftOutCount } */
  houseList: 'house-list',
  /**
   * { word: string } -> { word, headword, senses: [{ partOfSpeech, gloss }] } | null (English; the shard
   * defs/en/<first letter>.txt is downloaded on first use)
   */
  define: 'define',
  /**
   * { bytes: ArrayBuffer } (a picture file, transferred; the worker decodes it with the browser's decoder
   * and shrinks it to 2048 px on the long side, or hands JPEG/PNG bytes to Rust) -> a recognised board:
   * { rows, cols, board, tiles: [{ text, confidence, runnerUp, runnerUpConfidence, choices: [{ text, confidence }],
   * doubtful, quad, crop }], wholeBoardDoubt, advice: [{ name, message, l10n }], cropSide, look, latticesRead, micros,
   * width, height, corners }
   * (`crop`: the die as the reader saw it, cropSide x cropSide grey levels; `quad`, `corners`: pixels of the photo
   * as read, `width` x `height`, upright; `advice`: what to change before retaking, when a tile is marked). A
   * photo without a board rejects with a RequestError whose `details` say what was found: { width, height,
   * guess: { rows, cols, corners } | null, found: a board as above read inside the guess | null,
   * advice?: [{ name, message, l10n }] } (`wholeBoardDoubt` too is { name, message, l10n }).
   * The first photo request loads the photo module and the letter model.
   */
  recognizeImage: 'recognize-image',
  /**
   * { picture: Blob } -> { format, width, height } read by Rust from the file's header alone (upright), or a
   * rejection with Rust's message for a picture too large, too small or not a picture. The page asks before it
   * shows a picture: shown, a 400 KB PNG of 20000 x 20000 would be decoded whole, gigabytes.
   */
  photoSize: 'photo-size',
  /**
   * { bytes: ArrayBuffer, rows, cols, corners: [x1, y1, … x4, y4] } (the same picture again, the grid's outer
   * corners as a person marked them in the photo's pixels as recognizeImage read it) -> the board read there, as
   * recognizeImage gives it (`look` "marked").
   */
  recognizeMarked: 'recognize-marked',
  /** { width, height, rgba: ArrayBuffer } (a camera frame, transferred) -> the same as recognizeImage */
  recognizePixels: 'recognize-pixels',
  /** { width, height, rgba: ArrayBuffer } (a small preview frame) -> { grid: { rows, cols, cells: quads } | null, advice: [{ name, message, l10n }] } */
  findGrid: 'find-grid',
  /**
   * Game night across phones (issue 52; crates/together-web, a module loaded by the first of these, and
   * crates/web's together.rs for what needs the dictionary). makeRound: { board, seconds, minLen, startMs,
   * seedHigh, seedLow } -> a round's code and what it holds (TogetherRound: text, linkParam, board, rules, start…)
   * under the dictionary and house rules in use; readRound: { text } (a code's text or a link) -> the same, or a
   * rejection with the code's refusal (`code-*` messages); nextRound: { text, startMs } -> the round after it, the
   * same board on every phone; roundFit: {} -> { dictionary, dictionaryVersion, houseFingerprint } of this phone,
   * to compare with a round's; answerCode: { round, player, words } -> "My words" as a code (AnswerMade);
   * readAnswer: { round, answer } -> the words a player's code holds (AnswerRead); qrSvg: { text, label } -> an SVG.
   * standingsCode: { round, players: [{ name, score (null: absent), total, words }], rounds } -> the host's
   * standings as a code (StandingsMade); readStandings: { round, standings, me } -> the comparison the standings
   * hold for that round, `me` the name this phone played under (ComparisonView), or a rejection: the code's
   * refusal, `code-other-round`, `code-other-board`, `code-other-list`.
   */
  makeRound: 'make-round',
  readRound: 'read-round',
  nextRound: 'next-round',
  roundFit: 'round-fit',
  answerCode: 'answer-code',
  readAnswer: 'read-answer',
  qrSvg: 'qr-svg',
  standingsCode: 'standings-code',
  readStandings: 'read-standings',
  /**
   * { width, height, rgba: ArrayBuffer } (a camera frame, transferred) -> { texts, unread }: the text of every QR
   * code read in it (zxing-wasm, loaded by the worker the first time: vision/zxing/), and whether a code was seen
   * but could not be read (qr-passes.js); what a text is (a round's code, a player's words, the standings or a
   * stranger's) the page asks readRound.
   */
  readCodes: 'read-codes',
  /** {} -> never answers: the worker throws outside any handler. A test hook for the crash path. */
  crash: 'crash',
});

/**
 * The solver's and the photo module's results, as their Rust structs declare them (wasm-bindgen's .d.ts).
 * @typedef {{ board: string, minLen?: number | null }} BoardArgs
 * @typedef {{ board: string, word: string, minLen?: number | null }} WordArgs
 * @typedef {{ width: number, height: number, rgba: ArrayBuffer }} FrameArgs
 */

/**
 * Each request kind's arguments and the worker's answer: what `WorkerBridge.call` checks its callers against.
 * @typedef {{
 *   'solve': { args: BoardArgs, result: import('../pkg/boggle_web.js').SolveResult },
 *   'solveEach': { args: { boards: string[], minLen?: number | null }, result: (import('../pkg/boggle_web.js').SolveResult | null)[] },
 *   'check': { args: WordArgs, result: import('../pkg/boggle_web.js').CheckResult },
 *   'ruling': { args: WordArgs, result: import('../pkg/boggle_web.js').Ruling },
 *   'lookup': { args: { text: string }, result: 'word' | 'prefix' | 'neither' },
 *   'parse': { args: { text: string }, result: import('../pkg/boggle_web.js').BoardView },
 *   'judge-round': { args: { board: string, lists: string[], minLen?: number | null }, result: import('../pkg/boggle_web.js').RoundView },
 *   'hints': { args: BoardArgs, result: import('../pkg/boggle_web.js').HintsView },
 *   'random': { args: { dice: string, seed: number }, result: string },
 *   'random-to-order': { args: { dice: string, seed: number, difficulty: 'easy' | 'normal' | 'hard', tries?: number | null }, result: import('../pkg/boggle_web.js').MadeView },
 *   'board-of-the-day': { args: { side: number, date: string }, result: import('../pkg/boggle_web.js').MadeView },
 *   'rules': { args: { rows: number, cols: number }, result: import('../pkg/boggle_web.js').RulesView },
 *   'catalog': { args: {}, result: { dictionaries: import('../pkg/boggle_web.js').DictionaryView[], scorings: import('../pkg/boggle_web.js').ScoringView[] } },
 *   'dictionary': { args: { name: string }, result: { name: string, wordCount: number } },
 *   'build-list': { args: { bytes: ArrayBuffer, language: string }, result: import('../pkg/boggle_web.js').BuiltList & { lex: Uint8Array } },
 *   'keep-list': { args: { id: string, lex: ArrayBuffer | Uint8Array }, result: null },
 *   'drop-list': { args: { id: string }, result: boolean },
 *   'house-rules': { args: { scoring: string, qu: number }, result: null },
 *   'house-list': { args: { allowed: string, banned: string }, result: import('../pkg/boggle_web.js').HouseListReport },
 *   'define': { args: { word: string }, result: import('../pkg/boggle_web.js').DefinitionView | null },
 *   'recognize-image': { args: { bytes: ArrayBuffer }, result: import('../vision/boggle_vision_web.js').Scan },
 *   'photo-size': { args: { picture: Blob }, result: import('../vision/boggle_vision_web.js').PhotoSize },
 *   'recognize-marked': { args: { bytes: ArrayBuffer, rows: number, cols: number, corners: number[] }, result: import('../vision/boggle_vision_web.js').Scan },
 *   'recognize-pixels': { args: FrameArgs, result: import('../vision/boggle_vision_web.js').Scan },
 *   'find-grid': { args: FrameArgs, result: import('../vision/boggle_vision_web.js').Frame },
 *   'make-round': { args: { board: string, seconds: number, minLen?: number | null, startMs: number, seedHigh: number, seedLow: number }, result: import('../together/boggle_together_web.js').TogetherRound },
 *   'read-round': { args: { text: string }, result: import('../together/boggle_together_web.js').TogetherRound },
 *   'next-round': { args: { text: string, startMs: number }, result: import('../together/boggle_together_web.js').TogetherRound },
 *   'round-fit': { args: {}, result: { dictionary: string, dictionaryVersion: number, houseFingerprint: number | null } },
 *   'answer-code': { args: { round: string, player: string, words: string[] }, result: import('../together/boggle_together_web.js').AnswerMade },
 *   'read-answer': { args: { round: string, answer: string }, result: import('../together/boggle_together_web.js').AnswerRead },
 *   'qr-svg': { args: { text: string, label: string }, result: string },
 *   'standings-code': { args: { round: string, players: import('../together/boggle_together_web.js').TablePlayer[], rounds: number }, result: import('../together/boggle_together_web.js').StandingsMade },
 *   'read-standings': { args: { round: string, standings: string, me: string }, result: import('../together/boggle_together_web.js').ComparisonView },
 *   'read-codes': { args: FrameArgs, result: import('./qr-passes.js').FrameCodes },
 *   'crash': { args: {}, result: never },
 * }} Requests
 */

/** @typedef {keyof Requests} RequestName */

/** What the worker posts back. */
export const ResponseKind = Object.freeze({
  /** { kind, wordCount, dictionary, timings } once the engine is built. */
  ready: 'ready',
  /** { kind, message } when the wasm or the dictionary could not be loaded: nothing will work. */
  initError: 'init-error',
  /** { kind, id, value } */
  result: 'result',
  /**
   * { kind, id, message, l10n, report, details? } a request failed (for example a malformed board); the worker
   * is fine. `message` is English; `l10n`: Rust's message id and arguments for it ({ id, args }, or null), `report`:
   * what a word list that gave no words left out (Rust's `ListReport::messages`, or null); `details`: what a photo
   * request found before failing (see recognizeImage).
   */
  error: 'error',
});

/**
 * The requests that change what the worker's answers are judged by (its dictionary, lists and house
 * rules): an answer asked for before one of these was sent may no longer hold once it is.
 */
export const CHANGES_ANSWERS = Object.freeze([
  RequestKind.dictionary,
  RequestKind.houseRules,
  RequestKind.houseList,
  RequestKind.buildList,
  RequestKind.keepList,
  RequestKind.dropList,
]);

/**
 * How long one request may take, in milliseconds, before the worker is presumed hung, terminated and
 * restarted. Typing requests take milliseconds (the solver stops itself after a step budget, well under a
 * second); photo requests include, the first time, downloading and compiling the photo module and model.
 */
export const REQUEST_TIMEOUT_MS = Object.freeze({
  default: 10_000,
  // Downloads on first use: a dictionary is up to 1.2 MB gzipped.
  [RequestKind.dictionary]: 60_000,
  [RequestKind.define]: 30_000,
  // Rust stops a list's build at 45 s and says so; this leaves room for a slow phone to answer.
  [RequestKind.buildList]: 60_000,
  // The first ask with a dictionary other than ENABLE2K measures its bands (2,000 rolls) before rolling.
  [RequestKind.randomToOrder]: 30_000,
  [RequestKind.boardOfTheDay]: 30_000,
  [RequestKind.recognizeImage]: 90_000,
  [RequestKind.photoSize]: 90_000,
  [RequestKind.recognizePixels]: 90_000,
  [RequestKind.recognizeMarked]: 90_000,
  [RequestKind.findGrid]: 90_000,
  // The first frame loads the QR reader (946 KB of wasm).
  [RequestKind.readCodes]: 90_000,
});

/** @typedef {{ name?: string, reason?: string, status?: number, seconds?: number, doing?: string }} SaidArgs */
/** @typedef {Error & { l10n?: { id: string, args: SaidArgs } | null }} SaidError */

/**
 * What the worker and its bridge say to a person: an Error whose `l10n` is a message id of
 * locales/<lang>/app.ftl and its arguments, as Rust's errors carry theirs; the page says it with
 * l10n.js's `tSaid`, in the person's language and in English alike, so its words are written once. Its
 * `message` (the id and arguments) is for a console, never for a person.
 * @param {string} id
 * @param {SaidArgs} [args]
 * @param {new (message: string) => Error} [ErrorKind]
 * @returns {SaidError}
 */
export function said(id, args = {}, ErrorKind = Error) {
  const error = /** @type {SaidError} */ (new ErrorKind(`${id} ${JSON.stringify(args)}`));
  error.l10n = { id, args };
  return error;
}
