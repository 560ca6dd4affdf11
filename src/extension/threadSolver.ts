import type * as vscode from 'vscode';
import type { SolveOutcome, SolveRequest } from './solver';
import { InlineSolver, type SolverClient } from './solverClient';

/** One solve on a thread of its own: a Node worker thread, or a Web Worker in the browser. */
export interface SolverThread {
  run(request: SolveRequest): Promise<SolveOutcome>;
  /** Stops the thread at once (cancel, or after its answer). */
  stop(): void;
}

/**
 * Small requests run in place; big ones on a thread of their own, made by `spawn`, so the
 * extension host stays responsive. Cancelling stops that thread at once; no thread outlives its
 * request. If threads cannot be made here (`spawn` fails), requests run in place, within the limits.
 */
export class ThreadSolver implements SolverClient {
  private readonly inline = new InlineSolver();
  private readonly running = new Set<SolverThread>();
  private threadsFailed = false;

  constructor(
    private readonly spawn: () => Promise<SolverThread>,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  get canCancel(): boolean {
    return !this.threadsFailed;
  }

  /** Threads running now (for tests: none once every request has ended). */
  get activeWorkers(): number {
    return this.running.size;
  }

  isHeavy(request: SolveRequest): boolean {
    return this.inline.isHeavy(request);
  }

  async solve(request: SolveRequest, token?: vscode.CancellationToken): Promise<SolveOutcome | 'cancelled'> {
    if (this.threadsFailed || !this.isHeavy(request)) return this.inline.solve(request);
    if (token?.isCancellationRequested) return 'cancelled';
    let thread: SolverThread;
    try {
      thread = await this.spawn();
    } catch (error) {
      this.threadsFailed = true;
      this.log(
        `solver threads are not available here (${error instanceof Error ? error.message : String(error)}); solving in place`,
      );
      return this.inline.solve(request);
    }
    this.running.add(thread);
    let listener: vscode.Disposable | undefined;
    try {
      const cancelled = new Promise<'cancelled'>((resolve) => {
        listener = token?.onCancellationRequested(() => resolve('cancelled'));
      });
      return await Promise.race([thread.run(request), cancelled]);
    } finally {
      listener?.dispose();
      this.running.delete(thread);
      thread.stop();
    }
  }

  dispose(): void {
    for (const thread of this.running) thread.stop();
    this.running.clear();
  }
}
