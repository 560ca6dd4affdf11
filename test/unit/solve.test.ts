/** solve(): the one entry point, its options, its JSON-safe result; and the all-pairs table. */
import { strict as assert } from 'node:assert';
import {
  DiracDiceError,
  solve,
  solveAllPairs,
  solveRequest,
  checkRequest,
  type Problem,
  type SolveResult,
} from '../../src/core';
import { formatProblem } from '../../src/core/errors';
import { percentDecimals, shareOf } from '../../src/core/share';
import { preparedOf } from '../../src/core/solve';
import { refusal, rules, SAMPLE, sum } from './helpers';

type Part2 = NonNullable<SolveResult['part2']>;
type Named = { runs: { strategy: string }[]; refused: { strategy: string }[] };
/** The strategies that ran (or were refused), in order. */
const names = (p2: Named | null | undefined, list: 'runs' | 'refused' = 'runs') => p2?.[list].map((x) => x.strategy);

/** A result without its timings, which differ between two runs. */
function strip(result: SolveResult): SolveResult {
  return JSON.parse(JSON.stringify(result, (key, value: unknown) => (key === 'timeMs' ? 0 : value))) as SolveResult;
}

describe('solve()', () => {
  it('returns a JSON-safe result (a JSON round trip changes nothing)', () => {
    for (const result of [
      solve(SAMPLE),
      solve(SAMPLE, { compareWith: 'all', include: ['memoStats', 'winsByTurn', 'probabilities', 'composition'] }),
      solve(SAMPLE, { rules: { target: '1000000000000000000000', diracTarget: 40 } }),
    ]) {
      assert.deepEqual(JSON.parse(JSON.stringify(result)), result);
    }
  });

  it('default: both answers by per-player and nothing else (no memo, no wins by turn, no replay)', () => {
    const r = solve(SAMPLE);
    assert.deepEqual(r.players, [4, 8]);
    assert.equal(r.rules.target, '1000');
    assert.equal(r.part1?.answer, '739785');
    assert.equal(r.part1?.replay, null);
    const p2 = r.part2 as Part2;
    assert.equal(p2.strategy, 'per-player');
    assert.deepEqual(names(p2), ['per-player']);
    assert.deepEqual([p2.memo, p2.byTurn, p2.refused.length], [null, null, 0]);
    assert.equal(p2.winner, 1);
    assert.equal(p2.totalUniverses, String(444356092776315n + 341960390180808n));
  });

  it("include 'memoStats' runs the memo where it is cheap, for its stats", () => {
    const p2 = solve(SAMPLE, { include: ['memoStats'] }).part2 as Part2;
    assert.deepEqual(names(p2), ['per-player', 'memo']);
    assert.equal(p2.byTurn, null);
    const memo = p2.memo;
    assert.ok(memo);
    assert.equal(memo.stateBound, 210 * 210);
    assert.equal(memo.entries, memo.misses);
    assert.equal(memo.calls, memo.hits + memo.misses);
    assert.ok(memo.entries > 1000 && memo.entries <= 22 * 22 * 10 * 10, 'at most the Erlang seed’s 48,400 states');
  });

  it("where memo is costly (many states or counts past 2^53), 'memoStats' skips it and still answers", () => {
    for (const diracTarget of [30, 230]) {
      const p2 = solve(SAMPLE, { parts: [2], rules: { diracTarget }, include: ['memoStats'] }).part2;
      assert.deepEqual(names(p2), ['per-player']);
      assert.equal(p2?.memo, null);
      assert.deepEqual(p2?.refused, []);
    }
    assert.ok((solve(SAMPLE, { parts: [2], rules: { diracTarget: 230 } }).part2?.answer.length ?? 0) > 80);
  });

  it('memo in compareWith runs up to its own limits, or is listed in refused', () => {
    const p2 = solve(SAMPLE, { parts: [2], rules: { diracTarget: 30 }, compareWith: ['memo'] }).part2 as Part2;
    assert.deepEqual(names(p2), ['per-player', 'memo']);
    assert.ok(p2.memo && p2.memo.entries > 0);
    const over = solve(SAMPLE, { parts: [2], rules: { diracTarget: 500 }, compareWith: ['memo'] }).part2 as Part2;
    assert.deepEqual(names(over, 'refused'), ['memo']);
    assert.match(over.refused[0]?.reason ?? '', /limit/);
  });

  it("include 'winsByTurn' gives part2.byTurn, from per-player (run as well when another strategy is reported)", () => {
    const p2 = solve(SAMPLE, { include: ['winsByTurn'] }).part2 as Part2;
    assert.ok(p2.byTurn);
    const byTurn = p2.byTurn;
    byTurn.wins.forEach((row, p) => assert.equal(sum(row).toString(), p2.wins[p]));
    // A turn scores at most 10, so nobody reaches 21 before its 3rd turn.
    const firstTwo = byTurn.wins.map((row) => row.slice(0, 2).join());
    assert.deepEqual(firstTwo, ['0,0', '0,0']);
    assert.ok(BigInt(byTurn.wins[0]?.[2] ?? '0') > 0n);
    const viaMemo = solve(SAMPLE, { parts: [2], strategy: 'memo', include: ['winsByTurn'] }).part2 as Part2;
    assert.deepEqual(names(viaMemo), ['memo', 'per-player']);
    assert.deepEqual(viaMemo.byTurn, byTurn);
    assert.equal(p2.probability, null, 'probabilities only when asked for');
  });

  it('byTurn agrees with direct games at small targets (a win on turn t at target T)', () => {
    // Player 1 wins on its first turn exactly when its first landing reaches the target.
    const r = solve(SAMPLE, { parts: [2], rules: { diracTarget: 10 }, include: ['winsByTurn'] });
    // From space 4, sums 3..9 land on 7,8,9,10,1,2,3 with ways 1,3,6,7,6,3,1: only space 10 (7 ways) scores 10.
    assert.equal(r.part2?.byTurn?.wins[0]?.[0], '7');
  });

  it("compareWith: 'all' runs every strategy its cost estimate allows, and lists the refused ones with reasons", () => {
    const p2 = solve(SAMPLE, { compareWith: 'all' }).part2;
    assert.ok(p2);
    assert.deepEqual(names(p2), ['per-player', 'memo', 'frontier']);
    assert.deepEqual(names(p2, 'refused'), ['weighted', 'naive']);
    for (const r of p2.refused) assert.match(r.reason, /limit/);
    for (const run of p2.runs) {
      assert.deepEqual(run.wins, p2.wins);
      assert.ok(run.timeMs >= 0 && run.statesTouched > 0);
    }
    assert.equal(p2.byTurn, null, 'wins by turn only when asked');
    assert.ok(p2.memo, 'memo ran: its stats come with it');
  });

  it('compareWith a list runs those after the strategy, each once', () => {
    const p2 = solve(SAMPLE, { strategy: 'memo', compareWith: ['frontier', 'memo', 'frontier'] }).part2;
    assert.deepEqual(names(p2), ['memo', 'frontier']);
  });

  it("include 'replay': part 1 records each player's score after each of its turns, in the one play", () => {
    const part1 = solve(SAMPLE, { parts: [1], include: ['replay'] }).part1;
    const scores = part1?.replay?.scores;
    assert.ok(scores);
    const firstFour = scores.map((row) => row.slice(0, 4).join());
    assert.deepEqual(firstFour, ['10,14,20,26', '3,9,16,22']);
    const last = scores.map((row) => row.at(-1));
    assert.deepEqual(last, [1000, 745]);
    assert.equal(scores[0]?.length, 166);
  });

  it('results carry every player’s share of part 2', () => {
    const p2 = solve('', { positions: [1, 2, 3] }).part2 as Part2;
    const total = BigInt(p2.totalUniverses);
    const expected = p2.wins.map((w) => shareOf(BigInt(w), total));
    assert.deepEqual(p2.shares, expected);
    const shares = p2.shares.reduce((a, b) => a + b, 0);
    assert.ok(shares <= 1 && shares > 0.99999, `shares sum to ${shares}`);
  });

  it('asking for a strategy that refuses throws a limit error with code too-expensive', () => {
    for (const strategy of ['weighted', 'naive'] as const) {
      const error = refusal(() => solve(SAMPLE, { strategy }));
      assert.deepEqual([error.kind, error.problems.map((p) => p.code)], ['limit', ['too-expensive']]);
    }
    const big = refusal(() => solve(SAMPLE, { strategy: 'memo', rules: { diracTarget: 500 } }));
    assert.deepEqual([big.kind, big.problems[0]?.code], ['limit', 'too-expensive']);
  });

  it('parts and positions options', () => {
    const only1 = solve(SAMPLE, { parts: [1] });
    assert.equal(only1.part2, null);
    assert.equal(only1.part1?.answer, '739785');
    const only2 = solve('', { parts: [2], positions: [4, 8] });
    assert.equal(only2.part1, null);
    assert.equal(only2.part2?.answer, '444356092776315');
    assert.deepEqual(solve('', { positions: [1, 2, 3], parts: [1] }).players, [1, 2, 3]);
  });

  it('bad input and bad rules throw DiracDiceError with every problem', () => {
    const input = refusal(() => solve('Player 1 starting position: 0\nPlayer 2 starting position: x\n'));
    assert.equal(input.kind, 'input');
    const found = input.problems.map((p) => `${p.code} ${p.line}`);
    assert.deepEqual(found, ['position-out-of-range 1', 'bad-position 2']);
    assert.equal(
      String(input),
      'DiracDiceError: line 1, column 29: starting position 0 is not on the board (1 to 10)\n' +
        "line 2, column 29: expected a starting position from 1 to 10, found 'x'",
    );
    const bad = refusal(() => solve(SAMPLE, { rules: { boardSize: 0, diracSides: 1.5 } }));
    assert.equal(bad.kind, 'rules');
    assert.equal(bad.problems.length, 2);
    assert.equal(refusal(() => solve('', { positions: [4, 11] })).kind, 'input');
    // The board size applies to the input: 8 is off a board of 5.
    assert.equal(refusal(() => solve(SAMPLE, { rules: { boardSize: 5 } })).problems[0]?.code, 'position-out-of-range');
  });

  it('formatProblem: the message, after its line and its column or columns when it has them', () => {
    const at = (where: Partial<Problem>) => formatProblem({ code: 'bad-position', message: 'm', ...where });
    const col5 = { line: 2, column: 5 };
    const wheres = [{}, { line: 2 }, col5, { ...col5, endColumn: 6 }, { ...col5, endColumn: 8 }];
    const expected = ['m', 'line 2: m', 'line 2, column 5: m', 'line 2, column 5: m', 'line 2, columns 5-7: m'];
    assert.deepEqual(wheres.map(at), expected);
  });

  it('memo asked for as the strategy runs even where memoStats would skip it as costly', () => {
    const p2 = solve(SAMPLE, {
      parts: [2],
      strategy: 'memo',
      rules: { diracTarget: 30 },
      include: ['memoStats'],
    }).part2;
    assert.equal(p2?.strategy, 'memo');
    assert.deepEqual(names(p2), ['memo']);
    assert.ok(p2?.memo && p2.memo.entries > 0);
  });
});

describe('solveAllPairs', () => {
  for (const [label, input, positions] of [
    ['puzzle board', {}, [4, 8]],
    ['board 7, target 15, 2-sided die', { boardSize: 7, diracTarget: 15, diracSides: 2 }, [1, 1]],
    ['board 3, 3 players (third fixed)', { boardSize: 3, diracTarget: 9 }, [1, 1, 2]],
    ['board 1', { boardSize: 1, diracTarget: 5 }, [1, 1]],
    ['counts past 2^53 (exact solos)', { boardSize: 4, diracTarget: 40 }, [1, 1]],
    ['wins past 2^53, solo games below', { boardSize: 3, diracTarget: 37, diracSides: 2, rollsPerTurn: 1 }, [1, 1, 1]],
  ] as const) {
    it(`equals solve() for every start pair (wins, player 1's share and probability): ${label}`, () => {
      const r = rules(input);
      const table = solveAllPairs(positions, r);
      assert.deepEqual([table.board, table.cells.length], [r.boardSize, r.boardSize]);
      for (let a = 1; a <= table.board; a++) {
        for (let b = 1; b <= table.board; b++) {
          const cell = table.cells[a - 1]?.[b - 1];
          const starts = [a, b, ...positions.slice(2)];
          const part2 = solve('', { rules: input, positions: starts, parts: [2], include: ['probabilities'] }).part2;
          const expected = [part2?.wins, part2?.shares[0], part2?.probability?.win[0]?.value];
          assert.deepEqual([cell?.wins, cell?.share, cell?.probability], expected, `${a},${b}`);
        }
      }
    });
  }

  it('the sample cell holds the sample counts, and shares are in 0..1', () => {
    const table = solveAllPairs([4, 8], rules());
    assert.deepEqual(table.cells[3]?.[7]?.wins, ['444356092776315', '341960390180808']);
    const share = 444356092776315 / (444356092776315 + 341960390180808);
    assert.ok(Math.abs((table.cells[3]?.[7]?.share ?? 0) - share) < 1e-6);
    for (const row of table.cells) for (const cell of row) assert.ok(cell.share >= 0 && cell.share <= 1);
  });
});

describe('shareOf', () => {
  it('divides huge counts without losing the ratio', () => {
    assert.equal(shareOf(1n, 4n), 0.25);
    assert.equal(shareOf(10n ** 400n, 4n * 10n ** 400n), 0.25);
    assert.equal(shareOf(0n, 7n), 0);
    assert.equal(shareOf(10n ** 40n / 4n - 1n, 10n ** 40n), 0.249999);
  });
  it('rounds down to millionths, so shares never sum past 1', () => {
    assert.equal(shareOf(0n, 0n), 0);
    assert.equal(shareOf(1n, 1n), 1);
    assert.equal(shareOf(2n, 3n), 0.666666);
    assert.equal(shareOf(1n, 3n) + shareOf(2n, 3n), 0.999999);
    assert.equal(shareOf(444356092776315n, 786316482957123n), 0.56511);
  });
  it('one precision per column: the fewest decimals (1 to 4) that tell its values apart', () => {
    assert.equal(percentDecimals([0.56511, 0.434889]), 1, '56.5 % and 43.5 %');
    assert.equal(percentDecimals([0.5001, 0.4999]), 2, '50.01 % and 49.99 %');
    assert.equal(percentDecimals([0.25, 0.25, 0.5]), 1, 'equal values may read alike');
    assert.equal(percentDecimals([0.99993, 1]), 2, 'not yet 100 % reads below it: 99.99 %');
    assert.equal(percentDecimals([0.99996, 1]), 3, '99.996 %, not 100.00 %');
    assert.equal(percentDecimals([0.0000004, 0.5]), 4, 'a value above 0 never reads 0 %, up to 4 decimals');
    assert.equal(percentDecimals([1e-9, 0.5]), 4, 'at most 4 decimals');
    assert.equal(percentDecimals([]), 1);
  });
});

describe("solveRequest (the checked entry of the extension's solver)", () => {
  it('gives what solve() and solveAllPairs() give, from one game', () => {
    const options = { include: ['memoStats', 'probabilities', 'composition'] as const };
    const t0 = performance.now();
    const { result, allPairs } = solveRequest(checkRequest([4, 8], rules({ diracTarget: 21 }), options, true));
    const took = performance.now() - t0;
    for (const ms of [result.part1?.timeMs, result.part2?.timeMs, allPairs?.timeMs])
      assert.ok(ms !== undefined && ms >= 0 && ms <= took, 'each part timed within the call');
    const alone = solve(SAMPLE, options);
    assert.deepEqual(strip(result), strip(alone));
    assert.deepEqual(allPairs?.cells, solveAllPairs([4, 8], rules()).cells);
  });

  it('only what is asked for (each in the work); a table over its limit is null, not an error; bad positions are', () => {
    const ask = (parts: (1 | 2)[], pairs: boolean) => checkRequest([4, 8], rules(), { parts }, pairs);
    assert.ok(ask([1], true).work < ask([1, 2], true).work && ask([1, 2], false).work < ask([1, 2], true).work);
    const part1 = solveRequest(ask([1], true));
    assert.deepEqual([preparedOf(ask([1], false))?.game, part1.result.part2, part1.allPairs?.board], [null, null, 10]);
    assert.equal(solveRequest(ask([2], false)).allPairs, null);
    assert.equal(solveRequest(checkRequest([4, 8], rules({ boardSize: 101 }), {}, true)).allPairs, null);
    assert.throws(() => solveRequest(checkRequest([4, 11], rules(), {}, true)), DiracDiceError);
    const badOption = refusal(() => checkRequest([4, 8], rules(), { strategy: 'x' } as never, false));
    assert.match(badOption.message, /^checkRequest: options\.strategy: unknown strategy/);
  });
});
