/** The explorer (src/core/explore.ts) and `dirac-dice explore`: its property, its refusals, its output and exit codes. */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { main } from '../../src/cli';
import { resolveRules } from '../../src/core';
import { explore, stateKey, stateOfKey, type GameState } from '../../src/core/explore';
import { makeGame } from '../../src/core/game';
import { memo } from '../../src/core/part2/memo';
import { checkExplorer, exploreCase } from '../fuzz/explore-property';
import { fuzzRuns, refusal, SAMPLE } from './helpers';

describe('explorer', () => {
  it("a state's wins are the sum of ways x child wins, the start's are solve()'s; byTurn, reach and paths agree", () => {
    // The examples: counts past 2^53 (CRT tables), three players, a board of one space.
    const examples = [
      { rules: { boardSize: 2, diracTarget: 12, diracSides: 3, rollsPerTurn: 3 }, starts: [0, 1], walk: [3, 1, 4] },
      { rules: { boardSize: 4, diracTarget: 6, diracSides: 2, rollsPerTurn: 2 }, starts: [0, 1, 2], walk: [1, 5, 9] },
      { rules: { boardSize: 1, diracTarget: 9, diracSides: 3, rollsPerTurn: 1 }, starts: [0, 0], walk: [] },
    ];
    fc.assert(fc.property(exploreCase(6, 12, 3, 5000), checkExplorer), {
      numRuns: fuzzRuns(15),
      examples: examples.map((e) => [e]),
    });
  });

  const e = explore(SAMPLE);
  const at = (positions: number[], scores: number[], toMove: number): GameState => ({ positions, scores, toMove });
  it('refuses a malformed or unreachable state with a usage error that says what is wrong', () => {
    // P1,S1,P2,S2,T > message id > its arguments
    const cases = `4,0,8,0,3>stateShape>2|0,0,8,0,1>statePosition>1,10,0|4,0,8.5,0,1>statePosition>2,10,8.5
      |11,0,8,0,1>statePosition>1,10,11|4,21,8,0,1>stateScore>1,20,21,21|4,0,8,-1,1>stateScore>2,20,21,-1
      |4,1,8,0,2>stateNeverThere>1,4,1,4|4,0,8,0,2>stateTurnsDisagree>2,1,0,2,0|1,3,8,0,1>stateTurnsDisagree>1,1,2,2,0`;
    const states = cases.split(/\s*\|/).map((c) => {
      const [key, id, args] = c.split('>') as [string, string, string];
      const [p1, s1, p2, s2, t] = key.split(',').map(Number) as number[];
      return [at([p1!, p2!], [s1!, s2!], t!), id, args] as const;
    });
    const shapes = [null, '4,0,8,0,1', at([4, 8], [0], 1), at([4, 8], [0, 0], 0), at([4, 8], [0, 0], 1.5)];
    for (const [state, id, args] of [...states, ...shapes.map((s) => [s, 'stateShape', '2'] as const)]) {
      const error = refusal(() => e.state(state as GameState));
      const [problem] = error.problems;
      const got = [error.kind, problem?.code, problem?.messageId, problem?.args?.join()];
      assert.deepEqual(got, ['usage', 'invalid-argument', id, args], JSON.stringify(state));
    }
    const onTurn = (turn: number, limit?: number) => refusal(() => e.statesOnTurn(turn, limit)).message;
    assert.match(onTurn(1.5), /^statesOnTurn: turn must be a whole number from 0 \(got 1.5\)/);
    assert.match(onTurn(1, 0), /^statesOnTurn: limit must be a whole number from 1 \(got 0\)/);
    const keys = ' 4 , 0 ,8,0,1|4,0,1|4,0,8,0|4,0|4,0,8,0,x|4,0,8,0,1x|x4,0,8,0,1|1234567890,0,1'.split('|');
    const read = keys.map((k) => stateOfKey(k)).map((s) => s && stateKey(s));
    assert.deepEqual(read, ['4,0,8,0,1', '4,0,1', null, null, null, null, null, null]);
  });

  it('byTurn: one row a move, the players in turn', () => {
    const movers = e.byTurn().map((row) => row.toMove);
    assert.deepEqual(movers.slice(0, 3), [1, 2, 1]);
  });

  it('refuses rules the memo refuses, naming the largest Dirac target it takes, or saying that none does', () => {
    const over = refusal(() => explore([1, 2, 3], { diracTarget: 10_000 }));
    const [problem] = over.problems;
    assert.deepEqual([over.kind, problem?.code, problem?.messageId], ['limit', 'too-expensive', 'exploreTooBig']);
    const fits = Number(problem?.args?.[4]);
    assert.ok(fits > 1 && explore([1, 2, 3], { diracTarget: fits }).byTurn().length > fits);
    assert.equal(refusal(() => explore([1, 2, 3], { diracTarget: fits + 1 })).kind, 'limit');
    const memoAt = (diracTarget: number) => () => memo(makeGame([1, 2, 3], resolveRules({ diracTarget })));
    assert.equal(refusal(memoAt(fits + 1)).problems[0]?.messageId, 'tooMuchStateWork', "the memo's own limit");
    const board = refusal(() => explore([1, 2, 3], { boardSize: 1000 }));
    assert.deepEqual([board.kind, board.problems[0]?.messageId], ['limit', 'exploreTooBigAnyTarget']);
  });

  it('dirac-dice explore: --json as the issue specifies, the sum line, exit 2 for a bad state, 1 for a refusal', async () => {
    type Json = { state: GameState; wins: string[]; children: Record<string, unknown>[] };
    const json = async (state: string) =>
      JSON.parse((await main(['explore', '--players', '4,8', '--state', state, '--json'])).out) as Json;
    const out = await json('6,16,4,4,2');
    const head = [['state', 'wins', 'children'], at([6, 4], [16, 4], 2), ['6438698', '217069']];
    assert.deepEqual([Object.keys(out), out.state, out.wins], head);
    const child = { sum: 3, ways: 1, won: false, state: at([6, 7], [16, 11], 1) };
    assert.deepEqual(out.children[0], { ...child, wins: e.state(child.state).wins.map(String) });
    const won = { sum: 3, ways: 1, won: true, state: null, wins: ['1', '0'] };
    assert.deepEqual((await json('2,19,4,17,1')).children[0], won);
    const human = await main(['explore', '-', '--dirac-target', '21'], { stdin: () => [SAMPLE] as never });
    assert.match(human.out, /player 1: 1 x 1,999,636,718,756 \+ 3 x 555,669,346,828 .* = 444,356,092,776,315\n/);
    const codes: [string[], number, RegExp][] = [
      [['--state', '4,0,8,0,2'], 2, /--state: this state is not reachable with player 2 to move/],
      [['--state', '4,0,8,x'], 2, /--state expects each player's space and score/],
      [['--dirac-target', '100'], 1, /a Dirac target of at most 84 makes them explorable/],
      [['--help'], 0, /^$/],
    ];
    for (const [argv, code, err] of codes) {
      const r = await main(['explore', '--players', '4,8', ...argv]);
      assert.deepEqual([r.code, err.test(r.err)], [code, true], `${argv.join(' ')}: ${r.err}`);
    }
  });
});
