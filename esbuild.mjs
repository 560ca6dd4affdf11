// Builds every bundle of the project. `node esbuild.mjs [--production] [--watch]`.
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

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

/**
 * For the panel's later script: an import of one of the modules media/kernel.ts lists becomes a
 * read of the first script's copy (globalThis.diracPanelKernel.<name>). The build fails when the
 * later script would bundle a second copy of any other module of media/ that the first script has
 * (its state would be a second state); shared pure code (src/) may be bundled in both.
 */
function kernelPlugin() {
  const kernelSource = readFileSync('media/kernel.ts', 'utf8');
  const names = new Set(Array.from(kernelSource.matchAll(/^import \* as (\w+) from '\.\/(\w+)';$/gm), (m) => m[2]));
  const global = /KERNEL_GLOBAL = '(\w+)'/.exec(kernelSource)?.[1];
  if (names.size === 0 || !global) throw new Error('media/kernel.ts: no modules or no KERNEL_GLOBAL found');
  const media = resolve('media');
  return {
    name: 'panel-kernel',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        const file = resolve(args.resolveDir, args.path);
        if (dirname(file) !== media || !names.has(basename(file))) return undefined;
        return { path: basename(file), namespace: 'panel-kernel' };
      });
      build.onLoad({ filter: /.*/, namespace: 'panel-kernel' }, (args) => ({
        contents: `module.exports = globalThis.${global}.${args.path};`,
        loader: 'js',
      }));
      build.onEnd((result) => {
        if (!result.metafile) return;
        const own = Object.keys(result.metafile.inputs).filter((f) => f.startsWith('media/') && f !== 'media/later.ts');
        const first = new Set(firstScriptModules());
        const twice = own.filter((f) => first.has(f));
        if (twice.length > 0)
          throw new Error(
            `the panel's later script would bundle again ${twice.join(', ')}: list them in media/kernel.ts`,
          );
      });
    },
  };
}

/** The media/ modules the panel's first script bundles (those it imports, transitively). */
function firstScriptModules() {
  const result = esbuild.buildSync({
    entryPoints: ['media/panel.ts'],
    bundle: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).map((f) => relative('.', f).split('\\').join('/'));
}

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
  // Benchmarks (not shipped).
  {
    ...common,
    minify: false,
    entryPoints: ['bench/bench.ts'],
    outfile: 'dist/bench.js',
    platform: 'node',
    format: 'cjs',
  },
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
  // The results panel's first script (inline in the page's markup: the answers, and the page's
  // modules that the later script shares).
  {
    ...common,
    entryPoints: ['media/panel.ts'],
    outfile: 'dist/webview/panel.js',
    platform: 'browser',
    format: 'iife',
  },
  // The results panel's later script (loaded after the first paint: the other sections). The page's
  // shared modules are read from the first script's copies, never bundled again (media/kernel.ts).
  {
    ...common,
    entryPoints: ['media/later.ts'],
    outfile: 'dist/webview/later.js',
    platform: 'browser',
    format: 'iife',
    metafile: true,
    plugins: [...common.plugins, kernelPlugin()],
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
