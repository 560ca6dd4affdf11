/** Section 2: both answers, large and exact, with what they are made of. */
import type { Part1Result, Part2Result, SolveResult } from '../../src/core/result';
import type { AnswerPart } from '../../src/shared/protocol';
import { button, groupedNumber, h, note, scroller, section, table } from '../dom';
import { count, percents, playerName } from '../format';
import { insightOf } from '../insight';
import { post } from '../host';
import { t, tParts } from '../i18n';

/** Past this many characters an answer is set in a smaller type (it takes several lines anyway). */
const LONG_ANSWER = 32;

/** The card's title with its Copy button, then the big number (data-value keeps the raw decimal). */
function answer(part: 1 | 2, title: string, value: string): HTMLElement[] {
  const text = count(value);
  return [
    h(
      'div',
      { class: 'card-head' },
      h('h3', {}, title),
      button(
        { id: `copy-part${part}`, class: 'secondary', 'aria-label': t('answers.copyLabel', part) },
        t('answers.copy'),
        () => post({ type: 'copy', part }),
      ),
    ),
    h(
      'p',
      { id: `part${part}-answer`, class: text.length > LONG_ANSWER ? 'answer long' : 'answer', 'data-value': value },
      groupedNumber(text),
    ),
  ];
}

/** A covered answer (spoiler-free mode): its title, a Reveal button, and nothing the answer can be read from. */
function coveredCard(part: AnswerPart, title: string): HTMLElement {
  const reveal = button(
    { id: `reveal-part${part}`, 'aria-label': t('answers.revealLabel', part) },
    t('answers.reveal'),
    () => post({ type: 'reveal', part }),
  );
  return h(
    'div',
    { class: 'card', id: `part${part}` },
    h('div', { class: 'card-head' }, h('h3', {}, title), reveal),
    note(part === 1 ? t('answers.covered1') : t('answers.covered2'), { id: `part${part}-covered` }),
  );
}

function part1Card(part1: Part1Result | null, covered: boolean): HTMLElement {
  const title = t('answers.part1Title');
  if (!part1) return h('div', { class: 'card', id: 'part1' }, h('h3', {}, title), note(t('common.part1NotSolved')));
  if (covered) return coveredCard(1, title);
  // The score in the answer: the core's `loser` (1-based).
  const score = count(part1.scores[part1.loser - 1]);
  const several = part1.scores.length > 2;
  return h(
    'div',
    { class: 'card', id: 'part1' },
    ...answer(1, title, part1.answer),
    h(
      'ul',
      { class: 'facts prose' },
      h('li', { id: 'part1-winner' }, t('answers.part1Winner', part1.winner, count(part1.scores[part1.winner - 1]))),
      h(
        'li',
        { id: 'part1-scores' },
        t(
          'answers.finalScores',
          part1.scores.map((sc, i) => t('answers.scoreItem', i + 1, count(sc))).join(t('list.separator')),
        ),
      ),
      h('li', { id: 'part1-rolls' }, t('answers.rolls', count(part1.rolls), count(part1.turns))),
      h(
        'li',
        {},
        several
          ? t('answers.formulaLowest', score, part1.loser, count(part1.rolls))
          : t('answers.formulaLosing', score, part1.loser, count(part1.rolls)),
      ),
      part1.skippedCycles !== '0'
        ? h('li', { class: 'note' }, t('answers.skippedCycles', count(part1.skippedCycles)))
        : null,
    ),
  );
}

/** Who wins in more universes: said only when there is no insight, which says it (each fact once). */
function winnerSentence(part2: Part2Result, shares: readonly string[]): (string | Node)[] {
  const first = part2.wins[0];
  if (part2.wins.length > 1 && part2.wins.every((w) => w === first)) return [t('answers.allEqual')];
  return tParts<string | Node>(
    'answers.part2Winner',
    String(part2.winner),
    shares[part2.winner - 1] ?? '?',
    groupedNumber(count(part2.totalUniverses)),
  );
}

/**
 * The main insight: universes are not equally likely (a shorter game's universe is more probable).
 * `shares` and `chances`: each player's share of the universes and chance to win, as the wins table writes them.
 */
function insightSentence(part2: Part2Result, shares: readonly string[], chances: readonly string[] | null) {
  const insight = insightOf(part2);
  const shareOfPlayer = (player: number): string => shares[player - 1] ?? '?';
  const chance = (player: number): string => chances?.[player - 1] ?? '?';
  let text: string;
  switch (insight.kind) {
    case 'none':
      return null;
    case 'same':
      text = t('answers.insightSame', insight.player, shareOfPlayer(insight.player), chance(insight.player));
      break;
    case 'differ':
      text = t(
        'answers.insightDiffer',
        insight.universes,
        shareOfPlayer(insight.universes),
        insight.probability,
        chance(insight.probability),
        chance(insight.universes),
      );
      break;
    case 'tieUniverses':
      text = t('answers.insightTieUniverses', insight.probability, chance(insight.probability));
      break;
    case 'tieProbability':
      text = t('answers.insightTieProbability', insight.universes, shareOfPlayer(insight.universes));
      break;
    case 'allEqual':
      text = t('answers.insightAllEqual');
      break;
  }
  return h(
    'div',
    // The two measures name different players (or only one names a player): the contrast colour.
    { id: 'part2-insight', class: `insight${/^(differ|tie)/.test(insight.kind) ? ' differ' : ''}`, role: 'note' },
    h('p', { class: 'insight-text' }, text),
    h('p', { class: 'note' }, t('answers.insightWhy')),
  );
}

function part2Card(part2: Part2Result | null, covered: boolean): HTMLElement {
  const title = t('answers.part2Title');
  if (!part2) return h('div', { class: 'card', id: 'part2' }, h('h3', {}, title), note(t('common.part2NotSolved')));
  if (covered) return coveredCard(2, title);
  const shares = percents([...part2.shares, 1]);
  const chances = part2.probability ? percents([...part2.probability.win.map((p) => p.value), 1]) : null;
  const wins = table(
    { id: 'wins', class: 'fill' },
    t('answers.winsCaption'),
    [
      { label: t('common.player') },
      { label: t('answers.universesWon'), numeric: true, big: true },
      { label: t('common.share'), numeric: true },
      ...(chances ? [{ label: t('common.winProbability'), numeric: true }] : []),
    ],
    part2.wins.map((w, i) => [playerName(i), count(w), shares[i] ?? '?', ...(chances ? [chances[i] ?? '?'] : [])]),
    (i) => (i === part2.winner - 1 ? 'winner' : undefined),
  );
  const insight = insightSentence(part2, shares, chances);
  wins.append(
    h(
      'tfoot',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, t('answers.allUniverses')),
        h('td', { class: 'num big' }, groupedNumber(count(part2.totalUniverses))),
        h('td', { class: 'num' }, shares.at(-1)),
        chances ? h('td', { class: 'num' }, chances.at(-1)) : null,
      ),
    ),
  );
  return h(
    'div',
    { class: 'card', id: 'part2' },
    ...answer(2, title, part2.answer),
    insight ?? h('p', { id: 'part2-winner', class: 'prose' }, ...winnerSentence(part2, shares)),
    scroller(wins),
  );
}

/** `covered`: the answers kept covered (spoiler-free mode). */
export function renderAnswers(result: SolveResult, covered: readonly AnswerPart[]): HTMLElement {
  return section(
    'section-answers',
    t('answers.title'),
    h(
      'div',
      { class: 'cards' },
      part1Card(result.part1, covered.includes(1)),
      part2Card(result.part2, covered.includes(2)),
    ),
  );
}
