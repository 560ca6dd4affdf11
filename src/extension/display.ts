import * as vscode from 'vscode';
import { CORE_MESSAGES, type MessageArg } from '../core';
import type { MessageId } from '../core/messages';
import type { Problem } from '../core/result';

/** A number in VS Code's display language, grouped, with exactly `decimals` decimals (German: 1.000,5). */
export function displayNumber(value: number, decimals = 0): string {
  return localeString(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** A chance as a percentage to 3 significant digits (a state's chance goes down to 1e-20, far below a share's column). */
export const displayPercent = (chance: number): string =>
  localeString(chance, { style: 'percent', maximumSignificantDigits: 3 });

function localeString(value: number, options: Intl.NumberFormatOptions): string {
  try {
    return value.toLocaleString(vscode.env.language, options);
  } catch {
    return value.toLocaleString('en', options); // a language tag Intl does not know
  }
}

export function groupDigits(digits: string): string {
  try {
    return BigInt(digits).toLocaleString(vscode.env.language);
  } catch {
    return digits;
  }
}

/** A core problem's message in VS Code's display language; one without a template (a wrong library call) stays English. */
export function problemMessage(problem: Problem): string {
  const id = problem.messageId;
  if (id === undefined || !Object.hasOwn(CORE_MESSAGES, id) || !Array.isArray(problem.args)) return problem.message;
  return coreText(id, problem.args);
}

/** A core message (a problem's, a known mistake's sentence or hint) in VS Code's display language, its numbers grouped. */
export function coreText(id: MessageId, args: readonly MessageArg[]): string {
  const shown = args.map((arg) => (typeof arg === 'number' ? displayNumber(arg) : arg));
  return vscode.l10n.t(CORE_MESSAGES[id].text, ...shown);
}

/** The problem with its message in VS Code's display language (for the page, which shows `message`). */
export function localizedProblem(problem: Problem): Problem {
  return { ...problem, message: problemMessage(problem) };
}

/** "line 2, columns 5-7: message", "line 2, column 5: message" or the message, in VS Code's display language. */
export function problemWithPlace(problem: Problem): string {
  const message = problemMessage(problem);
  const { line, column, endColumn } = problem;
  if (line === undefined) return message;
  if (column === undefined) return vscode.l10n.t('line {0}: {1}', String(line), message);
  if (endColumn === undefined || endColumn - column <= 1)
    return vscode.l10n.t('line {0}, column {1}: {2}', String(line), String(column), message);
  return vscode.l10n.t('line {0}, columns {1}-{2}: {3}', String(line), String(column), String(endColumn - 1), message);
}

/** The display language's digit group separator ('.' in German), to read numbers typed the way it writes them. */
export function groupSeparator(): string | undefined {
  try {
    return new Intl.NumberFormat(vscode.env.language).formatToParts(10000).find((p) => p.type === 'group')?.value;
  } catch {
    return undefined; // a language tag Intl does not know
  }
}
