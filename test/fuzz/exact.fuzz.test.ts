/** Exact counting at scale: counts past 2^53 from the CRT path against an independent BigInt reference. */
import { strict as assert } from 'node:assert';
import { frontier, makeGame, memo, perPlayer } from '../../src/core';
import { bigMemo, rules } from '../unit/helpers';

const TWO_53 = 2n ** 53n;

describe('fuzz', () => {
  describe('exact counting at scale', () => {
    it('dirac target 45 (counts near 2^75): per-player == memo == BigInt reference', () => {
      const r = rules({ diracTarget: 45 });
      const game = makeGame([4, 8], r);
      const a = perPlayer(game);
      const b = memo(game);
      assert.notEqual(a.method, 'double');
      assert.notEqual(b.method, 'double');
      assert.ok(a.wins.every((w) => w > 2n ** 70n));
      assert.deepEqual(b.wins, a.wins);
      assert.deepEqual(bigMemo([4, 8], r), a.wins);
    });

    it('dirac target 32 (counts past 2^53): frontier == per-player == BigInt reference', () => {
      const r = rules({ diracTarget: 32 });
      const game = makeGame([7, 2], r);
      const a = perPlayer(game);
      const c = frontier(game);
      assert.notEqual(c.method, 'double');
      assert.ok(a.wins.every((w) => w > TWO_53));
      assert.deepEqual(c.wins, a.wins);
      assert.deepEqual(bigMemo([7, 2], r), a.wins);
    });
  });
});
