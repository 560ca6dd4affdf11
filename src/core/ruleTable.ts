/**
 * The one table of the game's rules. Every other place that names a rule, its range, its default
 * or its unit derives from this table: the core's validation (rules.ts), the CLI's flags and help,
 * the settings reader, the page's form and its client-side check, and the manifest's
 * `contributes.configuration` (held equal to this table by a unit test).
 */

interface RuleCommon<Name extends string> {
  /** The rule's name in `Rules`, in the settings (`diracDice.<name>`) and in the page's form. */
  readonly name: Name;
  /** The CLI flag, without the leading dashes. */
  readonly flag: string;
  /** What the number counts, for help texts ("spaces"). */
  readonly unit: string;
  /** The key of the setting's description in package.nls.json. */
  readonly descriptionKey: string;
  /** One line of English for the CLI's help. */
  readonly summary: string;
}

/** A rule whose value is a small whole number. */
export interface IntegerRule<Name extends string = string> extends RuleCommon<Name> {
  readonly kind: 'integer';
  readonly min: number;
  readonly max: number;
  readonly default: number;
}

/** A rule whose value is a whole number of any size up to `max` (part 1's target), written in decimal. */
export interface BigIntegerRule<Name extends string = string> extends RuleCommon<Name> {
  readonly kind: 'bigint';
  readonly min: bigint;
  readonly max: bigint;
  readonly default: bigint;
  /** Decimal digits of `max`: the longest value the settings, the page and the CLI accept. */
  readonly maxDigits: number;
}

export type RuleDescriptor = IntegerRule | BigIntegerRule;

const MAX_TARGET = 10n ** 100n;

/** The rules, in the order the CLI's help, the settings and the page's form list them. */
export const RULE_TABLE = [
  {
    name: 'boardSize',
    kind: 'integer',
    min: 1,
    max: 1000,
    default: 10,
    flag: 'board',
    unit: 'spaces',
    descriptionKey: 'config.boardSize',
    summary: 'spaces on the circular board',
  },
  {
    name: 'rollsPerTurn',
    kind: 'integer',
    min: 1,
    max: 20,
    default: 3,
    flag: 'rolls',
    unit: 'rolls',
    descriptionKey: 'config.rollsPerTurn',
    summary: 'die rolls per turn (both parts)',
  },
  {
    name: 'deterministicSides',
    kind: 'integer',
    min: 1,
    max: 10_000,
    default: 100,
    flag: 'die-sides',
    unit: 'sides',
    descriptionKey: 'config.deterministicSides',
    summary: "sides of part 1's deterministic die",
  },
  {
    name: 'target',
    kind: 'bigint',
    min: 1n,
    max: MAX_TARGET,
    default: 1000n,
    maxDigits: MAX_TARGET.toString().length,
    flag: 'target',
    unit: 'points',
    descriptionKey: 'config.target',
    summary: "part 1's winning score (any size up to 10^100)",
  },
  {
    name: 'diracSides',
    kind: 'integer',
    min: 1,
    max: 100,
    default: 3,
    flag: 'dirac-sides',
    unit: 'sides',
    descriptionKey: 'config.diracSides',
    summary: "sides of part 2's Dirac die",
  },
  {
    name: 'diracTarget',
    kind: 'integer',
    min: 1,
    max: 10_000,
    default: 21,
    flag: 'dirac-target',
    unit: 'points',
    descriptionKey: 'config.diracTarget',
    summary: "part 2's winning score",
  },
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

export const RULE_NAMES: readonly RuleName[] = RULE_TABLE.map((rule) => rule.name);

/** The descriptor of one rule. */
export function ruleDescriptor(name: RuleName): RuleDescriptor {
  return RULE_TABLE.find((rule) => rule.name === name) as RuleDescriptor;
}
