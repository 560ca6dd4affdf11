// The answers' main sentence: who wins in more universes, and who is really more likely to win.
import { strict as assert } from 'node:assert';
import { solve } from '../../src/core';
import { leader } from '../../src/core/probability';
import { insightOf, probabilityByTurn } from '../../media/insight';
import { SAMPLE } from './helpers';

describe('who is ahead (part2.ahead) and the insight the answers tell from it', () => {
  it('the sample: player 1 both ways (56.5 % of the universes, probability 77.6 %)', () => {
    const part2 = solve(SAMPLE, { parts: [2], include: ['probabilities'] }).part2;
    assert.ok(part2);
    assert.deepEqual(part2.ahead, { universes: 1, probability: 1 });
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

  it('without the probabilities, nobody is named the most likely to win', () => {
    const ahead = solve('', { positions: [4, 8], parts: [2] }).part2?.ahead;
    assert.deepEqual(ahead, { universes: 1, probability: null });
  });

  it('leader() compares exactly and tells ties apart', () => {
    assert.equal(leader([5n, 5n]), null);
    assert.equal(leader([4, 6]), 1);
    assert.equal(leader([9, 2, 9]), null);
    assert.equal(leader([2n ** 60n + 1n, 2n ** 60n - 1n]), 0, 'equal as doubles, not as integers');
    assert.equal(leader([1, 3, 2]), 1);
  });

  it('insightOf words every combination of the fact', () => {
    const probability = solve(SAMPLE, { parts: [2], include: ['probabilities'] }).part2?.probability ?? null;
    const of = (universes: number | null, most: number | null) =>
      insightOf({ ahead: { universes, probability: most }, probability });
    assert.deepEqual(insightOf({ ahead: { universes: 1, probability: null }, probability: null }), { kind: 'none' });
    assert.deepEqual(of(null, null), { kind: 'allEqual' });
    assert.deepEqual(of(null, 1), { kind: 'tieUniverses', probability: 1 });
    assert.deepEqual(of(2, null), { kind: 'tieProbability', universes: 2 });
    assert.deepEqual(of(2, 1), { kind: 'differ', universes: 2, probability: 1 });
    assert.deepEqual(of(2, 2), { kind: 'same', player: 2 });
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
