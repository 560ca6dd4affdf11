/** `dirac-dice judge`: runs the learner's program on the cases and prints each failing case and the summary; never an answer. */
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { DiracDiceError, judgeCases, type CaseResult, type JudgeCase, type PartResult } from '../core';
import { CommandError, judgeProgram, type JudgeOutcome } from '../judge/judge';
import { problemsOf } from './format';
import { commandOf, JUDGE } from './options';
import { printable, type CliOutcome } from './text';

/** A failing part in a line: what happened, the known mistakes, and the last line of standard error. */
function partLine(part: PartResult): string {
  const last = part.stderrTail?.split('\n').at(-1);
  const stderr = last ? ` (stderr: ${printable(last.slice(0, 200))})` : '';
  return [part.detail?.message ?? '', ...part.diagnoses.map((d) => d.text)].join('. ') + stderr;
}

function humanText({ results, summary }: JudgeOutcome, cancelled: boolean): string {
  const lines = results
    .filter((r) => !r.passed)
    .map(
      (r) =>
        `${r.case.name.message}: ${r.parts
          .filter((p) => p.verdict !== 'passed')
          .map(partLine)
          .join('; ')}`,
    );
  if (cancelled) lines.push('Interrupted: the cases not yet judged are left out.');
  lines.push(...summary.lines.map((line) => line.message));
  if (!summary.lines.some((line) => line.messageId === 'judgeExplained'))
    lines.push(...summary.patterns.map((p) => `  ${p.cases} failing case(s): ${p.diagnosis.text}`));
  const counts = Object.entries(summary.verdicts).map(([verdict, n]) => `${verdict} ${n}`);
  lines.push(`Parts: ${counts.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

const caseJson = (r: CaseResult) => ({
  name: r.case.name.message,
  positions: r.case.positions,
  parts: r.parts.map((p) => ({
    part: p.part,
    verdict: p.verdict,
    direction: p.direction,
    diagnoses: p.diagnoses.map(({ id, text }) => ({ id, text })),
    ms: Math.round(r.ms * 10) / 10,
    ...(p.detail && { message: p.detail.message }),
    ...(p.stderrTail !== undefined && { stderr: p.stderrTail }),
  })),
});

function json({ program, results, summary }: JudgeOutcome, cancelled: boolean): string {
  const { lines: _lines, patterns, ...counts } = summary;
  const shown = {
    command: program.argv,
    cases: results.map(caseJson),
    summary: {
      ...counts,
      patterns: patterns.map((p) => ({ id: p.diagnosis.id, text: p.diagnosis.text, cases: p.cases })),
    },
    ...(cancelled && { cancelled }),
  };
  return `${JSON.stringify(shown, null, 2)}\n`;
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
    const out = command.json ? json(outcome, outcome.cancelled) : humanText(outcome, outcome.cancelled);
    return { code: outcome.cancelled ? 130 : outcome.summary.failed === 0 ? 0 : 1, out, err: '' };
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    return { code: 2, out: '', err: `dirac-dice judge: ${printable(error.message)}\n` };
  } finally {
    process.removeListener('SIGINT', onInterrupt);
  }
}
