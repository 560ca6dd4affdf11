/**
 * Parser fuzzing: mixed texts, number slots, line separators, long texts in linear CPU time, and
 * explicit huge inputs (up to 10 MB) against LIMITS.maxInputChars.
 */
import { strict as assert } from 'node:assert';
import {
  DEFAULT_RULES,
  DiracDiceError,
  LIMITS,
  parseInput,
  solve,
  type Problem,
  type ProblemCode,
} from '../../src/core';
import { splitLines } from '../unit/helpers';
import { HEAVY, runProperty, RUNS, showTally, tally } from './harness';
import { buildLong, longCase, type LongCase } from './long-texts';
import { buildSeparators, mixed, separatorCase, type SeparatorCase, type TextCase } from './mixed-texts';
import { brief, checkSolve, parseChecked } from './parser-contract';
import { buildSlots, slotCase, type SlotCase } from './slots';
import { P, repeatTo } from './text';

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

  describe('parser: explicit huge inputs', () => {
    it('a 10 MB text (valid lines, then binary garbage) is refused before parsing: one input-too-large problem', () => {
      const garbage =
        Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)).toString('latin1') +
        '\u0000\ufffd\u2028\r\n';
      const text = repeatTo(`${P(1, 4)}\n${P(2, 8)}\n${garbage}`, 10 * 1024 * 1024);
      assert.equal(text.length, 10 * 1024 * 1024);
      const t0 = performance.now();
      const out = parseInput(text, DEFAULT_RULES);
      const ms = performance.now() - t0;
      console.log(`      [fuzz] 10 MB text refused in ${ms.toFixed(2)} ms`);
      // Exactly one problem proves the text was not parsed (the garbage lines would each give one).
      assert.ok(!out.ok);
      assert.deepEqual(
        out.problems.map(({ code, line, column, endColumn }) => ({ code, line, column, endColumn })),
        [{ code: 'input-too-large', line: 1, column: 1, endColumn: 2 }],
      );
      assert.ok((out.problems[0] as Problem).message.includes(LIMITS.maxInputChars.toLocaleString('en-US')));
      assert.throws(
        () => solve(text),
        (e: unknown) =>
          e instanceof DiracDiceError &&
          e.kind === 'input' &&
          e.problems.length === 1 &&
          e.problems[0]?.code === 'input-too-large',
      );
      // The same for one 10 MB line without any line break.
      const line = parseInput('x'.repeat(10 * 1024 * 1024), DEFAULT_RULES);
      assert.ok(!line.ok && line.problems.length === 1 && line.problems[0]?.code === 'input-too-large');
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
  });
});
