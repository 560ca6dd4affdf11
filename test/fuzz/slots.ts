/** Player lines whose number slots (player number, position) take every shape: Unicode digits, huge numbers, zeros. */
import fc from 'fast-check';
import { board, breaksIn, gap, lineBreaks, pad } from './text';

/** Decimal digits of other scripts (all Unicode Nd or digit-like): never a number to the parser. */
const DIGIT_SCRIPTS: Record<string, (d: number) => string> = {
  arabicIndic: (d) => String.fromCodePoint(0x660 + d), // ٤
  extArabicIndic: (d) => String.fromCodePoint(0x6f0 + d), // ۴
  devanagari: (d) => String.fromCodePoint(0x966 + d), // ४
  bengali: (d) => String.fromCodePoint(0x9e6 + d),
  thai: (d) => String.fromCodePoint(0xe50 + d),
  nko: (d) => String.fromCodePoint(0x7c0 + d),
  fullwidth: (d) => String.fromCodePoint(0xff10 + d), // ４
  mathBold: (d) => String.fromCodePoint(0x1d7ce + d), // 𝟒 (astral: a surrogate pair)
  mathDoubleStruck: (d) => String.fromCodePoint(0x1d7d8 + d),
  mathMonospace: (d) => String.fromCodePoint(0x1d7f6 + d),
  superscript: (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[d] as string, // ⁴
  subscript: (d) => String.fromCodePoint(0x2080 + d),
  circled: (d) => (d === 0 ? '⓪' : String.fromCodePoint(0x245f + d)), // ④
};

/** The text of a number slot (player number or position): many shapes, none containing whitespace. */
const numberSlot: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 1100 }).map(String) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 1100 }))
      .map(([z, v]) => '0'.repeat(z) + v),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.bigInt({ min: 2n ** 53n - 3n, max: 2n ** 53n + 3n }),
        fc.bigInt({ min: 2n ** 53n, max: 2n ** 128n }),
        fc.constantFrom(9007199254740993n, 18446744073709551617n, 10n ** 100n + 4n),
      )
      .map(String),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 10, max: 400 }), fc.boolean())
      .map(([d, len, zeros]) =>
        zeros ? `${'0'.repeat(len - 1)}${d}` : `${d}${'0123456789'.repeat(40).slice(0, len - 1)}`,
      ),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: 1100 }),
        fc.constantFrom(...Object.keys(DIGIT_SCRIPTS)),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      )
      .map(([v, script, mask]) =>
        [...String(v)]
          .map((ch, i) => (mask[i] ? (DIGIT_SCRIPTS[script] as (d: number) => string)(Number(ch)) : ch))
          .join(''),
      ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      '-4',
      '+4',
      '4.0',
      '4e0',
      '0x4',
      '4_0',
      '1,0',
      '½',
      'Ⅳ',
      '4\u0301',
      '4\u200b',
      '\u200b4',
      '4\u200d',
      'four',
      'NaN',
      'Infinity',
      '\u0000',
      '4\u0000',
      '4\ufe0f\u20e3',
      '\ud835',
      '\udfce',
      '\ufffd',
      '٤٠',
      '४',
    ),
  },
);

interface SlotLine {
  lead: string;
  gaps: [string, string, string, string, string];
  n: string;
  p: string;
  trail: string;
}
export interface SlotCase {
  kind: 'slots';
  board: number;
  bom: boolean;
  head: string;
  lines: SlotLine[];
  eols: string[];
  last: string;
}

/** A position on the board as ASCII digits, zero-padded at most to the parser's 9 characters. */
const validPosition = (b: number): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.integer({ min: 1, max: b }),
      fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }) }),
    )
    .map(([v, z]) => '0'.repeat(Math.min(z, 9 - String(v).length)) + v);

/**
 * Player lines of the grammar, with number slots drawn from numberSlot and real line breaks. Half
 * the cases use only valid positions (so that acceptance is tested too), half mix in every shape.
 */
export const slotCase: fc.Arbitrary<SlotCase> = fc
  .tuple(fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2, max: 4 })), board, fc.boolean())
  .chain(([count, b, clean]) =>
    fc.record({
      kind: fc.constant('slots' as const),
      board: fc.constant(b),
      bom: fc.boolean(),
      head: fc.oneof(fc.constant(''), lineBreaks),
      lines: fc.array(
        fc.record({
          lead: pad(3),
          gaps: fc.tuple(gap(1, 3), gap(1, 3), gap(1, 3), gap(0, 2), gap(0, 2)),
          // '' stands for the right player number (mostly), so that the position slots are what gets tested.
          n: clean
            ? fc.constant('')
            : fc.oneof(
                { weight: 4, arbitrary: fc.constant('') },
                { weight: 1, arbitrary: numberSlot.filter((s) => s !== '') },
              ),
          p: clean
            ? validPosition(b)
            : fc.oneof({ weight: 1, arbitrary: validPosition(b) }, { weight: 2, arbitrary: numberSlot }),
          trail: pad(3),
        }),
        { minLength: count, maxLength: count },
      ),
      eols: fc.array(lineBreaks, { minLength: count, maxLength: count }),
      last: fc.oneof(fc.constant(''), lineBreaks),
    }),
  );

/** Text of a SlotCase, and the line number of each player line. An empty `n` means the right number. */
export function buildSlots(c: SlotCase): { text: string; lineNos: number[]; ns: string[] } {
  let text = (c.bom ? '\uFEFF' : '') + c.head;
  let lineNo = 1 + breaksIn(c.head);
  const lineNos: number[] = [];
  const ns: string[] = [];
  c.lines.forEach((l, i) => {
    const n = l.n === '' ? String(i + 1) : l.n;
    ns.push(n);
    const [g1, g2, g3, g4, g5] = l.gaps;
    if (i > 0) {
      const eol = c.eols[i - 1] as string;
      text += eol;
      lineNo += breaksIn(eol);
    }
    lineNos.push(lineNo);
    text += `${l.lead}Player${g1}${n}${g2}starting${g3}position${g4}:${g5}${l.p}${l.trail}`;
  });
  return { text: text + c.last, lineNos, ns };
}
