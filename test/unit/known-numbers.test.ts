/** Every number quoted in /work/shared/puzzle.md, checked against the core. */
import { strict as assert } from 'node:assert';
import { rollFrequencies, solve, solvePart2 } from '../../src/core';
import { makeGame } from '../../src/core/game';
import { playDeterministic } from '../../src/core/part1';
import { movesOnBoard, rollWays } from '../../src/core/rolls';
import { solosOf } from '../../src/core/part2/perPlayer';
import { enumerateRollSums, rules, sum } from './helpers';

describe('known numbers (puzzle.md)', () => {
  const cases: { start: [number, number]; part1: string; larger: string; both?: [string, string] }[] = [
    { start: [4, 8], part1: '739785', larger: '444356092776315', both: ['444356092776315', '341960390180808'] },
    { start: [10, 4], part1: '908091', larger: '190897246590017' },
    { start: [4, 10], part1: '855624', larger: '187451244607486' },
  ];
  for (const c of cases) {
    it(`start ${c.start.join(', ')}: part 1 = ${c.part1}, part 2 = ${c.larger}`, () => {
      const text = `Player 1 starting position: ${c.start[0]}\nPlayer 2 starting position: ${c.start[1]}\n`;
      const result = solve(text);
      assert.equal(result.part1?.answer, c.part1);
      assert.equal(result.part2?.answer, c.larger);
      if (c.both) assert.deepEqual(result.part2?.wins, c.both);
    });
  }

  it('sample part 1 in detail: player 1 wins with 1000, player 2 has 745, 993 rolls', () => {
    const out = playDeterministic([4, 8], rules());
    assert.equal(out.winner, 1);
    assert.deepEqual(out.scores, ['1000', '745']);
    assert.equal(out.rolls, '993');
    assert.equal(out.turns, '331');
    assert.equal(out.answer, String(745 * 993));
  });

  it('roll table for three 3-sided rolls: 3..9 -> 1,3,6,7,6,3,1 (27 in all)', () => {
    const table = ['3:1', '4:3', '5:6', '6:7', '7:6', '8:3', '9:1'];
    const shown = (frequencies: { sum: number; ways: string }[]) => frequencies.map((f) => `${f.sum}:${f.ways}`);
    assert.deepEqual(shown(rollFrequencies(3, 3)), table);
    assert.deepEqual(shown(solvePart2([4, 8], rules()).rollFrequencies), table);
  });

  it('roll tables for other sides and rolls match brute-force enumeration', () => {
    for (let sides = 1; sides <= 7; sides++) {
      for (let rolls = 1; rolls <= 6; rolls++) {
        const expected = enumerateRollSums(sides, rolls);
        const ways = rollWays(sides, rolls);
        assert.equal(ways.length, rolls * (sides - 1) + 1, `length for ${sides}x${rolls}`);
        ways.forEach((w, k) =>
          assert.equal(w, expected.get(rolls + k) ?? 0n, `${sides} sides, ${rolls} rolls, sum ${rolls + k}`),
        );
        assert.equal(sum(ways), BigInt(sides) ** BigInt(rolls));
      }
    }
    // Exact past 2^53: 20 rolls of a 100-sided die (100^20 = 10^40 sequences).
    const big = rollWays(100, 20);
    assert.equal(sum(big), 10n ** 40n);
    assert.equal(big[0], 1n);
    assert.equal(big[1], 20n); // one roll shows 2, the rest 1
    assert.equal(big[2], 20n + 190n); // one 3, or two 2s
  });

  it('movesOnBoard groups the sums by landing offset', () => {
    const moves = movesOnBoard(3, 3, 4); // sums 3..9 on a board of 4: offsets 3,0,1,2,3,0,1
    assert.deepEqual([...moves.offsets], [0, 1, 2, 3]);
    assert.deepEqual(moves.waysBig, [3n + 3n, 6n + 1n, 7n, 1n + 6n]);
    assert.deepEqual([...moves.ways], [6, 7, 7, 7]);
    assert.equal(moves.total, 27n);
  });

  // Erlang seed: one player alone, universes that win at move n with `score > 21` (target 22 with >=).
  const erlang: Record<number, Record<number, number>> = {
    4: { 3: 3427, 4: 244332, 5: 3784741, 6: 34277144, 7: 139217660, 8: 164170968, 9: 44423487, 10: 1165428 },
    8: { 3: 820, 4: 206916, 5: 6134645, 6: 48218921, 7: 171609162, 8: 165277231, 9: 33755399, 10: 755271 },
  };
  for (const start of [4, 8]) {
    it(`solo histogram, start ${start}, target 22: wins[t] = universes first winning at turn t`, () => {
      const game = makeGame([4, 8], rules({ diracTarget: 22 }));
      const [alone] = solosOf(game, [start - 1]);
      const expected = erlang[start] as Record<number, number>;
      assert.equal(alone.wins.length, 11, 'turns 0..10');
      alone.wins.forEach((w, t) => assert.equal(w, expected[t] ?? 0, `turn ${t}`));
      // Each of the 27^10 ten-turn roll histories has won by turn 10, at exactly one turn.
      let total = 0;
      for (let t = 1; t < alone.wins.length; t++) {
        total += (alone.wins[t] as number) * 27 ** (10 - t);
        assert.equal(
          (alone.alive[t - 1] as number) * 27,
          (alone.alive[t] as number) + (alone.wins[t] as number),
          `alive after turn ${t}`,
        );
      }
      assert.equal(total, 27 ** 10);
      assert.equal(alone.alive[0], 1);
      assert.equal(alone.alive[10], 0);
    });
  }
});
