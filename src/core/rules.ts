import type { Problem, RulesJson } from '../shared/result';
import { DiracDiceError } from './errors';

/** The game's rules. Defaults are the puzzle's. */
export interface Rules {
  /** Spaces on the circular board, numbered 1..boardSize. */
  boardSize: number;
  /** Die rolls per turn (both parts). */
  rollsPerTurn: number;
  /** Sides of part 1's deterministic die (rolls 1, 2, ..., sides, 1, ...). */
  deterministicSides: number;
  /** Part 1 ends when a score reaches this (exact; may pass 2^53). */
  target: bigint;
  /** Sides of part 2's Dirac die. */
  diracSides: number;
  /** Part 2 ends when a score reaches this. */
  diracTarget: number;
}

/** What a caller may pass: any subset; the part 1 target also as a number or a decimal string. */
export type RulesInput = Partial<Omit<Rules, 'target'>> & { target?: bigint | number | string };

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
  boardSize: 10,
  rollsPerTurn: 3,
  deterministicSides: 100,
  target: 1000n,
  diracSides: 3,
  diracTarget: 21,
});

/**
 * Explicit limits on every rule and on the input. A request outside them is refused with a
 * message naming the limit; nothing is silently clamped. Documented in the README.
 */
export const LIMITS = Object.freeze({
  /** Input text larger than this is refused before parsing (characters). */
  maxInputChars: 1_000_000,
  maxPlayers: 10,
  maxBoardSize: 1000,
  maxRollsPerTurn: 20,
  maxDeterministicSides: 10_000,
  /** Part 1 target: up to 10^100 (cycle skipping makes the size of the target nearly free). */
  maxTarget: 10n ** 100n,
  maxDiracSides: 100,
  maxDiracTarget: 10_000,
  /**
   * Part 2 requests are refused above this estimated cost (estimateCost().steps, about 0.6 ns
   * each here: 2e10 is a Dirac target of 2,470 on the puzzle's board, 12 s and 148 MB). A caller
   * may pass another limit (solve's `maxWork`, the CLI's --max-work, the diracDice.maxWork setting).
   */
  maxWork: 2e10,
});

const INTEGER_RULES: ReadonlyArray<[keyof Omit<Rules, 'target'>, number, number]> = [
  ['boardSize', 1, LIMITS.maxBoardSize],
  ['rollsPerTurn', 1, LIMITS.maxRollsPerTurn],
  ['deterministicSides', 1, LIMITS.maxDeterministicSides],
  ['diracSides', 1, LIMITS.maxDiracSides],
  ['diracTarget', 1, LIMITS.maxDiracTarget],
];

function ruleProblem(rule: string, message: string): Problem {
  return { code: 'invalid-rule', rule, message };
}

/**
 * A caller's value, quoted for a message. Never throws: JSON.stringify throws on a bigint and
 * String() on an object without a prototype, and JSON shows NaN and Infinity as null.
 */
function show(value: unknown): string {
  if (typeof value === 'bigint') {
    const digits = value.toString();
    return digits.length > 40 ? `${digits.slice(0, 37)}...n (${digits.length} digits)` : `${digits}n`;
  }
  if (typeof value === 'number' || typeof value === 'symbol') return String(value);
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 40);
  } catch {
    return typeof value;
  }
}

function parseTarget(value: unknown): bigint | string {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value))
      return `must be a whole number (got ${String(value)}); pass a decimal string for values past 2^53`;
    return BigInt(value);
  }
  if (typeof value === 'string' && /^\s*\d{1,200}\s*$/.test(value)) return BigInt(value.trim());
  return `must be a whole number (got ${show(value)})`;
}

/** Merges `input` over the defaults and checks every rule; throws DiracDiceError listing every invalid rule. */
export function resolveRules(input: RulesInput = {}): Rules {
  const problems: Problem[] = [];
  const rules: Rules = { ...DEFAULT_RULES };
  for (const [name, min, max] of INTEGER_RULES) {
    const value: unknown = input[name];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      problems.push(ruleProblem(name, `${name} must be a whole number (got ${show(value)})`));
    } else if (value < min || value > max) {
      problems.push(ruleProblem(name, `${name} must be between ${min} and ${max} (got ${value})`));
    } else {
      rules[name] = value;
    }
  }
  if (input.target !== undefined) {
    const target = parseTarget(input.target);
    if (typeof target === 'string') problems.push(ruleProblem('target', `target ${target}`));
    else if (target < 1n || target > LIMITS.maxTarget)
      problems.push(ruleProblem('target', `target must be between 1 and 10^100 (got ${target})`));
    else rules.target = target;
  }
  if (problems.length > 0) throw new DiracDiceError('rules', problems);
  return rules;
}

export function rulesToJson(rules: Rules): RulesJson {
  return { ...rules, target: rules.target.toString() };
}
