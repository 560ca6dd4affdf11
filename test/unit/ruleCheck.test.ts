/** The page's check of the rules form (media/ruleCheck.ts): the rule table's ranges, as the core applies them. */
import { strict as assert } from 'node:assert';
import { resolveRules, type RulesInput } from '../../src/core';
import { RULE_TABLE } from '../../src/core/ruleTable';
import { format } from '../../src/core/template';
import { PANEL_STRINGS } from '../../src/shared/strings';
import { powerOfTen } from '../../media/format';
import { checkRule, type Rule } from '../../media/ruleCheck';

const rule = (name: string): Rule => RULE_TABLE.find((r) => r.name === name) as Rule;
const atMost = (limit: string): string => format(PANEL_STRINGS['rules.errorAtMost'], [limit]);

/** Whether the core accepts `raw` (a string of digits) for `rule`. */
function coreAccepts(rule: Rule, raw: string): boolean {
  const value = rule.kind === 'bigint' ? raw : Number(raw);
  try {
    resolveRules({ [rule.name]: value } as RulesInput);
    return true;
  } catch {
    return false;
  }
}

describe('rules form check (page)', () => {
  it('agrees with the core at both ends of every rule', () => {
    for (const r of RULE_TABLE) {
      const values =
        r.kind === 'bigint'
          ? [r.min - 1n, r.min, r.default, r.max, r.max + 1n]
          : [r.min - 1, r.min, r.default, r.max, r.max + 1];
      for (const value of values) {
        const raw = value.toString();
        assert.equal(checkRule(r, raw) === null, coreAccepts(r, raw), `${r.name} = ${raw}: ${checkRule(r, raw)}`);
      }
    }
  });

  it('names the limit it enforces (10^100 as a power of ten)', () => {
    assert.equal(powerOfTen(100), '10¹⁰⁰');
    for (const r of RULE_TABLE) {
      if (r.kind === 'integer') assert.equal(checkRule(r, String(r.max + 1)), atMost(r.max.toLocaleString()), r.name);
      else assert.equal(checkRule(r, (r.max + 1n).toString()), atMost(powerOfTen(r.maxDigits - 1)), r.name);
    }
  });

  it("refuses part 1's target past its digits, and accepts leading zeros", () => {
    const target = rule('target');
    assert.ok(target.kind === 'bigint');
    assert.equal(
      checkRule(target, '9'.repeat(target.maxDigits + 1)),
      format(PANEL_STRINGS['rules.errorTooManyDigits'], [target.maxDigits]),
    );
    assert.equal(checkRule(target, `000${target.max}`), null);
  });

  it('refuses empty, non-digit and unreadable values', () => {
    const board = rule('boardSize');
    assert.equal(checkRule(board, '  '), PANEL_STRINGS['rules.errorEmpty']);
    assert.equal(checkRule(board, '1e3'), PANEL_STRINGS['rules.errorDigitsOnly']);
    assert.equal(checkRule(board, '-3'), PANEL_STRINGS['rules.errorDigitsOnly']);
    assert.equal(checkRule(board, '', true), PANEL_STRINGS['rules.errorWholeNumber']);
    assert.equal(checkRule(board, '0'), PANEL_STRINGS['rules.errorAtLeast1']);
  });
});
