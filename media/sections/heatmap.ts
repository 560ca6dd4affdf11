/** Section 6: player 1's share for every pair of starting spaces; a grid of buttons with a roving tabindex. */
import type { PageReply, PairAnswers, PanelModel } from '../../src/shared/protocol';
import type { AllPairsCell, AllPairsResult } from '../../src/core/result';
import { definitions, groupedNumber, h, keepingFocus, note, section, srOnly, type Child } from '../dom';
import { big, count, percents, shares } from '../format';
import { BUCKETS, bucketOf, heatScale, type HeatScale } from '../heatScale';
import { post, setUiPref, uiPrefs, type UiPrefs } from '../host';
import { t, tParts } from '../i18n';
import { viewToggle } from '../toggle';

type Mode = UiPrefs['heatmap'];

const cellLabel = (a: number, b: number, value: string, mode: Mode): string =>
  mode === 'probability' ? t('heatmap.cellLabelProbability', a, b, value) : t('heatmap.cellLabel', a, b, value);

/** With two players: the universe share and the probability name different winners (one half names nobody). */
function disagrees(cell: AllPairsCell): boolean {
  const side = (v: number): number => Math.sign(v - 0.5);
  return side(cell.share) * side(cell.probability) < 0;
}

let others: number[] = [];
/** The id of the last pair request, until its reply. */
let asked: number | undefined;

/** `covered`: an answer of the input is covered (spoiler-free mode), and so are its own pair's answers. */
function choose(cell: HTMLButtonElement, all: AllPairsResult, covered: boolean): void {
  const a = Number(cell.dataset.a);
  const b = Number(cell.dataset.b);
  document.querySelectorAll('#heatmap .selected').forEach((el) => el.classList.remove('selected'));
  cell.classList.add('selected');
  if (covered && cell.classList.contains('current')) {
    asked = undefined;
    document.getElementById('pair-answers')?.replaceChildren(note(t('heatmap.pairCovered')));
    return;
  }
  const wins = all.cells[a - 1]?.[b - 1]?.wins ?? [];
  let best = 0n;
  for (const w of wins) if ((big(w) ?? 0n) > best) best = big(w) ?? 0n;
  showPair({ positions: [a, b, ...others], part1: '', part2: best.toString(), wins }, true);
  asked = post({ type: 'solvePair', positions: [a, b, ...others] });
}

/** Fills #pair-answers; `pending` while the host is still solving part 1 for the pair. */
function showPair(pair: PairAnswers, pending = false): void {
  const box = document.getElementById('pair-answers');
  if (!box) return;
  const total = pair.wins.reduce((sum, w) => sum + (big(w) ?? 0n), 0n).toString();
  const column = shares(pair.wins, total);
  box.replaceChildren(
    h('h3', {}, t('heatmap.pairTitle', pair.positions.map((p) => count(p)).join(t('list.separator')))),
    definitions({ class: 'stats' }, [
      [t('common.part1'), pending ? t('heatmap.solving') : groupedNumber(count(pair.part1))],
      [t('common.part2'), groupedNumber(count(pair.part2))],
      ...pair.wins.map((w, i): [string, Child] => [
        t('heatmap.playerWins', i + 1),
        h('span', {}, ...tParts<string | Node>('heatmap.winsValue', groupedNumber(count(w)), column[i] ?? '?')),
      ]),
    ]),
  );
  box.dataset.positions = pair.positions.join(',');
  box.toggleAttribute('data-pending', pending);
}

/** The host's reply to the last pair asked for (replies to older requests are stale): its answers, or none. */
export function pairReply(reply: PageReply): void {
  if (reply.inReplyTo !== asked) return;
  asked = undefined;
  if (reply.type === 'pair') return showPair(reply.pair);
  const box = document.getElementById('pair-answers');
  if (!box?.hasAttribute('data-pending')) return;
  box.removeAttribute('data-pending');
  const first = box.querySelector('dd');
  if (first) first.textContent = t('heatmap.notAvailable');
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
  const labels = percents(scale);
  // The ends and the fair share are written under the scale; each bucket's range is its title.
  const edge = (k: number): HTMLElement => h('span', { class: 'edge' }, k % 5 === 0 ? (labels[k] ?? '') : '');
  const items = Array.from({ length: BUCKETS }, (_, k) => {
    const range = t('heatmap.range', labels[k] ?? '', labels[k + 1] ?? '');
    return h('li', { title: range }, h('span', { class: `swatch h${k}` }), edge(k));
  });
  items.push(h('li', {}, h('span', { class: 'swatch blank' }), edge(BUCKETS)));
  return h(
    'div',
    { class: 'heat-legend' },
    h('span', { class: 'note low' }, players > 2 ? t('heatmap.belowFairShare') : t('heatmap.player2Favoured')),
    h('ul', { 'aria-hidden': 'true' }, ...items),
    h('span', { class: 'note high' }, players > 2 ? t('heatmap.aboveFairShare') : t('heatmap.player1Favoured')),
  );
}

export function renderHeatmap(model: PanelModel): HTMLElement {
  const title = t('heatmap.title');
  const all = model.allPairs;
  const players = model.result.players;
  others = players.slice(2);
  if (!all || !model.result.part2) {
    const why = all ? t('common.part2NotSolved') : t('heatmap.tooLarge', count(model.result.rules.boardSize));
    return section('section-positions', title, note(why, { id: 'heatmap' }));
  }
  const cells = all.cells;
  const mode: Mode = uiPrefs().heatmap;
  const valueOf = (cell: AllPairsCell | undefined): number =>
    (mode === 'probability' ? cell?.probability : cell?.share) ?? 0;
  const marksDisagreement = players.length === 2;
  const disagreeing: [number, number][] = [];
  const values = cells.flatMap((row) => row.map(valueOf));
  const scale = heatScale(values, players.length);
  const texts = percents(values);
  const [currentA, currentB] = players;
  const dense = all.board > 30;
  /** On a dense grid only every fifth number shows (all are read out). */
  const axis = (n: number): Node | string =>
    !dense ? String(n) : n % 5 !== 0 && n !== 1 ? srOnly(String(n)) : h('span', { class: 'lbl' }, String(n));
  const columns = Array.from({ length: all.board }, (_, b) => h('th', { scope: 'col' }, axis(b + 1)));
  const head = h('tr', {}, h('td', { class: 'corner' }, t('heatmap.corner')), ...columns);
  const body = h('tbody');
  for (let a = 1; a <= all.board; a++) {
    const row = h('tr', {}, h('th', { scope: 'row' }, axis(a)));
    for (let b = 1; b <= all.board; b++) {
      const cell = cells[a - 1]?.[b - 1];
      const value = valueOf(cell);
      const current = a === currentA && b === currentB;
      const differ = marksDisagreement && cell !== undefined && disagrees(cell);
      if (differ) disagreeing.push([a, b]);
      const base = cellLabel(a, b, texts[(a - 1) * all.board + b - 1] ?? '?', mode);
      const marked = differ ? t('heatmap.cellLabelDisagree', base) : base;
      const label = current ? t('heatmap.cellLabelCurrent', marked) : marked;
      const button = h('button', {
        type: 'button',
        class: `cell h${bucketOf(value, scale)}${current ? ' current' : ''}${differ ? ' disagree' : ''}`,
        'data-a': a,
        'data-b': b,
        'aria-label': label,
        title: label,
        tabindex: current ? 0 : -1,
        'aria-current': current ? 'true' : null,
      });
      row.append(h('td', {}, button));
    }
    body.append(row);
  }
  const cls = `heatmap${dense ? ' dense' : ''}${all.board > 60 ? ' very-dense' : ''}`;
  const caption = h('caption', {}, mode === 'probability' ? t('heatmap.captionProbability') : t('heatmap.caption'));
  const grid = h('table', { id: 'heatmap', class: cls }, caption, h('thead', {}, head), body);
  if (!grid.querySelector('button[tabindex="0"]')) grid.querySelector('button')?.setAttribute('tabindex', '0');
  grid.addEventListener('click', (event) => {
    const cell = (event.target as Element).closest<HTMLButtonElement>('button.cell');
    if (!cell) return;
    grid.querySelectorAll<HTMLButtonElement>('button[tabindex="0"]').forEach((el) => (el.tabIndex = -1));
    cell.tabIndex = 0;
    choose(cell, all, !!model.covered?.length);
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
  const pair = h('div', { id: 'pair-answers', class: 'pair-answers', role: 'status' }, note(t('heatmap.choose')));
  const modes = [
    { value: 'share', label: t('heatmap.showShare') },
    { value: 'probability', label: t('common.winProbability') },
  ] as const;
  const redraw = (value: Mode): void => {
    setUiPref('heatmap', value);
    const old = document.getElementById('section-positions');
    const next = renderHeatmap(model);
    // The chosen pair's answers stay as they were.
    const box = old?.querySelector('#pair-answers');
    if (box) next.querySelector('#pair-answers')?.replaceWith(box);
    keepingFocus(() => old?.replaceWith(next));
  };
  const toggle = viewToggle('heatmap-mode', t('heatmap.show'), modes, mode, redraw);
  const otherPlayers = others.map((p, i) => t('heatmap.otherPlayer', i + 3, p)).join(t('list.separator'));
  return section(
    'section-positions',
    title,
    note(others.length ? t('heatmap.helpOthers', otherPlayers) : t('heatmap.help')),
    h('div', { class: 'section-tools' }, toggle),
    mode === 'probability' ? note(t('heatmap.helpProbabilityMode')) : null,
    heatLegend(scale, players.length),
    h('div', { class: 'heatmap-scroll' }, grid),
    marksDisagreement ? disagreementList(disagreeing) : null,
    pair,
  );
}

/** The pairs where the share and the probability name different winners, as text. */
function disagreementList(pairs: readonly [number, number][]): HTMLElement {
  if (pairs.length === 0) return note(t('heatmap.disagreeNone'), { id: 'heatmap-disagree' });
  const swatch = h('span', { class: 'disagree-swatch', 'aria-hidden': 'true' });
  return h(
    'div',
    { id: 'heatmap-disagree', class: 'disagree-list' },
    h('p', { class: 'prose' }, swatch, t('heatmap.disagreeIntro', pairs.length)),
    h('ul', { class: 'pairs' }, ...pairs.map(([a, b]) => h('li', {}, t('heatmap.disagreePair', a, b)))),
  );
}
