/** A learner's program, run once on one input: no shell, a time limit, an output cap, and its whole process tree ended. */
import { execFile } from 'node:child_process';
import { isAbsolute, resolve } from 'node:path';
import spawn from 'cross-spawn';
import { parseArgsStringToArgv } from 'string-argv';
import which from 'which';
import type { ProgramRun } from '../core/judge';
import { JUDGE_LIMITS } from '../core/limits';
import { coreMessage, type CoreMessage } from '../core/messages';

const WINDOWS = process.platform === 'win32';

/** A command line that cannot run: empty, a quote left open, its program not found or not startable. `said` says which. */
export class CommandError extends Error {
  constructor(readonly said: CoreMessage) {
    super(said.message);
  }
}

/** The command line's words (the program first), the program found, and whether a word holds `{input}` (else: stdin). */
export type Program = { argv: string[]; path: string; usesInput: boolean };

/**
 * Splits `commandLine` with string-argv (quotes group words and are dropped, a backslash stays: a
 * Windows path like C:\tools\a.exe is kept whole; `;`, `|`, `>` are words like any other, for no
 * shell ever reads them) and finds its program: on PATH (with PATHEXT on Windows), or relative to `cwd`.
 */
export function programOf(commandLine: string, cwd: string = process.cwd()): Program {
  // string-argv pairs quotes as this does, and drops one left open without a word: refused instead.
  const open = /["']/.exec(commandLine.replace(/"[^"]*"|'[^']*'/g, ''));
  if (open) throw new CommandError(coreMessage('judgeQuoteOpen', open[0]));
  const argv = parseArgsStringToArgv(commandLine);
  const name = argv[0];
  if (name === undefined) throw new CommandError(coreMessage('judgeCommandEmpty'));
  const path = which.sync(/[\\/]/.test(name) && !isAbsolute(name) ? resolve(cwd, name) : name, { nothrow: true });
  if (path === null) throw new CommandError(coreMessage('judgeNotFound', name));
  return { argv, path, usesInput: argv.slice(1).some((word) => word.includes('{input}')) };
}

/**
 * Ends the process tree started as `pid`. On POSIX the program runs in a process group of its own
 * (detached), and the signal goes to the whole group: this reaches a grandchild whose parent has
 * already died (it stays in the group), which walking the tree with `ps` from the parent, as
 * tree-kill does on Linux, misses. On Windows, taskkill /T /F ends the tree (no SIGTERM there).
 */
function killTree(pid: number | undefined, signal: 'SIGTERM' | 'SIGKILL'): void {
  if (pid === undefined) return;
  if (WINDOWS) execFile('taskkill', ['/pid', String(pid), '/T', '/F'], { windowsHide: true }, () => {});
  else
    try {
      process.kill(-pid, signal);
    } catch {
      // ESRCH: nothing of the group is left.
    }
}

export type RunOptions = { cwd: string; timeoutMs: number; signal?: AbortSignal };
/** The case's input: its file's path, for `{input}`, and its text, for standard input. */
type Input = { path: string; text: string };

/**
 * Runs the program once: `{input}` replaced by `input.path` in each word, else `input.text` on
 * standard input. At the time limit or on abort: SIGTERM to the tree, SIGKILL after a grace; past
 * the output cap (stdout and stderr together): SIGKILL at once. When the program exits, whatever it
 * left running in its group is killed too. Rejects (CommandError) only when the program cannot start.
 */
export function runProgram(program: Program, input: Input, options: RunOptions): Promise<ProgramRun> {
  const args = program.argv.slice(1).map((word) => word.replaceAll('{input}', input.path));
  const start = process.hrtime.bigint();
  // cross-spawn: a .cmd or .bat on Windows runs through cmd.exe with its arguments escaped (Node refuses them since CVE-2024-27980).
  const child = spawn(program.path, args, { cwd: options.cwd, detached: !WINDOWS, windowsHide: true });
  const output: Record<'stdout' | 'stderr', Buffer[]> = { stdout: [], stderr: [] };
  const run: Omit<ProgramRun, 'stdout' | 'stderr'> = {
    exitCode: null,
    signal: null,
    timedOut: false,
    outputLimited: false,
    ms: 0,
  };
  let bytes = 0;
  let grace: NodeJS.Timeout | undefined;
  const stop = (): void => {
    killTree(child.pid, 'SIGTERM');
    grace ??= setTimeout(() => killTree(child.pid, 'SIGKILL'), JUDGE_LIMITS.killGraceMs);
  };
  const timer = setTimeout(() => {
    run.timedOut = true;
    stop();
  }, options.timeoutMs);
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop(); // a cancel while the input file was written: no 'abort' event comes again
  for (const name of ['stdout', 'stderr'] as const)
    child[name]?.on('data', (chunk: Buffer) => {
      const room = JUDGE_LIMITS.outputBytes - bytes;
      bytes += chunk.length;
      output[name].push(chunk.subarray(0, Math.max(0, room)));
      if (room >= chunk.length || run.outputLimited) return;
      run.outputLimited = true;
      killTree(child.pid, 'SIGKILL');
    });
  child.stdin?.on('error', () => {}); // a program that does not read its standard input closes it early (EPIPE)
  child.stdin?.end(program.usesInput ? '' : input.text);
  return new Promise((done, fail) => {
    child.on('error', (error) => {
      clearTimeout(timer);
      fail(new CommandError(coreMessage('judgeCannotStart', program.argv[0] ?? '', error.message)));
    });
    child.on('exit', (code, signal) => {
      Object.assign(run, { exitCode: code, signal, ms: Number(process.hrtime.bigint() - start) / 1e6 });
      if (!WINDOWS) killTree(child.pid, 'SIGKILL'); // (on Windows its pid may be another process's by now)
      // A process that left the group (setsid) may hold the pipes open: stop reading them after the grace.
      setTimeout(() => [child.stdout, child.stderr].forEach((s) => s?.destroy()), JUDGE_LIMITS.killGraceMs).unref();
    });
    child.on('close', () => {
      [timer, grace].forEach(clearTimeout);
      options.signal?.removeEventListener('abort', stop);
      const text = (name: 'stdout' | 'stderr') => Buffer.concat(output[name]).toString('utf8');
      done({ ...run, stdout: text('stdout'), stderr: text('stderr') });
    });
  });
}
