/** The CLI shows who is really more likely to win, beside the universe counts. */
import { strict as assert } from 'node:assert';
import { main } from '../../src/cli';
import { whoIsAhead } from '../../src/cli/format';
import { solve } from '../../src/core';

describe('CLI probabilities', () => {
  it('prints each player probability of winning and the expected game length, from the result', async () => {
    const r = await main(['--players', '4,8'], {});
    assert.equal(r.code, 0);
    const p = solve('', { positions: [4, 8], include: ['probabilities'] }).part2?.probability;
    assert.ok(p);
    const percent = (x: number) => `${(x * 100).toFixed(1)} %`; // the column's precision: 77.6 % beside 22.4 %
    assert.match(
      r.out,
      new RegExp(
        `player 1 wins in 444,356,092,776,315 universes \\(56\\.5 % of them\\); probability of winning ${percent(p.win[0]!.value)}`,
      ),
    );
    assert.match(
      r.out,
      new RegExp(
        `player 2 wins in 341,960,390,180,808 universes .*; probability of winning ${percent(p.win[1]!.value)}`,
      ),
    );
    assert.match(r.out, /player 1 wins in more universes and is also more likely to win/);
    assert.match(
      r.out,
      new RegExp(
        `expected game length: ${p.expectedMoves.value.toFixed(2)} moves \\(${p.expectedRolls.value.toFixed(2)} rolls\\)`,
      ),
    );
  });

  it('says so when the two disagree (players on 3 and 1)', async () => {
    const r = await main(['--players', '3,1'], {});
    const part2 = solve('', { positions: [3, 1], include: ['probabilities'] }).part2;
    assert.ok(part2?.probability && part2.shares[1]! > part2.shares[0]!, 'player 2 has more universes');
    assert.ok(part2.probability.win[0]!.value > part2.probability.win[1]!.value, 'player 1 is more likely to win');
    assert.match(r.out, /player 2 wins in more universes, but player 1 is more likely to win/);
  });

  it('--json carries the exact fractions, summing to 1', async () => {
    const r = await main(['--players', '4,8', '--json'], {});
    const json = JSON.parse(r.out) as { part2: { probability: { win: { numerator: string; denominator: string }[] } } };
    const [a, b] = json.part2.probability.win;
    assert.ok(a && b);
    assert.equal(
      BigInt(a.numerator) * BigInt(b.denominator) + BigInt(b.numerator) * BigInt(a.denominator),
      BigInt(a.denominator) * BigInt(b.denominator),
    );
  });

  it("whoIsAhead words the core's fact, ties included", () => {
    const says = (universes: number | null, probability: number | null) => whoIsAhead({ universes, probability });
    assert.equal(says(1, 1), 'player 1 wins in more universes and is also more likely to win');
    assert.equal(says(3, 1), 'player 3 wins in more universes, but player 1 is more likely to win');
    assert.equal(says(null, 2), 'no one player wins in more universes, but player 2 is more likely to win');
    assert.equal(says(2, null), 'player 2 wins in more universes, but no one player is more likely to win');
    assert.equal(says(null, null), 'no one player wins in more universes, but no one player is more likely to win');
  });
});
