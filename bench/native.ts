/**
 * The C ports in bench/c (a per-player solve of both parts, a top-down memo), built at bench
 * time with the first C compiler found (CC, else gcc, cc, clang, g++ in C mode) at -O2 into
 * dist/bench-c, then run on the same input file as the TypeScript side. Each program times
 * itself (see bench/c/common.h), so process start-up is not measured; this module only builds,
 * runs and reads their "key value..." lines.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The C programs: source file in bench/c, and what they compute. */
export const NATIVE_PROGRAMS = {
  perPlayer: 'perplayer.c',
  memo: 'memo.c',
  /** The exact solo kernel alone (soloExact.ts), both players: runKernel. */
  kernel: 'kernel.c',
} as const;
export type NativeProgram = keyof typeof NATIVE_PROGRAMS;

export interface NativeBuild {
  /** How the compiler was called, and its first --version line. */
  compiler: string;
  binaries: Record<NativeProgram, string>;
}

export interface NativeTiming {
  /** Median per call, wall and this process's CPU time. */
  wallMs: number;
  cpuMs: number;
  calls: number;
}

export interface NativeRun {
  part1: string;
  wins: string[];
  /** Filled memo cells (memo program only). */
  entries: number | null;
  /** "solve": parse + both parts, as solve(text) does; "part2": the part 2 kernel alone. */
  timings: Record<'solve' | 'part2', NativeTiming>;
}

const root = join(__dirname, '..');
const sources = join(root, 'bench', 'c');

function firstLine(text: string): string {
  return text.split('\n')[0]?.trim() ?? '';
}

/** The first compiler that answers --version: [command, ...flags]. */
function findCompiler(): string[] | null {
  const candidates: string[][] = [];
  if (process.env.CC) candidates.push(process.env.CC.split(/\s+/).filter(Boolean));
  candidates.push(['gcc'], ['cc'], ['clang'], ['g++', '-x', 'c']);
  for (const c of candidates) {
    const [command = '', ...flags] = c;
    const probe = spawnSync(command, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0) return [command, ...flags];
  }
  return null;
}

/** Builds every program; a string says why not (no compiler, or a failed build). */
export function buildNative(): NativeBuild | string {
  const compiler = findCompiler();
  if (!compiler) return 'no C compiler found (tried $CC, gcc, cc, clang, g++); install gcc to see the ratios';
  const [command = '', ...flags] = compiler;
  const version = firstLine(spawnSync(command, ['--version'], { encoding: 'utf8' }).stdout);
  const outDir = join(root, 'dist', 'bench-c');
  mkdirSync(outDir, { recursive: true });
  const binaries = {} as Record<NativeProgram, string>;
  for (const [name, file] of Object.entries(NATIVE_PROGRAMS) as [NativeProgram, string][]) {
    const out = join(outDir, name);
    const build = spawnSync(command, [...flags, '-O2', '-o', out, join(sources, file), '-lm'], { encoding: 'utf8' });
    if (build.status !== 0) return `${command} could not build bench/c/${file}: ${firstLine(build.stderr)}`;
    binaries[name] = out;
  }
  return { compiler: `${[command, ...flags].join(' ')} -O2 -lm (${version})`, binaries };
}

/**
 * Pins this process's main thread, and so every C program it starts, to the CPU it is on now (V8's
 * own threads stay free) until `release`. The two CPUs of a shared machine differ in speed from
 * moment to moment (the same solve ran 1.9x slower on one than on the other at the same time), and
 * a child was started on the other CPU in nearly every round: unpinned, about one run in five timed
 * TypeScript on a slow CPU against C on a fast one (1.5x, with C at its usual time).
 */
export function pinToThisCpu(): { note: string; release(): void } {
  const mask = (cpus: string) => spawnSync('taskset', ['-p', '-c', cpus, String(process.pid)]).status === 0;
  const was = spawnSync('taskset', ['-p', '-c', String(process.pid)], { encoding: 'utf8' })
    .stdout?.split(': ')[1]
    ?.trim();
  // Field 39 of /proc/self/stat (counted after the name, which ends in ") "): the CPU the main thread last ran on.
  const cpu = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ')[36];
  if (!was || cpu === undefined || !mask(cpu)) return { note: 'not pinned to one CPU (no taskset)', release() {} };
  return { note: `C and TypeScript pinned to CPU ${cpu}`, release: () => void mask(was) };
}

/** Runs one program on `inputFile`, each timing lasting about `budgetMs`. Throws when its output is not as expected. */
export function runNative(binary: string, inputFile: string, budgetMs: number): NativeRun {
  const run = spawnSync(binary, [inputFile, String(budgetMs)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`bench: ${binary} failed (${run.status}): ${run.stderr.trim()}`);
  const fields = new Map(
    run.stdout
      .trim()
      .split('\n')
      .map((line) => {
        const [key = '', ...rest] = line.trim().split(/\s+/);
        return [key, rest] as const;
      }),
  );
  const timing = (key: 'solve' | 'part2'): NativeTiming => {
    const [wall, cpu, samples, batch] = (fields.get(key) ?? []).map(Number);
    if (wall === undefined || cpu === undefined || !Number.isFinite(wall) || !Number.isFinite(cpu)) {
      throw new Error(`bench: ${binary} printed no '${key}' timing:\n${run.stdout}`);
    }
    return { wallMs: wall / 1000, cpuMs: cpu / 1000, calls: (samples ?? 0) * (batch ?? 0) };
  };
  const entries = fields.get('entries')?.[0];
  return {
    part1: fields.get('part1')?.[0] ?? '',
    wins: fields.get('wins') ?? [],
    entries: entries === undefined ? null : Number(entries),
    timings: { solve: timing('solve'), part2: timing('part2') },
  };
}

/** The C kernel's run on the puzzle's board (starts 4 and 8) at `target`: both solo games, timed. */
export interface KernelRun {
  wallMs: number;
  cpuMs: number;
  states: number;
  /** FNV-1a 64 of every turn's wins in hex, one a line, player 1's turns then player 2's (kernelDigest). */
  digest: string;
}

export function runKernel(binary: string, target: number): KernelRun {
  const run = spawnSync(binary, [String(target)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`bench: ${binary} failed (${run.status}): ${run.stderr.trim()}`);
  const field = (key: string): string[] =>
    run.stdout
      .split('\n')
      .find((line) => line.startsWith(`${key} `))
      ?.split(' ')
      .slice(1) ?? [];
  const [wall, cpu] = field('kernel').map(Number);
  return {
    wallMs: wall ?? NaN,
    cpuMs: cpu ?? NaN,
    states: Number(field('states')[0]),
    digest: field('digest')[0] ?? '',
  };
}

/** The C kernel's digest of solo games' wins (each list from turn 0, whose 0 is not hashed). */
export function kernelDigest(winsByPlayer: readonly (readonly bigint[])[]): string {
  let hash = 0xcbf29ce484222325n;
  for (const wins of winsByPlayer) {
    for (const w of wins.slice(1)) {
      for (const c of `${w.toString(16)}\n`)
        hash = ((hash ^ BigInt(c.charCodeAt(0))) * 0x100000001b3n) & 0xffffffffffffffffn;
    }
  }
  return hash.toString(16).padStart(16, '0');
}
