/**
 * Section 6: player 1's share for every pair of starting spaces, as a grid of buttons with a
 * roving tabindex. Choosing a cell shows that pair's part 2 at once and asks the host to solve it.
 */
import type { PairAnswers, PanelModel } from '../../src/shared/protocol';
import type { AllPairsResult } from '../../src/shared/result';
import { definitions, h, note, section, srOnly } from '../dom';
import { big, count, percent, share, shortPercent } from '../format';
import { BUCKETS, bucketOf, heatScale, type HeatScale } from '../heatScale';
import { post } from '../host';

const cellLabel = (a: number, b: number, value: number): string => `Player 1 on ${a}, player 2 on ${b}: player 1 wins ${percent(value)}`;

let others: number[] = [];

function choose(cell: HTMLButtonElement, all: AllPairsResult): void {
  const a = Number(cell.dataset.a);
  const b = Number(cell.dataset.b);
  document.querySelectorAll('#heatmap .selected').forEach((el) => el.classList.remove('selected'));
  cell.classList.add('selected');
  const wins = all.cells[a - 1]?.[b - 1]?.wins ?? [];
  let best = 0n;
  for (const w of wins) if ((big(w) ?? 0n) > best) best = big(w) ?? 0n;
  showPair({ positions: [a, b, ...others], part1: '', part2: best.toString(), wins }, true);
  post({ type: 'solvePair', positions: [a, b, ...others] });
}

/** Fills #pair-answers; `pending` while the host is still solving part 1 for the pair. */
export function showPair(pair: PairAnswers, pending = false): void {
  const box = document.getElementById('pair-answers');
  if (!box) return;
  const total = pair.wins.reduce((sum, w) => sum + (big(w) ?? 0n), 0n).toString();
  box.replaceChildren(
    h('h3', {}, `Starting spaces ${pair.positions.map((p) => count(p)).join(', ')}`),
    definitions({ class: 'stats' }, [
      ['Part 1', pending ? 'solving…' : count(pair.part1)],
      ['Part 2', count(pair.part2)],
      ...pair.wins.map((w, i): [string, string] => [`Player ${i + 1} wins`, `${count(w)} (${share(w, total)})`]),
    ]),
  );
  box.dataset.positions = pair.positions.join(',');
  box.toggleAttribute('data-pending', pending);
}

/** A notice arrived: if a pair was still being solved, the host could not solve it. */
export function pairFailed(): void {
  const box = document.getElementById('pair-answers');
  if (!box?.hasAttribute('data-pending')) return;
  box.removeAttribute('data-pending');
  const first = box.querySelector('dd');
  if (first) first.textContent = 'not available';
}

function move(grid: HTMLElement, from: HTMLButtonElement, key: string, board: number): HTMLButtonElement | null {
  let a = Number(from.dataset.a);
  let b = Number(from.dataset.b);
  if (key === 'ArrowUp') a -= 1;
  else if (key === 'ArrowDown') a += 1;
  else if (key === 'ArrowLeft') b -= 1;
  else if (key === 'ArrowRight') b += 1;
  else if (key === 'Home') b = 1;
  else if (key === 'End') b = board;
  else return null;
  if (a < 1 || a > board || b < 1 || b > board) return null;
  return grid.querySelector<HTMLButtonElement>(`button[data-a="${a}"][data-b="${b}"]`);
}

function heatLegend(scale: HeatScale, players: number): HTMLElement {
  const labels = scale.map((edge) => shortPercent(edge));
  // Every edge when they are whole percentages (they fit); otherwise the ends and the fair share.
  const all = scale.every((edge) => Math.abs(edge * 100 - Math.round(edge * 100)) < 1e-9);
  const edge = (k: number): HTMLElement => h('span', { class: 'edge' }, all || k % 5 === 0 ? (labels[k] ?? '') : '');
  const items = [];
  for (let k = 0; k < BUCKETS; k++) items.push(h('li', { title: `${labels[k]} to ${labels[k + 1]}` }, h('span', { class: `swatch h${k}` }), edge(k)));
  items.push(h('li', {}, h('span', { class: 'swatch blank' }), edge(BUCKETS)));
  return h(
    'div',
    { class: 'heat-legend' },
    h('span', { class: 'note' }, players > 2 ? 'Player 1 below its fair share' : 'Player 2 favoured'),
    h('ul', { 'aria-hidden': 'true' }, ...items),
    h('span', { class: 'note' }, players > 2 ? 'Player 1 above its fair share' : 'Player 1 favoured'),
  );
}

export function renderHeatmap(model: PanelModel): HTMLElement {
  const title = 'Starting positions';
  const all = model.allPairs;
  const players = model.result.players;
  others = players.slice(2);
  if (!all) return section('section-positions', title, note(`The board (${count(model.result.rules.boardSize)} spaces) is too large for the table of all starting positions.`, { id: 'heatmap' }));
  if (!model.result.part2) return section('section-positions', title, note('Part 2 was not solved.', { id: 'heatmap' }));
  const scale = heatScale(
    all.cells.flatMap((row) => row.map((cell) => cell.share)),
    players.length,
  );
  const [currentA, currentB] = players;
  const dense = all.board > 30;
  /** On a dense grid only every fifth number shows (all are read out). */
  const axis = (n: number): Node | string => (!dense ? String(n) : n % 5 !== 0 && n !== 1 ? srOnly(String(n)) : h('span', { class: 'lbl' }, String(n)));
  const head = h('tr', {}, h('td', { class: 'corner' }, 'P1 \\ P2'), ...Array.from({ length: all.board }, (_, b) => h('th', { scope: 'col' }, axis(b + 1))));
  const body = h('tbody');
  for (let a = 1; a <= all.board; a++) {
    const row = h('tr', {}, h('th', { scope: 'row' }, axis(a)));
    for (let b = 1; b <= all.board; b++) {
      const value = all.cells[a - 1]?.[b - 1]?.share ?? 0;
      const current = a === currentA && b === currentB;
      const label = cellLabel(a, b, value) + (current ? ' (the current input)' : '');
      row.append(
        h('td', {}, h('button', { type: 'button', class: `cell h${bucketOf(value, scale)}${current ? ' current' : ''}`, 'data-a': a, 'data-b': b, 'aria-label': label, title: label, tabindex: current ? 0 : -1, 'aria-current': current ? 'true' : null })),
      );
    }
    body.append(row);
  }
  const grid = h('table', { id: 'heatmap', class: `heatmap${dense ? ' dense' : ''}${all.board > 60 ? ' very-dense' : ''}` }, h('caption', {}, "Player 1's share by starting space (rows: player 1, columns: player 2)"), h('thead', {}, head), body);
  if (!grid.querySelector('button[tabindex="0"]')) grid.querySelector('button')?.setAttribute('tabindex', '0');
  grid.addEventListener('click', (event) => {
    const cell = (event.target as Element).closest<HTMLButtonElement>('button.cell');
    if (!cell) return;
    grid.querySelectorAll<HTMLButtonElement>('button[tabindex="0"]').forEach((el) => (el.tabIndex = -1));
    cell.tabIndex = 0;
    choose(cell, all);
  });
  grid.addEventListener('keydown', (event) => {
    const from = (event.target as Element).closest<HTMLButtonElement>('button.cell');
    if (!from || event.altKey || event.ctrlKey || event.metaKey) return;
    const to = move(grid, from, event.key, all.board);
    if (!to) return;
    event.preventDefault();
    from.tabIndex = -1;
    to.tabIndex = 0;
    to.focus();
  });
  const pair = h('div', { id: 'pair-answers', class: 'pair-answers', role: 'status' }, note('Choose a cell to see the answers for that pair of starting spaces.'));
  return section(
    'section-positions',
    title,
    note(`Colour: player 1's share of all universes for each pair of starting spaces${others.length ? ` (the other players stay on their spaces: ${others.map((p, i) => `player ${i + 3} on ${p}`).join(', ')})` : ''}. Choose a cell to solve that pair; arrow keys move between cells. The current input is outlined.`),
    heatLegend(scale, players.length),
    h('div', { class: 'heatmap-scroll' }, grid),
    pair,
  );
}
