/**
 * Checking an answer (src/core/check.ts, answer.ts, mistakes.ts; the CLI's check): each mistake's
 * number comes from a small game written here from the mistake's description, never from the catalog.
 */
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { join } from 'node:path';
import { main } from '../../src/cli';
import { checkAnswer, resolveRules, solve } from '../../src/core';
import { estimateCost } from '../../src/core/estimates';
import { makeGame } from '../../src/core/game';
import { MISTAKES } from '../../src/core/mistakes';
import { parseAnswer } from '../../src/core/answer';
import { runStrategy } from '../../src/core/solvePart2';
import { fuzzRuns, SAMPLE } from './helpers';

/** Part 1 played roll by roll: spaces 1 to 10, a 100-sided die; the losing score, the winner's, rolls and turns. */
function play1(
  starts: number[],
  { rolls = 3, target = 1000, roundEnd = false, points = (space: number, _: number) => space } = {},
) {
  const pos = [...starts];
  const score = [0, 0];
  let rolled = 0;
  for (let turns = 1; ; turns++) {
    const p = (turns - 1) % 2;
    let sum = 0;
    for (let r = 0; r < rolls; r++) sum += ++rolled % 100 || 100;
    pos[p] = ((pos[p]! + sum - 1) % 10) + 1;
    score[p]! += points(pos[p]!, sum);
    const won = score.findIndex((s) => s >= target);
    if (won >= 0 && (!roundEnd || p === 1)) {
      const [loser, winner] = [score[1 - won]!, score[won]!].map(BigInt);
      return { answer: loser! * BigInt(rolled), winner: winner! * BigInt(rolled), turns: loser! * BigInt(turns) };
    }
  }
}

/** Part 2 by a memo over both players' (space, score), a 3-sided die: each player's wins. */
function play2(starts: number[], { rolls = 3, target = 21, flat = false } = {}): [bigint, bigint] {
  let sums = new Map([[0, 1]]);
  for (let r = 0; r < rolls; r++) {
    const next = new Map<number, number>();
    for (const [s, n] of sums) for (const face of [1, 2, 3]) next.set(s + face, (next.get(s + face) ?? 0) + n);
    sums = next;
  }
  const memo = new Map<number, [number, number]>();
  const wins = (pos: number, score: number, other: number, otherScore: number): [number, number] => {
    const key = ((pos * 32 + score) * 16 + other) * 32 + otherScore;
    if (memo.has(key)) return memo.get(key)!;
    const mine: [number, number] = [0, 0];
    for (const [sum, count] of sums) {
      const ways = flat ? 1 : count;
      const to = ((pos + sum - 1) % 10) + 1;
      if (score + to >= target) mine[0] += ways;
      else {
        const [theirs, ours] = wins(other, otherScore, to, score + to);
        mine[0] += ways * ours;
        mine[1] += ways * theirs;
      }
    }
    memo.set(key, mine);
    return mine;
  };
  return wins(starts[0]!, 0, starts[1]!, 0).map(BigInt) as [bigint, bigint];
}

const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);

/** Each mistake's number(s) on starting spaces `s`, by its description. */
const FAMILIES: Record<string, (s: number[]) => bigint[]> = {
  'winner-score': (s) => [play1(s).winner],
  turns: (s) => [play1(s).turns],
  'more-than-target': (s) => [play1(s, { target: 1001 }).answer],
  'one-roll': (s) => [play1(s, { rolls: 1 }).answer],
  'last-space-0': (s) => [play1(s, { points: (space) => space % 10 }).answer],
  'space-from-0': (s) => [play1(s, { points: (space) => space - 1 }).answer],
  'roll-score': (s) => [play1(s, { points: (_, sum) => sum }).answer],
  'round-end': (s) => [play1(s, { roundEnd: true }).answer],
  'other-count': (s) => play2(s),
  sum: (s) => [play2(s).reduce((a, b) => a + b)],
  'win-per-outcome': (s) => [((w) => max(27n * w[0], w[1]))(play2(s))],
  'more-than-dirac-target': (s) => [max(...play2(s, { target: 22 }))],
  'dirac-one-roll': (s) => [max(...play2(s, { rolls: 1 }))],
  'flat-sums': (s) => [max(...play2(s, { flat: true }))],
  'sample-answer': () => [play1([4, 8]).answer],
  'sample-dirac-answer': () => [max(...play2([4, 8]))],
  'part-1-answer': (s) => [play1(s).answer],
};
/** The inputs a family is checked on: the sample, and (3, 1) for part 2, where player 2 wins more; the sample's own answers on two others. */
const inputsOf = (id: string): number[][] =>
  id.startsWith('sample')
    ? [
        [3, 1],
        [9, 4],
      ]
    : partOf(id) === 2
      ? [
          [4, 8],
          [3, 1],
        ]
      : [[4, 8]];

const partOf = (id: string): 1 | 2 => MISTAKES.find((m) => m.id === id)?.part ?? assert.fail(id);
const rightAnswer = (s: number[], part: 1 | 2): bigint =>
  BigInt(solve('', { positions: s, parts: [part] })[part === 1 ? 'part1' : 'part2']!.answer);
const shown = (x: unknown): string => JSON.stringify(x, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v));

describe('checking an answer', function () {
  this.timeout(this.timeout() && Math.max(this.timeout(), 20_000)); // a longer timeout given (mutation runs) is kept

  it('every family of the catalog has its number on its inputs, and checkAnswer names it there, never the answer', () => {
    assert.deepEqual(Object.keys(FAMILIES).sort(), MISTAKES.map((m) => m.id).sort());
    const cases = Object.entries(FAMILIES).flatMap((f) => inputsOf(f[0]).map((starts) => [f, starts]));
    for (const [[id, numbers], starts] of cases as [[string, (s: number[]) => bigint[]], number[]][]) {
      const part = partOf(id);
      const right = rightAnswer(starts, part);
      const wrong = numbers(starts).find((n) => n !== right) ?? assert.fail(`${id} gives only the answer`);
      const check = checkAnswer(starts, part, wrong);
      assert.equal(check.correct, false, id);
      const named = check.diagnoses.find((d) => d.id === id && d.text.length > 0 && d.hint.length > 0);
      const args = MISTAKES.find((m) => m.id === id)?.args?.(resolveRules({})) ?? [];
      assert.deepEqual(named?.args, args, id);
      assert.equal(check.direction, wrong > right ? 'too-high' : 'too-low', id);
      assert.ok(!shown(check).includes(String(right)), `${id}: the answer shows`);
    }
  });

  it("each family's message arguments follow the rules, a count past 2^53 as its digits", () => {
    const r = resolveRules({ boardSize: 12, diracSides: 4, rollsPerTurn: 2, target: BigInt(Number.MAX_SAFE_INTEGER) });
    const args = (rules: typeof r) => JSON.stringify(MISTAKES.map((m) => m.args?.(rules) ?? [])).slice(1, -1);
    const want =
      '[],[2],[S],[2],["12"],["12","11"],[],[S],["4","8"],[],[],[16],[21],[2,16,4],[16,7],["4","8"],["1","2"]';
    assert.equal(args(r), want.replaceAll('S', String(Number.MAX_SAFE_INTEGER)));
    assert.equal(args({ ...r, target: 10n ** 20n }), want.replaceAll('S', `"${10n ** 20n}"`));
  });

  it('the right answer is correct, with no direction and nothing else; a bad part or answer is refused', () => {
    for (const part of [1, 2] as const) {
      const check = checkAnswer([4, 8], part, rightAnswer([4, 8], part));
      assert.deepEqual(check, { part, correct: true, direction: null, diagnoses: [], skipped: [] });
    }
    assert.throws(() => checkAnswer([4, 8], 3 as 1, 1n), /part must be 1 or 2/);
    assert.throws(() => checkAnswer([4, 8], 1, 5 as unknown as bigint), /the answer must be a bigint/);
    assert.deepEqual(checkAnswer(SAMPLE, 1, 59_966_214n).diagnoses, []); // flat-sums' number: a part 2 family's
  });

  it("the example's answer is played under the input's rules, and is none on a board without its spaces", () => {
    const sample22 = max(...play2([4, 8], { target: 22 }));
    const ids = (check: { diagnoses: { id: string }[] }) => check.diagnoses.map((d) => d.id);
    assert.deepEqual(ids(checkAnswer([3, 1], 2, sample22, { rules: { diracTarget: 22 } })), ['sample-dirac-answer']);
    assert.deepEqual(ids(checkAnswer([3, 1], 2, sample22)), []);
    assert.deepEqual(checkAnswer([1, 2], 1, 1n, { rules: { boardSize: 5 } }).skipped, []);
  });

  it('a near miss (±1, ±1000, ×2) has its direction, and a diagnosis only where it is a family’s number', () => {
    const add = (d: bigint) => (n: bigint) => n + d;
    const by = { '+1': add(1n), '-1': add(-1n), '+1000': add(1000n), '-1000': add(-1000n), x2: (n: bigint) => 2n * n };
    const miss = fc.constantFrom(...Object.entries(by));
    const start = fc.integer({ min: 1, max: 10 });
    fc.assert(
      fc.property(start, start, fc.constantFrom<1 | 2>(1, 2), miss, (a, b, part, [, off]) => {
        const right = rightAnswer([a, b], part);
        const wrong = off(right);
        const check = checkAnswer([a, b], part, wrong);
        const gives = (id: string) => partOf(id) === part && FAMILIES[id]!([a, b]).includes(wrong);
        assert.equal(check.direction, wrong > right ? 'too-high' : 'too-low');
        const ids = check.diagnoses.map((d) => d.id);
        assert.deepEqual(ids, Object.keys(FAMILIES).filter(gives));
        assert.ok(!shown(check).includes(String(right)));
      }),
      { numRuns: fuzzRuns(12) },
    );
  });

  it('a variant of the game is counted alike by two strategies, past 2^53 too (flat sums, Dirac target 60)', () => {
    const rules = resolveRules({ diracTarget: 60 });
    const [perPlayer, memo] = (['per-player', 'memo'] as const).map((s) =>
      runStrategy(s, makeGame([4, 8], rules, { flatSums: true }), rules).wins.join(),
    );
    assert.ok(perPlayer!.length > 40);
    assert.equal(perPlayer, memo);
  });

  it('under other rules, a family whose game is over the limits of a solve is skipped and says so', () => {
    const rules = { diracTarget: 40 };
    const maxWork = estimateCost(makeGame([4, 8], resolveRules(rules))).steps; // the right game just fits
    const check = checkAnswer([4, 8], 2, 1n, { rules, maxWork });
    assert.deepEqual(check.skipped, ['more-than-dirac-target']);
    assert.deepEqual(checkAnswer([4, 8], 1, 1n, { rules: { target: 10n ** 100n } }).skipped, ['more-than-target']);
  });
});

describe('parseAnswer', () => {
  it('reads digits grouped one way, the locale’s separator, and a pasted line of output', () => {
    const forms =
      "444356092776315|444,356,092,776,315|444_356_092_776_315|444'356'092'776'315|444’356’092’776’315|444 356 092\u00a0776\u202f315";
    for (const text of [...forms.split('|'), 'Part 2: 444356092776315', '  answer = 444356092776315 '])
      assert.deepEqual(parseAnswer(text), { ok: true, value: 444356092776315n }, text);
    // The locale's separator counts when it is one character, neither a letter nor a digit.
    assert.deepEqual(parseAnswer('444.356', '.'), { ok: true, value: 444356n });
    assert.deepEqual(parseAnswer('444x356', 'x'), parseAnswer('444x356'));
    assert.deepEqual(parseAnswer('0'.repeat(9) + '9'.repeat(10_000)), { ok: true, value: 10n ** 10_000n - 1n });
    assert.deepEqual(parseAnswer('000'), { ok: true, value: 0n });
  });

  it("refuses a line labelled with the other part, saying so; reads its own part's and any other label", () => {
    for (const label of ['Part 1', 'part1', 'Part One', 'PART ONE', 'my part 1 answer', 'Teil 1']) {
      const read = parseAnswer(`${label}: 921585`, ',', 2);
      assert.ok(!read.ok && read.problem.message.startsWith('this line is labelled Part 1:'), label);
      assert.deepEqual(parseAnswer(`${label}: 921585`, ',', 1), { ok: true, value: 921585n }, label);
    }
    for (const text of ['Part 2 (player 1): 5', 'party time: 5', 'apart 1: 5', 'Player 1: 5'])
      assert.deepEqual(parseAnswer(text, ',', 2), { ok: true, value: 5n }, text);
  });

  it('refuses anything else, saying what is wrong and quoting it', () => {
    // message id > text > what the message quotes
    const cases = `answerEmpty>>|answerEmpty>Part 2:  >|answerLetters>12 apples>'a'|answerLetters>e5>'e'|answerSign>-5>'-'
      |answerSign>+5>'+'|answerSign>\u22125>'\u2212'|answerCharacter>5-5>'-'|answerDecimal>4.4e14>'.'|answerDecimal>1,5>','
      |answerExponent>44e14>'e14'|answerExponent>44E+14>'E+14'|answerMixedSeparators>1,000_000>',' and '_'
      |answerSeparatorPlace>1,,000>','|answerSeparatorPlace>,100>','|answerSeparatorPlace>100,>','|answerCharacter>12:30>':'
      |answerCharacter>1:a>':'`;
    for (const [id, text, quoted, local] of [
      ...cases.split(/\s*\|/).map((c) => c.split('>')),
      ['answerTooLong', '1'.repeat(10_001), 'digits; the limit is'],
      ['answerDecimal', '1.5', "'.'", '.'],
    ]) {
      const read = parseAnswer(text!, local);
      assert.equal(read.ok ? 'accepted' : read.problem.messageId, id, text!.slice(0, 20));
      assert.ok(
        !read.ok && read.problem.code === 'invalid-answer' && read.problem.message.includes(quoted!),
        text!.slice(0, 20),
      );
    }
  });
});

describe('dirac-dice check', () => {
  const run = (...argv: string[]) => main(['check', ...argv], { stdin: () => assert.fail('no stdin') });
  const sample = join(__dirname, '..', '..', 'samples', 'input.txt');

  it('exits 0 correct, 1 not (with the diagnosis), 2 on a usage error, with the parse message', async () => {
    const right = await run(sample, '--part', '2', '--answer', '444,356,092,776,315');
    assert.deepEqual([right.code, right.out], [0, 'Correct\n']);
    const wrong = await run(sample, '--part', '1', '--answer', '993000');
    assert.equal(wrong.code, 1);
    assert.match(wrong.out, /^Not the answer: too high\n {2}This is the winner's score/);
    const bad = await run(sample, '--part', '1', '--answer', '-5');
    assert.equal(bad.code, 2);
    assert.ok(bad.err.includes(`--answer: ${(parseAnswer('-5') as { problem: { message: string } }).problem.message}`));
    const labelled = await run(sample, '--answer', 'Part 1: 921585', '--part', '2');
    assert.equal(labelled.code, 2);
    assert.match(labelled.err, /--answer: this line is labelled Part 1/);
    const usage = `check ${sample} --answer 5|${sample} --answer 5|check ${sample} --part 1|check --part 1 --answer 1`;
    for (const argv of usage.split('|')) assert.equal((await main(argv.split(' '))).code, 2, argv);
    assert.match((await main(['--help'])).out, /dirac-dice check <file\|-> --part 1\|2 --answer N/);
  });

  it('--json prints part, correct, direction, diagnoses (id, text) and skipped, never the answer', async () => {
    const r = await run(sample, '--part', '2', '--answer', '341960390180808', '--json');
    assert.equal(r.code, 1);
    const diagnoses = [{ id: 'other-count', text: checkAnswer(SAMPLE, 2, 341960390180808n).diagnoses[0]!.text }];
    assert.deepEqual(JSON.parse(r.out), { part: 2, correct: false, direction: 'too-low', diagnoses, skipped: [] });
    assert.ok(!r.out.includes('444356092776315'));
  });
});
