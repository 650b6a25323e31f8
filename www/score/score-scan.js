// "Scan a player" (issue 52): at the end of a round played together, the host's camera reads each player's
// "My words" code (play/play-together-words.js) and their list fills that player's card, judged as if typed.
// Rust reads the code against the round (RequestKind.readAnswer), refusing another round's or board's words;
// this module says where the words go: the same player scanned again replaces their list, never adds a card.
import { RequestKind } from '../worker/protocol.js';
import { cleanName } from '../core/address.js';
import { t, tSaid } from '../l10n/l10n.js';

/** @typedef {import('./table-game.js').TablePlayer} TablePlayer */

/**
 * A player's words as read from their code: the name they gave, and their list as Score a game takes it
 * (the words on the round's list, then those they typed that are not, a word a line).
 * @typedef {{ name: string, text: string, words: number }} ScannedPlayer
 */

/**
 * Reads a player's code against the round; rejects with Rust's refusal (`code-other-round`, `code-other-board`…).
 * @param {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @param {string} round the round's code
 * @param {string} answer the player's code
 * @returns {Promise<ScannedPlayer>}
 */
export async function readPlayer(bridge, round, answer) {
  const read = await bridge.call(RequestKind.readAnswer, { round, answer });
  const words = [...read.found, ...read.offList];
  return { name: cleanName(read.player).name, text: words.join('\n'), words: words.length };
}

/**
 * Which card a scanned player's words go to: the card with their name (case ignored), else the first card
 * nobody has written in, else a new one (`index` = the number of cards), or -1 when there is no room.
 * @param {TablePlayer[]} players
 * @param {string} name
 * @param {number} max the most players a game has
 * @returns {{ index: number, replaced: boolean }}
 */
export function placeFor(players, name, max) {
  const key = name.toLocaleLowerCase();
  const same = players.findIndex((p) => cleanName(p.name).name.toLocaleLowerCase() === key);
  if (same >= 0) return { index: same, replaced: Boolean(players[same].text.trim()) };
  const empty = players.findIndex((p) => !cleanName(p.name).name && !p.text.trim());
  if (empty >= 0) return { index: empty, replaced: false };
  return { index: players.length < max ? players.length : -1, replaced: false };
}

/**
 * A status line's parts (`[id, args]`, what Rust said, or a string) as one text, for the page's status line.
 * @param {unknown[]} parts
 */
export function partsText(parts) {
  return parts
    .map((part) => (typeof part === 'string' ? part : Array.isArray(part) ? t(part[0], part[1]) : tSaid(part)))
    .join(' ');
}
