// Exact win probabilities from the per-player counts, against an independent floating-point
// recursion over whole game states, and exact identities.
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { solve, type Probabilities } from '../../src/core';
import { makeGame } from '../../src/core/game';
import { perPlayer } from '../../src/core/part2/perPlayer';
import { probabilities } from '../../src/core/probability';
import { fuzzRuns, rules, SAMPLE, smallRules, sum } from './helpers';

/**
 * P(each player wins) by plain recursion over (spaces, scores, player to move), every single
 * roll sequence of a turn taken with probability 1/sides^rolls, in doubles. Nothing shared with
 * the core: no move tables, no decomposition.
 */
function floatReference(starts: number[], board: number, sides: number, rolls: number, target: number): number[] {
  const n = starts.length;
  const sums = new Map<number, number>();
  const roll = (left: number, sum: number) => {
    if (left === 0) sums.set(sum, (sums.get(sum) ?? 0) + 1);
    else for (let face = 1; face <= sides; face++) roll(left - 1, sum + face);
  };
  roll(rolls, 0);
  const total = sides ** rolls;
  const memo = new Map<string, number[]>();
  const visit = (spaces: number[], scores: number[], mover: number): number[] => {
    const key = `${spaces}|${scores}|${mover}`;
    const known = memo.get(key);
    if (known) return known;
    const out = new Array<number>(n).fill(0);
    for (const [sum, ways] of sums) {
      const space = ((spaces[mover]! - 1 + sum) % board) + 1;
      const score = scores[mover]! + space;
      const weight = ways / total;
      if (score >= target) {
        out[mover]! += weight;
        continue;
      }
      const next = visit(
        spaces.map((s, i) => (i === mover ? space : s)),
        scores.map((s, i) => (i === mover ? score : s)),
        (mover + 1) % n,
      );
      next.forEach((p, i) => (out[i]! += weight * p));
    }
    memo.set(key, out);
    return out;
  };
  return visit(starts, new Array<number>(n).fill(0), 0);
}

function exact(starts: number[], input: Parameters<typeof rules>[0]): Probabilities {
  const r = rules(input);
  const outcome = perPlayer(makeGame(starts, r));
  return probabilities(outcome.byTurn ?? [], r.diracSides, r.rollsPerTurn).probability;
}

/** The fractions as BigInt numerator over a common denominator (checks they add up exactly). */
function addExactly(fractions: { numerator: string; denominator: string }[]): [bigint, bigint] {
  const den = fractions.reduce(
    (acc, f) => (acc % BigInt(f.denominator) === 0n ? acc : acc * BigInt(f.denominator)),
    1n,
  );
  return [sum(fractions.map((f) => (BigInt(f.numerator) * den) / BigInt(f.denominator))), den];
}

describe('probability', () => {
  it('the sample (4, 8): player 1 wins in 56.5 % of the universes but with probability 77.6 %', () => {
    const p = exact([4, 8], {});
    assert.equal(p.win[0]?.value.toFixed(4), '0.7760');
    assert.equal(p.win[1]?.value.toFixed(4), '0.2240');
    const reference = floatReference([4, 8], 10, 3, 3, 21);
    p.win.forEach((f, i) => assert.ok(Math.abs(f.value - reference[i]!) < 1e-12, `player ${i + 1}`));
    assert.equal(p.expectedRolls.value, 3 * p.expectedMoves.value);
    assert.ok(p.expectedMoves.value > 6 && p.expectedMoves.value < 8, `expected moves ${p.expectedMoves.value}`);
  });

  it("solve asks for them by name ('probabilities'), and gives the same with any reported strategy", () => {
    assert.equal(solve(SAMPLE).part2?.probability, null, 'nothing unasked');
    const byPerPlayer = solve(SAMPLE, { include: ['probabilities'] }).part2?.probability;
    const byMemo = solve(SAMPLE, { strategy: 'memo', include: ['probabilities'] }).part2;
    assert.deepEqual(byMemo?.probability, byPerPlayer);
    assert.equal(byMemo?.byTurn, null, 'wins by turn only when asked');
    assert.equal(byPerPlayer?.win[0]?.value.toFixed(4), '0.7760');
  });

  it('win probabilities sum to exactly 1, and so does the game-length distribution', () => {
    const p = exact([4, 8], {});
    const [wins, winsDen] = addExactly(p.win);
    assert.equal(wins, winsDen);
    const [lengths, lengthsDen] = addExactly(p.length.map((l) => l.probability));
    assert.equal(lengths, lengthsDen);
  });

  it('each player win probability is the sum of the game lengths that player ends', () => {
    const p = exact([3, 7, 1], { diracTarget: 15 });
    for (let player = 1; player <= 3; player++) {
      const [num, den] = addExactly(p.length.filter((l) => l.winner === player).map((l) => l.probability));
      const win = p.win[player - 1]!;
      assert.equal(num * BigInt(win.denominator), BigInt(win.numerator) * den, `player ${player}`);
    }
  });

  it('fractions are reduced, for dice whose sides are a prime or not (3, 12, 18)', () => {
    const fractions = [{}, { diracSides: 12 }, { diracSides: 18, rollsPerTurn: 2 }].map((r) => exact([4, 8], r));
    for (const f of fractions.flatMap((p) => [...p.win, p.expectedMoves, ...p.length.map((l) => l.probability)])) {
      let [a, b] = [BigInt(f.numerator), BigInt(f.denominator)];
      while (b !== 0n) [a, b] = [b, a % b];
      assert.equal(a, 1n, `${f.numerator}/${f.denominator}`);
    }
  });

  it('a one-sided die decides the game: probability exactly 1 for the universe count winner', () => {
    const p = exact([4, 8], { diracSides: 1 });
    assert.deepEqual(
      p.win.map((f) => `${f.numerator}/${f.denominator}`),
      p.win.map((f) => (f.value === 1 ? '1/1' : '0/1')),
    );
    assert.equal(p.length.length, 1);
  });

  it('matches the floating-point reference on random small rules, and sums to exactly 1', () => {
    fc.assert(
      fc.property(
        smallRules(3),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 3, maxLength: 3 }),
        (r, spaces) => {
          const starts = spaces.slice(0, r.players).map((s) => ((s - 1) % r.boardSize) + 1);
          const p = exact(starts, r);
          const [num, den] = addExactly(p.win);
          assert.equal(num, den, 'sum is exactly 1');
          const reference = floatReference(starts, r.boardSize, r.diracSides, r.rollsPerTurn, r.diracTarget);
          p.win.forEach((f, i) => assert.ok(Math.abs(f.value - reference[i]!) < 1e-9, `player ${i + 1}`));
        },
      ),
      { numRuns: fuzzRuns(8) },
    );
  });
});
