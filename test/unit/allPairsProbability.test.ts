// The heatmap's per-cell probability is the same number solve() reports for that pair.
import { strict as assert } from 'node:assert';
import { solve, solveAllPairs } from '../../src/core';
import type { RulesInput } from '../../src/core/rules';
import { rules } from './helpers';

function probabilityOf(positions: readonly number[], input: RulesInput): number {
  const result = solve('', { rules: input, positions, parts: [2], include: ['probabilities'] });
  return result.part2?.probability?.win[0]?.value ?? NaN;
}

describe('solveAllPairs: player 1 probability per cell', () => {
  for (const [label, input, positions] of [
    ['puzzle board', {}, [4, 8]],
    ['board 7, target 15, 2-sided die', { boardSize: 7, diracTarget: 15, diracSides: 2 }, [1, 1]],
    ['board 3, 3 players (third fixed)', { boardSize: 3, diracTarget: 9 }, [1, 1, 2]],
    ['board 1', { boardSize: 1, diracTarget: 5 }, [1, 1]],
    ['counts past 2^53 (exact solos)', { boardSize: 4, diracTarget: 40 }, [1, 1]],
  ] as const) {
    it(`equals solve(..., include probabilities) for every start pair: ${label}`, () => {
      const table = solveAllPairs(positions, rules(input));
      for (let a = 1; a <= table.board; a++) {
        for (let b = 1; b <= table.board; b++) {
          const cell = table.cells[a - 1]?.[b - 1];
          assert.equal(cell?.probability, probabilityOf([a, b, ...positions.slice(2)], input), `${a},${b}`);
        }
      }
    });
  }

  it('the sample cell: player 1 wins 56.5 % of the universes but with probability 77.6 %', () => {
    const cell = solveAllPairs([4, 8], rules()).cells[3]?.[7];
    assert.ok(Math.abs((cell?.share ?? 0) - 0.565) < 0.001);
    assert.ok(Math.abs((cell?.probability ?? 0) - 0.776) < 0.001, String(cell?.probability));
  });
});
