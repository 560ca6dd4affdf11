/**
 * The explorer: a game's states one at a time, every count read from the one memo (memoTables, no
 * second recursion). A state's wins are its children's: one child per roll sum, so that wins = Σ
 * ways x child wins, a winning move counting its one universe for the mover. The universes that
 * reach a state are another quantity, a forward count per player (the dice are independent: a
 * state's reach on a turn is the product of each player's alone), counted only as far as a turn asked for.
 */
import { DiracDiceError, showValue, usageError } from './errors';
import { longestTurns, stateNeed } from './estimates';
import { fromResidues } from './exact';
import { makeGame, type DiracGame } from './game';
import { MEMO_STATE_LIMIT, MEMO_WORK_LIMIT } from './limits';
import { coreMessage, type MessageArg, type MessageId } from './messages';
import { startsOf } from './parse';
import { memoTables, type MemoTables } from './part2/memo';
import { BIGINTS, combine, exactSoloOf } from './part2/perPlayer';
import { ratio } from './probability';
import { resolveRules, type Rules, type RulesInput } from './rules';

/** A moment of the game (JSON-safe): 1-based spaces, the scores, the 1-based player to move. The start: scores 0, player 1 to move. */
export interface GameState {
  positions: number[];
  scores: number[];
  toMove: number;
}

/** One roll sum from a state: its ways; the state it leads to (null when the move wins) and the wins from there. */
interface ExploredChild {
  sum: number;
  ways: bigint;
  won: boolean;
  state: GameState | null;
  /** A winning move: 1 for the mover, 0 for the others (its one universe per way). */
  wins: bigint[];
}

export interface ExploredState {
  state: GameState;
  /** The moves played before it, each way it can be reached (0: the start); ascending, never empty. */
  turns: number[];
  /** Universes from this state that each player wins: Σ over the children of ways x child wins. */
  wins: bigint[];
  /** Universes that pass through this state, over all its turns. */
  reach: bigint;
  /** The chance that a game from the start passes through this state. */
  probability: number;
  children: ExploredChild[];
}

/** One turn of the game: `turn` moves played, player `toMove` to move. */
export interface TurnRow {
  turn: number;
  toMove: number;
  /** States the game can be in (those statesOnTurn lists). */
  states: number;
  /** Universes still playing, each in one of those states. */
  playing: bigint;
  /** Universes each player wins with this turn's move (only the mover's is not 0). */
  wins: bigint[];
}

/** A step of a path: from `state`, the roll `sum`; a path ends with the step whose move wins. */
interface PathStep {
  state: GameState;
  sum: number;
}

export interface Explorer {
  readonly rules: Rules;
  readonly start: GameState;
  /** Every roll sum and its ways, the children's order. */
  readonly rolls: readonly { sum: number; ways: bigint }[];
  /** A state's numbers and children; DiracDiceError 'usage' for a malformed or unreachable state. */
  state(state: GameState): ExploredState;
  /** The game turn by turn, until no universe is still playing. */
  byTurn(): TurnRow[];
  /** The states on a turn, likeliest first, at most `limit`. */
  statesOnTurn(turn: number, limit?: number): GameState[];
  /** From `from` (default the start): each step the likeliest roll (the most ways; the smaller sum on a tie), until a win. */
  likeliestPath(from?: GameState): PathStep[];
  /** From `from`: each step a roll after which the mover can play longest (ties: the most ways), so the game lasts longest. */
  longestGame(from?: GameState): PathStep[];
  /** The roll sums of the likeliest game (the most universes) from the start to `state`, on its first turn. */
  likeliestPathTo(state: GameState): number[];
}

/** "P1,S1,P2,S2,...,T": a state as the command line and a person type it. */
export function stateKey(state: GameState): string {
  return [...state.positions.flatMap((p, i) => [p, state.scores[i]]), state.toMove].join(',');
}

/** The state a key spells (whole numbers only; explorer.state checks the rest), or null. */
export function stateOfKey(key: string): GameState | null {
  const fields = key.split(',').map((f) => f.trim());
  if (fields.length < 3 || fields.length % 2 === 0 || !fields.every((f) => /^[0-9]{1,9}$/.test(f))) return null;
  const values = fields.map(Number);
  const pairs = values.slice(0, -1);
  return {
    positions: pairs.filter((_, i) => i % 2 === 0),
    scores: pairs.filter((_, i) => i % 2 === 1),
    toMove: values[values.length - 1] as number,
  };
}

const problem = (kind: 'usage' | 'limit', id: MessageId, ...args: MessageArg[]): DiracDiceError =>
  new DiracDiceError(kind, [
    { code: kind === 'usage' ? 'invalid-argument' : 'too-expensive', ...coreMessage(id, ...args) },
  ]);

/** Refuses rules the memo refuses (its check), naming the largest Dirac target it takes (the need grows with it). */
export function checkExplorable(positions: readonly number[], rules: Rules): void {
  const need = (diracTarget: number) => stateNeed(makeGame(positions, { ...rules, diracTarget }), 'memo');
  const { states, work, over } = need(rules.diracTarget);
  if (!over) return;
  let [fits, fails] = [0, rules.diracTarget];
  while (fails - fits > 1) {
    const mid = (fits + fails) >> 1;
    if (need(mid).over) fails = mid;
    else fits = mid;
  }
  const args = [states, work.toExponential(1), MEMO_STATE_LIMIT, MEMO_WORK_LIMIT.toExponential(1)];
  if (fits > 0) throw problem('limit', 'exploreTooBig', ...args, fits);
  throw problem('limit', 'exploreTooBigAnyTarget', ...args);
}

/**
 * An explorer of the game from `input` (a puzzle text or the 1-based starts) under `rules`, reading
 * `tables` when given (memoTables of the same game, made elsewhere: on another thread). DiracDiceError
 * as solve() gives for the input and rules, or 'limit' where the memo refuses (checkExplorable).
 */
export function explore(input: string | readonly number[], rules: RulesInput = {}, tables?: MemoTables): Explorer {
  const resolved = resolveRules(rules);
  const positions = [...startsOf('explore', input, resolved)];
  checkExplorable(positions, resolved);
  const game = makeGame(positions, resolved);
  return explorerOf(game, resolved, tables ?? memoTables(game));
}

function explorerOf(game: DiracGame, rules: Rules, memo: MemoTables): Explorer {
  const { board, target } = game;
  const n = game.starts.length;
  const cells = board * target;
  const { alone } = memo;
  // The plain doubles when exact, else the residues per prime (CRT).
  const residues = memo.passes.map((p) => p.values);
  const moduli = memo.passes.map((p) => BigInt(p.mod));
  const count = (i: number): bigint =>
    moduli[0] === 0n ? BigInt(residues[0]?.[i] as number) : fromResidues(residues, moduli, i);
  const rolls = game.frequencies.map((f) => ({ sum: f.sum, ways: BigInt(f.ways) }));
  const total = game.moves.total;
  const start: GameState = { positions: game.starts.map((s) => s + 1), scores: game.starts.map(() => 0), toMove: 1 };
  /** Turns player p has had when `mover` moves in round r. */
  const had = (p: number, mover: number, r: number): number => r + (p < mover ? 1 : 0);

  /** The wins from the state of these cells, mover m, in player order: the memo packs it mover first. */
  const winsOf = (at: number[], m: number): bigint[] => {
    let packed = 0;
    for (let i = n - 1; i >= 0; i--) packed = packed * cells + (at[(m + i) % n] as number);
    return at.map((_, p) => count((memo.slots[packed] as number) * n + ((p - m + n) % n)));
  };
  const stateOf = (at: number[], m: number): GameState => ({
    positions: at.map((c) => Math.floor(c / target) + 1),
    scores: at.map((c) => c % target),
    toMove: m + 1,
  });
  /** Each roll's cell for the mover, or -1 when it wins (the rule of the game: land, score the space). */
  const moves = (cell: number): number[] =>
    rolls.map(({ sum }) => {
      const to = (Math.floor(cell / target) + sum) % board;
      const score = (cell % target) + to + 1;
      return score >= target ? -1 : to * target + score;
    });

  /** A state checked: its cells, mover, turns, and for each player the index of its cell in its list per turn count. */
  const check = (s: unknown) => {
    const st = s as Partial<GameState> | null;
    const ok = (a: unknown): a is unknown[] => Array.isArray(a) && a.length === n;
    const m = typeof st?.toMove === 'number' ? st.toMove - 1 : -1;
    if (!ok(st?.positions) || !ok(st?.scores) || !Number.isInteger(m) || m < 0 || m >= n)
      throw problem('usage', 'stateShape', n);
    const { positions, scores } = st as { positions: unknown[]; scores: unknown[] };
    const whole = (v: unknown, max: number): v is number =>
      Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
    positions.forEach((v, p) => {
      if (!whole(v, board) || v === 0) throw problem('usage', 'statePosition', String(p + 1), board, showValue(v));
    });
    scores.forEach((v, p) => {
      if (!whole(v, target - 1)) throw problem('usage', 'stateScore', String(p + 1), target - 1, target, showValue(v));
    });
    const at = positions.map((pos, p) => ((pos as number) - 1) * target + (scores[p] as number));
    // found[p]: turn count -> the index of p's cell in its list of that many turns.
    const found = at.map((cell, p) => {
      const byTurn = new Map<number, number>();
      alone[p]?.lists.forEach((list, k) => {
        const i = list.indexOf(cell);
        if (i >= 0) byTurn.set(k, i);
      });
      const [who, space, from] = [p + 1, positions[p], start.positions[p]].map(String) as string[];
      if (byTurn.size === 0) throw problem('usage', 'stateNeverThere', who, space, scores[p] as number, from);
      return byTurn;
    });
    const rounds = found.map((byTurn, p) => new Set([...byTurn.keys()].map((k) => k - had(p, m, 0))));
    const common = [...(rounds[0] as Set<number>)].filter((r) => r >= 0 && rounds.every((set) => set.has(r)));
    const meet = (p: number, q: number) => [...(rounds[p] as Set<number>)].some((r) => r >= 0 && rounds[q]?.has(r));
    const turnsOf = (p: number) => [String(p + 1), [...(found[p] as Map<number, number>).keys()].join(', ')];
    for (let p = 0; p < n && common.length === 0; p++)
      for (let q = p + 1; q < n; q++)
        if (!meet(p, q)) throw problem('usage', 'stateTurnsDisagree', String(m + 1), ...turnsOf(p), ...turnsOf(q));
    if (common.length === 0) throw problem('usage', 'stateNoTurn', String(m + 1));
    return { state: stateOf(at, m), at, m, found, rounds: common.sort((a, b) => a - b) };
  };

  // Each player's universes per turn count and cell (aligned with its lists), counted forward as far as asked.
  const reached = alone.map((): bigint[][] => [[1n]]);
  const next = new Array<bigint>(cells).fill(0n);
  const reachOf = (p: number, k: number): bigint[] => {
    const [counts, lists] = [reached[p] as bigint[][], alone[p]?.lists ?? []];
    for (let j = counts.length - 1; j < k && j + 1 < lists.length; j++) {
      lists[j]?.forEach((cell, i) =>
        moves(cell).forEach((to, r) => {
          if (to >= 0) next[to] = (next[to] as bigint) + (counts[j]?.[i] as bigint) * (rolls[r]?.ways as bigint);
        }),
      );
      counts.push(Array.from(lists[j + 1] as Int32Array, (c) => next[c] as bigint));
      next.fill(0n);
    }
    return counts[k] ?? [];
  };
  const powers: bigint[] = [1n];
  const power = (t: number): bigint => {
    while (powers.length <= t) powers.push((powers[powers.length - 1] as bigint) * total);
    return powers[t] as bigint;
  };

  const path = (from: GameState, better: (a: number, b: number, to: number[]) => boolean): PathStep[] => {
    let { at, m } = check(from);
    const steps: PathStep[] = [];
    for (;;) {
      const to = moves(at[m] as number);
      let best = 0;
      for (let j = 1; j < to.length; j++) if (better(j, best, to)) best = j;
      steps.push({ state: stateOf(at, m), sum: rolls[best]?.sum as number });
      if ((to[best] as number) < 0) return steps;
      at = at.map((c, p) => (p === m ? (to[best] as number) : c));
      m = (m + 1) % n;
    }
  };
  const moreWays = (a: number, b: number) => (rolls[a]?.ways as bigint) > (rolls[b]?.ways as bigint);
  let longest: Int32Array | null = null;
  const turnsLeft = (cell: number): number =>
    cell < 0
      ? 0
      : ((longest ??= longestTurns(game))[Math.floor(cell / target) * (target + 1) + (cell % target)] as number);

  return {
    rules,
    start,
    rolls,
    state(s) {
      const { state, at, m, found, rounds } = check(s);
      let reach = 0n;
      let probability = 0;
      for (const r of rounds) {
        let here = 1n;
        found.forEach((byTurn, p) => (here *= reachOf(p, had(p, m, r))[byTurn.get(had(p, m, r)) as number] as bigint));
        reach += here;
        probability += ratio(here, power(r * n + m));
      }
      const children = moves(at[m] as number).map((to, j): ExploredChild => {
        const { sum, ways } = rolls[j] as { sum: number; ways: bigint };
        if (to < 0) return { sum, ways, won: true, state: null, wins: at.map((_, p) => (p === m ? 1n : 0n)) };
        const next = at.map((c, p) => (p === m ? to : c));
        return { sum, ways, won: false, state: stateOf(next, (m + 1) % n), wins: winsOf(next, (m + 1) % n) };
      });
      const turns = rounds.map((r) => r * n + m);
      return { state, turns, wins: winsOf(at, m), reach, probability, children };
    },
    byTurn() {
      const solos = game.starts.map((s) => exactSoloOf(game, s));
      const won = combine(solos, BIGINTS, true).byTurn as bigint[][];
      const rows: TurnRow[] = [];
      for (let turn = 0; ; turn++) {
        const m = turn % n;
        const r = (turn - m) / n;
        const playing = solos.reduce((x, solo, p) => x * (solo.alive[had(p, m, r)] ?? 0n), 1n);
        if (playing === 0n) return rows;
        const states = alone.reduce((x, a, p) => x * (a.lists[had(p, m, r)]?.length ?? 0), 1);
        const wins = solos.map((_, p) => (p === m ? (won[m]?.[r] ?? 0n) : 0n));
        rows.push({ turn, toMove: m + 1, states, playing, wins });
      }
    },
    statesOnTurn(turn, limit = 100) {
      if (!Number.isInteger(turn) || turn < 0)
        throw usageError('statesOnTurn', 'turn must be a whole number from 0', turn);
      if (!Number.isInteger(limit) || limit < 1)
        throw usageError('statesOnTurn', 'limit must be a whole number from 1', limit);
      const m = turn % n;
      const r = (turn - m) / n;
      const lists = alone.map((a, p) => a.lists[had(p, m, r)] ?? new Int32Array(0));
      // Each player's chance to stand on each of its cells: the product is a state's chance on this turn.
      const chances = lists.map((_, p) => reachOf(p, had(p, m, r)).map((c) => ratio(c, power(had(p, m, r)))));
      const size = lists.reduce((x, l) => x * l.length, 1);
      const keys = new Float64Array(size);
      const combo = (i: number, use: (p: number, j: number) => void): void =>
        lists.forEach((l, p) => {
          use(p, i % l.length);
          i = Math.floor(i / l.length);
        });
      for (let i = 0; i < size; i++) {
        let key = 1;
        combo(i, (p, j) => (key *= chances[p]?.[j] as number));
        keys[i] = key;
      }
      const cut = size > limit ? (keys.slice().sort()[size - limit] as number) : -1;
      const picked: number[] = [];
      for (let i = 0; i < size; i++) if ((keys[i] as number) > cut) picked.push(i);
      for (let i = 0; i < size && picked.length < limit; i++) if (keys[i] === cut) picked.push(i);
      picked.sort((a, b) => (keys[b] as number) - (keys[a] as number) || a - b);
      return picked.map((i) => {
        const at: number[] = [];
        combo(i, (p, j) => (at[p] = lists[p]?.[j] as number));
        return stateOf(at, m);
      });
    },
    likeliestPath: (from = start) => path(from, moreWays),
    likeliestPathTo(s) {
      const { at, m, rounds } = check(s);
      // The dice are independent: each player's likeliest own moves to its cell (Viterbi; scores never above its
      // score there: no move wins on the way), interleaved.
      const own = at.map((goal, p) => {
        let best = new Map([[(game.starts[p] as number) * target, { weight: 0, sums: [] as number[] }]]);
        for (let k = had(p, m, rounds[0] as number); k > 0; k--) {
          const next = new Map<number, { weight: number; sums: number[] }>();
          for (const [cell, { weight, sums }] of best)
            moves(cell).forEach((to, j) => {
              const w = weight + Math.log(Number(rolls[j]?.ways));
              if (to >= 0 && to % target <= goal % target && !((next.get(to)?.weight ?? -1) >= w))
                next.set(to, { weight: w, sums: [...sums, rolls[j]?.sum as number] });
            });
          best = next;
        }
        return best.get(goal)?.sums as number[];
      });
      return Array.from({ length: (rounds[0] as number) * n + m }, (_, t) => own[t % n]?.[Math.floor(t / n)] as number);
    },
    longestGame: (from = start) =>
      path(from, (a, b, to) => {
        const [la, lb] = [turnsLeft(to[a] as number), turnsLeft(to[b] as number)];
        return la > lb || (la === lb && moreWays(a, b));
      }),
  };
}
