import type * as vscode from 'vscode';
import { estimateCost, makeGame, parseInput, resolveRules } from '../core';
import { solveForPanel, type SolveOutcome, type SolveRequest } from './solver';

/**
 * How the extension runs a solve. The rest of the extension sees only this: the Node build runs
 * big requests in a worker thread, the browser build runs everything in place (with the limits).
 */
export interface SolverClient {
  solve(request: SolveRequest, token?: vscode.CancellationToken): Promise<SolveOutcome | 'cancelled'>;
  /** Whether a request is big enough to deserve progress UI and a thread of its own. */
  isHeavy(request: SolveRequest): boolean;
  /** Worker threads running now. */
  readonly activeWorkers: number;
  /** Whether a solve can be stopped part way (a worker can; in-place work cannot). */
  readonly canCancel: boolean;
  dispose(): void;
}

/**
 * Above this estimated cost (steps of about a nanosecond) a solve leaves the extension host's
 * thread, and the CodeLens and hover skip their inline answers. The puzzle is about 30,000 steps
 * plus 300,000 for its heatmap; 5,000,000 is a Dirac target of about 60 for the panel (heatmap
 * included) and of about 150 for the CodeLens and hover (part 2 only).
 */
export const HEAVY_WORK = 5_000_000;

/** Requests whose estimate itself would cost more than this (board x target x moves) are heavy without estimating. */
const OBVIOUSLY_HEAVY = 1_000_000;

/**
 * The cost of a request in steps: part 1 (turns simulated until the deterministic state repeats,
 * at most players x die period x board), part 2 (estimateCost), and with `heatmap`, one solo game
 * per space for the all-pairs table.
 */
export function estimateWork(text: string, rulesInput: SolveRequest['rules'], heatmap: boolean): number {
  try {
    const rules = resolveRules(rulesInput);
    const moves = Math.min(rules.boardSize, rules.rollsPerTurn * (rules.diracSides - 1) + 1);
    if (rules.boardSize * rules.diracTarget * moves > OBVIOUSLY_HEAVY) return Infinity;
    const parsed = parseInput(text, rules.boardSize);
    const positions = parsed.ok ? parsed.input.positions : [1, 1];
    const players = positions.length;
    const diePeriod = rules.deterministicSides / gcd(players * rules.rollsPerTurn, rules.deterministicSides);
    const part1 =
      players * rules.rollsPerTurn * Math.min(diePeriod * (rules.boardSize + 1), Number(rules.target) * players);
    const steps = estimateCost(makeGame(positions, rules)).steps;
    return part1 + steps + (heatmap ? (rules.boardSize * steps) / new Set(positions).size : 0);
  } catch {
    return 0;
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Runs every request on the calling thread (the browser build, and small requests). */
export class InlineSolver implements SolverClient {
  async solve(request: SolveRequest): Promise<SolveOutcome> {
    return solveForPanel(request);
  }

  isHeavy(request: SolveRequest): boolean {
    // Comparing strategies, or a strategy other than per-player, can take seconds: never in place.
    if (request.compareAll || request.strategy !== 'per-player') return true;
    return estimateWork(request.text, request.rules, true) > HEAVY_WORK;
  }

  readonly activeWorkers = 0;
  readonly canCancel = false;

  dispose(): void {}
}
