/** `dirac-dice check`: whether a number is the answer, which way it is off, and which known mistakes give it; never the answer. */
import { checkAnswer, DiracDiceError, type AnswerCheck } from '../core';
import { formatProblems } from './format';
import { CHECK_HELP, CHECK_OPTIONS, CHECK_USAGE, parseCommandLine, UsageError, type Command } from './options';
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
    command = parseCommandLine(argv, CHECK_OPTIONS);
    if (command.help) return { code: 0, out: `${CHECK_HELP}\n`, err: '' };
    if (command.part === undefined) throw new UsageError('check needs the part: --part 1 or --part 2');
    if (command.answer === undefined) throw new UsageError('check needs the answer to check: --answer N');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { code: 2, out: '', err: `dirac-dice check: ${printable(error.message)}\n${CHECK_USAGE}\n` };
  }
  const text = command.file === undefined ? '' : await read(command.file);
  // An input that cannot be read is no check made: 2, never 1 (not the answer).
  if (typeof text !== 'string') return { ...text, code: 2 };
  try {
    const options = { rules: command.rules, maxWork: command.maxWork };
    const result = checkAnswer(command.players ?? text, command.part, command.answer, options);
    return { code: result.correct ? 0 : 1, out: command.json ? checkJson(result) : checkText(result), err: '' };
  } catch (error) {
    if (!(error instanceof DiracDiceError)) throw error;
    const source = command.file === undefined || command.file === '-' ? '<stdin>' : command.file;
    return { code: 2, out: '', err: `${formatProblems(error, source, command.players !== undefined).join('\n')}\n` };
  }
}
