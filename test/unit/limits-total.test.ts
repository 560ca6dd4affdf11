/** Limits that cover total work: every counting pass is counted, and refusals come before any pass. */
import { strict as assert } from 'node:assert';
import {
  DiracDiceError,
  FRONTIER_WORK_LIMIT,
  makeGame,
  memo,
  frontier,
  MEMO_WORK_LIMIT,
  TREE_NODE_LIMIT,
  treeNodes,
  weighted,
  memoStateBound,
  type DiracGame,
} from '../../src/core';
import { countingPasses } from '../../src/core/exact';
import { countBits, passesNeeded } from '../../src/core/estimates';
import { fuzzRuns, pick, prng, rules } from './helpers';

const isRefusal = (e: unknown): boolean =>
  e instanceof DiracDiceError && e.kind === 'limit' && e.problems[0]?.code === 'too-expensive';

/** Runs `run`, expecting a too-expensive refusal; returns its message. */
function refused(run: () => unknown): string {
  let message = '';
  assert.throws(run, (e: unknown) => {
    message = (e as Error).message;
    return isRefusal(e);
  });
  return message;
}

/** The passes a strategy used, from its outcome's method. */
const passesUsed = (method: unknown): number =>
  typeof method === 'object' && method !== null ? 1 + (method as { primes: number }).primes : 1;

describe('limits cover total work', () => {
  it('countingPasses: one pass below 2^53, then one more per 25 bits', () => {
    assert.equal(countingPasses(0), 1);
    assert.equal(countingPasses(52.9), 1);
    assert.ok(countingPasses(53) >= 3);
    assert.ok(countingPasses(1000) > countingPasses(500));
    assert.equal(countingPasses(Infinity), Infinity);
    assert.equal(countingPasses(NaN), Infinity);
  });

  it('frontier refuses the reviewer case (players 1,3,4, board 6, 4-sided die, 2 rolls, target 24) before any pass', () => {
    const game = makeGame([1, 3, 4], rules({ boardSize: 6, diracSides: 4, rollsPerTurn: 2, diracTarget: 24 }));
    const message = refused(() => frontier(game));
    assert.match(message, /frontier strategy would take about .* counting passes/);
  });

  it('memo refuses the same game before any pass (it ran about 8 s inside its old limit)', () => {
    const game = makeGame([1, 3, 4], rules({ boardSize: 6, diracSides: 4, rollsPerTurn: 2, diracTarget: 24 }));
    refused(() => memo(game));
  });

  it('weighted counts its calls over every pass: board 2, 5-sided die, 4 rolls refused before any pass once the total is over the limit', () => {
    const r = (diracTarget: number) => rules({ boardSize: 2, diracSides: 5, rollsPerTurn: 4, diracTarget });
    let target = 1;
    while (
      treeNodes(makeGame([1, 2], r(target)), 'weighted') * passesNeeded(makeGame([1, 2], r(target))) <=
      TREE_NODE_LIMIT
    )
      target++;
    const over = makeGame([1, 2], r(target));
    assert.ok(
      treeNodes(over, 'weighted') <= TREE_NODE_LIMIT,
      'one pass alone is within the limit: the old check let it run',
    );
    const message = refused(() => weighted(over));
    assert.match(message, /counting passes of/);
  });

  it('the pass count is known before starting and covers what the strategies use (random small games)', () => {
    const rand = prng(2112);
    let multi = 0;
    for (let i = 0; i < fuzzRuns(10); i++) {
      const players = pick(rand, 2, 3);
      const boardSize = pick(rand, 2, 10);
      const r = rules({
        boardSize,
        diracSides: pick(rand, 2, 5),
        rollsPerTurn: pick(rand, 1, 4),
        diracTarget: pick(rand, 5, players > 2 ? 12 : 30),
      });
      const game: DiracGame = makeGame(
        Array.from({ length: players }, () => pick(rand, 1, boardSize)),
        r,
      );
      const planned = passesNeeded(game);
      assert.ok(countBits(game) <= game.boundBits);
      for (const run of [memo, frontier]) {
        let used: number;
        try {
          used = passesUsed(run(game).method);
        } catch (e) {
          if (!isRefusal(e)) throw e;
          continue;
        }
        assert.ok(used <= planned, `${run.name} used ${used} passes, ${planned} planned`);
        if (used > 1) multi++;
      }
    }
    assert.ok(multi > 0, 'some games needed more than one pass');
  });

  it('the memo and frontier refuse by states x moves x every pass, under their limits', () => {
    for (const [name, run, limit] of [
      ['memo', memo, MEMO_WORK_LIMIT],
      ['frontier', frontier, FRONTIER_WORK_LIMIT],
    ] as const) {
      for (let diracTarget = 20; diracTarget <= 400; diracTarget += 20) {
        const game = makeGame([4, 8], rules({ diracTarget }));
        const work = memoStateBound(game) * game.moves.offsets.length * passesNeeded(game);
        if (work <= limit) continue;
        refused(() => run(game));
        break;
      }
      assert.ok(name);
    }
  });
});
