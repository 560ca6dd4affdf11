/**
 * The input parser: accepted forms, every error with its code and range, the decisions the README's
 * "Robustness" section names (Unicode digits, lowercase "player", NBSP, U+2028/U+2029, BOM), and
 * properties on random texts (fast-check; DIRAC_FUZZ_RUNS raises them). Long and huge texts: test/fuzz.
 */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { DEFAULT_RULES, LIMITS, parseInput, type Problem } from '../../src/core';
import { formatInput, looksLikeInput } from '../../src/core/parse';
import { REPORTED_PROBLEM_LIMIT } from '../../src/core/limits';
import { positionProblems } from '../../src/core/parse';
import { mixed } from '../fuzz/mixed-texts';
import { checkParse, checkSlots } from '../fuzz/parser-contract';
import { slotCase } from '../fuzz/slots';
import { NOT_EOLS } from '../fuzz/text';
import { fuzzRuns, rules } from './helpers';

const codeOf = (p: Problem) => p.code;
const lineOf = (p: Problem) => p.line;

/** The problems of a failed parse. */
function problems(text: string, board = 10): Problem[] {
  const out = parseInput(text, rules({ boardSize: board }));
  assert.equal(out.ok, false, `expected ${JSON.stringify(text.slice(0, 80))} to be rejected`);
  for (const p of out.ok ? [] : out.problems) assert.ok(p.message.length > 0);
  return out.ok ? [] : [...out.problems];
}

/** The problems of a failed parse, without their messages, as 'code line:column-endColumn'. */
const problemsOf = (text: string, board = 10): string[] =>
  problems(text, board).map(({ code, line, column, endColumn }) => `${code} ${line}:${column}-${endColumn}`);

function positionsOf(text: string, board = 10): number[] {
  const out = parseInput(text, rules({ boardSize: board }));
  assert.ok(out.ok, `expected ${JSON.stringify(text)} to parse: ${out.ok ? '' : JSON.stringify(out.problems)}`);
  return out.ok ? out.input.positions : [];
}

const P1 = 'Player 1 starting position: ';
const P2 = 'Player 2 starting position: ';
const P2_8 = `${P2}8\n`;

describe('parseInput', () => {
  describe('accepts', () => {
    it('the sample with and without a final newline, LF, CRLF and lone CR line ends, a byte order mark', () => {
      for (const text of [`${P1}4\n${P2}8`, `${P1}4\r\n${P2}8\r\n`, `${P1}4\r${P2}8\r`, `\uFEFF${P1}4\n${P2}8\n`])
        assert.deepEqual(positionsOf(text), [4, 8], JSON.stringify(text));
    });
    it('surrounding blank lines and spaces, tabs between words, and reports the lines used', () => {
      const text = `\n\n   Player 1 starting position:   4  \n\t\n  Player\t2   starting position :8\t\n\n`;
      const out = parseInput(text, DEFAULT_RULES);
      assert.ok(out.ok);
      if (out.ok) assert.deepEqual(out.input, { positions: [4, 8], lines: [3, 5] });
    });
    it('lines made only of other Unicode whitespace as blank (form feed, no-break space)', () => {
      assert.deepEqual(positionsOf(`\f\n${P1}4\n\u00a0\u3000\n${P2}8\n\v`), [4, 8]);
    });
    it('three and more players, up to LIMITS.maxPlayers', () => {
      assert.deepEqual(positionsOf(`${P1}4\n${P2}8\nPlayer 3 starting position: 10\n`), [4, 8, 10]);
      const many = Array.from({ length: LIMITS.maxPlayers }, (_, i) => (i % 10) + 1);
      assert.deepEqual(positionsOf(formatInput(many)), many);
    });
    it('positions up to the board size given, with leading zeros past 9 digits (player numbers past 6)', () => {
      assert.deepEqual(positionsOf(`${P1}1\n${P2}1000\n`, 1000), [1, 1000]);
      assert.deepEqual(positionsOf(`Player 0000001 starting position: 0000000000007\n${P2}10\n`), [7, 10]);
    });
  });

  describe('rejects, with code, line and column range', () => {
    it('an empty or whitespace-only file', () => {
      for (const text of ['', '  \n\t\n   \r\n']) assert.deepEqual(problemsOf(text), ['empty-input 1:1-2']);
    });
    it('a missing player 2 (on the line after player 1)', () => {
      assert.deepEqual(problemsOf(`${P1}4\n`), ['missing-player 2:1-2']);
      assert.deepEqual(problemsOf(`${P1}4`), ['missing-player 1:1-2']);
    });
    it('player 2 listed first (both lines flagged, on the player number)', () => {
      assert.deepEqual(problemsOf(`${P2}8\n${P1}4\n`), ['wrong-player-order 1:8-9', 'wrong-player-order 2:8-9']);
    });
    it('a duplicate player line', () => {
      assert.deepEqual(problemsOf(`${P1}4\n${P1}5\n${P2}8\n`), ['duplicate-player 2:8-9']);
    });
    it('position 0, 11 and 99999999999999999999 (out of range, whole number underlined)', () => {
      const both = ['position-out-of-range 1:29-30', 'position-out-of-range 2:29-31'];
      assert.deepEqual(problemsOf(`${P1}0\n${P2}11\n`), both);
      assert.deepEqual(problemsOf(`${P1}99999999999999999999\n${P2}8\n`), ['position-out-of-range 1:29-49']);
      assert.deepEqual(problemsOf(`${P1}4\n${P2}8\n`, 7), ['position-out-of-range 2:29-30']);
    });
    it("positions that are not numbers: 'x', '4.5', '-3', and nothing after ':'", () => {
      const three = ['bad-position 1:29-30', 'bad-position 2:29-32', 'bad-position 3:29-31'];
      assert.deepEqual(problemsOf(`${P1}x\n${P2}4.5\nPlayer 3 starting position: -3\n`), three);
      assert.deepEqual(problemsOf(`Player 1 starting position:\n${P2}8`), ['bad-position 1:28-29']);
    });
    it('a bad player number', () => {
      const text = `Player one starting position: 4\nPlayer 0 starting position: 8\n`;
      assert.deepEqual(problemsOf(text), ['bad-player-number 1:8-11', 'bad-player-number 2:8-9']);
    });
    it("a 6-digit player number (zero-padded to 7) is a number; a colon after one makes it a bad one, the position found after the next ':'", () => {
      const text = `${P1}4\nPlayer 0100000 starting position: 8\nPlayer 1: starting position: x\nPlayer 1000004 starting position: 1\n`;
      assert.deepEqual(problemsOf(text), [
        'wrong-player-order 2:8-15',
        'bad-player-number 3:8-10',
        'bad-position 3:30-31',
        'bad-player-number 4:8-15', // 7 digits, zeros inside
      ]);
    });
    it('extra text after the position', () => {
      assert.deepEqual(problemsOf(`${P1}4 5\n${P2}8 apples\n`), ['extra-text 1:31-32', 'extra-text 2:31-37']);
    });
    it('a line that is not a player line (range covers the trimmed line)', () => {
      assert.deepEqual(problemsOf(`  hello world  \n${P1}4\n${P2}8\n`), ['expected-player-line 1:3-14']);
      const codes = problems(`${P1}4\nPlayer 2 position: 8\n`).map(codeOf);
      assert.deepEqual(codes, ['expected-player-line', 'missing-player']);
    });
    it('columns count from the start of the line, leading spaces included', () => {
      assert.deepEqual(problemsOf(`   ${P1}x\n${P2}8\n`), ['bad-position 1:32-33']);
    });
    it('several errors at once: all returned, in line order', () => {
      assert.deepEqual(problemsOf(`${P1}x\nfoo\nPlayer 3 starting position: 4 extra\n`), [
        'bad-position 1:29-30',
        'expected-player-line 2:1-4',
        'wrong-player-order 3:8-9',
        'extra-text 3:31-36',
      ]);
    });
    it('too many players (flagged on the first player over the limit)', () => {
      const positions = Array.from({ length: LIMITS.maxPlayers + 2 }, () => 5);
      assert.deepEqual(problemsOf(formatInput(positions)), [`too-many-players ${LIMITS.maxPlayers + 1}:1-2`]);
    });
    it('30,000 bad lines: the first 20 problems, then one that counts the rest (21, not 30,001)', () => {
      const text = Array.from({ length: 30_000 }, (_, i) => `line ${i + 1}`).join('\n');
      const out = parseInput(text, DEFAULT_RULES);
      assert.ok(!out.ok);
      assert.equal(out.problems.length, REPORTED_PROBLEM_LIMIT + 1);
      assert.deepEqual(
        out.problems.slice(0, REPORTED_PROBLEM_LIMIT).map((p) => [p.code, p.line]),
        Array.from({ length: REPORTED_PROBLEM_LIMIT }, (_, i) => ['expected-player-line', i + 1]),
      );
      const last = out.problems[REPORTED_PROBLEM_LIMIT];
      assert.equal(last?.code, 'more-problems');
      assert.equal(last?.line, REPORTED_PROBLEM_LIMIT + 1);
      assert.match(last?.message ?? '', /^and 29,981 more problems \(the next on line 21\)$/);
    });
    it('exactly 20 problems are all listed, with no summary; 21 give one "more problem"', () => {
      // n lines that are not player lines: n problems, and the missing player 1.
      const lines = (n: number): string => Array.from({ length: n }, () => 'oops').join('\n');
      assert.deepEqual(problems(lines(19)).map(codeOf), [...Array(19).fill('expected-player-line'), 'missing-player']);
      const out = parseInput(lines(20), DEFAULT_RULES);
      assert.ok(!out.ok);
      assert.equal(out.problems.length, 21);
      assert.equal(out.problems[20]?.message, 'and 1 more problem (the next on line 20)');
    });
    it('input over LIMITS.maxInputChars, before parsing: one problem, however many bad lines follow', () => {
      const text = `${P1}4\n${P2}8\n`.padEnd(LIMITS.maxInputChars + 1, 'garbage\n');
      assert.deepEqual(problemsOf(text), ['input-too-large 1:1-2']);
      assert.deepEqual(positionsOf(`${P1}4\n${P2}8\n`.padEnd(LIMITS.maxInputChars, ' ')), [4, 8]);
    });
  });

  describe('formatInput and looksLikeInput', () => {
    it('formatInput writes the canonical text', () => {
      assert.equal(formatInput([4, 8]), `${P1}4\n${P2}8\n`);
    });
    it('looksLikeInput spots a Day 21 input by its first non-blank line', () => {
      assert.equal(looksLikeInput(`\uFEFF\n  \r\n${P1}4\n`), true);
      assert.equal(looksLikeInput('# notes\nPlayer 1 starting position: 4'), false);
      assert.equal(looksLikeInput(''), false);
      assert.equal(looksLikeInput(`Player\t 10  starting \tposition: 4`), true);
      // Not after other text, not with a BOM inside, not past the first 2,000 characters.
      for (const text of [`x${P1}4`, `Player\uFEFF 1 starting position: 4`, `${'\n'.repeat(2000)}${P1}4`])
        assert.equal(looksLikeInput(text), false, JSON.stringify(text.slice(0, 40)));
    });
    it('positions given as numbers: the first 20 judged, then the count; at most 40 characters quoted', () => {
      const found = positionProblems([0, 'x'.repeat(40), 'x'.repeat(41), 1234.5, ...Array<number>(21).fill(11)], 10);
      assert.deepEqual(found.map(codeOf), [
        'position-out-of-range',
        ...Array<string>(3).fill('bad-position'),
        ...Array<string>(16).fill('position-out-of-range'),
        'too-many-players',
      ]);
      const quoted = found.slice(1, 4).map((p) => p.message.split(' found ')[1]);
      assert.deepEqual(quoted, [`'${'x'.repeat(40)}'`, `'${'x'.repeat(37)}...'`, "'1234.5'"]);
    });
  });

  describe('decisions (README: Robustness): the characters it names, one by one', () => {
    it('Unicode digits are refused: bad-position naming the character, at its column', () => {
      for (const digit of ['\u0664', '\uFF14', '\u0967', '\u{1D7DC}', '\u09EA']) {
        const [first, ...rest] = problems(`Player 1 starting position: ${digit}\n${P2_8}`);
        assert.deepEqual([rest.length, first?.code, first?.line, first?.column], [0, 'bad-position', 1, 29]);
        assert.ok(first?.message.includes(digit), first?.message);
      }
      // Also in the player number.
      assert.ok(problems(`Player \u0661 starting position: 4\n${P2_8}`).length > 0);
    });

    it('"player" in lowercase (or any other case) is refused: expected-player-line showing the expected form', () => {
      for (const word of ['player', 'PLAYER', 'pLayer']) {
        const found = problems(`${word} 1 starting position: 4\n${P2_8}`);
        assert.equal(found[0]?.code, 'expected-player-line');
        assert.equal(found[0]?.line, 1);
        assert.match(found[0]?.message ?? '', /expected 'Player N starting position: P'/);
      }
    });

    it('NBSP (U+00A0) is not a space: refused where a space belongs, on its line', () => {
      const [inWord] = problems(`Player\u00a01 starting position: 4\n${P2_8}`);
      assert.deepEqual([inWord?.code, inWord?.line], ['expected-player-line', 1]);
      const [afterColon] = problems(`Player 1 starting position: 4\nPlayer 2 starting position:\u00a08\n`);
      assert.deepEqual([afterColon?.code, afterColon?.line], ['bad-position', 2]);
    });

    it('U+2028, U+2029 and the other Unicode whitespace are not line breaks (as in VS Code): the text after one is extra text on the same line', () => {
      for (const sep of NOT_EOLS) {
        const found = problems(`Player 1 starting position: 4${sep}${P2_8}`);
        const [{ code, line, column } = {}] = found;
        assert.deepEqual([code, line, column], ['extra-text', 1, 30], JSON.stringify(sep));
        // A problem after one is still on the line VS Code shows it on (LF, CR and CRLF count).
        const later = problems(`Player 1 starting position: 4${sep}x\r\nPlayer 2 starting position: y\n`);
        assert.deepEqual(later.map(lineOf), [1, 2]);
      }
    });

    it('LF, CR and CRLF each end a line', () => {
      for (const eol of ['\n', '\r', '\r\n']) assert.equal(problems(`${P1}4${eol}${P2}x${eol}`)[0]?.line, 2);
    });
  });

  it('keeps the parser contract on mixed texts (test/fuzz: noisy valid inputs, random strings, binary garbage, number slots, separators)', () => {
    const contract = fc.property(mixed, ({ text, board }) => void checkParse(text, board));
    fc.assert(contract, { numRuns: fuzzRuns(300) });
  });

  it('player lines with random spacing, blank lines, line ends, a BOM, and number slots of every shape (Unicode digits, past 2^53, zero-padded): accepted exactly when valid, with the exact values, else each bad number flagged', () => {
    const slots = fc.property(slotCase, (c) => void checkSlots(c, checkParse));
    fc.assert(slots, { numRuns: fuzzRuns(300) });
  });
});
