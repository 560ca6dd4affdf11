/**
 * What the benchmarks that run each case in a fresh process share (bench:scale, bench:worst), and
 * what `npm run figures` asks of the limits:
 *  - the runner: the bench's own bundle run again with `--case JSON`, one process per case, killed
 *    after a timeout; the child measures the work (its time, its CPU time, its peak memory) and
 *    prints one JSON line;
 *  - the one search for the largest Dirac target a request's limits allow.
 * Every bench is built by esbuild.mjs (dist/bench.js, dist/scale.js, dist/worst-case.js, and this
 * file alone as dist/bench-harness.js for scripts/figures.mjs).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DiracDiceError, LIMITS, resolveRules, RULE_TABLE, type RulesInput, type StrategyName } from '../src/core';
import { checkAllPairs, checkCost } from '../src/core/estimates';
import { makeGame } from '../src/core/game';
import { refuseIfTooBig, refuseIfTooManyNodes } from '../src/core/estimates';

// ---------------------------------------------------------------------------------------------
// The largest allowed request.

/** What a request asks for: part 2 with a strategy, the all-pairs table, or part 1. */
export type What = StrategyName | 'all-pairs' | 'part 1';

/** Whether the guard lets the request through. */
function allowed(guard: () => unknown): boolean {
  try {
    guard();
    return true;
  } catch (error) {
    if (error instanceof DiracDiceError && error.kind === 'limit') return false;
    throw error;
  }
}

/** Whether a request with the default limits passes everything it checks before it runs. */
export function allowedByDefault(what: What, positions: readonly number[], input: RulesInput): boolean {
  const rules = resolveRules(input);
  if (what === 'part 1') return true;
  const game = makeGame(positions, rules);
  if (what === 'all-pairs') return allowed(() => checkAllPairs(game));
  if (!allowed(() => checkCost(game, LIMITS.maxWork))) return false;
  switch (what) {
    case 'memo':
    case 'frontier':
      return allowed(() => refuseIfTooBig(game, what));
    case 'weighted':
    case 'naive':
      return allowed(() => refuseIfTooManyNodes(game, what));
    default:
      return true;
  }
}

/**
 * The largest Dirac target (1 up to the rule's maximum) that the default limits allow for this
 * request, by bisection (every cost grows with the target); 0 when even 1 is refused.
 */
export function largestAllowedTarget(what: What, positions: readonly number[], rules: RulesInput = {}): number {
  const max = (RULE_TABLE.find((rule) => rule.name === 'diracTarget') as { max: number }).max;
  const passes = (diracTarget: number): boolean => allowedByDefault(what, positions, { ...rules, diracTarget });
  if (!passes(1)) return 0;
  let lo = 1;
  let hi = max + 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (passes(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

// ---------------------------------------------------------------------------------------------
// One process per case.

/** What the child measured around the work, besides the work's own report. */
export interface Measured {
  /** Time of the work itself inside the child (performance.now), ms. */
  computeMs: number;
  /** CPU time of the child over the same span (user + system, all threads), ms. */
  cpuMs: number;
  /** Peak resident memory of the child, kB. */
  peakKB: number;
}

export interface CaseRun<R> {
  /** Spawn to exit, as seen from the parent (Node's start-up and the bundle's load included), ms. */
  wallMs: number;
  /** Killed at the timeout. */
  timedOut: boolean;
  /** The child's report, when it printed one. */
  report?: R & Measured;
  /** Exit code or signal, and the child's stderr, for a child that printed no report. */
  exit?: number | string | null;
  stderr: string;
}

/**
 * Peak resident memory of this process, kB: /proc's VmHWM where there is one (Linux keeps
 * resourceUsage().maxRSS across exec, so a child would report its parent's peak), else maxRSS.
 */
function peakKB(): number {
  try {
    const hwm = /VmHWM:\s*(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]);
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS;
}

const CASE_FLAG = '--case';

/**
 * In a child (`--case JSON` on the command line): runs `work` on the case, prints its report with
 * the measurements as one JSON line, and returns true. In the parent, returns false. The work is
 * measured up to its end, or up to its call of `stop` when what follows is not to be counted.
 */
export function serveCase<S, R extends object>(work: (spec: S, stop: () => void) => R | Promise<R>): boolean {
  const at = process.argv.indexOf(CASE_FLAG);
  if (at < 0) return false;
  const spec = JSON.parse(process.argv[at + 1] as string) as S;
  let measured: Measured | undefined;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const stop = (): void => {
    if (measured) return;
    const computeMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    measured = { computeMs, cpuMs: (cpu.user + cpu.system) / 1000, peakKB: peakKB() };
  };
  void Promise.resolve(work(spec, stop)).then((report) => {
    stop();
    process.stdout.write(`${JSON.stringify({ ...report, ...measured })}\n`);
  });
  return true;
}

/** Runs one case in a fresh node process (this same bundle with `--case`), killed after `timeoutMs`. */
export function runCase<S, R>(spec: S, timeoutMs: number): Promise<CaseRun<R>> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [process.argv[1] as string, CASE_FLAG, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const wallMs = performance.now() - t0;
      const line = out.trim().split('\n').pop() ?? '';
      if (!timedOut) {
        try {
          return resolve({ wallMs, timedOut, report: JSON.parse(line) as R & Measured, stderr });
        } catch {
          // no report: the exit says why
        }
      }
      resolve({ wallMs, timedOut, exit: code ?? signal, stderr });
    });
  });
}

/** median (min-max) of the finite values, each shown by `show` (the scale bench's and the figures' kernel tables). */
export function spread(values: number[], show: (x: number) => string): string {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return '-';
  const mid = sorted[(sorted.length - 1) >> 1] as number;
  return sorted.length === 1
    ? show(mid)
    : `${show(mid)} (${show(sorted[0] as number)}-${show(sorted.at(-1) as number)})`;
}
