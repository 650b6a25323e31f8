// The words and rules a group plays by: the dictionary, the scoring, whether Qu is one letter or
// two, and the house list (words allowed beyond the dictionary, words banned from it). Remembered
// in this browser (localStorage: settings-store.js), carried in the share link, and sent to the
// worker, which holds the rules themselves (Rust): this module only keeps the choices and shows
// them (the catalog's pickers and credits: catalog-view.js).
import { DICTIONARIES } from '../core/catalog.js';
import { OwnLists } from './own-list.js';
import { isOwnList } from '../core/address.js';
import { RequestKind } from '../worker/protocol.js';
import { DEFAULTS, houseDigest, houseParams, ownListParams } from './settings-link.js';
import { localize, onLanguageChange, plain, t, tSaid } from '../l10n/l10n.js';
import { keepSettings, rememberedSettings } from './settings-store.js';
import { fillCatalogPickers, showLetterKeys } from './catalog-view.js';

// Read by the history's import (history-import.js) as this module's.
export { rememberedSettings };

/** @typedef {import('./settings-link.js').LinkSettings} Settings the words and rules in use */

/** @typedef {import('./catalog-view.js').CatalogDictionary} CatalogDictionary */
/** @typedef {import('./catalog-view.js').CatalogScoring} CatalogScoring */
/** @typedef {import('./catalog-view.js').WorkerCatalog} WorkerCatalog */

/**
 * The worker's report on a house list (RequestKind.houseList): the words kept and those left out, with Rust's reasons.
 * @typedef {{ allowed: number, banned: number, leftOut: string[], leftOutCount: number }} HouseReport
 */

/**
 * What WordSettings is given by the page (app.js).
 * @typedef {object} WordSettingsParts
 * @property {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @property {(id: string) => HTMLElement} byId
 * @property {import('../board/board-editor.js').BoardEditor | null} [editor] takes the dictionary's tiles
 * @property {() => void} onChange the words on the board changed: solve again, update the address
 * @property {(text: string) => void} setStatus
 * @property {(text: string) => void} showAlert
 */

/** Where the dictionary's words are shown or typed: marked as its language (the page is the interface's). */
const WORD_PLACES = ['word-list', 'found-list', 'found-groups', 'missed-groups', 'score-missed', 'check-word', 'play-word', 'house-allow', 'house-ban'];

/** A house list longer than this is not kept (the worker also caps it at 20,000 words). */
const MAX_LIST_CHARS = 400_000;

const capitalised = (/** @type {string} */ text) => text.charAt(0).toUpperCase() + text.slice(1);

export class WordSettings {
  /** @param {WordSettingsParts} options */
  constructor({ bridge, byId, editor, onChange, setStatus, showAlert }) {
    this.bridge = bridge;
    this.editor = editor;
    this.onChange = onChange;
    this.setStatus = setStatus;
    this.showAlert = showAlert;
    this.el = {
      dict: /** @type {HTMLSelectElement} */ (byId('dict-select')),
      about: byId('dict-about'),
      scoring: /** @type {HTMLSelectElement} */ (byId('scoring-select')),
      scoringAbout: byId('scoring-about'),
      quTwo: /** @type {HTMLInputElement} */ (byId('qu-two')),
      quOne: /** @type {HTMLInputElement} */ (byId('qu-one')),
      allowed: /** @type {HTMLTextAreaElement} */ (byId('house-allow')),
      banned: /** @type {HTMLTextAreaElement} */ (byId('house-ban')),
      apply: byId('house-apply'),
      importButton: byId('house-import'),
      importFile: /** @type {HTMLInputElement} */ (byId('house-file')),
      report: byId('house-report'),
      note: byId('dictionary-note'),
      credits: byId('credits-list'),
      tileKeys: byId('tile-keys'),
    };
    this.settings = rememberedSettings();
    /** Whether the settings came from a share link (then they are used, not saved). */
    this.fromLink = false;
    /** @type {WorkerCatalog | null} */
    this.catalog = null;
    // Declared for the checker (these lines read nothing): set once the worker answers.
    /** @type {number | undefined} the dictionary's words, as the worker counted them */
    this.wordCount;
    /** @type {import('./settings-link.js').HouseCounts | undefined} the house list's words kept (Rust's count) */
    this.houseCounts;
    this.ownLists = new OwnLists({ bridge, byId, settings: () => this, setStatus });
    /** @type {import('./settings-link.js').OwnListInfo | null} What a link said of the own list it names ({ title, words }), for the message when this device lacks it. */
    this.linkList = null;
    /** @type {Promise<unknown>} Settles when the worker holds the current settings; solves wait for it. */
    this.applied = Promise.resolve();
    /** @type {(value?: unknown) => void} set just below */
    this.markFirstSent;
    /** Settles once the remembered settings have been sent to the first worker. */
    this.firstSent = new Promise((resolve) => {
      this.markFirstSent = resolve;
    });
    this.wire();
    // The pickers' names and the credits follow the interface's language (app.js shows the rest again).
    onLanguageChange(() => {
      if (!this.catalog) return;
      this.fillPickers();
      this.show();
    });
  }

  /** The language of the dictionary in use (BCP 47). */
  language() {
    return this.current()?.language ?? 'en';
  }

  /**
   * The dictionary's entry in the catalog (null before the catalog arrives).
   * @returns {CatalogDictionary | null | undefined}
   */
  current() {
    return this.entry(this.settings.dict);
  }

  /**
   * A dictionary's entry: the catalog's, or a player's own list's in the same shape; null if unknown.
   * @param {string} name
   * @returns {CatalogDictionary | null | undefined}
   */
  entry(name) {
    return this.catalog?.dictionaries.find((d) => d.name === name) ?? this.ownLists.entry(name, this.catalog);
  }

  /**
   * Whether this device has the dictionary: one of the app's, or a list of the player's kept here.
   * @param {string | null | undefined} name
   */
  knows(name) {
    return Object.hasOwn(DICTIONARIES, name ?? '') || this.ownLists.lists.some((l) => l.id === name);
  }

  defaultDictionary() {
    return DEFAULTS.dict;
  }

  wire() {
    this.el.dict.addEventListener('change', () => this.change({ dict: this.el.dict.value }));
    this.el.scoring.addEventListener('change', () => this.change({ scoring: this.el.scoring.value }));
    for (const radio of [this.el.quTwo, this.el.quOne]) {
      radio.addEventListener('change', () => this.change({ qu: Number(radio.value) }));
    }
    this.el.apply.addEventListener('click', () => this.change({ allowed: this.el.allowed.value, banned: this.el.banned.value }));
    this.el.importButton.addEventListener('click', () => this.el.importFile.click());
    this.el.importFile.addEventListener('change', () => this.importList());
  }

  /** Sends every setting to a (new or restarted) worker; the catalog fills the pickers once. */
  async sendAll() {
    this.applied = this.send(this.settings, true);
    this.applied.then(this.markFirstSent, this.markFirstSent);
    return this.applied;
  }

  /**
   * Applies settings a share link asks for, for this visit only; resolves false if the worker
   * refused them (said in an alert, followed by `note`, what else the link asked for in vain; the
   * settings before stay, and are not called the link's).
   * @param {Partial<import('./settings-link.js').LinkAsked>} asked
   * @param {string} [note]
   */
  async fromAddress(asked, note = '') {
    if (asked.houseMark) this.reportHouseMark(asked.houseMark);
    this.linkList = asked.ownList ?? null;
    const fields = /** @type {const} */ (['dict', 'scoring', 'qu', 'allowed', 'banned']);
    /** @type {Partial<Settings>} */
    const patch = Object.fromEntries(fields.filter((k) => k in asked).map((k) => [k, asked[k]]));
    if (!fields.filter((k) => k in patch).some((k) => patch[k] !== this.settings[k])) return true;
    const wasFromLink = this.fromLink;
    this.fromLink = true;
    if (await this.change(patch, { save: false, note })) return true;
    this.fromLink = wasFromLink;
    this.show();
    return false;
  }

  /**
   * The link's sender has a house list too long for the link: says so, unless it is this one.
   * @param {import('./settings-link.js').HouseMark} mark
   */
  reportHouseMark({ allowed, banned, digest }) {
    if (digest === houseDigest(this.settings.allowed, this.settings.banned)) return;
    this.showAlert(t('house-mark-alert', { allowed, banned }));
  }

  /**
   * What a challenge link carries besides its own fields: the house list (see houseParams), and the
   * name and size of `dictionary` when it is a list of the player's own.
   * @param {string} dictionary
   */
  linkRules(dictionary) {
    return [...ownListParams(this.ownLists.linkInfo(dictionary)), ...houseParams(this.settings, this.houseCounts)];
  }

  /**
   * A challenge's dictionary, for this visit: resolves null once the worker solves with it, or the
   * Error saying why it cannot (not downloadable offline, the first time). Nothing is shown here and
   * nothing changes on a failure: the challenge says so itself, and waits (it is only fair on the
   * dictionary it names), while the settings go on naming the dictionary really in use.
   * @param {string} name
   * @returns {Promise<unknown>} null, or why not (an Error, as a rule)
   */
  async useForChallenge(name) {
    const started = await this.bridge.call(RequestKind.catalog, {}).then(() => true, (error) => error);
    if (started !== true) return started;
    await this.firstSent;
    await this.applied.catch(() => {});
    if (this.settings.dict === name) return null;
    const previous = this.settings;
    let wordCount;
    try {
      // A list of the sender's own is used only as this device keeps it (else: why, in plain words).
      if (isOwnList(name)) await this.ownLists.prepare(name, this.linkList);
      this.setStatus(t('dictionary-loading-challenge', { title: this.title(name) }));
      ({ wordCount } = await this.bridge.call(RequestKind.dictionary, { name }));
    } catch (error) {
      return error;
    }
    if (this.settings !== previous) return this.useForChallenge(name); // changed meanwhile: again
    this.settings = { ...previous, dict: name };
    this.wordCount = wordCount;
    this.fromLink = true;
    this.show();
    this.onChange();
    return null;
  }

  /**
   * A link's dictionary, before its board: the board is read in the dictionary's language (ä,
   * ñ, a plain Q). Only a dictionary the app has: an unknown one is refused after the board, so
   * its message stays on screen.
   * @param {import('./settings-link.js').LinkAsked} asked
   */
  async dictionaryFirst(asked) {
    // The remembered dictionary first (sent when the worker is ready; not waited for if it
    // cannot start), then the link's.
    const started = await this.bridge.call(RequestKind.catalog, {}).then(() => true, () => false);
    if (started) await this.firstSent;
    await this.ownLists.ready;
    if (this.knows(asked.dict)) await this.fromAddress({ dict: asked.dict });
  }

  /**
   * Applies `patch` to the settings; resolves false if it was refused (and said why).
   * @param {Partial<Settings>} patch
   * @param {{ save?: boolean, note?: string }} [how]
   * @returns {Promise<boolean>}
   */
  async change(patch, { save = true, note = '' } = {}) {
    const next = { ...this.settings, ...patch };
    if (next.allowed.length + next.banned.length > MAX_LIST_CHARS) {
      this.showAlert(t('house-list-too-long', { max: MAX_LIST_CHARS }));
      return false;
    }
    const previous = this.settings;
    this.settings = next;
    this.applied = this.send(next, false, previous, note);
    try {
      await this.applied;
    } catch {
      return false; // reported in send, which restored the previous choice
    }
    if (save) this.save();
    this.onChange();
    return true;
  }

  save() {
    if (keepSettings(this.settings)) {
      this.fromLink = false;
    } else {
      this.setStatus(t('settings-not-kept'));
    }
  }

  /**
   * Sends `settings` to the worker (`everything`, or what changed since `previous`); rejects if it refused.
   * @param {Settings} settings
   * @param {boolean} everything
   * @param {Settings | null} [previous]
   * @param {string} [note]
   * @returns {Promise<void>}
   */
  async send(settings, everything, previous = null, note = '') {
    const { bridge } = this;
    try {
      if (!this.catalog) {
        this.catalog = await bridge.call(RequestKind.catalog, {});
        await this.ownLists.ready; // a remembered own list is in the menu from the start
        this.fillPickers();
      }
      if (everything || settings.scoring !== previous?.scoring || settings.qu !== previous?.qu) {
        await bridge.call(RequestKind.houseRules, { scoring: settings.scoring, qu: settings.qu });
      }
      if (everything || settings.allowed !== previous?.allowed || settings.banned !== previous?.banned) {
        const report = await bridge.call(RequestKind.houseList, { allowed: settings.allowed, banned: settings.banned });
        this.showReport(report);
      }
      if (everything || settings.dict !== previous?.dict) {
        if (!everything || settings.dict !== DEFAULTS.dict) this.setStatus(t('dictionary-loading', { title: this.title(settings.dict) }));
        if (isOwnList(settings.dict)) await this.ownLists.prepare(settings.dict, this.linkList);
        const { wordCount } = await bridge.call(RequestKind.dictionary, { name: settings.dict });
        this.wordCount = wordCount;
      }
      this.show();
    } catch (error) {
      // A list that cannot be downloaded (offline the first time) or a name from an old link:
      // keep the previous choice, or the defaults, and say why.
      const refused = t('settings-refused', { reason: tSaid(error), title: this.title((previous ?? DEFAULTS).dict) });
      this.showAlert(note ? `${refused} ${note}` : refused);
      this.settings = previous ?? { ...DEFAULTS, allowed: settings.allowed, banned: settings.banned };
      if (everything && settings.dict !== DEFAULTS.dict) await this.send(this.settings, true).catch(() => {});
      this.show();
      throw error;
    }
  }

  /**
   * A dictionary's title in the interface's language (a list of the player's own: its name).
   * @param {string} name
   * @returns {string}
   */
  title(name) {
    const entry = this.entry(name);
    if (entry?.titleId) return t(entry.titleId);
    return entry?.title ?? this.linkList?.title ?? name;
  }

  /** The player's own lists changed (added, removed): the menu follows. */
  listsChanged() {
    if (!this.catalog) return;
    this.fillPickers();
    this.show();
  }

  /** The pickers and the credits from the catalog (catalog-view.js): called once it has come. */
  fillPickers() {
    fillCatalogPickers(this.el, /** @type {WorkerCatalog} */ (this.catalog), this.ownLists);
  }

  /** Puts the current settings in the controls, the note under the words and the page's language. */
  show() {
    const { settings } = this;
    this.el.dict.value = settings.dict;
    this.el.scoring.value = settings.scoring;
    this.el.quTwo.checked = settings.qu === 2;
    this.el.quOne.checked = settings.qu === 1;
    if (document.activeElement !== this.el.allowed) this.el.allowed.value = settings.allowed;
    if (document.activeElement !== this.el.banned) this.el.banned.value = settings.banned;
    const scoring = this.catalog?.scorings.find((s) => s.name === settings.scoring);
    if (scoring) localize(this.el.scoringAbout, 'scoring-note', { rule: capitalised(t(scoring.descriptionId)) });
    const dict = this.current();
    if (!dict) return;
    if (dict.own) localize(this.el.about, 'own-list-about', { count: dict.own.words, source: dict.own.source });
    else localize(this.el.about, 'dictionary-about', { rule: capitalised(t(/** @type {string} */ (dict.ruleId))), source: t(/** @type {string} */ (dict.sourceId)), licence: t(/** @type {string} */ (dict.licenceId)) });
    const hasList = settings.allowed.trim() || settings.banned.trim();
    const house = hasList ? (this.fromLink ? 'link' : 'yours') : 'none';
    localize(this.el.note, 'dictionary-note', { title: this.title(dict.name), words: this.wordCount ?? 0, house, fromLink: this.fromLink ? 'yes' : 'no' });
    // The words are in the dictionary's language (screen readers read them as such), the page in the
    // interface's (l10n.js); the board takes its tiles (ä ö ü, ñ, a plain Q) and new boards roll its dice.
    for (const id of WORD_PLACES) document.getElementById(id)?.setAttribute('lang', dict.language);
    this.editor?.setLanguage(dict);
    showLetterKeys(this.el.tileKeys, dict);
  }

  /** @param {HouseReport} report */
  showReport({ allowed, banned, leftOut, leftOutCount }) {
    this.houseCounts = { allowed, banned };
    if (!allowed && !banned && !leftOutCount) {
      plain(this.el.report, '');
      return;
    }
    // The words left out, with Rust's reasons: the first three.
    const list = `${leftOut.slice(0, 3).join('; ')}${leftOutCount > 3 ? '; …' : ''}`;
    localize(this.el.report, 'house-report', { allowed, banned, count: leftOutCount ?? 0, list });
  }

  /** A text file's words go into the "also allow" list. */
  async importList() {
    const file = this.el.importFile.files?.[0];
    this.el.importFile.value = '';
    if (!file) return;
    if (file.size > MAX_LIST_CHARS) {
      this.showAlert(t('house-file-too-large', { name: file.name, size: Math.round(file.size / 1024), max: MAX_LIST_CHARS / 1000 }));
      return;
    }
    const text = await file.text();
    const allowed = [this.el.allowed.value.trim(), text.trim()].filter(Boolean).join('\n');
    this.el.allowed.value = allowed;
    await this.change({ allowed, banned: this.el.banned.value });
  }
}
