// The judge's pure half (src/core/judge.ts): its cases, the output reader, each part's verdict and the summary.
import { strict as assert } from 'node:assert';
import { DiracDiceError } from '../../src/core';
import { judgeCases, judgeRun, readOutput, summarize, type PartResult, type ProgramRun } from '../../src/core/judge';

const SAMPLE = judgeCases('sample')[0]!;
const ENDED = { stderr: '', exitCode: 0, signal: null, timedOut: false, outputLimited: false, ms: 40 };
const run = (stdout: string, more: Partial<ProgramRun> = {}): ProgramRun => ({ ...ENDED, stdout, ...more });
/** Each part's verdict, and one field of each, in a line: "passed null|wrong too-low". */
const each = (parts: PartResult[], field: keyof PartResult = 'verdict') => parts.map((p) => String(p[field])).join('|');
const read = (stdout: string) => Object.values(readOutput(stdout)).map((n) => n?.value ?? null);

describe('judge: cases, output reader, verdicts, summary', () => {
  it('cases: the sample, the 100 pairs of the board, and your input first', () => {
    assert.deepEqual([SAMPLE.id, SAMPLE.positions, SAMPLE.name.message], ['sample', [4, 8], 'Sample (4, 8)']);
    assert.equal(SAMPLE.input, 'Player 1 starting position: 4\nPlayer 2 starting position: 8\n');
    const pairs = judgeCases('pairs');
    assert.equal(new Set(pairs.map((c) => c.id)).size, 100);
    assert.equal(`${pairs[0]!.positions} ${pairs[99]!.positions} ${pairs[29]!.name.message}`, '1,1 10,10 Pair (3, 10)');
    const yours = judgeCases('all', {
      name: 'in.txt',
      text: 'Player 1 starting position: 7\nPlayer 2 starting position: 2',
    });
    assert.deepEqual([yours.length, yours[0]!.positions, yours[0]!.name.message], [101, [7, 2], 'Your input (in.txt)']);
    assert.throws(() => judgeCases('all', { name: 'x', text: 'hello' }), DiracDiceError);
  });

  it('reads labelled parts in any case and spelling, grouped as Check My Answer reads them', () => {
    assert.deepEqual(read('Part 1: 739,785\ndebug 5\npart2 = 444_356_092_776_315\n'), [739785n, 444356092776315n]);
    assert.deepEqual(read('PART ONE 12 (3 ms)\r\nPart Two: 1 000'), [12n, 1000n]);
    assert.deepEqual(read('Part 2: 7\n8 9'), [null, 7n], 'labels win over bare numbers');
    assert.deepEqual(read('-> part 1 took 3 ms'), [3n, null]);
  });

  it('without labels: the last two whole numbers, or a single one as part 1', () => {
    assert.deepEqual(read('day21 on 4 8\n739785\n444,356,092,776,315\n'), [739785n, 444356092776315n]);
    assert.deepEqual(read('answer: 42.'), [42n, null]);
    assert.deepEqual(read('1.5 -3 x7 4,8 nothing'), [null, null]);
  });

  it('verdicts: passed shows no number; wrong gives direction, mistakes and your number, never the answer', () => {
    const passed = judgeRun(SAMPLE, run('739785 444356092776315'), [1, 2]);
    assert.ok(passed.passed);
    assert.equal(
      `${each(passed.parts)} ${each(passed.parts, 'learner')} ${each(passed.parts, 'detail')}`,
      'passed|passed null|null null|null',
    );
    const wrong = judgeRun(SAMPLE, run('Part 1: 739785\nPart 2: 341960390180808'), [2]);
    const [part] = wrong.parts;
    assert.equal(
      `${wrong.passed} ${part!.verdict} ${part!.direction} ${part!.learner}`,
      'false wrong too-low 341960390180808',
    );
    assert.equal(part!.diagnoses.map((d) => d.id).join(), 'other-count');
    assert.equal(part!.detail?.message, 'part 2: 341960390180808 is not the answer: too low');
    assert.doesNotMatch(JSON.stringify(wrong), /444356092776315|444,356/);
  });

  it('a part printed before a timeout or a crash is judged; only the missing part times out or crashes', () => {
    const verdicts = (r: ProgramRun) => each(judgeRun(SAMPLE, r, [1, 2]).parts);
    assert.equal(verdicts(run('Part 1: 739785', { timedOut: true, signal: 'SIGTERM', ms: 1000 })), 'passed|timeout');
    const crash = judgeRun(
      SAMPLE,
      run('739785', { exitCode: 1, stderr: 'Traceback\n  ValueError: pawn on 10\n' }),
      [1, 2],
    );
    assert.equal(
      `${each(crash.parts)} ${crash.parts[1]!.stderrTail}`,
      'passed|crashed Traceback\n  ValueError: pawn on 10',
    );
    assert.match(
      judgeRun(SAMPLE, run('', { exitCode: null, signal: 'SIGSEGV' }), [1]).parts[0]!.detail!.message,
      /SIGSEGV/,
    );
    assert.equal(verdicts(run('Part 1: 739785', { outputLimited: true })), 'output-limit|output-limit');
    const unread = judgeRun(SAMPLE, run('no idea'), [2]).parts[0]!;
    assert.deepEqual([unread.verdict, unread.detail?.messageId], ['unreadable', 'judgeUnreadable']);
    assert.match(unread.detail!.message, /'Part 2:'/);
  });

  it('summary: counts, each mistake with its failing cases, one sentence when one mistake explains all, the times', () => {
    const [p38, p83] = [judgeCases('pairs')[27]!, judgeCases('pairs')[72]!]; // (3, 8) and (8, 3)
    const smaller = (c: typeof p38) => (c === p38 ? '158172600376397' : '143154512703677'); // player 2's, the smaller count
    const failing = [p38, p83].map((c) => judgeRun(c, run(`Part 2: ${smaller(c)}`, { ms: 30 }), [2]));
    const results = [...failing, judgeRun(SAMPLE, run('Part 2: 444356092776315', { ms: 50 }), [2])];
    const { cases, passed, failed, verdicts, patterns, lines, medianMs, solverMs } = summarize(results, 0.25);
    assert.equal(`${cases} ${passed} ${failed} ${JSON.stringify(verdicts)}`, '3 1 2 {"wrong":2,"passed":1}');
    assert.equal(patterns.map((p) => `${p.diagnosis.id} ${p.cases}`).join(), 'other-count 2');
    assert.equal(lines.map((l) => l.messageId).join(), 'judgeSummary,judgeExplained,judgeTimes');
    assert.match(lines[1]!.message, /^On all 2 failing cases your part 2 is the same known mistake: This is another/);
    assert.equal(`${medianMs} ${solverMs}`, '30 0.3');
    const mixed = summarize([...failing, judgeRun(SAMPLE, run('', { timedOut: true }), [2])]);
    assert.equal(mixed.lines.map((l) => l.messageId).join(), 'judgeSummary');
  });
});
