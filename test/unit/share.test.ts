/** A player's share: rounded down to millionths, exact past 2^53. */
import { strict as assert } from 'node:assert';
import { shareOf } from '../../src/core/share';

describe('shares', () => {
  it('rounds down to millionths, so shares never sum past 1', () => {
    assert.equal(shareOf(0n, 0n), 0);
    assert.equal(shareOf(1n, 1n), 1);
    assert.equal(shareOf(2n, 3n), 0.666666);
    assert.equal(shareOf(1n, 3n) + shareOf(2n, 3n), 0.999999);
    assert.equal(shareOf(444356092776315n, 786316482957123n), 0.56511);
  });

  it('stays exact for counts far past 2^53', () => {
    const total = 10n ** 40n;
    assert.equal(shareOf(total / 4n - 1n, total), 0.249999);
  });
});
