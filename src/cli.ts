/** The `dirac-dice` command (dist/cli.js): runs src/cli/, and nothing reaches the terminal as a stack trace. */
import { internalError, main } from './cli/main';
import { answerSoloJob } from './worker/nodeSoloThreads';

export { main, nodeIo, INTERNAL_ERROR_CODE, type CliIo, type CliOutcome } from './cli/main';
export { formatHuman } from './cli/format';

/** Prints one line for an error nothing else caught, and exits. */
function crash(error: unknown): void {
  const { code, err } = internalError(error);
  try {
    process.stderr.write(err);
  } finally {
    process.exit(code);
  }
}

function runCli(): void {
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  // A reader that goes away (dirac-dice input.txt | head -1) is not an error of ours.
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? process.exit() : crash(error)));
  main(process.argv.slice(2)).then(({ code, out, err }) => {
    process.stdout.write(out);
    process.stderr.write(err);
    process.exitCode = code;
  }, crash);
}

// The same bundle runs the solo threads of a big request (see nodeIo).
if (!answerSoloJob() && require.main === module) runCli();
