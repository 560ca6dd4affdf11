/** Section 2: both answers, large and exact, with what they are made of. */
import type { Part1Result, Part2Result, SolveResult } from '../../src/core/result';
import type { AnswerPart } from '../../src/shared/protocol';
import { button, groupedNumber, h, note, scroller, section, table, type Child } from '../dom';
import { count, percents, playerName } from '../format';
import { insightOf } from '../insight';
import { post } from '../host';
import { t, tParts } from '../i18n';

/** Past this many characters an answer is set in a smaller type (it takes several lines anyway). */
const LONG_ANSWER = 32;

/** An answer's card (`id` part1 or part2). */
const card = (part: AnswerPart, ...children: Child[]): HTMLElement =>
  h('div', { class: 'card', id: `part${part}` }, ...children);

/** A card's title with a button at the other end. */
const cardHead = (title: string, tool: HTMLElement): HTMLElement =>
  h('div', { class: 'card-head' }, h('h3', {}, title), tool);

/** The card's title with its Copy button, then the big number (data-value keeps the raw decimal). */
function answer(part: 1 | 2, title: string, value: string): HTMLElement[] {
  const text = count(value);
  const attrs = { id: `copy-part${part}`, class: 'secondary', 'aria-label': t('answers.copyLabel', part) };
  const copy = button(attrs, t('answers.copy'), () => post({ type: 'copy', part }));
  const size = text.length > LONG_ANSWER ? 'answer long' : 'answer';
  return [
    cardHead(title, copy),
    h('p', { id: `part${part}-answer`, class: size, 'data-value': value }, groupedNumber(text)),
  ];
}

/** A covered answer (spoiler-free mode): its title, a Reveal button, and nothing the answer can be read from. */
function coveredCard(part: AnswerPart, title: string): HTMLElement {
  const attrs = { id: `reveal-part${part}`, 'aria-label': t('answers.revealLabel', part) };
  const reveal = button(attrs, t('answers.reveal'), () => post({ type: 'reveal', part }));
  return card(
    part,
    cardHead(title, reveal),
    note(part === 1 ? t('answers.covered1') : t('answers.covered2'), { id: `part${part}-covered` }),
  );
}

function part1Card(part1: Part1Result | null, covered: boolean): HTMLElement {
  const title = t('answers.part1Title');
  if (!part1) return card(1, h('h3', {}, title), note(t('common.part1NotSolved')));
  if (covered) return coveredCard(1, title);
  // The score in the answer: the core's `loser` (1-based).
  const score = count(part1.scores[part1.loser - 1]);
  const rolls = count(part1.rolls);
  const scores = part1.scores.map((sc, i) => t('answers.scoreItem', i + 1, count(sc))).join(t('list.separator'));
  const formula =
    part1.scores.length > 2
      ? t('answers.formulaLowest', score, part1.loser, rolls)
      : t('answers.formulaLosing', score, part1.loser, rolls);
  const skipped = part1.skippedCycles !== '0' && t('answers.skippedCycles', count(part1.skippedCycles));
  return card(
    1,
    ...answer(1, title, part1.answer),
    h(
      'ul',
      { class: 'facts prose' },
      h('li', { id: 'part1-winner' }, t('answers.part1Winner', part1.winner, count(part1.scores[part1.winner - 1]))),
      h('li', { id: 'part1-scores' }, t('answers.finalScores', scores)),
      h('li', { id: 'part1-rolls' }, t('answers.rolls', rolls, count(part1.turns))),
      h('li', {}, formula),
      skipped && h('li', { class: 'note' }, skipped),
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
  if (!part2) return card(2, h('h3', {}, title), note(t('common.part2NotSolved')));
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
    [t('answers.allUniverses'), count(part2.totalUniverses), shares.at(-1), ...(chances ? [chances.at(-1)] : [])],
  );
  const insight = insightSentence(part2, shares, chances);
  return card(
    2,
    ...answer(2, title, part2.answer),
    insight ?? h('p', { id: 'part2-winner', class: 'prose' }, ...winnerSentence(part2, shares)),
    scroller(wins),
  );
}

/** `covered`: the answers kept covered (spoiler-free mode). */
export function renderAnswers(result: SolveResult, covered: readonly AnswerPart[]): HTMLElement {
  const cards = [part1Card(result.part1, covered.includes(1)), part2Card(result.part2, covered.includes(2))];
  return section('section-answers', t('answers.title'), h('div', { class: 'cards' }, ...cards));
}
