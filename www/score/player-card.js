// A player's card in Score a game: the name box, the remove button, the list box, the score line and
// the words as judged; its names and placeholder in the interface's language (said again when it
// changes). What is typed in it is game-score.js's.
import { localize, t } from '../l10n/l10n.js';

/** @typedef {import('./table-game.js').TablePlayer} TablePlayer */

/**
 * A player's card, filled in with what they typed.
 * @param {TablePlayer} player
 * @param {number} index its place in the game
 * @param {boolean} removable false for the only player
 * @param {string} name the player's name as shown
 */
export function playerCard(player, index, removable, name) {
  const card = document.createElement('li');
  card.className = 'player';
  card.dataset.index = String(index);
  const nameId = `player-name-${index}`;
  const wordsId = `player-words-${index}`;
  card.innerHTML = `
      <div class="player-head">
        <label class="field grow"><span class="field-label name-label"></span>
          <input type="text" id="${nameId}" class="player-name" autocomplete="off" maxlength="40"></label>
        <button type="button" class="player-remove"></button>
      </div>
      <label class="field"><span class="field-label words-label"></span>
        <textarea id="${wordsId}" class="player-words" rows="3" autocomplete="off" autocapitalize="none" spellcheck="false"></textarea></label>
      <p class="player-score" aria-live="polite"></p>
      <ol class="judged"></ol>`;
  // The card's parts, just written above.
  for (const [part, id] of [['.name-label', 'score-name-label'], ['.player-remove', 'score-remove'], ['.words-label', 'score-words-label']]) localize(/** @type {HTMLElement} */ (card.querySelector(part)), id);
  /** @type {HTMLInputElement} */ (card.querySelector('.player-name')).value = player.name;
  /** @type {HTMLTextAreaElement} */ (card.querySelector('.player-words')).value = player.text;
  /** @type {HTMLButtonElement} */ (card.querySelector('.player-remove')).hidden = !removable;
  labelCard(card, index, name);
  return card;
}

/**
 * A card's attributes in the current language: its name box's placeholder, the remove button's and the list's names.
 * @param {HTMLElement} card
 * @param {number} index its place in the game
 * @param {string} name the player's name as shown
 */
export function labelCard(card, index, name) {
  /** @type {HTMLInputElement} */ (card.querySelector('.player-name')).placeholder = t('score-player-n', { n: index + 1 });
  /** @type {HTMLElement} */ (card.querySelector('.player-remove')).setAttribute('aria-label', t('score-remove-player', { name }));
  /** @type {HTMLElement} */ (card.querySelector('.judged')).setAttribute('aria-label', t('score-judged-label'));
}
