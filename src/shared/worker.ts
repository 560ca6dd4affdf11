/** The solve service's vocabulary between the host and a solver thread: JSON-safe but the memo tables' typed arrays. */
import type { PanelModel } from './protocol';
import type { Problem, RulesJson, SolveResult, StrategyName } from '../core/result';
import type { MemoTables } from '../core/part2/memo';
import type { Played } from '../core/solve';

/** One solve for the results panel. The host has parsed the text and resolved the rules already. */
export interface SolveRequest {
  /** Starting positions in player order, from the host's one parse of this document version. */
  positions: number[];
  /** The resolved rules (valid; part 1's target as a decimal string). */
  rules: RulesJson;
  strategy: StrategyName;
  /** Run every strategy its estimate allows (the panel's "Run all strategies"). */
  compareAll: boolean;
  /** Refuse part 2 above this estimated cost (the diracDice.maxWork setting). */
  maxWork: number;
}

/** What a solver returns: the results the panel shows, or the problems that stopped it. */
export type SolveOutcome =
  ({ ok: true; result: SolveResult } & Pick<PanelModel, 'allPairs'>) | { ok: false; problems: Problem[] };

/** Host -> solver thread: a request to solve, or a game's memo tables to make (the explorer's); cancelling stops it. */
export type SolveMessage =
  { type: 'solve'; request: SolveRequest } | { type: 'tables'; positions: number[]; rules: RulesJson };

/** Solver thread -> host. */
export type SolverReply =
  | { type: 'outcome'; outcome: SolveOutcome }
  | { type: 'tables'; tables: MemoTables }
  /** A bug or an exhausted resource in the thread, not a problem with the input. */
  | { type: 'failed'; message: string };

/** Plays exact solo games (0-based starts) on threads of the host's own: a solver thread's helpers, where threads can be made. */
export type PlaySolos = (rules: RulesJson, starts: readonly number[]) => Promise<Played>;

/** What a solver needs of an AbortSignal, declared here so that src/shared stays free of DOM and Node types. */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** How the extension runs a solve: in process (src/app), in a Node worker or a Web Worker (src/extension). */
export interface Solver {
  solve(
    request: SolveRequest,
    /** Stops the solve part way (an AbortSignal: the same in the extension host, Node and browsers). */
    signal?: CancelSignal,
  ): Promise<SolveOutcome | 'cancelled'>;
  /** Whether a solve can be stopped part way (a thread can; in-process work cannot). */
  readonly canCancel: boolean;
  /** Solver threads running now (0 for in-process solvers). */
  readonly activeThreads: number;
  /** Stops every solver thread at once, as a crash would: their solves fail. Returns how many there were. */
  stopThreads(): number;
  dispose(): void;
}
