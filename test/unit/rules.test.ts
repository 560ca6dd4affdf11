/** Rule validation: every bad value of every rule is refused, all problems at once. */
import { strict as assert } from 'node:assert';
import {
  DEFAULT_RULES,
  RULE_TABLE,
  resolveRules,
  rulesToJson,
  type IntegerRuleName,
  type RulesInput,
} from '../../src/core';
import { refusal } from './helpers';

const INTEGER_RULES = RULE_TABLE.flatMap((rule) => (rule.kind === 'integer' ? [[rule.name, rule.max] as const] : []));
const MAX_TARGET = (RULE_TABLE.find((rule) => rule.kind === 'bigint') as { max: bigint }).max;

/** The problems resolveRules reports for `input` (it must throw a DiracDiceError of kind 'rules'). */
function refused(input: unknown): { rule?: string; code: string; message: string }[] {
  const error = refusal(() => resolveRules(input as RulesInput));
  assert.equal(error.kind, 'rules');
  return error.problems.map(({ rule, code, message }) => ({ rule, code, message }));
}

describe('rules', () => {
  it('defaults are the puzzle', () => {
    assert.deepEqual(resolveRules(), {
      boardSize: 10,
      rollsPerTurn: 3,
      deterministicSides: 100,
      target: 1000n,
      diracSides: 3,
      diracTarget: 21,
    });
    assert.deepEqual(resolveRules({}), DEFAULT_RULES);
    assert.deepEqual(rulesToJson(resolveRules()), {
      boardSize: 10,
      rollsPerTurn: 3,
      deterministicSides: 100,
      target: '1000',
      diracSides: 3,
      diracTarget: 21,
    });
  });

  for (const [name, max] of INTEGER_RULES) {
    it(`${name}: accepts 1 and ${max}, refuses zero, negative, non-integer, NaN, Infinity, too large, wrong types`, () => {
      assert.equal(resolveRules({ [name]: 1 })[name as IntegerRuleName], 1);
      assert.equal(resolveRules({ [name]: max })[name as IntegerRuleName], max);
      const bad: unknown[] = [
        0,
        -1,
        -max,
        1.5,
        NaN,
        Infinity,
        -Infinity,
        max + 1,
        1e300,
        '5',
        5n,
        null,
        true,
        {},
        [3],
        Symbol('x'),
        Object.create(null),
      ];
      bad.forEach((value, i) => {
        const problems = refused({ [name]: value });
        assert.equal(problems.length, 1, `${name}, bad value #${i}`);
        assert.deepEqual([problems[0]?.rule, problems[0]?.code], [name, 'invalid-rule']);
        assert.match(problems[0]?.message ?? '', new RegExp(`^${name} must be`));
      });
    });
  }

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

  it('target: refuses zero, negative, non-integer, NaN, unsafe numbers, over 10^100, non-numeric strings, wrong types', () => {
    const bad: unknown[] = [
      0,
      -1,
      0n,
      -3n,
      1.5,
      NaN,
      Infinity,
      2 ** 53,
      1e20,
      10n ** 100n + 1n,
      '0',
      '-5',
      '1e3',
      '12abc',
      '',
      ' ',
      '1'.repeat(201),
      null,
      true,
      {},
      Symbol('t'),
      Object.create(null),
    ];
    bad.forEach((value, i) => {
      const problems = refused({ target: value });
      assert.equal(problems.length, 1, `bad target #${i}`);
      assert.deepEqual([problems[0]?.rule, problems[0]?.code], ['target', 'invalid-rule']);
    });
  });

  it('every invalid rule is reported at once, in rule order', () => {
    const problems = refused({
      boardSize: 0,
      rollsPerTurn: 2.5,
      deterministicSides: -1,
      diracSides: NaN,
      diracTarget: 1e9,
      target: 'x',
    });
    assert.deepEqual(
      problems.map((p) => p.rule),
      ['boardSize', 'rollsPerTurn', 'deterministicSides', 'diracSides', 'diracTarget', 'target'],
    );
    const error = refusal(() => resolveRules({ boardSize: 0, diracTarget: 0 }));
    assert.equal(error.message.split('\n').length, 2, 'the message lists both problems, one a line');
  });

  it('valid rules next to invalid ones are not reported', () => {
    assert.deepEqual(
      refused({ boardSize: 20, diracTarget: 0 }).map((p) => p.rule),
      ['diracTarget'],
    );
  });
});
