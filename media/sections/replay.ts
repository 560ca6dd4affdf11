/** Section 7: the part 1 game replayed, each player's score after each of its turns. */
import type { Replay } from '../../src/shared/protocol';
import { legend, lineChart, type Series } from '../charts';
import { h, note, section, table } from '../dom';
import { num, playerClass, playerName } from '../format';

function describe(replay: Replay): string {
  const lines = replay.scores.map((row, p) => {
    const last = row[row.length - 1] ?? 0;
    return p === replay.winner - 1
      ? `${playerName(p)} reaches ${num(last)} on its turn ${row.length} and wins.`
      : `${playerName(p)} ends with ${num(last)} after ${row.length} turns.`;
  });
  return `Part 1 scores after each turn, target ${num(replay.target)} (dashed line). ${lines.join(' ')}`;
}

export function renderReplay(replay: Replay | null, solved: boolean): HTMLElement {
  const title = 'Part 1 replay';
  if (!replay) return section('section-replay', title, note(solved ? 'The part 1 game is too long to chart turn by turn.' : 'Part 1 was not solved.', { id: 'chart-replay' }));
  const series: Series[] = replay.scores.map((row, p) => ({ name: playerName(p), cls: playerClass(p), values: row, titles: row.map((v) => num(v)) }));
  const winner = replay.winner - 1;
  const winnerTurns = replay.scores[winner]?.length ?? 0;
  const chart = lineChart({
    id: 'chart-replay',
    label: describe(replay),
    xTitle: 'Turn (of that player)',
    yTitle: 'Score',
    series,
    yMax: replay.target,
    refLine: { value: replay.target, label: `target ${num(replay.target)}` },
    marker: { series: winner, index: winnerTurns - 1, label: `${playerName(winner)} wins on turn ${num(winnerTurns)}` },
    endLabels: replay.scores.map((row, p) => `P${p + 1} ${num(row[row.length - 1] ?? 0)}`),
  });
  return section('section-replay', title, h('figure', { class: 'chart-box' }, chart, legend(series, 'line')), scoreTable(replay));
}

/** The chart's table equivalent, built when first opened (a game may last thousands of turns). */
function scoreTable(replay: Replay): HTMLDetailsElement {
  const details = h('details', {}, h('summary', {}, 'Table of scores by turn'));
  details.addEventListener('toggle', () => {
    if (!details.open || details.querySelector('table')) return;
    const turns = Math.max(0, ...replay.scores.map((row) => row.length));
    const rows = Array.from({ length: turns }, (_, t) => [num(t + 1), ...replay.scores.map((row) => (row[t] === undefined ? '' : num(row[t])))]);
    const columns = [{ label: 'Turn', numeric: true }, ...replay.scores.map((_, p) => ({ label: playerName(p), numeric: true }))];
    details.append(h('div', { class: 'table-scroll' }, table({ id: 'replay-table' }, 'Score of each player after each of its turns', columns, rows)));
  });
  return details;
}
