/**
 * Property tests (fast-check). Run counts are small by default; DIRAC_FUZZ_RUNS=N runs each
 * property N times.
 */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import {
  formatInput,
  LIMITS,
  makeGame,
  memoStateBound,
  MEMO_STATE_LIMIT,
  parseInput,
  playDeterministic,
  runStrategy,
  solvePart2,
} from '../../src/core';
import { fuzzRuns, lineCount, rules, smallRules } from './helpers';

const TOKENS = [
  'Player',
  'player',
  'PLAYER',
  'starting',
  'position',
  'position:',
  ':',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\uFEFF',
  '0',
  '1',
  '2',
  '3',
  '4',
  '8',
  '10',
  '11',
  '007',
  '99999999999999999999',
  '-3',
  '4.5',
  'x',
  '\u00a0',
  '\f',
  '\u2028',
  '\u0000',
  'Player 1 starting position: 4',
  'Player 2 starting position: 8',
  'Player 3 starting position: 10',
  '😀',
  'e\u0301',
];

/** Strings built from the grammar's tokens mixed with noise: near-misses the parser must survive. */
const grammarish = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...TOKENS) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }) },
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

function checkProblems(text: string, board: number): void {
  let out: ReturnType<typeof parseInput>;
  try {
    out = parseInput(text, rules({ boardSize: board }));
  } catch (error) {
    assert.fail(`parseInput threw on ${JSON.stringify(text)}: ${String(error)}`);
  }
  const lines = lineCount(text);
  if (out.ok) {
    const { positions } = out.input;
    assert.ok(positions.length >= 2 && positions.length <= LIMITS.maxPlayers);
    assert.ok(positions.every((p) => Number.isInteger(p) && p >= 1 && p <= board));
    assert.deepEqual(out.input.lines.length, positions.length);
    // Whatever was accepted reads back the same from its canonical form.
    const again = parseInput(formatInput(positions), rules({ boardSize: board }));
    assert.ok(again.ok && again.input.positions.join() === positions.join());
    return;
  }
  assert.ok(out.problems.length > 0);
  for (const p of out.problems) {
    const where = `${JSON.stringify(text)}: ${JSON.stringify(p)}`;
    assert.equal(typeof p.message, 'string', where);
    assert.ok(p.message.length > 0, where);
    assert.ok(
      Number.isInteger(p.line) && (p.line as number) >= 1 && (p.line as number) <= lines,
      `line out of the text: ${where}`,
    );
    assert.ok(Number.isInteger(p.column) && (p.column as number) >= 1, `column: ${where}`);
    assert.ok(Number.isInteger(p.endColumn) && (p.endColumn as number) > (p.column as number), `empty range: ${where}`);
  }
}

describe('properties', () => {
  describe('parseInput never throws and every problem has a sane range', () => {
    const board = fc.integer({ min: 1, max: 20 });
    it('on random ASCII strings', () => {
      fc.assert(fc.property(fc.string({ maxLength: 200 }), board, checkProblems), { numRuns: fuzzRuns(300) });
    });
    it('on random full-Unicode strings (lone surrogates included)', () => {
      fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), board, checkProblems), {
        numRuns: fuzzRuns(300),
      });
    });
    it('on random grapheme strings', () => {
      fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), board, checkProblems), {
        numRuns: fuzzRuns(200),
      });
    });
    it("on mixes of the grammar's tokens with noise", () => {
      fc.assert(fc.property(grammarish, board, checkProblems), { numRuns: fuzzRuns(300) });
    });
  });

  it('valid inputs with random spacing, blank lines, CRLF and BOM round-trip to the canonical text', () => {
    const blank = fc.constantFrom('', ' ', '\t', '  \t ');
    const space = fc.constantFrom(' ', '  ', '\t', ' \t');
    const optSpace = fc.constantFrom('', ' ', '\t');
    const eol = fc.constantFrom('\n', '\r\n', '\r');
    const line = fc.record({
      lead: blank,
      s1: space,
      s2: space,
      s3: space,
      beforeColon: optSpace,
      afterColon: optSpace,
      trail: blank,
      zeros: fc.constantFrom('', '', '', '0', '00'),
      eol,
      blanks: fc.array(fc.tuple(blank, eol), { maxLength: 2 }),
    });
    const input = fc.integer({ min: 1, max: 30 }).chain((boardSize) =>
      fc.record({
        boardSize: fc.constant(boardSize),
        positions: fc.array(fc.integer({ min: 1, max: boardSize }), { minLength: 2, maxLength: LIMITS.maxPlayers }),
        bom: fc.boolean(),
        lines: fc.array(line, { minLength: LIMITS.maxPlayers, maxLength: LIMITS.maxPlayers }),
        head: fc.array(fc.tuple(blank, eol), { maxLength: 3 }),
        finalEol: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(input, ({ boardSize, positions, bom, lines, head, finalEol }) => {
        let text = bom ? '\uFEFF' : '';
        text += head.map(([b, e]) => b + e).join('');
        positions.forEach((p, i) => {
          const l = lines[i];
          if (!l) throw new Error('fewer line styles than players');
          const last = i === positions.length - 1;
          text += `${l.lead}Player${l.s1}${i + 1}${l.s2}starting${l.s3}position${l.beforeColon}:${l.afterColon}${l.zeros}${p}${l.trail}`;
          if (!last || finalEol) text += l.eol + l.blanks.map(([b, e]) => b + e).join('');
        });
        const out = parseInput(text, rules({ boardSize: boardSize }));
        assert.ok(out.ok, `${JSON.stringify(text)} -> ${JSON.stringify(out)}`);
        if (out.ok) assert.equal(formatInput(out.input.positions), formatInput(positions));
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  describe('solver invariants on random small rules', () => {
    const game = smallRules(4).chain(({ players, ...r }) =>
      fc.record({
        rules: fc.constant(r),
        positions: fc.array(fc.integer({ min: 1, max: r.boardSize }), { minLength: players, maxLength: players }),
      }),
    );

    it('wins >= 0, answer = max, total = sum, byTurn rows sum to wins, per-player == memo, and the turn histogram accounts for every universe', () => {
      fc.assert(
        fc.property(game, ({ rules: input, positions }) => {
          const r = rules(input);
          const result = solvePart2(positions, r, { include: ['winsByTurn'] });
          const wins = result.wins.map(BigInt);
          const n = positions.length;
          assert.equal(wins.length, n);
          assert.ok(wins.every((w) => w >= 0n));
          const max = wins.reduce((a, b) => (b > a ? b : a));
          assert.equal(result.answer, max.toString());
          assert.equal(result.winner, wins.indexOf(max) + 1, 'lowest-numbered player with the most wins');
          assert.equal(result.totalUniverses, wins.reduce((a, b) => a + b, 0n).toString());
          const byTurn = result.byTurn?.wins.map((row) => row.map(BigInt));
          assert.ok(byTurn && byTurn.length === n);
          byTurn.forEach((row, p) =>
            assert.equal(
              row.reduce((a, b) => a + b, 0n),
              wins[p],
            ),
          );
          // Extend every finished universe to the last turn T: each one ended at turn t stands for
          // K^(T-t) histories of T turns (K = sides^rolls), and together they are all K^T histories.
          const k = BigInt(r.diracSides) ** BigInt(r.rollsPerTurn);
          let last = 0;
          byTurn.forEach((row, p) =>
            row.forEach((w, round) => {
              if (w > 0n) last = Math.max(last, round * n + p + 1);
            }),
          );
          let histories = 0n;
          byTurn.forEach((row, p) =>
            row.forEach((w, round) => (histories += w * k ** BigInt(last - (round * n + p + 1)))),
          );
          assert.equal(histories, k ** BigInt(last));
          if (memoStateBound(makeGame(positions, r)) <= MEMO_STATE_LIMIT) {
            // The memo may still refuse by its total work (states x moves x every counting pass).
            let memoWins: bigint[] | null = null;
            try {
              memoWins = runStrategy('memo', makeGame(positions, r), r).wins;
            } catch (e) {
              if ((e as { kind?: unknown }).kind !== 'limit') throw e;
            }
            if (memoWins) assert.deepEqual(memoWins, wins);
          }
        }),
        { numRuns: fuzzRuns(40) },
      );
    });

    it('a 1-sided Dirac die is the deterministic game with a 1-sided die: one universe, won by part 1’s winner', () => {
      fc.assert(
        fc.property(game, ({ rules: input, positions }) => {
          const r = rules({ ...input, diracSides: 1, deterministicSides: 1, target: input.diracTarget });
          const part2 = solvePart2(positions, r, { compareWith: ['memo', 'frontier'] });
          const part1 = playDeterministic(positions, r);
          assert.deepEqual(
            part2.wins,
            positions.map((_, p) => (p + 1 === part1.winner ? '1' : '0')),
          );
        }),
        { numRuns: fuzzRuns(30) },
      );
    });
  });
});
