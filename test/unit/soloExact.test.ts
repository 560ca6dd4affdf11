/** The exact solo kernel (soloExact) against a plain BigInt solo game (the win counts of big targets: test/fuzz). */
import { strict as assert } from 'node:assert';
import { makeGame } from '../../src/core/game';
import { digitBits, soloExact } from '../../src/core/part2/soloExact';
import { referenceSolo, rules } from './helpers';

describe('exact solo kernel', () => {
  it('digit size: 48 bits for three 3-sided rolls, 45 for three 6-sided, none from about 2^17.7 ways (3^12)', () => {
    assert.deepEqual([27, 216, 3 ** 10, 3 ** 11, 3 ** 12].map(digitBits), [48, 45, 37, 35, null]);
    assert.equal(digitBits(3), 50, 'one 3-sided roll: at 51 bits, (2^51 + 3) x 4 would pass 2^53');
  });

  const cases = [
    { boardSize: 10, diracSides: 3, rollsPerTurn: 3, diracTarget: 21 },
    { boardSize: 10, diracSides: 3, rollsPerTurn: 3, diracTarget: 120 },
    { boardSize: 10, diracSides: 6, rollsPerTurn: 3, diracTarget: 90 }, // 216 ways, 10 moves: two passes of sources
    { boardSize: 17, diracSides: 4, rollsPerTurn: 4, diracTarget: 80 }, // board over 12, 256 ways, 13 moves
    { boardSize: 3, diracSides: 2, rollsPerTurn: 1, diracTarget: 60 }, // two moves: one pass, padded
    { boardSize: 1, diracSides: 5, rollsPerTurn: 2, diracTarget: 40 }, // one space: a single move
    { boardSize: 2, diracSides: 6, rollsPerTurn: 6, diracTarget: 100 }, // past 24 digits of 37 bits: the table grows
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
});
