/** Section 3: how many roll sequences give each sum of one turn's Dirac rolls. */
import type { RulesJson, RollFrequency } from '../../src/core/result';
import { barChart, chartFigure } from '../charts';
import { h, note, scroller, section, table } from '../dom';
import { big, count, plot, shares } from '../format';
import { t } from '../i18n';
import { chartTools } from '../svgExport';

/** Past this many sums the chart gets a summary label and the table folds away. */
const LIST_LIMIT = 30;

export function renderRolls(frequencies: readonly RollFrequency[] | null, rules: RulesJson): HTMLElement {
  const title = t('rolls.title');
  if (!frequencies || frequencies.length === 0) return section('section-rolls', title, note(t('rolls.notSolved')));
  const total = frequencies.reduce((sum, f) => sum + (big(f.ways) ?? 0n), 0n).toString();
  const what = t('rolls.what', count(rules.rollsPerTurn), count(rules.diracSides));
  const ways = frequencies.map((f) => f.ways);
  const column = shares(ways, total);
  const rows = frequencies.map((f, i) => [count(f.sum), count(f.ways), column[i]]);
  const tbl = table(
    { id: 'roll-table' },
    t('rolls.caption', what, count(total)),
    [
      { label: t('rolls.sum'), numeric: true },
      { label: t('rolls.ways'), numeric: true, big: true },
      { label: t('common.share'), numeric: true },
    ],
    rows,
  );
  const peak = frequencies.reduce((a, b) => ((big(b.ways) ?? 0n) > (big(a.ways) ?? 0n) ? b : a));
  const listed = (): string =>
    frequencies.map((f) => t('list.keyValue', count(f.sum), count(f.ways))).join(t('list.separator'));
  const [first, last] = [count(frequencies[0]?.sum), count(frequencies.at(-1)?.sum)];
  const label =
    frequencies.length <= LIST_LIMIT
      ? t('rolls.labelList', listed())
      : t('rolls.labelSummary', frequencies.length, first, last, count(peak.sum), count(peak.ways));
  const draw = (width: number): SVGSVGElement =>
    barChart({
      id: 'roll-bars',
      label,
      xTitle: t('rolls.sum'),
      xName: t('rolls.sumInTitle'),
      yTitle: t('rolls.ways'),
      width,
      height: 240,
      categories: frequencies.map((f) => count(f.sum)),
      series: [
        { name: t('rolls.ways'), cls: 'accent', values: ways.map((w) => plot(w)), titles: ways.map((w) => count(w)) },
      ],
    });
  const tableBox =
    frequencies.length <= LIST_LIMIT
      ? scroller(tbl)
      : h('details', {}, h('summary', {}, t('rolls.tableAll', frequencies.length)), scroller(tbl));
  const figure = chartFigure('chart-box small', draw);
  return section(
    'section-rolls',
    title,
    note(t('rolls.help', what, count(total), frequencies.length)),
    h('div', { class: 'split' }, tableBox, figure),
    chartTools(() => figure, 'roll-frequencies', 'section-rolls'),
  );
}
