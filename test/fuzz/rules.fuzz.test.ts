/** Rules fuzzing: resolveRules with any value at all for every rule. */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import {
  DEFAULT_RULES,
  DiracDiceError,
  resolveRules,
  type RuleName,
  type Rules,
  type RulesInput,
} from '../../src/core';
import { HEAVY, runProperty, RUNS } from './harness';
import {
  buildRules,
  INTEGER_LIMITS,
  MAX_TARGET,
  RULE_NAMES,
  rulesCase,
  validValue,
  type RulesCase,
} from './rule-arbitraries';

describe('fuzz', function () {
  this.timeout(HEAVY ? 0 : 20_000);

  describe('rules', () => {
    it('resolveRules with any value for every rule (and __proto__/constructor keys, proxies, throwing objects): DiracDiceError("rules") naming each invalid rule, or rules within LIMITS', () => {
      const outcomes = { accepted: 0, refused: 0, problems: 0 };
      runProperty(
        'rules/anything',
        rulesCase,
        (c: RulesCase) => {
          const input = buildRules(c);
          const given = (name: RuleName): unknown =>
            input === undefined ? undefined : (input as Record<string, unknown>)[name];
          const invalid = RULE_NAMES.filter(
            (name) => given(name) !== undefined && validValue(name, given(name)) === undefined,
          );
          let resolved: Rules;
          try {
            resolved = resolveRules(input as RulesInput);
          } catch (error) {
            if (!(error instanceof DiracDiceError))
              assert.fail(
                `resolveRules threw a ${Object.prototype.toString.call(error)}: ${String(error)} for ${fc.stringify(c).slice(0, 300)}`,
              );
            outcomes.refused++;
            outcomes.problems += error.problems.length;
            assert.equal(error.kind, 'rules');
            assert.deepEqual(
              error.problems.map((p) => p.rule),
              invalid,
              'one problem per invalid rule, in rule order',
            );
            for (const p of error.problems) {
              assert.equal(p.code, 'invalid-rule');
              assert.ok(typeof p.message === 'string' && p.message.startsWith(`${p.rule} must be`), p.message);
              assert.equal(p.line, undefined);
            }
            assert.ok(typeof error.message === 'string' && error.message.split('\n').length === error.problems.length);
            assert.doesNotThrow(() => JSON.stringify(error.problems));
            return;
          } finally {
            // No rule may leak onto Object.prototype, whatever the keys.
            for (const name of RULE_NAMES)
              assert.ok(
                !Object.prototype.hasOwnProperty.call(Object.prototype, name),
                `Object.prototype.${name} polluted`,
              );
          }
          outcomes.accepted++;
          assert.deepEqual(invalid, [], `accepted invalid rules ${invalid.join(', ')}`);
          for (const name of RULE_NAMES) {
            const v = given(name);
            const want = v === undefined ? DEFAULT_RULES[name] : validValue(name, v);
            assert.equal(resolved[name], want, name);
          }
          for (const [name, max] of Object.entries(INTEGER_LIMITS)) {
            const v = resolved[name as keyof typeof INTEGER_LIMITS];
            assert.ok(Number.isInteger(v) && v >= 1 && v <= max, `${name} = ${v} outside 1..${max}`);
          }
          assert.ok(typeof resolved.target === 'bigint' && resolved.target >= 1n && resolved.target <= MAX_TARGET);
        },
        { numRuns: RUNS.rules },
        () => `${outcomes.accepted} accepted, ${outcomes.refused} refused with ${outcomes.problems} problems`,
      );
    });
  });
});
