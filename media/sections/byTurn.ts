/** Section 5: in how many universes each player wins on each of its turns (chart and table). */
import type { Part2Result } from '../../src/shared/result';
import { barChart, chartFigure, legend, lineChart, type Series } from '../charts';
import { h, note, section, table } from '../dom';
import { big, count, playerClass, playerName, plot } from '../format';
import { t } from '../i18n';

/** Up to this many turns the chart has grouped bars; past it, lines. */
const BAR_LIMIT = 30;

function peakOf(row: readonly string[]): { turn: number; wins: string } {
  let turn = -1;
  row.forEach((w, t) => {
    if (turn < 0 || (big(w) ?? 0n) > (big(row[turn]) ?? 0n)) turn = t;
  });
  return { turn: turn + 1, wins: row[turn] ?? '0' };
}

function describe(wins: readonly (readonly string[])[]): string {
  const parts = wins.map((row, p) => {
    const peak = peakOf(row);
    if (row.length > 15) return t('byTurn.peak', playerName(p), peak.turn, count(peak.wins));
    const listed = row
      .map((w, turn) => t('list.keyValue', turn + 1, count(w)))
      .filter((_, turn) => row[turn] !== '0')
      .join(t('list.semicolonSeparator'));
    return t('byTurn.peakListed', playerName(p), peak.turn, count(peak.wins), listed);
  });
  return t('byTurn.label', parts.join(t('list.sentenceSeparator')));
}

export function renderByTurn(part2: Part2Result | null): HTMLElement {
  const title = t('byTurn.title');
  const byTurn = part2?.byTurn;
  if (!byTurn) {
    return section('section-by-turn', title, note(part2 ? t('byTurn.noData') : t('common.part2NotSolved')));
  }
  const turns = Math.max(0, ...byTurn.wins.map((row) => row.length));
  const series: Series[] = byTurn.wins.map((row, p) => ({
    name: playerName(p),
    cls: playerClass(p),
    values: row.map((w) => plot(w)),
    titles: row.map((w) => count(w)),
  }));
  const common = {
    id: 'chart-wins-by-turn',
    label: describe(byTurn.wins),
    xTitle: t('common.turnOfPlayer'),
    xName: t('common.turnOfPlayerInTitle'),
    yTitle: t('byTurn.yTitle'),
    series,
    log: true,
  };
  const categories = Array.from({ length: turns }, (_, turn) => String(turn + 1));
  const draw = (width: number): SVGSVGElement =>
    turns <= BAR_LIMIT ? barChart({ ...common, width, categories }) : lineChart({ ...common, width });
  const rows = Array.from({ length: turns }, (_, turn) => [
    String(turn + 1),
    ...byTurn.wins.map((row) => count(row[turn] ?? '0')),
  ]);
  const tbl = table(
    { id: 'wins-by-turn-table' },
    t('byTurn.caption'),
    [
      { label: t('common.turn'), numeric: true },
      ...byTurn.wins.map((_, p) => ({ label: playerName(p), numeric: true, big: true })),
    ],
    rows,
  );
  return section(
    'section-by-turn',
    title,
    note(t('byTurn.help')),
    chartFigure('chart-box', draw, legend(series, turns <= BAR_LIMIT ? 'bar' : 'line')),
    h('details', {}, h('summary', {}, t('byTurn.tableSummary')), h('div', { class: 'table-scroll' }, tbl)),
  );
}
