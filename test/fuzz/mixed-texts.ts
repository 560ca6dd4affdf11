/** Texts of every kind for the parser: noisy valid inputs, binary garbage, random strings, number slots. */
import fc from 'fast-check';
import { buildSlots, slotCase } from './slots';
import { board, EOLS, P, SPACE_CHARS } from './text';

/** A valid input, then random edits (insertions of noise, deletions). */
const NOISE = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
  fc.constantFrom(
    '\u0000',
    '\ufeff',
    '\ud800',
    '\udc00',
    '😀',
    '\u2028',
    '\u2029',
    '\u0085',
    '\r',
    '\n',
    '\r\n',
    ' ',
    '\t',
    '\u00a0',
    ':',
    'Player',
    'Player 3',
    'starting position:',
    '٤',
    '４',
    '𝟒',
    '⁴',
    '४',
    '9007199254740993',
    '0000000000004',
    '-',
    '.',
    'e',
    '\u0301',
    '\u200b',
    '\u202e',
    '\ufffd',
  ),
  fc
    .tuple(fc.constantFrom(...SPACE_CHARS, '\n', '\r\n'), fc.integer({ min: 1, max: 2000 }))
    .map(([ch, k]) => ch.repeat(k)),
);
const noisyValid = board
  .chain((b) =>
    fc.record({
      board: fc.constant(b),
      positions: fc.array(
        fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 1, max: b }) },
          { weight: 1, arbitrary: fc.integer({ min: 0, max: b + 2 }) },
        ),
        { minLength: 0, maxLength: 12 },
      ),
      eol: fc.constantFrom(...EOLS, '\n\n', '\u2028'),
      edits: fc.oneof(
        fc.constant([]),
        fc.array(fc.record({ at: fc.nat(), cut: fc.nat({ max: 4 }), insert: NOISE }), { minLength: 1, maxLength: 4 }),
      ),
    }),
  )
  .map(({ board: b, positions, eol, edits }) => {
    let text = positions.map((p, i) => P(i + 1, p)).join(eol);
    for (const { at, cut, insert } of edits) {
      const i = at % (text.length + 1);
      text = text.slice(0, i) + insert + text.slice(i + cut);
    }
    return { kind: 'noisy-valid', board: b, text };
  });

/** Random bytes read as latin1, as UTF-8 (invalid sequences become U+FFFD) or as UTF-16LE (lone surrogates). */
const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 600 }),
  // Bytes that matter here: NUL, CR, LF, space, 'P', ':', digits, UTF-8 pieces of NBSP, U+2028, BOM.
  fc
    .array(
      fc.constantFrom(
        0,
        0,
        0,
        10,
        13,
        0x20,
        0x50,
        0x3a,
        0x34,
        0x38,
        0xc2,
        0xa0,
        0xe2,
        0x80,
        0xa8,
        0xef,
        0xbb,
        0xbf,
        0xfe,
        0xff,
        0xd8,
        0xdc,
      ),
      { maxLength: 600 },
    )
    .map((a) => Uint8Array.from(a)),
);
const binary = fc
  .record({
    board,
    bytes,
    encoding: fc.constantFrom('latin1', 'utf8', 'utf16le') as fc.Arbitrary<BufferEncoding>,
    prefix: fc.boolean(),
  })
  .map(({ board: b, bytes: raw, encoding, prefix }) => ({
    kind: `binary-${encoding}`,
    board: b,
    text: (prefix ? `${P(1, 4)}\n${P(2, 8)}\n` : '') + Buffer.from(raw).toString(encoding),
  }));

const strings = fc.oneof(
  fc.record({ kind: fc.constant('string-ascii'), board, text: fc.string({ maxLength: 300 }) }),
  fc.record({ kind: fc.constant('string-binary'), board, text: fc.string({ unit: 'binary', maxLength: 300 }) }),
  fc.record({ kind: fc.constant('string-grapheme'), board, text: fc.string({ unit: 'grapheme', maxLength: 60 }) }),
  fc.record({
    kind: fc.constant('string-grammar'),
    board,
    text: fc.string({
      unit: fc.constantFrom(
        'P',
        'Player ',
        'starting ',
        'position',
        ':',
        ' ',
        '\t',
        '1',
        '2',
        '4',
        '0',
        '\n',
        '\r',
        '\u2028',
        '٤',
        '\u0000',
      ),
      maxLength: 60,
    }),
  }),
);

export interface TextCase {
  kind: string;
  board: number;
  text: string;
}
export const mixed: fc.Arbitrary<TextCase> = fc.oneof(
  { weight: 3, arbitrary: noisyValid },
  { weight: 2, arbitrary: binary },
  { weight: 3, arbitrary: strings },
  { weight: 2, arbitrary: slotCase.map((c) => ({ kind: c.kind, board: c.board, text: buildSlots(c).text })) },
);
