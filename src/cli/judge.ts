/** `dirac-dice judge`: runs the learner's program on the cases and prints each failing case and the summary; never an answer. */
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { DiracDiceError } from '../core';
import { judgeCases, type JudgeCase, type PartResult } from '../core/judge';
import { CommandError, judgeProgram, type JudgeOutcome } from '../judge/judge';
import { problemsOf } from './format';
import { commandOf, JUDGE } from './options';
import { printable, type CliOutcome } from './text';

/** A failing part in a line: what happened, the known mistakes, and the last line of standard error. */
function partLine(part: PartResult): string {
  const last = part.stderrTail?.split('\n').at(-1);
  const text = [part.detail?.message, ...part.diagnoses.map((d) => d.text)].join('. ');
  return last ? `${text} (stderr: ${printable(last.slice(0, 200))})` : text;
}

/** One line per failing case, then the summary's sentences, each mistake's cases (unless one explains all), the counts. */
function humanText({ results, summary }: JudgeOutcome): string {
  const lines = results.flatMap((r) => {
    const failing = r.parts.filter((p) => p.verdict !== 'passed');
    return failing.length > 0 ? [`${r.case.name.message}: ${failing.map(partLine).join('; ')}`] : [];
  });
  lines.push(...summary.lines.map((line) => line.message));
  if (!summary.lines.some((line) => line.messageId === 'judgeExplained'))
    lines.push(...summary.patterns.map((p) => `  ${p.cases} failing case(s): ${p.diagnosis.text}`));
  lines.push(
    `Parts: ${Object.entries(summary.verdicts)
      .map((entry) => entry.join(' '))
      .join(', ')}`,
  );
  return `${lines.join('\n')}\n`;
}

/** The shape the issue gives, plus each failing part's sentence; never a right answer. */
function json({ program, results, summary }: JudgeOutcome): string {
  const { lines: _lines, patterns, ...counts } = summary;
  const cases = results.map(({ case: c, parts, ms }) => ({
    name: c.name.message,
    positions: c.positions,
    parts: parts.map(({ part, verdict, direction, diagnoses, detail, stderrTail }) => {
      const shown = { part, verdict, direction, diagnoses: diagnoses.map(({ id, text }) => ({ id, text })) };
      return { ...shown, ms: Math.round(ms * 10) / 10, message: detail?.message, stderr: stderrTail };
    }),
  }));
  const mistakes = patterns.map((p) => ({ id: p.diagnosis.id, text: p.diagnosis.text, cases: p.cases }));
  return `${JSON.stringify({ command: program.argv, cases, summary: { ...counts, patterns: mistakes } }, null, 2)}\n`;
}

/** Runs `dirac-dice judge` (argv after the word judge); `read` gives an input's text, or the outcome refusing it. */
export async function runJudge(
  argv: readonly string[],
  read: (file: string) => Promise<string | CliOutcome>,
): Promise<CliOutcome> {
  const command = commandOf(argv, JUDGE);
  if ('code' in command) return command;
  const text = command.file === undefined ? undefined : await read(command.file);
  if (typeof text === 'object') return { ...text, code: 2 };
  let cases: JudgeCase[];
  try {
    const name = command.file === '-' ? 'standard input' : basename(command.file ?? '');
    cases = judgeCases(command.cases ?? 'all', text === undefined ? undefined : { name, text });
  } catch (error) {
    if (!(error instanceof DiracDiceError)) throw error;
    return { code: 2, out: '', err: `${problemsOf(error, command).join('\n')}\n` };
  }
  // The programs run in process groups of their own, which a Ctrl-C in the terminal does not reach: end them here.
  const interrupt = new AbortController();
  const onInterrupt = (): void => interrupt.abort();
  process.once('SIGINT', onInterrupt);
  try {
    const outcome = await judgeProgram(command.program as string, {
      cases,
      parts: command.part === undefined ? [1, 2] : [command.part],
      timeoutMs: command.timeoutMs,
      jobs: command.jobs ?? availableParallelism(),
      signal: interrupt.signal,
    });
    // Interrupted (Ctrl-C): the cases judged so far, and the shell's code for SIGINT.
    const code = outcome.cancelled ? 130 : outcome.summary.failed === 0 ? 0 : 1;
    return { code, out: command.json ? json(outcome) : humanText(outcome), err: '' };
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    return { code: 2, out: '', err: `dirac-dice judge: ${printable(error.message)}\n` };
  } finally {
    process.removeListener('SIGINT', onInterrupt);
  }
}
