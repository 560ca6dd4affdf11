/** Parser fuzzing: mixed texts, number slots, line separators. */
import { strict as assert } from 'node:assert';
import { LIMITS } from '../../src/core';
import { splitLines } from '../unit/helpers';
import { HEAVY, runProperty, RUNS, showTally, tally } from './harness';
import { buildSeparators, mixed, separatorCase, type SeparatorCase, type TextCase } from './mixed-texts';
import { brief, checkSolve, parseChecked } from './parser-contract';
import { buildSlots, slotCase, type SlotCase } from './slots';

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
});
