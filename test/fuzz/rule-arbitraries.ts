/**
 * Rule arbitraries: any value at all for every rule, built in the property from a printable
 * description; and what resolveRules must do with them (checkRules: the unit and fuzz suites' property).
 */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import {
  DEFAULT_RULES,
  DiracDiceError,
  resolveRules,
  RULE_TABLE,
  type IntegerRuleName,
  type RuleName,
  type Rules,
  type RulesInput,
} from '../../src/core';
import { pad } from './text';

const SPECIALS = [
  'throwing-object',
  'throwing-proxy',
  'throwing-function-proxy',
  'revoked-proxy',
  'function',
  'symbol',
  'boxed-number',
  'boxed-bigint',
  'boxed-string',
  'date',
  'array-5',
  'getter-throws',
  'null-proto-number',
] as const;
type Special = (typeof SPECIALS)[number];
export type Weird = { raw: unknown } | { special: Special };

/**
 * What the hostile values throw. The caller's own exception may come back unchanged (the library
 * does not swallow a caller's errors); anything else must be DiracDiceError.
 */
export class HostileError extends Error {}
const boom = (): never => {
  throw new HostileError('boom');
};
function makeSpecial(s: Special): unknown {
  switch (s) {
    case 'throwing-object':
      return { toString: boom, valueOf: boom, toJSON: boom, [Symbol.toPrimitive]: boom };
    case 'throwing-proxy':
      return new Proxy(
        {},
        {
          get: boom,
          has: boom,
          ownKeys: boom,
          getOwnPropertyDescriptor: boom,
          getPrototypeOf: boom,
          set: boom,
          defineProperty: boom,
        },
      );
    case 'throwing-function-proxy':
      return new Proxy(() => 5, { get: boom, apply: boom, construct: boom, getPrototypeOf: boom, ownKeys: boom });
    case 'revoked-proxy': {
      const r = Proxy.revocable({}, {});
      r.revoke();
      return r.proxy;
    }
    case 'function':
      return () => 5;
    case 'symbol':
      return Symbol('5');
    case 'boxed-number':
      return Object(5);
    case 'boxed-bigint':
      return Object(5n);
    case 'boxed-string':
      return Object('5');
    case 'date':
      return new Date(5);
    case 'array-5':
      return [5];
    case 'getter-throws':
      return Object.defineProperty({}, 'toJSON', { get: boom, enumerable: true });
    case 'null-proto-number':
      return Object.assign(Object.create(null) as object, { value: 5 });
  }
}
export const materialize = (w: Weird): unknown => ('special' in w ? makeSpecial(w.special) : w.raw);

const digits = (min: number, max: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** Any value at all, as a printable description (materialize makes it: fast-check would trip on some). */
export const weird: fc.Arbitrary<Weird> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .anything({
        withBigInt: true,
        withBoxedValues: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withNullPrototype: true,
        withObjectString: true,
        withTypedArray: true,
        withSparseArray: true,
        stringUnit: 'binary',
        maxDepth: 2,
      })
      .map((raw) => ({ raw })),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom<unknown>(
        NaN,
        Infinity,
        -Infinity,
        -0,
        0,
        1e308,
        -1e308,
        Number.MAX_VALUE,
        Number.MIN_VALUE,
        Number.EPSILON,
        2 ** 53,
        2 ** 53 + 2,
        -(2 ** 53),
        Number.MAX_SAFE_INTEGER,
        0.5,
        1,
        2,
        3,
        10,
        20,
        21,
        100,
        1000,
        1001,
        10_000,
        10_001,
        null,
        undefined,
        true,
        false,
        '',
        ' ',
        '12',
        ' 12 ',
        '\u00a012\u2028',
        '1e3',
        '0x10',
        '٤',
        '４',
        '𝟒',
        '१२',
        '12\u0000',
        0n,
        -1n,
        1n,
        12n,
        2n ** 64n,
        10n ** 100n,
        10n ** 100n + 1n,
        -(10n ** 100n),
      )
      .map((raw) => ({ raw })),
  },
  { weight: 3, arbitrary: fc.integer({ min: -3, max: 10_003 }).map((raw) => ({ raw })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.double(),
        fc.integer(),
        fc.bigInt({ min: -(2n ** 400n), max: 2n ** 400n }),
        fc.bigInt({ min: -3n, max: 10n ** 100n + 3n }),
      )
      .map((raw) => ({ raw })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        pad(3),
        fc.oneof(
          digits(1, 3),
          digits(1, 210),
          fc.constantFrom('1' + '0'.repeat(100), '1' + '0'.repeat(99) + '1', '0'.repeat(150) + '7'),
        ),
        pad(3),
        fc.constantFrom('', '', 'x', '.5', '٤', '\u0000'),
      )
      .map(([a, d, b, junk]) => ({ raw: a + d + b + junk })),
  },
  { weight: 2, arbitrary: fc.constantFrom(...SPECIALS).map((special) => ({ special })) },
);

/** In the order resolveRules reports them (part 1's target last). */
const RULE_NAMES = [
  'boardSize',
  'rollsPerTurn',
  'deterministicSides',
  'diracSides',
  'diracTarget',
  'target',
] as const satisfies readonly RuleName[];
export const INTEGER_LIMITS = Object.fromEntries(
  RULE_TABLE.flatMap((rule) => (rule.kind === 'integer' ? [[rule.name, rule.max]] : [])),
) as Record<IntegerRuleName, number>;
export const MAX_TARGET = (RULE_TABLE.find((rule) => rule.kind === 'bigint') as { max: bigint }).max;
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'toJSON',
  'BoardSize',
  'board_size',
  ' target',
  'target ',
  '',
] as const;

export interface RulesCase {
  container: 'undefined' | 'plain' | 'null-proto' | 'inherited' | 'frozen' | 'array' | 'function';
  values: Partial<Record<RuleName, Weird>>;
  extras: [string, Weird][];
}
export const rulesCase: fc.Arbitrary<RulesCase> = fc.record({
  container: fc.constantFrom(
    'undefined',
    'plain',
    'plain',
    'plain',
    'null-proto',
    'inherited',
    'frozen',
    'array',
    'function',
  ),
  values: fc.record(Object.fromEntries(RULE_NAMES.map((k) => [k, weird])) as Record<RuleName, fc.Arbitrary<Weird>>, {
    requiredKeys: [],
  }),
  extras: fc.array(fc.tuple(fc.constantFrom<string>(...EXTRA_KEYS), weird), { maxLength: 3 }),
});

/** Own data properties, even for '__proto__' (an assignment would set the prototype instead). */
function define(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
function buildRules(c: RulesCase): unknown {
  if (c.container === 'undefined') return undefined;
  const own: [string, unknown][] = [
    ...Object.entries(c.values).map(([k, w]) => [k, materialize(w as Weird)] as [string, unknown]),
    ...c.extras.map(([k, w]) => [k, materialize(w)] as [string, unknown]),
  ];
  let target: object;
  switch (c.container) {
    case 'null-proto':
      target = Object.create(null) as object;
      break;
    case 'inherited': {
      // The rules live on the prototype; the object itself holds only the extras.
      const proto = {};
      for (const [k, v] of own.slice(0, Object.keys(c.values).length)) define(proto, k, v);
      target = Object.create(proto) as object;
      for (const [k, v] of own.slice(Object.keys(c.values).length)) define(target, k, v);
      return target;
    }
    case 'array':
      target = [];
      break;
    case 'function':
      target = (): number => 5;
      break;
    default:
      target = {};
  }
  for (const [k, v] of own) define(target, k, v);
  if (c.container === 'frozen') Object.freeze(target);
  return target;
}

/** The rule's value if valid (the spec: README "Limits" and the RulesInput type), else undefined. */
function validValue(name: RuleName, v: unknown): number | bigint | undefined {
  if (name !== 'target')
    return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= INTEGER_LIMITS[name] ? v : undefined;
  let t: bigint | undefined;
  if (typeof v === 'bigint') t = v;
  else if (typeof v === 'number') t = Number.isSafeInteger(v) ? BigInt(v) : undefined;
  else if (typeof v === 'string') t = /^[0-9]{1,200}$/.test(v.trim()) ? BigInt(v.trim()) : undefined;
  return t !== undefined && t >= 1n && t <= MAX_TARGET ? t : undefined;
}

/**
 * resolveRules on a RulesCase: DiracDiceError('rules') with one problem per invalid rule (by the
 * spec, validValue), in rule order, each code invalid-rule and message "<rule> must be ...", one
 * line each; or, when every rule given is valid, exactly those values over the defaults. Nothing
 * leaks onto Object.prototype. Returns the number of problems (0: accepted).
 */
export function checkRules(c: RulesCase): number {
  const input = buildRules(c);
  const given = (name: RuleName): unknown =>
    input === undefined ? undefined : (input as Record<string, unknown>)[name];
  const invalid = RULE_NAMES.filter((name) => given(name) !== undefined && validValue(name, given(name)) === undefined);
  let resolved: Rules;
  try {
    resolved = resolveRules(input as RulesInput);
  } catch (error) {
    if (!(error instanceof DiracDiceError))
      assert.fail(
        `resolveRules threw a ${Object.prototype.toString.call(error)}: ${String(error)} for ${fc.stringify(c).slice(0, 300)}`,
      );
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
    return error.problems.length;
  } finally {
    // No rule may leak onto Object.prototype, whatever the keys.
    for (const name of RULE_NAMES)
      assert.ok(!Object.prototype.hasOwnProperty.call(Object.prototype, name), `Object.prototype.${name} polluted`);
  }
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
  return 0;
}
