/** Section 2: both answers, large and exact, with what they are made of. */
import type { Part1Result, Part2Result, SolveResult } from '../../src/shared/result';
import { button, h, note, section, table } from '../dom';
import { big, count, playerName, share } from '../format';
import { post } from '../host';
import { t } from '../i18n';

/** The big number: data-value keeps the raw decimal string, the text is grouped for the locale. */
function answer(part: 1 | 2, value: string): HTMLElement {
  return h(
    'div',
    { class: 'answer-row' },
    h('p', { id: `part${part}-answer`, class: 'answer', 'data-value': value }, count(value)),
    button({ id: `copy-part${part}`, class: 'secondary copy', 'aria-label': t('answers.copyLabel', part) }, t('answers.copy'), () => post({ type: 'copy', part })),
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
  const card = h('div', { class: 'card', id: 'part1' }, h('h3', {}, t('answers.part1Title')));
  if (!part1) {
    card.append(note(t('common.part1NotSolved')));
    return card;
  }
  const loser = lowestLoser(part1);
  const several = part1.scores.length > 2;
  card.append(
    answer(1, part1.answer),
    h(
      'ul',
      { class: 'facts' },
      h('li', { id: 'part1-winner' }, t('answers.part1Winner', part1.winner, count(part1.scores[part1.winner - 1]))),
      h('li', { id: 'part1-scores' }, t('answers.finalScores', part1.scores.map((sc, i) => t('answers.scoreItem', i + 1, count(sc))).join(t('list.separator')))),
      h('li', { id: 'part1-rolls' }, t('answers.rolls', count(part1.rolls), count(part1.turns))),
      h('li', {}, several ? t('answers.formulaLowest', count(loser.score), loser.index + 1, count(part1.rolls)) : t('answers.formulaLosing', count(loser.score), loser.index + 1, count(part1.rolls))),
      part1.skippedCycles !== '0' ? h('li', { class: 'note' }, t('answers.skippedCycles', count(part1.skippedCycles))) : null,
    ),
  );
  return card;
}

function winnerSentence(part2: Part2Result): string {
  const first = part2.wins[0];
  if (part2.wins.length > 1 && part2.wins.every((w) => w === first)) return t('answers.allEqual');
  return t('answers.part2Winner', part2.winner, share(part2.wins[part2.winner - 1], part2.totalUniverses), count(part2.totalUniverses));
}

function part2Card(part2: Part2Result | null): HTMLElement {
  const card = h('div', { class: 'card', id: 'part2' }, h('h3', {}, t('answers.part2Title')));
  if (!part2) {
    card.append(note(t('common.part2NotSolved')));
    return card;
  }
  const wins = table(
    { id: 'wins' },
    t('answers.winsCaption'),
    [{ label: t('common.player') }, { label: t('answers.universesWon'), numeric: true, big: true }, { label: t('common.share'), numeric: true }],
    part2.wins.map((w, i) => [playerName(i), count(w), share(w, part2.totalUniverses)]),
    (i) => (i === part2.winner - 1 ? 'winner' : undefined),
  );
  wins.append(h('tfoot', {}, h('tr', {}, h('th', { scope: 'row' }, t('answers.allUniverses')), h('td', { class: 'num big' }, count(part2.totalUniverses)), h('td', { class: 'num' }, share('1', '1')))));
  card.append(answer(2, part2.answer), h('p', { id: 'part2-winner' }, winnerSentence(part2)), h('div', { class: 'table-scroll' }, wins));
  return card;
}

export function renderAnswers(result: SolveResult): HTMLElement {
  return section('section-answers', t('answers.title'), h('div', { class: 'cards' }, part1Card(result.part1), part2Card(result.part2)));
}
