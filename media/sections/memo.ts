/** Section 4: how the memoized recursion used its memo. */
import type { Part2Result } from '../../src/shared/result';
import { definitions, note, section } from '../dom';
import { num, percent } from '../format';

export function renderMemo(part2: Part2Result | null): HTMLElement {
  const title = 'Memo';
  if (!part2) return section('section-memo', title, note('Part 2 was not solved.', { id: 'memo' }));
  const memo = part2.memo;
  if (!memo) {
    return section(
      'section-memo',
      title,
      note("No memo statistics: this game's state space is over the memo's limit, so the memoized strategy did not run (the per-player strategy needs no memo).", { id: 'memo' }),
    );
  }
  const rate = memo.calls > 0 ? memo.hits / memo.calls : 0;
  const fill = memo.stateBound > 0 ? memo.entries / memo.stateBound : 0;
  return section(
    'section-memo',
    title,
    note('The memoized recursion stores one count per game state it meets (positions, scores, whose turn) and looks it up on every later visit.'),
    definitions({ id: 'memo', class: 'stats' }, [
      ['Entries', num(memo.entries)],
      ['Calls', num(memo.calls)],
      ['Hits', num(memo.hits)],
      ['Misses', num(memo.misses)],
      ['Hit rate', percent(rate)],
      ['State-space bound', num(memo.stateBound)],
      ['States used', `${percent(fill)} of the bound`],
    ]),
  );
}
