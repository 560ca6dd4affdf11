/** The CLI as a function: argv and input sources in, exit code and output text out. */
import { createReadStream } from 'node:fs';
import { DiracDiceError, solve } from '../core';
import { formatHuman, formatProblems } from './format';
import { HELP, parseCommandLine, SHORT_USAGE, UsageError, type Command } from './options';
import { errorLine, printable } from './text';

/** A source of input: a Node stream (fs.ReadStream, process.stdin) or any async iterable of chunks. */
export type InputSource = AsyncIterable<Uint8Array | string>;

/** Where the input comes from; tests pass their own. */
export interface CliIo {
  /** Standard input, opened only for the file '-'. */
  stdin: () => InputSource;
  /** Opens a file for reading (errors may come when it is read). */
  openFile: (path: string) => InputSource;
}

export interface CliOutcome {
  code: number;
  out: string;
  err: string;
}

export const nodeIo: CliIo = {
  stdin: () => process.stdin,
  openFile: (path) => createReadStream(path),
};

const failure = (message: string): CliOutcome => ({ code: 1, out: '', err: `dirac-dice: ${message}\n` });

/** Node's system errors carry a code like 'ENOENT'. */
function systemErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code) ? code : undefined;
}

/** The input text, or the outcome that refuses it (unreadable). */
async function readInput(file: string, io: CliIo): Promise<string | CliOutcome> {
  const name = file === '-' ? '<stdin>' : printable(file);
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of file === '-' ? io.stdin() : io.openFile(file)) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  } catch (error) {
    const code = systemErrorCode(error);
    if (code === undefined) throw error;
    return failure(`cannot read ${name}: ${errorLine(error)}`);
  }
}

async function run(argv: readonly string[], io: CliIo): Promise<CliOutcome> {
  let command: Command;
  try {
    command = parseCommandLine(argv);
  } catch (error) {
    if (error instanceof UsageError)
      return { code: 2, out: '', err: `dirac-dice: ${printable(error.message)}\n${SHORT_USAGE}\n` };
    throw error;
  }
  if (command.help) return { code: 0, out: `${HELP}\n`, err: '' };
  let text = '';
  if (command.file !== undefined) {
    const read = await readInput(command.file, io);
    if (typeof read !== 'string') return read;
    text = read;
  }
  try {
    const result = solve(text, {
      rules: command.rules,
      strategy: command.strategy,
      compare: command.compare ? true : undefined,
      parts: command.part === undefined ? [1, 2] : [command.part],
      positions: command.players,
      maxWork: command.maxWork,
    });
    return { code: 0, out: command.json ? `${JSON.stringify(result, null, 2)}\n` : formatHuman(result), err: '' };
  } catch (error) {
    if (!(error instanceof DiracDiceError)) throw error;
    const source = command.file === undefined || command.file === '-' ? '<stdin>' : command.file;
    const lines = formatProblems(error, source, command.players !== undefined);
    return { code: 1, out: '', err: `${lines.join('\n')}\n` };
  }
}

/** Runs the CLI: usage mistakes give exit code 2, refused inputs and rules 1. */
export async function main(argv: readonly string[], io: Partial<CliIo> = {}): Promise<CliOutcome> {
  return run(argv, { ...nodeIo, ...io });
}
