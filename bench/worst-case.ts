/**
 * Worst allowed cases: for each part 2 strategy, the all-pairs table and part 1, the largest
 * request its limits still allow (bench/harness.ts's search, with the limits' own guards),
 * then timed. `npm run bench:worst [-- --json] [-- --timeout S]`.
 *
 * Every case runs in a fresh node process (bench/harness.ts's runner) with a timeout, so its wall
 * time includes Node's start-up and its peak memory is its own. A case runs through the public
 * functions a caller would use (solvePart2 with the strategy asked for, solveAllPairs, solve for part 1),
 * with the default limits. The promise checked: anything
 * allowed by default ends within 10 s.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { DiracDiceError, resolveRules, solve, solveAllPairs, solvePart2, type RulesInput } from '../src/core';
import { largestAllowedTarget, runCase, serveCase, type What } from './harness';

interface Case {
  what: What;
  label: string;
  positions: number[];
  rules: RulesInput;
}

const PUZZLE = [4, 8];

/** Rule families each case is searched in: the puzzle's, and the ones where a strategy is weakest. */
function cases(): Case[] {
  const out: Case[] = [];
  const add = (what: What, family: string, positions: number[], rules: RulesInput): void => {
    const diracTarget = largestAllowedTarget(what, positions, rules);
    if (diracTarget === 0) return;
    out.push({ what, label: `${family}, Dirac target ${diracTarget}`, positions, rules: { ...rules, diracTarget } });
  };
  add('per-player', "puzzle's rules", PUZZLE, {});
  add('per-player', 'board 1000', PUZZLE, { boardSize: 1000 });
  add('per-player', '10 players', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], {});
  add('per-player', 'board 100, 6-sided die (16 moves: two passes of sources)', PUZZLE, {
    boardSize: 100,
    diracSides: 6,
  });
  add('per-player', '100-sided die, 3 rolls (no digit size: BigInt)', PUZZLE, { diracSides: 100 });
  add('memo', "puzzle's rules", PUZZLE, {});
  add('memo', '3 players, board 6, 4-sided die, 2 rolls', [1, 3, 4], { boardSize: 6, diracSides: 4, rollsPerTurn: 2 });
  add('memo', '2 players, board 100', [1, 2], { boardSize: 100 });
  add('frontier', "puzzle's rules", PUZZLE, {});
  add('frontier', '3 players, board 6, 4-sided die, 2 rolls', [1, 3, 4], {
    boardSize: 6,
    diracSides: 4,
    rollsPerTurn: 2,
  });
  add('weighted', "puzzle's rules", PUZZLE, {});
  add('weighted', 'board 2, 5-sided die, 4 rolls', [1, 2], { boardSize: 2, diracSides: 5, rollsPerTurn: 4 });
  add('naive', "puzzle's rules", PUZZLE, {});
  add('naive', 'board 2, 5-sided die, 4 rolls', [1, 2], { boardSize: 2, diracSides: 5, rollsPerTurn: 4 });
  add('all-pairs', "puzzle's rules", PUZZLE, {});
  add('all-pairs', 'board 100', [1, 2], { boardSize: 100 });
  // Part 1 has no work limit: its cycle skipping bounds it by the rules' ranges. The worst is a
  // die period coprime to the rolls per cycle, the largest board and target, every player.
  out.push({
    what: 'part 1',
    label: '10 players, board 1000, 20 rolls, 9,999-sided die, target 10^100',
    positions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    rules: { boardSize: 1000, rollsPerTurn: 20, deterministicSides: 9999, target: `1${'0'.repeat(100)}` },
  });
  out.push({
    what: 'part 1',
    label: '2 players, board 997, 1 roll, 9,973-sided die, target 10^100',
    positions: [1, 2],
    rules: { boardSize: 997, rollsPerTurn: 1, deterministicSides: 9973, target: `1${'0'.repeat(100)}` },
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// The child runs one case (bench/harness.ts measures it); the parent, one child per case, a table.

function runOne(c: Case): { outcome: string } {
  const rules = resolveRules(c.rules);
  try {
    if (c.what === 'part 1') {
      const part1 = solve('', { positions: c.positions, rules: c.rules, parts: [1] }).part1;
      return { outcome: `answer ${part1?.answer.length} digits` };
    }
    if (c.what === 'all-pairs') return { outcome: `${solveAllPairs(c.positions, rules).board}² cells` };
    return { outcome: `answer ${solvePart2(c.positions, rules, { strategy: c.what }).answer.length} digits` };
  } catch (error) {
    return { outcome: error instanceof DiracDiceError ? `refused: ${error.message}` : `error: ${String(error)}` };
  }
}

interface Row {
  c: Case;
  wallMs: number;
  solveMs?: number;
  cpuMs?: number;
  rssMB?: number;
  outcome: string;
}

async function child(c: Case, timeoutMs: number): Promise<Row> {
  const run = await runCase<Case, { outcome: string }>(c, timeoutMs);
  const r = run.report;
  if (r)
    return { c, wallMs: run.wallMs, solveMs: r.computeMs, cpuMs: r.cpuMs, rssMB: r.peakKB / 1024, outcome: r.outcome };
  const why = run.timedOut
    ? `killed after ${timeoutMs / 1000} s`
    : `exit ${run.exit}: ${run.stderr.trim().split('\n')[0]}`;
  return { c, wallMs: run.wallMs, outcome: why };
}

const seconds = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

function table(rows: Row[]): string {
  const lines = [
    '| strategy | worst allowed case | wall time | CPU time | peak memory | outcome |',
    '| --- | --- | --: | --: | --: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.c.what} | ${r.c.label} | ${seconds(r.wallMs)} | ${r.cpuMs === undefined ? '—' : seconds(r.cpuMs)} | ${r.rssMB === undefined ? '—' : `${Math.round(r.rssMB)} MB`} | ${r.outcome} |`,
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const t = args.indexOf('--timeout');
  const timeoutMs = (t >= 0 ? Number(args[t + 1]) : 60) * 1000;
  const only = args.indexOf('--only');
  const list = cases().filter((c) => only < 0 || c.what === args[only + 1]);
  const rows: Row[] = [];
  const startedAt = new Date().toISOString();
  const loadStart = loadavg();
  for (const c of list) {
    const row = await child(c, timeoutMs);
    rows.push(row);
    if (!args.includes('--json'))
      process.stderr.write(`${c.what}: ${c.label}: ${seconds(row.wallMs)} (${row.outcome.slice(0, 60)})\n`);
  }
  if (args.includes('--json')) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else {
    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    process.stdout.write(
      `${cpus().length} × ${cpu}, Node ${process.version}, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n\n${table(rows)}\n`,
    );
  }
  // The results file `npm run figures` quotes in the README (a whole run only: --only is partial).
  if (only < 0) {
    mkdirSync('test-output', { recursive: true });
    const results = {
      startedAt,
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
      loadavgStart: loadStart,
      loadavgEnd: loadavg(),
      rows: rows.map((r) => ({
        what: r.c.what,
        label: r.c.label,
        wallMs: r.wallMs,
        cpuMs: r.cpuMs,
        rssMB: r.rssMB,
        outcome: r.outcome,
      })),
    };
    writeFileSync('test-output/bench-worst.json', `${JSON.stringify(results, null, 2)}\n`);
  }
  const over = rows.filter((r) => r.wallMs > 10_000);
  if (over.length > 0) {
    process.stderr.write(`over 10 s: ${over.map((r) => `${r.c.what} (${r.c.label})`).join('; ')}\n`);
    process.exitCode = 1;
  }
}

if (!serveCase(runOne)) void main();
