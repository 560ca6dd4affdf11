/** Section 5: in how many universes each player wins on each of its turns (chart and table). */
import type { Part2Result } from '../../src/shared/result';
import { barChart, legend, lineChart, type Series } from '../charts';
import { h, note, section, table } from '../dom';
import { big, count, playerClass, playerName, plot } from '../format';

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
    const listed = row.length <= 15 ? ` By turn: ${row.map((w, t) => `${t + 1}: ${count(w)}`).filter((_, t) => row[t] !== '0').join('; ')}.` : '';
    return `${playerName(p)} wins most often on its turn ${peak.turn} (${count(peak.wins)} universes).${listed}`;
  });
  return `Universes won on each turn, log scale. ${parts.join(' ')}`;
}

export function renderByTurn(part2: Part2Result | null): HTMLElement {
  const title = 'Wins by turn';
  const byTurn = part2?.byTurn;
  if (!byTurn) {
    return section('section-by-turn', title, note(part2 ? 'Wins by turn come from the per-player strategy, which did not run for this game.' : 'Part 2 was not solved.'));
  }
  const turns = Math.max(0, ...byTurn.wins.map((row) => row.length));
  const series: Series[] = byTurn.wins.map((row, p) => ({
    name: playerName(p),
    cls: playerClass(p),
    values: row.map((w) => plot(w)),
    titles: row.map((w) => count(w)),
  }));
  const common = { id: 'chart-wins-by-turn', label: describe(byTurn.wins), xTitle: 'Turn (of that player)', yTitle: 'Universes won (log)', series, log: true };
  const chart = turns <= BAR_LIMIT ? barChart({ ...common, categories: Array.from({ length: turns }, (_, t) => String(t + 1)) }) : lineChart(common);
  const rows = Array.from({ length: turns }, (_, t) => [String(t + 1), ...byTurn.wins.map((row) => count(row[t] ?? '0'))]);
  const tbl = table(
    { id: 'wins-by-turn-table' },
    'Universes won by each player on each of its turns',
    [{ label: 'Turn', numeric: true }, ...byTurn.wins.map((_, p) => ({ label: playerName(p), numeric: true, big: true }))],
    rows,
  );
  return section(
    'section-by-turn',
    title,
    note('Player 1 plays its turn n before player 2 plays its turn n. Log scale: each grid line is ten times the one below; turns without wins have no bar.'),
    h('figure', { class: 'chart-box' }, chart, legend(series, turns <= BAR_LIMIT ? 'bar' : 'line')),
    h('details', {}, h('summary', {}, 'Table of wins by turn'), h('div', { class: 'table-scroll' }, tbl)),
  );
}
