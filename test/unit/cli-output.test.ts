/** The CLI's error output is bounded: at most 20 problems, then one line counting the rest. */
import { strict as assert } from 'node:assert';
import { Readable } from 'node:stream';
import { main, type CliIo } from '../../src/cli';
import { formatProblems, MAX_PROBLEMS_SHOWN } from '../../src/cli/format';
import { DiracDiceError, type Problem } from '../../src/core';

const stdinOf = (text: string): Partial<CliIo> => ({ stdin: () => Readable.from([Buffer.from(text)]) });

/** n input problems on lines 1..n. */
const inputProblems = (n: number): Problem[] =>
  Array.from({ length: n }, (_, i) => ({ code: 'bad-position', message: `problem ${i + 1}`, line: i + 1, column: 1 }));

/** The core may cap its problems with a summary of code 'more-problems' (not in ProblemCode yet). */
const more = (message: string, extra: object = {}): Problem =>
  ({ code: 'more-problems', message, ...extra }) as unknown as Problem;

describe('CLI bounded error output', () => {
  it('a thousand bad lines: the first 20 problems, then "... and N more problems"', async () => {
    const text = Array.from({ length: 1000 }, () => 'garbage').join('\n');
    const r = await main(['-'], stdinOf(text));
    assert.equal(r.code, 1);
    const lines = r.err.trimEnd().split('\n');
    assert.equal(lines.length, MAX_PROBLEMS_SHOWN + 1);
    assert.equal(MAX_PROBLEMS_SHOWN, 20);
    lines.slice(0, 20).forEach((l, i) => assert.match(l, new RegExp(`^<stdin>:${i + 1}:1: expected 'Player N`)));
    // 1000 lines of garbage, and no player: the core reports more than the 1000 lines.
    assert.match(lines[20] ?? '', /^\.\.\. and [\d,]+ more problems$/);
    const hidden = Number((lines[20] ?? '').replace(/\D/g, ''));
    assert.ok(hidden >= 980, lines[20]);
  });

  it('exactly 20 problems: no summary; 21: "... and 1 more problem"', () => {
    const twenty = formatProblems(new DiracDiceError('input', inputProblems(20)), 'in.txt', false);
    assert.equal(twenty.length, 20);
    assert.equal(twenty[19], 'in.txt:20:1: problem 20');
    const one = formatProblems(new DiracDiceError('input', inputProblems(21)), 'in.txt', false);
    assert.equal(one.length, 21);
    assert.equal(one[20], '... and 1 more problem');
  });

  it("counts a core 'more-problems' summary in, whether the core capped below or above 20", () => {
    // The core sent 25 and says 75 more: 20 shown, 5 + 75 counted.
    const above = formatProblems(
      new DiracDiceError('input', [...inputProblems(25), more('... and 75 more problems')]),
      'in.txt',
      false,
    );
    assert.equal(above.length, 21);
    assert.equal(above[20], '... and 80 more problems');
    // The core sent 10 and a count field of 1,234: all 10 shown, the summary is the CLI's one line.
    const below = formatProblems(
      new DiracDiceError('input', [...inputProblems(10), more('and many more', { count: 1234 })]),
      'in.txt',
      false,
    );
    assert.deepEqual(below.slice(10), ['... and 1,234 more problems']);
    assert.equal(below.length, 11);
    // A number in the message, with a thousands separator.
    const grouped = formatProblems(
      new DiracDiceError('input', [...inputProblems(3), more('2,000 more problems not shown')]),
      'in.txt',
      false,
    );
    assert.deepEqual(grouped.slice(3), ['... and 2,000 more problems']);
    // A summary without a count.
    const vague = formatProblems(
      new DiracDiceError('input', [...inputProblems(3), more('and others')]),
      'in.txt',
      false,
    );
    assert.deepEqual(vague.slice(3), ['... and more problems']);
  });

  it('caps rule problems and --players problems the same way', () => {
    const rules = Array.from({ length: 30 }, (_, i): Problem => ({ code: 'invalid-rule', message: `rule ${i}` }));
    const lines = formatProblems(new DiracDiceError('rules', rules), 'x', false);
    assert.equal(lines.length, 21);
    assert.equal(lines[0], 'dirac-dice: rule 0');
    assert.equal(lines[20], '... and 10 more problems');
    const players = formatProblems(new DiracDiceError('input', inputProblems(22)), '<stdin>', true);
    assert.equal(players[0], 'dirac-dice: --players: problem 1');
    assert.equal(players[20], '... and 2 more problems');
  });
});
