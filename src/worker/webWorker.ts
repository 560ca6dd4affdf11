// The solver in a Web Worker (browser build): one message in (as nodeWorker.ts), one reply out. The same
// bundle runs its solo thread, a nested Web Worker that plays half of a big request's exact solo games.
import { answerSolveMessage } from '../app/answerSolveMessage';
import type { SolveMessage } from '../shared/worker';
import { playOnTwoThreads, playSoloJob, type Games, type SoloJob, type SoloThread } from './soloThreads';

/** The few browser APIs used here (the project's TypeScript has no WebWorker library). */
interface Port<In> {
  onmessage: ((event: { data: In }) => void) | null;
  postMessage(message: unknown, transfer?: ArrayBuffer[]): void;
}
type Nested = Port<Games | 'started'> & { onerror: ((event: unknown) => void) | null; terminate(): void };
const scope = globalThis as unknown as Port<SolveMessage | SoloJob> & {
  location: { href: string };
  Worker?: new (url: string) => Nested;
};

/**
 * The solo job on a nested Web Worker running this bundle (from the same blob: URL). Chromium starts a
 * nested worker only once its parent's thread is idle, so the games here wait until it says it runs
 * (one that has not in 5 s counts as failed: its games are played here).
 */
function soloWorker(job: SoloJob): SoloThread {
  const worker = new scope.Worker!(scope.location.href);
  let started = () => {};
  const games = new Promise<Games>((resolve, reject) => {
    const late = setTimeout(() => worker.onerror?.('the nested worker did not start in 5 s'), 5000);
    worker.onmessage = ({ data }) =>
      data === 'started' ? (clearTimeout(late), started()) : (resolve(data), worker.terminate());
    worker.onerror = (event) => (clearTimeout(late), reject(event), worker.terminate());
    worker.postMessage(job);
  });
  return { started: new Promise<void>((resolve) => (started = resolve)), games };
}

scope.onmessage = ({ data }) =>
  'soloStarts' in data
    ? (scope.postMessage('started'), scope.postMessage(playSoloJob(data)))
    : answerSolveMessage(
        data,
        (reply, transfer) => scope.postMessage(reply, transfer),
        scope.Worker && ((rules, starts) => playOnTwoThreads(rules, starts, soloWorker)),
      );
