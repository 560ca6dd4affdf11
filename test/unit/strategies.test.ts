/**
 * The part 2 strategies agree: each other, brute force, solveAllPairs and solvePart2, on random small
 * rule sets (fast-check; DIRAC_FUZZ_RUNS=N runs N / 100 cases, each an exponential brute force) and
 * on chosen games; and the invariants of every result.
 */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { solveAllPairs, solvePart2, STRATEGY_NAMES } from '../../src/core';
import { makeGame } from '../../src/core/game';
import { MEMO_STATE_LIMIT } from '../../src/core/limits';
import { playDeterministic } from '../../src/core/part1';
import { runStrategy } from '../../src/core/solvePart2';
import { memoStateBound, treeNodes } from '../../src/core/estimates';
import { bruteForceDirac, fuzzRuns, rules, smallRules, sum } from './helpers';

describe('part 2 strategies agree', () => {
  /** Brute-force budget per case: naive-tree calls (bruteForceDirac makes about as many). */
  const BRUTE_BUDGET = 30_000;
  const diffCase = smallRules(3).chain((r) =>
    fc.record({
      r: fc.constant(r),
      positions: fc.array(fc.integer({ min: 1, max: r.boardSize }), { minLength: r.players, maxLength: r.players }),
      pair: fc.tuple(fc.integer({ min: 1, max: r.boardSize }), fc.integer({ min: 1, max: r.boardSize })),
      main: fc.constantFrom(...STRATEGY_NAMES),
    }),
  );

  it('on random small rule sets, every strategy equals brute force, and solveAllPairs agrees with solvePart2', () => {
    let lowered = 0;
    fc.assert(
      fc.property(diffCase, ({ r: input, positions, pair, main }) => {
        const { players: _players, ...base } = input;
        const [a, b] = pair;
        const withPair = [a, b, ...positions.slice(2)];
        // Brute force is exponential: lower the target until both games fit the budget (counted below).
        const cost = (t: number): number => {
          const r = rules({ ...base, diracTarget: t });
          return Math.max(treeNodes(makeGame(positions, r), 'naive'), treeNodes(makeGame(withPair, r), 'naive'));
        };
        let target = base.diracTarget;
        while (target > 1 && cost(target) > BRUTE_BUDGET) target--;
        if (target < base.diracTarget) lowered++;
        const r = rules({ ...base, diracTarget: target });
        const label = `players ${positions.join(',')} board ${r.boardSize} sides ${r.diracSides} rolls ${r.rollsPerTurn} target ${target}`;
        const expected = bruteForceDirac(positions, r).wins;
        const game = makeGame(positions, r);
        for (const name of STRATEGY_NAMES)
          assert.deepEqual(runStrategy(name, game, r).wins, expected, `${name}: ${label}`);
        const table = solveAllPairs(positions, r);
        const cell = table.cells[a - 1]?.[b - 1];
        const direct = solvePart2(withPair, r, { strategy: main, compareWith: 'all' });
        assert.deepEqual(cell?.wins, direct.wins, `all-pairs cell ${a},${b}: ${label}`);
        assert.deepEqual(direct.wins, bruteForceDirac(withPair, r).wins.map(String), `pair ${a},${b}: ${label}`);
      }),
      { numRuns: fuzzRuns(12, 100) },
    );
    assert.ok(lowered < fuzzRuns(12, 100), 'some cases keep their own target');
  });

  it('on every start pair of a few tiny boards (a third player fixed on the last), against brute force', () => {
    // board, target, sides, rolls, and the third player's space if any
    for (const row of ['1 5 2 2', '2 6 2 1', '3 7 2 2', '5 6 3 1', '4 5 2 3', '6 7 2 2 5']) {
      const [boardSize = 0, diracTarget, diracSides, rollsPerTurn, ...others] = row.split(' ').map(Number);
      const r = rules({ boardSize, diracTarget, diracSides, rollsPerTurn });
      for (let a = 1; a <= boardSize; a++)
        for (let b = 1; b <= boardSize; b++) {
          const expected = bruteForceDirac([a, b, ...others], r).wins;
          const game = makeGame([a, b, ...others], r);
          const label = ` on ${a},${b},${others} (board ${boardSize}, target ${diracTarget})`;
          for (const name of STRATEGY_NAMES) assert.deepEqual(runStrategy(name, game, r).wins, expected, name + label);
        }
    }
  });

  it('three players on the puzzle board and four on a board of 4 agree (per-player, memo, frontier)', () => {
    for (const [positions, r] of [
      [[4, 8, 1], rules({ diracTarget: 6 })],
      [[1, 2, 3], rules({ diracTarget: 6 })],
      [[10, 10, 10], rules({ diracTarget: 6 })],
      [[4, 3, 2, 1], rules({ boardSize: 4, diracTarget: 6 })],
      [[4, 3, 1], rules({ boardSize: 4, diracSides: 2, rollsPerTurn: 2, diracTarget: 9 })],
    ] as const) {
      const game = makeGame(positions, r);
      const reference = runStrategy('per-player', game, r).wins;
      assert.deepEqual(runStrategy('memo', game, r).wins, reference, `memo ${positions}`);
      assert.deepEqual(runStrategy('frontier', game, r).wins, reference, `frontier ${positions}`);
    }
  });

  it('the memo stores exactly the states a search of the game reaches (2 and 3 players)', () => {
    for (const [positions, r] of [
      [[4, 8], rules({ diracTarget: 10 })],
      [[1, 2, 3], rules({ boardSize: 5, diracTarget: 7, diracSides: 2 })],
    ] as const) {
      const { board, target, moves } = makeGame(positions, r);
      // A state: every player's "space,score", rotated so the mover is first; a move that wins ends the game.
      const seen = new Set<string>();
      const queue = [positions.map((p) => [p - 1, 0])];
      for (let state = queue.pop(); state; state = queue.pop()) {
        const key = state.join(';');
        if (seen.has(key)) continue;
        seen.add(key);
        const [[space, score], ...others] = state as [number[], ...number[][]];
        for (const offset of moves.offsets) {
          const to = ((space as number) + offset) % board;
          if ((score as number) + to + 1 < target) queue.push([...others, [to, (score as number) + to + 1]]);
        }
      }
      const stats = runStrategy('memo', makeGame(positions, r), r).memo;
      assert.equal(stats?.entries, seen.size, `${positions}`);
      assert.ok(stats && stats.calls >= stats.entries && stats.hits === stats.calls - stats.entries);
    }
  });

  it('target 1: the first player wins every universe of its first turn', () => {
    const r = rules({ diracTarget: 1 });
    const game = makeGame([4, 8], r);
    for (const name of STRATEGY_NAMES) assert.deepEqual(runStrategy(name, game, r).wins, [27n, 0n], name);
  });

  it('the memo walks its layers without recursion: a 3,199-move game (board 1, a 1-sided die) is solved', () => {
    const r = rules({ boardSize: 1, diracSides: 1, rollsPerTurn: 1, diracTarget: 1600 });
    assert.deepEqual(runStrategy('memo', makeGame([1, 1], r), r).wins, [1n, 0n]);
  });

  describe('solver invariants on random small rules', () => {
    const game = smallRules(4).chain(({ players, ...r }) =>
      fc.record({
        rules: fc.constant(r),
        positions: fc.array(fc.integer({ min: 1, max: r.boardSize }), { minLength: players, maxLength: players }),
      }),
    );

    it('wins >= 0, answer = max, total = sum, byTurn rows sum to wins, per-player == memo, and the turn histogram accounts for every universe', () => {
      fc.assert(
        fc.property(game, ({ rules: input, positions }) => {
          const r = rules(input);
          const result = solvePart2(positions, r, { include: ['winsByTurn'] });
          const wins = result.wins.map(BigInt);
          const n = positions.length;
          assert.equal(wins.length, n);
          assert.ok(wins.every((w) => w >= 0n));
          const max = wins.reduce((a, b) => (b > a ? b : a));
          assert.equal(result.answer, max.toString());
          assert.equal(result.winner, wins.indexOf(max) + 1, 'lowest-numbered player with the most wins');
          assert.equal(result.totalUniverses, sum(wins).toString());
          const byTurn = result.byTurn?.wins.map((row) => row.map(BigInt));
          assert.ok(byTurn && byTurn.length === n);
          byTurn.forEach((row, p) => assert.equal(sum(row), wins[p]));
          // Extend every finished universe to the last turn T: each one ended at turn t stands for
          // K^(T-t) histories of T turns (K = sides^rolls), and together they are all K^T histories.
          const k = BigInt(r.diracSides) ** BigInt(r.rollsPerTurn);
          const last = Math.max(0, ...byTurn.flatMap((row, p) => row.map((w, i) => (w > 0n ? i * n + p + 1 : 0))));
          let histories = 0n;
          byTurn.forEach((row, p) =>
            row.forEach((w, round) => (histories += w * k ** BigInt(last - (round * n + p + 1)))),
          );
          assert.equal(histories, k ** BigInt(last));
          if (memoStateBound(makeGame(positions, r)) <= MEMO_STATE_LIMIT) {
            // The memo may still refuse by its total work (states x moves x every counting pass).
            let memoWins: bigint[] | null = null;
            try {
              memoWins = runStrategy('memo', makeGame(positions, r), r).wins;
            } catch (e) {
              if ((e as { kind?: unknown }).kind !== 'limit') throw e;
            }
            if (memoWins) assert.deepEqual(memoWins, wins);
          }
        }),
        { numRuns: fuzzRuns(40) },
      );
    });

    it('a 1-sided Dirac die is the deterministic game with a 1-sided die: one universe, won by part 1’s winner', () => {
      fc.assert(
        fc.property(game, ({ rules: input, positions }) => {
          const r = rules({ ...input, diracSides: 1, deterministicSides: 1, target: input.diracTarget });
          const part2 = solvePart2(positions, r, { compareWith: ['memo', 'frontier'] });
          const { winner } = playDeterministic(positions, r);
          assert.deepEqual(
            part2.wins,
            Array.from(positions, (_, p) => String(Number(p + 1 === winner))),
          );
        }),
        { numRuns: fuzzRuns(30) },
      );
    });
  });
});
