/** The library's boundary: a wrong argument is a DiracDiceError naming it, never a TypeError from deep inside. */
import { STRATEGY_NAMES, type Problem, type StrategyName } from './result';
import { DiracDiceError, showValue, usageError } from './errors';
import { EXTRAS, type SolveOptions } from './options';
import type { IntegerRule } from './ruleTable';

/** A wrong rules argument: kind 'rules', code 'invalid-rule'. */
function rulesError(problem: Omit<Problem, 'code'>): DiracDiceError {
  return new DiracDiceError('rules', [{ code: 'invalid-rule', ...problem }]);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function checkText(where: string, text: unknown): asserts text is string {
  if (typeof text !== 'string') throw usageError(where, 'the input text must be a string', text);
}

/** `rules` must be an object of rule values (or absent); the values themselves are resolveRules' to check. */
export function checkRulesObject(where: string, rules: unknown): void {
  if (rules !== undefined && !isObject(rules) && typeof rules !== 'function') {
    const message = `${where}: rules must be an object of rule values, e.g. { diracTarget: 21 } (got ${showValue(rules)})`;
    throw rulesError({ message });
  }
}

/** `value` as a whole number in `rule`'s range (RULE_TABLE's), or the error `kind` naming `name`: rules for a rule, usage for an argument. */
export function checkWhole(
  where: string,
  name: string,
  value: unknown,
  rule: IntegerRule,
  kind: 'rules' | 'usage',
): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= rule.min && value <= rule.max) return value;
  const what = `${name} must be a whole number from ${rule.min} to ${rule.max}`;
  if (kind === 'usage') throw usageError(where, what, value);
  throw rulesError({ rule: rule.name, message: `${where}: ${what} (got ${showValue(value)})` });
}

export function checkPositionsArray(where: string, positions: unknown): asserts positions is readonly unknown[] {
  if (!Array.isArray(positions)) {
    throw usageError(where, 'positions must be an array of starting spaces, e.g. [4, 8]', positions);
  }
}

function checkStrategy(where: string, strategy: unknown): asserts strategy is StrategyName {
  if (!(STRATEGY_NAMES as readonly unknown[]).includes(strategy)) {
    throw usageError(where, `unknown strategy; the strategies are ${STRATEGY_NAMES.join(', ')}`, strategy);
  }
}

/** A copy of a list of at most `max` entries, each `ok` (a longer one is refused unread: a lying length never hangs). */
function listOf(where: string, list: unknown, max: number, ok: (x: unknown) => boolean, what: string): never[] {
  if (!Array.isArray(list) || list.length > max) throw usageError(where, what, list);
  const copy = Array.from(list as unknown[]); // holes read as undefined
  if (!copy.every(ok)) throw usageError(where, what, list);
  return copy as never[];
}

const isIn = (names: readonly unknown[]) => (x: unknown) => names.includes(x);

/** Checks every option solve(), checkRequest() and solvePart2() read; returns them as read once (no getter read twice). */
export function checkOptions(where: string, options: unknown): SolveOptions {
  if (options === undefined) return {};
  if (!isObject(options) || Array.isArray(options)) {
    throw usageError(where, 'options must be an object, e.g. { parts: [1] }', options);
  }
  const at = (name: string): string => `${where}: options.${name}`;
  const { rules, parts, strategy, compareWith, include, positions, maxWork } = options;
  checkRulesObject(where, rules);
  const partsWhat = 'expected a non-empty list of parts, 1 and/or 2';
  const partList = parts === undefined ? undefined : listOf(at('parts'), parts, 2, isIn([1, 2]), partsWhat);
  if (partList?.length === 0) throw usageError(at('parts'), partsWhat, parts);
  if (strategy !== undefined) checkStrategy(at('strategy'), strategy);
  let others: SolveOptions['compareWith'] = 'all';
  if (compareWith !== 'all' && compareWith !== undefined) {
    others = listOf(
      at('compareWith'),
      compareWith,
      STRATEGY_NAMES.length,
      () => true,
      'expected a list of strategy names',
    );
    others.forEach((name) => checkStrategy(at('compareWith'), name));
  }
  const extras =
    include === undefined
      ? undefined
      : listOf(at('include'), include, EXTRAS.length, isIn(EXTRAS), `expected a list of ${EXTRAS.join(', ')}`);
  if (positions !== undefined) checkPositionsArray(at('positions'), positions);
  if (maxWork !== undefined && (typeof maxWork !== 'number' || !Number.isFinite(maxWork) || maxWork <= 0)) {
    throw usageError(at('maxWork'), 'maxWork must be a positive finite number of estimated steps', maxWork);
  }
  return {
    rules,
    parts: partList,
    strategy,
    compareWith: compareWith === undefined ? undefined : others,
    include: extras,
    positions,
    maxWork,
  } as SolveOptions;
}
