/** Section 5: in how many universes (or with what probability) each player wins on each of its turns. */
import type { Part2Result } from '../../src/core/result';
import { barChart, chartFigure, legend, lineChart, type Series } from '../charts';
import { h, keepingFocus, note, scroller, section, table } from '../dom';
import { big, count, percents, playerClass, playerName, plot } from '../format';
import { setUiPref, uiPrefs, type UiPrefs } from '../host';
import { t } from '../i18n';
import { probabilityByTurn } from '../insight';
import { chartTools } from '../svgExport';
import { viewToggle } from '../toggle';

/** Up to this many turns the chart has grouped bars; past it, lines. */
const BAR_LIMIT = 30;

function peakOf(row: readonly string[]): { turn: number; wins: string } {
  const turn = row.reduce((best, w, t) => (best < 0 || (big(w) ?? 0n) > (big(row[best]) ?? 0n) ? t : best), -1);
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

function describeProbability(probability: readonly (readonly number[])[], texts: readonly string[][]): string {
  const parts = probability.map((row, p) => {
    const best = row.reduce((most, v, i) => (v > (row[most] ?? 0) ? i : most), 0);
    return t('byTurn.probabilityPeak', playerName(p), best + 1, texts[p]?.[best] ?? '?');
  });
  return t('byTurn.probabilityLabel', parts.join(t('list.sentenceSeparator')));
}

export function renderByTurn(part2: Part2Result | null): HTMLElement {
  const title = t('byTurn.title');
  const byTurn = part2?.byTurn;
  if (!part2 || !byTurn)
    return section('section-by-turn', title, note(part2 ? t('byTurn.noData') : t('common.part2NotSolved')));
  const turns = Math.max(0, ...byTurn.wins.map((row) => row.length));
  const probability = part2.probability ? probabilityByTurn(part2.probability, byTurn.wins.length, turns) : null;
  const mode: UiPrefs['byTurn'] = probability ? uiPrefs().byTurn : 'universes';
  const asProbability = mode === 'probability' && probability !== null;
  // One precision for the whole table (every column has it).
  const flat = percents(probability?.flat() ?? []);
  const texts = (probability ?? []).map((row, p) => flat.slice(p * turns, p * turns + row.length));
  const series: Series[] = byTurn.wins.map((row, p) => ({
    name: playerName(p),
    cls: playerClass(p),
    ...(asProbability
      ? { values: probability[p] ?? [], titles: texts[p] ?? [] }
      : { values: row.map((w) => plot(w)), titles: row.map((w) => count(w)) }),
  }));
  const common = {
    id: 'chart-wins-by-turn',
    label: asProbability ? describeProbability(probability, texts) : describe(byTurn.wins),
    xTitle: t('common.turnOfPlayer'),
    xName: t('common.turnOfPlayerInTitle'),
    yTitle: asProbability ? t('byTurn.yTitleProbability') : t('byTurn.yTitle'),
    series,
    log: !asProbability,
  };
  const categories = Array.from({ length: turns }, (_, turn) => String(turn + 1));
  const draw = (width: number): SVGSVGElement =>
    turns <= BAR_LIMIT ? barChart({ ...common, width, categories }) : lineChart({ ...common, width });
  const rows = Array.from({ length: turns }, (_, turn) => [
    String(turn + 1),
    ...byTurn.wins.map((row, p) => (asProbability ? (texts[p]?.[turn] ?? '?') : count(row[turn] ?? '0'))),
  ]);
  const tbl = table(
    { id: 'wins-by-turn-table' },
    asProbability ? t('byTurn.captionProbability') : t('byTurn.caption'),
    [
      { label: t('common.turn'), numeric: true },
      ...byTurn.wins.map((_, p) => ({ label: playerName(p), numeric: true, big: !asProbability })),
    ],
    rows,
  );
  const modes = [
    { value: 'universes', label: t('byTurn.showUniverses') },
    { value: 'probability', label: t('common.probability') },
  ] as const;
  const redraw = (value: UiPrefs['byTurn']): void => {
    setUiPref('byTurn', value);
    keepingFocus(() => document.getElementById('section-by-turn')?.replaceWith(renderByTurn(part2)));
  };
  const toggle = probability ? viewToggle('by-turn-mode', t('byTurn.show'), modes, mode, redraw) : null;
  const figure = chartFigure('chart-box', draw, legend(series, turns <= BAR_LIMIT ? 'bar' : 'line'));
  return section(
    'section-by-turn',
    title,
    note(asProbability ? t('byTurn.helpProbability') : t('byTurn.help')),
    chartTools(() => figure, 'wins-by-turn', 'section-by-turn', toggle),
    figure,
    h('details', {}, h('summary', {}, t('byTurn.tableSummary')), scroller(tbl)),
  );
}
