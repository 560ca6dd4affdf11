import type { AllPairsResult, Part1Result, SolveResult } from './result';
import { DiracDiceError } from './errors';
import { allPairsWork, checkAllPairs, distinctMoves, estimateCost, part1Work } from './estimates';
import { ESTIMATE_WORK_LIMIT, LIMITS, REPLAY_TURN_LIMIT } from './limits';
import { planPart2, type Extra, type SolveOptions } from './options';
import { playDeterministic } from './part1';
import { allPairs } from './part2/allPairs';
import { makeGame, type DiracGame, type ExactSolo } from './game';
import { checkPositions, parseInput, type ParsedInput } from './parse';
import { checkResolvedRules, resolveRules, rulesToJson, type Rules, type RulesInput } from './rules';
import { checkOptions, checkText, usageError } from './validate';
import { now, solvePlanned } from './solvePart2';
import { shareOf } from './share';
import { startsForThreads } from './part2/perPlayer';

export { runStrategy, solvePart2 } from './solvePart2';
export { shareOf } from './share';
export type { Extra, Part2Options, SolveOptions } from './options';

/** Part 1, timed; with `include: ['replay']` the same play records the scores per turn. */
export function solvePart1(
  positions: readonly number[],
  rules: Rules,
  options: { include?: readonly Extra[] } = {},
): Part1Result {
  checkOptions('solvePart1', options);
  const resolved = checkResolvedRules('solvePart1', rules);
  checkPositions('solvePart1', positions, resolved);
  return part1(positions, resolved, options);
}

function part1(positions: readonly number[], rules: Rules, options: { include?: readonly Extra[] }): Part1Result {
  const t0 = now();
  const replayTurns = options.include?.includes('replay') ? REPLAY_TURN_LIMIT : 0;
  const o = playDeterministic(positions, rules, { replayTurns });
  return {
    answer: o.answer,
    winner: o.winner,
    loser: o.loser,
    scores: o.scores,
    rolls: o.rolls,
    turns: o.turns,
    skippedCycles: o.skippedCycles,
    replay: o.replay,
    timeMs: now() - t0,
  };
}

/**
 * The one entry point: input text (and options) in, a JSON-safe result out. Throws
 * DiracDiceError for bad input ('input'), bad rules ('rules') or a refused request ('limit').
 * With no options: both answers by the per-player strategy and nothing else.
 */
export function solve(text: string, options: SolveOptions = {}, played?: Played): SolveResult {
  checkOptions('solve', options);
  const rules = resolveRules(options.rules);
  if (options.positions) {
    checkPositions('solve: options.positions', options.positions, rules);
    return solveChecked(options.positions, rules, options, false, played).result;
  }
  checkText('solve', text);
  const parsed = parseInput(text, rules);
  if (!parsed.ok) throw new DiracDiceError('input', parsed.problems);
  return solveChecked(parsed.input.positions, rules, options, false, played).result;
}

/** Exact solo games a host played on its threads (playExactSolo), by 0-based start: the solve uses them instead of playing them. */
export type Played = ReadonlyMap<number, ExactSolo>;

/**
 * The 0-based starts whose exact solo games a solve of this text and these options would play,
 * when each is worth a thread of its own (startsForThreads); none when the request is small,
 * refused or wrong (solve says why). A host plays them with playExactSolo and passes them to solve
 * or solveRequest as `played`.
 */
export function soloThreadStarts(text: string, options: SolveOptions = {}): number[] {
  try {
    if (!(options.parts ?? [1, 2]).includes(2)) return [];
    const rules = resolveRules(options.rules);
    const parsed = options.positions ? null : parseInput(text, rules);
    const positions = options.positions ?? (parsed?.ok ? parsed.input.positions : null);
    if (!positions) return [];
    checkPositions('soloThreadStarts', positions, rules);
    return startsForThreads(makeGame(positions, rules), options.maxWork ?? LIMITS.maxWork);
  } catch (error) {
    if (error instanceof DiracDiceError) return [];
    throw error;
  }
}

/** A whole request's answers: solve()'s result, and the start-pairs table (null where not asked for or refused as too costly). */
export interface Solved {
  result: SolveResult;
  allPairs: AllPairsResult | null;
}

/**
 * The checked entry of the extension's solver: the rules are resolved and the positions checked
 * once, then one game, with one cost estimate and one table of solo games, serves part 2 and the
 * start-pairs table. Throws DiracDiceError as solve() does; the table's refusal (over ALL_PAIRS_WORK) gives a null table.
 */
export function solveRequest(
  positions: readonly number[],
  rules: RulesInput,
  options: SolveOptions,
  played?: Played,
): Solved {
  checkOptions('solveRequest', options);
  const resolved = resolveRules(rules);
  checkPositions('solveRequest', positions, resolved);
  return solveChecked(positions, resolved, options, true, played);
}

/**
 * solve() for a caller that already holds the parsed input and resolved rules (a parsed document):
 * nothing is parsed again. The positions are checked against these rules' board; options.positions is not read.
 */
export function solveParsed(input: ParsedInput, rules: Rules, options: SolveOptions = {}): SolveResult {
  checkOptions('solveParsed', options);
  const resolved = checkResolvedRules('solveParsed', rules);
  if (typeof input !== 'object' || input === null) throw usageError('solveParsed', 'expected a parsed input', input);
  checkPositions('solveParsed: input.positions', input.positions, resolved);
  return solveChecked(input.positions, resolved, options, false).result;
}

/** Everything a request asks for, on positions and rules already checked: one game for part 2 and the table. */
function solveChecked(
  positions: readonly number[],
  rules: Rules,
  options: SolveOptions,
  withPairs: boolean,
  played?: Played,
): Solved {
  const parts = options.parts ?? [1, 2];
  const game = parts.includes(2) || withPairs ? makeGame(positions, rules) : null;
  for (const [start, solo] of played ?? []) if (game) game.exactSolos[start] = solo;
  const result: SolveResult = {
    players: [...positions],
    rules: rulesToJson(rules),
    part1: parts.includes(1) ? part1(positions, rules, options) : null,
    part2: game && parts.includes(2) ? solvePlanned(game, rules, planPart2(options)) : null,
  };
  if (!game || !withPairs) return { result, allPairs: null };
  try {
    checkAllPairs(rules);
  } catch (error) {
    if (error instanceof DiracDiceError && error.kind === 'limit') return { result, allPairs: null };
    throw error;
  }
  return { result, allPairs: pairsOf(game) };
}

/** What a request asks for, for its estimate. */
export interface WorkRequest {
  /** Default both. */
  parts?: readonly (1 | 2)[];
  /** The all-pairs table too. */
  allPairs?: boolean;
}

/**
 * The estimated cost in steps (about a nanosecond each) of a whole request on parsed positions
 * and resolved rules: part 1, part 2 by per-player, and the all-pairs table when asked. Infinity
 * when even the estimate would be costly (board x target x moves over ESTIMATE_WORK_LIMIT).
 * The extension compares it with its HEAVY_WORK to decide where a request runs.
 */
export function estimateWork(positions: readonly number[], rules: Rules, request: WorkRequest = {}): number {
  // Plain JavaScript callers: the same checks as solve's (DiracDiceError, never a TypeError).
  const resolved = checkResolvedRules('estimateWork', rules);
  checkPositions('estimateWork', positions, resolved);
  const { parts, allPairs } = checkRequest(request);
  const part2 = parts.includes(2) || allPairs;
  if (part2 && resolved.boardSize * resolved.diracTarget * distinctMoves(resolved) > ESTIMATE_WORK_LIMIT)
    return Infinity;
  let work = parts.includes(1) ? part1Work(positions.length, resolved) : 0;
  if (parts.includes(2)) work += estimateCost(makeGame(positions, resolved)).steps;
  if (allPairs) work += allPairsWork(resolved);
  return work;
}

/** estimateWork's request, checked: parts a non-empty list of 1 and/or 2 (default both), allPairs a boolean. */
function checkRequest(request: unknown): { parts: readonly (1 | 2)[]; allPairs: boolean } {
  if (request === undefined) return { parts: [1, 2], allPairs: false };
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    throw usageError('estimateWork', 'the request must be an object, e.g. { parts: [2], allPairs: true }', request);
  const { parts, allPairs } = request as { parts?: unknown; allPairs?: unknown };
  if (parts !== undefined && (!Array.isArray(parts) || parts.length === 0 || parts.some((p) => p !== 1 && p !== 2)))
    throw usageError('estimateWork: request.parts', 'expected a non-empty list of parts, 1 and/or 2', parts);
  if (allPairs !== undefined && typeof allPairs !== 'boolean')
    throw usageError('estimateWork: request.allPairs', 'expected true or false', allPairs);
  return { parts: (parts as (1 | 2)[] | undefined) ?? [1, 2], allPairs: allPairs === true };
}

/**
 * Part 2 for every pair of starting spaces of players 1 and 2 (others keep theirs). Refused
 * before any solving on a board over ALL_PAIRS_BOARD_LIMIT, or when its estimated cost is over
 * `maxWork` (default ALL_PAIRS_WORK).
 */
export function solveAllPairs(
  positions: readonly number[],
  rules: Rules,
  options: { maxWork?: number } = {},
): AllPairsResult {
  checkOptions('solveAllPairs', options);
  const resolved = checkResolvedRules('solveAllPairs', rules);
  checkPositions('solveAllPairs', positions, resolved);
  checkAllPairs(resolved, options.maxWork);
  return pairsOf(makeGame(positions, resolved));
}

/** The start-pairs table of a game whose cost was checked. */
function pairsOf(game: DiracGame): AllPairsResult {
  const t0 = now();
  const table = allPairs(game);
  const cells = table.wins.map((row, a) =>
    row.map((wins, b) => {
      const total = wins.reduce((x, y) => x + y, 0n);
      const probability = table.probability[a]?.[b] ?? 0;
      return { wins: wins.map(String), share: shareOf(wins[0] ?? 0n, total), probability };
    }),
  );
  return { board: table.board, cells, timeMs: now() - t0 };
}
