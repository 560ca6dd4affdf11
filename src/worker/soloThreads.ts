/**
 * The players' exact solo games on two threads, whatever the host's threads are (a Node worker
 * thread, a nested Web Worker): the core chooses the games (soloThreadStarts) and plays them as on one.
 */
import { type RulesInput } from '../core';
import { playExactSolo } from '../core/part2/perPlayer';
import { type ExactSolo } from '../core/game';
import { type Played } from '../core/solve';

/** What a solo thread is asked: the games to play and their rules. */
export interface SoloJob {
  soloStarts: number[];
  rules: RulesInput;
}
export type Games = [number, ExactSolo][];

/** A solo thread at work: `started` once it runs on its own, `games` when it is done. */
export interface SoloThread {
  started: Promise<unknown>;
  games: Promise<Games>;
}

/** On a solo thread: its job's games. */
export const playSoloJob = ({ soloStarts, rules }: SoloJob): Games =>
  soloStarts.map((start) => [start, playExactSolo(rules, start)]);

/**
 * Plays the exact solo games of `starts`: every other start on a new thread (`there`), the rest here
 * meanwhile. If that thread fails, the games played here are still returned (the solve plays the
 * missing ones).
 */
export async function playOnTwoThreads(
  rules: RulesInput,
  starts: readonly number[],
  there: (job: SoloJob) => SoloThread,
): Promise<Played> {
  const { started, games } = there({ soloStarts: starts.filter((_, i) => i % 2 === 1), rules });
  const away = games.catch((): Games => []);
  await Promise.race([started, away]);
  const here = playSoloJob({ soloStarts: starts.filter((_, i) => i % 2 === 0), rules });
  return new Map([...here, ...(await away)]);
}
