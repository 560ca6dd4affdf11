import type { RulesJson } from '../core';
import type { MemoTables } from '../core/part2/memo';
import type { CancelSignal, SolveMessage, SolveOutcome, SolveRequest, Solver, SolverReply } from '../shared/worker';
import { answerSolveMessage } from './answerSolveMessage';

/** One solve on a thread of its own: a Node worker thread, or a Web Worker in the browser. */
export interface SolverThread {
  /** Sends the message; the thread's replies, and its death as a 'failed' reply, go to `onReply`. */
  start(message: SolveMessage, onReply: (reply: SolverReply) => void): void;
  /** Stops the thread at once (cancel, or after its answer). */
  stop(): void;
}

/** Where no thread can be made: a thread's job on this one, after a macrotask (what the caller sent goes out first). */
const thisThread: SolverThread = { start: (m, on) => void setTimeout(() => void answerSolveMessage(m, on)), stop() {} };

/**
 * Runs each request on a thread of its own, so the extension host stays responsive and cancelling
 * stops it at once. If `spawn` fails, requests run in process, within the limits.
 */
export class ThreadSolver implements Solver {
  private readonly running = new Set<SolverThread>();
  private threadsFailed = false;

  constructor(
    private readonly spawn: () => Promise<SolverThread>,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  get canCancel(): boolean {
    return !this.threadsFailed;
  }

  get activeThreads(): number {
    return this.running.size;
  }

  solve = (request: SolveRequest, signal?: CancelSignal) =>
    this.onThread<SolveOutcome>({ type: 'solve', request }, signal);

  tables = (positions: number[], rules: RulesJson, signal?: CancelSignal) =>
    this.onThread<MemoTables>({ type: 'tables', positions, rules }, signal);

  /** The message's answer (an outcome, or tables) from a thread stopped after it (this one where none can be made). */
  private async onThread<T>(message: SolveMessage, signal?: CancelSignal): Promise<T | 'cancelled'> {
    const thread = (await this.spawnOrNull()) ?? thisThread;
    if (signal?.aborted) return (thread.stop(), 'cancelled'); // cancelled before the thread started
    if (thread !== thisThread) this.running.add(thread);
    let onAbort: (() => void) | undefined;
    try {
      const cancelled = new Promise<'cancelled'>((resolve) => {
        onAbort = () => resolve('cancelled');
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      const answer = new Promise<T>((resolve, reject) =>
        thread.start(message, (reply) => {
          if (reply.type === 'failed') reject(new Error(reply.message));
          else resolve((reply.type === 'outcome' ? reply.outcome : reply.tables) as T);
        }),
      );
      return await Promise.race([answer, cancelled]);
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
      this.running.delete(thread);
      thread.stop();
    }
  }

  private async spawnOrNull(): Promise<SolverThread | null> {
    if (this.threadsFailed) return null;
    try {
      return await this.spawn();
    } catch (error) {
      this.threadsFailed = true;
      const reason = error instanceof Error ? error.message : String(error);
      this.log(`solver threads are not available here (${reason}); solving in process`);
      return null;
    }
  }

  stopThreads(): number {
    const count = this.running.size;
    for (const thread of this.running) thread.stop();
    this.running.clear();
    return count;
  }

  dispose(): void {
    this.stopThreads();
  }
}
