/** Shares computed in doubles (shareOfDoubles) against the exact shareOf in BigInt, on random counts. */
import { strict as assert } from 'node:assert';
import { SAFE } from '../../src/core/exact';
import { shareOf, shareOfDoubles } from '../../src/core/share';
import { pick, prng } from './helpers';

describe('shares', () => {
  it('shares in doubles equal shareOf in BigInt (every count below 2^53, edge cases included)', () => {
    const rand = prng(53);
    const big = (bits: number): number => Math.floor(rand() * 2 ** bits);
    const cases: [number, number][] = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 3],
      [2, 3],
      [SAFE - 1, SAFE - 1],
      [SAFE - 2, SAFE - 1],
      [1, SAFE - 1],
      [444356092776315, 786316482957123],
      [341960390180808, 786316482957123],
    ];
    for (let run = 0; run < 20000; run++) {
      const total = big(pick(rand, 1, 53));
      const part = run % 7 === 0 ? total : Math.floor(rand() * (total + 1));
      cases.push([Math.min(part, total), total]);
      // Exact multiples of total / 10^6 and their neighbours: where a rounded guess goes wrong.
      const q = pick(rand, 0, 1e6);
      const k = pick(rand, 1, 2 ** 33);
      for (const p of [q * k - 1, q * k, q * k + 1]) if (p >= 0 && p <= 1e6 * k) cases.push([p, 1e6 * k]);
    }
    for (const [part, total] of cases) {
      assert.equal(shareOfDoubles(part, total), shareOf(BigInt(part), BigInt(total)), `${part} / ${total}`);
    }
  });
});
