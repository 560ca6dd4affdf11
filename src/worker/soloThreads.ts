/**
 * The players' exact solo games on two threads (Node): the caller's and a worker running its own
 * bundle (answerSoloJob); the core chooses the games (soloThreadStarts) and plays them as on one thread.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { playExactSolo, type ExactSolo, type Played, type RulesInput } from '../core';

interface SoloJob {
  soloStarts: number[];
  rules: RulesInput;
}

/**
 * Plays the exact solo games of `starts` on two threads: every other start on a new thread running
 * `script`, the rest here meanwhile, so the new thread's start (35 to 60 ms) overlaps work. If that
 * thread fails, the games played here are still returned (the solve plays the missing ones).
 */
export async function playOnThreads(script: string, rules: RulesInput, starts: readonly number[]): Promise<Played> {
  const there = new Promise<[number, ExactSolo][]>((resolve, reject) => {
    const soloStarts = starts.filter((_, i) => i % 2 === 1);
    const worker = new Worker(script, { workerData: { soloStarts, rules } satisfies SoloJob });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a solo thread stopped (exit code ${code})`)));
  }).catch((): [number, ExactSolo][] => []);
  const here = starts
    .filter((_, i) => i % 2 === 0)
    .map((start): [number, ExactSolo] => [start, playExactSolo(rules, start)]);
  return new Map([...here, ...(await there)]);
}

/** On a solo thread: plays its games, posts them and returns true. Elsewhere returns false. */
export function answerSoloJob(): boolean {
  const job = workerData as Partial<SoloJob> | null;
  if (isMainThread || !job?.soloStarts) return false;
  const { soloStarts, rules = {} } = job;
  parentPort?.postMessage(soloStarts.map((start) => [start, playExactSolo(rules, start)]));
  return true;
}
