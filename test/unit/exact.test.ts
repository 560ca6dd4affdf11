/**
 * Exact counts past 2^53: the CRT path of countExactly, directly and through the strategies, and
 * per-player with more outcomes a turn than the solo kernel's digits hold.
 */
import { strict as assert } from 'node:assert';
import { solvePart2 } from '../../src/core';
import { makeGame } from '../../src/core/game';
import { memo } from '../../src/core/part2/memo';
import { perPlayer } from '../../src/core/part2/perPlayer';
import { frontier } from '../../src/core/part2/frontier';
import { runStrategy } from '../../src/core/solvePart2';
import { countExactly, countingPasses } from '../../src/core/exact';
import type { Kernel } from '../../src/core/exact';
import { bigMemo, rules, sum } from './helpers';

/** Fibonacci numbers F(k) for each k in `at`, over doubles (mod 0) or reduced mod `mod`. */
function fibonacciKernel(at: readonly number[]): Kernel {
  return (mod) => {
    const last = Math.max(...at);
    const out = new Float64Array(at.length);
    let [a, b] = [0, 1];
    let peak = 1;
    for (let k = 0; k <= last; k++) {
      at.forEach((x, i) => {
        if (x === k) out[i] = a;
      });
      if (a > peak) peak = a;
      const next = mod === 0 ? a + b : (a + b) % mod;
      [a, b] = [b, next];
    }
    return { out, peak };
  };
}

function fibonacci(k: number): bigint {
  let [a, b] = [0n, 1n];
  for (let i = 0; i < k; i++) [a, b] = [b, a + b];
  return a;
}

const TWO_53 = 2n ** 53n;

describe('exact counting (countExactly and the CRT path)', () => {
  it('values under 2^53 come from the plain double run', () => {
    const result = countExactly(fibonacciKernel([10, 50, 78]), 100);
    assert.equal(result.method, 'double');
    assert.deepEqual(result.values, [fibonacci(10), fibonacci(50), fibonacci(78)]);
  });

  it('values past 2^53 (finite doubles) are recombined exactly from residues', () => {
    const at = [5, 79, 100, 200, 300, 1000];
    const result = countExactly(fibonacciKernel(at), 1000);
    assert.notEqual(result.method, 'double');
    assert.deepEqual(result.values, at.map(fibonacci));
    assert.ok((result.values[5] as bigint) > 2n ** 600n);
  });

  it('values past the double range (Infinity in the plain run) use the proven bound', () => {
    const at = [1, 2000, 3000];
    const exact = at.map(fibonacci);
    assert.ok((exact[2] as bigint) > 2n ** 1024n, 'the plain run must overflow');
    const result = countExactly(fibonacciKernel(at), 3000 * 0.7); // F(k) < 2^(0.7 k)
    assert.deepEqual(result.values, exact);
  });

  it('makes at most countingPasses(bound) passes, and refuses over maxPasses before the prime passes', () => {
    let passes = 0;
    const overflow: Kernel = (mod) => (passes++, { out: Float64Array.of(mod ? 0 : Infinity), peak: Infinity });
    for (const bound of [60, 98, 100, 1000]) {
      passes = 0;
      countExactly(overflow, bound);
      assert.ok(passes > 1 && passes <= countingPasses(bound), `bound ${bound}: ${passes} passes`);
    }
    const f100: Kernel = (mod) => (passes++, fibonacciKernel([100])(mod)); // F(100) < 2^69: 1 + 3 passes
    passes = 0;
    assert.throws(() => countExactly(f100, 100, 3), /^Error: internal error: 4 counting passes over the limit$/);
    assert.equal(passes, 1, 'only the plain pass');
    assert.deepEqual(countExactly(f100, 100, 4).values, [fibonacci(100)]);
  });

  it('2^53 + 1, which doubles cannot hold, comes out exact', () => {
    const kernel: Kernel = (mod) => {
      const half = 2 ** 52;
      const v = mod === 0 ? half + half + 1 : ((half % mod) + (half % mod) + 1) % mod;
      return { out: Float64Array.of(v, 7), peak: v };
    };
    assert.deepEqual(countExactly(kernel, 60).values, [TWO_53 + 1n, 7n]);
  });

  it('8 players with a 100-sided die (counts near 10^51): per-player == BigInt reference', () => {
    const r = rules({ boardSize: 2, diracTarget: 2, diracSides: 100, rollsPerTurn: 3 });
    const starts = [1, 2, 1, 2, 2, 1, 1, 2];
    const expected = bigMemo(starts, r);
    assert.deepEqual(perPlayer(makeGame(starts, r)).wins, expected);
    assert.ok(expected.some((w) => w > 10n ** 45n));
    // memo fits here ((2 x 2)^8 states) and must agree too.
    assert.deepEqual(memo(makeGame(starts, r)).wins, expected);
  });

  it('8 players on the puzzle board, target 12: per-player wins sum to the game total from byTurn, all exact', () => {
    const result = solvePart2([1, 2, 3, 4, 5, 6, 7, 8], rules({ diracTarget: 12 }));
    const wins = result.wins.map(BigInt);
    assert.ok(wins.some((w) => w > TWO_53));
    assert.equal(result.totalUniverses, sum(wins).toString());
    result.byTurn?.wins.forEach((row, p) => assert.equal(sum(row), wins[p]));
    assert.equal(result.memo, null, 'memo is over its limit and is not run');
  });

  it('counts past the double range (3^659 > 2^1044): every strategy gives the closed form', () => {
    // On a board of 1 every move lands on space 1 and scores 1, so player 1 always wins, on its
    // 330th turn, after 659 rolls of a 3-sided die: 3^659 universes, which overflow a double.
    const r = rules({ boardSize: 1, diracTarget: 330, diracSides: 3, rollsPerTurn: 1 });
    const expected = [3n ** 659n, 0n];
    const game = makeGame([1, 1], r);
    assert.deepEqual(perPlayer(game).wins, expected);
    const viaMemo = memo(game);
    assert.deepEqual([viaMemo.wins, viaMemo.method === 'double'], [expected, false]);
    assert.deepEqual(frontier(game).wins, expected);
  });

  it('dirac target 200 on a board of 2: counts of 80+ digits, identical from per-player and memo', () => {
    const r = rules({ boardSize: 2, diracTarget: 200, diracSides: 2, rollsPerTurn: 1 });
    const a = perPlayer(makeGame([1, 2], r));
    assert.deepEqual(memo(makeGame([1, 2], r)).wins, a.wins);
    assert.ok((a.wins[0] as bigint) > 10n ** 80n);
    // Its doubles stopped at 2^53 leave the scratch zeroed: a 1-sided die after it counts one universe, in doubles.
    assert.deepEqual(perPlayer(makeGame([1, 2], rules({ ...r, diracSides: 1 }))).doubles, [1, 0]);
  });

  // Turns with too many outcomes for any digit size of the solo kernel (it falls back to BigInt).
  const cases: [string, { diracSides: number; rollsPerTurn: number }][] = [
    ['3-sided die, 17 rolls (2^27 outcomes)', { diracSides: 3, rollsPerTurn: 17 }],
    ['3-sided die, 20 rolls', { diracSides: 3, rollsPerTurn: 20 }],
    ['50-sided die, 5 rolls', { diracSides: 50, rollsPerTurn: 5 }],
    ['9-sided die, 9 rolls', { diracSides: 9, rollsPerTurn: 9 }],
  ];
  for (const [name, dice] of cases) {
    it(`${name}: per-player equals memo`, () => {
      const r = rules({ ...dice, diracTarget: 15 });
      const game = makeGame([4, 8], r);
      const { wins, byTurn } = runStrategy('per-player', game, r); // with its wins by turn, by default
      assert.deepEqual([wins, byTurn?.length], [runStrategy('memo', game, r).wins, 2]);
      assert.ok((wins[0] ?? 0n) > 2n ** 53n, 'the counts pass 2^53, so the exact path ran');
    });
  }
});
