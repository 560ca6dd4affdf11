/** The five part 2 strategies against each other and against a brute-force reference. */
import { strict as assert } from 'node:assert';
import {
  DiracDiceError,
  makeGame,
  memoStateBound,
  MEMO_STATE_LIMIT,
  runStrategy,
  solvePart2,
  STRATEGY_NAMES,
  TREE_NODE_LIMIT,
  treeNodes,
  type Rules,
} from '../../src/core';
import { bruteForceDirac, pick, prng, rules } from './helpers';

/** Budget (calls) under which the test also runs weighted / naive / brute force: keeps the suite fast. */
const TREE_BUDGET = 150_000;

interface Case {
  positions: number[];
  rules: Rules;
}

function randomCase(rand: () => number): Case {
  const boardSize = pick(rand, 1, 12);
  const players = pick(rand, 2, 4);
  const r = rules({
    boardSize,
    diracTarget: pick(rand, 1, players > 2 ? 9 : 15),
    diracSides: pick(rand, 1, 4),
    rollsPerTurn: pick(rand, 1, 3),
  });
  return { positions: Array.from({ length: players }, () => pick(rand, 1, boardSize)), rules: r };
}

function describeCase(c: Case): string {
  const r = c.rules;
  return `players ${c.positions.join(',')} board ${r.boardSize} target ${r.diracTarget} sides ${r.diracSides} rolls ${r.rollsPerTurn}`;
}

/** The strategy's result, or null when it refuses with too-expensive. */
function unlessRefused<T>(run: () => T): T | null {
  try {
    return run();
  } catch (e) {
    if (e instanceof DiracDiceError && e.kind === 'limit' && e.problems[0]?.code === 'too-expensive') return null;
    throw e;
  }
}

describe('part 2 strategies agree', () => {
  it('on 250 random small rule sets (per-player, memo, frontier, weighted, naive, brute force)', function () {
    this.timeout(60_000);
    const rand = prng(20211221);
    const compared = { memo: 0, frontier: 0, weighted: 0, naive: 0, brute: 0 };
    for (let i = 0; i < 250; i++) {
      const c = randomCase(rand);
      const label = describeCase(c);
      const game = makeGame(c.positions, c.rules);
      const reference = runStrategy('per-player', game, c.rules).wins;
      assert.equal(reference.length, c.positions.length, label);
      assert.ok(
        reference.every((w) => w >= 0n),
        label,
      );
      if (memoStateBound(game) <= MEMO_STATE_LIMIT) {
        // Either strategy may refuse a game whose counting passes would cost too much (every pass
        // the counts may need is counted before the first); the others still compare.
        for (const name of ['memo', 'frontier'] as const) {
          const wins = unlessRefused(() => runStrategy(name, game, c.rules).wins);
          if (wins === null) continue;
          assert.deepEqual(wins, reference, `${name}: ${label}`);
          compared[name]++;
        }
        if (treeNodes(game, 'weighted') <= TREE_BUDGET) {
          assert.deepEqual(runStrategy('weighted', game, c.rules).wins, reference, `weighted: ${label}`);
          compared.weighted++;
        }
        if (treeNodes(game, 'naive') <= TREE_BUDGET) {
          assert.deepEqual(runStrategy('naive', game, c.rules).wins, reference, `naive: ${label}`);
          assert.deepEqual(bruteForceDirac(c.positions, c.rules), reference, `brute force: ${label}`);
          compared.naive++;
          compared.brute++;
        }
      } else {
        for (const name of ['memo', 'frontier'] as const) {
          assert.throws(
            () => runStrategy(name, game, c.rules),
            (e: unknown) =>
              e instanceof DiracDiceError && e.kind === 'limit' && e.problems[0]?.code === 'too-expensive',
            `${name} refuses: ${label}`,
          );
        }
      }
    }
    // The loop must really have exercised every strategy, not skipped them all.
    for (const [name, count] of Object.entries(compared))
      assert.ok(count >= 25, `${name} compared only ${count} times`);
  });

  it('on every start pair of a few tiny boards, against brute force', () => {
    for (const [boardSize, diracTarget, diracSides, rollsPerTurn] of [
      [1, 5, 2, 2],
      [2, 6, 2, 1],
      [3, 7, 2, 2],
      [5, 6, 3, 1],
      [4, 5, 2, 3],
    ] as const) {
      const r = rules({ boardSize, diracTarget, diracSides, rollsPerTurn });
      for (let a = 1; a <= boardSize; a++) {
        for (let b = 1; b <= boardSize; b++) {
          const expected = bruteForceDirac([a, b], r);
          const game = makeGame([a, b], r);
          for (const name of STRATEGY_NAMES) {
            assert.deepEqual(
              runStrategy(name, game, r).wins,
              expected,
              `${name} on ${a},${b} (board ${boardSize}, target ${diracTarget})`,
            );
          }
        }
      }
    }
  });

  it('three players on the puzzle board and four on a board of 4 agree (per-player, memo, frontier)', () => {
    for (const positions of [
      [4, 8, 1],
      [1, 2, 3],
      [10, 10, 10],
      [4, 3, 2, 1],
    ]) {
      const r = positions.length === 4 ? rules({ boardSize: 4, diracTarget: 6 }) : rules({ diracTarget: 6 });
      const game = makeGame(positions, r);
      const reference = runStrategy('per-player', game, r).wins;
      assert.deepEqual(runStrategy('memo', game, r).wins, reference, `memo ${positions}`);
      assert.deepEqual(runStrategy('frontier', game, r).wins, reference, `frontier ${positions}`);
    }
  });

  it('the memo stores exactly the states a search of the game reaches (2 and 3 players)', () => {
    for (const [positions, r] of [
      [[4, 8], rules({ diracTarget: 10 })],
      [[1, 2, 3], rules({ boardSize: 5, diracTarget: 7, diracSides: 2 })],
    ] as const) {
      const { board, target, moves } = makeGame(positions, r);
      // A state: every player's "space,score", rotated so the mover is first; a move that wins ends the game.
      const seen = new Set<string>();
      const queue = [positions.map((p) => [p - 1, 0])];
      for (let state = queue.pop(); state; state = queue.pop()) {
        const key = state.join(';');
        if (seen.has(key)) continue;
        seen.add(key);
        const [[space, score], ...others] = state as [number[], ...number[][]];
        for (const offset of moves.offsets) {
          const to = ((space as number) + offset) % board;
          if ((score as number) + to + 1 < target) queue.push([...others, [to, (score as number) + to + 1]]);
        }
      }
      const game = makeGame(positions, r);
      const stats = runStrategy('memo', game, r).memo;
      assert.equal(stats?.entries, seen.size, `${positions}`);
      assert.ok(stats && stats.calls >= stats.entries && stats.hits === stats.calls - stats.entries);
    }
  });

  it('a small game where brute force is cheap, with 3 players: every strategy equals brute force', () => {
    const r = rules({ boardSize: 6, diracTarget: 7, diracSides: 2, rollsPerTurn: 2 });
    const positions = [1, 3, 5];
    const expected = bruteForceDirac(positions, r);
    const game = makeGame(positions, r);
    for (const name of STRATEGY_NAMES) assert.deepEqual(runStrategy(name, game, r).wins, expected, name);
  });

  it('target 1: the first player wins every universe of its first turn', () => {
    const r = rules({ diracTarget: 1 });
    const game = makeGame([4, 8], r);
    for (const name of STRATEGY_NAMES) assert.deepEqual(runStrategy(name, game, r).wins, [27n, 0n], name);
  });

  it('solvePart2 with compareWith: all runs every strategy the cost estimates allow and they agree', () => {
    const r = rules({ diracTarget: 9 });
    const result = solvePart2([4, 8], r, { compareWith: 'all' });
    assert.deepEqual(
      result.runs.map((x) => x.strategy),
      ['per-player', 'memo', 'frontier', 'weighted', 'naive'],
    );
    assert.equal(result.refused.length, 0);
    for (const run of result.runs) assert.deepEqual(run.wins, result.wins, run.strategy);
  });

  it('weighted and naive refuse the full puzzle with too-expensive; asking for one directly throws', () => {
    const r = rules();
    const game = makeGame([4, 8], r);
    assert.ok(treeNodes(game, 'weighted') > TREE_NODE_LIMIT);
    for (const name of ['weighted', 'naive'] as const) {
      assert.throws(
        () => runStrategy(name, game, r),
        (e: unknown) =>
          e instanceof DiracDiceError &&
          e.kind === 'limit' &&
          e.problems.length === 1 &&
          e.problems[0]?.code === 'too-expensive' &&
          /limit/.test(e.message),
      );
      assert.throws(
        () => solvePart2([4, 8], r, { strategy: name }),
        (e: unknown) => e instanceof DiracDiceError && e.problems[0]?.code === 'too-expensive',
      );
    }
  });
});
