// The exact solo games where a turn has too many outcomes for any digit size of the digit kernel
// (soloExact falls back to BigInt): they must agree with the memo strategy.
import { strict as assert } from 'node:assert';
import { makeGame, resolveRules, runStrategy } from '../../src/core';

describe('per-player with very many outcomes per turn', () => {
  const cases: [string, { diracSides: number; rollsPerTurn: number }][] = [
    ['3-sided die, 17 rolls (2^27 outcomes)', { diracSides: 3, rollsPerTurn: 17 }],
    ['3-sided die, 20 rolls', { diracSides: 3, rollsPerTurn: 20 }],
    ['50-sided die, 5 rolls', { diracSides: 50, rollsPerTurn: 5 }],
    ['9-sided die, 9 rolls', { diracSides: 9, rollsPerTurn: 9 }],
  ];
  for (const [name, rules] of cases) {
    it(`${name}: per-player equals memo`, () => {
      const resolved = resolveRules({ ...rules, diracTarget: 15 });
      const game = makeGame([4, 8], resolved);
      const perPlayer = runStrategy('per-player', game, resolved);
      const memo = runStrategy('memo', game, resolved);
      assert.deepEqual(perPlayer.wins, memo.wins);
      assert.ok((perPlayer.wins[0] ?? 0n) > 2n ** 53n, 'the counts pass 2^53, so the exact path ran');
    });
  }
});
