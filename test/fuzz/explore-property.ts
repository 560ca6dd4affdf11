/** The explorer's property, for the unit tier (small rules) and the fuzz tier (larger ones). */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { solve, type DiracDiceError } from '../../src/core';
import { explore, stateKey, type Explorer, type GameState } from '../../src/core/explore';
import { makeGame } from '../../src/core/game';
import { memoTables } from '../../src/core/part2/memo';
import { sum } from '../unit/helpers';

const int = (min: number, max: number) => fc.integer({ min, max });
/** Rules of boards and Dirac targets up to these, `players` at most, states (board x target)^players at most `states`. */
export const exploreCase = (board: number, target: number, players: number, states: number) =>
  fc
    .record({
      rules: fc.record({
        boardSize: int(1, board),
        diracTarget: int(1, target),
        diracSides: int(1, 3),
        rollsPerTurn: int(1, 3),
      }),
      starts: fc.array(fc.nat(), { minLength: 2, maxLength: players }),
      walk: fc.array(fc.nat(), { maxLength: 40 }),
    })
    .filter(({ rules: r, starts }) => (r.boardSize * r.diracTarget) ** starts.length <= states);
type Case = typeof exploreCase extends (...a: never[]) => fc.Arbitrary<infer C> ? C : never;

/**
 * The start's wins are solve()'s; along a random walk every state's wins are Σ ways x child wins and
 * each child's are its own state's; byTurn adds up (universes playing, wins), its states are
 * statesOnTurn's, whose reach over every state is every turn's playing universes (small games); the
 * longest game lasts to byTurn's last win, and the likeliest path takes the most ways each step; an
 * explorer of tables made apart and cloned shows the same states.
 */
export function checkExplorer({ rules, starts, walk }: Case): void {
  const positions = starts.map((s) => (s % rules.boardSize) + 1);
  let e: Explorer;
  try {
    e = explore(positions, rules);
  } catch (error) {
    // Over the memo's limits: refused before any work, naming a smaller Dirac target that fits.
    const problem = (error as DiracDiceError).problems[0];
    assert.ok(problem?.messageId === 'exploreTooBig' && Number(problem.args?.[4]) < rules.diracTarget, String(error));
    return;
  }
  const wins = (solve('', { positions, rules, parts: [2] }).part2?.wins ?? []).map(BigInt);
  assert.deepEqual(e.state(e.start).wins, wins);
  const rows = e.byTurn();
  const total = BigInt(rules.diracSides) ** BigInt(rules.rollsPerTurn);
  rows.forEach((r, t) => assert.equal(rows[t + 1]?.playing ?? 0n, r.playing * total - sum(r.wins), `turn ${t}`));
  assert.deepEqual(
    wins,
    positions.map((_, p) => sum(rows.map((r) => r.wins[p] as bigint))),
  );
  if (sum(rows.map((r) => BigInt(r.states))) <= 1000n) {
    const reach = new Map<string, bigint>();
    rows.forEach((r, t) => {
      const states = e.statesOnTurn(t, r.states + 1);
      assert.equal(states.length, r.states);
      for (const s of states) reach.set(stateKey(s), e.state(s).reach);
    });
    assert.equal(sum([...reach.values()]), sum(rows.map((r) => r.playing)));
  }
  const twin = explore(positions, rules, structuredClone(memoTables(makeGame(positions, e.rules))));
  let at: GameState | null = e.start;
  for (let i = 0; at; i++) {
    const view = e.state(at);
    assert.deepEqual(twin.state(at), view);
    const made = (p: number) => sum(view.children.map((c) => c.ways * (c.wins[p] as bigint)));
    assert.deepEqual(
      view.wins,
      wins.map((_, p) => made(p)),
      stateKey(at),
    );
    for (const c of view.children) if (c.state) assert.deepEqual(e.state(c.state).wins, c.wins);
    at = view.children[(walk[i] ?? 0) % view.children.length]?.state ?? null;
  }
  const lastWin = rows.reduce((last, r, t) => (r.wins.some((w) => w > 0n) ? t : last), -1);
  assert.equal(e.longestGame().length, lastWin + 1);
  const most = e.rolls.reduce((m, r) => (r.ways > m ? r.ways : m), 0n);
  for (const step of e.likeliestPath()) assert.equal(e.rolls.find((r) => r.sum === step.sum)?.ways, most);
}
