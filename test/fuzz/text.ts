/** Building blocks of the fuzz suite's texts: player lines, line breaks, whitespace, boards. */
import fc from 'fast-check';
import { RULE_TABLE } from '../../src/core';

export const P = (n: string | number, p: string | number): string => `Player ${n} starting position: ${p}`;

/** Real line breaks for the parser. */
export const EOLS = ['\n', '\r\n', '\r'] as const;
/** Whitespace that is not a line break for the parser (a "separator" made of these merges two lines). */
export const NOT_EOLS = [
  '\u2028',
  '\u2029',
  '\v',
  '\f',
  '\u00a0',
  '\u3000',
  '\u1680',
  '\u202f',
  '\u205f',
  '\ufeff',
] as const;
/** Unicode whitespace of every kind except line breaks. */
export const SPACE_CHARS = [' ', '\t', ...NOT_EOLS] as const;

export const board = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: (RULE_TABLE[0] as { max: number }).max }) },
);

/** A run of [ \t] (what the grammar allows between words). */
export const gap = (min: number, max: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(' ', '\t'), minLength: min, maxLength: max });
/** A run of any whitespace but line breaks (what may surround a line). */
export const pad = (max: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...SPACE_CHARS), maxLength: max });
/** One or more real line breaks, possibly with whitespace-only lines between them. */
export const lineBreaks = fc
  .array(fc.tuple(pad(3), fc.constantFrom(...EOLS)), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.map(([w, e]) => w + e).join(''));

export const breaksIn = (s: string): number => s.split(/\r\n|\r|\n/).length - 1;

export const repeatTo = (chunk: string, len: number): string =>
  chunk.repeat(Math.ceil(len / chunk.length)).slice(0, len);
