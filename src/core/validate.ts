/** The library's boundary: a wrong argument is a DiracDiceError naming it, never a TypeError from deep inside. */
import { STRATEGY_NAMES, type Problem, type StrategyName } from './result';
import { DiracDiceError, showValue } from './errors';
import { EXTRAS, type SolveOptions } from './options';
import { RULE_TABLE, type IntegerRule } from './ruleTable';

/** A wrong call: kind 'usage', code 'invalid-argument', "where: what (got value)". */
export function usageError(where: string, what: string, value: unknown): DiracDiceError {
  return new DiracDiceError('usage', [
    { code: 'invalid-argument', message: `${where}: ${what} (got ${showValue(value)})` },
  ]);
}

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

const BOARD: IntegerRule & { name: 'boardSize' } = RULE_TABLE[0];

/** parseInput's board size (the rules' boardSize). */
export function checkBoardSize(where: string, boardSize: unknown): asserts boardSize is number {
  if (typeof boardSize !== 'number' || !Number.isInteger(boardSize) || boardSize < BOARD.min || boardSize > BOARD.max) {
    const message = `${where}: boardSize must be a whole number from ${BOARD.min} to ${BOARD.max} (got ${showValue(boardSize)})`;
    throw rulesError({ rule: BOARD.name, message });
  }
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

function checkParts(where: string, parts: unknown): asserts parts is (1 | 2)[] {
  if (!Array.isArray(parts) || parts.length === 0 || parts.some((p) => p !== 1 && p !== 2))
    throw usageError(where, 'expected a non-empty list of parts, 1 and/or 2', parts);
}

/** Checks every option solve(), checkRequest() and solvePart2() read. */
export function checkOptions(where: string, options: unknown): asserts options is SolveOptions {
  if (options === undefined) return;
  if (!isObject(options) || Array.isArray(options)) {
    throw usageError(where, 'options must be an object, e.g. { parts: [1] }', options);
  }
  const at = (name: string): string => `${where}: options.${name}`;
  checkRulesObject(where, options.rules);
  if (options.parts !== undefined) checkParts(at('parts'), options.parts);
  if (options.strategy !== undefined) checkStrategy(at('strategy'), options.strategy);
  const { compareWith, maxWork } = options;
  if (compareWith !== undefined && compareWith !== 'all') {
    if (!Array.isArray(compareWith))
      throw usageError(at('compareWith'), 'expected a list of strategy names', compareWith);
    compareWith.forEach((name) => checkStrategy(at('compareWith'), name));
  }
  if (options.include !== undefined) {
    const include = options.include;
    if (!Array.isArray(include) || include.some((x) => !(EXTRAS as readonly unknown[]).includes(x))) {
      throw usageError(at('include'), `expected a list of ${EXTRAS.join(', ')}`, include);
    }
  }
  if (options.positions !== undefined) checkPositionsArray(at('positions'), options.positions);
  if (maxWork !== undefined && (typeof maxWork !== 'number' || !Number.isFinite(maxWork) || maxWork <= 0)) {
    throw usageError(at('maxWork'), 'maxWork must be a positive finite number of estimated steps', maxWork);
  }
}
