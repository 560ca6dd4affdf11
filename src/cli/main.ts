/** The CLI as a function: argv and input sources in, exit code and output text out. */
import { createReadStream } from 'node:fs';
import { DiracDiceError, LIMITS, type RulesInput, type SolveOptions } from '../core';
import { soloThreadStarts, solvePlayed, type Played } from '../core/solve';
import { playOnThreads } from '../worker/nodeSoloThreads';
import { runCheck } from './check';
import { runJudge } from './judge';
import { formatHuman, problemsOf } from './format';
import { readBounded, type InputSource } from './input';
import { commandOf, SOLVE } from './options';
import { group } from '../core/english';
import { errorLine, printable, type CliOutcome } from './text';
import { exploreCommand } from './explore';

export type { CliOutcome } from './text';

/** Where the input comes from; tests pass their own. */
export interface CliIo {
  /** Standard input, opened only for the file '-'. */
  stdin: () => InputSource;
  /** Opens a file for reading (errors may come when it is read). */
  openFile: (path: string) => InputSource;
  /** Plays exact solo games on threads of their own (a big request's; it falls back to one thread when this fails). */
  playSolos: (rules: RulesInput, starts: readonly number[]) => Promise<Played>;
}

/** Exit code of an unexpected error (sysexits' EX_SOFTWARE). */
export const INTERNAL_ERROR_CODE = 70;

export const nodeIo: CliIo = {
  stdin: () => process.stdin,
  openFile: (path) => createReadStream(path),
  // The bundle dist/cli.js, which answers a solo thread's job before anything else (src/cli.ts).
  playSolos: (rules, starts) => playOnThreads(__filename, rules, starts),
};

const failure = (message: string): CliOutcome => ({ code: 1, out: '', err: `dirac-dice: ${message}\n` });

/** One line for an unexpected error: no stack, no source. */
export function internalError(error: unknown): CliOutcome {
  return { code: INTERNAL_ERROR_CODE, out: '', err: `dirac-dice: internal error: ${errorLine(error)}\n` };
}

/** Node's system errors carry a code like 'ENOENT'. */
function systemErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code) ? code : undefined;
}

const REASONS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'a part of the path is not a directory',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many levels of symbolic links',
};

/** "no such file or directory", from Node's "ENOENT: no such file or directory, open 'x'". */
function reason(error: unknown, code: string): string {
  if (REASONS[code]) return REASONS[code];
  const message = errorLine(error);
  return /^E[A-Z0-9]+: (.*?)(, \w+(?: '.*')?)?$/.exec(message)?.[1] ?? message;
}

/** The input text, or the outcome that refuses it (too large, unreadable). */
async function readInput(file: string, io: CliIo): Promise<string | CliOutcome> {
  const name = file === '-' ? 'standard input' : printable(file);
  try {
    const read = await readBounded(file === '-' ? io.stdin() : io.openFile(file), LIMITS.maxInputChars);
    if (!read.ok) return failure(`${name} is larger than the limit of ${group(read.limit)} characters`);
    return read.text;
  } catch (error) {
    const code = systemErrorCode(error);
    if (code === undefined) throw error;
    return failure(`cannot read ${name}: ${reason(error, code)}`);
  }
}

async function run(argv: readonly string[], io: CliIo): Promise<CliOutcome> {
  if (argv[0] === 'explore') return exploreCommand(argv.slice(1), (file) => readInput(file, io));
  if (argv[0] === 'check') return runCheck(argv.slice(1), (file) => readInput(file, io));
  if (argv[0] === 'judge') return runJudge(argv.slice(1), (file) => readInput(file, io));
  const command = commandOf(argv, SOLVE);
  if ('code' in command) return command;
  const text = command.file === undefined ? '' : await readInput(command.file, io);
  if (typeof text !== 'string') return text;
  const options: SolveOptions = {
    rules: command.rules,
    strategy: command.strategy,
    compareWith: command.compare ? 'all' : [],
    include: ['memoStats', 'winsByTurn', 'probabilities'],
    parts: command.part === undefined ? [1, 2] : [command.part],
    positions: command.players,
    maxWork: command.maxWork,
  };
  const starts = soloThreadStarts(text, options);
  const played = starts.length > 0 ? await io.playSolos(command.rules, starts).catch(() => undefined) : undefined;
  try {
    const result = solvePlayed(text, options, played);
    return { code: 0, out: command.json ? `${JSON.stringify(result, null, 2)}\n` : formatHuman(result), err: '' };
  } catch (error) {
    if (!(error instanceof DiracDiceError)) throw error;
    return { code: 1, out: '', err: `${problemsOf(error, command).join('\n')}\n` };
  }
}

/**
 * Runs the CLI. Never rejects: usage mistakes give exit code 2, refused inputs and rules 1, and
 * anything unexpected one line "dirac-dice: internal error: ..." with exit code 70.
 */
export async function main(argv: readonly string[], io: Partial<CliIo> = {}): Promise<CliOutcome> {
  try {
    return await run(argv, { ...nodeIo, ...io });
  } catch (error) {
    return internalError(error);
  }
}
