/** Judging a learner's program: the cases, reading its output, each part's verdict and the summary; never the right answer. */
import { parseAnswer } from './answer';
import { checkAnswer, type Diagnosis } from './check';
import { DiracDiceError } from './errors';
import { JUDGE_LIMITS } from './limits';
import { coreMessage, type CoreMessage } from './messages';
import { formatInput, parseInput } from './parse';
import { DEFAULT_RULES } from './rules';

export type Verdict = 'passed' | 'wrong' | 'timeout' | 'crashed' | 'unreadable' | 'output-limit';

/** One input the program is run on, under the puzzle's rules. */
export interface JudgeCase {
  /** 'yours', 'sample', or 'pair-P1-P2' (unique within a run). */
  id: string;
  kind: 'yours' | 'sample' | 'pair';
  /** "Sample (4, 8)", "Pair (3, 7)", "Your input (input.txt)": a template to localize. */
  name: CoreMessage;
  positions: readonly number[];
  /** The text the program reads, in the puzzle's format ("your input": the person's own text). */
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
export interface ReadNumber {
  value: bigint;
  labelled: boolean;
}

export interface PartResult {
  part: 1 | 2;
  verdict: Verdict;
  /** 'wrong' only: which way the learner's number is off. */
  direction: 'too-high' | 'too-low' | null;
  /** 'wrong' only: the known mistakes that give the learner's number (checkAnswer's). */
  diagnoses: Diagnosis[];
  /** 'wrong' only: the learner's number (its digits); null otherwise, so a passed part shows no answer. */
  learner: string | null;
  /** Every verdict but 'passed': what happened, in a sentence (the template and its arguments). */
  detail: CoreMessage | null;
  /** 'crashed': the last lines of standard error. */
  stderrTail?: string;
}

export interface CaseResult {
  case: JudgeCase;
  parts: PartResult[];
  ms: number;
  passed: boolean;
}

export interface JudgePattern {
  /** A mistake's id (mistakes.ts) and its sentence (the first failing part's, with its template). */
  diagnosis: Diagnosis;
  /** How many failing cases carry it. */
  cases: number;
}

export interface JudgeSummary {
  cases: number;
  passed: number;
  failed: number;
  verdicts: Partial<Record<Verdict, number>>;
  patterns: JudgePattern[];
  /** The sentences to show: how many passed, the one mistake that explains every failure, the times. */
  lines: CoreMessage[];
  /** The learner's median time per case, and the solver's own (ms); null without cases or without a time. */
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
function numbersIn(text: string): bigint[] {
  const values: bigint[] = [];
  for (const [span] of text.matchAll(NUMBER)) {
    const read = parseAnswer(span);
    if (read.ok) values.push(read.value);
  }
  return values;
}

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

const verdictOf = (part: 1 | 2, verdict: Verdict, detail: CoreMessage | null): PartResult => ({
  part,
  verdict,
  direction: null,
  diagnoses: [],
  learner: null,
  detail,
});

function judgePart(c: JudgeCase, run: ProgramRun, part: 1 | 2, read: ReadNumber | null): PartResult {
  if (run.outputLimited)
    return verdictOf(part, 'output-limit', coreMessage('judgeOutputLimit', JUDGE_LIMITS.outputBytes));
  if (read !== null) {
    const check = checkAnswer(c.positions, part, read.value);
    if (check.correct) return verdictOf(part, 'passed', null);
    const learner = read.value.toString();
    const detail = coreMessage(check.direction === 'too-high' ? 'judgeTooHigh' : 'judgeTooLow', part, learner);
    return { ...verdictOf(part, 'wrong', detail), direction: check.direction, diagnoses: check.diagnoses, learner };
  }
  if (run.timedOut) return verdictOf(part, 'timeout', coreMessage('judgeTimeout', part, Math.round(run.ms / 100) / 10));
  if (run.signal !== null || run.exitCode !== 0) {
    const detail =
      run.signal !== null
        ? coreMessage('judgeSignal', part, run.signal)
        : coreMessage('judgeExitCode', part, `${run.exitCode}`);
    return { ...verdictOf(part, 'crashed', detail), stderrTail: tail(run.stderr) };
  }
  return verdictOf(part, 'unreadable', coreMessage('judgeUnreadable', part));
}

/** The verdict of each part asked for, from how the run ended; a part printed before a timeout or a crash is judged. */
export function judgeRun(c: JudgeCase, run: ProgramRun, parts: readonly (1 | 2)[]): CaseResult {
  const read = readOutput(run.stdout);
  const results = parts.map((part) => judgePart(c, run, part, part === 1 ? read.part1 : read.part2));
  return { case: c, parts: results, ms: run.ms, passed: results.every((p) => p.verdict === 'passed') };
}

const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const tenth = (ms: number): number => Math.round(ms * 10) / 10;

/** Counts, each mistake's failing cases, and the sentences: passed, one mistake explaining every failure, times. */
export function summarize(results: readonly CaseResult[], solverMs?: number): JudgeSummary {
  const verdicts: Partial<Record<Verdict, number>> = {};
  const patterns = new Map<string, JudgePattern & { parts: Set<number> }>();
  for (const result of results) {
    for (const part of result.parts) verdicts[part.verdict] = (verdicts[part.verdict] ?? 0) + 1;
    const seen = new Set<string>();
    for (const part of result.parts)
      for (const diagnosis of part.diagnoses) {
        const pattern = patterns.get(diagnosis.id) ?? { diagnosis, cases: 0, parts: new Set<number>() };
        if (!seen.has(diagnosis.id)) pattern.cases++;
        seen.add(diagnosis.id);
        pattern.parts.add(part.part);
        patterns.set(diagnosis.id, pattern);
      }
  }
  const passed = results.filter((r) => r.passed).length;
  const failedCases = results.length - passed;
  const sorted = [...patterns.values()].sort((a, b) => b.cases - a.cases);
  const lines = [coreMessage('judgeSummary', passed, results.length)];
  const all = sorted[0];
  if (failedCases >= 2 && all !== undefined && all.cases === failedCases && all.parts.size === 1)
    lines.push(coreMessage('judgeExplained', failedCases, [...all.parts][0] as number, all.diagnosis.text));
  const medianMs = median(results.map((r) => r.ms));
  if (medianMs !== null && solverMs !== undefined)
    lines.push(coreMessage('judgeTimes', tenth(medianMs), tenth(solverMs)));
  return {
    cases: results.length,
    passed,
    failed: failedCases,
    verdicts,
    patterns: sorted.map(({ diagnosis, cases }) => ({ diagnosis, cases })),
    lines,
    medianMs: medianMs === null ? null : tenth(medianMs),
    solverMs: solverMs === undefined ? null : tenth(solverMs),
  };
}
