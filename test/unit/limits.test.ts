/** limits.ts: every limit once, the estimates that guard them, and their refusals. */
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkAllPairs, DiracDiceError, estimateCost, estimateWork, makeGame } from '../../src/core';
import { ALL_PAIRS_BOARD_LIMIT } from '../../src/core/limits';
import { memoIsCheap, memoStateBound } from '../../src/core/estimates';
import { HEAVY_WORK } from '../../src/app/policy';
import { rules } from './helpers';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function refusal(f: () => unknown): DiracDiceError {
  try {
    f();
  } catch (error) {
    assert.ok(error instanceof DiracDiceError, `expected a DiracDiceError, got ${String(error)}`);
    return error;
  }
  return assert.fail('expected a refusal');
}

describe('limits', () => {
  it('every limit literal of limits.ts (1,000 and up: smaller numbers are everywhere) stands in no other file of the core', () => {
    const limits = readFileSync('src/core/limits.ts', 'utf8');
    const literals = [...limits.matchAll(/^export const [A-Z_]+ = ([\d_e.]+);/gm)]
      .map((m) => m[1] as string)
      .filter((literal) => Number(literal.replace(/_/g, '')) >= 1000);
    assert.ok(literals.length >= 9, `found ${literals.length} limits`);
    for (const file of sourceFiles('src/core').filter((f) => !f.endsWith('limits.ts'))) {
      const text = readFileSync(file, 'utf8');
      for (const literal of literals) {
        assert.ok(!new RegExp(`\\b${literal.replace(/\./g, '\\.')}\\b`).test(text), `${literal} also in ${file}`);
      }
    }
  });

  it('estimateWork: the puzzle is light, a Dirac target of 1,000 with its table is heavy, huge estimates are Infinity', () => {
    const puzzle = rules();
    const light = estimateWork([4, 8], puzzle, { allPairs: true });
    assert.ok(light > 10_000 && light < HEAVY_WORK, `puzzle: ${light}`);
    assert.ok(estimateWork([4, 8], puzzle, { parts: [1] }) < estimateWork([4, 8], puzzle));
    assert.ok(estimateWork([4, 8], rules({ diracTarget: 1000 }), { allPairs: true }) > HEAVY_WORK);
    assert.equal(estimateWork([1, 2], rules({ boardSize: 1000, diracTarget: 10_000 })), Infinity);
  });

  it('part 2 in the estimate is the per-player cost estimate of the same game', () => {
    const r = rules({ diracTarget: 40 });
    const both = estimateWork([4, 8], r);
    const part1 = estimateWork([4, 8], r, { parts: [1] });
    assert.equal(both - part1, estimateCost(makeGame([4, 8], r)).steps);
  });

  it('the all-pairs table refuses a board over its limit and a cost over maxWork, before any solving', () => {
    const board = refusal(() => checkAllPairs(makeGame([1, 1], rules({ boardSize: ALL_PAIRS_BOARD_LIMIT + 1 }))));
    assert.equal(board.kind, 'limit');
    assert.match(board.message, /at most 100 spaces \(got 101\)/);
    const t0 = performance.now();
    const cost = refusal(() => checkAllPairs(makeGame([1, 1], rules({ diracTarget: 10_000 }))));
    assert.ok(performance.now() - t0 < 1000, 'the estimate is cheap');
    assert.deepEqual([cost.kind, cost.problems[0]?.code], ['limit', 'too-expensive']);
    assert.match(cost.message, /starting-positions table would take about .* steps/);
    checkAllPairs(makeGame([1, 1], rules()));
  });

  it('memo is cheap for the puzzle only: few states and counts below 2^53', () => {
    const game = makeGame([4, 8], rules());
    assert.equal(memoStateBound(game), 44_100);
    assert.equal(memoIsCheap(game, 786316482957123n), true);
    assert.equal(memoIsCheap(game, 2n ** 53n), false);
    assert.equal(memoIsCheap(makeGame([4, 8], rules({ diracTarget: 30 })), 1n), false);
  });
});
