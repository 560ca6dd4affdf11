/**
 * limits.ts: every limit once, the estimates that guard them, and their refusals; limits that
 * cover total work (every counting pass counted, refusals before any pass).
 */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DiracDiceError, checkRequest, solveAllPairs, type Rules } from '../../src/core';
import { checkAllPairs, estimateCost } from '../../src/core/estimates';
import { frontier } from '../../src/core/part2/frontier';
import { makeGame } from '../../src/core/game';
import { memo } from '../../src/core/part2/memo';
import { TREE_NODE_LIMIT } from '../../src/core/limits';
import { weighted } from '../../src/core/part2/tree';
import { ALL_PAIRS_BOARD_LIMIT, FRONTIER_WORK_LIMIT, MEMO_WORK_LIMIT } from '../../src/core/limits';
import {
  countBits,
  distinctMoves,
  memoIsCheap,
  memoStateBound,
  part1Work,
  passesNeeded,
  treeNodes,
} from '../../src/core/estimates';
import { HEAVY_WORK } from '../../src/app/policy';
import { countingPasses } from '../../src/core/exact';
import { enumerateRollSums, fuzzRuns, pick, prng, referenceSolo, refusal, rules, smallRules } from './helpers';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const isRefusal = (e: unknown): boolean =>
  e instanceof DiracDiceError && e.kind === 'limit' && e.problems[0]?.code === 'too-expensive';

/** Runs `run`, expecting a too-expensive refusal; returns its message. */
function refused(run: () => unknown): string {
  let message = '';
  assert.throws(run, (e: unknown) => {
    message = (e as Error).message;
    return isRefusal(e);
  });
  return message;
}

/** The passes a strategy used, from its outcome's method. */
const passesUsed = (method: unknown): number =>
  typeof method === 'object' && method !== null ? 1 + (method as { primes: number }).primes : 1;

/** The calls of a tree search, made one by one: one a state, a winning move one (weighted: a landing; naive: a roll sequence). */
function treeCalls(positions: number[], r: Rules, kind: 'weighted' | 'naive'): number {
  const ways = new Map<number, number>(); // landing offset on the board -> roll sequences
  for (const [sum, n] of enumerateRollSums(r.diracSides, r.rollsPerTurn))
    ways.set(sum % r.boardSize, (ways.get(sum % r.boardSize) ?? 0) + Number(n));
  const calls = ([pos, ...others]: number[], [score, ...rest]: number[]): number => {
    let n = 1;
    for (const [offset, w] of ways) {
      const to = ((pos as number) + offset) % r.boardSize;
      const s = (score as number) + to + 1;
      n += (kind === 'naive' ? w : 1) * (s >= r.diracTarget ? 1 : calls([...others, to], [...rest, s]));
    }
    return n;
  };
  return calls(
    positions.map((p) => p - 1),
    positions.map(() => 0),
  );
}

describe('limits', () => {
  it('every limit literal of limits.ts (1,000 and up: smaller numbers are everywhere) stands in no other file of the core', () => {
    const limits = readFileSync('src/core/limits.ts', 'utf8');
    const literals = [...limits.matchAll(/^export const [A-Z_]+ = ([\d_e.]+);/gm)]
      .map((m) => m[1] as string)
      .filter((literal) => Number(literal.replace(/_/g, '')) >= 1000);
    assert.ok(literals.length >= 9, `found ${literals.length} limits`);
    for (const file of sourceFiles('src/core').filter((f) => !f.endsWith('limits.ts'))) {
      const text = readFileSync(file, 'utf8');
      for (const literal of literals) {
        assert.ok(!new RegExp(`\\b${literal.replace(/\./g, '\\.')}\\b`).test(text), `${literal} also in ${file}`);
      }
    }
  });

  it("checkRequest's work: the puzzle is light, a Dirac target of 1,000 with its table is heavy, huge estimates are Infinity", () => {
    const puzzle = rules();
    const work = (positions: number[], r: Rules, withPairs: boolean, parts?: (1 | 2)[]) =>
      checkRequest(positions, r, { parts }, withPairs).work;
    const light = work([4, 8], puzzle, true);
    assert.ok(light > 10_000 && light < HEAVY_WORK, `puzzle: ${light}`);
    assert.ok(work([4, 8], puzzle, false, [1]) < work([4, 8], puzzle, false));
    assert.ok(work([4, 8], rules({ diracTarget: 1000 }), true) > HEAVY_WORK);
    // docs/library.md: light up to Dirac target 106 as the editor asks (its inline answers), 48 with the panel's table.
    const heavyFrom = (pairs: boolean) =>
      [48, 49, 106, 107].find((t) => work([4, 8], rules({ diracTarget: t }), pairs) > HEAVY_WORK);
    assert.deepEqual([heavyFrom(false), heavyFrom(true)], [107, 49]);
    assert.equal(work([1, 2], rules({ boardSize: 1000, diracTarget: 3000 }), false), Infinity); // 1000 x 3000 x 7 moves
    // Part 2 in the work is the per-player cost estimate of the same game.
    const r = rules({ diracTarget: 40 });
    assert.equal(work([4, 8], r, false) - work([4, 8], r, false, [1]), estimateCost(makeGame([4, 8], r)).steps);
  });

  it('the all-pairs table refuses a board over its limit and a cost over maxWork, before any solving', () => {
    const board = refusal(() => checkAllPairs(makeGame([1, 1], rules({ boardSize: ALL_PAIRS_BOARD_LIMIT + 1 }))));
    assert.equal(board.kind, 'limit');
    assert.match(board.message, /at most 100 spaces \(got 101\)/);
    const cost = refusal(() => checkAllPairs(makeGame([1, 1], rules({ diracTarget: 10_000 }))));
    assert.deepEqual([cost.kind, cost.problems[0]?.code], ['limit', 'too-expensive']);
    assert.match(cost.message, /starting-positions table would take about .* steps/);
    checkAllPairs(makeGame([1, 1], rules()));
    // solveAllPairs checks first; a larger maxWork lets a mid table through.
    const [boardAgain, costAgain] = [
      refusal(() => solveAllPairs([1, 1], rules({ boardSize: ALL_PAIRS_BOARD_LIMIT + 1 }))),
      refusal(() => solveAllPairs([4, 8], rules({ diracTarget: 10_000 }))),
    ];
    assert.deepEqual([boardAgain, costAgain], [board, cost]);
    const mid = rules({ diracTarget: 300 });
    assert.equal(refusal(() => solveAllPairs([4, 8], mid, { maxWork: 1000 })).kind, 'limit');
    assert.equal(solveAllPairs([4, 8], mid, { maxWork: 1e12 }).board, 10);
  });

  it("distinctMoves, and part1Work: a round's rolls x the rounds until the die and positions repeat, or the target", () => {
    assert.deepEqual(
      [rules(), rules({ boardSize: 5 }), rules({ diracSides: 2, rollsPerTurn: 1 })].map(distinctMoves),
      [7, 5, 2],
    );
    // The puzzle's die is back at 1 after 50 rounds of 6 rolls (100 / gcd(6, 100)); board + 1 of those for the positions.
    assert.equal(part1Work(2, rules()), 6 * 50 * 11);
    assert.equal(part1Work(3, rules({ deterministicSides: 10, rollsPerTurn: 2, boardSize: 7, target: 5 })), 6 * 5 * 3);
  });

  it('the estimates count what the strategies do: treeNodes the calls of a tree search, estimateCost the longest solo game', () => {
    fc.assert(
      fc.property(smallRules(3), fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), ({ players, ...input }, seeds) => {
        const r = rules(input);
        const positions = seeds.slice(0, players).map((s) => (s % r.boardSize) + 1);
        const game = makeGame(positions, r);
        if (treeNodes(game, 'weighted') <= 20_000)
          for (const kind of ['weighted', 'naive'] as const) {
            // Exact below 2^53; past it (naive counts roll sequences) both are doubles summed in another order.
            const [estimate, calls] = [treeNodes(game, kind), treeCalls(positions, r, kind)];
            if (Number.isSafeInteger(calls)) assert.equal(estimate, calls, kind);
            else assert.ok(Math.abs(estimate - calls) <= calls * 1e-12, `${kind}: ${estimate} against ${calls}`);
          }
        const longest = Math.max(...positions.map((p) => referenceSolo(p, r).wins.length - 1));
        assert.equal(estimateCost(game).turns, longest);
      }),
      { numRuns: fuzzRuns(30) },
    );
  });

  it('memo is cheap for the puzzle only: few states and counts below 2^53', () => {
    const game = makeGame([4, 8], rules());
    assert.equal(memoStateBound(game), 44_100);
    assert.equal(memoIsCheap(game, 786316482957123n), true);
    assert.equal(memoIsCheap(game, 2n ** 53n), false);
    assert.equal(memoIsCheap(makeGame([4, 8], rules({ diracTarget: 30 })), 1n), false);
  });

  describe('limits cover total work: every counting pass is counted, and refusals come before any pass', () => {
    it('countingPasses: one pass below 2^53, then one more per 25 bits', () => {
      assert.equal(countingPasses(0), 1);
      assert.equal(countingPasses(52.9), 1);
      assert.ok(countingPasses(53) >= 3);
      assert.ok(countingPasses(1000) > countingPasses(500));
      assert.equal(countingPasses(Infinity), Infinity);
      assert.equal(countingPasses(NaN), Infinity);
    });

    it('frontier and memo refuse the reviewer case (players 1,3,4, board 6, 4-sided die, 2 rolls, target 24) before any pass (memo ran about 8 s inside its old limit)', () => {
      const game = makeGame([1, 3, 4], rules({ boardSize: 6, diracSides: 4, rollsPerTurn: 2, diracTarget: 24 }));
      const message = refused(() => frontier(game));
      assert.match(message, /frontier strategy would take about .* counting passes/);
      refused(() => memo(game));
    });

    it('weighted counts its calls over every pass: board 2, 5-sided die, 4 rolls refused before any pass once the total is over the limit', () => {
      const r = (diracTarget: number) => rules({ boardSize: 2, diracSides: 5, rollsPerTurn: 4, diracTarget });
      const game = (target: number) => makeGame([1, 2], r(target));
      let target = 1;
      while (treeNodes(game(target), 'weighted') * passesNeeded(game(target)) <= TREE_NODE_LIMIT) target++;
      const over = game(target);
      const onePass = treeNodes(over, 'weighted');
      assert.ok(onePass <= TREE_NODE_LIMIT, 'one pass alone is within the limit: the old check let it run');
      const message = refused(() => weighted(over));
      assert.match(message, /counting passes of/);
    });

    it('the pass count is known before starting and covers what the strategies use (random small games)', function () {
      this.timeout(this.timeout() && Math.max(this.timeout(), 20_000)); // ~1.5 s alone; 0 (none) stays 0
      const rand = prng(2112);
      let multi = 0;
      for (let i = 0; i < fuzzRuns(6); i++) {
        const players = pick(rand, 2, 3);
        const boardSize = pick(rand, 2, 10);
        const [diracSides, rollsPerTurn] = [pick(rand, 2, 5), pick(rand, 1, 4)];
        const r = rules({ boardSize, diracSides, rollsPerTurn, diracTarget: pick(rand, 5, players > 2 ? 12 : 30) });
        const game = makeGame(
          Array.from({ length: players }, () => pick(rand, 1, boardSize)),
          r,
        );
        const planned = passesNeeded(game);
        assert.ok(countBits(game) <= game.boundBits);
        for (const run of [memo, frontier]) {
          let used: number;
          try {
            used = passesUsed(run(game).method);
          } catch (e) {
            if (!isRefusal(e)) throw e;
            continue;
          }
          assert.ok(used <= planned, `${run.name} used ${used} passes, ${planned} planned`);
          if (used > 1) multi++;
        }
      }
      assert.ok(multi > 0, 'some games needed more than one pass');
    });

    it('the memo and frontier refuse by states x moves x every pass, under their limits', () => {
      for (const [name, run, limit] of [
        ['memo', memo, MEMO_WORK_LIMIT],
        ['frontier', frontier, FRONTIER_WORK_LIMIT],
      ] as const) {
        const work = (diracTarget: number): number => {
          const game = makeGame([4, 8], rules({ diracTarget }));
          return memoStateBound(game) * game.moves.offsets.length * passesNeeded(game);
        };
        let diracTarget = 20;
        while (work(diracTarget) <= limit && diracTarget < 400) diracTarget += 20;
        assert.ok(work(diracTarget) > limit, `${name}: no target up to 400 is over its limit`);
        refused(() => run(makeGame([4, 8], rules({ diracTarget }))));
      }
    });
  });
});
