import type { Problem } from '../shared/result';

export type ErrorKind = 'input' | 'rules' | 'limit';

/** The one error type the core throws for bad input, bad rules, or a request over a limit. */
export class DiracDiceError extends Error {
  readonly kind: ErrorKind;
  readonly problems: readonly Problem[];

  constructor(kind: ErrorKind, problems: readonly Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'DiracDiceError';
    this.kind = kind;
    this.problems = problems;
  }
}

/** "line 2, columns 5-7: message" or "boardSize: message" or just the message. */
export function formatProblem(problem: Problem): string {
  if (problem.line !== undefined) {
    const cols =
      problem.column === undefined
        ? ''
        : problem.endColumn !== undefined && problem.endColumn - problem.column > 1
          ? `, columns ${problem.column}-${problem.endColumn - 1}`
          : `, column ${problem.column}`;
    return `line ${problem.line}${cols}: ${problem.message}`;
  }
  return problem.message;
}
