/**
 * Exact counts at scale: the exact solo kernel against the plain BigInt solo game on random rule sets,
 * and counts past 2^53 from the strategies' CRT path against an independent BigInt reference.
 */
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { frontier } from '../../src/core/part2/frontier';
import { makeGame } from '../../src/core/game';
import { memo } from '../../src/core/part2/memo';
import { perPlayer } from '../../src/core/part2/perPlayer';
import { digitBits, soloExact } from '../../src/core/part2/soloExact';
import { bigMemo, fuzzRuns, referenceSolo, rules } from '../unit/helpers';
import { HEAVY, runProperty, showTally, tally } from './harness';

describe('fuzz', function () {
  this.timeout(HEAVY ? 0 : 60_000);

  describe('exact solo kernel', () => {
    /** Reference budget per case: cells holding a count x roll sums (BigInt multiply-adds). */
    const BUDGET = 150_000;
    // Heavy mode runs DIRAC_FUZZ_RUNS / 100 cases: each costs far more than a parser case (BUDGET BigInt work).
    const RUNS = fuzzRuns(12, 100);
    // Dice of up to 200,000 ways a turn, and now and then one past the digit kernel's reach (BigInt).
    const dice = fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .record({ diracSides: fc.integer({ min: 1, max: 12 }), rollsPerTurn: fc.integer({ min: 1, max: 6 }) })
          .filter((d) => d.diracSides ** d.rollsPerTurn <= 200_000),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom({ diracSides: 12, rollsPerTurn: 5 }, { diracSides: 9, rollsPerTurn: 6 }),
      },
    );
    const soloCase = fc
      .record({ dice, boardSize: fc.integer({ min: 1, max: 40 }), diracTarget: fc.integer({ min: 1, max: 400 }) })
      .chain(({ dice: d, ...rest }) =>
        fc.record({ r: fc.constant({ ...d, ...rest }), start: fc.integer({ min: 1, max: rest.boardSize }) }),
      );

    it('on random rule sets (boards to 40, up to 531,441 ways a turn, targets to 400), soloExact equals the plain BigInt game', () => {
      const kinds = new Map<string, number>();
      let lowered = 0;
      let targets = 0;
      runProperty(
        'exact solo kernel',
        soloCase,
        ({ r: input, start }) => {
          // The reference is slow: halve the target until its work fits the budget (counted below).
          const ways = input.diracSides ** input.rollsPerTurn;
          // Past the digit kernel's reach soloExact is itself a BigInt game: small targets suffice.
          let target = digitBits(ways) === null ? Math.min(input.diracTarget, 30) : input.diracTarget;
          const work = (t: number): number => {
            const game = makeGame([start], rules({ ...input, diracTarget: t }));
            return soloExact(game, start - 1).states * (input.diracSides - 1) * input.rollsPerTurn;
          };
          while (target > 1 && work(target) > BUDGET) target = Math.ceil(target / 2);
          if (target < input.diracTarget) lowered++;
          targets += target;
          const r = rules({ ...input, diracTarget: target });
          tally(
            kinds,
            digitBits(ways) === null ? 'BigInt' : ways > 27 ? 'digits, over 27 ways' : 'digits, 27 ways or fewer',
          );
          if (r.boardSize > 12) tally(kinds, 'board over 12');
          const label = `start ${start} board ${r.boardSize} sides ${r.diracSides} rolls ${r.rollsPerTurn} target ${target}`;
          assert.deepEqual(soloExact(makeGame([start], r), start - 1), referenceSolo(start, r), label);
        },
        { numRuns: RUNS },
        () =>
          `${showTally(kinds)}; target lowered to fit the budget in ${lowered} cases; mean target ${(targets / RUNS).toFixed(0)}`,
      );
    });
  });

  describe('exact solo kernel at scale', () => {
    // SHA-256 of both players' win counts ("w1,w2" in decimal) from starts 4 and 8, as computed by
    // the kernel this one replaced: the new kernel must give the same numbers.
    const digests: [number, number, string][] = [
      [1735, 1173, '59e794372e3ec1091c618c50644569d199d7fb2caba6d3e8a64eb59c2f3ddc59'],
      [2000, 1352, 'fe4b7ddd1bf6c53e5bc93e19d1521366a6e3d5c927291d3aa2c6322a61f4639a'],
    ];
    for (const [target, digits, digest] of digests) {
      it(`target ${target} on the puzzle's board: both win counts (${digits} digits) as before`, () => {
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

  describe('exact counting at scale', () => {
    it('dirac target 45 (counts near 2^75): per-player == memo == BigInt reference', () => {
      const r = rules({ diracTarget: 45 });
      const game = makeGame([4, 8], r);
      const a = perPlayer(game);
      const b = memo(game);
      assert.notEqual(a.method, 'double');
      assert.notEqual(b.method, 'double');
      assert.ok(a.wins.every((w) => w > 2n ** 70n));
      assert.deepEqual(b.wins, a.wins);
      assert.deepEqual(bigMemo([4, 8], r), a.wins);
    });

    it('dirac target 32 (counts past 2^53): frontier == per-player == BigInt reference', () => {
      const r = rules({ diracTarget: 32 });
      const game = makeGame([7, 2], r);
      const a = perPlayer(game);
      const c = frontier(game);
      assert.notEqual(c.method, 'double');
      assert.ok(a.wins.every((w) => w > 2n ** 53n));
      assert.deepEqual(c.wins, a.wins);
      assert.deepEqual(bigMemo([7, 2], r), a.wins);
    });
  });
});
