/** Game length: P(the game ends on move k) by winner, the expected length marked; a table says the same. */
import type { GameLength, Part2Result, Probabilities } from '../../src/core/result';
import { barChart, chartFigure, legend, type Series } from '../charts';
import { h, note, scroller, section, table } from '../dom';
import { num, percents, playerClass, playerName } from '../format';
import { t } from '../i18n';
import { chartTools } from '../svgExport';

function mostLikely(lengths: readonly GameLength[]): GameLength | undefined {
  let best: GameLength | undefined;
  for (const end of lengths) if (!best || end.probability.value > best.probability.value) best = end;
  return best;
}

/** `chances`: each length's probability as the table writes it. */
function describe(probability: Probabilities, chances: readonly string[]): string {
  const best = mostLikely(probability.length);
  const byMove = probability.length
    .map((end, i) => t('list.keyValue', end.moves, chances[i] ?? '?'))
    .join(t('list.semicolonSeparator'));
  return t(
    'gameLength.label',
    best?.moves ?? 0,
    chances[best ? probability.length.indexOf(best) : -1] ?? '?',
    num(probability.expectedMoves.value, 2),
    num(probability.expectedRolls.value, 2),
    probability.length.length > 40 ? '' : byMove,
  );
}

/** `hidden` (spoiler-free mode): no exact probability, from which the covered answer follows; rounded ones only. */
export function renderGameLength(part2: Part2Result | null, hidden = false): HTMLElement {
  const title = t('gameLength.title');
  const probability = part2?.probability;
  if (!part2 || !probability || probability.length.length === 0)
    return section('section-game-length', title, note(part2 ? t('gameLength.noData') : t('common.part2NotSolved')));
  const lengths = probability.length;
  const first = lengths[0]?.moves ?? 1;
  const last = lengths.at(-1)?.moves ?? first;
  const players = Math.max(...lengths.map((end) => end.winner));
  const chances = percents(lengths.map((end) => end.probability.value));
  let cumulative = 0;
  const ended = percents(lengths.map((end) => Math.min(1, (cumulative += end.probability.value))));
  const byMove = new Map(lengths.map((end, i) => [end.moves, { ...end, text: chances[i] ?? '?' }]));
  const categories = Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
  const series: Series[] = Array.from({ length: players }, (_, p) => {
    const ends = categories.map((_, i) => byMove.get(first + i)).map((end) => (end?.winner === p + 1 ? end : null));
    const values = ends.map((end) => end?.probability.value ?? 0);
    return { name: playerName(p), cls: playerClass(p), values, titles: ends.map((end) => end?.text ?? '0') };
  });
  const expected = probability.expectedMoves.value;
  const draw = (width: number): SVGSVGElement =>
    barChart({
      id: 'chart-game-length',
      label: describe(probability, chances),
      xTitle: t('gameLength.xTitle'),
      xName: t('gameLength.xName'),
      yTitle: t('gameLength.yTitle'),
      series,
      categories,
      width,
      oneBarEach: true,
      refAt: { index: expected - first, label: t('gameLength.expectedMark', num(expected, 2)) },
    });
  const exact = (end: GameLength) => (hidden ? [] : [`${end.probability.numerator}/${end.probability.denominator}`]);
  const rows = lengths.map((end, i) => [
    String(end.moves),
    playerName(end.winner - 1),
    chances[i] ?? '?',
    ...exact(end),
    ended[i] ?? '?',
  ]);
  const tbl = table(
    { id: 'game-length-table' },
    t('gameLength.caption'),
    [
      { label: t('gameLength.move'), numeric: true },
      { label: t('gameLength.winner') },
      { label: t('common.probability'), numeric: true },
      ...(hidden ? [] : [{ label: t('gameLength.exact'), numeric: true, big: true }]),
      { label: t('gameLength.cumulative'), numeric: true },
    ],
    rows,
  );
  const figure = chartFigure('chart-box', draw, legend(series, 'bar'));
  const rolls = num(probability.expectedRolls.value, 2);
  const summary = t('gameLength.summary', num(expected, 2), rolls, mostLikely(lengths)?.moves ?? '?');
  return section(
    'section-game-length',
    title,
    h('p', { id: 'game-length-summary', class: 'prose' }, summary),
    note(t('gameLength.help')),
    chartTools(() => figure, 'game-length', 'section-game-length'),
    figure,
    h(
      'details',
      {},
      h('summary', {}, t('gameLength.tableSummary')),
      scroller(tbl),
      hidden && note(t('gameLength.exactHidden')),
    ),
  );
}
