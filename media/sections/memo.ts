/** Section 4: how the memo strategy used its memo (states stored, met again, the bound). */
import type { Part2Result } from '../../src/core/result';
import { DEFAULT_MEMO_STATES } from '../../src/core/limits';
import { actions, definitions, note, requestButton, section } from '../dom';
import { num, percents } from '../format';
import { t } from '../i18n';

export function renderMemo(part2: Part2Result | null): HTMLElement {
  const title = t('memo.title');
  if (!part2) return section('section-memo', title, note(t('common.part2NotSolved'), { id: 'memo' }));
  const memo = part2.memo;
  // The explorer of the game's states, read from the memo's tables (a tree view in VS Code's side bar).
  const explore = actions(requestButton('explore', t('memo.explore'), { type: 'explore' }));
  if (!memo)
    return section('section-memo', title, note(t('memo.none', num(DEFAULT_MEMO_STATES)), { id: 'memo' }), explore);
  const rate = memo.calls > 0 ? memo.hits / memo.calls : 0;
  const fill = memo.stateBound > 0 ? memo.entries / memo.stateBound : 0;
  return section(
    'section-memo',
    title,
    note(t('memo.help')),
    definitions({ id: 'memo', class: 'stats' }, [
      [t('memo.entries'), num(memo.entries)],
      [t('memo.calls'), num(memo.calls)],
      [t('memo.hits'), num(memo.hits)],
      [t('memo.misses'), num(memo.misses)],
      [t('memo.hitRate'), percents([rate])[0]],
      [t('memo.stateBound'), num(memo.stateBound)],
      [t('memo.statesUsed'), t('memo.statesUsedValue', percents([fill])[0] ?? '?')],
    ]),
    explore,
  );
}
