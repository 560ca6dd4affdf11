/** Rule validation: the defaults, the bounds, and any value at all for every rule (all problems at once). */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { DEFAULT_RULES, resolveRules, type IntegerRuleName, type RulesInput } from '../../src/core';
import { rulesToJson } from '../../src/core/rules';
import { checkRules, INTEGER_LIMITS, MAX_TARGET, rulesCase } from '../fuzz/rule-arbitraries';
import { fuzzRuns, refusal } from './helpers';

/** The problems resolveRules reports for `input` (it must throw a DiracDiceError of kind 'rules'). */
function refused(input: unknown): { rule?: string; code: string; message: string }[] {
  const error = refusal(() => resolveRules(input as RulesInput));
  assert.equal(error.kind, 'rules');
  return error.problems.map(({ rule, code, message }) => ({ rule, code, message }));
}

describe('rules', () => {
  it('defaults are the puzzle', () => {
    const puzzle = { boardSize: 10, rollsPerTurn: 3, deterministicSides: 100, diracSides: 3, diracTarget: 21 };
    assert.deepEqual(resolveRules(), { ...puzzle, target: 1000n });
    assert.deepEqual(resolveRules({}), DEFAULT_RULES);
    assert.deepEqual(rulesToJson(resolveRules()), { ...puzzle, target: '1000' });
  });

  it('every whole-number rule accepts 1 and its maximum, and refuses 0 and one more', () => {
    for (const [name, max] of Object.entries(INTEGER_LIMITS)) {
      assert.equal(resolveRules({ [name]: 1 })[name as IntegerRuleName], 1);
      assert.equal(resolveRules({ [name]: max })[name as IntegerRuleName], max);
      const refusedRules = [0, max + 1].map((bad) => refused({ [name]: bad }).map((p) => p.rule));
      assert.deepEqual(refusedRules, [[name], [name]]);
    }
  });

  it('NaN and bigints are named as such in the message', () => {
    assert.match(refused({ boardSize: NaN })[0]?.message ?? '', /got NaN/);
    assert.match(refused({ boardSize: 10n })[0]?.message ?? '', /got 10n/);
  });

  it('target: accepted as number, decimal string (any size up to 10^100) and bigint', () => {
    assert.equal(resolveRules({ target: 12 }).target, 12n);
    assert.equal(resolveRules({ target: ' 12 ' }).target, 12n);
    assert.equal(resolveRules({ target: '1000000000000000000000' }).target, 10n ** 21n);
    assert.equal(resolveRules({ target: 10n ** 18n }).target, 10n ** 18n);
    assert.equal(resolveRules({ target: 10n ** 100n }).target, MAX_TARGET);
    assert.equal(resolveRules({ target: Number.MAX_SAFE_INTEGER }).target, BigInt(Number.MAX_SAFE_INTEGER));
  });

  it('target: refuses 0 and one past 10^100, naming the limit', () => {
    const [zero, over] = [0, 10n ** 100n + 1n].map((bad) => refused({ target: bad }));
    assert.deepEqual(
      [zero?.map((p) => p.rule), over?.map((p) => p.message)],
      [['target'], [`target must be between 1 and 10^100 (got ${10n ** 100n + 1n})`]],
    );
  });

  it('any value for every rule, in any container (test/fuzz/rule-arbitraries.ts): one problem per invalid rule, in rule order, or exactly the valid values over the defaults', () => {
    const everyRule = fc.property(rulesCase, (c) => void checkRules(c));
    fc.assert(everyRule, { numRuns: fuzzRuns(500) });
  });
});
