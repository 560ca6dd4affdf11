import type { Problem, RulesJson } from './result';
import { DiracDiceError, showValue, usageError } from './errors';
import { coreMessage, type MessageArg, type MessageId } from './messages';
import { RULE_TABLE, type Rules, type RulesInput } from './ruleTable';
import { checkRulesObject } from './validate';

export type { Rules, RulesInput } from './ruleTable';

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze(
  Object.fromEntries(RULE_TABLE.map((rule) => [rule.name, rule.default])) as Rules,
);

/** Every Rules object resolveRules made (frozen): checked once, never again. */
const resolved = new WeakSet<object>([DEFAULT_RULES]);

/** Problems are reported for the whole-number rules first, then for part 1's target. */
const CHECK_ORDER = [...RULE_TABLE].sort((a, b) => Number(a.kind === 'bigint') - Number(b.kind === 'bigint'));

function ruleProblem(rule: string, id: MessageId, ...args: MessageArg[]): Problem {
  return { code: 'invalid-rule', rule, ...coreMessage(id, rule, ...args) };
}

/** The part 1 target as a bigint, or the problem with it. */
function parseTarget(name: string, value: unknown): bigint | Problem {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return ruleProblem(name, 'ruleUnsafeNumber', String(value));
    return BigInt(value);
  }
  if (typeof value === 'string' && /^\s*\d{1,200}\s*$/.test(value)) return BigInt(value.trim());
  return ruleProblem(name, 'ruleNotWholeNumber', showValue(value));
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
      const target = parseTarget(rule.name, value);
      if (typeof target !== 'bigint') problems.push(target);
      else if (target < rule.min || target > rule.max)
        problems.push(
          ruleProblem(rule.name, 'targetOutOfRange', Number(rule.min), rule.maxDigits - 1, target.toString()),
        );
      else rules[rule.name] = target;
    } else if (typeof value !== 'number' || !Number.isInteger(value)) {
      problems.push(ruleProblem(rule.name, 'ruleNotWholeNumber', showValue(value)));
    } else if (value < rule.min || value > rule.max) {
      problems.push(ruleProblem(rule.name, 'ruleOutOfRange', rule.min, rule.max, value));
    } else {
      rules[rule.name] = value;
    }
  }
  if (problems.length > 0) throw new DiracDiceError('rules', problems);
  resolved.add(Object.freeze(rules));
  return rules;
}

/** Rules a caller says are resolved: resolveRules' own as they are, any other object resolved (plain JavaScript is never trusted). */
export function checkResolvedRules(where: string, rules: unknown): Rules {
  if (resolved.has(rules as object)) return rules as Rules;
  checkRulesObject(where, rules);
  if (rules === undefined) throw usageError(where, "rules are required (resolveRules({}) gives the puzzle's)", rules);
  return resolveRules(rules as RulesInput);
}

export function rulesToJson(rules: Rules): RulesJson {
  return { ...rules, target: rules.target.toString() };
}
