/** The shapes the core returns (the CLI's JSON, the panel's model): JSON-safe, counts past 2^53 as decimal strings. */
import type { MessageArg, MessageId } from './messages';
import type { Rules } from './ruleTable';

/** Names of the part 2 strategies the core can run. */
export const STRATEGY_NAMES = ['per-player', 'memo', 'frontier', 'weighted', 'naive'] as const;
export type StrategyName = (typeof STRATEGY_NAMES)[number];

/** A problem found in the input text or the rules. Lines and columns are 1-based; endColumn is exclusive. */
export interface Problem {
  code: ProblemCode;
  /** In English: CORE_MESSAGES[messageId] filled with args (numbers grouped as in en-US). */
  message: string;
  /** The template and its arguments, for another language; absent on a wrong call of the library (for developers). */
  messageId?: MessageId;
  args?: MessageArg[];
  /** Problems in the input text. */
  line?: number;
  column?: number;
  endColumn?: number;
  /** Problems in the rules: which rule (e.g. "boardSize"). */
  rule?: string;
}

export type ProblemCode =
  | 'empty-input'
  | 'input-too-large'
  | 'expected-player-line'
  | 'bad-player-number'
  | 'wrong-player-order'
  | 'duplicate-player'
  | 'missing-player'
  | 'too-many-players'
  | 'bad-position'
  | 'position-out-of-range'
  | 'extra-text'
  | 'invalid-rule'
  | 'too-expensive'
  /** An answer typed to be checked (parseAnswer). */
  | 'invalid-answer'
  /** A wrong call of the library. */
  | 'invalid-argument'
  /** The last problem of a capped list: how many more were left out. */
  | 'more-problems';

/** The rules as shown in a result, one field per row of the rule table (part 1 target as a decimal string: it may pass 2^53). */
export type RulesJson = { [K in keyof Rules]: Rules[K] extends bigint ? string : number };

export interface RollFrequency {
  sum: number;
  /** Roll sequences giving this sum. */
  ways: string;
}

export interface Part1Result {
  /** Losing score times the number of rolls (with more than 2 players: the lowest score). */
  answer: string;
  /** 1-based number of the winning player. */
  winner: number;
  /** 1-based number of the player whose score enters the answer: the lowest non-winner (the first on a tie). */
  loser: number;
  /** Final scores in player order. */
  scores: string[];
  rolls: string;
  /** Turns played (one turn = one player's rolls). */
  turns: string;
  /** Whole cycles of the deterministic state that were skipped instead of simulated. */
  skippedCycles: string;
  /** scores[p][t]: player p+1's score after its turn t+1; only for `include: ['replay']`, null past REPLAY_TURN_LIMIT turns. */
  replay: { scores: number[][] } | null;
  timeMs: number;
}

export interface MemoStats {
  /** States stored in the memo (= misses). */
  entries: number;
  calls: number;
  hits: number;
  misses: number;
  /** Size of the state space the memo indexes: board^players x target^players. */
  stateBound: number;
}

export interface StrategyRun {
  strategy: StrategyName;
  timeMs: number;
  /** Game states (or per-player states) the strategy visited. */
  statesTouched: number;
  /** Win counts found by this strategy, in player order. */
  wins: string[];
}

export interface Part2Result {
  /** The largest win count. */
  answer: string;
  /** Strategy whose counts are reported. */
  strategy: StrategyName;
  wins: string[];
  /** 1-based number of the player who wins in more universes (lowest number on a tie). */
  winner: number;
  /** Who is ahead, exactly, ties told apart. */
  ahead: Ahead;
  /** Each player's share of all universes, 0..1, rounded down to millionths (shareOf). */
  shares: number[];
  /** Sum of all win counts. */
  totalUniverses: string;
  rollFrequencies: RollFrequency[];
  /** Stats of the memo; null unless it ran (as the strategy, compared, or for 'memoStats' where it is cheap). */
  memo: MemoStats | null;
  /** wins[p][t]: universes in which player p wins on its turn t+1; null unless asked for ('winsByTurn'). */
  byTurn: { wins: string[][] } | null;
  /** Each player's exact probability of winning, the game-length distribution; null unless asked for ('probabilities'). */
  probability: Probabilities | null;
  /** How the per-player method makes the counts: each player's solo game; null unless asked for ('composition'). */
  composition: Composition | null;
  /** Every strategy that ran, in order; all of them agreed (the solver checks). */
  runs: StrategyRun[];
  /** Strategies asked for but refused by their cost estimate: the reason in English, and as a problem (code too-expensive). */
  refused: { strategy: StrategyName; reason: string; problem: Problem }[];
  timeMs: number;
}

/** Who is ahead: 1-based players, null where two or more tie for the top. */
export interface Ahead {
  /** The player who wins in the most universes. */
  universes: number | null;
  /** The player most likely to win (universes weighted by their probability); null also when the probabilities were not asked for. */
  probability: number | null;
}

/**
 * solo[p]: player p+1 alone, wins[t] first reaching the target on turn t, alive[t] still below it. Player p
 * wins on turn t in wins_p[t] x (alive_q[t] for every q before p) x (alive_q[t - 1] for every q after p) universes.
 */
export interface Composition {
  solo: { wins: string[]; alive: string[] }[];
}

/** An exact fraction, reduced, as decimal strings, with its value as a double for display. */
export interface Fraction {
  numerator: string;
  denominator: string;
  value: number;
}

export interface GameLength {
  /** Moves played in all (one move = one player's turn), 1-based. */
  moves: number;
  /** The player who wins on that move (1-based): with n players, move k is player ((k - 1) mod n) + 1's. */
  winner: number;
  probability: Fraction;
}

/** Who is really more likely to win: universes weighted by their probability (see src/core/probability.ts). */
export interface Probabilities {
  /** P(player p wins), in player order. They sum to exactly 1. */
  win: Fraction[];
  /** P(the game ends on move k), for every k that can end it. */
  length: GameLength[];
  expectedMoves: Fraction;
  expectedRolls: Fraction;
}

export interface SolveResult {
  /** Starting positions in player order (1-based spaces). */
  players: number[];
  rules: RulesJson;
  part1: Part1Result | null;
  part2: Part2Result | null;
}

export interface AllPairsCell {
  wins: string[];
  /** Player 1's share of all universes, 0..1. */
  share: number;
  /** Player 1's probability of winning, 0..1 (universes weighted by their probability, as part2.probability). */
  probability: number;
}

/** Part 2 for every pair of starting spaces of players 1 and 2 (the heatmap's data). */
export interface AllPairsResult {
  board: number;
  /** cells[a][b]: player 1 on space a+1, player 2 on b+1. */
  cells: AllPairsCell[][];
  timeMs: number;
}
