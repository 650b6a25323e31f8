// The page's layout at work (css/layout.css draws it): where boards come from folds into the
// header's "New board" once a board is in (one tap brings it back); on a phone the board's band
// shrinks as the scroller under it scrolls, and stays small while a text box there is typed in
// (the keyboard takes half the screen); the board's editing aids show while it is being edited.

/** A phone held sideways (css/landscape.css): the band is beside the list, and never shrinks. */
const SIDEWAYS = '(orientation: landscape) and (max-height: 30rem)';
/** The narrow layout: one screen, the band above a scroller (css/layout.css's breakpoint). */
const NARROW = `(max-width: 55.99rem), ${SIDEWAYS}`;
/** How far the band shrinks: the board keeps this share of its width (css/board.css's 0.55). */
const SHRINK_TO = 0.45;
/** Past this much shrinking the band's tools take two columns, so they stay within its height. */
const COMPACT_AT = 0.5;

export class Layout {
  /**
   * @param {object} parts
   * @param {(id: string) => HTMLElement} parts.byId
   * @param {import('../board/board-editor.js').BoardEditor} parts.editor
   * @param {() => boolean} parts.boardFixed the band keeps its full size (a round is being played)
   */
  constructor({ byId, editor, boardFixed }) {
    this.editor = editor;
    this.boardFixed = boardFixed;
    this.band = byId('board-band');
    this.scroller = byId('scroller');
    this.toggle = byId('start-toggle');
    this.startArea = byId('start-area');
    this.tileKeys = byId('tile-keys');
    this.narrow = matchMedia(NARROW);
    this.sideways = matchMedia(SIDEWAYS);
    this.folded = false;
    this.shrink = 0;
    this.typing = false;
    this.frame = 0;
    this.wasFull = false;
    // A board link is folded from the first paint: its board arrives a moment later, and the start
    // area would otherwise show and then go, moving everything.
    if (/(^#|&)board=/.test(location.hash)) this.setFolded(true);
    this.toggle.addEventListener('click', () => this.setFolded(!this.folded, { user: true }));
    this.scroller.addEventListener('scroll', () => this.update(), { passive: true });
    this.narrow.addEventListener('change', () => this.update());
    this.sideways.addEventListener('change', () => this.update());
    window.addEventListener('resize', () => this.update());
    // Focus moves on a press (mousedown); what it changes in the layout waits for the release, so
    // nothing moves between the press and the release and the click lands where it was aimed.
    this.pressed = false;
    /** @type {EventTarget | null | undefined} where focus went, not yet settled (undefined: nothing waits) */
    this.focusTarget = undefined;
    document.addEventListener('pointerdown', () => (this.pressed = true), true);
    const released = () => {
      this.pressed = false;
      if (this.focusTarget !== undefined) setTimeout(() => this.settleFocus(), 0);
    };
    document.addEventListener('pointerup', released, true);
    document.addEventListener('pointercancel', released, true);
    document.addEventListener('focusin', (event) => this.onFocus(event.target));
    document.addEventListener('focusout', (event) => this.onFocus(event.relatedTarget));
  }

  /**
   * Folds the start area away (`folded`) or brings it back; `user`: the header's button was used.
   * @param {boolean} folded
   * @param {{ user?: boolean }} [how]
   */
  setFolded(folded, { user = false } = {}) {
    this.folded = folded;
    document.body.classList.toggle('start-folded', folded);
    this.toggle.setAttribute('aria-expanded', String(!folded));
    if (user && !folded) {
      this.scroller.scrollTop = 0;
      this.startArea.querySelector('button')?.focus();
    }
    this.update();
  }

  /** A way to put a board in was chosen (typing, a photo): the start area makes room for it. */
  started() {
    this.setFolded(true);
  }

  /** The board changed: it folds the start area once full, and brings it back once cleared. */
  onBoardChange() {
    const { editor } = this;
    const full = editor.isFull();
    document.body.classList.toggle('board-full', full);
    if (full && !this.wasFull) this.setFolded(true);
    else if (!full && editor.tiles.every((tile) => !tile) && this.wasFull) this.setFolded(false);
    this.wasFull = full;
    this.update();
  }

  /**
   * Focus moved to `target` (null: nowhere): settled now, or once the pointer is released.
   * @param {EventTarget | null} target
   */
  onFocus(target) {
    this.focusTarget = target;
    if (!this.pressed) this.settleFocus();
  }

  /** The editing aids follow the board's cells; a phone's typing shrinks the band. */
  settleFocus() {
    // Focus events' targets are elements (or null).
    const target = /** @type {Element | null | undefined} */ (this.focusTarget);
    if (target === undefined) return;
    this.focusTarget = undefined;
    const editing = Boolean(target && (this.editor.grid.contains(target) || this.tileKeys.contains(target)));
    // A text box below the band being typed in (the keyboard up), not a menu or a switch.
    this.typing = Boolean(target && this.scroller.contains(target) && target.matches('input:not([type=checkbox]):not([type=radio]), textarea'));
    document.body.classList.toggle('editing', editing);
    if (editing && this.narrow.matches && this.editor.grid.contains(target)) this.setFolded(true);
    this.update();
  }

  /** Sizes the band for the scroller's position (at most once a frame). */
  update() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.apply();
    });
  }

  apply() {
    const typing = this.typing;
    let shrink = 0;
    if (this.narrow.matches && !this.sideways.matches && !this.boardFixed()) {
      // The band loses as much height as the list has scrolled, until the board is at its smallest.
      const grid = this.editor.grid;
      const full = grid.offsetHeight / (1 - (1 - SHRINK_TO) * this.shrink) || 1;
      shrink = typing ? 1 : Math.min(1, Math.max(0, this.scroller.scrollTop / (full * (1 - SHRINK_TO))));
    }
    if (Math.abs(shrink - this.shrink) < 0.002) return;
    this.shrink = shrink;
    this.band.style.setProperty('--shrink', shrink.toFixed(3));
    this.band.classList.toggle('compact', shrink >= COMPACT_AT);
  }
}

/**
 * Keeps the text box being typed in (if it is in `within`) where it is on screen while what is
 * around it is drawn again: call this before the change, and what it returns after. The browser's
 * scroll anchoring holds the first thing in view, so a list growing between it and the box would
 * push the box down, under the keyboard.
 * @param {Node} within
 * @returns {() => void}
 */
export function holdFocusedInPlace(within) {
  const element = document.activeElement;
  if (!element || element === document.body || !within.contains(element)) return () => {};
  const before = element.getBoundingClientRect().top;
  return () => {
    const shift = element.getBoundingClientRect().top - before;
    if (!element.isConnected || Math.abs(shift) < 1) return;
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (/auto|scroll/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight) {
        box.scrollTop += shift;
        return;
      }
    }
    /** @type {Element} */ (document.scrollingElement).scrollTop += shift;
  };
}
