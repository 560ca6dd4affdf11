/** Judging a learner's program on many cases: concurrently, each result as it comes, cancellable; input files in a temporary folder. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solve } from '../core';
import type { JudgeCase } from '../core/judge';
import { JUDGE_LIMITS } from '../core/limits';
import { judgeRun, median, summarize, type CaseResult, type JudgeSummary } from '../core/judge';
import { programOf, runProgram, type Program } from './program';

export { CommandError, programOf } from './program';

/**
 * The cases and the parts to judge (default both), the time limit per case, how many run at once
 * (default 1), the program's working folder; a cancel (the cases running are ended, no other starts,
 * the results so far come back), and callbacks as each case starts and as it is judged.
 */
export interface JudgeOptions {
  cases: readonly JudgeCase[];
  parts?: readonly (1 | 2)[];
  timeoutMs?: number;
  jobs?: number;
  cwd?: string;
  signal?: AbortSignal;
  onStart?: (started: JudgeCase) => void;
  onResult?: (result: CaseResult) => void;
}

/** The cases judged, in the order of `cases` (fewer when cancelled), and their summary. */
export type JudgeOutcome = { program: Program; results: CaseResult[]; summary: JudgeSummary; cancelled: boolean };

/**
 * Runs `commandLine` on every case and judges each part. Throws CommandError before any case runs
 * when the command is empty or its program is not found (rejects with one when it cannot start).
 * The input files go to a new folder under the OS's temporary folder, removed at the end.
 */
export async function judgeProgram(commandLine: string, options: JudgeOptions): Promise<JudgeOutcome> {
  const { cases, parts = [1, 2], timeoutMs = JUDGE_LIMITS.timeoutMs, cwd = process.cwd() } = options;
  const program = programOf(commandLine, cwd);
  // The caller's cancel, or a case that could not start: either ends the cases running.
  const stop = new AbortController();
  if (options.signal?.aborted) stop.abort();
  options.signal?.addEventListener('abort', () => stop.abort(), { once: true });
  const folder = await mkdtemp(join(tmpdir(), 'dirac-dice-judge-'));
  const [results, solverMs]: [(CaseResult | undefined)[], number[]] = [[], []];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < cases.length && !stop.signal.aborted; i = next++) {
      const c = cases[i] as JudgeCase;
      const input = { path: join(folder, `${c.id}.txt`), text: c.input };
      if (program.usesInput) await writeFile(input.path, c.input);
      options.onStart?.(c);
      const run = await runProgram(program, input, { cwd, timeoutMs, signal: stop.signal }).catch((error: unknown) => {
        stop.abort();
        throw error;
      });
      if (stop.signal.aborted) return; // ended by the cancel, not judged
      const start = process.hrtime.bigint(); // the solver's own time for the case
      solve(c.input, { parts: [...parts] });
      solverMs.push(Number(process.hrtime.bigint() - start) / 1e6);
      const result = (results[i] = judgeRun(c, run, parts));
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
  return {
    program,
    results: judged,
    summary: summarize(judged, median(solverMs) ?? undefined),
    cancelled: stop.signal.aborted,
  };
}
