/** Section 2: both answers, large and exact, with what they are made of. */
import type { Part1Result, Part2Result, SolveResult } from '../../src/shared/result';
import { button, h, note, section, table } from '../dom';
import { big, count, share } from '../format';
import { post } from '../host';

/** The big number: data-value keeps the raw decimal string, the text is grouped for the locale. */
function answer(part: 1 | 2, value: string): HTMLElement {
  return h(
    'div',
    { class: 'answer-row' },
    h('p', { id: `part${part}-answer`, class: 'answer', 'data-value': value }, count(value)),
    button({ id: `copy-part${part}`, class: 'secondary copy', 'aria-label': `Copy the part ${part} answer` }, 'Copy', () => post({ type: 'copy', part })),
  );
}

function lowestLoser(part1: Part1Result): { index: number; score: string } {
  let best = -1;
  part1.scores.forEach((score, i) => {
    if (i === part1.winner - 1) return;
    if (best < 0 || (big(score) ?? 0n) < (big(part1.scores[best]) ?? 0n)) best = i;
  });
  return { index: best, score: part1.scores[best] ?? '?' };
}

function part1Card(part1: Part1Result | null): HTMLElement {
  const card = h('div', { class: 'card', id: 'part1' }, h('h3', {}, 'Part 1: deterministic die'));
  if (!part1) {
    card.append(note('Part 1 was not solved.'));
    return card;
  }
  const loser = lowestLoser(part1);
  const several = part1.scores.length > 2;
  card.append(
    answer(1, part1.answer),
    h(
      'ul',
      { class: 'facts' },
      h('li', { id: 'part1-winner' }, `Player ${part1.winner} wins with ${count(part1.scores[part1.winner - 1])} points.`),
      h('li', { id: 'part1-scores' }, `Final scores: ${part1.scores.map((sc, i) => `player ${i + 1}: ${count(sc)}`).join(', ')}.`),
      h('li', { id: 'part1-rolls' }, `${count(part1.rolls)} die rolls in ${count(part1.turns)} turns.`),
      h('li', {}, `Answer = ${several ? 'lowest' : 'losing'} score ${count(loser.score)} (player ${loser.index + 1}) × ${count(part1.rolls)} rolls.`),
      part1.skippedCycles !== '0' ? h('li', { class: 'note' }, `${count(part1.skippedCycles)} whole cycles of the die and positions were skipped instead of played.`) : null,
    ),
  );
  return card;
}

function winnerSentence(part2: Part2Result): string {
  const first = part2.wins[0];
  if (part2.wins.length > 1 && part2.wins.every((w) => w === first)) return 'Every player wins in the same number of universes.';
  return `Player ${part2.winner} wins in more universes: ${share(part2.wins[part2.winner - 1], part2.totalUniverses)} of ${count(part2.totalUniverses)}.`;
}

function part2Card(part2: Part2Result | null): HTMLElement {
  const card = h('div', { class: 'card', id: 'part2' }, h('h3', {}, 'Part 2: Dirac die'));
  if (!part2) {
    card.append(note('Part 2 was not solved.'));
    return card;
  }
  const wins = table(
    { id: 'wins' },
    'Universes won by each player',
    [{ label: 'Player' }, { label: 'Universes won', numeric: true, big: true }, { label: 'Share', numeric: true }],
    part2.wins.map((w, i) => [`Player ${i + 1}`, count(w), share(w, part2.totalUniverses)]),
    (i) => (i === part2.winner - 1 ? 'winner' : undefined),
  );
  wins.append(h('tfoot', {}, h('tr', {}, h('th', { scope: 'row' }, 'All universes'), h('td', { class: 'num big' }, count(part2.totalUniverses)), h('td', { class: 'num' }, share('1', '1')))));
  card.append(answer(2, part2.answer), h('p', { id: 'part2-winner' }, winnerSentence(part2)), h('div', { class: 'table-scroll' }, wins));
  return card;
}

export function renderAnswers(result: SolveResult): HTMLElement {
  return section('section-answers', 'Answers', h('div', { class: 'cards' }, part1Card(result.part1), part2Card(result.part2)));
}
