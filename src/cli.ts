/** The `dirac-dice` command (bundled by esbuild to dist/cli.js). The work is in src/cli/; this file only runs it. */
import { main } from './cli/main';

export { main, nodeIo, type CliIo, type CliOutcome } from './cli/main';
export { formatHuman } from './cli/format';

if (require.main === module) {
  void main(process.argv.slice(2)).then(({ code, out, err }) => {
    process.stdout.write(out);
    process.stderr.write(err);
    process.exitCode = code;
  });
}
