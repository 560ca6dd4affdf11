/**
 * CLI argument fuzzing: main(argv, io) with random argv arrays (real flags with good and bad
 * values, unknown flags, junk, unicode, file names), files and standard input served from memory.
 * Exit codes are only 0, 1 or 2; stderr is one line per problem (bounded), with no stack; main
 * never rejects.
 */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { main, type CliIo } from '../../src/cli';
import { SOLVE } from '../../src/cli/options';
import { RULE_TABLE } from '../../src/core';
import { REPORTED_PROBLEM_LIMIT } from '../../src/core/limits';
import { fuzzRuns, SAMPLE } from '../unit/helpers';
import { HEAVY, showTally, tally } from './harness';

const RUNS = fuzzRuns(300);

/** Files by name; any other name does not exist. */
const FILES: Record<string, string> = {
  'input.txt': SAMPLE,
  'three.txt': `${SAMPLE}Player 3 starting position: 1\n`,
  'bad.txt': 'Player 1 starting position: x\nplayer 2 starting position: ٤\n\u2028junk\n',
  'empty.txt': '',
};

async function* chunks(text: string): AsyncIterable<string> {
  yield text;
}

async function* missing(path: string): AsyncIterable<string> {
  yield* [];
  throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' });
}

const io = (stdin: string): Partial<CliIo> => ({
  stdin: () => chunks(stdin),
  openFile: (path) => (Object.hasOwn(FILES, path) ? chunks(FILES[path] as string) : missing(path)),
});

const FLAGS = [
  ...RULE_TABLE.map((r) => `--${r.flag}`),
  '--json',
  '--strategy',
  '--compare',
  '--players',
  '--part',
  '--max-work',
  '--help',
  '-h',
];

/** Values kept small where they would be allowed, so every run is quick; the rest are junk. */
const value = fc.oneof(
  fc.constantFrom('1', '2', '3', '6', '10', '21', '0', '-1', '1e3', '1e400', 'NaN', 'Infinity', '0x10', '١٢', '４'),
  fc.constantFrom('10001', '99999999999999999999', `1${'0'.repeat(100)}`, `1${'0'.repeat(101)}`),
  fc.constantFrom('memo', 'per-player', 'frontier', 'weighted', 'naive', 'nope', '4,8', '1,2,3', '4,,8', '4, 8'),
  fc.constantFrom('1e6', '1e9', '2e10', '-5'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
);

const arg = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FLAGS) },
  { weight: 4, arbitrary: value },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...FLAGS), value).map(([f, v]) => `${f}=${v}`) },
  { weight: 2, arbitrary: fc.constantFrom(...Object.keys(FILES), 'nope.txt', '-', '--', '---', '-x', '--no-json') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

const argvs = fc.record({ argv: fc.array(arg, { maxLength: 10 }), stdin: fc.constantFrom(SAMPLE, '', 'junk\n') });

describe('fuzz', function () {
  this.timeout(HEAVY ? 0 : 60_000);

  describe('CLI arguments', () => {
    it('main(argv, io) with random argv: exit code 0, 1 or 2; one bounded stderr line per problem; never rejects', async () => {
      const outcomes = new Map<string, number>();
      const cases = fc.sample(argvs, { numRuns: RUNS, seed: HEAVY ? undefined : 20211221 });
      const t0 = performance.now();
      const slowest = { ms: 0, label: '' };
      for (const { argv, stdin } of cases) {
        const label = JSON.stringify(argv);
        const start = performance.now();
        const r = await main(argv, io(stdin));
        const ms = performance.now() - start;
        if (ms > slowest.ms) Object.assign(slowest, { ms, label: label.slice(0, 120) });
        assert.ok([0, 1, 2].includes(r.code), `${label}: exit ${r.code}: ${r.err}`);
        tally(outcomes, `exit ${r.code}`);
        assert.doesNotMatch(r.err, /\n\s+at /, `${label}: a stack trace`);
        if (r.code === 0) {
          assert.equal(r.err, '', label);
          assert.ok(r.out.length > 0, label);
          continue;
        }
        assert.equal(r.out, '', label);
        assert.ok(r.err.endsWith('\n'), label);
        const lines = r.err.slice(0, -1).split('\n');
        if (r.code === 2) {
          // The usage mistake on one line, then the short usage.
          assert.match(lines[0] ?? '', /^dirac-dice: /, label);
          assert.ok(lines.length <= 1 + SOLVE.usage.split('\n').length, `${label}: ${lines.length} lines`);
        } else {
          // One line per problem: at most the reported problems, one "more" line, and one per rule.
          assert.ok(lines.length >= 1 && lines.length <= REPORTED_PROBLEM_LIMIT + 1 + RULE_TABLE.length, label);
        }
        for (const line of lines) assert.ok(line.length <= 600, `${label}: a line of ${line.length} characters`);
      }
      console.log(
        `      [fuzz] cli/argv: ${cases.length} cases in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${showTally(outcomes)}; slowest ${slowest.ms.toFixed(0)} ms: ${slowest.label}`,
      );
    });
  });
});
