/**
 * Parser fuzzing: mixed texts, number slots (with line breaks and blank lines between them), long
 * texts in linear CPU time. Which whitespace is not a line break, and a text over
 * LIMITS.maxInputChars refused before parsing: the unit suite's parser test.
 */
import { strict as assert } from 'node:assert';
import { HEAVY, runProperty, RUNS, showTally, tally } from './harness';
import { buildLong, longCase, type LongCase } from './long-texts';
import { mixed, type TextCase } from './mixed-texts';
import { checkSlots, checkSolve, parseChecked } from './parser-contract';
import { slotCase, type SlotCase } from './slots';

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
          const { ok, numbers } = checkSlots(c, (text, board) => parseChecked(text, board).out);
          for (const s of numbers) {
            const ascii = /^[0-9]+$/.test(s);
            if (/[\u0080-\uffff]/.test(s)) seen.unicode++;
            if (ascii && BigInt(s) > 2n ** 53n) seen.past2to53++;
            if (ascii && s.length > 9 && /^0/.test(s)) seen.longZeros++;
          }
          if (ok) seen.accepted++;
        },
        { numRuns: RUNS.slots },
        () =>
          `slots seen: ${seen.unicode} with non-ASCII characters, ${seen.past2to53} numbers past 2^53, ${seen.longZeros} zero-padded past 9 digits; ${seen.accepted} texts accepted`,
      );
    });
  });

  describe('parser: long texts', () => {
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
        () => `slowest parse ${slowest.ms.toFixed(1)} ms of CPU (${slowest.what}); by kind: ${showTally(kinds)}`,
      );
    });
  });
});
