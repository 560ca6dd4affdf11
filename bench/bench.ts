/**
 * Benchmarks of the core: `npm run bench` (build, then `node dist/bench.js`), `--json` for the
 * figures as JSON. Every case is checked for the right answer once, warmed up, then timed as the
 * median of many runs (runs are batched when one takes under a millisecond, so the clock's cost
 * does not count). A missed goal is reported, never turned into a failing exit code.
 */
import {
  checkAnswer,
  DiracDiceError,
  resolveRules,
  solve,
  solveAllPairs,
  type Rules,
  type StrategyName,
} from '../src/core';
import { explore, stateKey, type GameState } from '../src/core/explore';
import { MISTAKES } from '../src/core/mistakes';
import { makeGame } from '../src/core/game';
import { playDeterministic } from '../src/core/part1';
import { runStrategy } from '../src/core/solvePart2';
import { group as grouped } from '../src/core/english';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { baselineBigInt, baselineNumber } from './baseline';
import {
  buildNative,
  pinToThisCpu,
  runNative,
  type NativeBuild,
  type NativeProgram,
  type NativeTiming,
} from './native';

const clock = (): number => performance.now();
/** Progress lines go to stderr unless --quiet. */
const quiet = process.argv.includes('--quiet');

interface Measured {
  medianMs: number;
  /** Median CPU time of this process per call (process.cpuUsage): what load from other processes does not inflate. */
  cpuMs: number;
  /** Timed calls in all (samples x batch). */
  calls: number;
  samples: number;
  batch: number;
}

/**
 * Warms `fn` up (at least 3 calls and `warmMs`, 200 ms by default, so the optimizing compiler is
 * done), measures its cost per call afresh, then takes the median of samples sized so the case
 * lasts about `budgetMs`. A sample is a batch of calls lasting at least 1 ms.
 */
function measure(fn: () => unknown, budgetMs = 700, minSamples = 5, warmMs = 200): Measured {
  const w0 = clock();
  for (let warm = 0; warm < 3 || (clock() - w0 < warmMs && warm < 100_000); warm++) fn();
  let calibrated = 0;
  const c0 = clock();
  while (calibrated < 1 || (clock() - c0 < 20 && calibrated < 100_000)) {
    fn();
    calibrated++;
  }
  const perCall = Math.max((clock() - c0) / calibrated, 1e-6);
  const batch = Math.max(1, Math.ceil(1 / perCall));
  const samples = Math.max(minSamples, Math.min(2000, Math.floor(budgetMs / (perCall * batch))));
  const times: number[] = [];
  const cpu: number[] = [];
  for (let s = 0; s < samples; s++) {
    const c1 = process.cpuUsage();
    const t0 = clock();
    for (let b = 0; b < batch; b++) fn();
    times.push((clock() - t0) / batch);
    const c = process.cpuUsage(c1);
    cpu.push((c.user + c.system) / 1000 / batch);
  }
  return { medianMs: median(times), cpuMs: median(cpu), calls: samples * batch, samples, batch };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

interface Goal {
  text: string;
  /** Met by the median wall time. */
  pass: boolean;
  /** Met by the median CPU time (differs from `pass` only on a busy machine). */
  passCpu: boolean;
}

/** A goal on a time: met when `time(m) <= limitMs` (wall and CPU checked separately). */
function under(text: string, m: Measured, limitMs: number): Goal {
  return { text, pass: m.medianMs <= limitMs, passCpu: m.cpuMs <= limitMs };
}

interface Row {
  group: string;
  name: string;
  /** null when the case was refused. */
  medianMs: number | null;
  cpuMs: number | null;
  calls: number;
  /** Baseline time / this time (higher is faster), for the sample's part 2 rows. */
  speedup: number | null;
  /** This time / the C port's time, measured in the same run (lower is faster; 1 = as fast as C). */
  vsC: number | null;
  goals: Goal[];
  note: string;
}

const SAMPLE: [number, number] = [4, 8];
const SAMPLE_WINS = [444356092776315n, 341960390180808n];

function check(label: string, ok: boolean): void {
  if (!ok) throw new Error(`bench: ${label} gave a wrong answer; refusing to time it`);
}

function fmtTime(ms: number | null): string {
  if (ms === null) return '-';
  if (ms < 1) return `${(ms * 1000).toFixed(ms < 0.01 ? 2 : 1)} us`;
  if (ms < 1000) return `${ms.toFixed(ms < 10 ? 3 : 1)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** The sample input as a file: the C ports read the same text solve() is given. */
const SAMPLE_FILE = join(__dirname, '..', 'samples', 'input.txt');
/**
 * Rounds of (C program, then the TypeScript cases), each timing short: a ratio is the median of
 * the rounds' ratios, each taken over timings a fraction of a second apart, so the load of other
 * processes (which slows a cache-hungry memo by up to 2x on a shared machine) mostly cancels out.
 */
const C_ROUNDS = 7;
const C_BUDGET_MS = 100;

type AddRow = (group: string, name: string, m: Measured | null, extra?: Partial<Row>) => Row;

/** A TypeScript case timed against one of a C program's timings, with an optional goal on the ratio. */
interface VersusC {
  name: string;
  fn: () => unknown;
  against: 'solve' | 'part2';
  /** Goal: ratio (TypeScript / C) at most this. */
  goal?: number;
  note?: string;
}

function fromNative(t: NativeTiming): Measured {
  return { medianMs: t.wallMs, cpuMs: t.cpuMs, calls: t.calls, samples: 0, batch: 0 };
}

/**
 * The C ports against the core, each TypeScript case and its C counterpart measured in the same
 * rounds. Skipped, with a line that says why, when no C compiler is found.
 */
function againstC(add: AddRow): void {
  const group = 'against C (same run, samples/input.txt)';
  const built: NativeBuild | string = buildNative();
  if (typeof built === 'string') {
    add(group, 'C ratios skipped', null, { note: built });
    return;
  }
  const pinned = pinToThisCpu();
  const text = readFileSync(SAMPLE_FILE, 'utf8');
  const expected = solve(text);
  const wins = expected.part2?.wins.join() ?? '';
  check('solve(sample file)', wins === SAMPLE_WINS.join() && expected.part1?.answer === '739785');
  const memoSolve = () => solve(text, { strategy: 'memo' });
  const memoResult = memoSolve();
  check('solve(sample file, memo)', memoResult.part2?.wins.join() === wins);
  const memoStats = memoResult.part2?.memo;
  const puzzle = resolveRules();

  const versus = (program: NativeProgram, cName: string, cases: VersusC[]): void => {
    const c: { solve: NativeTiming; part2: NativeTiming }[] = [];
    const ts: Measured[][] = cases.map(() => []);
    for (let round = 0; round < C_ROUNDS; round++) {
      const native = runNative(built.binaries[program], SAMPLE_FILE, C_BUDGET_MS);
      check(`C ${program}`, native.wins.join() === wins && native.part1 === '739785');
      if (program === 'memo') check('C memo entries', native.entries === memoStats?.entries);
      c.push(native.timings);
      // Warmed up fully in the first round only: later rounds find the code optimized already.
      cases.forEach((k, i) => ts[i]?.push(measure(k.fn, C_BUDGET_MS, 5, round === 0 ? 200 : 20)));
    }
    const mid = (key: 'solve' | 'part2'): NativeTiming => {
      const pick = (f: (t: NativeTiming) => number) => median(c.map((r) => f(r[key])));
      return { wallMs: pick((t) => t.wallMs), cpuMs: pick((t) => t.cpuMs), calls: pick((t) => t.calls) };
    };
    add(group, `C: ${cName}`, fromNative(mid('solve')), {
      note: `part 2 alone: ${fmtTime(mid('part2').wallMs)}; ${built.compiler}; ${pinned.note}`,
    });
    cases.forEach((k, i) => {
      const runs = ts[i] ?? [];
      const ratio = median(runs.map((m, r) => m.medianMs / (c[r]?.[k.against].wallMs ?? NaN)));
      const cpuRatio = median(runs.map((m, r) => m.cpuMs / (c[r]?.[k.against].cpuMs ?? NaN)));
      const row = add(
        group,
        k.name,
        {
          medianMs: median(runs.map((m) => m.medianMs)),
          cpuMs: median(runs.map((m) => m.cpuMs)),
          calls: runs.reduce((a, m) => a + m.calls, 0),
          samples: 0,
          batch: 0,
        },
        { vsC: ratio, note: k.note ?? '' },
      );
      if (k.goal !== undefined) {
        row.goals.push({ text: `<= ${k.goal.toFixed(1)}x C`, pass: ratio <= k.goal, passCpu: cpuRatio <= k.goal });
      }
    });
  };

  versus('perPlayer', 'parse + part 1 + per-player part 2', [
    {
      name: 'solve(text), no options',
      fn: () => solve(text),
      against: 'solve',
      goal: 1.0,
      note: 'vs C parse + both parts; with no options solve() runs per-player and nothing else: the same work as the C port',
    },
    {
      name: "runStrategy('per-player') alone",
      // A fresh game each call: a game keeps its solo games.
      fn: () => runStrategy('per-player', makeGame(SAMPLE, puzzle), puzzle),
      against: 'part2',
      note: 'vs the C port part 2 alone',
    },
  ]);
  versus('memo', 'parse + part 1 + top-down memo', [
    {
      name: "solve(text, { strategy: 'memo' })",
      fn: memoSolve,
      against: 'solve',
      goal: 1.0,
      note: memoStats
        ? `${memoStats.entries} entries, ${memoStats.calls} calls (the C memo fills the same ${memoStats.entries} cells)`
        : '',
    },
    {
      name: "runStrategy('memo') alone",
      fn: () => runStrategy('memo', makeGame(SAMPLE, puzzle), puzzle),
      against: 'part2',
      note: 'vs the C memo alone (its table cleared, then the recursion; ours: the bottom-up fill)',
    },
  ]);
  pinned.release();
}

/** Percentiles p of sorted values (0..1), for a spread. */
const quantile = (sorted: readonly number[], p: number): number =>
  sorted[Math.round(p * (sorted.length - 1))] as number;

/**
 * The explorer: expanding a state as a tree view would (the state and its children, each child's
 * label and the sum line as text), median over 200 random reachable states under the puzzle's
 * rules; then the first expansion (explore() and the start state) under the largest rules it allows.
 */
function explorer(add: AddRow): void {
  const group = 'explorer (explore(), the library API of the tree view)';
  const puzzle = explore(SAMPLE);
  check('explorer start', puzzle.state(puzzle.start).wins.join() === SAMPLE_WINS.join());
  let seed = 21;
  const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const states: GameState[] = [];
  while (states.length < 200) {
    let at = puzzle.start;
    for (let steps = Math.floor(random() * 16); steps > 0; steps--) {
      const next = puzzle.state(at).children.filter((c) => c.state !== null);
      if (next.length === 0) break;
      at = next[Math.floor(random() * next.length)]?.state as GameState;
    }
    states.push(at);
  }
  const expand = (s: GameState): number => {
    const view = puzzle.state(s);
    const labels = view.children.map(
      (c) =>
        `${c.sum} x${c.ways}: ${c.state ? stateKey(c.state) : 'won'} ${c.wins.map((w) => grouped(w.toString())).join(' / ')}`,
    );
    const sums = view.wins.map((w, p) => `${view.children.map((c) => `${c.ways} x ${c.wins[p]}`).join(' + ')} = ${w}`);
    return labels.length + sums.length;
  };
  const times: number[] = [];
  const cpu: number[] = [];
  for (const s of states) {
    const m = measure(() => expand(s), 5, 5, 5);
    times.push(m.medianMs);
    cpu.push(m.cpuMs);
  }
  times.sort((a, b) => a - b);
  const spread = `p10 ${fmtTime(quantile(times, 0.1))}, p90 ${fmtTime(quantile(times, 0.9))}, max ${fmtTime(quantile(times, 1))}`;
  const core = median(states.map((s) => measure(() => puzzle.state(s), 5, 5, 5).medianMs));
  const mid = { medianMs: median(times), cpuMs: median(cpu), calls: 200, samples: 200, batch: 0 };
  add(group, 'expand a state (puzzle rules, 200 random states)', mid, {
    note: `${spread}; explorer.state() alone: ${fmtTime(core)} median`,
  }).goals.push(under('<= 5 ms', mid, 5));
  // The largest Dirac target each shape allows (the memo's limits), as the explorer's refusal names it. A board of
  // 2 is the slowest found (many counting passes over few moves); board 30 and three players hit the states first.
  const shapes: [string, number[], Record<string, number>][] = [
    ['puzzle dice, board 10', [4, 8], {}],
    ['board 2', [1, 2], { boardSize: 2 }],
    ['board 30', [4, 8], { boardSize: 30 }],
    ['three players', [4, 8, 1], {}],
    ['10-sided Dirac die', [4, 8], { diracSides: 10 }],
  ];
  for (const [name, starts, rules] of shapes) {
    let diracTarget = 0;
    try {
      explore(starts, { ...rules, diracTarget: 10_000 });
    } catch (error) {
      diracTarget = Number((error as DiracDiceError).problems[0]?.args?.[4]);
    }
    const first = (): bigint[] => {
      const e = explore(starts, { ...rules, diracTarget });
      return e.state(e.start).wins;
    };
    const c0 = process.cpuUsage();
    const t0 = clock();
    first();
    const wall = clock() - t0;
    const c = process.cpuUsage(c0);
    const cold = { wall, cpu: (c.user + c.system) / 1000 };
    const m = measure(first, 3000, 5, 0);
    add(group, `first expansion, ${name}, Dirac target ${diracTarget} (the largest allowed)`, m, {
      note: `the first call in this process: ${fmtTime(cold.wall)} (cpu ${fmtTime(cold.cpu)})`,
    }).goals.push(under('<= 1 s', m, 1000));
  }
}

function run(): { rows: Row[]; baselineMs: { number: number; bigint: number } } {
  const rows: Row[] = [];
  const puzzle = resolveRules();
  const add = (group: string, name: string, m: Measured | null, extra: Partial<Row> = {}): Row => {
    const row: Row = {
      group,
      name,
      medianMs: m?.medianMs ?? null,
      cpuMs: m?.cpuMs ?? null,
      calls: m?.calls ?? 0,
      speedup: null,
      vsC: null,
      goals: [],
      note: '',
      ...extra,
    };
    rows.push(row);
    if (!quiet) process.stderr.write(`  ${group}: ${name}: ${fmtTime(row.medianMs)}\n`);
    return row;
  };

  // --- Part 2 on the sample: the baselines first, then every strategy.
  check('baseline (number)', baselineNumber(4, 8).join() === SAMPLE_WINS.join());
  check('baseline (BigInt)', baselineBigInt(4, 8).join() === SAMPLE_WINS.join());
  const baseNumber = measure(() => baselineNumber(4, 8));
  const baseBig = measure(() => baselineBigInt(4, 8));
  add('part 2, sample (4, 8)', 'baseline: string-keyed Map memo, number counts', baseNumber, {
    speedup: 1,
    note: 'seeds: Scala/Clojure longs',
  });
  add('part 2, sample (4, 8)', 'baseline: string-keyed Map memo, BigInt counts', baseBig, {
    speedup: baseNumber.medianMs / baseBig.medianMs,
    note: 'seeds: Erlang/Raku big ints',
  });

  const strategies: StrategyName[] = ['per-player', 'memo', 'frontier', 'weighted', 'naive'];
  for (const name of strategies) {
    const solveOnce = (): bigint[] => runStrategy(name, makeGame(SAMPLE, puzzle), puzzle).wins;
    let wins: bigint[];
    try {
      wins = solveOnce();
    } catch (error) {
      if (!(error instanceof DiracDiceError)) throw error;
      add('part 2, sample (4, 8)', name, null, { note: `refused: ${error.problems[0]?.message ?? error.message}` });
      continue;
    }
    check(name, wins.join() === SAMPLE_WINS.join());
    const m = measure(solveOnce);
    const row = add('part 2, sample (4, 8)', name, m, { speedup: baseNumber.medianMs / m.medianMs });
    if (name === 'per-player') row.goals.push(under('<= 20 us', m, 0.02));
    if (name === 'memo') {
      row.goals.push(under('<= 0.5 ms', m, 0.5));
      row.goals.push({
        text: '>= 30x baseline',
        pass: baseNumber.medianMs / m.medianMs >= 30,
        passCpu: baseNumber.cpuMs / m.cpuMs >= 30,
      });
      const stats = runStrategy('memo', makeGame(SAMPLE, puzzle), puzzle).memo;
      if (stats)
        row.note = `${stats.entries} entries, ${stats.calls} calls, ${((100 * stats.hits) / stats.calls).toFixed(1)} % hits`;
    }
  }
  const whole = measure(() => solve('Player 1 starting position: 4\nPlayer 2 starting position: 8\n'));
  add('part 2, sample (4, 8)', 'solve(): both parts, per-player', whole, {
    note: 'what the CLI and the panel call',
  });

  againstC(add);
  explorer(add);

  // --- The all-pairs table.
  check('all pairs', solveAllPairs(SAMPLE, puzzle).cells[3]?.[7]?.wins.join() === SAMPLE_WINS.join());
  const pairs = measure(() => solveAllPairs(SAMPLE, puzzle));
  add('all 100 start pairs', 'solveAllPairs (per-player, shared solo games)', pairs).goals.push(
    under('<= 0.3 ms', pairs, 0.3),
  );

  // --- Part 1.
  const part1 = (target: bigint): Rules => resolveRules({ target });
  check('part 1', playDeterministic(SAMPLE, puzzle).answer === '739785');
  add(
    'part 1 (4, 8)',
    'target 1000',
    measure(() => playDeterministic(SAMPLE, puzzle)),
  );
  const p15rules = part1(10n ** 15n);
  const p15 = measure(() => playDeterministic(SAMPLE, p15rules));
  add('part 1 (4, 8)', 'target 10^15 (cycle skipping)', p15, {
    note: `${playDeterministic(SAMPLE, p15rules).skippedCycles} cycles skipped`,
  }).goals.push(under('<= 50 us', p15, 0.05));
  const p18rules = part1(10n ** 18n);
  add(
    'part 1 (4, 8)',
    'target 10^18',
    measure(() => playDeterministic(SAMPLE, p18rules)),
  );

  // --- Part 2, per-player, beyond the puzzle.
  for (const diracTarget of [100, 1000]) {
    const r = resolveRules({ diracTarget });
    const once = () => runStrategy('per-player', makeGame(SAMPLE, r), r);
    const out = once();
    const digits = out.wins.map((w) => w.toString().length);
    const m = measure(once, 1500, diracTarget >= 1000 ? 3 : 5);
    const method =
      out.method === 'double'
        ? 'plain doubles'
        : out.method === 'digits'
          ? 'exact solo games in carry-save digits'
          : `${out.method.primes} primes (CRT)`;
    const row = add('part 2, per-player, (4, 8)', `Dirac target ${diracTarget}`, m, {
      note: `${Math.max(...digits)}-digit counts, ${method}`,
    });
    if (diracTarget === 1000) row.goals.push(under('<= 1 s, exact', m, 1000));
  }
  const four = resolveRules();
  const fourPlayers = [4, 8, 1, 6];
  const fourOnce = () => runStrategy('per-player', makeGame(fourPlayers, four), four);
  const fourWins = fourOnce().wins;
  add('part 2, per-player, (4, 8)', '4 players (4, 8, 1, 6), target 21', measure(fourOnce), {
    note: `player 1 wins in ${fourWins[0]} universes`,
  });

  checkingAnswers(add);

  return { rows, baselineMs: { number: baseNumber.medianMs, bigint: baseBig.medianMs } };
}

/**
 * checkAnswer with a wrong answer, so every family of the part is played: the issue's goal is every
 * family under the puzzle's rules within 5 ms in all. The spread is of single calls, timed one by one.
 */
function checkingAnswers(add: AddRow): void {
  const group = 'check an answer, sample (4, 8), every family';
  const text = readFileSync(SAMPLE_FILE, 'utf8');
  const t0 = clock();
  const wrong = [checkAnswer(text, 1, 1n), checkAnswer(text, 2, 1n)];
  const cold = clock() - t0;
  check(
    'checkAnswer',
    wrong.every((c) => !c.correct && c.skipped.length === 0),
  );
  check('checkAnswer diagnosis', checkAnswer(text, 2, 341960390180808n).diagnoses[0]?.id === 'other-count');
  for (const part of [1, 2] as const) {
    const families = MISTAKES.filter((m) => m.part === part).length;
    add(
      group,
      `part ${part}: ${families} families`,
      measure(() => checkAnswer(text, part, 1n)),
    );
  }
  const both = (): unknown => [checkAnswer(text, 1, 1n), checkAnswer(text, 2, 1n)];
  const all = measure(both);
  const single: number[] = [];
  for (let i = 0; i < 300; i++) {
    const s0 = clock();
    both();
    single.push(clock() - s0);
  }
  single.sort((a, b) => a - b);
  const spread = [0.1, 0.5, 0.9].map((p) => fmtTime(quantile(single, p))).join(' / ');
  add(group, `both parts: all ${MISTAKES.length} families`, all, {
    note: `single calls p10 / p50 / p90: ${spread}, max ${fmtTime(single[single.length - 1] ?? NaN)}; the first call (cold): ${fmtTime(cold)}`,
  }).goals.push(under('<= 5 ms', all, 5));
}

function printTable(rows: Row[]): void {
  const head = ['case', 'median', 'cpu', 'runs', 'vs baseline', 'vs C', 'goal', ''];
  const body = rows.map((r) => [
    r.name,
    fmtTime(r.medianMs),
    fmtTime(r.cpuMs),
    r.calls ? String(r.calls) : '-',
    r.speedup === null ? '' : `${r.speedup >= 10 ? r.speedup.toFixed(0) : r.speedup.toFixed(2)}x`,
    r.vsC === null ? '' : `${r.vsC.toFixed(2)}x`,
    r.goals.map((g) => g.text).join(', '),
    r.goals.map((g) => (g.pass ? 'PASS' : g.passCpu ? 'MISS (cpu time: PASS)' : 'MISS')).join(', '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i >= 1 && i <= 5 ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number)))
      .join('  ')
      .trimEnd();
  const out: string[] = [];
  out.push(
    `Dirac Dice benchmarks (node ${process.version}, ${process.platform}/${process.arch}, ${cpus().length} CPUs, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')})`,
  );
  out.push(
    "median: wall time per solve (performance.now), judged against the goals; cpu: this process's CPU time per solve,",
  );
  out.push(
    "which other processes on a busy machine do not inflate. vs baseline: the number-count baseline's median / this median.",
  );
  out.push(
    "vs C: this median / the C port's (gcc -O2, timed inside its own process), the median of rounds run alternately.",
  );
  let group = '';
  rows.forEach((r, i) => {
    if (r.group !== group) {
      group = r.group;
      out.push('', `${group}`, line(head), line(widths.map((w) => '-'.repeat(w))));
    }
    out.push(line(body[i] as string[]));
    if (r.note) out.push(`  ${' '.repeat(2)}${r.note}`);
  });
  const goals = rows.flatMap((r) => r.goals);
  out.push(
    '',
    `goals: ${goals.filter((g) => g.pass).length} of ${goals.length} met by wall time, ${goals.filter((g) => g.passCpu).length} of ${goals.length} by CPU time`,
  );
  console.log(out.join('\n'));
}

const { rows, baselineMs } = run();
if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      { node: process.version, cpus: cpus().length, loadavg: loadavg(), baselineMs, cases: rows },
      null,
      2,
    ),
  );
} else {
  printTable(rows);
}
