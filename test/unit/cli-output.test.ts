/** The CLI's error output: one line a problem, as the core bounds them (20, then one line counting the rest). */
import { strict as assert } from 'node:assert';
import { Readable } from 'node:stream';
import { main, type CliIo } from '../../src/cli';
import { formatProblems } from '../../src/cli/format';
import { DiracDiceError, type Problem } from '../../src/core';
import { REPORTED_PROBLEM_LIMIT } from '../../src/core/limits';

const stdinOf = (text: string): Partial<CliIo> => ({ stdin: () => Readable.from([Buffer.from(text)]) });

describe('CLI bounded error output', () => {
  it('a thousand bad lines: the first 20 problems, then the core\'s "and N more problems"', async () => {
    const text = Array.from({ length: 1000 }, () => 'garbage').join('\n');
    const r = await main(['-'], stdinOf(text));
    assert.equal(r.code, 1);
    const lines = r.err.trimEnd().split('\n');
    assert.equal(REPORTED_PROBLEM_LIMIT, 20);
    assert.equal(lines.length, REPORTED_PROBLEM_LIMIT + 1);
    lines.slice(0, 20).forEach((l, i) => assert.match(l, new RegExp(`^<stdin>:${i + 1}:1: expected 'Player N`)));
    // 1000 lines of garbage, and no player: the core reports more than the 1000 lines.
    assert.match(lines[20] ?? '', /^<stdin>:21:1: and [\d,]+ more problems \(the next on line 21\)$/);
  });

  it('points input problems into the file, --players and rule problems at the tool', () => {
    const input: Problem[] = [{ code: 'bad-position', message: 'problem 1', line: 3, column: 5 }];
    assert.deepEqual(formatProblems(new DiracDiceError('input', input), 'in.txt', false), ['in.txt:3:5: problem 1']);
    assert.deepEqual(formatProblems(new DiracDiceError('input', input), '<stdin>', true), [
      'dirac-dice: --players: problem 1',
    ]);
    const rules: Problem[] = [{ code: 'invalid-rule', message: 'rule 0' }];
    assert.deepEqual(formatProblems(new DiracDiceError('rules', rules), 'x', false), ['dirac-dice: rule 0']);
  });
});
