// Scale benchmark runner: `node bench/run-scale.mjs [--json] [--quick] [--no-build] [--timeout S]`.
// Builds the project (node esbuild.mjs, so dist/cli.js matches src/), bundles bench/scale.ts to
// dist/scale.js with esbuild's API, then runs it with the same arguments.
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

if (!args.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['esbuild.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['bench/scale.ts'],
  outfile: 'dist/scale.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'es2022',
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, [join(root, 'dist/scale.js'), ...args.filter((a) => a !== '--no-build')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
