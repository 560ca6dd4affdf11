import type { Problem } from './result';
import type { MessageArg } from './messages';

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

/** What the 40 characters quoted can show: a long string or list is cut first (a lying length is never walked). */
const short = (_key: string, v: unknown): unknown =>
  typeof v === 'string' ? v.slice(0, 40) : Array.isArray(v) && v.length > 10 ? v.slice(0, 10) : v;

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
    return (JSON.stringify(value, short) ?? String(value)).slice(0, 40);
  } catch {
    return typeof value;
  }
}

/** A wrong call: kind 'usage', code 'invalid-argument', "where: what (got value)". */
export function usageError(where: string, what: string, value: unknown): DiracDiceError {
  return new DiracDiceError('usage', [
    { code: 'invalid-argument', message: `${where}: ${what} (got ${showValue(value)})` },
  ]);
}

const english = new Intl.NumberFormat('en-US');

/** A template (CORE_MESSAGES[id].text) filled with a problem's args, numbers as `formatNumber` writes them (English by default). */
export function renderMessage(
  template: string,
  args: readonly MessageArg[],
  formatNumber: (n: number) => string = (n) => english.format(n),
): string {
  const where = 'renderMessage';
  if (typeof template !== 'string') throw usageError(where, 'the template must be a string', template);
  if (!Array.isArray(args)) throw usageError(where, 'args must be an array of strings and numbers', args);
  if (typeof formatNumber !== 'function') throw usageError(where, 'formatNumber must be a function', formatNumber);
  const shown = (arg: unknown): string => {
    const text = typeof arg === 'number' ? formatNumber(arg) : arg;
    if (typeof text === 'string') return text;
    throw usageError(
      where,
      'each arg a placeholder takes must be a string or a number that formatNumber writes as a string',
      text,
    );
  };
  // As template.ts's format, reading only the args a placeholder takes: a list's length is never walked.
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => (+index < args.length ? shown(args[+index]) : whole));
}
