/** Judging a learner's program on many cases: concurrently, each result as it comes, cancellable; input files in a temporary folder. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JUDGE_LIMITS, judgeRun, solve, summarize, type CaseResult, type JudgeCase, type JudgeSummary } from '../core';
import { programOf, runProgram, type Program } from './program';

export { CommandError, programOf, type Program } from './program';

export interface JudgeOptions {
  cases: readonly JudgeCase[];
  /** The parts judged (default both). */
  parts?: readonly (1 | 2)[];
  /** Per case (default JUDGE_LIMITS.timeoutMs). */
  timeoutMs?: number;
  /** Cases run at once (default 1). */
  jobs?: number;
  /** The program's working folder (default the process's). */
  cwd?: string;
  /** Cancels the run: the cases running are ended, no other starts; the results so far come back. */
  signal?: AbortSignal;
  /** Called as each case is judged (in the order they finish). */
  onResult?: (result: CaseResult) => void;
}

export interface JudgeOutcome {
  program: Program;
  /** The cases judged, in the order of `cases` (fewer when cancelled). */
  results: CaseResult[];
  summary: JudgeSummary;
  cancelled: boolean;
}

/** The solver's own time for a case (ms), as the summary compares it with the program's. */
function solverMs(c: JudgeCase, parts: readonly (1 | 2)[]): number {
  const start = process.hrtime.bigint();
  solve(c.input, { parts: [...parts] });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Runs `commandLine` on every case and judges each part. Throws CommandError before any case runs
 * when the command is empty or its program is not found; rejects when the program cannot be started.
 * The input files are written to a new folder under the OS's temporary folder, removed at the end.
 */
export async function judgeProgram(commandLine: string, options: JudgeOptions): Promise<JudgeOutcome> {
  const { cases, parts = [1, 2], timeoutMs = JUDGE_LIMITS.timeoutMs, cwd = process.cwd() } = options;
  const program = programOf(commandLine, cwd);
  // The caller's cancel, or a case that could not start: either ends the cases running.
  const stop = new AbortController();
  const signal = stop.signal;
  if (options.signal?.aborted) stop.abort();
  options.signal?.addEventListener('abort', () => stop.abort(), { once: true });
  const folder = await mkdtemp(join(tmpdir(), 'dirac-dice-judge-'));
  const results: (CaseResult | undefined)[] = [];
  const solverTimes: number[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < cases.length && !signal.aborted; i = next++) {
      const c = cases[i] as JudgeCase;
      const input = { path: join(folder, `${c.id}.txt`), text: c.input };
      if (program.usesInput) await writeFile(input.path, c.input);
      const run = await runProgram(program, input, { cwd, timeoutMs, signal }).catch((error: unknown) => {
        stop.abort();
        throw error;
      });
      if (signal.aborted) return; // ended by the cancel, not judged
      const result = judgeRun(c, run, parts);
      solverTimes.push(solverMs(c, parts));
      results[i] = result;
      options.onResult?.(result);
    }
  };
  try {
    const jobs = Math.max(1, Math.min(options.jobs ?? 1, cases.length));
    const failure = (await Promise.allSettled(Array.from({ length: jobs }, worker))).find(
      (s) => s.status === 'rejected',
    );
    if (failure) throw failure.reason;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const judged = results.filter((r): r is CaseResult => r !== undefined);
  const median = [...solverTimes].sort((a, b) => a - b)[solverTimes.length >> 1];
  return { program, results: judged, summary: summarize(judged, median), cancelled: signal.aborted };
}
