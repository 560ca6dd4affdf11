/** The solo threads of Node hosts (the solver thread, the CLI, the scale bench): worker threads running the caller's bundle. */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { RulesInput } from '../core';
import type { Played } from '../core/solve';
import { playOnTwoThreads, playSoloJob, type Games, type SoloJob } from './soloThreads';

/**
 * Plays the exact solo games of `starts` on two threads, the new one running `script` (which calls
 * answerSoloJob). A Node worker starts on its own (35 to 60 ms), overlapping the games played here.
 */
export const playOnThreads = (script: string, rules: RulesInput, starts: readonly number[]): Promise<Played> =>
  playOnTwoThreads(rules, starts, (job) => ({
    started: Promise.resolve(),
    games: new Promise<Games>((resolve, reject) => {
      const worker = new Worker(script, { workerData: job });
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`a solo thread stopped (exit code ${code})`)));
    }),
  }));

/** On a solo thread: plays its games, posts them and returns true. Elsewhere returns false. */
export function answerSoloJob(): boolean {
  const job = workerData as Partial<SoloJob> | null;
  if (isMainThread || !job?.soloStarts) return false;
  parentPort?.postMessage(playSoloJob({ soloStarts: job.soloStarts, rules: job.rules ?? {} }));
  return true;
}
