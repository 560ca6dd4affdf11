/** Part 1: the cycle-skipping game against a turn-by-turn simulation and a periodicity argument. */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { type RulesInput } from '../../src/core';
import { playDeterministic } from '../../src/core/part1';
import { REPLAY_TURN_LIMIT } from '../../src/core/limits';
import {
  fuzzRuns,
  periodicDeterministic,
  pick,
  prng,
  rules,
  simulateDeterministic,
  type DeterministicReference,
} from './helpers';

/** The result's fields against the reference's, written as the result writes them (BigInt counts as decimals). */
function same(label: string, got: ReturnType<typeof playDeterministic>, want: DeterministicReference): void {
  const keys = ['answer', 'winner', 'loser', 'scores', 'rolls', 'turns'] as const;
  const written = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'bigint' ? String(v) : v);
  const pick = (from: object) =>
    Object.fromEntries(keys.map((k) => [k, written((from as Record<string, unknown>)[k])]));
  assert.deepEqual(pick(got), pick(want), label);
}

/** Random games: rules from `ranges`, and 2 to `maxPlayers` start spaces on the board. */
function games(
  ranges: Record<'boardSize' | 'rollsPerTurn' | 'deterministicSides' | 'target', fc.Arbitrary<number | bigint>>,
  maxPlayers: number,
) {
  return fc
    .record({ ...ranges, players: fc.integer({ min: 2, max: maxPlayers }), seed: fc.integer() })
    .map(({ players, seed, ...input }) => {
      const r = rules(input as RulesInput);
      const rand = prng(seed);
      const starts = Array.from({ length: players }, () => pick(rand, 1, r.boardSize));
      return { r, starts, label: `${JSON.stringify({ ...input, target: String(input.target) })} starts ${starts}` };
    });
}

describe('part 1 (deterministic die)', () => {
  it('the reference simulations agree with each other and with the sample', () => {
    const r = rules();
    const { replay: _replay, ...sim } = simulateDeterministic([4, 8], r);
    assert.equal(sim.answer, 739785n);
    assert.deepEqual(periodicDeterministic([4, 8], r, 1e6), sim);
  });

  it('matches a turn-by-turn BigInt simulation on random rules and targets up to 1e4', () => {
    fc.assert(
      fc.property(
        games(
          {
            boardSize: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 1000 })),
            rollsPerTurn: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 20 })),
            deterministicSides: fc.oneof(fc.integer({ min: 1, max: 150 }), fc.integer({ min: 1, max: 10_000 })),
            target: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 10_000 })),
          },
          5,
        ),
        ({ r, starts, label }) => {
          same(label, playDeterministic(starts, r), simulateDeterministic(starts, r));
        },
      ),
      { numRuns: fuzzRuns(30) },
    );
  });

  it('matches the periodicity argument on random rules with targets up to 10^100', () => {
    let compared = 0;
    let skipping = 0;
    fc.assert(
      fc.property(
        games(
          {
            boardSize: fc.integer({ min: 1, max: 12 }),
            rollsPerTurn: fc.integer({ min: 1, max: 4 }),
            deterministicSides: fc.integer({ min: 1, max: 100 }),
            // Also 10^6 to 10^8, where the ledger's counts pass from numbers to BigInt (2^53).
            target: fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 100n }), fc.bigInt({ min: 10n ** 6n, max: 10n ** 8n })),
          },
          4,
        ),
        ({ r, starts, label }) => {
          const want = periodicDeterministic(starts, r, 200_000);
          if (want === null) return; // period too long to learn cheaply
          compared++;
          const got = playDeterministic(starts, r);
          if (got.skippedCycles !== '0') skipping++;
          same(label, got, want);
        },
      ),
      { numRuns: fuzzRuns(200) },
    );
    assert.ok(compared > 50, `only ${compared} cases compared`);
    // Counted here: the turn-by-turn property's small targets skip cycles in one game of seven, so its 30 games had none about one run in a hundred.
    assert.ok(skipping > 0, 'cycle skipping was never exercised');
  });

  it('target 10^100 (the limit) and ten players are fast and consistent', () => {
    const r = rules({ target: 10n ** 100n });
    const out = playDeterministic([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], r);
    const reached = out.scores.flatMap((s, p) => (BigInt(s) >= r.target ? [p + 1] : []));
    assert.deepEqual(reached, [out.winner], 'the winner alone reached the target');
    same('10^100', out, periodicDeterministic([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], r, 1e6) as DeterministicReference);
  });

  it('a game won on the very first turn', () => {
    const out = playDeterministic([4, 8], rules({ target: 1 }));
    assert.deepEqual([out.winner, out.scores, out.rolls, out.turns, out.answer], [1, ['10', '0'], '3', '1', '0']);
  });

  it('the loser is the lowest non-winner, the first of them on a tie', () => {
    const r = rules({ target: 1, boardSize: 1, deterministicSides: 1, rollsPerTurn: 1 });
    const out = playDeterministic([1, 1, 1], r);
    // Everyone lands on space 1; player 1 wins at once and players 2 and 3 tie at 0.
    assert.deepEqual([out.winner, out.loser, out.scores], [1, 2, ['1', '0', '0']]);
  });
});

describe('part 1 replay (recorded in the one play)', () => {
  it('equals a turn-by-turn replay, skipped cycles written out; null past the turn limit', () => {
    let skipped = 0;
    let tooLong = 0;
    fc.assert(
      fc.property(
        games(
          {
            boardSize: fc.integer({ min: 1, max: 12 }),
            rollsPerTurn: fc.integer({ min: 1, max: 4 }),
            deterministicSides: fc.integer({ min: 1, max: 30 }),
            target: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 20_000 })),
          },
          4,
        ),
        ({ r, starts, label }) => {
          const played = playDeterministic(starts, r, { replayTurns: REPLAY_TURN_LIMIT });
          const sim = simulateDeterministic(starts, r);
          const want = sim.turns <= BigInt(REPLAY_TURN_LIMIT) ? sim.replay : null;
          if (played.skippedCycles !== '0' && want) skipped++;
          if (!want) tooLong++;
          assert.deepEqual(played.replay?.scores ?? null, want, label);
          // The replay's last scores are the final scores.
          const last = want?.map((row) => String(row[row.length - 1] ?? 0));
          if (last) assert.deepEqual(last, played.scores);
        },
      ),
      { numRuns: fuzzRuns(200) },
    );
    assert.ok(skipped > 10, `replays across skipped cycles: only ${skipped}`);
    assert.ok(tooLong > 5, `games past the turn limit: only ${tooLong}`);
  });

  it('without replayTurns, or one turn short of the game, nothing is recorded', () => {
    assert.equal(playDeterministic([4, 8], rules()).replay, null);
    const short = playDeterministic([4, 8], rules(), { replayTurns: 330 }); // replayed until its cycles are skipped
    assert.deepEqual([short.turns, short.skippedCycles, short.replay], ['331', '2', null], 'the sample: 331 turns');
  });
});
