/** The exact solo kernel (soloExact) against a plain BigInt solo game, and the exact win counts of big targets. */
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { makeGame } from '../../src/core';
import { digitBits, soloExact } from '../../src/core/part2/soloExact';
import { referenceSolo, rules } from './helpers';

describe('exact solo kernel', () => {
  it('digit size: 48 bits for three 3-sided rolls, 45 for three 6-sided, none from about 2^17.7 ways (3^12)', () => {
    assert.equal(digitBits(27), 48);
    assert.equal(digitBits(216), 45);
    assert.equal(digitBits(3 ** 10), 37);
    assert.equal(digitBits(3 ** 11), 35);
    assert.equal(digitBits(3 ** 12), null);
  });

  const cases = [
    { boardSize: 10, diracSides: 3, rollsPerTurn: 3, diracTarget: 21 },
    { boardSize: 10, diracSides: 3, rollsPerTurn: 3, diracTarget: 120 },
    { boardSize: 10, diracSides: 6, rollsPerTurn: 3, diracTarget: 90 }, // 216 ways, 10 moves: two passes of sources
    { boardSize: 17, diracSides: 4, rollsPerTurn: 4, diracTarget: 80 }, // board over 12, 256 ways, 13 moves
    { boardSize: 3, diracSides: 2, rollsPerTurn: 1, diracTarget: 60 }, // two moves: one pass, padded
    { boardSize: 1, diracSides: 5, rollsPerTurn: 2, diracTarget: 40 }, // one space: a single move
    { boardSize: 12, diracSides: 1, rollsPerTurn: 7, diracTarget: 50 }, // one way per turn: counts never pass 1
    { boardSize: 8, diracSides: 3, rollsPerTurn: 12, diracTarget: 12 }, // 3^12 ways: no digit size, BigInt
  ];
  for (const input of cases) {
    it(`equals the plain BigInt game: board ${input.boardSize}, ${input.rollsPerTurn} rolls of ${input.diracSides}, target ${input.diracTarget}`, () => {
      const r = rules(input);
      for (const start of new Set([1, Math.min(2, input.boardSize), input.boardSize])) {
        assert.deepEqual(soloExact(makeGame([start, 1], r), start - 1), referenceSolo(start, r), `start ${start}`);
      }
    });
  }

  // SHA-256 of both players' win counts ("w1,w2" in decimal) from starts 4 and 8, as computed by
  // the kernel this one replaced: the new kernel must give the same numbers.
  const digests: [number, number, string][] = [
    [1735, 1173, '59e794372e3ec1091c618c50644569d199d7fb2caba6d3e8a64eb59c2f3ddc59'],
    [2000, 1352, 'fe4b7ddd1bf6c53e5bc93e19d1521366a6e3d5c927291d3aa2c6322a61f4639a'],
  ];
  for (const [target, digits, digest] of digests) {
    it(`target ${target} on the puzzle's board: both win counts (${digits} digits) as before`, function () {
      this.timeout(120_000); // two solo games of a few seconds each; far longer on a loaded machine
      const game = makeGame([4, 8], rules({ diracTarget: target }));
      const [one, two] = [soloExact(game, 3), soloExact(game, 7)];
      let first = 0n;
      let second = 0n;
      for (let t = 1; t < Math.max(one.wins.length, two.wins.length); t++) {
        first += (one.wins[t] ?? 0n) * (two.alive[t - 1] ?? 0n);
        second += (two.wins[t] ?? 0n) * (one.alive[t] ?? 0n);
      }
      const text = `${first},${second}`;
      assert.equal(first.toString().length, digits);
      assert.equal(createHash('sha256').update(text).digest('hex'), digest);
    });
  }
});
