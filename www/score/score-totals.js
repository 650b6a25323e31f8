// Score a game's standings line and table: the leader (or the tie, or no points yet), the others' scores,
// and each player's row, this round's score and the total over the rounds. Played together, a player whose
// words never came back is absent, not zero: a dash (named "absent" for a screen reader), left out of the line.
import { localize, localizeParts, t } from '../l10n/l10n.js';
import { listOf, number } from './judged-word.js';

/**
 * Whether a player of the table is absent this round: played together and nothing came back from them.
 * @param {import('./table-game.js').TableGame} game
 * @param {number} index
 */
export const isAbsent = (game, index) => Boolean(game.together) && !game.players[index]?.text.trim();

/**
 * A table cell saying a player is absent: a dash to see, "absent" to hear.
 * @param {'td' | 'th'} [tag]
 */
export function absentCell(tag = 'td') {
  const cell = document.createElement(tag);
  const dash = document.createElement('span');
  dash.setAttribute('aria-hidden', 'true');
  dash.textContent = '—';
  const said = document.createElement('span');
  said.className = 'visually-hidden';
  said.textContent = t('score-absent');
  cell.append(dash, said);
  return cell;
}

/**
 * Shows the standings of `round` in `summary` (a line) and `totals` (the table's body); the total column
 * (headed by `totalHeading`) once a round was kept.
 * @param {{ summary: HTMLElement, totals: HTMLElement, totalHeading: HTMLElement }} el
 * @param {import('./table-game.js').JudgedRound | null} round
 * @param {import('./table-game.js').TableGame} game
 * @param {string[]} names the players' names as shown
 */
export function renderTotals(el, round, game, names) {
  if (!round) {
    el.totals.replaceChildren();
    return;
  }
  const scores = round.players.map((p, i) => ({ name: names[i], score: p.score, total: (game.players[i].total ?? 0) + p.score, absent: isAbsent(game, i) }));
  const ranked = [...scores].sort((a, b) => b.score - a.score);
  if (!round.winners.length) {
    localize(el.summary, 'score-no-points', { words: round.wordCount, points: round.totalScore });
  } else {
    const winners = round.winners.map((i) => names[i]);
    // The lists are still being typed until the round is kept: a leader, not yet a winner.
    const points = round.players[round.winners[0]].score;
    /** @type {import('./judged-word.js').Message} */
    const lead = winners.length > 1 ? ['score-tie', { names: listOf(winners), points }] : ['score-leads', { name: winners[0], points }];
    const others = ranked.filter((s) => !winners.includes(s.name) && !s.absent).map((s) => `${s.name} ${number(s.score)}`);
    localizeParts(el.summary, others.length ? [lead, `${others.join(', ')}.`] : [lead]);
  }
  const rounds = game.rounds;
  el.totals.replaceChildren(
    ...scores.map((s, i) => {
      const row = document.createElement('tr');
      if (round.winners.includes(i)) row.className = 'winner';
      const name = document.createElement('th');
      name.scope = 'row';
      name.textContent = s.name;
      row.append(name);
      for (const value of [s.score, ...(rounds ? [s.total] : [])]) {
        // Absent this round: no score; the total stays what it was, and says so only if there is none yet.
        const absent = s.absent && (value === s.score || !s.total);
        const cell = absent ? absentCell() : document.createElement('td');
        if (!absent) cell.textContent = number(value);
        row.append(cell);
      }
      return row;
    }),
  );
  el.totalHeading.hidden = !rounds;
  localize(el.totalHeading, 'score-after-rounds', { rounds: rounds + 1 });
}
