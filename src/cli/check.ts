/** `dirac-dice check`: whether a number is the answer, which way it is off, and which known mistakes give it; never the answer. */
import { checkAnswer, DiracDiceError, type AnswerCheck } from '../core';
import { formatProblems } from './format';
import { HELP, parseCommandLine, SHORT_USAGE, UsageError, type Command } from './options';
import { printable } from './text';

interface Outcome {
  code: number;
  out: string;
  err: string;
}

/** What --json prints: the check without the hints and the templates (and never the answer). */
function checkJson({ part, correct, direction, diagnoses, skipped }: AnswerCheck): string {
  const shown = { part, correct, direction, diagnoses: diagnoses.map(({ id, text }) => ({ id, text })), skipped };
  return `${JSON.stringify(shown, null, 2)}\n`;
}

/** "Correct", or "Not the answer: too high", a line per known mistake that gives the number, and which were not checked. */
function checkText({ correct, direction, diagnoses, skipped }: AnswerCheck): string {
  if (correct) return 'Correct\n';
  const lines = [`Not the answer: ${direction === 'too-high' ? 'too high' : 'too low'}`];
  for (const d of diagnoses) lines.push(`  ${d.text}`);
  if (skipped.length > 0) lines.push(`Not checked (over the limits of a solve): ${skipped.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

/** Runs `dirac-dice check` (argv after the word check); `read` gives the input's text, or the outcome refusing it. */
export async function runCheck(
  argv: readonly string[],
  read: (file: string) => Promise<string | Outcome>,
): Promise<Outcome> {
  let command: Command;
  try {
    command = parseCommandLine(argv, true);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { code: 2, out: '', err: `dirac-dice: ${printable(error.message)}\n${SHORT_USAGE}\n` };
  }
  if (command.help) return { code: 0, out: `${HELP}\n`, err: '' };
  const text = command.file === undefined ? '' : await read(command.file);
  // An input that cannot be read is no check made: 2, never 1 (not the answer).
  if (typeof text !== 'string') return { ...text, code: 2 };
  try {
    const options = { rules: command.rules, maxWork: command.maxWork };
    const result = checkAnswer(command.players ?? text, command.part ?? 1, command.answer ?? 0n, options);
    return { code: result.correct ? 0 : 1, out: command.json ? checkJson(result) : checkText(result), err: '' };
  } catch (error) {
    if (!(error instanceof DiracDiceError)) throw error;
    const source = command.file === undefined || command.file === '-' ? '<stdin>' : command.file;
    return { code: 2, out: '', err: `${formatProblems(error, source, command.players !== undefined).join('\n')}\n` };
  }
}
