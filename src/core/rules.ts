import type { Problem, RulesJson } from '../shared/result';
import { DiracDiceError, showValue } from './errors';
import { RULE_TABLE, type Rules } from './ruleTable';
import { checkRulesObject, usageError } from './validate';

export type { Rules } from './ruleTable';

/** What a caller may pass: any subset; the part 1 target also as a number or a decimal string. */
export type RulesInput = Partial<Omit<Rules, 'target'>> & { target?: bigint | number | string };

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze(
  Object.fromEntries(RULE_TABLE.map((rule) => [rule.name, rule.default])) as Rules,
);

/** Problems are reported for the whole-number rules first, then for part 1's target. */
const CHECK_ORDER = [...RULE_TABLE].sort((a, b) => Number(a.kind === 'bigint') - Number(b.kind === 'bigint'));

function ruleProblem(rule: string, message: string): Problem {
  return { code: 'invalid-rule', rule, message };
}

function parseTarget(value: unknown): bigint | string {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value))
      return `must be a whole number (got ${String(value)}); pass a decimal string for values past 2^53`;
    return BigInt(value);
  }
  if (typeof value === 'string' && /^\s*\d{1,200}\s*$/.test(value)) return BigInt(value.trim());
  return `must be a whole number (got ${showValue(value)})`;
}

/** Merges `input` over the defaults and checks every rule; throws DiracDiceError listing every invalid rule. */
export function resolveRules(input: RulesInput = {}): Rules {
  checkRulesObject('resolveRules', input);
  const problems: Problem[] = [];
  const rules: Rules = { ...DEFAULT_RULES };
  for (const rule of CHECK_ORDER) {
    const value: unknown = input[rule.name];
    if (value === undefined) continue;
    if (rule.kind === 'bigint') {
      const target = parseTarget(value);
      if (typeof target === 'string') problems.push(ruleProblem(rule.name, `${rule.name} ${target}`));
      else if (target < rule.min || target > rule.max)
        problems.push(
          ruleProblem(
            rule.name,
            `${rule.name} must be between ${rule.min} and 10^${rule.maxDigits - 1} (got ${target})`,
          ),
        );
      else rules[rule.name] = target;
    } else if (typeof value !== 'number' || !Number.isInteger(value)) {
      problems.push(ruleProblem(rule.name, `${rule.name} must be a whole number (got ${showValue(value)})`));
    } else if (value < rule.min || value > rule.max) {
      problems.push(ruleProblem(rule.name, `${rule.name} must be between ${rule.min} and ${rule.max} (got ${value})`));
    } else {
      rules[rule.name] = value;
    }
  }
  if (problems.length > 0) throw new DiracDiceError('rules', problems);
  return rules;
}

/** Rules a caller says are resolved, checked again (cheap): the functions that take `Rules` never trust plain JavaScript. */
export function checkResolvedRules(where: string, rules: unknown): Rules {
  checkRulesObject(where, rules);
  if (rules === undefined) throw usageError(where, "rules are required (resolveRules({}) gives the puzzle's)", rules);
  return resolveRules(rules as RulesInput);
}

export function rulesToJson(rules: Rules): RulesJson {
  return { ...rules, target: rules.target.toString() };
}
