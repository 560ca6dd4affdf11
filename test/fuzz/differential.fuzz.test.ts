/** Differential testing: every part 2 strategy, solveAllPairs and solvePart2 against brute force. */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { makeGame, runStrategy, solveAllPairs, solvePart2, STRATEGY_NAMES, treeNodes } from '../../src/core';
import { bruteForceDirac, rules, smallRules } from '../unit/helpers';
import { DIFF_RUNS, HEAVY, runProperty } from './harness';

describe('fuzz', function () {
  this.timeout(HEAVY ? 0 : 20_000);

  describe('differential', () => {
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
      let targets = 0;
      runProperty(
        'differential',
        diffCase,
        ({ r: input, positions, pair, main }) => {
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
          targets += target;
          const r = rules({ ...base, diracTarget: target });
          const label = `players ${positions.join(',')} board ${r.boardSize} sides ${r.diracSides} rolls ${r.rollsPerTurn} target ${target}`;
          const expected = bruteForceDirac(positions, r);
          const game = makeGame(positions, r);
          for (const name of STRATEGY_NAMES)
            assert.deepEqual(runStrategy(name, game, r).wins, expected, `${name}: ${label}`);
          const table = solveAllPairs(positions, r);
          const cell = table.cells[a - 1]?.[b - 1];
          const direct = solvePart2(withPair, r, { strategy: main, compareWith: 'all' });
          assert.deepEqual(cell?.wins, direct.wins, `all-pairs cell ${a},${b}: ${label}`);
          assert.deepEqual(direct.wins, bruteForceDirac(withPair, r).map(String), `pair ${a},${b}: ${label}`);
        },
        { numRuns: DIFF_RUNS },
        () =>
          `target lowered to fit the brute-force budget in ${lowered} cases; mean target ${(targets / Math.max(1, DIFF_RUNS)).toFixed(1)}`,
      );
    });
  });
});
