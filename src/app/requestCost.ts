/**
 * Which requests are heavy: the policy that sends a solve to a thread of its own and keeps the
 * CodeLens and hover from answering inline.
 */
import { estimateCost, makeGame, type Rules } from '../core';

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
export function estimateWork(positions: readonly number[], rules: Rules, heatmap: boolean): number {
  const moves = Math.min(rules.boardSize, rules.rollsPerTurn * (rules.diracSides - 1) + 1);
  if (rules.boardSize * rules.diracTarget * moves > OBVIOUSLY_HEAVY) return Infinity;
  const players = positions.length;
  const diePeriod = rules.deterministicSides / gcd(players * rules.rollsPerTurn, rules.deterministicSides);
  const part1 =
    players * rules.rollsPerTurn * Math.min(diePeriod * (rules.boardSize + 1), Number(rules.target) * players);
  const steps = estimateCost(makeGame(positions, rules)).steps;
  return part1 + steps + (heatmap ? (rules.boardSize * steps) / new Set(positions).size : 0);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
