/**
 * Game length: P(the game ends on move k), coloured by the player who wins on that move, with the
 * expected length marked (part2.probability). A table and a text equivalent say the same.
 */
import type { GameLength, Part2Result, Probabilities } from '../../src/core/result';
import { barChart, chartFigure, legend, type Series } from '../charts';
import { h, note, scroller, section, table } from '../dom';
import { num, percent, playerClass, playerName } from '../format';
import { t } from '../i18n';
import { saveSvgButton } from '../svgExport';

function mostLikely(lengths: readonly GameLength[]): GameLength | undefined {
  let best: GameLength | undefined;
  for (const end of lengths) if (!best || end.probability.value > best.probability.value) best = end;
  return best;
}

function describe(probability: Probabilities): string {
  const best = mostLikely(probability.length);
  const byMove = probability.length
    .map((end) => t('list.keyValue', end.moves, percent(end.probability.value)))
    .join(t('list.semicolonSeparator'));
  return t(
    'gameLength.label',
    best?.moves ?? 0,
    percent(best?.probability.value ?? 0),
    num(probability.expectedMoves.value, 2),
    num(probability.expectedRolls.value, 2),
    probability.length.length > 40 ? '' : byMove,
  );
}

export function renderGameLength(part2: Part2Result | null): HTMLElement {
  const title = t('gameLength.title');
  const probability = part2?.probability;
  if (!part2 || !probability || probability.length.length === 0)
    return section('section-game-length', title, note(part2 ? t('gameLength.noData') : t('common.part2NotSolved')));
  const lengths = probability.length;
  const first = lengths[0]?.moves ?? 1;
  const last = lengths.at(-1)?.moves ?? first;
  const players = Math.max(...lengths.map((end) => end.winner));
  const byMove = new Map(lengths.map((end) => [end.moves, end]));
  const categories = Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
  const series: Series[] = Array.from({ length: players }, (_, p) => {
    const values = categories.map((_, i) => {
      const end = byMove.get(first + i);
      return end?.winner === p + 1 ? end.probability.value : 0;
    });
    return { name: playerName(p), cls: playerClass(p), values, titles: values.map((v) => percent(v)) };
  });
  const expected = probability.expectedMoves.value;
  const draw = (width: number): SVGSVGElement =>
    barChart({
      id: 'chart-game-length',
      label: describe(probability),
      xTitle: t('gameLength.xTitle'),
      xName: t('gameLength.xName'),
      yTitle: t('gameLength.yTitle'),
      series,
      categories,
      width,
      oneBarEach: true,
      refAt: { index: expected - first, label: t('gameLength.expectedMark', num(expected, 2)) },
    });
  let cumulative = 0;
  const rows = lengths.map((end) => {
    cumulative += end.probability.value;
    return [
      String(end.moves),
      playerName(end.winner - 1),
      percent(end.probability.value),
      `${end.probability.numerator}/${end.probability.denominator}`,
      percent(Math.min(1, cumulative)),
    ];
  });
  const tbl = table(
    { id: 'game-length-table' },
    t('gameLength.caption'),
    [
      { label: t('gameLength.move'), numeric: true },
      { label: t('gameLength.winner') },
      { label: t('gameLength.probability'), numeric: true },
      { label: t('gameLength.exact'), numeric: true, big: true },
      { label: t('gameLength.cumulative'), numeric: true },
    ],
    rows,
  );
  const figure = chartFigure('chart-box', draw, legend(series, 'bar'));
  return section(
    'section-game-length',
    title,
    h(
      'p',
      { id: 'game-length-summary', class: 'prose' },
      t(
        'gameLength.summary',
        num(expected, 2),
        num(probability.expectedRolls.value, 2),
        mostLikely(lengths)?.moves ?? '?',
      ),
    ),
    note(t('gameLength.help')),
    h(
      'div',
      { class: 'section-tools' },
      saveSvgButton(() => figure, 'game-length', 'section-game-length'),
    ),
    figure,
    h('details', {}, h('summary', {}, t('gameLength.tableSummary')), scroller(tbl)),
  );
}
