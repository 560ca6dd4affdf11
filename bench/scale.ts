/**
 * Scale benchmark: how each part 2 strategy's time and memory grow with the Dirac target, the
 * board, the Dirac die's sides, the rolls per turn and the number of players, and the cases the
 * requirements name. `npm run bench:scale [-- --json] [-- --quick] [-- --kernel] [-- --rounds N] [-- --timeout S]`.
 *
 * Every case runs in a fresh node process (bench/harness.ts's runner), so its peak memory is its
 * own. The required cases go through the built
 * CLI (dist/cli.js's `main`, with --json), as a user would run them; the growth series call
 * makeGame + runStrategy directly, so only the strategy asked for runs. A case is killed after
 * the timeout and reported as "> N s". The Markdown report is printed (or JSON with --json) and
 * written to test-output/scale.md and test-output/scale.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { DiracDiceError, LIMITS, resolveRules, RULE_TABLE, type RulesInput, type StrategyName } from '../src/core';
import { estimateCost } from '../src/core/estimates';
import { makeGame, type ExactSolo } from '../src/core/game';
import { MEMO_STATE_LIMIT, TREE_NODE_LIMIT } from '../src/core/limits';
import { runStrategy } from '../src/core/solvePart2';
import { playExactSolo } from '../src/core/part2/perPlayer';
import { answerSoloJob, playOnThreads } from '../src/worker/nodeSoloThreads';
import { largestAllowedTarget, runCase as runChild, serveCase, spread } from './harness';
import { buildNative, kernelDigest, runKernel, type KernelRun } from './native';

// ---------------------------------------------------------------------------------------------
// The worker: runs one case and prints one JSON line.

type NumericRules = Partial<Record<'boardSize' | 'rollsPerTurn' | 'diracSides' | 'diracTarget', number>>;

type Spec =
  | { kind: 'idle' }
  | { kind: 'cli'; args: string[] }
  /** The exact solo kernel alone, both players of the puzzle's board (starts 4 and 8), on one thread or two. */
  | { kind: 'kernel'; target: number; threads: 1 | 2 }
  | { kind: 'strategy'; strategy: StrategyName; positions: number[]; rules: NumericRules };

/** What a child reports about its case (bench/harness.ts adds the time, CPU time and peak memory). */
interface Report {
  status: 'ok' | 'refused' | 'error';
  message?: string;
  /** Decimal digits of the answer (part 2: the larger count). */
  digits?: number;
  /** Fingerprint of the counts (digits, first and last digits of each), to check strategies agree. */
  digest?: string;
  method?: string;
  statesTouched?: number;
  /** estimateCost(game).steps, the number solve() compares with LIMITS.maxWork. */
  estSteps?: number;
}

/** A case's results as the results file keeps them. */
interface WorkerResult extends Report {
  /** Time of the work itself inside the child (performance.now), ms. */
  computeMs: number;
  /** CPU time of the child over the same span (user + system), ms. */
  cpuMs: number;
  /** Peak resident set of the child, kB. */
  maxRssKB: number;
}

function fingerprint(values: readonly string[]): string {
  return values.map((v) => (v.length <= 24 ? v : `${v.slice(0, 10)}..${v.slice(-10)}(${v.length})`)).join('/');
}

function describeMethod(method: unknown): string {
  if (typeof method === 'string') return method;
  if (method && typeof method === 'object' && 'primes' in method)
    return `crt:${String((method as { primes: unknown }).primes)}`;
  return String(method);
}

async function runWorker(spec: Spec, stop: () => void): Promise<Report> {
  if (spec.kind === 'idle') return { status: 'ok' };
  if (spec.kind === 'kernel') {
    const rules = { diracTarget: spec.target };
    const starts = [3, 7];
    const played =
      spec.threads === 2
        ? await playOnThreads(__filename, rules, starts)
        : new Map(starts.map((s) => [s, playExactSolo(rules, s)]));
    const solos = starts.map((s) => played.get(s) as ExactSolo);
    // Timed before the digest, as the C port times its work before hashing.
    stop();
    return {
      status: 'ok',
      digest: kernelDigest(solos.map((solo) => solo.wins)),
      statesTouched: solos.reduce((a, solo) => a + solo.states, 0),
    };
  }
  if (spec.kind === 'cli') {
    // The built CLI, loaded at run time (not bundled here): its `main` is what `node dist/cli.js` runs.
    const cli = createRequire(__filename)(join(__dirname, 'cli.js')) as {
      main(argv: string[]): Promise<{ code: number; out: string; err: string }>;
    };
    const ran = await cli.main(spec.args);
    if (ran.code !== 0) {
      const refused = /too-expensive|limit is/.test(ran.err);
      return { status: refused ? 'refused' : 'error', message: ran.err.trim().split('\n')[0] };
    }
    const result = JSON.parse(ran.out) as {
      part1: { answer: string } | null;
      part2: { answer: string; wins: string[] } | null;
    };
    const answer = result.part2?.answer ?? result.part1?.answer ?? '';
    return { status: 'ok', digits: answer.length, digest: fingerprint(result.part2?.wins ?? [answer]) };
  }
  const rules = resolveRules(spec.rules as RulesInput);
  let game;
  try {
    game = makeGame(spec.positions, rules);
    const outcome = runStrategy(spec.strategy, game, rules);
    const wins = outcome.wins.map(String);
    const report: Report = {
      status: 'ok',
      digits: Math.max(...wins.map((w) => w.length)),
      digest: fingerprint(wins),
      method: describeMethod(outcome.method),
      statesTouched: outcome.statesTouched,
    };
    stop();
    return { ...report, estSteps: estimateCost(game).steps };
  } catch (error) {
    stop();
    if (error instanceof DiracDiceError && error.kind === 'limit') {
      const r: Report = { status: 'refused', message: error.problems[0]?.message ?? error.message };
      return game ? { ...r, estSteps: estimateCost(game).steps } : r;
    }
    return { status: 'error', message: (error as Error).message };
  }
}

// ---------------------------------------------------------------------------------------------
// The parent: spawns one child per case.

interface CaseRun extends Partial<WorkerResult> {
  /** Spawn to exit, as seen from here (node start-up and bundle load included), ms. */
  wallMs: number;
  timedOut: boolean;
  /** 'ok' | 'refused' | 'error' | 'timeout' */
  outcome: string;
}

const argv = process.argv.slice(2);
const flag = (name: string): boolean => argv.includes(name);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const quick = flag('--quick');
/** Only the kernel against its C port (no required cases, no growth series). */
const onlyKernel = flag('--kernel');
const RESULTS = 'test-output/scale.json';
const TIMEOUT_MS = Number(option('--timeout') ?? (quick ? 20 : 60)) * 1000;
/** The largest allowed requests are expected to take tens of seconds: they get a longer timeout. */
const LARGEST_TIMEOUT_MS = Math.max(TIMEOUT_MS, 300_000);
const STOP_MS = 10_000;

function progress(text: string): void {
  process.stderr.write(`${text}\n`);
}

async function runCase(spec: Spec, timeoutMs: number): Promise<CaseRun> {
  const run = await runChild<Spec, Report>(spec, timeoutMs);
  const { wallMs, timedOut } = run;
  if (timedOut) return { wallMs, timedOut, outcome: 'timeout' };
  if (run.report) {
    const { peakKB, ...r } = run.report;
    return { ...r, maxRssKB: peakKB, wallMs, timedOut, outcome: r.status };
  }
  const why =
    run.stderr
      .trim()
      .split('\n')
      .filter((l) => /Error|error|heap/.test(l))
      .pop() ?? `exit ${run.exit}`;
  return { wallMs, timedOut, outcome: 'error', status: 'error', message: why.slice(0, 200) };
}

function fmtMs(ms: number | undefined): string {
  if (ms === undefined) return '-';
  if (ms < 1) return `${ms.toFixed(2)} ms`;
  if (ms < 100) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${ms.toFixed(0)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}
const fmtMB = (kB: number | undefined): string => (kB === undefined ? '-' : `${(kB / 1024).toFixed(0)} MB`);
const group = (n: number): string => n.toLocaleString('en-US');
const sci = (n: number | undefined): string => (n === undefined ? '-' : n.toExponential(1).replace('e+', 'e'));

// --- Required cases --------------------------------------------------------------------------

interface RequiredCase {
  name: string;
  strategy: string;
  args: string[];
  /** Steps estimateCost gives (part 2), for reference against LIMITS.maxWork. */
  estSteps?: number;
  timeoutMs: number;
  note?: string;
  run?: CaseRun;
}

const PUZZLE = [4, 8];
const EIGHT = [4, 8, 2, 6, 1, 10, 3, 7];
const TEN = [4, 8, 2, 6, 1, 10, 3, 7, 5, 9];

function estimate(positions: number[], rules: NumericRules): number {
  return estimateCost(makeGame(positions, resolveRules(rules as RulesInput))).steps;
}

/** The largest Dirac target the default limits allow (its estimated cost within LIMITS.maxWork), with the costs either side. */
function largestAllowed(
  positions: number[],
  rules: NumericRules,
): { target: number; steps: number; nextSteps: number } {
  const target = largestAllowedTarget('per-player', positions, rules as RulesInput);
  const max = (RULE_TABLE.find((rule) => rule.name === 'diracTarget') as { max: number }).max;
  return {
    target,
    steps: estimate(positions, { ...rules, diracTarget: target }),
    nextSteps: target === max ? Infinity : estimate(positions, { ...rules, diracTarget: target + 1 }),
  };
}

function cliArgs(positions: number[], rules: NumericRules, extra: string[] = []): string[] {
  const a = ['--players', positions.join(','), '--json'];
  if (rules.boardSize !== undefined) a.push('--board', String(rules.boardSize));
  if (rules.rollsPerTurn !== undefined) a.push('--rolls', String(rules.rollsPerTurn));
  if (rules.diracSides !== undefined) a.push('--dirac-sides', String(rules.diracSides));
  if (rules.diracTarget !== undefined) a.push('--dirac-target', String(rules.diracTarget));
  return [...a, ...extra];
}

function requiredCases(): RequiredCase[] {
  const p2 = (
    name: string,
    positions: number[],
    rules: NumericRules,
    timeoutMs = TIMEOUT_MS,
    note?: string,
  ): RequiredCase => ({
    name,
    strategy: 'per-player',
    args: cliArgs(positions, rules, ['--part', '2', '--strategy', 'per-player']),
    estSteps: estimate(positions, rules),
    timeoutMs,
    note,
  });
  const cases: RequiredCase[] = [
    p2('board 100, Dirac target 1,000 (4, 8)', PUZZLE, { boardSize: 100, diracTarget: 1000 }),
    p2("Dirac target 2,000, puzzle's board (4, 8)", PUZZLE, { diracTarget: 2000 }),
    p2("8 players (4, 8, 2, 6, 1, 10, 3, 7), puzzle's rules", EIGHT, {}),
    p2('20-sided Dirac die, 5 rolls per turn (4, 8)', PUZZLE, { diracSides: 20, rollsPerTurn: 5 }),
    {
      name: 'part 1, target 10^18 (4, 8)',
      strategy: 'part 1',
      args: ['--players', '4,8', '--json', '--part', '1', '--target', `1${'0'.repeat(18)}`],
      timeoutMs: TIMEOUT_MS,
    },
    {
      name: 'part 1, target 10^100 (4, 8)',
      strategy: 'part 1',
      args: ['--players', '4,8', '--json', '--part', '1', '--target', `1${'0'.repeat(100)}`],
      timeoutMs: TIMEOUT_MS,
    },
  ];
  const shapes: Array<[string, number[], NumericRules]> = [
    ["puzzle's board (4, 8)", PUZZLE, {}],
    ...(quick
      ? []
      : ([
          ['board 1000 (4, 8)', PUZZLE, { boardSize: 1000 }],
          ["10 players, puzzle's board", TEN, {}],
        ] as Array<[string, number[], NumericRules]>)),
  ];
  for (const [label, positions, rules] of shapes) {
    const { target, steps, nextSteps } = largestAllowed(positions, rules);
    const c = p2(
      `largest allowed: ${label}, Dirac target ${group(target)}`,
      positions,
      { ...rules, diracTarget: target },
      LARGEST_TIMEOUT_MS,
      `estimateCost ${steps.toPrecision(4)} steps <= LIMITS.maxWork ${sci(LIMITS.maxWork)}; target ${group(target + 1)} estimates ${nextSteps.toPrecision(4)} and is refused`,
    );
    cases.push(c);
    // The next target up, to show it is refused (and how fast).
    cases.push({
      ...p2(`one over the limit: ${label}, Dirac target ${group(target + 1)}`, positions, {
        ...rules,
        diracTarget: target + 1,
      }),
      estSteps: nextSteps,
    });
  }
  return cases;
}

// --- Growth series ---------------------------------------------------------------------------

type DimKey = 'diracTarget' | 'boardSize' | 'diracSides' | 'rollsPerTurn' | 'players';
interface Dimension {
  key: DimKey;
  label: string;
  values: number[];
}

const DIMENSIONS: Dimension[] = quick
  ? [
      { key: 'diracTarget', label: 'Dirac target', values: [21, 100, 500] },
      { key: 'boardSize', label: 'board', values: [10, 100] },
      { key: 'diracSides', label: 'Dirac die sides', values: [3, 20] },
      { key: 'rollsPerTurn', label: 'rolls per turn', values: [1, 3, 5] },
      { key: 'players', label: 'players', values: [2, 3, 4] },
    ]
  : [
      // The values asked for, then on to the rule's limit while the series keeps going.
      { key: 'diracTarget', label: 'Dirac target', values: [21, 50, 100, 200, 500, 1000, 2000, 3000, 5000, 10000] },
      { key: 'boardSize', label: 'board', values: [10, 20, 50, 100, 200, 500, 1000] },
      { key: 'diracSides', label: 'Dirac die sides', values: [3, 6, 10, 20, 50, 100] },
      { key: 'rollsPerTurn', label: 'rolls per turn', values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20] },
      { key: 'players', label: 'players', values: [2, 3, 4, 5, 6, 7, 8, 9, 10] },
    ];

const STRATEGIES: StrategyName[] = ['per-player', 'memo', 'frontier', 'weighted', 'naive'];

interface SeriesPoint {
  strategy: StrategyName;
  dimension: DimKey;
  value: number;
  run: CaseRun;
  overMaxWork: boolean;
}

function caseFor(dim: DimKey, value: number): { positions: number[]; rules: NumericRules } {
  if (dim === 'players') return { positions: TEN.slice(0, value), rules: {} };
  return { positions: PUZZLE, rules: { [dim]: value } };
}

/** Why a series ended, or null while it goes on. */
function stopReason(run: CaseRun): string | null {
  if (run.outcome === 'refused') return 'refused';
  if (run.outcome === 'timeout') return `> ${TIMEOUT_MS / 1000} s`;
  if (run.outcome === 'error') return `error: ${run.message ?? ''}`;
  // CPU time decides, so load from other processes does not end a series early (wall time is reported too).
  if ((run.cpuMs ?? run.computeMs ?? 0) > STOP_MS) return `${fmtMs(run.computeMs)}, CPU ${fmtMs(run.cpuMs)}`;
  return null;
}

// --- The exact kernel against its C port -------------------------------------------------------

/** 2,600: the default cap must allow at least this target on the puzzle's board (its peak memory is in the table). */
const KERNEL_TARGETS = quick ? [1000] : [1000, 1500, 2000, 2600, 3000];
const KERNEL_ROUNDS = Number(option('--rounds') ?? (quick ? 1 : 3));

interface KernelRow {
  target: number;
  one: CaseRun[];
  two: CaseRun[];
  c: KernelRun[];
  /** Whether every run's digest and states were the C port's. */
  agree: boolean;
}

/**
 * Both players' exact solo games of the puzzle's board at each target: in TypeScript on one thread
 * and on two (worker start included), and the C port (bench/c/kernel.c, gcc -O2), run in turn
 * round by round, so the ratios are paired. Empty without a C compiler.
 */
async function kernelRows(): Promise<KernelRow[] | string> {
  const built = buildNative();
  if (typeof built === 'string') return built;
  const rows: KernelRow[] = [];
  for (const target of KERNEL_TARGETS) {
    const row: KernelRow = { target, one: [], two: [], c: [], agree: true };
    for (let round = 0; round < KERNEL_ROUNDS; round++) {
      row.one.push(await runCase({ kind: 'kernel', target, threads: 1 }, LARGEST_TIMEOUT_MS));
      row.c.push(runKernel(built.binaries.kernel, target));
      row.two.push(await runCase({ kind: 'kernel', target, threads: 2 }, LARGEST_TIMEOUT_MS));
    }
    const c = row.c[0] as KernelRun;
    row.agree = [...row.one, ...row.two].every((r) => r.digest === c.digest && r.statesTouched === c.states);
    progress(
      `kernel ${target}: ${row.one.map((r) => fmtMs(r.computeMs)).join(' ')} / C ${row.c.map((r) => fmtMs(r.wallMs)).join(' ')}`,
    );
    rows.push(row);
  }
  return rows;
}

/** The kernel table in Markdown. */
function kernelTable(rows: KernelRow[] | string): string[] {
  if (typeof rows === 'string') return ['### The exact kernel against its C port', '', `Not measured: ${rows}.`, ''];
  const ratio = (ts: CaseRun[], c: KernelRun[], key: 'computeMs' | 'cpuMs'): string =>
    spread(
      ts.map((r, i) => (r[key] ?? NaN) / ((key === 'cpuMs' ? c[i]?.cpuMs : c[i]?.wallMs) ?? NaN)),
      (x) => `${x.toFixed(2)}x`,
    );
  const md = [
    "### The exact kernel against its C port (both players' solo games, puzzle's board, starts 4 and 8)",
    '',
    `Median (min-max) of ${KERNEL_ROUNDS} rounds; each round runs TypeScript on one thread, the C port (bench/c/kernel.c, gcc -O2) and TypeScript on two worker threads (their start included), in turn, and the ratios are taken round by round. ` +
      'TypeScript times are inside a fresh node process (JIT warm-up included); the C time is its own clock around the same work.',
    '',
    '| Dirac target | TS, one thread | CPU | peak RSS | TS, two threads | C port | C CPU | one thread / C | its CPU / C CPU | two threads / C | same counts |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const r of rows) {
    md.push(
      `| ${group(r.target)} | ${spread(
        r.one.map((x) => x.computeMs ?? NaN),
        fmtMs,
      )} | ${spread(
        r.one.map((x) => x.cpuMs ?? NaN),
        fmtMs,
      )} | ${spread(
        r.one.map((x) => x.maxRssKB ?? NaN),
        fmtMB,
      )} | ` +
        `${spread(
          r.two.map((x) => x.computeMs ?? NaN),
          fmtMs,
        )} | ${spread(
          r.c.map((x) => x.wallMs),
          fmtMs,
        )} | ${spread(
          r.c.map((x) => x.cpuMs),
          fmtMs,
        )} | ` +
        `${ratio(r.one, r.c, 'computeMs')} | ${ratio(r.one, r.c, 'cpuMs')} | ${ratio(r.two, r.c, 'computeMs')} | ${r.agree ? 'yes' : 'NO'} |`,
    );
  }
  md.push('');
  return md;
}

// --- Main ------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = new Date();
  const t0 = performance.now();
  const loadStart = loadavg();
  progress(
    `scale benchmark: load average ${loadStart.map((x) => x.toFixed(2)).join(' ')}; timeout ${TIMEOUT_MS / 1000} s per case`,
  );

  const idle = await runCase({ kind: 'idle' }, TIMEOUT_MS);
  progress(`idle child: ${fmtMB(idle.maxRssKB)}, ${fmtMs(idle.wallMs)} wall`);

  const kernel = await kernelRows();
  const required = onlyKernel ? [] : requiredCases();
  for (const c of required) {
    progress(`required: ${c.name.trim()} ...`);
    c.run = await runCase({ kind: 'cli', args: c.args }, c.timeoutMs);
    progress(
      `  ${c.run.outcome}: ${fmtMs(c.run.wallMs)} wall, ${fmtMB(c.run.maxRssKB)}, ${c.run.digits ?? '-'} digits`,
    );
  }

  const series: SeriesPoint[] = [];
  const stops: Record<string, string> = {};
  for (const dim of onlyKernel ? [] : DIMENSIONS) {
    for (const strategy of STRATEGIES) {
      for (const value of dim.values) {
        const { positions, rules } = caseFor(dim.key, value);
        const run = await runCase({ kind: 'strategy', strategy, positions, rules }, TIMEOUT_MS);
        const overMaxWork = (run.estSteps ?? estimate(positions, rules)) > LIMITS.maxWork;
        series.push({ strategy, dimension: dim.key, value, run, overMaxWork });
        progress(
          `${dim.label} ${value}, ${strategy}: ${run.outcome} ${fmtMs(run.computeMs)} (${fmtMs(run.wallMs)} wall), ${fmtMB(run.maxRssKB)}`,
        );
        const why = stopReason(run);
        if (why) {
          stops[`${strategy}|${dim.key}`] = `${value}: ${why}`;
          break;
        }
      }
    }
  }

  // Strategies must agree wherever two of them answered the same case.
  let comparisons = 0;
  const disagreements: string[] = [];
  for (const dim of DIMENSIONS) {
    for (const value of dim.values) {
      const done = series.filter((p) => p.dimension === dim.key && p.value === value && p.run.outcome === 'ok');
      for (const p of done.slice(1)) {
        comparisons++;
        if (p.run.digest !== done[0]?.run.digest)
          disagreements.push(
            `${dim.label} ${value}: ${p.strategy} ${p.run.digest} vs ${done[0]?.strategy} ${done[0]?.run.digest}`,
          );
      }
    }
  }

  const biggest = (
    strategy: StrategyName,
    dim: Dimension,
    limitMs: number,
    by: 'computeMs' | 'cpuMs' = 'computeMs',
  ): number | null => {
    const ok = series.filter(
      (p) =>
        p.strategy === strategy &&
        p.dimension === dim.key &&
        p.run.outcome === 'ok' &&
        (p.run[by] ?? Infinity) <= limitMs,
    );
    return ok.length ? Math.max(...ok.map((p) => p.value)) : null;
  };

  const loadEnd = loadavg();
  const totalMs = performance.now() - t0;

  // ----- Markdown.
  const md: string[] = [];
  const cpuModel = cpus()[0]?.model.trim() ?? '?';
  md.push('## Scale: time and memory by size (`npm run bench:scale`)', '');
  md.push(
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC with node ${process.version} on ${process.platform}/${process.arch}, ${cpus().length} CPUs (${cpuModel}), ` +
      `load average ${loadStart.map((x) => x.toFixed(2)).join(' / ')} at the start and ${loadEnd.map((x) => x.toFixed(2)).join(' / ')} at the end (other processes were running); ` +
      `the whole run took ${fmtMs(totalMs)}.`,
  );
  md.push('');
  md.push(
    `Each case runs in a fresh node process. **time** is the work inside that process (performance.now around the CLI's \`main\` or around makeGame + runStrategy); ` +
      `**wall** adds node's start-up, seen from outside; **peak RSS** is the process's peak resident memory, /proc's VmHWM (a child doing nothing peaks at ${fmtMB(idle.maxRssKB)}). ` +
      `Timeout ${TIMEOUT_MS / 1000} s a case (${LARGEST_TIMEOUT_MS / 1000} s for the largest allowed requests).`,
  );
  md.push('');
  md.push(...kernelTable(kernel));
  md.push('### Required cases (through the CLI: `dirac-dice --players ... --json`)', '');
  md.push(
    "PASS/MISS judges the wall time (start-up included) against 10 s; CPU is the process's CPU time, which load from other processes does not inflate.",
    '',
  );
  md.push('| case | strategy | digits | est. steps | time | wall | CPU | peak RSS | ≤ 10 s |');
  md.push('|---|---|--:|--:|--:|--:|--:|--:|---|');
  for (const c of required) {
    const r = c.run as CaseRun;
    const within =
      r.outcome === 'refused'
        ? `refused in ${fmtMs(r.wallMs)}`
        : r.outcome === 'ok' && r.wallMs <= STOP_MS
          ? 'PASS'
          : 'MISS';
    const status =
      r.outcome === 'ok' || r.outcome === 'refused'
        ? ''
        : r.outcome === 'timeout'
          ? ` (> ${c.timeoutMs / 1000} s)`
          : ` (${r.outcome}: ${r.message ?? ''})`;
    md.push(
      `| ${c.name.trim()}${status} | ${c.strategy} | ${r.digits ?? '-'} | ${c.estSteps === undefined ? '-' : sci(c.estSteps)} | ${fmtMs(r.computeMs)} | ${r.outcome === 'timeout' ? `> ${c.timeoutMs / 1000} s` : fmtMs(r.wallMs)} | ${fmtMs(r.cpuMs)} | ${fmtMB(r.maxRssKB)} | ${within} |`,
    );
  }
  for (const c of required.filter((x) => x.note)) md.push('', `- ${c.name.trim()}: ${c.note}.`);
  md.push('');

  md.push(
    "### Biggest case within 1 s / within 10 s (one dimension varied from the puzzle's rules: board 10, Dirac target 21, 3-sided die, 3 rolls, 2 players)",
    '',
  );
  md.push(
    `Time is the strategy's own (makeGame + runStrategy in a fresh process), wall clock; where judging by the process's CPU time instead (which load from other processes does not inflate) gives other values, they follow in brackets. ` +
      `A value marked \\* is the largest tested (no limit found); "stopped" is where the series ended ` +
      `(CPU time over 10 s, a timeout, an error, or refused: memo and frontier above ${group(MEMO_STATE_LIMIT)} states, weighted and naive above ${group(TREE_NODE_LIMIT)} calls).`,
    '',
  );
  md.push(`| strategy | ${DIMENSIONS.map((d) => d.label).join(' | ')} |`);
  md.push(`|---|${DIMENSIONS.map(() => '---').join('|')}|`);
  for (const s of STRATEGIES) {
    const cells = DIMENSIONS.map((d) => {
      const one = biggest(s, d, 1000);
      const ten = biggest(s, d, STOP_MS);
      const last = d.values[d.values.length - 1];
      const mark = (v: number | null): string => (v === null ? 'none' : `${group(v)}${v === last ? '\\*' : ''}`);
      const stop = stops[`${s}|${d.key}`];
      const oneCpu = biggest(s, d, 1000, 'cpuMs');
      const tenCpu = biggest(s, d, STOP_MS, 'cpuMs');
      const cpu = oneCpu !== one || tenCpu !== ten ? ` [CPU time: ${mark(oneCpu)} / ${mark(tenCpu)}]` : '';
      return `${mark(one)} / ${mark(ten)}${cpu}${stop ? ` (stopped ${stop})` : ''}`;
    });
    md.push(`| ${s} | ${cells.join(' | ')} |`);
  }
  md.push('');
  md.push(
    `Strategies agreed on every case that more than one of them answered (${comparisons} comparisons)${disagreements.length ? `, EXCEPT: ${disagreements.join('; ')}` : ''}.`,
  );
  md.push('');

  md.push(
    '### Growth (time · peak RSS per case; the CPU time follows where load made the wall time a quarter longer or more; "-" where the series had already stopped)',
    '',
  );
  for (const dim of DIMENSIONS) {
    md.push(`**${dim.label}**`, '');
    md.push(`| ${dim.label} | digits | per-player est. steps | ${STRATEGIES.join(' | ')} |`);
    md.push(`|--:|--:|--:|${STRATEGIES.map(() => '--:').join('|')}|`);
    for (const value of dim.values) {
      const points = series.filter((p) => p.dimension === dim.key && p.value === value);
      if (points.length === 0) continue;
      const digits = points.find((p) => p.run.digits !== undefined)?.run.digits;
      const { positions, rules } = caseFor(dim.key, value);
      const steps = estimate(positions, rules);
      const cells = STRATEGIES.map((s) => {
        const p = points.find((q) => q.strategy === s);
        if (!p) return '-';
        const r = p.run;
        if (r.outcome === 'refused') return `refused (${fmtMs(r.computeMs)})`;
        if (r.outcome === 'timeout') return `> ${TIMEOUT_MS / 1000} s`;
        if (r.outcome === 'error') return `error (${(r.message ?? '').replace(/^internal error: /, '').slice(0, 40)})`;
        const wall = r.computeMs ?? 0;
        const cpu = r.cpuMs ?? wall;
        const busy = wall > 1.25 * cpu && wall - cpu > 20 ? ` (CPU ${fmtMs(cpu)})` : '';
        return `${fmtMs(wall)}${busy} · ${fmtMB(r.maxRssKB)}`;
      });
      md.push(
        `| ${group(value)}${steps > LIMITS.maxWork ? ' †' : ''} | ${digits ?? '-'} | ${sci(steps)} | ${cells.join(' | ')} |`,
      );
    }
    md.push('');
  }
  md.push(
    `† over LIMITS.maxWork (${sci(LIMITS.maxWork)} estimated steps): \`solve\` and the CLI refuse it unless --max-work / diracDice.maxWork is raised; measured here through runStrategy directly.`,
  );
  const errors = series.filter((p) => p.run.outcome === 'error');
  if (errors.length)
    md.push('', ...errors.map((p) => `- error: ${p.dimension} ${p.value} ${p.strategy}: ${p.run.message ?? ''}`));
  const markdown = md.join('\n') + '\n';

  const json = {
    startedAt: started.toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel,
    loadavgStart: loadStart,
    loadavgEnd: loadEnd,
    totalMs,
    timeoutMs: TIMEOUT_MS,
    idle,
    kernel,
    required: required.map(({ name, strategy, args, estSteps, note, run }) => ({
      name: name.trim(),
      strategy,
      args,
      estSteps,
      note,
      run,
      within10s: run ? run.outcome === 'ok' && run.wallMs <= STOP_MS : false,
    })),
    biggest: Object.fromEntries(
      STRATEGIES.map((s) => [
        s,
        Object.fromEntries(
          DIMENSIONS.map((d) => [
            d.key,
            {
              within1s: biggest(s, d, 1000),
              within10s: biggest(s, d, STOP_MS),
              stopped: stops[`${s}|${d.key}`] ?? null,
            },
          ]),
        ),
      ]),
    ),
    series,
    comparisons,
    disagreements,
  };
  mkdirSync('test-output', { recursive: true });
  writeFileSync('test-output/scale.md', markdown);
  // A --kernel run replaces only the kernel rows, with their own date and load, of the last full run's results.
  const last = onlyKernel && existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : undefined;
  const kernelRun = { startedAt: json.startedAt, loadavgStart: loadStart, loadavgEnd: loadEnd };
  const results = last?.series?.length ? { ...last, kernel, kernelRun } : json;
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(flag('--json') ? `${JSON.stringify(json, null, 2)}\n` : markdown);
}

if (answerSoloJob()) {
  // A solo thread of a 'kernel' case: answered.
} else if (serveCase(runWorker)) {
  // A case: measured and reported by the harness.
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
