/**
 * Robustness layer: fuzzing of the parser and of the rule validation (fast-check), explicit huge
 * inputs, and differential testing of the part 2 strategies against brute force.
 *
 * Run counts are small by default, so this file adds only a few seconds to `npx mocha`. Heavy mode:
 *
 *   DIRAC_FUZZ_RUNS=100000 npx mocha -g fuzz
 *
 * runs each parser and rules property 100,000 times (the differential property runs/100 times, see
 * DIFF_RUNS). Every property prints how many cases it ran, so the heavy mode's output documents itself.
 */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import {
  DEFAULT_RULES,
  DiracDiceError,
  LIMITS,
  makeGame,
  parseInput,
  resolveRules,
  runStrategy,
  solve,
  solveAllPairs,
  solvePart2,
  STRATEGY_NAMES,
  treeNodes,
  type ParseOutcome,
  type Problem,
  type ProblemCode,
  type Rules,
  type RulesInput,
} from '../../src/core';
import { bruteForceDirac, fuzzRuns, rules, smallRules, splitLines } from './helpers';

// ---------------------------------------------------------------------------------------------
// Run counts and reporting
// ---------------------------------------------------------------------------------------------

/** DIRAC_FUZZ_RUNS when set (heavy mode), else 0. */
const HEAVY_RUNS = fuzzRuns(0);
const HEAVY = HEAVY_RUNS > 0;

const RUNS = {
  mixed: fuzzRuns(700),
  slots: fuzzRuns(500),
  separators: fuzzRuns(300),
  long: fuzzRuns(40),
  rules: fuzzRuns(1500),
};
/**
 * The differential property runs DIRAC_FUZZ_RUNS / 100 cases in heavy mode. Why fewer: each case
 * runs an exponential brute force (up to BRUTE_BUDGET calls, twice), all five strategies, the
 * all-pairs table and solvePart2 with every strategy, 15 to 50 times the cost of a parser case
 * (measured: about 3.4 ms against 0.07 to 0.2 ms); and the space it samples is small: 2,160 rule
 * sets (10 boards x 2 player counts x 3 die sizes x 3 roll counts x 12 targets) times the starts,
 * so 1,000 cases already hit about a third of the rule sets, where 100,000 would mostly repeat them.
 */
const DIFF_RUNS = HEAVY ? Math.max(1, Math.floor(HEAVY_RUNS / 100)) : 40;

/**
 * fc.assert, counting the cases the predicate ran, and printing the count (and `extra` statistics)
 * once afterwards, pass or fail.
 */
function runProperty<T>(
  name: string,
  arb: fc.Arbitrary<T>,
  predicate: (value: T) => void,
  params: fc.Parameters<[T]>,
  extra: () => string = () => '',
): void {
  let cases = 0;
  let failed = true;
  const t0 = performance.now();
  try {
    fc.assert(
      fc.property(arb, (value) => {
        cases++;
        predicate(value);
      }),
      params,
    );
    failed = false;
  } finally {
    const s = ((performance.now() - t0) / 1000).toFixed(1);
    const more = extra();
    console.log(
      `      [fuzz] ${name}: ${cases} cases in ${s} s${failed ? ' (FAILED; the count includes shrinking)' : ''}${more ? `; ${more}` : ''}`,
    );
  }
}

function tally(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}
function showTally(map: Map<string, number>): string {
  return [...map]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}

// ---------------------------------------------------------------------------------------------
// The parser's contract, checked on every text
// ---------------------------------------------------------------------------------------------

/** Every code the parser may report (the compile-time check below keeps this list complete). */
const PARSE_CODES = [
  'empty-input',
  'input-too-large',
  'expected-player-line',
  'bad-player-number',
  'wrong-player-order',
  'duplicate-player',
  'missing-player',
  'too-many-players',
  'bad-position',
  'position-out-of-range',
  'extra-text',
] as const satisfies readonly ProblemCode[];
/** Compile-time check: every ProblemCode is a parser code or one of the two that only rules and limits use. */
const _everyCodeListed: Exclude<
  ProblemCode,
  (typeof PARSE_CODES)[number] | 'invalid-rule' | 'too-expensive'
> extends never
  ? true
  : false = true;
void _everyCodeListed;
const KNOWN_PARSE_CODES = new Set<string>(PARSE_CODES);

/** Problems that mark a place rather than text: always columns 1-2 of their line (the line may be empty). */
const MARKERS = new Set<string>(['empty-input', 'input-too-large', 'missing-player', 'too-many-players']);

/** The parser quotes at most 40 characters of user text (37 and an ellipsis). */
const quoted = (s: string): string => (s.length > 40 ? `${s.slice(0, 37)}...` : s);

/** Short, printable description of a text for assertion messages (never the whole of a huge text). */
function brief(text: string): string {
  return text.length <= 160 ? JSON.stringify(text) : `${JSON.stringify(text.slice(0, 120))}... (${text.length} chars)`;
}

/**
 * One problem's range and message, against the text as the parser splits it. Convention (from
 * src/core/parse.ts): columns are 1-based UTF-16 offsets into the line, endColumn is exclusive,
 * and a range is never empty: marker problems take columns 1-2 of their line (endColumn = length + 2
 * on an empty line), a missing position after ':' takes the one column after the last character
 * of the trimmed line (endColumn up to length + 2). Every other range covers the very text its
 * message quotes, within the trimmed line.
 */
function checkProblem(p: Problem, lines: readonly string[], text: string): void {
  const where = `${brief(text)}: ${JSON.stringify(p).slice(0, 300)}`;
  assert.ok(KNOWN_PARSE_CODES.has(p.code), `unknown code: ${where}`);
  assert.equal(typeof p.message, 'string', where);
  assert.ok(p.message.length > 0 && p.message.length <= 300, `message empty or unbounded: ${where}`);
  assert.equal(p.rule, undefined, where);
  const { line, column, endColumn } = p;
  assert.ok(
    Number.isInteger(line) && Number.isInteger(column) && Number.isInteger(endColumn),
    `range not integers: ${where}`,
  );
  const [l, c, e] = [line as number, column as number, endColumn as number];
  assert.ok(l >= 1 && l <= lines.length, `line outside the text (${lines.length} lines): ${where}`);
  const row = lines[l - 1] as string;
  assert.ok(c >= 1 && c < e, `empty or reversed range: ${where}`);
  assert.ok(e <= row.length + 2, `endColumn past the end of line (length ${row.length}): ${where}`);
  if (MARKERS.has(p.code)) {
    assert.deepEqual([c, e], [1, 2], `marker range: ${where}`);
    if (p.code === 'too-many-players') assert.ok(/\S/.test(row), `too-many-players on a blank line: ${where}`);
    return;
  }
  const trimmedEnd = row.trimEnd().length;
  const slice = row.slice(c - 1, e - 1);
  if (p.code === 'bad-position' && p.message.endsWith("after ':'")) {
    // Nothing where the position should be: a one-column marker at the spot, at most just past the trimmed line.
    assert.ok(e === c + 1 && c <= trimmedEnd + 1 && /^\s?$/.test(slice), `missing-position marker: ${where}`);
    return;
  }
  assert.ok(e <= trimmedEnd + 1, `range past the trimmed line: ${where}`);
  assert.ok(slice.length > 0, where);
  switch (p.code) {
    case 'expected-player-line':
      assert.equal(slice, row.trim(), `range is not the trimmed line: ${where}`);
      assert.ok(p.message.includes(`'${quoted(slice)}'`), `message does not quote the range: ${where}`);
      break;
    case 'bad-player-number':
    case 'bad-position':
      assert.ok(/^\S+$/.test(slice), `range is not one token: ${where}`);
      assert.ok(p.message.includes(`'${quoted(slice)}'`), `message does not quote the range: ${where}`);
      break;
    case 'position-out-of-range':
      assert.ok(/^[0-9]+$/.test(slice), `range is not a number: ${where}`);
      assert.ok(p.message.includes(quoted(slice)), `message does not quote the range: ${where}`);
      break;
    case 'wrong-player-order':
    case 'duplicate-player':
      assert.ok(/^0*[0-9]{1,6}$/.test(slice), `range is not a player number: ${where}`);
      assert.ok(p.message.includes(`player ${Number(slice)}`), `message does not name the player: ${where}`);
      break;
    case 'extra-text':
      assert.ok(
        e === trimmedEnd + 1 && !/^[ \t]/.test(slice),
        `extra text range is not the rest of the line: ${where}`,
      );
      assert.ok(p.message.includes(`'${quoted(slice)}'`), `message does not quote the range: ${where}`);
      break;
    default:
      assert.fail(`unexpected code: ${where}`);
  }
}

/** What every parse must satisfy, whatever the text. Returns the lines for further checks. */
function checkOutcome(out: ParseOutcome, text: string, board: number): string[] {
  const lines = splitLines(text);
  if (out.ok) {
    const { positions, lines: at } = out.input;
    const where = `${brief(text)} -> ${JSON.stringify(out.input).slice(0, 200)}`;
    assert.ok(positions.length >= 2 && positions.length <= LIMITS.maxPlayers, `player count: ${where}`);
    assert.equal(at.length, positions.length, where);
    positions.forEach((pos, i) => {
      assert.ok(Number.isInteger(pos) && pos >= 1 && pos <= board, `position off the board ${board}: ${where}`);
      const l = at[i] as number;
      assert.ok(
        Number.isInteger(l) && l >= 1 && l <= lines.length && (i === 0 || l > (at[i - 1] as number)),
        `line numbers: ${where}`,
      );
      // The reported line really is that player's line and ends with that position.
      const row = lines[l - 1] as string;
      const m = /^\s*Player[ \t]+0*(\d+)[ \t][\s\S]*?([0-9]+)\s*$/.exec(row);
      assert.ok(
        m && Number(m[1]) === i + 1 && BigInt(m[2] as string) === BigInt(pos),
        `line ${l} is not player ${i + 1} on ${pos}: ${where}`,
      );
    });
  } else {
    assert.ok(Array.isArray(out.problems) && out.problems.length > 0, `no problems: ${brief(text)}`);
    for (const p of out.problems) checkProblem(p, lines, text);
  }
  return lines;
}

/** Time budget for one parse: generous for a linear scan (about 1 ms per 100,000 characters here). */
const budgetMs = (chars: number): number => 100 + chars / 1000;

/**
 * parseInput, which must not throw, timed. Somewhat over the budget it parses twice more and keeps
 * the fastest time: a GC pause does not repeat, a super-linear parse does. Far over it (5x), once is enough.
 */
function parseChecked(text: string, board: number): { out: ParseOutcome; ms: number } {
  let out: ParseOutcome | undefined;
  let ms = Infinity;
  const budget = budgetMs(text.length);
  for (let attempt = 0; attempt < 3; attempt++) {
    const t0 = performance.now();
    try {
      out = parseInput(text, board);
    } catch (error) {
      assert.fail(`parseInput threw on ${brief(text)}: ${String(error)}`);
    }
    ms = Math.min(ms, performance.now() - t0);
    if (ms <= budget || ms > 5 * budget) break;
  }
  assert.ok(out);
  assert.ok(
    ms <= budgetMs(text.length),
    `parseInput took ${ms.toFixed(0)} ms (budget ${budgetMs(text.length).toFixed(0)} ms) on ${brief(text)}`,
  );
  checkOutcome(out, text, board);
  return { out, ms };
}

/** solve() on the same text: succeeds exactly when the parse did; else throws the parse's problems as DiracDiceError('input'). */
function checkSolve(text: string, board: number, parsed: ParseOutcome): void {
  let result: ReturnType<typeof solve> | undefined;
  try {
    result = solve(text, { rules: { boardSize: board } });
  } catch (error) {
    if (!(error instanceof DiracDiceError))
      assert.fail(`solve threw a ${Object.prototype.toString.call(error)} on ${brief(text)}: ${String(error)}`);
    assert.equal(
      error.kind,
      'input',
      `solve failed with kind ${error.kind} on ${brief(text)}: ${error.message.slice(0, 200)}`,
    );
    assert.ok(!parsed.ok, `solve refused a text that parses: ${brief(text)}`);
    assert.deepEqual(error.problems, parsed.problems);
    assert.ok(typeof error.message === 'string' && error.message.length > 0);
    return;
  }
  assert.ok(parsed.ok, `solve accepted a text the parser refuses: ${brief(text)}`);
  assert.deepEqual(result.players, parsed.input.positions);
  assert.ok(result.part1 && result.part2);
}

// ---------------------------------------------------------------------------------------------
// Text arbitraries
// ---------------------------------------------------------------------------------------------

const P = (n: string | number, p: string | number): string => `Player ${n} starting position: ${p}`;

/** Real line breaks for the parser. */
const EOLS = ['\n', '\r\n', '\r'] as const;
/** Whitespace that is not a line break for the parser (a "separator" made of these merges two lines). */
const NOT_EOLS = ['\u2028', '\u2029', '\v', '\f', '\u00a0', '\u3000', '\u1680', '\u202f', '\u205f', '\ufeff'] as const;
/** Unicode whitespace of every kind except line breaks. */
const SPACE_CHARS = [' ', '\t', ...NOT_EOLS] as const;

const board = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: LIMITS.maxBoardSize }) },
);

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

/** A run of [ \t] (what the grammar allows between words). */
const gap = (min: number, max: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(' ', '\t'), minLength: min, maxLength: max });
/** A run of any whitespace but line breaks (what may surround a line). */
const pad = (max: number): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom(...SPACE_CHARS), maxLength: max });
/** One or more real line breaks, possibly with whitespace-only lines between them. */
const lineBreaks = fc
  .array(fc.tuple(pad(3), fc.constantFrom(...EOLS)), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.map(([w, e]) => w + e).join(''));

const breaksIn = (s: string): number => s.split(/\r\n|\r|\n/).length - 1;

interface SlotLine {
  lead: string;
  gaps: [string, string, string, string, string];
  n: string;
  p: string;
  trail: string;
}
interface SlotCase {
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
const slotCase: fc.Arbitrary<SlotCase> = fc
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
function buildSlots(c: SlotCase): { text: string; lineNos: number[]; ns: string[] } {
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

interface SeparatorCase {
  kind: 'separators';
  board: number;
  positions: number[];
  seps: string[][];
  head: string[];
}
/** Valid player lines joined by groups of real and fake line separators. */
const separatorCase: fc.Arbitrary<SeparatorCase> = fc.integer({ min: 1, max: 12 }).chain((b) =>
  fc.record({
    kind: fc.constant('separators' as const),
    board: fc.constant(b),
    positions: fc.array(fc.integer({ min: 1, max: b }), { minLength: 1, maxLength: 11 }),
    // Mostly groups with a real line break somewhere among whitespace; sometimes whitespace only.
    seps: fc.array(
      fc.oneof(
        {
          weight: 9,
          arbitrary: fc
            .tuple(
              fc.array(fc.constantFrom(...NOT_EOLS), { maxLength: 2 }),
              fc.constantFrom(...EOLS),
              fc.array(fc.constantFrom(...EOLS, ...NOT_EOLS), { maxLength: 2 }),
            )
            .map(([a, e, b]) => [...a, e, ...b]),
        },
        { weight: 1, arbitrary: fc.array(fc.constantFrom(...NOT_EOLS), { minLength: 1, maxLength: 3 }) },
      ),
      { minLength: 11, maxLength: 11 },
    ),
    head: fc.array(fc.constantFrom(...EOLS, ...NOT_EOLS), { maxLength: 4 }),
  }),
);
function buildSeparators(c: SeparatorCase): { text: string; lineNos: number[]; merged: boolean } {
  let text = c.head.join('');
  let lineNo = 1 + breaksIn(text);
  let merged = false;
  const lineNos: number[] = [];
  c.positions.forEach((p, i) => {
    if (i > 0) {
      const sep = (c.seps[i - 1] as string[]).join('');
      if (breaksIn(sep) === 0) merged = true;
      text += sep;
      lineNo += breaksIn(sep);
    }
    lineNos.push(lineNo);
    text += P(i + 1, p);
  });
  return { text, lineNos, merged };
}

interface TextCase {
  kind: string;
  board: number;
  text: string;
}
const mixed: fc.Arbitrary<TextCase> = fc.oneof(
  { weight: 3, arbitrary: noisyValid },
  { weight: 2, arbitrary: binary },
  { weight: 3, arbitrary: strings },
  { weight: 2, arbitrary: slotCase.map((c) => ({ kind: c.kind, board: c.board, text: buildSlots(c).text })) },
  { weight: 1, arbitrary: separatorCase.map((c) => ({ kind: c.kind, board: c.board, text: buildSeparators(c).text })) },
);

/**
 * Long texts, as compact descriptions (so that a counterexample prints small); built in the property.
 * Lines up to 100,000 characters, whitespace runs up to 100,000, 100,000 blank lines, and lines
 * where a long token or run of spaces is followed by U+2028 / U+2029 and more text (a shape that
 * makes a regular expression with `.*` backtrack).
 */
type LongCase =
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
const longCase: fc.Arbitrary<LongCase> = fc.oneof(
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

const repeatTo = (chunk: string, len: number): string => chunk.repeat(Math.ceil(len / chunk.length)).slice(0, len);

/** The text of a LongCase, and what the parser must say about it (board 10); `undefined`: only the general contract. */
function buildLong(c: LongCase): {
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

// ---------------------------------------------------------------------------------------------
// Rule arbitraries: any value at all, built in the property from a printable description
// ---------------------------------------------------------------------------------------------

type Special =
  | 'throwing-object'
  | 'throwing-proxy'
  | 'throwing-function-proxy'
  | 'revoked-proxy'
  | 'function'
  | 'symbol'
  | 'boxed-number'
  | 'boxed-bigint'
  | 'boxed-string'
  | 'date'
  | 'array-5'
  | 'getter-throws'
  | 'null-proto-number';
type Weird = { raw: unknown } | { special: Special };

const SPECIALS: Special[] = [
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
];

const boom = (): never => {
  throw new Error('boom');
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
const materialize = (w: Weird): unknown => ('special' in w ? makeSpecial(w.special) : w.raw);

const digits = (min: number, max: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const weird: fc.Arbitrary<Weird> = fc.oneof(
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

const RULE_NAMES = ['boardSize', 'rollsPerTurn', 'deterministicSides', 'diracSides', 'diracTarget', 'target'] as const;
type RuleName = (typeof RULE_NAMES)[number];
const INTEGER_LIMITS: Record<Exclude<RuleName, 'target'>, number> = {
  boardSize: LIMITS.maxBoardSize,
  rollsPerTurn: LIMITS.maxRollsPerTurn,
  deterministicSides: LIMITS.maxDeterministicSides,
  diracSides: LIMITS.maxDiracSides,
  diracTarget: LIMITS.maxDiracTarget,
};
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

interface RulesCase {
  container: 'undefined' | 'plain' | 'null-proto' | 'inherited' | 'frozen' | 'array' | 'function';
  values: Partial<Record<RuleName, Weird>>;
  extras: [string, Weird][];
}
const rulesCase: fc.Arbitrary<RulesCase> = fc.record({
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
  return t !== undefined && t >= 1n && t <= LIMITS.maxTarget ? t : undefined;
}

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

describe('fuzz', function () {
  this.timeout(HEAVY ? 0 : 20_000);

  describe('parser', () => {
    it('parseInput never throws, every problem has a valid range, and solve() throws only DiracDiceError (mixed: noisy valid inputs, random strings, binary garbage, Unicode digits, separators)', () => {
      const kinds = new Map<string, number>();
      let accepted = 0;
      runProperty(
        'parser/mixed',
        mixed,
        (c: TextCase) => {
          tally(kinds, c.kind);
          const { out } = parseChecked(c.text, c.board);
          if (out.ok) accepted++;
          checkSolve(c.text, c.board, out);
        },
        { numRuns: RUNS.mixed },
        () => `${accepted} parsed ok; by kind: ${showTally(kinds)}`,
      );
    });

    it('number slots: Unicode digits, numbers past 2^53, 400-digit numbers and leading zeros are never misread', () => {
      const seen = { unicode: 0, past2to53: 0, longZeros: 0, accepted: 0 };
      runProperty(
        'parser/number-slots',
        slotCase,
        (c: SlotCase) => {
          const { text, lineNos, ns } = buildSlots(c);
          const { out } = parseChecked(text, c.board);
          const ps = c.lines.map((l) => l.p);
          const ascii = (s: string): boolean => /^[0-9]+$/.test(s);
          for (const s of [...ns, ...ps]) {
            if (/[\u0080-\uffff]/.test(s)) seen.unicode++;
            if (ascii(s) && BigInt(s) > 2n ** 53n) seen.past2to53++;
            if (ascii(s) && s.length > 9 && /^0/.test(s)) seen.longZeros++;
          }
          const where = `${brief(text)} -> ${JSON.stringify(out).slice(0, 400)}`;
          if (out.ok) {
            seen.accepted++;
            // Sound: only ASCII digits are numbers, and their exact value is used.
            assert.deepEqual(out.input.lines, lineNos, where);
            ns.forEach((n, i) =>
              assert.ok(
                ascii(n) && BigInt(n) === BigInt(i + 1),
                `accepted player number ${JSON.stringify(n)}: ${where}`,
              ),
            );
            ps.forEach((p, i) =>
              assert.ok(
                ascii(p) && BigInt(p) === BigInt(out.input.positions[i] as number) && BigInt(p) <= BigInt(c.board),
                `accepted position ${JSON.stringify(p)}: ${where}`,
              ),
            );
            return;
          }
          const on = (line: number, code: string, token: string): boolean =>
            out.problems.some(
              (p) =>
                p.line === line &&
                p.code === code &&
                (splitLines(text)[line - 1] as string).slice((p.column as number) - 1, (p.endColumn as number) - 1) ===
                  token,
            );
          const duplicate = (line: number): boolean =>
            out.problems.some((p) => p.line === line && p.code === 'duplicate-player');
          c.lines.forEach((l, i) => {
            const line = lineNos[i] as number;
            const n = ns[i] as string;
            if (!ascii(n) || BigInt(n) < 1n)
              assert.ok(
                on(line, 'bad-player-number', n),
                `player number ${JSON.stringify(n)} not flagged on line ${line}: ${where}`,
              );
            if (duplicate(line)) return; // the parser stops at a duplicate player
            if (l.p !== '' && !ascii(l.p))
              assert.ok(
                on(line, 'bad-position', l.p),
                `position ${JSON.stringify(l.p)} not flagged on line ${line}: ${where}`,
              );
            if (ascii(l.p) && (BigInt(l.p) < 1n || BigInt(l.p) > BigInt(c.board)))
              assert.ok(
                on(line, 'position-out-of-range', l.p),
                `position ${l.p} not flagged on line ${line}: ${where}`,
              );
          });
          // Complete: a text that is valid by its values is accepted, leading zeros included
          // ("0000000004" is space 4).
          const fine =
            c.lines.length >= 2 &&
            c.lines.length <= LIMITS.maxPlayers &&
            ns.every((n, i) => ascii(n) && BigInt(n) === BigInt(i + 1)) &&
            ps.every((p) => ascii(p) && BigInt(p) >= 1n && BigInt(p) <= BigInt(c.board));
          assert.ok(!fine, `refused a valid text: ${where}`);
        },
        { numRuns: RUNS.slots },
        () =>
          `slots seen: ${seen.unicode} with non-ASCII characters, ${seen.past2to53} numbers past 2^53, ${seen.longZeros} zero-padded past 9 digits; ${seen.accepted} texts accepted`,
      );
    });

    it('line separators: CR, LF and CRLF end lines (line numbers exact); U+2028, U+2029, VT, FF, NBSP do not', () => {
      let merged = 0;
      runProperty(
        'parser/separators',
        separatorCase,
        (c: SeparatorCase) => {
          const built = buildSeparators(c);
          const { out } = parseChecked(built.text, c.board);
          const valid = !built.merged && c.positions.length >= 2 && c.positions.length <= LIMITS.maxPlayers;
          if (built.merged) merged++;
          assert.equal(out.ok, valid, `${brief(built.text)} -> ${JSON.stringify(out).slice(0, 300)}`);
          if (out.ok) assert.deepEqual(out.input, { positions: c.positions, lines: built.lineNos });
        },
        { numRuns: RUNS.separators },
        () => `${merged} texts with a fake separator between two players`,
      );
    });

    it('long texts: 100,000-character lines, huge whitespace, 100,000 blank lines, and runs before U+2028 parse in linear time, with exact problems', () => {
      const kinds = new Map<string, number>();
      let slowest = { ms: 0, what: '' };
      runProperty(
        'parser/long',
        longCase,
        (c: LongCase) => {
          tally(kinds, c.kind);
          const { text, expect } = buildLong(c);
          const { out, ms } = parseChecked(text, 10);
          if (ms > slowest.ms) slowest = { ms, what: `${c.kind} (${text.length} chars)` };
          if (!expect) return;
          const where = `${JSON.stringify(c).slice(0, 200)} -> ${JSON.stringify(out).slice(0, 300)}`;
          if (expect.ok) {
            assert.ok(out.ok, where);
            assert.deepEqual(out.input.lines, expect.lines, where);
          } else {
            assert.ok(
              !out.ok && out.problems.some((p) => expect.codes.includes(p.code) && p.line === expect.line),
              `expected ${expect.codes.join(' or ')} on line ${expect.line}: ${where}`,
            );
          }
        },
        // No shrinking after a failure: every step would re-parse texts of up to 100,000 characters
        // (seconds each when the failure is slowness). The case printed is a short description.
        { numRuns: RUNS.long, endOnFailure: true },
        () => `slowest parse ${slowest.ms.toFixed(1)} ms (${slowest.what}); by kind: ${showTally(kinds)}`,
      );
    });
  });

  describe('parser: explicit huge inputs', () => {
    it('a 10 MB text (valid lines, then binary garbage) is refused before parsing: one input-too-large problem', () => {
      const garbage =
        Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)).toString('latin1') +
        '\u0000\ufffd\u2028\r\n';
      const text = repeatTo(`${P(1, 4)}\n${P(2, 8)}\n${garbage}`, 10 * 1024 * 1024);
      assert.equal(text.length, 10 * 1024 * 1024);
      const t0 = performance.now();
      const out = parseInput(text, 10);
      const ms = performance.now() - t0;
      console.log(`      [fuzz] 10 MB text refused in ${ms.toFixed(2)} ms`);
      // Exactly one problem proves the text was not parsed (the garbage lines would each give one).
      assert.ok(!out.ok);
      assert.deepEqual(
        out.problems.map(({ code, line, column, endColumn }) => ({ code, line, column, endColumn })),
        [{ code: 'input-too-large', line: 1, column: 1, endColumn: 2 }],
      );
      assert.ok((out.problems[0] as Problem).message.includes(String(LIMITS.maxInputChars)));
      assert.throws(
        () => solve(text),
        (e: unknown) =>
          e instanceof DiracDiceError &&
          e.kind === 'input' &&
          e.problems.length === 1 &&
          e.problems[0]?.code === 'input-too-large',
      );
      // The same for one 10 MB line without any line break.
      const line = parseInput('x'.repeat(10 * 1024 * 1024), 10);
      assert.ok(!line.ok && line.problems.length === 1 && line.problems[0]?.code === 'input-too-large');
    });

    it('a text of exactly LIMITS.maxInputChars characters (BOM, CRLF, blank lines) is parsed and solved; one more character is refused', () => {
      const head = `\uFEFF${P(1, 4)}\r\n${P(2, 8)}\r\n`;
      const text = head + repeatTo(' \t\r\n\n\u00a0\r', LIMITS.maxInputChars - head.length - 1) + '\n';
      assert.equal(text.length, LIMITS.maxInputChars);
      const out = parseInput(text, 10);
      assert.ok(out.ok, JSON.stringify(out).slice(0, 300));
      assert.deepEqual(out.input, { positions: [4, 8], lines: [1, 2] });
      const result = solve(text);
      assert.equal(result.part1?.answer, '739785');
      assert.equal(result.part2?.answer, '444356092776315');
      const over = parseInput(text + ' ', 10);
      assert.ok(!over.ok && over.problems.length === 1 && over.problems[0]?.code === 'input-too-large');
    });

    it('a 1 MB single line: garbage, extra text, a million-digit position, a million spaces before the position', () => {
      const n = LIMITS.maxInputChars - 100;
      const check = (text: string, expected: { code: ProblemCode; column: number; endColumn: number } | 'ok'): void => {
        const { out } = parseChecked(text, 10);
        if (expected === 'ok') {
          assert.ok(out.ok, JSON.stringify(out).slice(0, 300));
          return;
        }
        assert.ok(!out.ok);
        const p = out.problems.find((q) => q.line === 1 && q.code === expected.code);
        assert.ok(p, `no ${expected.code} on line 1: ${JSON.stringify(out.problems).slice(0, 400)}`);
        assert.deepEqual([p.column, p.endColumn], [expected.column, expected.endColumn]);
      };
      check('\u0000x\ufffd'.repeat(n / 3), { code: 'expected-player-line', column: 1, endColumn: n + 1 });
      const extra = `${P(1, 4)} ${'y'.repeat(n)}`;
      check(`${extra}\n${P(2, 8)}`, { code: 'extra-text', column: P(1, 4).length + 2, endColumn: extra.length + 1 });
      check(`${P(1, '7'.repeat(n))}\n${P(2, 8)}`, { code: 'position-out-of-range', column: 29, endColumn: 29 + n });
      check(`${P(1, '١'.repeat(n))}\n${P(2, 8)}`, { code: 'bad-position', column: 29, endColumn: 29 + n });
      check(`Player 1 starting position:${' '.repeat(n)}4\n${P(2, 8)}`, 'ok');
    });

    it('100,000 blank lines (LF, CRLF, CR, whitespace) before the players: line numbers stay exact', () => {
      const blanks =
        '\n'.repeat(40_000) + '\r\n'.repeat(30_000) + ' \t\r'.repeat(20_000) + '\u00a0\u2028\n'.repeat(10_000);
      const { out } = parseChecked(`${blanks}${P(1, 4)}\n${P(2, 8)}\nPlayer 2 starting position: 9\n`, 10);
      assert.ok(!out.ok);
      assert.deepEqual(
        out.problems.map(({ code, line, column, endColumn }) => ({ code, line, column, endColumn })),
        [{ code: 'duplicate-player', line: 100_003, column: 8, endColumn: 9 }],
      );
      const ok = parseChecked(`${blanks}${P(1, 4)}\n\n${P(2, 8)}${'\n'.repeat(100_000)}`, 10).out;
      assert.ok(ok.ok);
      assert.deepEqual(ok.input.lines, [100_001, 100_003]);
      const missing = parseChecked(`${P(1, 4)}${'\r\n'.repeat(100_000)}`, 10).out;
      assert.ok(!missing.ok);
      assert.deepEqual(
        missing.problems.map((p) => [p.code, p.line]),
        [['missing-player', 2]],
      );
    });

    it('a long run of digits or spaces followed by U+2028 / U+2029 and more text parses in linear time', () => {
      // A linear parse of these takes well under a millisecond here.
      const slow: string[] = [];
      for (const [label, text] of [
        ['20,000 spaces after the position', `${P(1, 4)}${' '.repeat(20_000)}\u2028x\n${P(2, 8)}`],
        ['a 20,000-digit position', `${P(1, '9'.repeat(20_000))}\u2029x\n${P(2, 8)}`],
        ['1,000 spaces after the colon', `Player 1 starting position:${' '.repeat(1000)}\u2028x\n${P(2, 8)}`],
      ] as const) {
        const t0 = performance.now();
        const out = parseInput(text, 10);
        const ms = performance.now() - t0;
        assert.ok(!out.ok);
        if (ms > budgetMs(text.length))
          slow.push(
            `${label}: ${ms.toFixed(0)} ms for ${text.length} characters (budget ${budgetMs(text.length).toFixed(0)} ms)`,
          );
      }
      assert.deepEqual(slow, [], 'super-linear parses');
    });
  });

  describe('rules', () => {
    it('resolveRules with any value for every rule (and __proto__/constructor keys, proxies, throwing objects): DiracDiceError("rules") naming each invalid rule, or rules within LIMITS', () => {
      const outcomes = { accepted: 0, refused: 0, problems: 0 };
      runProperty(
        'rules/anything',
        rulesCase,
        (c: RulesCase) => {
          const input = buildRules(c);
          const given = (name: RuleName): unknown =>
            input === undefined ? undefined : (input as Record<string, unknown>)[name];
          const invalid = RULE_NAMES.filter(
            (name) => given(name) !== undefined && validValue(name, given(name)) === undefined,
          );
          let resolved: Rules;
          try {
            resolved = resolveRules(input as RulesInput);
          } catch (error) {
            if (!(error instanceof DiracDiceError))
              assert.fail(
                `resolveRules threw a ${Object.prototype.toString.call(error)}: ${String(error)} for ${fc.stringify(c).slice(0, 300)}`,
              );
            outcomes.refused++;
            outcomes.problems += error.problems.length;
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
            return;
          } finally {
            // No rule may leak onto Object.prototype, whatever the keys.
            for (const name of RULE_NAMES)
              assert.ok(
                !Object.prototype.hasOwnProperty.call(Object.prototype, name),
                `Object.prototype.${name} polluted`,
              );
          }
          outcomes.accepted++;
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
          assert.ok(
            typeof resolved.target === 'bigint' && resolved.target >= 1n && resolved.target <= LIMITS.maxTarget,
          );
        },
        { numRuns: RUNS.rules },
        () => `${outcomes.accepted} accepted, ${outcomes.refused} refused with ${outcomes.problems} problems`,
      );
    });
  });

  describe('differential', () => {
    /** Brute-force budget per case: naive-tree calls (bruteForceDirac makes about as many). */
    const BRUTE_BUDGET = 30_000;
    const diffCase = smallRules(3).chain((r) =>
      fc.record({
        r: fc.constant(r),
        positions: fc.array(fc.integer({ min: 1, max: r.boardSize }), { minLength: r.players, maxLength: r.players }),
        pair: fc.tuple(fc.integer({ min: 1, max: r.boardSize }), fc.integer({ min: 1, max: r.boardSize })),
        main: fc.constantFrom(...STRATEGY_NAMES),
      }),
    );

    it('on random small rule sets, every strategy equals brute force, and solveAllPairs agrees with solvePart2', () => {
      let lowered = 0;
      let targets = 0;
      runProperty(
        'differential',
        diffCase,
        ({ r: input, positions, pair, main }) => {
          const { players: _players, ...base } = input;
          const [a, b] = pair;
          const withPair = [a, b, ...positions.slice(2)];
          // Brute force is exponential: lower the target until both games fit the budget (counted below).
          const cost = (t: number): number => {
            const r = rules({ ...base, diracTarget: t });
            return Math.max(treeNodes(makeGame(positions, r), 'naive'), treeNodes(makeGame(withPair, r), 'naive'));
          };
          let target = base.diracTarget;
          while (target > 1 && cost(target) > BRUTE_BUDGET) target--;
          if (target < base.diracTarget) lowered++;
          targets += target;
          const r = rules({ ...base, diracTarget: target });
          const label = `players ${positions.join(',')} board ${r.boardSize} sides ${r.diracSides} rolls ${r.rollsPerTurn} target ${target}`;
          const expected = bruteForceDirac(positions, r);
          const game = makeGame(positions, r);
          for (const name of STRATEGY_NAMES)
            assert.deepEqual(runStrategy(name, game, r).wins, expected, `${name}: ${label}`);
          const table = solveAllPairs(positions, r);
          const cell = table.cells[a - 1]?.[b - 1];
          const direct = solvePart2(withPair, r, main, true);
          assert.deepEqual(cell?.wins, direct.wins, `all-pairs cell ${a},${b}: ${label}`);
          assert.deepEqual(direct.wins, bruteForceDirac(withPair, r).map(String), `pair ${a},${b}: ${label}`);
        },
        { numRuns: DIFF_RUNS },
        () =>
          `target lowered to fit the brute-force budget in ${lowered} cases; mean target ${(targets / Math.max(1, DIFF_RUNS)).toFixed(1)}`,
      );
    });
  });
});
