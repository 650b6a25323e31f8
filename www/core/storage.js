// What the app keeps in this browser, and nowhere else. A game in progress is written to
// localStorage at every change (synchronous, so a reload or a closed tab a moment later loses
// nothing); finished games go to IndexedDB (`boggle` database, `games` store), the history, and
// a player's own word lists (built dictionaries) to its `lists` store.

/**
 * A player of a game scored at the table, as kept.
 * @typedef {object} KeptPlayer
 * @property {string} name
 * @property {number} score
 * @property {string[]} words
 * @property {true} [absent] played together, their words never came back (score 0, no words)
 */

/**
 * A game as kept in the history (`games` store): a round played here (`solo`), one scored at the
 * table (`table`), or the board of the day opened (`day`). history-import.js's readGame checks
 * every field of one read from a file.
 * @typedef {object} GameRecord
 * @property {string} id
 * @property {string} at when, as toISOString wrote it
 * @property {'solo' | 'table' | 'day'} kind
 * @property {string} board board text
 * @property {number} rows
 * @property {number} cols
 * @property {number} minLen
 * @property {string} dictionary
 * @property {number} score
 * @property {number} maxScore
 * @property {number} wordCount
 * @property {string} [scoring] the scoring rule a table round was judged by
 * @property {number} [qu] the letters the Qu tile counted for in a table round
 * @property {string} [day] the board of the day's date (YYYY-MM-DD)
 * @property {string[]} [found] solo: the words found
 * @property {number} [revealed] solo: the words revealed
 * @property {number | null} [seconds] solo: the round's length (0 or null: no clock)
 * @property {KeptPlayer[]} [players] table: each player's score and words
 */

/**
 * A player's own word list as kept (`lists` store), with its built dictionary.
 * @typedef {object} KeptList
 * @property {string} id
 * @property {string} title
 * @property {string} language
 * @property {number} words
 * @property {string} report
 * @property {string} source its file's name, or 'pasted'
 * @property {string} addedAt
 * @property {Uint8Array} lex
 */

const PREFIX = 'boggle.';
const DB_NAME = 'boggle';
const DB_VERSION = 2;
const GAMES = 'games';
const LISTS = 'lists';
/**
 * Keys settings.js and offline-definitions.js wrote themselves before everything went through here.
 * @type {Readonly<Record<string, string>>}
 */
const FORMER_NAMES = { 'words-settings': 'boggle-words-settings', 'definitions-offline': 'boggle-definitions-offline' };

/**
 * Keeps `value` (JSON) under `key`; false if the browser refused (private mode, full).
 * @param {string} key
 * @param {unknown} value
 */
export function keep(key, value) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * What `keep` kept under `key`, or null. Whatever JSON was kept: `any`, as the reader checks its shape.
 * @param {string} key
 * @returns {any}
 */
export function recall(key) {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text === null ? recallFormer(key) : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * What was kept under `key`'s former name (JSON, or the bare string 'on'), moved under its own.
 * @param {string} key
 * @returns {any}
 */
function recallFormer(key) {
  const former = FORMER_NAMES[key];
  const text = former ? localStorage.getItem(former) : null;
  if (text === null) return null;
  let value = text;
  try {
    value = JSON.parse(text);
  } catch {
    // A bare string, as offline-definitions.js wrote it.
  }
  if (keep(key, value)) localStorage.removeItem(former);
  return value;
}

/** @param {string} key */
export function forget(key) {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was kept, then.
  }
}

/** @type {Promise<IDBDatabase> | null} */
let dbPromise = null;

/** @returns {Promise<IDBDatabase>} */
function openDb() {
  dbPromise ??= new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('this browser keeps no history (no IndexedDB)'));
      return;
    }
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(GAMES)) db.createObjectStore(GAMES, { keyPath: 'id' }).createIndex('at', 'at');
      if (!db.objectStoreNames.contains(LISTS)) db.createObjectStore(LISTS, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      // A newer version of the app opening the database in another tab must not wait for this one.
      request.result.onversionchange = () => {
        request.result.close();
        dbPromise = null;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error ?? new Error('the history could not be opened'));
    request.onblocked = () => reject(new Error('the history is open in an older tab; close it and try again'));
  }).catch((error) => {
    dbPromise = null;
    throw error;
  });
  return dbPromise;
}

/**
 * Runs `work(store)` in one transaction on a store (the history's unless named); resolves with its request's result once committed.
 * @template T
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest<T> | null} work
 * @param {string} [name]
 * @returns {Promise<T | undefined>}
 */
async function inStore(mode, work, name = GAMES) {
  const db = await openDb();
  const what = name === GAMES ? 'the history' : 'your word lists';
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(name, mode);
    const request = work(transaction.objectStore(name));
    transaction.oncomplete = () => resolve(request?.result);
    transaction.onerror = () => reject(transaction.error ?? new Error(`${what} could not be written`));
    transaction.onabort = () => reject(transaction.error ?? new Error(`${what} could not be written`));
  });
}

/**
 * Adds games that are new (records with an `id` not kept yet); never replaces one. Resolves with the
 * ids that were taken already (another tab may have added one meanwhile): those are left as they were.
 * @param {GameRecord[]} games
 * @returns {Promise<string[]>}
 */
export async function addGames(games) {
  /** @type {string[]} */
  const taken = [];
  await inStore('readwrite', (store) => {
    for (const game of games) {
      const request = store.add(game);
      request.onerror = (event) => {
        if (request.error?.name !== 'ConstraintError') return; // anything else fails the whole import
        // Handled: neither aborts the transaction nor reaches its onerror; the others are still added.
        event.preventDefault();
        event.stopPropagation();
        taken.push(game.id);
      };
    }
    return null;
  });
  return taken;
}

/**
 * Adds or replaces games (records with an `id`): a game just played, under a new id.
 * @param {GameRecord[]} games
 */
export function putGames(games) {
  return inStore('readwrite', (store) => {
    /** @type {IDBRequest<IDBValidKey> | null} */
    let last = null;
    for (const game of games) last = store.put(game);
    return last;
  });
}

/**
 * Every game, newest first.
 * @returns {Promise<GameRecord[]>}
 */
export async function allGames() {
  /** @type {GameRecord[]} */
  const games = (await inStore('readonly', (store) => store.getAll())) ?? [];
  return games.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

export function clearGames() {
  return inStore('readwrite', (store) => store.clear());
}

/**
 * Keeps a word list ({ id, title, language, words, report, source, addedAt, lex: Uint8Array }), replacing one of its id.
 * @param {KeptList} list
 */
export function putList(list) {
  return inStore('readwrite', (store) => store.put(list), LISTS);
}

/**
 * Every word list kept, oldest first.
 * @returns {Promise<KeptList[]>}
 */
export async function allLists() {
  /** @type {KeptList[]} */
  const lists = (await inStore('readonly', (store) => store.getAll(), LISTS)) ?? [];
  return lists.sort((a, b) => (a.addedAt < b.addedAt ? -1 : a.addedAt > b.addedAt ? 1 : 0));
}

/** @param {string} id */
export function deleteList(id) {
  return inStore('readwrite', (store) => store.delete(id), LISTS);
}
