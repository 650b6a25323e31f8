// A player's own word lists: a file or a paste, built in the worker by Rust's rule for lists (the
// CLI's bounds: size, line length, a time budget; lines no board can spell counted and reported),
// kept as built dictionaries in IndexedDB (storage.js), offered in the dictionary menu beside the
// built-in ones, removable. A list's id comes from its words (Rust), so a share link made with it
// names the same list on every device, and a friend without it is told so plainly.
import { cleanName, isOwnList } from '../core/address.js';
import { MAX_WORD_LIST_BYTES } from '../core/catalog.js';
import { RequestKind } from '../worker/protocol.js';
import { allLists, deleteList, putList } from '../core/storage.js';
import { language, localize, localizeParts, t, tReport, tSaid } from '../l10n/l10n.js';

/** @typedef {Omit<import('../core/storage.js').KeptList, 'lex'>} ListAbout a kept list, without its dictionary */
/** @typedef {import('./settings.js').CatalogDictionary} CatalogDictionary */
/** @typedef {import('./settings.js').WorkerCatalog} WorkerCatalog */

/**
 * What OwnLists is given by the page's settings (settings.js).
 * @typedef {object} OwnListsParts
 * @property {import('../worker/worker-bridge.js').WorkerBridge} bridge
 * @property {(id: string) => HTMLElement} byId
 * @property {() => import('./settings.js').WordSettings} settings
 * @property {(text: string) => void} setStatus
 */

/** Bytes in megabytes (the messages show them to one decimal, in the interface's language). */
const megabytes = (/** @type {number} */ bytes) => bytes / 2 ** 20;
/** A language's name in the interface's language, capitalised as an option of a list ("Anglais"). */
/** @param {string} tag */
function languageName(tag) {
  const name = new Intl.DisplayNames([language()], { type: 'language' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(language()) + name.slice(1);
}

export class OwnLists {
  /** @param {OwnListsParts} parts */
  constructor({ bridge, byId, settings, setStatus }) {
    this.bridge = bridge;
    this.settings = settings;
    this.setStatus = setStatus;
    this.el = {
      items: byId('own-list-items'),
      name: /** @type {HTMLInputElement} */ (byId('own-list-name')),
      language: /** @type {HTMLSelectElement} */ (byId('own-list-language')),
      text: /** @type {HTMLTextAreaElement} */ (byId('own-list-text')),
      fileButton: /** @type {HTMLButtonElement} */ (byId('own-list-file-button')),
      file: /** @type {HTMLInputElement} */ (byId('own-list-file')),
      add: /** @type {HTMLButtonElement} */ (byId('own-list-add')),
      report: byId('own-list-report'),
    };
    /** @type {ListAbout[]} The lists kept, without their dictionaries: [{ id, title, language, words, report, source, addedAt }]. */
    this.lists = [];
    /** Settles once the kept lists are known (a remembered choice of one waits for it). */
    this.ready = allLists()
      .then((lists) => {
        this.lists = lists.map(({ lex: _lex, ...about }) => about);
      })
      .catch(() => {}); // no IndexedDB: no lists, and adding one says why
    this.el.fileButton.addEventListener('click', () => this.el.file.click());
    this.el.file.addEventListener('change', () => this.addFile());
    this.el.add.addEventListener('click', () => this.addPasted());
  }

  /**
   * A kept list's entry in the shape of the catalog's (its tiles those of its language's first dictionary), or null.
   * @param {string} id
   * @param {WorkerCatalog | null} catalog
   * @returns {CatalogDictionary | null}
   */
  entry(id, catalog) {
    const list = this.lists.find((l) => l.id === id);
    if (!list) return null;
    // A list is built in one of the catalog's languages (the picker offers only those).
    const like = /** @type {CatalogDictionary} */ (catalog?.dictionaries.find((d) => d.language === list.language) ?? {});
    return {
      ...like,
      name: list.id,
      title: t('own-list-title', { title: list.title }),
      // What the settings say of it (own-list-about), in place of the catalog's ids.
      own: { words: list.words, source: this.sourceName(list) },
      titleId: undefined,
      ruleId: undefined,
      sourceId: undefined,
      licenceId: undefined,
      licenceText: '',
    };
  }

  /** What a share link says about the list in use: { title, words }, or null for a built-in dictionary. */
  /** Where a list came from: its file's name, or "pasted" in the interface's language. */
  /** @param {ListAbout} list */
  sourceName(list) {
    return list.source === 'pasted' ? t('own-list-pasted') : list.source;
  }

  /**
   * @param {string} id
   * @returns {import('./settings-link.js').OwnListInfo | null}
   */
  linkInfo(id) {
    const list = this.lists.find((l) => l.id === id);
    return list ? { title: list.title, words: list.words } : null;
  }

  /**
   * Gives the worker the list `id` before it is used (a new or restarted worker has none); throws a
   * message saying plainly why not. `fromLink`: what a link said of it ({ title, words }), for the
   * message when this device lacks it.
   * @param {string} id
   * @param {import('./settings-link.js').OwnListInfo | null} [fromLink]
   */
  async prepare(id, fromLink = null) {
    await this.ready;
    const kept = await allLists().then((lists) => lists.find((l) => l.id === id), () => null);
    if (!kept) {
      const message = fromLink ? t('own-list-missing-link', { title: fromLink.title, count: fromLink.words }) : t('own-list-missing');
      throw Object.assign(new Error(message), { missingList: true });
    }
    await this.bridge.call(RequestKind.keepList, { id, lex: kept.lex });
  }

  /**
   * Fills the language picker (the catalog's languages) and the list of kept lists.
   * @param {WorkerCatalog} catalog
   */
  show(catalog) {
    const languages = [...new Map(catalog.dictionaries.map((d) => [d.language, d])).values()];
    const chosen = this.el.language.value || this.settings().language();
    this.el.language.replaceChildren(
      ...languages.map((d) => Object.assign(document.createElement('option'), { value: d.language, textContent: languageName(d.language) })),
    );
    this.el.language.value = languages.some((d) => d.language === chosen) ? chosen : languages[0]?.language;
    this.el.items.replaceChildren(
      ...this.lists.map((list) => {
        const item = document.createElement('li');
        const remove = Object.assign(document.createElement('button'), { type: 'button' });
        localize(remove, 'own-list-remove');
        remove.setAttribute('aria-label', t('own-list-remove-named', { title: list.title }));
        remove.addEventListener('click', () => this.remove(list));
        const about = document.createElement('span');
        localize(about, 'own-list-item', { title: list.title, count: list.words, source: this.sourceName(list) });
        item.append(about, ' ', remove);
        return item;
      }),
    );
    this.el.items.hidden = this.lists.length === 0;
  }

  async addFile() {
    const file = this.el.file.files?.[0];
    this.el.file.value = '';
    if (!file) return;
    if (file.size > MAX_WORD_LIST_BYTES) {
      this.say('own-list-file-too-large', { name: file.name, size: megabytes(file.size), max: megabytes(MAX_WORD_LIST_BYTES) });
      return;
    }
    const title = this.el.name.value.trim() || file.name.replace(/\.[^.]*$/, '') || t('own-list-default-name');
    await this.add(await file.arrayBuffer(), title, file.name);
  }

  async addPasted() {
    const text = this.el.text.value;
    if (!text.trim()) {
      this.say('own-list-paste-first');
      this.el.text.focus();
      return;
    }
    const bytes = new TextEncoder().encode(text);
    if (bytes.byteLength > MAX_WORD_LIST_BYTES) {
      this.say('own-list-paste-too-large', { size: megabytes(bytes.byteLength), max: megabytes(MAX_WORD_LIST_BYTES) });
      return;
    }
    await this.add(bytes.buffer, this.el.name.value.trim() || t('own-list-default-name'), 'pasted');
  }

  /**
   * Builds the list in the worker, keeps it and uses it; every failure is said and nothing typed is lost.
   * @param {ArrayBuffer} bytes
   * @param {string} title
   * @param {string} source
   */
  async add(bytes, title, source) {
    title = cleanName(title).name || t('own-list-default-name');
    this.el.add.disabled = this.el.fileButton.disabled = true;
    this.say('own-list-building', { title });
    try {
      const built = await this.bridge.call(RequestKind.buildList, { bytes, language: this.el.language.value }, [bytes]);
      const about = { id: built.id, title, language: built.language, words: built.words, report: built.report, source, addedAt: new Date().toISOString() };
      try {
        await putList({ ...about, lex: built.lex });
      } catch (error) {
        this.say('own-list-not-kept', { title, reason: tSaid(error) });
        return;
      }
      this.lists = [...this.lists.filter((l) => l.id !== about.id), about];
      this.el.text.value = '';
      this.el.name.value = '';
      // Rust's report of the lines left out, in the interface's language.
      /** @type {Parameters<typeof localizeParts>[1]} */
      const parts = [['own-list-added', { title, count: built.words }]];
      const report = tReport(built.reportL10n, built.report);
      if (report) parts.push(`${report.charAt(0).toLocaleUpperCase()}${report.slice(1)}.`);
      // Many words with letters no tile spells: most likely a list in another language.
      const otherLetters = built.reportL10n.some((/** @type {{ id: string }} */ m) => m.id === 'list-left-out-not-letters');
      if (otherLetters && built.leftOutLines * 20 > built.words) parts.push(['own-list-other-language']);
      localizeParts(this.el.report, parts);
      this.settings().listsChanged();
      await this.settings().change({ dict: about.id });
    } catch (error) {
      this.say('own-list-failed', { title, reason: tSaid(error) });
    } finally {
      this.el.add.disabled = this.el.fileButton.disabled = false;
    }
  }

  /** @param {ListAbout} list */
  async remove(list) {
    const { ask } = await import('../ui/confirm-dialog.js'); // only once a list is removed
    const yes = await ask({
      title: t('own-list-remove-title', { title: list.title }),
      message: t('own-list-remove-message', { count: list.words }),
      yes: t('own-list-remove'),
      no: t('own-list-keep'),
    });
    if (!yes) return;
    const settings = this.settings();
    if (settings.settings.dict === list.id && !(await settings.change({ dict: settings.defaultDictionary() }))) return;
    try {
      await deleteList(list.id);
    } catch (error) {
      this.say('own-list-remove-failed', { title: list.title, reason: /** @type {{ message?: string } | null | undefined} */ (error)?.message ?? String(error) });
      return;
    }
    await this.bridge.call(RequestKind.dropList, { id: list.id }).catch(() => {}); // a worker without it has nothing to drop
    this.lists = this.lists.filter((l) => l.id !== list.id);
    settings.listsChanged();
    this.say('own-list-removed', { title: list.title });
  }

  /**
   * The report under the lists: the message `id` with `args`.
   * @param {string} id
   * @param {Parameters<typeof localize>[2]} [args]
   */
  say(id, args) {
    localize(this.el.report, id, args);
  }
}
