/** The error view's list: what is wrong with the input or the rules, with line and column. */
import type { Problem } from '../../src/core/result';
import { h, note, section } from '../dom';
import { t } from '../i18n';
import { problemText } from '../problemText';

export function renderProblems(problems: readonly Problem[]): HTMLElement {
  const items = problems.map((p) => h('li', { 'data-code': p.code }, problemText(p)));
  return section(
    'section-problems',
    t('problems.title'),
    note(problems.length === 1 ? t('problems.one') : t('problems.many', problems.length)),
    h('ul', { id: 'problems', class: 'problems' }, ...items),
    note(t('problems.fix')),
  );
}
