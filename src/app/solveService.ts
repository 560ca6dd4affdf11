/** Where a request runs, cancelling, and superseding: a result older than the newest solve is marked, never shown over it. */
import { HEAVY_WORK } from './policy';
import type { SolveOutcome, SolveRequest, Solver } from '../shared/worker';
import type { ThreadSolver } from './threadSolver';

/** The editor's side of a solve: progress UI, and the "a solve is under way" context. */
export interface SolveUi {
  /** Runs a heavy solve's `task` under progress UI (a notification, with Cancel where it can be cancelled). */
  withProgress<T>(label: string, cancellable: boolean, task: (signal: AbortSignal) => Promise<T>): Promise<T>;
  solvingChanged(solving: boolean): void;
}

export type ServiceResult =
  /** `ms`: the solve's wall time, from its start (a solve made ahead started earlier). */
  | { kind: 'outcome'; outcome: SolveOutcome; ms: number; superseded: boolean }
  | { kind: 'cancelled'; superseded: boolean }
  /** Not a problem with the input: a bug, or a solver thread that died. */
  | { kind: 'failed'; message: string; superseded: boolean };

/** Whether a request deserves progress UI and a thread of its own, on its estimated work (checkForPanel's): decided once per solve. */
export function isHeavy(request: SolveRequest, work: number): boolean {
  // Comparing strategies, or a strategy other than per-player, can take seconds: never in process.
  return request.compareAll || request.strategy !== 'per-player' || work > HEAVY_WORK;
}

/** The heavy side: solves, and the explorer's heavy memo tables, on threads of their own (ThreadSolver). */
export type HeavySolver = Solver & Pick<ThreadSolver, 'tables'>;

type Timed = { outcome: SolveOutcome | 'cancelled'; ms: number };

async function timed(solve: () => Promise<SolveOutcome | 'cancelled'>): Promise<Timed> {
  const started = globalThis.performance.now();
  const outcome = await solve();
  return { outcome, ms: globalThis.performance.now() - started };
}

/** A request's identity: equal keys, equal outcomes. */
const keyOf = (request: SolveRequest): string => JSON.stringify(request);

export class SolveService {
  /** Increases with every solve: a result that arrives after a newer solve started is superseded. */
  private generation = 0;
  private readonly running = new Set<AbortController>();
  /** A light request solved ahead of time, for the run that asks for it next. */
  private solvedAhead: { key: string; solving: Promise<Timed> } | undefined;
  /** Solves started ahead of time, and runs answered by one of them (the tests read these). */
  readonly solveAheadCounts = { started: 0, used: 0 };

  constructor(
    private readonly light: Solver,
    private readonly heavy: HeavySolver,
    private readonly ui: SolveUi,
  ) {}

  get activeThreads(): number {
    return this.heavy.activeThreads;
  }

  /** Solves a light request ahead of time (never a heavy one: a thread nobody asked for); one is kept, used once. */
  solveAhead(request: SolveRequest): void {
    const key = keyOf(request);
    if (this.solvedAhead?.key === key) return;
    const solving = timed(() => this.light.solve(request));
    solving.catch(() => {}); // a failure is reported by the run that takes it
    this.solvedAhead = { key, solving };
    this.solveAheadCounts.started++;
  }

  /** Runs a request: `heavy` on a thread under progress UI titled with `label`, else in process. */
  async run(request: SolveRequest, heavy: boolean, label: string): Promise<ServiceResult> {
    const generation = ++this.generation;
    const superseded = () => generation !== this.generation;
    const ahead = this.solvedAhead?.key === keyOf(request) ? this.solvedAhead.solving : undefined;
    this.solvedAhead = undefined;
    if (ahead) this.solveAheadCounts.used++;
    try {
      // A light solve ends in milliseconds on this thread: no progress UI, nothing to cancel.
      const { outcome, ms } = heavy
        ? await this.onThread(label, (threads, signal) => timed(() => threads.solve(request, signal)))
        : await (ahead ?? timed(() => this.light.solve(request)));
      return outcome === 'cancelled'
        ? { kind: 'cancelled', superseded: superseded() }
        : { kind: 'outcome', outcome, ms, superseded: superseded() };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { kind: 'failed', message, superseded: superseded() };
    }
  }

  /** Stops every solver thread as a crash would (fault tests, and a last resort); returns how many. */
  stopThreads(): number {
    return this.heavy.stopThreads();
  }

  /** Cancels every solve under way; returns how many there were. */
  cancelAll(): number {
    const count = this.running.size;
    for (const controller of this.running) controller.abort();
    return count;
  }

  /** Heavy work (a solve, the explorer's memo tables) on threads, under progress UI titled `label`; cancelAll stops it. */
  onThread<T>(label: string, task: (threads: HeavySolver, signal: AbortSignal) => Promise<T>): Promise<T> {
    return this.ui.withProgress(label, this.heavy.canCancel, async (outer) => {
      const controller = new AbortController();
      const forward = () => controller.abort();
      outer.addEventListener('abort', forward, { once: true });
      this.running.add(controller);
      this.ui.solvingChanged(true);
      try {
        return await task(this.heavy, controller.signal);
      } finally {
        outer.removeEventListener('abort', forward);
        this.running.delete(controller);
        this.ui.solvingChanged(this.running.size > 0);
      }
    });
  }

  dispose(): void {
    this.cancelAll();
    this.light.dispose();
    this.heavy.dispose();
  }
}
