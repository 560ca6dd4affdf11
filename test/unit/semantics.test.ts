/**
 * The README's "Semantics" section, pinned: part 2's tie rule and what the wins-by-turn rows mean.
 * Part 1 with more than 2 players (the lowest non-winner, the first on a tie): part1.test.ts, whose
 * references name the loser.
 */
import { strict as assert } from 'node:assert';
import { solvePart2 } from '../../src/core';
import { bruteForceDirac, pick, prng, rules, sum } from './helpers';

describe('semantics', () => {
  describe("part 2's tie rule", () => {
    it('winner is the lowest-numbered player among those with the largest count', () => {
      // Found by search: players 2 and 3 tie above player 1.
      const result = solvePart2([5, 1, 4], rules({ boardSize: 6, diracSides: 2, rollsPerTurn: 1, diracTarget: 6 }));
      assert.deepEqual(result.wins, ['1', '6', '6']);
      assert.equal(result.winner, 2);
      assert.equal(result.answer, '6');
      const first = solvePart2([3, 1, 1], rules({ boardSize: 3, diracSides: 2, rollsPerTurn: 1, diracTarget: 4 }));
      assert.deepEqual(first.wins, ['12', '12', '6']);
      assert.equal(first.winner, 1);
    });
  });

  describe('wins by turn', () => {
    it('row p, entry t: universes where player p+1 wins on its own (t+1)-th turn; rows end at the last nonzero entry (trailing zeros dropped; a player who never wins has an empty row)', () => {
      const rand = prng(21);
      let emptyRows = 0;
      let unequalLengths = 0;
      let checked = 0;
      for (let i = 0; i < 60; i++) {
        const players = pick(rand, 2, 3);
        const boardSize = pick(rand, 1, 8);
        const r = rules({
          boardSize,
          diracSides: pick(rand, 1, 3),
          rollsPerTurn: pick(rand, 1, 2),
          diracTarget: pick(rand, 1, players > 2 ? 7 : 10),
        });
        const positions = Array.from({ length: players }, () => pick(rand, 1, boardSize));
        const result = solvePart2(positions, r, { include: ['winsByTurn'] });
        if (BigInt(result.totalUniverses) > 50_000n) continue; // the enumeration visits every universe
        checked++;
        const expected = bruteForceDirac(positions, r).byTurn;
        const rows = result.byTurn?.wins.map((row) => row.map(BigInt));
        assert.ok(rows);
        rows.forEach((row, p) => {
          assert.deepEqual(
            row,
            expected[p],
            `player ${p + 1}, ${JSON.stringify({ positions, r: { ...r, target: 0 } })}`,
          );
          if (row.length > 0) assert.notEqual(row[row.length - 1], 0n, 'no trailing zero');
          else emptyRows++;
          assert.equal(sum(row), BigInt(result.wins[p] as string), 'a row sums to the player’s wins');
        });
        if (new Set(rows.map((row) => row.length)).size > 1) unequalLengths++;
      }
      assert.ok(checked >= 30, `only ${checked} games enumerated`);
      assert.ok(unequalLengths > 0, 'rows of different lengths were seen');
      assert.ok(emptyRows > 0, 'empty rows were seen');
    });
  });
});
