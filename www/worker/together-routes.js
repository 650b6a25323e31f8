// Game night's requests in the worker (issue 52): routed to its own wasm module (crates/together-web: the
// codes and their QR drawing), imported the first time one comes so the first visit never fetches it, and
// handed what needs the dictionary by the engine (the rules in use, a round's sorted word list).
import { RequestKind, said } from './protocol.js';

/**
 * @typedef {import('./protocol.js').Requests} Requests
 * @typedef {import('../pkg/boggle_web.js').Engine} Engine
 * @typedef {typeof import('../together/boggle_together_web.js')} TogetherModule
 * @typedef {'makeRound' | 'readRound' | 'nextRound' | 'roundFit' | 'answerCode' | 'readAnswer' | 'qrSvg' | 'standingsCode' | 'readStandings'} TogetherKind
 * @typedef {typeof RequestKind[TogetherKind]} TogetherRequest
 * @typedef {{ [K in TogetherRequest]: (args: Requests[K]['args']) => Requests[K]['result'] | Promise<Requests[K]['result']> }} TogetherHandlers
 */

const TOGETHER_MODULE = '../together/boggle_together_web.js';

/**
 * The handlers of game night's requests, over the worker's engine.
 * @param {() => Engine} engine the engine, once built
 * @returns {TogetherHandlers}
 */
export function togetherRoutes(engine) {
  return {
    [RequestKind.makeRound]: async ({ board, seconds, minLen, startMs, seedHigh, seedLow }) =>
      (await together()).makeRound(String(board), engine().roundRules(), seconds >>> 0, Number(startMs), seedHigh >>> 0, seedLow >>> 0, minLen ?? undefined),
    [RequestKind.readRound]: async ({ text }) => (await together()).readRound(String(text)),
    [RequestKind.nextRound]: async ({ text, startMs }) => {
      const codes = await together();
      const round = codes.readRound(String(text));
      return codes.nextRound(String(text), Number(startMs), engine().roundLanguage(round.dictionary));
    },
    [RequestKind.roundFit]: () => ({ dictionary: engine().dictionary, dictionaryVersion: engine().dictionaryVersion, houseFingerprint: engine().houseFingerprint ?? null }),
    [RequestKind.answerCode]: async ({ round, player, words }) => {
      const codes = await together();
      return codes.answerCode(String(round), String(player), words.map(String), roundWords(engine(), codes, String(round)), engine().language);
    },
    [RequestKind.readAnswer]: async ({ round, answer }) => {
      const codes = await together();
      return codes.readAnswer(String(round), String(answer), roundWords(engine(), codes, String(round)));
    },
    [RequestKind.qrSvg]: async ({ text, label }) => (await together()).qrSvg(String(text), String(label)),
    // Words are spelled, and scored, in the language of the dictionary in use: the round's, as roundWords solves it.
    [RequestKind.standingsCode]: async ({ round, players, rounds }) => {
      const codes = await together();
      return codes.standingsCode(String(round), players, rounds >>> 0, roundWords(engine(), codes, String(round)), engine().language);
    },
    [RequestKind.readStandings]: async ({ round, standings, me }) => {
      const codes = await together();
      return codes.readStandings(String(round), String(standings), roundWords(engine(), codes, String(round)), engine().language, String(me));
    },
  };
}

/** @type {Promise<TogetherModule> | null} */
let togetherPromise = null;

/** Game night's module (the codes and their QR drawing), loaded the first time Play together asks. */
function together() {
  togetherPromise ??= loadTogether().catch((error) => {
    togetherPromise = null; // offline before it was cached, perhaps online on the next try
    throw error;
  });
  return togetherPromise;
}

/** @returns {Promise<TogetherModule>} */
async function loadTogether() {
  try {
    /** @type {TogetherModule} */
    const codes = await import(TOGETHER_MODULE);
    await codes.default();
    return codes;
  } catch (error) {
    throw said('together-unloaded', { reason: String(/** @type {{ message?: unknown } | null | undefined} */ (error)?.message ?? error) });
  }
}

/**
 * The sorted word list of the round a code holds, on this phone (what a player's words index): the engine
 * solves its board under its rules.
 * @param {Engine} engine
 * @param {TogetherModule} codes
 * @param {string} text
 */
function roundWords(engine, codes, text) {
  const round = codes.readRound(text);
  return engine.roundWords(round.board, round.scoring, round.quLetters, round.minLen ?? undefined, round.allowed, round.banned, round.houseFingerprint ?? undefined);
}
