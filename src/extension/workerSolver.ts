import * as vscode from 'vscode';
import { Worker } from 'node:worker_threads';
import type { SolveOutcome, SolveRequest } from './solver';
import { InlineSolver, type SolverClient } from './solverClient';

/**
 * The Node build's solver: small requests run in place, big ones in a worker thread of their
 * own (dist/worker.js), so the extension host stays responsive. Cancelling terminates that
 * worker at once; no worker outlives its request.
 */
export class WorkerSolver implements SolverClient {
  private readonly inline = new InlineSolver();
  private readonly running = new Set<Worker>();

  constructor(private readonly extensionUri: vscode.Uri) {}

  isHeavy(request: SolveRequest): boolean {
    return this.inline.isHeavy(request);
  }

  /** Worker threads alive now (for tests: none once every request has ended). */
  readonly canCancel = true;

  get activeWorkers(): number {
    return this.running.size;
  }

  solve(request: SolveRequest, token?: vscode.CancellationToken): Promise<SolveOutcome | 'cancelled'> {
    if (!this.isHeavy(request)) return this.inline.solve(request);
    if (token?.isCancellationRequested) return Promise.resolve('cancelled');
    const script = vscode.Uri.joinPath(this.extensionUri, 'dist', 'worker.js').fsPath;
    // A memory cap per worker: a runaway request fails instead of exhausting the machine.
    const worker = new Worker(script, { resourceLimits: { maxOldGenerationSizeMb: 2048 } });
    this.running.add(worker);
    return new Promise((resolve, reject) => {
      let settled = false;
      const finish = (value: SolveOutcome | 'cancelled' | Error) => {
        if (settled) return;
        settled = true;
        listener?.dispose();
        this.running.delete(worker);
        void worker.terminate();
        if (value instanceof Error) reject(value);
        else resolve(value);
      };
      const listener = token?.onCancellationRequested(() => finish('cancelled'));
      worker.once('message', (outcome: SolveOutcome) => finish(outcome));
      worker.once('error', (error) => finish(error));
      worker.once('exit', (code) => finish(new Error(`the solver worker stopped (exit code ${code})`)));
      worker.postMessage(request);
    });
  }

  dispose(): void {
    for (const worker of this.running) void worker.terminate();
    this.running.clear();
  }
}
