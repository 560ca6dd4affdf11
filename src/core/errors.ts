import type { Problem } from './result';

/**
 * input: the puzzle text or the positions; rules: a rule's value; limit: a request over a limit;
 * usage: the library called with arguments of the wrong kind (an unknown strategy, a NaN maxWork).
 */
export type ErrorKind = 'input' | 'rules' | 'limit' | 'usage';

/** The one error type the core throws for bad input, bad rules, a request over a limit, or a wrong call. */
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

/** The problems of a DiracDiceError, as a caller's own list; anything else thrown is a bug, thrown on. */
export function problemsOf(error: unknown): Problem[] {
  if (error instanceof DiracDiceError) return [...error.problems];
  throw error;
}

/** "line 2, columns 5-7: message", "line 2, column 5: message" or the message (in English). */
export function formatProblem({ line, column, endColumn, message }: Problem): string {
  if (line === undefined) return message;
  if (column === undefined) return `line ${line}: ${message}`;
  const columns =
    endColumn !== undefined && endColumn - column > 1 ? `columns ${column}-${endColumn - 1}` : `column ${column}`;
  return `line ${line}, ${columns}: ${message}`;
}

/**
 * A caller's value, quoted for a message; never throws (JSON.stringify throws on a bigint, String() on a
 * null prototype; for a symbol or a function JSON.stringify gives undefined, and String() is used).
 */
export function showValue(value: unknown): string {
  if (typeof value === 'bigint') {
    const digits = value.toString();
    return digits.length > 40 ? `${digits.slice(0, 37)}...n (${digits.length} digits)` : `${digits}n`;
  }
  if (typeof value === 'number') return String(value); // JSON.stringify gives "null" for NaN
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 40);
  } catch {
    return typeof value;
  }
}
