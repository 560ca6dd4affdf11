/** A player's share: rounded down to millionths, exact past 2^53. */
import { strict as assert } from 'node:assert';
import { percentDecimals, shareOf } from '../../src/core/share';

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

  it('one precision per column: the fewest decimals (1 to 4) that tell its values apart', () => {
    assert.equal(percentDecimals([0.56511, 0.434889]), 1, '56.5 % and 43.5 %');
    assert.equal(percentDecimals([0.5001, 0.4999]), 2, '50.01 % and 49.99 %');
    assert.equal(percentDecimals([0.25, 0.25, 0.5]), 1, 'equal values may read alike');
    assert.equal(percentDecimals([0.99993, 1]), 2, 'not yet 100 % reads below it: 99.99 %');
    assert.equal(percentDecimals([0.99996, 1]), 3, '99.996 %, not 100.00 %');
    assert.equal(percentDecimals([0.0000004, 0.5]), 4, 'a value above 0 never reads 0 %, up to 4 decimals');
    assert.equal(percentDecimals([1e-9, 0.5]), 4, 'at most 4 decimals');
    assert.equal(percentDecimals([]), 1);
  });
});
