// "Scan a player" (issue 52): at the end of a round played together, the host's camera reads each player's
// "My words" code (play/play-together-words.js) and their list fills that player's card, judged as if typed.
// Rust reads the code against the round (RequestKind.readAnswer), refusing another round's or board's words;
// this module says where the words go: the same player scanned again replaces their list, never adds a card.
import { RequestKind } from '../worker/protocol.js';
import { cleanName } from '../core/address.js';
import { t, tSaid } from '../l10n/l10n.js';
import { MAX_PLAYERS, newPlayer } from './table-game.js';

/** @typedef {import('./table-game.js').TablePlayer} TablePlayer */

/**
 * What PlayerScan is given by Score a game (game-score.js): its own parts, the table's game and what to do
 * once a card is filled.
 * @typedef {object} PlayerScanParts
 * @property {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @property {import('../board/board-editor.js').BoardEditor} editor
 * @property {(text: string) => void} setStatus
 * @property {(scan: import('../photo/photo.js').CodeScan) => void} [scanCodes] opens the camera for codes only
 * @property {() => string | null} [togetherRound] the code of the round this phone last played together, if any
 * @property {(text: string, failure: string) => Promise<boolean>} [loadBoard] puts a board in the grid
 * @property {() => import('./table-game.js').TableGame} game the table's game, its players changed in place
 * @property {() => void} filled a player's card was filled: save, show, judge
 */

/** "Scan a player": the camera reads each player's "My words" in turn until it is closed, a card for each. */
export class PlayerScan {
  /** @param {PlayerScanParts} parts */
  constructor(parts) {
    this.parts = parts;
  }

  /** The round played together being scored: this phone's last one, or the one its players were scanned for. */
  round() {
    return this.parts.togetherRound?.() ?? this.parts.game().together ?? null;
  }

  open() {
    if (!this.round()) {
      this.parts.setStatus(t('score-scan-no-round'));
      return;
    }
    this.parts.scanCodes?.({
      title: 'camera-title-player',
      take: async (code) => (code.kind === 'answer' ? this.take(code.text) : [['score-scan-not-words']]),
    });
  }

  /**
   * Puts a player's words from their code on their card (placeFor), the round's board in the grid; what it did,
   * as a status line's parts.
   * @param {string} text the player's code
   * @returns {Promise<unknown[]>}
   */
  async take(text) {
    const round = this.round();
    if (!round) return [['score-scan-no-round']];
    const { bridge, editor, loadBoard } = this.parts;
    const game = this.parts.game();
    let scanned;
    try {
      scanned = await readPlayer(bridge, round, text);
    } catch (error) {
      return [['score-scan-refused'], error];
    }
    if (game.together !== round || !editor.isFull()) {
      const { board } = await bridge.call(RequestKind.readRound, { text: round });
      game.together = round;
      await loadBoard?.(board, t('score-judge-failed'));
    }
    const { index, replaced } = placeFor(game.players, scanned.name, MAX_PLAYERS);
    if (index < 0) return [['score-scan-full']];
    game.players[index] = { ...(game.players[index] ?? newPlayer()), name: scanned.name, text: scanned.text };
    this.parts.filled();
    return [[replaced ? 'score-scan-replaced' : 'score-scan-read', { name: scanned.name, words: scanned.words }]];
  }
}

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
