// "How the answer is made": the per-player table's running sums end exactly at every strategy's counts.
import { strict as assert } from 'node:assert';
import { solve, type SolveOptions } from '../../src/core';
import { compositionRows } from '../../media/compositionRows';
import { SAMPLE } from './helpers';

function check(text: string, options: SolveOptions): void {
  const part2 = solve(text, { ...options, parts: [2], include: ['composition', 'winsByTurn'] }).part2;
  assert.ok(part2?.composition && part2.byTurn);
  const rows = compositionRows(part2.composition);
  const last = rows.at(-1);
  assert.ok(last);
  assert.ok(part2.runs.length >= 2, 'several strategies ran');
  for (const run of part2.runs)
    assert.deepEqual(
      last.players.map((e) => e.running.toString()),
      run.wins,
      run.strategy,
    );
  // Each term is the core's wins by turn, and each running sum adds that turn's term.
  part2.byTurn.wins.forEach((row, p) =>
    rows.forEach((r, i) => {
      assert.equal(r.players[p]?.term.toString(), row[i] ?? '0', `player ${p + 1}, turn ${r.turn}`);
      const before = i === 0 ? 0n : (rows[i - 1]?.players[p]?.running ?? 0n);
      assert.equal(r.players[p]?.running, before + (r.players[p]?.term ?? 0n));
    }),
  );
}

describe('compositionRows (how the part 2 answer is made)', () => {
  it('the sample: the running sums end at 444356092776315 and 341960390180808, as every strategy counts', () => {
    const rows = compositionRows(
      solve(SAMPLE, { parts: [2], include: ['composition'] }).part2?.composition ?? { solo: [] },
    );
    assert.deepEqual(
      rows.at(-1)?.players.map((e) => e.running.toString()),
      ['444356092776315', '341960390180808'],
    );
    check(SAMPLE, { compareWith: ['memo', 'frontier', 'weighted'] });
  });

  it('player 1 counts player 2 still playing after its previous turn; player 2, player 1 after this one', () => {
    const part2 = solve(SAMPLE, { parts: [2], include: ['composition'] }).part2;
    const solo = part2?.composition?.solo ?? [];
    const row = compositionRows({ solo }).find((r) => r.turn === 4);
    assert.equal(row?.players[0]?.othersAlive.toString(), solo[1]?.alive[3]);
    assert.equal(row?.players[1]?.othersAlive.toString(), solo[0]?.alive[4]);
  });

  for (const [label, options] of [
    ['board 7, target 12, 2-sided die, every strategy', { rules: { boardSize: 7, diracTarget: 12, diracSides: 2 } }],
    ['three players, every strategy', { rules: { boardSize: 5, diracTarget: 8 } }],
    ['counts past 2^53', { rules: { boardSize: 4, diracTarget: 40 }, compareWith: ['memo'] }],
    ['wins past 2^53, alive counts below', { rules: { boardSize: 4, diracTarget: 19 }, compareWith: ['memo'] }],
  ] as const) {
    it(`the running sums end at every strategy's counts: ${label}`, () => {
      const text = label.startsWith('three')
        ? 'Player 1 starting position: 1\nPlayer 2 starting position: 3\nPlayer 3 starting position: 5\n'
        : 'Player 1 starting position: 2\nPlayer 2 starting position: 3\n';
      check(text, { compareWith: 'all', ...options });
    });
  }

  it('players on the same space share a solo game, and an empty composition has no rows', () => {
    const solo = solve('', { positions: [3, 3], parts: [2], include: ['composition'] }).part2?.composition?.solo;
    assert.deepEqual(solo?.[0], solo?.[1]);
    assert.deepEqual(compositionRows({ solo: [] }), []);
  });
});
