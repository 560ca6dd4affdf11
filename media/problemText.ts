/** The page's one way to write a problem as text (pure: no DOM), in the panel's language. */
import type { Problem } from '../src/core/result';
import { count } from './format';
import { t } from './i18n';

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
