// Builds every bundle of the project. `node esbuild.mjs [--production] [--watch]`.
import * as esbuild from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

/** Prints errors in the form VS Code's esbuild problem matcher understands. */
const problemMatcher = {
  name: 'problem-matcher',
  setup(build) {
    build.onStart(() => console.log('[watch] build started'));
    build.onEnd((result) => {
      for (const { text, location } of result.errors) {
        console.error(`✘ [ERROR] ${text}`);
        if (location) console.error(`    ${location.file}:${location.line}:${location.column}:`);
      }
      console.log('[watch] build finished');
    });
  },
};

const common = {
  bundle: true,
  minify: production,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'warning',
  plugins: watch ? [problemMatcher] : [],
  target: 'es2022',
};

// The Node bundles whose coverage the integration run measures (scripts/coverage.mjs integration):
// in the development build they keep every function of the files they include, so that code the
// bundle would drop is counted as not run (as in the unit run), not as covered because no range
// of the bundle maps to it. The production build (the .vsix) is tree-shaken as usual.
const coverable = production ? {} : { treeShaking: false };

const testFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => join(dir, f))
    : [];

/** @type {import('esbuild').BuildOptions[]} */
const builds = [
  // The CLI (dirac-dice), with a shebang so `bin` works.
  {
    ...common,
    entryPoints: ['src/cli.ts'],
    outfile: 'dist/cli.js',
    platform: 'node',
    format: 'cjs',
    banner: { js: '#!/usr/bin/env node' },
  },
  // The core as a CommonJS library: require('dirac-dice/dist/core.js').solve(...).
  {
    ...common,
    entryPoints: ['src/core/index.ts'],
    outfile: 'dist/core.js',
    platform: 'neutral',
    format: 'cjs',
    mainFields: ['module', 'main'],
  },
  // Benchmarks (not shipped): `npm run bench`, `bench:scale`, `bench:worst`, and their shared
  // harness alone, which scripts/figures.mjs asks for the largest allowed requests.
  ...['bench', 'scale', 'worst-case', 'harness'].map((name) => ({
    ...common,
    minify: false,
    entryPoints: [`bench/${name}.ts`],
    outfile: `dist/${name === 'harness' ? 'bench-harness' : name}.js`,
    platform: 'node',
    format: 'cjs',
  })),
  // The extension for desktop VS Code and code-server (Node extension host).
  {
    ...common,
    ...coverable,
    entryPoints: ['src/extension/extension.ts'],
    outfile: 'dist/extension.js',
    platform: 'node',
    format: 'cjs',
    external: ['vscode'],
  },
  // The same extension for vscode.dev (web worker extension host).
  {
    ...common,
    entryPoints: ['src/extension/web.ts'],
    outfile: 'dist/web/extension.js',
    platform: 'browser',
    format: 'cjs',
    external: ['vscode'],
  },
  // The worker thread that runs big solves off the extension host's thread (Node build).
  {
    ...common,
    ...coverable,
    entryPoints: ['src/worker/nodeWorker.ts'],
    outfile: 'dist/worker.js',
    platform: 'node',
    format: 'cjs',
  },
  // The Web Worker that runs big solves in the browser build.
  {
    ...common,
    entryPoints: ['src/worker/webWorker.ts'],
    outfile: 'dist/web/worker.js',
    platform: 'browser',
    format: 'iife',
  },
  // The results panel's script (inline in the page's markup).
  {
    ...common,
    entryPoints: ['media/panel.ts'],
    outfile: 'dist/webview/panel.js',
    platform: 'browser',
    format: 'iife',
  },
  // The results panel's stylesheet: media/panel.css and the files it imports, in one file.
  {
    ...common,
    entryPoints: ['media/panel.css'],
    outfile: 'dist/webview/panel.css',
  },
  // Integration tests, run inside a real extension host.
  {
    ...common,
    minify: false,
    entryPoints: testFiles('test/integration'),
    outdir: 'dist/test/integration',
    platform: 'node',
    format: 'cjs',
    external: ['vscode', 'mocha'],
  },
];

if (watch) {
  const contexts = await Promise.all(builds.map((b) => esbuild.context(b)));
  await Promise.all(contexts.map((c) => c.watch()));
} else {
  await Promise.all(builds.map((b) => esbuild.build(b)));
}
