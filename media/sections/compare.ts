/** Section 8: every part 2 strategy that ran (time, states, agreement) and those refused. */
import type { Part2Result, StrategyName } from '../../src/shared/result';
import { button, h, note, section, srOnly, table, type Child } from '../dom';
import { ms, num } from '../format';
import { post } from '../host';

const ABOUT: Record<StrategyName, string> = {
  'per-player': "each player's dice alone, then combined turn by turn",
  memo: 'memoized recursion over game states',
  frontier: 'breadth-first, equal game states merged each turn',
  weighted: 'tree over the distinct sums, weighted by their ways',
  naive: 'tree over every single roll',
};

function strategyCell(name: StrategyName, reported: boolean): HTMLElement {
  return h('span', {}, h('span', { class: 'strategy' }, name), reported ? h('span', { class: 'badge' }, 'reported') : null, h('br'), h('span', { class: 'note' }, ABOUT[name] ?? ''));
}

export function renderCompare(part2: Part2Result | null): HTMLElement {
  const title = 'Strategies compared';
  if (!part2) return section('section-strategies', title, note('Part 2 was not solved.', { id: 'compare' }));
  const rows: Child[][] = part2.runs.map((run) => {
    const agree = run.wins.length === part2.wins.length && run.wins.every((w, i) => w === part2.wins[i]);
    return [
      strategyCell(run.strategy, run.strategy === part2.strategy),
      ms(run.timeMs),
      num(run.statesTouched),
      h('span', { class: agree ? 'ok' : 'bad' }, h('span', { 'aria-hidden': 'true' }, agree ? '✓' : '✗'), srOnly(agree ? 'agrees' : 'disagrees')),
    ];
  });
  const tbl = table(
    { id: 'compare' },
    'Part 2 strategies on this input (all that ran must agree)',
    [{ label: 'Strategy' }, { label: 'Time', numeric: true }, { label: 'States touched', numeric: true }, { label: 'Wins agree' }],
    rows,
  );
  const body = tbl.tBodies[0];
  for (const refused of part2.refused) {
    body?.append(h('tr', { class: 'refused-row' }, h('th', { scope: 'row' }, strategyCell(refused.strategy, false)), h('td', { colspan: 3 }, `Refused: ${refused.reason}`)));
  }
  return section(
    'section-strategies',
    title,
    h('div', { class: 'table-scroll' }, tbl),
    h('div', { class: 'actions' }, button({ id: 'compare-all', class: 'secondary' }, 'Run all strategies', () => post({ type: 'compareAll' }))),
  );
}
