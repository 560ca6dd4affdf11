/** Judging a learner's program: the cases, reading its output, each part's verdict and the summary; never the right answer. */
import { parseAnswer } from './answer';
import { checkAnswer, type Diagnosis } from './check';
import { DiracDiceError } from './errors';
import { JUDGE_LIMITS } from './limits';
import { coreMessage, type CoreMessage } from './messages';
import { formatInput, parseInput } from './parse';
import { DEFAULT_RULES } from './rules';

export type Verdict = 'passed' | 'wrong' | 'timeout' | 'crashed' | 'unreadable' | 'output-limit';

/** One input the program runs on, under the puzzle's rules: id 'yours', 'sample' or 'pair-P1-P2'; its name a template to localize. */
export interface JudgeCase {
  id: string;
  kind: 'yours' | 'sample' | 'pair';
  name: CoreMessage;
  positions: readonly number[];
  /** The text the program reads (for "your input", the person's own). */
  input: string;
}

/** How one run of the program ended (the Node layer makes it). */
export interface ProgramRun {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  outputLimited: boolean;
  ms: number;
}

/** A number read from the output, and whether a label ("Part 1: ...") named its part. */
export type ReadNumber = { value: bigint; labelled: boolean };

/**
 * A part's verdict. Only 'wrong' has a direction, diagnoses (checkAnswer's) and `learner`, the
 * program's number (a passed part shows none); every verdict but 'passed' has its sentence in
 * `detail`; 'crashed' has the last lines of standard error.
 */
export interface PartResult {
  part: 1 | 2;
  verdict: Verdict;
  direction: 'too-high' | 'too-low' | null;
  diagnoses: Diagnosis[];
  learner: string | null;
  detail: CoreMessage | null;
  stderrTail?: string;
}

export type CaseResult = { case: JudgeCase; parts: PartResult[]; ms: number; passed: boolean };

/** A mistake (its first failing part's diagnosis) and how many failing cases carry it. */
type JudgePattern = { diagnosis: Diagnosis; cases: number };

/** The counts; `lines`: how many passed, the one mistake explaining every failure, the times (medians, ms). */
export interface JudgeSummary {
  cases: number;
  passed: number;
  failed: number;
  verdicts: Partial<Record<Verdict, number>>;
  patterns: JudgePattern[];
  lines: CoreMessage[];
  medianMs: number | null;
  solverMs: number | null;
}

const pairCase = (p1: number, p2: number): JudgeCase => ({
  id: `pair-${p1}-${p2}`,
  kind: 'pair',
  name: coreMessage('judgeCasePair', String(p1), String(p2)),
  positions: [p1, p2],
  input: formatInput([p1, p2]),
});

/**
 * The cases to judge: the sample (4, 8); the 100 starting pairs of the puzzle's board; or 'all', the
 * pairs and `yours` (a person's own input, first). Throws DiracDiceError('input') when `yours` is not an input.
 */
export function judgeCases(which: 'sample' | 'pairs' | 'all', yours?: { name: string; text: string }): JudgeCase[] {
  if (which === 'sample')
    return [{ ...pairCase(4, 8), id: 'sample', kind: 'sample', name: coreMessage('judgeCaseSample') }];
  const size = DEFAULT_RULES.boardSize;
  const pairs = Array.from({ length: size * size }, (_, i) => pairCase(Math.floor(i / size) + 1, (i % size) + 1));
  if (which === 'pairs' || yours === undefined) return pairs;
  const parsed = parseInput(yours.text, DEFAULT_RULES);
  if (!parsed.ok) throw new DiracDiceError('input', parsed.problems);
  const name = coreMessage('judgeCaseYours', yours.name);
  return [{ id: 'yours', kind: 'yours', name, positions: parsed.input.positions, input: yours.text }, ...pairs];
}

/** A part's label at the start of a line: "Part 1:", "part2 =", "PART ONE", "Part II". */
const LABEL = /^[^\p{L}\p{N}]*part[\s_-]*(1|2|one|two|ii|i)(?![\p{L}\p{N}])[^\p{L}\p{N}]*/iu;
/** Where a whole number may be, grouped or not, not glued to a letter ("day21"); parseAnswer reads it. */
const NUMBER = /(?<![\p{L}\p{N}.,_'\u2019])[-+\u2212]?\d(?:[\d,_'\u2019.]*\d)?(?![\p{L}\p{N}])/gu;

/** The whole numbers of a piece of text, in order (spaces separate numbers here; a span parseAnswer refuses is none). */
const numbersIn = (text: string): bigint[] =>
  [...text.matchAll(NUMBER)].flatMap(([span]) => ((read) => (read.ok ? [read.value] : []))(parseAnswer(span)));

/**
 * The learner's numbers: the last line labelled with a part gives that part's number (the rest of the
 * line as parseAnswer reads it, else its first number); without a labelled line, the last two whole
 * numbers printed are part 1 and part 2, and a single one is part 1.
 */
export function readOutput(stdout: string): { part1: ReadNumber | null; part2: ReadNumber | null } {
  const labelled: (ReadNumber | null)[] = [null, null];
  let last: bigint[] = [];
  for (const line of stdout.split(/\r\n|\r|\n/)) {
    const label = LABEL.exec(line);
    if (label) {
      const rest = line.slice(label[0].length);
      const read = parseAnswer(rest);
      const value = read.ok ? read.value : numbersIn(rest)[0];
      if (value !== undefined) labelled[/^(1|one|i)$/i.test(label[1] ?? '') ? 0 : 1] = { value, labelled: true };
    } else if (labelled[0] === null && labelled[1] === null) {
      last = [...last, ...numbersIn(line)].slice(-2);
    }
  }
  if (labelled[0] !== null || labelled[1] !== null) return { part1: labelled[0] ?? null, part2: labelled[1] ?? null };
  const [first, second] = last.map((value): ReadNumber => ({ value, labelled: false }));
  return { part1: first ?? null, part2: second ?? null };
}

/** The last lines of standard error, at most about a screen's worth. */
function tail(stderr: string): string {
  const lines = stderr.trimEnd().split(/\r?\n/).slice(-JUDGE_LIMITS.stderrLines).join('\n');
  return lines.length > 2000 ? `...${lines.slice(-2000)}` : lines;
}

const verdictOf = (part: 1 | 2, verdict: Verdict, detail: CoreMessage | null = null): PartResult => {
  return { part, verdict, direction: null, diagnoses: [], learner: null, detail };
};

function judgePart(c: JudgeCase, run: ProgramRun, part: 1 | 2, read: ReadNumber | null): PartResult {
  if (run.outputLimited)
    return verdictOf(part, 'output-limit', coreMessage('judgeOutputLimit', JUDGE_LIMITS.outputBytes));
  if (read !== null) {
    const check = checkAnswer(c.positions, part, read.value);
    if (check.correct) return verdictOf(part, 'passed');
    const learner = read.value.toString();
    const detail = coreMessage(check.direction === 'too-high' ? 'judgeTooHigh' : 'judgeTooLow', part, learner);
    return { ...verdictOf(part, 'wrong', detail), direction: check.direction, diagnoses: check.diagnoses, learner };
  }
  if (run.timedOut) return verdictOf(part, 'timeout', coreMessage('judgeTimeout', part, Math.round(run.ms / 100) / 10));
  if (run.signal === null && run.exitCode === 0)
    return verdictOf(part, 'unreadable', coreMessage('judgeUnreadable', part));
  const how = run.signal
    ? coreMessage('judgeSignal', part, run.signal)
    : coreMessage('judgeExitCode', part, `${run.exitCode}`);
  return { ...verdictOf(part, 'crashed', how), stderrTail: tail(run.stderr) };
}

/** The verdict of each part asked for, from how the run ended; a part printed before a timeout or a crash is judged. */
export function judgeRun(c: JudgeCase, run: ProgramRun, parts: readonly (1 | 2)[]): CaseResult {
  const read = readOutput(run.stdout);
  const results = parts.map((part) => judgePart(c, run, part, part === 1 ? read.part1 : read.part2));
  return { case: c, parts: results, ms: run.ms, passed: results.every((p) => p.verdict === 'passed') };
}

/** The median (of an even count, the upper of the middle two), or null of none. */
export const median = (values: readonly number[]): number | null =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? null;
const tenth = (ms: number | null | undefined): number | null =>
  typeof ms === 'number' ? Math.round(ms * 10) / 10 : null;

/** Counts, each mistake's failing cases (a mistake's id names its part), and the sentences to show. */
export function summarize(results: readonly CaseResult[], solverMs?: number): JudgeSummary {
  const verdicts: Partial<Record<Verdict, number>> = {};
  for (const { verdict } of results.flatMap((r) => r.parts)) verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
  const patterns = new Map<string, JudgePattern & { part: 1 | 2 }>();
  for (const r of results) {
    const found = r.parts.flatMap(({ part, diagnoses }) =>
      diagnoses.map((diagnosis) => ({ diagnosis, part, cases: 0 })),
    );
    for (const [id, first] of new Map(found.map((f) => [f.diagnosis.id, f])))
      patterns.set(id, { ...first, cases: (patterns.get(id)?.cases ?? 0) + 1 });
  }
  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed;
  const sorted = [...patterns.values()].sort((a, b) => b.cases - a.cases);
  const lines = [coreMessage('judgeSummary', passed, results.length)];
  const one = sorted[0];
  if (failed >= 2 && one?.cases === failed)
    lines.push(coreMessage('judgeExplained', failed, one.part, one.diagnosis.text));
  const medianMs = tenth(median(results.map((r) => r.ms)));
  if (medianMs !== null && solverMs !== undefined)
    lines.push(coreMessage('judgeTimes', medianMs, tenth(solverMs) ?? 0));
  const shown = sorted.map(({ diagnosis, cases }) => ({ diagnosis, cases }));
  return {
    cases: results.length,
    passed,
    failed,
    verdicts,
    patterns: shown,
    lines,
    medianMs,
    solverMs: tenth(solverMs),
  };
}
