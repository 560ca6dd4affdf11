/**
 * The parser's contract, checked on every text the fuzz suite parses: known codes, valid ranges,
 * messages that quote their range, linear time, and solve() agreeing with the parse.
 */
import { strict as assert } from 'node:assert';
import {
  DiracDiceError,
  LIMITS,
  parseInput,
  solve,
  type ParseOutcome,
  type Problem,
  type ProblemCode,
} from '../../src/core';
import { splitLines, rules } from '../unit/helpers';
import { buildSlots, type SlotCase } from './slots';

/** Every code the parser may report (the compile-time check below keeps this list complete). */
export const PARSE_CODES = [
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
  'more-problems',
] as const satisfies readonly ProblemCode[];
/** Compile-time check: every ProblemCode is a parser code or one of those that only rules, limits, arguments and answers use. */
const _everyCodeListed: Exclude<
  ProblemCode,
  (typeof PARSE_CODES)[number] | 'invalid-rule' | 'too-expensive' | 'invalid-argument' | 'invalid-answer'
> extends never
  ? true
  : false = true;
void _everyCodeListed;
const KNOWN_PARSE_CODES = new Set<string>(PARSE_CODES);

/** Problems that mark a place rather than text: always columns 1-2 of their line (the line may be empty). */
const MARKERS = new Set<string>([
  'empty-input',
  'input-too-large',
  'missing-player',
  'too-many-players',
  'more-problems',
]);

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

/** parseInput, which must not throw. */
function parse(text: string, board: number): ParseOutcome {
  try {
    return parseInput(text, rules({ boardSize: board }));
  } catch (error) {
    return assert.fail(`parseInput threw on ${brief(text)}: ${String(error)}`);
  }
}

/** parseInput, which must not throw, and the contract above on its outcome (untimed: the unit suite's). */
export function checkParse(text: string, board: number): ParseOutcome {
  const out = parse(text, board);
  checkOutcome(out, text, board);
  return out;
}

/**
 * Time budget for one parse, in CPU milliseconds (see cpuMs): generous for a linear scan (the slowest
 * kind, blank lines, takes 10 to 30 ms per 100,000 characters here, under coverage too), far below a
 * super-linear one.
 */
const budgetMs = (chars: number): number => 100 + chars / 1000;

/**
 * The CPU time this process spends in `run`, in milliseconds (user + system, process.cpuUsage), not
 * the wall-clock time: other processes on a busy machine stretch the wall clock, not the work a parse
 * does (parsing 100,000 blank lines with three busy loops on two cores: up to 93 % of the budget by
 * the clock, 9 % by CPU time), and a super-linear parse spends its time on the CPU all the same.
 * The process's other threads (the garbage collector's helpers) count too: never less than the parse's own.
 */
function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/**
 * parseInput, which must not throw, timed (CPU time). Somewhat over the budget it parses twice more
 * and keeps the fastest time: a GC pause does not repeat, a super-linear parse does. Far over it
 * (5x), once is enough.
 */
export function parseChecked(text: string, board: number): { out: ParseOutcome; ms: number } {
  let out: ParseOutcome | undefined;
  let ms = Infinity;
  const budget = budgetMs(text.length);
  for (let attempt = 0; attempt < 3; attempt++) {
    const took = cpuMs(() => {
      out = parse(text, board);
    });
    ms = Math.min(ms, took);
    if (ms <= budget || ms > 5 * budget) break;
  }
  assert.ok(out);
  assert.ok(
    ms <= budgetMs(text.length),
    `parseInput took ${ms.toFixed(0)} ms of CPU (budget ${budgetMs(text.length).toFixed(0)} ms) on ${brief(text)}`,
  );
  checkOutcome(out, text, board);
  return { out, ms };
}

/** solve() on the same text: succeeds exactly when the parse did; else throws the parse's problems as DiracDiceError('input'). */
export function checkSolve(text: string, board: number, parsed: ParseOutcome): void {
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

/**
 * A SlotCase (test/fuzz/slots.ts) parsed by `parse`: accepted only with ASCII numbers, whose exact
 * values are the players and positions (leading zeros included: "0000000004" is space 4), at the
 * lines written; refused with each bad number flagged on its own text; and every text valid by its
 * values accepted. Returns whether it was accepted, and the number slots' texts.
 */
export function checkSlots(
  c: SlotCase,
  parse: (text: string, board: number) => ParseOutcome,
): { ok: boolean; numbers: string[] } {
  const { text, lineNos, ns } = buildSlots(c);
  const out = parse(text, c.board);
  const ps = c.lines.map((l) => l.p);
  const ascii = (s: string): boolean => /^[0-9]+$/.test(s);
  const where = `${brief(text)} -> ${JSON.stringify(out).slice(0, 400)}`;
  if (out.ok) {
    // Sound: only ASCII digits are numbers, and their exact value is used.
    assert.deepEqual(out.input.lines, lineNos, where);
    ns.forEach((n, i) =>
      assert.ok(ascii(n) && BigInt(n) === BigInt(i + 1), `accepted player number ${JSON.stringify(n)}: ${where}`),
    );
    ps.forEach((p, i) =>
      assert.ok(
        ascii(p) && BigInt(p) === BigInt(out.input.positions[i] as number) && BigInt(p) <= BigInt(c.board),
        `accepted position ${JSON.stringify(p)}: ${where}`,
      ),
    );
    return { ok: true, numbers: [...ns, ...ps] };
  }
  const on = (line: number, code: string, token: string): boolean =>
    out.problems.some(
      (p) =>
        p.line === line &&
        p.code === code &&
        (splitLines(text)[line - 1] as string).slice((p.column as number) - 1, (p.endColumn as number) - 1) === token,
    );
  const duplicate = (line: number): boolean =>
    out.problems.some((p) => p.line === line && p.code === 'duplicate-player');
  // Past REPORTED_PROBLEM_LIMIT problems the rest are counted, from the line named: not each flagged.
  const cut = out.problems.find((p) => p.code === 'more-problems')?.line ?? Infinity;
  c.lines.forEach((l, i) => {
    const line = lineNos[i] as number;
    const n = ns[i] as string;
    if (line >= cut) return;
    if (!ascii(n) || BigInt(n) < 1n)
      assert.ok(
        on(line, 'bad-player-number', n),
        `player number ${JSON.stringify(n)} not flagged on line ${line}: ${where}`,
      );
    if (duplicate(line)) return; // the parser stops at a duplicate player
    if (l.p !== '' && !ascii(l.p))
      assert.ok(on(line, 'bad-position', l.p), `position ${JSON.stringify(l.p)} not flagged on line ${line}: ${where}`);
    if (ascii(l.p) && (BigInt(l.p) < 1n || BigInt(l.p) > BigInt(c.board)))
      assert.ok(on(line, 'position-out-of-range', l.p), `position ${l.p} not flagged on line ${line}: ${where}`);
  });
  // Complete: a text that is valid by its values is accepted, leading zeros included
  // ("0000000004" is space 4).
  const fine =
    c.lines.length >= 2 &&
    c.lines.length <= LIMITS.maxPlayers &&
    ns.every((n, i) => ascii(n) && BigInt(n) === BigInt(i + 1)) &&
    ps.every((p) => ascii(p) && BigInt(p) >= 1n && BigInt(p) <= BigInt(c.board));
  assert.ok(!fine, `refused a valid text: ${where}`);
  return { ok: false, numbers: [...ns, ...ps] };
}
