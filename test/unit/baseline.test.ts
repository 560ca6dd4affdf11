/** The benchmark's baseline (bench/baseline.ts) must be right, or its ratios mean nothing. */
import { strict as assert } from 'node:assert';
import { makeGame } from '../../src/core/game';
import { perPlayer } from '../../src/core/part2/perPlayer';
import { baselineBigInt, baselineNumber } from '../../bench/baseline';
import { rules } from './helpers';

describe('bench baseline (string-keyed memo, the seeds’ approach)', () => {
  it('gives the known sample counts in both count types', () => {
    assert.deepEqual(baselineBigInt(4, 8), [444356092776315n, 341960390180808n]);
    assert.deepEqual(baselineNumber(4, 8), [444356092776315, 341960390180808]);
  });
  it('agrees with the core on a spread of start pairs and targets', () => {
    for (const [a, b, target] of [
      [10, 4, 21],
      [4, 10, 21],
      [1, 1, 21],
      [7, 3, 12],
      [2, 9, 25],
    ] as const) {
      const expected = perPlayer(makeGame([a, b], rules({ diracTarget: target }))).wins;
      assert.deepEqual(baselineBigInt(a, b, target), expected, `${a},${b} to ${target}`);
    }
  });
});
