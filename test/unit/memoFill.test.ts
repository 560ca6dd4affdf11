/**
 * The two-player memo is filled bottom-up (src/core/part2/memoFill.ts), yet it must report what
 * the memoized recursion does: the same counts, states stored, calls and hits. Checked against a
 * plain recursion written here, on random rule sets, including ones the fill declines.
 */
import { strict as assert } from 'node:assert';
import { makeGame, memo, type Rules } from '../../src/core';
import { twoPlayersFilled } from '../../src/core/part2/memoFill';
import { pick, prng, rules } from './helpers';

/**
 * The distinct moves on the board: sums of `rolls` rolls of a `sides`-sided die, modulo the
 * board, with their ways (the memo branches once per move, not once per sum).
 */
function moves(sides: number, rolls: number, board: number): Map<number, bigint> {
  let ways = new Map<number, bigint>([[0, 1n]]);
  for (let r = 0; r < rolls; r++) {
    const next = new Map<number, bigint>();
    for (const [s, w] of ways) for (let f = 1; f <= sides; f++) next.set(s + f, (next.get(s + f) ?? 0n) + w);
    ways = next;
  }
  const onBoard = new Map<number, bigint>();
  for (const [s, w] of ways) onBoard.set(s % board, (onBoard.get(s % board) ?? 0n) + w);
  return onBoard;
}

/** The memoized recursion, counting every call (the root's included) and every state it stores. */
function recursion(positions: number[], r: Rules): { wins: bigint[]; calls: number; entries: number } {
  const branches = [...moves(r.diracSides, r.rollsPerTurn, r.boardSize)];
  const target = r.diracTarget;
  const cache = new Map<string, [bigint, bigint]>();
  let calls = 0;
  const play = (pos: number, score: number, other: number, otherScore: number): [bigint, bigint] => {
    calls++;
    const key = `${pos},${score},${other},${otherScore}`;
    const known = cache.get(key);
    if (known) return known;
    let mine = 0n;
    let theirs = 0n;
    for (const [offset, ways] of branches) {
      const to = ((pos - 1 + offset) % r.boardSize) + 1;
      if (score + to >= target) {
        mine += ways;
      } else {
        const [a, b] = play(other, otherScore, to, score + to);
        mine += ways * b;
        theirs += ways * a;
      }
    }
    const out: [bigint, bigint] = [mine, theirs];
    cache.set(key, out);
    return out;
  };
  const [a = 1, b = 1] = positions;
  return { wins: play(a, 0, b, 0), calls, entries: cache.size };
}

describe('memo: the bottom-up fill reports what the recursion does', () => {
  it('on the sample: 17,512 states stored, 75,913 calls', () => {
    const r = rules();
    const out = memo(makeGame([4, 8], r));
    assert.deepEqual(out.wins, [444356092776315n, 341960390180808n]);
    assert.deepEqual(out.memo, { entries: 17512, calls: 75913, hits: 58401, misses: 17512, stateBound: 44100 });
  });

  it('on 300 random two-player rule sets (boards up to 70, so bit masks of several words)', () => {
    const rand = prng(2112);
    let filled = 0;
    let declined = 0;
    for (let i = 0; i < 300; i++) {
      const boardSize = pick(rand, 1, i % 3 === 0 ? 70 : 12);
      const r = rules({
        boardSize,
        diracTarget: pick(rand, 1, 16),
        diracSides: pick(rand, 1, 3),
        rollsPerTurn: pick(rand, 1, 3),
      });
      const positions = [pick(rand, 1, boardSize), pick(rand, 1, boardSize)];
      const label = `players ${positions} board ${boardSize} target ${r.diracTarget} sides ${r.diracSides} rolls ${r.rollsPerTurn}`;
      const game = makeGame(positions, r);
      const expected = recursion(positions, r);
      const out = memo(game);
      assert.deepEqual(out.wins, expected.wins, label);
      assert.equal(out.memo?.entries, expected.entries, label);
      assert.equal(out.memo?.misses, expected.entries, label);
      assert.equal(out.memo?.calls, expected.calls, label);
      assert.equal(out.memo?.hits, expected.calls - expected.entries, label);
      if (twoPlayersFilled(game)) filled++;
      else declined++;
    }
    assert.ok(filled > 250, `the fill ran in only ${filled} of 300 cases (${declined} declined)`);
  });

  it('declines long games on tiny boards, and the recursion then gives the same answer', () => {
    const r = rules({ boardSize: 2, diracTarget: 30 });
    const game = makeGame([1, 2], r);
    assert.equal(twoPlayersFilled(game), null);
    const out = memo(game);
    assert.equal(out.memo?.entries, recursion([1, 2], r).entries);
  });
});
