/** Section 8: every part 2 strategy that ran (time, states, agreement) and those refused. */
import type { Part2Result, StrategyName } from '../../src/core/result';
import { actions, h, note, requestButton, scroller, section, srOnly, table, type Child } from '../dom';
import { ms, num } from '../format';
import { t } from '../i18n';

/** One line on how each strategy works (the names themselves are setting values, not translated). */
const ABOUT: { readonly [Name in StrategyName]: () => string } = {
  'per-player': () => t('compare.aboutPerPlayer'),
  memo: () => t('compare.aboutMemo'),
  frontier: () => t('compare.aboutFrontier'),
  weighted: () => t('compare.aboutWeighted'),
  naive: () => t('compare.aboutNaive'),
};

function strategyCell(name: StrategyName, reported: boolean): HTMLElement {
  return h(
    'span',
    {},
    h('span', { class: 'strategy' }, name),
    reported ? h('span', { class: 'badge' }, t('compare.reported')) : null,
    h('br'),
    h('span', { class: 'note' }, ABOUT[name]?.() ?? ''),
  );
}

export function renderCompare(part2: Part2Result | null): HTMLElement {
  const title = t('compare.title');
  if (!part2) return section('section-strategies', title, note(t('common.part2NotSolved'), { id: 'compare' }));
  const rows: Child[][] = part2.runs.map((run) => {
    const agree = run.wins.length === part2.wins.length && run.wins.every((w, i) => w === part2.wins[i]);
    const mark = h('span', { 'aria-hidden': 'true' }, agree ? '✓' : '✗');
    const said = srOnly(agree ? t('compare.agrees') : t('compare.disagrees'));
    const agreement = h('span', { class: agree ? 'ok' : 'bad' }, mark, said);
    const strategy = strategyCell(run.strategy, run.strategy === part2.strategy);
    return [strategy, ms(run.timeMs), num(run.statesTouched), agreement];
  });
  const tbl = table(
    { id: 'compare' },
    t('compare.caption'),
    [
      { label: t('compare.strategy') },
      { label: t('compare.time'), numeric: true },
      { label: t('compare.statesTouched'), numeric: true },
      { label: t('compare.winsAgree') },
    ],
    rows,
  );
  const body = tbl.tBodies[0];
  for (const refused of part2.refused) {
    const strategy = h('th', { scope: 'row' }, strategyCell(refused.strategy, false));
    const reason = h('td', { colspan: 3 }, t('compare.refused', refused.reason));
    body?.append(h('tr', { class: 'refused-row' }, strategy, reason));
  }
  return section(
    'section-strategies',
    title,
    scroller(tbl),
    actions(requestButton('compare-all', t('compare.runAll'), { type: 'compareAll' })),
  );
}
