/**
 * The hot path's shortcuts against the plain code they stand in for, on random inputs: two solo
 * games played at once (per-player) against solo() one at a time; shares computed in doubles
 * against shareOf in BigInt; the parser's fast path for the canonical two lines against the full
 * parser.
 */
import { strict as assert } from 'node:assert';
import { makeGame, perPlayer, solo } from '../../src/core';
import { combine, DOUBLES } from '../../src/core/part2/perPlayer';
import { SAFE } from '../../src/core/exact';
import { shareOf, shareOfDoubles } from '../../src/core/share';
import { pick, prng, rules } from './helpers';

describe('fast paths', () => {
  it('per-player (solo games two at a time) equals solo() games one at a time: wins, wins by turn, states', () => {
    const rand = prng(2021);
    let doubles = 0;
    for (let run = 0; run < 300; run++) {
      const r = rules({
        boardSize: pick(rand, 1, 12),
        diracSides: pick(rand, 1, 4),
        rollsPerTurn: pick(rand, 1, 3),
        diracTarget: pick(rand, 1, 30),
      });
      const players = pick(rand, 2, 5);
      const starts = Array.from({ length: players }, () => pick(rand, 1, r.boardSize));
      const game = makeGame(starts, r);
      const got = perPlayer(game);
      const alone = new Map(game.starts.map((s) => [s, solo(game, s)]));
      const solos = game.starts.map((s) => alone.get(s) as ReturnType<typeof solo>);
      if (!solos.every((s) => s.peak < SAFE)) continue;
      const { wins, byTurn } = combine(solos, DOUBLES, true);
      if (!wins.every((w) => w < SAFE)) continue;
      doubles++;
      const label = `starts ${starts.join(',')} with ${JSON.stringify(r, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`;
      assert.equal(got.method, 'double', label);
      assert.deepEqual(got.wins, wins.map(BigInt), label);
      assert.deepEqual(
        got.byTurn?.map((row) => row.map(String)),
        byTurn?.map((row) => {
          let end = row.length;
          while (end > 0 && row[end - 1] === 0) end--;
          return row.slice(0, end).map(String);
        }),
        label,
      );
      assert.equal(
        got.statesTouched,
        [...alone.values()].reduce((a, s) => a + s.states, 0),
        label,
      );
    }
    assert.ok(doubles > 150, `only ${doubles} games counted in doubles`);
  });

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
