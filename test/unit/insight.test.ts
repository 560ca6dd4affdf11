// The answers' main sentence: who wins in more universes, and who is really more likely to win.
import { strict as assert } from 'node:assert';
import { solve } from '../../src/core';
import type { Fraction } from '../../src/core/result';
import { insightOf, probabilityByTurn } from '../../media/insight';
import { SAMPLE } from './helpers';

const f = (numerator: number, denominator: number): Fraction => ({
  numerator: String(numerator),
  denominator: String(denominator),
  value: numerator / denominator,
});

describe('insightOf (who wins in more universes, who is more likely to win)', () => {
  it('the sample: player 1 both ways (56.5 % of the universes, probability 77.6 %)', () => {
    const part2 = solve(SAMPLE, { parts: [2], include: ['probabilities'] }).part2;
    assert.ok(part2);
    assert.deepEqual(insightOf(part2), { kind: 'same', player: 1 });
  });

  it('finds a real game where the two disagree, and names both players', () => {
    let found = null;
    for (let a = 1; a <= 10 && !found; a++)
      for (let b = 1; b <= 10 && !found; b++) {
        const part2 = solve('', { positions: [a, b], parts: [2], include: ['probabilities'] }).part2;
        if (part2 && insightOf(part2).kind === 'differ') found = { a, b, part2 };
      }
    assert.ok(found, 'some start pair on the puzzle board has the two leaders differ');
    const insight = insightOf(found.part2);
    assert.equal(insight.kind, 'differ');
    if (insight.kind !== 'differ') return;
    assert.equal(insight.universes, found.part2.winner);
    assert.notEqual(insight.probability, insight.universes);
    const win = found.part2.probability?.win ?? [];
    assert.ok((win[insight.probability - 1]?.value ?? 0) > (win[insight.universes - 1]?.value ?? 1));
  });

  it('ties are told apart, compared exactly (not by the rounded doubles)', () => {
    assert.deepEqual(insightOf({ wins: ['5', '5'], probability: null }), { kind: 'none' });
    const probability = (win: Fraction[]) => ({ win, length: [], expectedMoves: f(1, 1), expectedRolls: f(3, 1) });
    assert.deepEqual(insightOf({ wins: ['5', '5'], probability: probability([f(1, 2), f(2, 4)]) }), {
      kind: 'allEqual',
    });
    assert.deepEqual(insightOf({ wins: ['5', '5'], probability: probability([f(2, 3), f(1, 3)]) }), {
      kind: 'tieUniverses',
      probability: 1,
    });
    assert.deepEqual(insightOf({ wins: ['4', '6'], probability: probability([f(1, 2), f(1, 2)]) }), {
      kind: 'tieProbability',
      universes: 2,
    });
    assert.deepEqual(insightOf({ wins: ['4', '6'], probability: probability([f(3, 5), f(2, 5)]) }), {
      kind: 'differ',
      universes: 2,
      probability: 1,
    });
    // Two fractions whose doubles are equal but which differ: the exact comparison decides.
    const big = 2 ** 60;
    const close: Fraction[] = [
      { numerator: String(BigInt(big) + 1n), denominator: String(BigInt(big) * 2n), value: 0.5 },
      { numerator: String(BigInt(big) - 1n), denominator: String(BigInt(big) * 2n), value: 0.5 },
    ];
    assert.deepEqual(insightOf({ wins: ['1', '2'], probability: probability(close) }), {
      kind: 'differ',
      universes: 2,
      probability: 1,
    });
    assert.deepEqual(insightOf({ wins: ['9', '2', '9'], probability: probability([f(1, 3), f(1, 3), f(1, 3)]) }), {
      kind: 'allEqual',
    });
  });
});

describe('probabilityByTurn (wins by turn as probabilities)', () => {
  it("puts each move's probability at its player's own turn; rows sum to each player's win probability", () => {
    const part2 = solve(SAMPLE, { parts: [2], include: ['probabilities', 'winsByTurn'] }).part2;
    const probability = part2?.probability;
    const wins = part2?.byTurn?.wins ?? [];
    assert.ok(probability);
    const turns = Math.max(...wins.map((row) => row.length));
    const table = probabilityByTurn(probability, 2, turns);
    for (const end of probability.length)
      assert.equal(table[end.winner - 1]?.[Math.ceil(end.moves / 2) - 1], end.probability.value, `move ${end.moves}`);
    table.forEach((row, p) => {
      const sum = row.reduce((a, b) => a + b, 0);
      assert.ok(Math.abs(sum - (probability.win[p]?.value ?? 0)) < 1e-12, `player ${p + 1}`);
      // Zero where no universe is won on that turn (values below 2^-64 are zero too: the core's doubles).
      row.forEach((v, turn) => {
        if ((wins[p]?.[turn] ?? '0') === '0') assert.equal(v, 0, `player ${p + 1} turn ${turn + 1}`);
      });
    });
  });
});
