// The comparison on any phone at the table (issue 52, item 4): the host's standings code, scanned, read
// against the round this phone played (crates/together-web's readStandings: another round's standings are
// refused) and shown — each player's score this round (or absent), the total over the rounds and the words
// found; the words this phone's player found with each other player, the words only one player found, the
// words everyone found and the best words nobody found — and kept in the history as a judged round.
import { RequestKind } from '../worker/protocol.js';
import { recall } from '../core/storage.js';
import { recordGame } from '../history/records.js';
import { localize, localizeParts, plain } from '../l10n/l10n.js';
import { listOf, number } from './judged-word.js';
import { absentCell } from './score-totals.js';
import { partsText } from './score-scan.js';

/** Where Play together keeps the name this phone plays under (play/play-together-words.js). */
const PLAYER_NAME_KEY = 'player-name';

/** @typedef {import('../together/boggle_together_web.js').ComparisonView} ComparisonView */
/** @typedef {import('../together/boggle_together_web.js').WordView} WordView */
/** @typedef {import('../l10n/say.js').Args} Args */

/** @param {string} id an element of the comparison's dialog (index.html) */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * An element with a message in it.
 * @param {string} tag
 * @param {string} id a message id
 * @param {Args} [args]
 */
function said(tag, id, args) {
  const element = document.createElement(tag);
  localize(element, id, args);
  return element;
}

/**
 * A heading and its words, best first ("stare 2"), or "none".
 * @param {HTMLElement} heading
 * @param {ReadonlyArray<WordView>} words
 */
function wordsPart(heading, words) {
  const part = document.createElement('section');
  part.className = 'compare-part';
  if (!words.length) {
    part.append(heading, said('p', 'compare-none'));
    return part;
  }
  const list = document.createElement('ul');
  list.className = 'compare-words';
  list.append(
    ...words.map((w) => {
      const item = document.createElement('li');
      const points = document.createElement('span');
      points.className = 'compare-points';
      points.textContent = number(w.score);
      item.append(`${w.word} `, points);
      return item;
    }),
  );
  part.append(heading, list);
  return part;
}

/** @param {ComparisonView} view */
function scoresTable(view) {
  const table = document.createElement('table');
  table.className = 'score-table';
  const caption = said('caption', 'score-caption');
  caption.className = 'visually-hidden';
  const head = document.createElement('tr');
  for (const id of ['score-player', 'score-round', 'score-total', 'compare-found']) {
    const cell = said('th', id);
    /** @type {HTMLTableCellElement} */ (cell).scope = 'col';
    head.append(cell);
  }
  const body = document.createElement('tbody');
  body.append(
    ...view.players.map((p, i) => {
      const row = document.createElement('tr');
      if (view.leaders.includes(i)) row.className = 'winner';
      const name = i === view.me ? said('th', 'compare-you', { name: p.name }) : document.createElement('th');
      if (i !== view.me) name.textContent = p.name;
      /** @type {HTMLTableCellElement} */ (name).scope = 'row';
      row.append(name);
      const score = p.score === null ? absentCell() : document.createElement('td');
      if (p.score !== null) score.textContent = number(p.score);
      const total = document.createElement('td');
      total.textContent = number(p.total);
      const found = p.score === null ? absentCell() : document.createElement('td');
      if (p.score !== null) found.textContent = number(p.found);
      row.append(score, total, found);
      return row;
    }),
  );
  const thead = document.createElement('thead');
  thead.append(head);
  table.append(caption, thead, body);
  return table;
}

/**
 * The comparison's parts, in the order a player reads them.
 * @param {ComparisonView} view
 * @param {string} me the name this phone played under ('' when none is kept)
 * @returns {HTMLElement[]}
 */
export function comparisonParts(view, me) {
  const leaders = view.leaders.map((i) => view.players[i].name);
  const points = view.leaders.length ? view.players[view.leaders[0]].score ?? 0 : 0;
  const h3 = (/** @type {string} */ id, /** @type {Args} */ args = {}) => said('h3', id, args);
  const parts = [
    said('p', 'compare-board', { board: view.board }),
    leaders.length > 1 ? said('p', 'score-tie', { names: listOf(leaders), points }) : leaders.length ? said('p', 'score-leads', { name: leaders[0], points }) : said('p', 'compare-no-points'),
    said('p', 'score-after-rounds', { rounds: view.rounds }),
    scoresTable(view),
  ];
  if (view.me === null) parts.push(me ? said('p', 'compare-not-me', { name: me }) : said('p', 'compare-no-name'));
  const played = view.players.map((p, i) => ({ ...p, index: i })).filter((p) => p.score !== null);
  if (view.me !== null) {
    const mine = view.players[view.me];
    for (const other of played) if (other.index !== view.me) parts.push(wordsPart(h3('compare-with-heading', { name: other.name }), other.withMe));
    if (mine.score !== null) parts.push(wordsPart(h3('compare-only-me-heading'), mine.only));
  }
  for (const p of played) if (p.index !== view.me) parts.push(wordsPart(h3('compare-only-heading', { name: p.name }), p.only));
  if (played.length > 1) parts.push(wordsPart(h3('compare-everyone-heading'), view.byEveryone));
  parts.push(wordsPart(h3('score-missed-count', { missed: view.missedCount }), view.bestMissed));
  return parts;
}

/**
 * A comparison as the history keeps it: a round judged at the table (kind "table", as Score a game keeps
 * one), with every player, their scores and their words (or absent); its id is the round's, so the same
 * standings scanned again replace it.
 * @param {ComparisonView} view
 * @param {import('../together/boggle_together_web.js').TogetherRound} round
 * @param {{ rows: number, cols: number, minLen: number }} board
 * @returns {import('../history/records.js').GameRecord | null} null when nobody played
 */
export function comparisonRecord(view, round, { rows, cols, minLen }) {
  const played = view.players.filter((p) => p.score !== null);
  if (!played.length) return null;
  return {
    id: `standings-${view.roundId}-${view.rounds}`,
    at: new Date().toISOString(),
    kind: 'table',
    board: view.board,
    rows,
    cols,
    minLen,
    dictionary: round.dictionary,
    scoring: round.scoring,
    qu: round.quLetters,
    score: Math.max(0, ...played.map((p) => p.score ?? 0)),
    maxScore: view.totalScore,
    wordCount: view.wordCount,
    // An absent player is kept as the host keeps them (Score a game): absent, not a player who found nothing.
    players: view.players.map((p) => (p.score === null ? { name: p.name, score: 0, words: [], absent: /** @type {true} */ (true) } : { name: p.name, score: p.score, words: p.words })),
  };
}

/**
 * Reads a standings code against the rounds this phone played together (the latest first) and shows the
 * comparison of the first it is for; resolves with whether it showed and what to say, as one text (refused:
 * why, for an alert; shown: whether it was kept in the history, for the status line).
 * @param {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @param {string} text the standings' code
 * @param {string[]} rounds the codes of the rounds this phone played together, the latest first
 * @returns {Promise<{ shown: boolean, say: string }>}
 */
export async function showStandings(bridge, text, rounds) {
  const refused = (/** @type {unknown[]} */ parts) => ({ shown: false, say: partsText(parts) });
  if (!rounds.length) return refused([['compare-no-round']]);
  const kept = recall(PLAYER_NAME_KEY);
  const me = typeof kept === 'string' ? kept : '';
  /** @type {unknown} */
  let refusal = null;
  for (const round of rounds) {
    let view;
    try {
      view = await bridge.call(RequestKind.readStandings, { round, standings: text, me });
    } catch (error) {
      refusal ??= error;
      continue;
    }
    const kept = open(comparisonParts(view, me));
    const part = await keepComparison(bridge, view, round);
    // Said in the dialog's own status line: the page's, behind the modal dialog, is inert (not heard) and
    // shared (a solve finishing a moment later writes over it).
    localizeParts(kept, [part]);
    return { shown: true, say: partsText([part]) };
  }
  const id = /** @type {{ l10n?: { id?: string } | null } | null} */ (refusal)?.l10n?.id;
  if (id === 'code-other-round' || id === 'code-other-board') return refused([['compare-other-round']]);
  return refused([['compare-failed'], refusal]);
}

/**
 * Keeps the comparison in the history; what happened, as a status line's part.
 * @param {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @param {ComparisonView} view
 * @param {string} text the round's code
 */
async function keepComparison(bridge, view, text) {
  try {
    const round = await bridge.call(RequestKind.readRound, { text });
    const { rows, cols } = await bridge.call(RequestKind.parse, { text: round.board });
    const minLen = round.minLen ?? (await bridge.call(RequestKind.rules, { rows, cols })).minLen;
    const record = comparisonRecord(view, round, { rows, cols, minLen });
    if (!record) return ['compare-nobody'];
    await recordGame(record);
    return ['compare-kept'];
  } catch (error) {
    return ['compare-not-kept', { reason: /** @type {Error} */ (error)?.message ?? String(error) }];
  }
}

/**
 * Shows the comparison's parts in its dialog, below them an empty status line (a live region is heard when
 * its text changes, so it is there, empty, before it is told what became of the comparison).
 * @param {HTMLElement[]} parts the comparison's
 * @returns {HTMLElement} the status line
 */
function open(parts) {
  const dialog = /** @type {HTMLDialogElement} */ ($('compare-dialog'));
  const body = $('compare-body');
  const kept = document.createElement('p');
  kept.id = 'compare-kept';
  kept.className = 'compare-kept';
  kept.setAttribute('role', 'status');
  body.replaceChildren(...parts, kept);
  if (!dialog.dataset.wired) {
    dialog.dataset.wired = 'yes';
    $('compare-close').addEventListener('click', () => dialog.close());
    dialog.addEventListener('close', () => plain(body, ''));
  }
  if (!dialog.open) dialog.showModal();
  $('compare-title').focus();
  return kept;
}
