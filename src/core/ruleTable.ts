/** The one table of the rules: validation, CLI flags, settings, the page's form and the manifest all derive from it. */

interface RuleCommon {
  /** The rule's name in `Rules`, in the settings (`diracDice.<name>`) and in the page's form. */
  readonly name: string;
  /** The CLI flag, without the leading dashes. */
  readonly flag: string;
  /** What the number counts, for help texts ("spaces"). */
  readonly unit: string;
  /** One line of English for the CLI's help. */
  readonly summary: string;
}

/** A rule whose value is a small whole number. */
export interface IntegerRule extends RuleCommon {
  readonly kind: 'integer';
  readonly min: number;
  readonly max: number;
  readonly default: number;
}

/** A rule whose value is a whole number of any size up to `max` (part 1's target), written in decimal. */
interface BigIntegerRule extends RuleCommon {
  readonly kind: 'bigint';
  readonly min: bigint;
  readonly max: bigint;
  readonly default: bigint;
  /** Decimal digits of `max`: the longest value the settings, the page and the CLI accept. */
  readonly maxDigits: number;
}

export type RuleDescriptor = IntegerRule | BigIntegerRule;

/** A row of small whole numbers: name, CLI flag, least, greatest and default value, unit, help (name and least value as literal types). */
const integer = <N extends string, Min extends number>(
  name: N,
  flag: string,
  min: Min,
  max: number,
  value: number,
  unit: string,
  summary: string,
) => ({ name, kind: 'integer', flag, min, max, default: value, unit, summary }) as const;

const MAX_TARGET = 10n ** 100n;

/** The rules, in the order the CLI's help, the settings and the page's form list them. */
export const RULE_TABLE = [
  integer('boardSize', 'board', 1, 1000, 10, 'spaces', 'spaces on the circular board'),
  integer('rollsPerTurn', 'rolls', 1, 20, 3, 'rolls', 'die rolls per turn (both parts)'),
  integer('deterministicSides', 'die-sides', 1, 10_000, 100, 'sides', "sides of part 1's deterministic die"),
  {
    name: 'target',
    kind: 'bigint',
    min: 1n,
    max: MAX_TARGET,
    default: 1000n,
    maxDigits: MAX_TARGET.toString().length,
    flag: 'target',
    unit: 'points',
    summary: "part 1's winning score (any size up to 10^100)",
  },
  integer('diracSides', 'dirac-sides', 1, 100, 3, 'sides', "sides of part 2's Dirac die"),
  integer('diracTarget', 'dirac-target', 1, 10_000, 21, 'points', "part 2's winning score"),
] as const satisfies readonly RuleDescriptor[];

type Table = (typeof RULE_TABLE)[number];

/** The name of every rule. */
export type RuleName = Table['name'];

/** The game's rules, one field per row of the table; defaults are the puzzle's. */
export type Rules = { -readonly [R in Table as R['name']]: R['kind'] extends 'bigint' ? bigint : number };

/** What a caller may pass: any subset; the part 1 target also as a number or a decimal string. */
export type RulesInput = Partial<Omit<Rules, 'target'>> & { target?: bigint | number | string };

/** The names of the rules whose values are small whole numbers. */
export type IntegerRuleName = Extract<Table, { kind: 'integer' }>['name'];
