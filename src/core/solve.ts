import type { AllPairsResult, Part1Result, SolveResult } from './result';
import { DiracDiceError, usageError } from './errors';
import { allPairsWork, checkAllPairs, distinctMoves, estimateCost, part1Work, refuseBeforeWork } from './estimates';
import { ESTIMATE_WORK_LIMIT, LIMITS, REPLAY_TURN_LIMIT } from './limits';
import { planPart2, type Extra, type SolveOptions } from './options';
import { playDeterministic, type Part1Outcome } from './part1';
import { allPairs } from './part2/allPairs';
import { makeGame, type DiracGame, type ExactSolo } from './game';
import { checkPositions, parseInput, startsOf } from './parse';
import { checkResolvedRules, resolveRules, rulesToJson, type Rules } from './rules';
import { checkOptions, checkText } from './validate';
import { now, solvePlanned } from './solvePart2';
import { shareOf } from './share';
import { startsForThreads } from './part2/perPlayer';

export type { Part2Options, SolveOptions } from './options';

/** Part 1, timed; with `include: ['replay']` the same play records the scores per turn. */
function part1(positions: readonly number[], rules: Rules, options: { include?: readonly Extra[] }): Part1Result {
  const t0 = now();
  const replayTurns = options.include?.includes('replay') ? REPLAY_TURN_LIMIT : 0;
  // The outcome itself gets its time: no copy of its fields.
  const played: Part1Outcome & { timeMs?: number } = playDeterministic(positions, rules, { replayTurns });
  played.timeMs = now() - t0;
  return played as Part1Result;
}

/** The library's defensive door: text in, a JSON-safe result out, or DiracDiceError ('input', 'rules', 'limit', 'usage'). */
export function solve(text: string, options?: SolveOptions): SolveResult {
  return solvePlayed(text, options);
}

/** solve() with the exact solo games a host played on its threads (the CLI's): see soloThreadStarts. */
export function solvePlayed(text: string, options: SolveOptions = {}, played?: Played): SolveResult {
  const checked = checkOptions('solve', options);
  const rules = resolveRules(checked.rules);
  if (!checked.positions) checkText('solve', text);
  const positions = startsOf('solve: options.positions', checked.positions ?? text, rules);
  return solvePrepared(prepare(positions, rules, checked, false), played).result;
}

/** Exact solo games a host played on its threads (playExactSolo), by 0-based start: the solve uses them instead of playing them. */
export type Played = ReadonlyMap<number, ExactSolo>;

/**
 * The 0-based starts whose exact solo games a solve of this text and these options would play, when
 * each is worth a thread of its own (startsForThreads); none when the request is small, refused or
 * wrong (solve says why). A host plays them with playExactSolo and passes them as `played`.
 */
export function soloThreadStarts(text: string, options: SolveOptions = {}): number[] {
  try {
    if (!(options.parts ?? [1, 2]).includes(2)) return [];
    const rules = resolveRules(options.rules);
    const parsed = options.positions ? null : parseInput(text, rules);
    const positions = options.positions ?? (parsed?.ok ? parsed.input.positions : null);
    if (!positions) return [];
    checkPositions('soloThreadStarts', positions, rules);
    const game = makeGame(positions, rules);
    refuseBeforeWork(game, options.strategy ?? 'per-player', options.maxWork ?? LIMITS.maxWork);
    return startsForThreads(game, options.maxWork ?? LIMITS.maxWork);
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

/** A checked request: its estimated work; what solveRequest solves is kept out of the caller's reach (requests). */
export interface CheckedRequest {
  /** The request's estimated steps (a fraction of a ns each on a big request, bench:worst); Infinity when the estimate itself is over ESTIMATE_WORK_LIMIT. */
  readonly work: number;
}

/** A request on checked positions and resolved rules, with its one game (null for part 1 alone). */
interface Prepared {
  positions: readonly number[];
  rules: Rules;
  options: SolveOptions;
  withPairs: boolean;
  game: DiracGame | null;
}

/** What each CheckedRequest stands for: a caller can neither forge one nor change what it solves. */
const requests = new WeakMap<CheckedRequest, Prepared>();
export const preparedOf = (request: CheckedRequest): Readonly<Prepared> | undefined => requests.get(request);

/**
 * The extension's checked entry, on rules resolved once: one game and one estimate serve the heavy
 * decision and the solve. `withPairs`: the start-pairs table too (the panel's), in the work and the answers.
 * What part 2 would refuse is refused here, before any thread or solve starts (where estimating is cheap).
 */
export function checkRequest(
  positions: readonly number[],
  rules: Rules,
  options: SolveOptions,
  withPairs: boolean,
): CheckedRequest {
  const checked = checkOptions('checkRequest', options);
  const resolved = checkResolvedRules('checkRequest', rules);
  checkPositions('checkRequest', positions, resolved);
  if (typeof withPairs !== 'boolean') throw usageError('checkRequest', 'withPairs must be true or false', withPairs);
  const prepared = prepare([...positions], resolved, checked, withPairs);
  const work = workOf(prepared);
  const { strategy, maxWork } = planPart2(checked);
  if (prepared.game && (checked.parts ?? [1, 2]).includes(2) && work < Infinity)
    refuseBeforeWork(prepared.game, strategy, maxWork);
  const request = Object.freeze({ work });
  requests.set(request, prepared);
  return request;
}

function prepare(positions: readonly number[], rules: Rules, options: SolveOptions, withPairs: boolean): Prepared {
  const parts = options.parts ?? [1, 2];
  const game = parts.includes(2) || withPairs ? makeGame(positions, rules) : null;
  return { positions, rules, options, withPairs, game };
}

/** A checked request's answers; the table's refusal (over ALL_PAIRS_WORK) gives a null table. Throws DiracDiceError as solve() does. */
export function solveRequest(request: CheckedRequest): Solved {
  return solveChecked(request);
}

/** solveRequest() with the exact solo games a host played on its threads (the panel's solver). */
export function solveChecked(request: CheckedRequest, played?: Played): Solved {
  const prepared = requests.get(request);
  if (!prepared) throw usageError('solveRequest', 'expected a request checkRequest returned', request);
  return solvePrepared(prepared, played);
}

function solvePrepared(request: Prepared, played?: Played): Solved {
  const { positions, rules, options, game } = request;
  for (const [start, solo] of played ?? []) if (game) game.exactSolos[start] = solo;
  const parts = options.parts ?? [1, 2];
  const result: SolveResult = {
    players: [...positions],
    rules: rulesToJson(rules),
    part1: parts.includes(1) ? part1(positions, rules, options) : null,
    part2: game && parts.includes(2) ? solvePlanned(game, rules, planPart2(options)) : null,
  };
  if (!game || !request.withPairs) return { result, allPairs: null };
  try {
    checkAllPairs(game);
  } catch (error) {
    if (error instanceof DiracDiceError && error.kind === 'limit') return { result, allPairs: null };
    throw error;
  }
  return { result, allPairs: pairsOf(game) };
}

/** The work checkRequest records: part 1's turns, part 2's estimated steps, the table's. */
function workOf({ positions, rules, options, withPairs, game }: Prepared): number {
  if (game && rules.boardSize * rules.diracTarget * distinctMoves(rules) > ESTIMATE_WORK_LIMIT) return Infinity;
  const parts = options.parts ?? [1, 2];
  let work = parts.includes(1) ? part1Work(positions.length, rules) : 0;
  if (game && parts.includes(2)) work += estimateCost(game).steps;
  if (game && withPairs) work += allPairsWork(game);
  return work;
}

/** Part 2 for every start pair of players 1 and 2, refused before any solving over its limits (checkAllPairs). */
export function solveAllPairs(
  positions: readonly number[],
  rules: Rules,
  options: { maxWork?: number } = {},
): AllPairsResult {
  const { maxWork } = checkOptions('solveAllPairs', options);
  const resolved = checkResolvedRules('solveAllPairs', rules);
  checkPositions('solveAllPairs', positions, resolved);
  const game = makeGame(positions, resolved);
  checkAllPairs(game, maxWork);
  return pairsOf(game);
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
