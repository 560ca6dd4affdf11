/** "How the answer is made": the per-player method's table (part2.composition), collapsed by default. */
import type { Part2Result } from '../../src/core/result';
import { h, note, scroller, section, table, type Column } from '../dom';
import { count, playerName } from '../format';
import { t } from '../i18n';
import { compositionRows, type CompositionRow } from '../compositionRows';

export function renderComposition(part2: Part2Result | null): HTMLElement {
  const title = t('composition.title');
  const composition = part2?.composition;
  if (!part2 || !composition || composition.solo.length === 0)
    return section('section-composition', title, note(part2 ? t('composition.noData') : t('common.part2NotSolved')));
  const rows = compositionRows(composition);
  const last = rows.at(-1)?.players ?? [];
  const matches = last.every((e, p) => e.running.toString() === part2.wins[p]);
  const ends = last.map((e, p) => t('list.keyValue', playerName(p), count(e.running.toString())));
  const list = ends.join(t('list.separator'));
  const said = matches ? t('composition.ends', list) : t('composition.mismatch', list);
  const box = scroller(null, t('composition.caption'));
  const details = h(
    'details',
    { id: 'composition' },
    h('summary', {}, t('composition.summary')),
    h('p', { class: 'prose' }, t('composition.why')),
    h('p', { class: 'prose' }, composition.solo.length === 2 ? t('composition.howTwo') : t('composition.howMany')),
    box,
    h('p', { id: 'composition-ends', class: 'prose' }, said),
  );
  // The table (rows x players x 4 exact numbers) is built when first opened: it starts closed.
  details.addEventListener('toggle', () => {
    if (details.open && !box.firstChild) box.append(compositionTable(rows, composition.solo.length));
  });
  return section('section-composition', title, details);
}

function compositionTable(rows: readonly CompositionRow[], players: number): HTMLTableElement {
  const columns: Column[] = [{ label: t('common.turn'), numeric: true }];
  for (let p = 0; p < players; p++) {
    const n = p + 1;
    const other = p === 0 ? t('composition.player2Alive') : t('composition.player1Alive');
    const alive = players === 2 ? other : t('composition.othersAlive', n);
    for (const label of [t('composition.winsAlone', n), alive, t('composition.term', n), t('composition.running', n)])
      columns.push({ label, numeric: true, big: true });
  }
  return table(
    { id: 'composition-table', class: 'composition' },
    t('composition.caption'),
    columns,
    rows.map((row) => [
      String(row.turn),
      ...row.players.flatMap((e) => [e.wins, e.othersAlive, e.term, e.running].map((n) => count(n.toString()))),
    ]),
  );
}
