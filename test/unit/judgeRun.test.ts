// The judge running real learner programs (test/fixtures/judge, python3 and node), and `dirac-dice judge`.
import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli';
import { judgeCases, type CaseResult, type JudgeCase } from '../../src/core/judge';
import { CommandError, judgeProgram, programOf } from '../../src/judge/judge';
import { runProgram } from '../../src/judge/program';

const DIR = join(__dirname, '..', 'fixtures', 'judge');
const SAMPLE = judgeCases('sample');
const PAIRS = judgeCases('pairs');
/** The verdicts of each case in a line: "passed|wrong crashed|passed". */
const verdicts = (cases: readonly JudgeCase[], line: string, timeoutMs = 30_000) =>
  judgeProgram(line, { cases, timeoutMs, jobs: 2 }).then(({ results }) => results.map(verdictsOf).join(' '));
const verdictsOf = (r: CaseResult) => r.parts.map((p) => p.verdict).join('|');
/** Whether the process runs (a zombie, waiting for a parent that never reaps it, does not). */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !/^\d+ \(.*\) Z/.test(existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '');
};
/** Runs until the program prints `marker` within its time limit, from 1 s up (a busy machine starts processes slowly). */
async function runUntil(line: string, marker: RegExp) {
  for (let timeoutMs = 1000; ; timeoutMs *= 3) {
    const run = await runProgram(programOf(line), { path: '', text: '' }, { cwd: DIR, timeoutMs });
    if (marker.test(run.stdout + run.stderr)) return run;
  }
}

describe('judge: real programs', function () {
  this.timeout(120_000); // processes start slowly on a busy machine; every limit asserted is the judge's own

  it('passes a right program (input on stdin), judges a crash per case, and removes its input files', async () => {
    assert.equal(await verdicts(SAMPLE, `python3 ${DIR}/right.py`), 'passed|passed');
    const saved = process.env.TMPDIR;
    const temp = (process.env.TMPDIR = mkdtempSync(join(tmpdir(), 'judge-test-'))); // os.tmpdir() reads it
    const seen: string[] = [];
    const onStart = (c: JudgeCase) => seen.push(`start ${c.id}`);
    const options = {
      cases: [PAIRS[9]!, PAIRS[0]!],
      jobs: 2,
      onStart,
      onResult: (r: CaseResult) => seen.push(r.case.id),
    };
    const { results } = await judgeProgram(`node ${DIR}/solve.js crash {input}`, options);
    assert.equal(results.map(verdictsOf).join(), 'crashed|crashed,passed|passed');
    // Each case starts before it is judged.
    for (const id of ['pair-1-1', 'pair-1-10']) assert.ok(seen.indexOf(`start ${id}`) < seen.indexOf(id), seen.join());
    assert.equal(seen.length, 4);
    assert.match(results[0]!.parts[0]!.stderrTail ?? '', /pawn on 10/);
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    assert.deepEqual(readdirSync(temp), []);
    rmdirSync(temp);
  });

  it('names the mistake a wrong program makes, and finds no number where none is printed', async () => {
    assert.equal(await verdicts([PAIRS[9]!], `node ${DIR}/solve.js zero {input}`), 'wrong|passed');
    const { results } = await judgeProgram(`node ${DIR}/solve.js flat`, { cases: SAMPLE, parts: [2] });
    assert.equal(results[0]!.parts[0]!.diagnoses.map((d) => d.id).join(), 'flat-sums');
    assert.equal(await verdicts(SAMPLE, `node ${DIR}/solve.js words`), 'unreadable|unreadable');
  });

  it('at the time limit ends the whole tree: a grandchild, and a program that ignores SIGTERM', async () => {
    const hang = await runUntil(`python3 ${DIR}/hang.py`, /\d/);
    const grandchild = Number(/\d+/.exec(hang.stderr)?.[0]);
    assert.equal(hang.timedOut, true);
    // Its pipes close as the kernel tears it down, a moment before it is a zombie: look again for up to 5 s.
    for (let i = 0; i < 50 && alive(grandchild); i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(alive(grandchild), false, `grandchild ${grandchild} still runs`);
    const stubborn = await runUntil(`node ${DIR}/stubborn.js`, /Part 1/);
    assert.deepEqual([stubborn.timedOut, stubborn.signal], [true, 'SIGKILL']);
    assert.equal(await verdicts(SAMPLE, `python3 ${DIR}/endless.py`), 'output-limit|output-limit');
  });

  it('cancels a run; refuses a program not found before any case; passes shell operators as plain words', async () => {
    const cancel = new AbortController();
    const running = judgeProgram(`python3 ${DIR}/hang.py`, { cases: PAIRS.slice(0, 4), signal: cancel.signal });
    setTimeout(() => cancel.abort(), 300);
    assert.deepEqual(await running.then((o) => [o.cancelled, o.results.length]), [true, 0]);
    await assert.rejects(judgeProgram('no-such-program-here {input}', { cases: SAMPLE }), CommandError);
    // A command that cannot run, named by the message the editor translates.
    const lines = { ' ': 'judgeCommandEmpty', 'python3 "day 21.py': 'judgeQuoteOpen', "node it's": 'judgeQuoteOpen' };
    for (const [line, id] of Object.entries({ ...lines, 'no-such-program-here': 'judgeNotFound' }))
      assert.throws(
        () => programOf(line),
        (e) => e instanceof CommandError && e.said.messageId === id,
        line,
      );
    assert.deepEqual(programOf(`node -e "it's" 'say "hi"'`).argv, ['node', '-e', "it's", 'say "hi"']);
    const folder = { argv: ['folder'], path: DIR, usesInput: false }; // found, but not a program
    await assert.rejects(
      runProgram(folder, { path: '', text: '' }, { cwd: DIR, timeoutMs: 30_000 }),
      (e) => e instanceof CommandError && e.said.messageId === 'judgeCannotStart',
    );
    const echo = programOf('node -p process.argv.slice(1).join("|") ; > "C:\\a b.txt" {input}');
    const run = await runProgram(echo, { path: '/tmp/in.txt', text: '' }, { cwd: DIR, timeoutMs: 30_000 });
    assert.equal(run.stdout.trim(), ';|>|C:\\a b.txt|/tmp/in.txt');
  });

  it('CLI: --json without the right answer of a failing part; exit codes 0, 1 and 2, with a message', async () => {
    const r = await main(['judge', '--command', `node ${DIR}/solve.js winner`, '--cases', 'sample', '--json']);
    const json = JSON.parse(r.out) as { command: string[]; cases: { parts: { diagnoses: { id: string }[] }[] }[] };
    assert.equal(
      `${r.code} ${json.command.at(-1)} ${json.cases[0]!.parts[0]!.diagnoses[0]!.id}`,
      '1 winner winner-score',
    );
    assert.doesNotMatch(r.out + r.err, /739,?785/);
    const human = await main(['judge', `--command=node ${DIR}/solve.js right {input}`, '--cases=sample', '--part=1']);
    assert.deepEqual([human.code, human.out.split('\n')[0]], [0, '1 of 1 cases passed']);
    const node = ['--command', 'node'];
    const usages = [[], ['--command', ' '], ['--command', 'no-such-program-here'], [...node, '--cases', 'x']];
    for (const bad of [...usages, [...node, '--part', '3'], [...node, '--timeout', '0'], [...node, '--jobs', 'x']]) {
      const usage = await main(['judge', ...bad]);
      assert.deepEqual([usage.code, usage.out], [2, ''], bad.join(' '));
      assert.match(usage.err, /^dirac-dice judge: /);
    }
  });
});
