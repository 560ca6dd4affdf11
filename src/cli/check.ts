/** `dirac-dice check`: whether a number is the answer, which way it is off, and which known mistakes give it; never the answer. */
import { checkAnswer, DiracDiceError, type AnswerCheck } from '../core';
import { problemsOf } from './format';
import { CHECK, commandOf } from './options';
import type { CliOutcome } from './text';

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
  read: (file: string) => Promise<string | CliOutcome>,
): Promise<CliOutcome> {
  const command = commandOf(argv, CHECK);
  if ('code' in command) return command;
  const text = command.file === undefined ? '' : await read(command.file);
  // An input that cannot be read is no check made: 2, never 1 (not the answer).
  if (typeof text !== 'string') return { ...text, code: 2 };
  try {
    const options = { rules: command.rules, maxWork: command.maxWork };
    const result = checkAnswer(command.players ?? text, command.part as 1 | 2, command.answer as bigint, options); // CHECK requires both;
    return { code: result.correct ? 0 : 1, out: command.json ? checkJson(result) : checkText(result), err: '' };
  } catch (error) {
    if (!(error instanceof DiracDiceError)) throw error;
    return { code: 2, out: '', err: `${problemsOf(error, command).join('\n')}\n` };
  }
}
