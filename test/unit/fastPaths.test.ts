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
import { parseCanonical, parseInput, parseLines } from '../../src/core/parse';
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

  it("the parser's fast path gives what the full parser gives, and only on texts the full parser accepts", () => {
    const rand = prng(21);
    const pieces = [
      'Player',
      'player',
      ' ',
      '  ',
      '\t',
      '1',
      '2',
      '3',
      'starting',
      'position',
      ':',
      '\n',
      '\r\n',
      '\r',
      '',
    ];
    const odd = ['0', '00', '012', '1000', '1001', '', '-1', '1e1', '\uff11', '7 '];
    const number = (): string =>
      rand() < 0.7 ? String(pick(rand, 1, rand() < 0.8 ? 10 : 1200)) : (odd[pick(rand, 0, odd.length - 1)] as string);
    let fast = 0;
    for (let run = 0; run < 10000; run++) {
      let text = `Player 1 starting position: ${number()}\nPlayer 2 starting position: ${number()}`;
      text += ['', '\n', '\n\n', '\r\n', ' ', '\nPlayer 3 starting position: 5\n'][pick(rand, 0, 5)] as string;
      // Some texts get a piece put in, or one character dropped, somewhere.
      const at = pick(rand, 0, text.length);
      if (run % 4 === 1)
        text = text.slice(0, at) + (pieces[pick(rand, 0, pieces.length - 1)] as string) + text.slice(at);
      if (run % 4 === 2) text = text.slice(0, at) + text.slice(at + 1);
      for (const board of [1, 7, 10, 100, 1000]) {
        const full = parseLines(text, board);
        const quick = parseCanonical(text, board);
        if (quick) {
          fast++;
          assert.deepEqual({ ok: true, input: quick }, full, JSON.stringify(text));
        }
        assert.deepEqual(parseInput(text, rules({ boardSize: board })), full, JSON.stringify(text));
      }
    }
    assert.ok(fast > 1500, `only ${fast} texts took the fast path`);
  });
});
