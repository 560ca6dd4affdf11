/** The error view's list: what is wrong with the input or the rules, with line and column. */
import type { Problem } from '../../src/shared/result';
import { h, note, section } from '../dom';
import { count } from '../format';

/** "Line 2, column 29: message" (rules: "Rule boardSize: message"). */
export function problemText(problem: Problem): string {
  if (problem.line !== undefined) {
    const where = problem.column !== undefined ? `Line ${count(problem.line)}, column ${count(problem.column)}` : `Line ${count(problem.line)}`;
    return `${where}: ${problem.message}`;
  }
  if (problem.rule !== undefined) return `Rule ${problem.rule}: ${problem.message}`;
  return problem.message;
}

export function renderProblems(problems: readonly Problem[]): HTMLElement {
  return section(
    'section-problems',
    'Problems',
    note(problems.length === 1 ? 'The input could not be solved:' : `The input could not be solved (${problems.length} problems):`),
    h('ul', { id: 'problems', class: 'problems' }, ...problems.map((p) => h('li', { 'data-code': p.code }, problemText(p)))),
    note('Fix the input or the rules below, then solve again.'),
  );
}
