/** Long texts for the parser (lines and runs up to 100,000 characters), with what it must say about them. */
import fc from 'fast-check';
import { type ProblemCode } from '../../src/core';
import { breaksIn, EOLS, NOT_EOLS, P, repeatTo, SPACE_CHARS } from './text';

/**
 * Long texts, as compact descriptions (so that a counterexample prints small); built in the property.
 * Lines up to 100,000 characters, whitespace runs up to 100,000, 100,000 blank lines, and lines
 * where a long token or run of spaces is followed by U+2028 / U+2029 and more text (a shape that
 * makes a regular expression with `.*` backtrack).
 */
export type LongCase =
  | { kind: 'trailing-space'; ch: string; len: number; eol: string }
  | { kind: 'inner-space'; slot: 0 | 1 | 2 | 3 | 4; ch: string; len: number }
  | { kind: 'blank-lines'; unit: string; count: number; after: boolean }
  | { kind: 'long-token'; inPlayer: boolean; digit: string; len: number }
  | { kind: 'garbage-line'; chunk: string; len: number; where: 0 | 1 | 2 }
  | { kind: 'extra-text'; chunk: string; len: number }
  | { kind: 'separator-after-run'; run: 'digits' | 'spaces' | 'tabs' | 'mixed'; len: number; sep: string; tail: string }
  | { kind: 'separator-after-colon'; run: 'spaces' | 'tabs' | 'mixed'; len: number; sep: string; tail: string };

const longLen = fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 50_000, max: 100_000 }));
/**
 * Runs for the backtracking shapes are kept short enough that a slow parse costs about a second,
 * not hours: up to 20,000 characters after a position (found quadratic), up to 1,200 right after
 * the ':' with no position (found cubic: 4,000 spaces there take about 30 s).
 */
const runLen = fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 8000, max: 20_000 }));
const colonRunLen = fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 600, max: 1200 }));
export const longCase: fc.Arbitrary<LongCase> = fc.oneof(
  fc.record({
    kind: fc.constant('trailing-space' as const),
    ch: fc.constantFrom(...SPACE_CHARS),
    len: longLen,
    eol: fc.constantFrom(...EOLS),
  }),
  fc.record({
    kind: fc.constant('inner-space' as const),
    slot: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const, 4 as const),
    ch: fc.constantFrom(' ', '\t', ' ', '\t', ...NOT_EOLS),
    len: longLen,
  }),
  fc.record({
    kind: fc.constant('blank-lines' as const),
    unit: fc.constantFrom('\n', '\r\n', '\r', ' \n', '\t\r\n', '\u00a0\r', '\u2028\n'),
    count: longLen,
    after: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('long-token' as const),
    inPlayer: fc.boolean(),
    digit: fc.constantFrom('0', '1', '9', '٤', '４', '𝟒'),
    len: longLen,
  }),
  fc.record({
    kind: fc.constant('garbage-line' as const),
    chunk: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
    len: longLen,
    where: fc.constantFrom(0 as const, 1 as const, 2 as const),
  }),
  fc.record({
    kind: fc.constant('extra-text' as const),
    chunk: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).filter((s) => !/[\r\n]/.test(s)),
    len: longLen,
  }),
  fc.record({
    kind: fc.constant('separator-after-run' as const),
    run: fc.constantFrom('digits' as const, 'spaces' as const, 'tabs' as const, 'mixed' as const),
    len: runLen,
    sep: fc.constantFrom('\u2028', '\u2029'),
    tail: fc.constantFrom('x', 'Player 2 starting position: 8', '\u2028x'),
  }),
  fc.record({
    kind: fc.constant('separator-after-colon' as const),
    run: fc.constantFrom('spaces' as const, 'tabs' as const, 'mixed' as const),
    len: colonRunLen,
    sep: fc.constantFrom('\u2028', '\u2029'),
    tail: fc.constantFrom('x', 'Player 2 starting position: 8', '4'),
  }),
);

/** The text of a LongCase, and what the parser must say about it (board 10); `undefined`: only the general contract. */
export function buildLong(c: LongCase): {
  text: string;
  expect?: { ok: true; lines: number[] } | { ok: false; codes: ProblemCode[]; line: number };
} {
  switch (c.kind) {
    case 'trailing-space':
      return { text: `${P(1, 4)}${c.ch.repeat(c.len)}${c.eol}${P(2, 8)}`, expect: { ok: true, lines: [1, 2] } };
    case 'inner-space': {
      const g = [' ', ' ', ' ', '', ' '];
      g[c.slot] = c.ch.repeat(c.len);
      const line = `Player${g[0]}1${g[1]}starting${g[2]}position${g[3]}:${g[4]}4`;
      // The grammar allows only spaces and tabs between its words.
      const ok = c.ch === ' ' || c.ch === '\t';
      // Other whitespace between ':' and the position leaves the position empty (or the line unreadable).
      return {
        text: `${line}\n${P(2, 8)}\n`,
        expect: ok
          ? { ok: true, lines: [1, 2] }
          : {
              ok: false,
              codes: c.slot === 4 ? ['bad-position', 'expected-player-line'] : ['expected-player-line'],
              line: 1,
            },
      };
    }
    case 'blank-lines': {
      const blanks = c.unit.repeat(c.count);
      const n = breaksIn(blanks);
      return c.after
        ? {
            text: `${P(1, 4)}\n${P(2, 8)}\n${blanks}nonsense`,
            expect: { ok: false, codes: ['expected-player-line'], line: 3 + n },
          }
        : { text: `${blanks}${P(1, 4)}\r\n${P(2, 8)}`, expect: { ok: true, lines: [1 + n, 2 + n] } };
    }
    case 'long-token': {
      const token = c.digit.repeat(c.len);
      const ascii = /^[0-9]+$/.test(token);
      const text = c.inPlayer ? `${P(token, 4)}\n${P(2, 8)}` : `${P(1, token)}\n${P(2, 8)}`;
      if (c.inPlayer) return { text, expect: ascii && /^0*1$/.test(token) ? { ok: true, lines: [1, 2] } : undefined };
      const value = ascii ? BigInt(token) : -1n;
      if (value >= 1n && value <= 10n) return { text, expect: { ok: true, lines: [1, 2] } }; // leading zeros are fine
      return {
        text,
        expect:
          ascii && (value < 1n || value > 10n)
            ? { ok: false, codes: ['position-out-of-range'], line: 1 }
            : !ascii
              ? { ok: false, codes: ['bad-position'], line: 1 }
              : undefined,
      };
    }
    case 'garbage-line': {
      const garbage = repeatTo(c.chunk, c.len);
      const parts = [P(1, 4), P(2, 8)];
      parts.splice(c.where, 0, garbage);
      return { text: parts.join('\n') };
    }
    case 'extra-text':
      return { text: `${P(1, 4)} ${repeatTo(c.chunk, c.len)}\n${P(2, 8)}` };
    case 'separator-after-run': {
      const unit = { digits: '9', spaces: ' ', tabs: '\t', mixed: ' \t' }[c.run];
      const run = repeatTo(unit, c.len);
      const line = c.run === 'digits' ? `${P(1, run)}${c.sep}${c.tail}` : `${P(1, 4)}${run}${c.sep}${c.tail}`;
      return { text: `${line}\n${P(2, 8)}` };
    }
    case 'separator-after-colon': {
      const run = repeatTo({ spaces: ' ', tabs: '\t', mixed: ' \t' }[c.run], c.len);
      return { text: `Player 1 starting position:${run}${c.sep}${c.tail}\n${P(2, 8)}` };
    }
  }
}
