/** The error view's list: what is wrong with the input or the rules, with line and column. */
import type { Problem } from '../../src/shared/result';
import { h, note, section } from '../dom';
import { count } from '../format';
import { t } from '../i18n';

/** "Line 2, column 29: message" (rules: "Rule boardSize: message"). */
export function problemText(problem: Problem): string {
  if (problem.line !== undefined) {
    return problem.column !== undefined
      ? t('problems.lineColumn', count(problem.line), count(problem.column), problem.message)
      : t('problems.line', count(problem.line), problem.message);
  }
  if (problem.rule !== undefined) return t('problems.rule', problem.rule, problem.message);
  return problem.message;
}

export function renderProblems(problems: readonly Problem[]): HTMLElement {
  return section(
    'section-problems',
    t('problems.title'),
    note(problems.length === 1 ? t('problems.one') : t('problems.many', problems.length)),
    h(
      'ul',
      { id: 'problems', class: 'problems' },
      ...problems.map((p) => h('li', { 'data-code': p.code }, problemText(p))),
    ),
    note(t('problems.fix')),
  );
}
