/**
 * The players' exact solo games on worker threads of their own (Node), each running its own bundle
 * (answerSoloJob); the core chooses the games (soloThreadStarts) and plays them as on one thread.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { playExactSolo, type ExactSolo, type Played, type RulesInput } from '../core';

interface SoloJob {
  soloStarts: number[];
  rules: RulesInput;
}

/** Plays the exact solo games of `starts` on two threads running `script`, every other start each. */
export async function playOnThreads(script: string, rules: RulesInput, starts: readonly number[]): Promise<Played> {
  const halves = [starts.filter((_, i) => i % 2 === 0), starts.filter((_, i) => i % 2 === 1)];
  const played = await Promise.all(
    halves.map(
      (soloStarts) =>
        new Promise<[number, ExactSolo][]>((resolve, reject) => {
          const worker = new Worker(script, { workerData: { soloStarts, rules } satisfies SoloJob });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`a solo thread stopped (exit code ${code})`)));
        }),
    ),
  );
  return new Map(played.flat());
}

/** On a solo thread: plays its games, posts them and returns true. Elsewhere returns false. */
export function answerSoloJob(): boolean {
  const job = workerData as Partial<SoloJob> | null;
  if (isMainThread || !job?.soloStarts) return false;
  const { soloStarts, rules = {} } = job;
  parentPort?.postMessage(soloStarts.map((start) => [start, playExactSolo(rules, start)]));
  return true;
}
