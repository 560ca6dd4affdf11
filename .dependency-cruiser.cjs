// The import rules of every folder, written once: `npm run lint` runs dependency-cruiser with them
// (`depcruise src media bench scripts test`), and test/unit/layers.test.ts holds the table of
// layers in docs/architecture.md to LAYERS.
'use strict';

/**
 * The layers, ground floor first: a layer imports its own files, and only what it lists here, all
 * of which lie below it. `imports` are folders or single files; `types` are imported as types only
 * (they vanish from the bundle); `node` allows Node's built-in modules, `npm` the dev dependencies,
 * `runtime` the dependencies of package.json (bundled), `vscode` the VS Code API. Of the product
 * (`src`, `media`), only `src/judge` imports npm packages besides `vscode`: the runtime dependencies
 * cross-spawn, string-argv and which, to run a learner's program.
 */
const LAYERS = [
  { layer: 'src/core', imports: [] },
  { layer: 'src/shared', imports: [], types: ['src/core'] },
  { layer: 'src/app', imports: ['src/core', 'src/shared'] },
  { layer: 'src/judge', imports: ['src/core'], node: true, runtime: true },
  { layer: 'src/worker', imports: ['src/core', 'src/shared', 'src/app'], node: true },
  { layer: 'src/extension', imports: ['src/core', 'src/shared', 'src/app', 'src/judge'], node: true, vscode: true },
  { layer: 'src/cli', imports: ['src/core', 'src/worker', 'src/judge'], node: true },
  {
    layer: 'media',
    imports: ['src/shared', 'src/core/ruleTable.ts', 'src/core/limits.ts', 'src/core/share.ts', 'src/core/template.ts'],
    types: ['src/core/result.ts'],
  },
  { layer: 'scripts/vscode', imports: [], node: true, npm: true },
  { layer: 'test/ui', imports: ['scripts/vscode'], node: true, npm: true },
  { layer: 'scripts/*.mjs', path: '^scripts/[^/]+$', imports: ['scripts/vscode', 'test/ui'], node: true, npm: true },
  { layer: 'bench', imports: ['src/core', 'src/worker', 'scripts/vscode', 'test/ui'], node: true },
  // The two in-process tiers share their helpers (test/unit/helpers.ts, test/fuzz's arbitraries).
  {
    layer: 'test/unit, test/fuzz',
    path: '^test/(unit|fuzz)/',
    // .dependency-cruiser.cjs: test/unit/layers.test.ts holds docs/architecture.md to this file.
    imports: [
      'src/core',
      'src/shared',
      'src/app',
      'src/judge',
      'src/worker',
      'src/cli',
      'media',
      'bench',
      '.dependency-cruiser.cjs',
    ],
    node: true,
    npm: true,
  },
  // The built bundles are what test/bundles tests: the sources only as types.
  { layer: 'test/bundles', imports: [], types: ['src'], node: true, npm: true },
  {
    layer: 'test/integration',
    imports: ['src/core', 'src/shared', 'src/app', 'src/extension'],
    node: true,
    npm: true,
    vscode: true,
  },
  // The learner programs the judge's tests run.
  { layer: 'test/fixtures', imports: [], node: true },
  // test/runIntegration.mjs: starts the integration tier in VS Code.
  { layer: 'test/*.mjs', path: '^test/[^/]+$', imports: ['scripts/vscode'], node: true, npm: true },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A folder (its files, and the file of the same name plus .ts) or a single file. */
const pathOf = (name) => (/\.[a-z]+$/.test(name) ? `^${escape(name)}$` : `^${escape(name)}(/|\\.ts$)`);
const VSCODE = '(^|/)node_modules/@types/vscode/';

const allowed = LAYERS.flatMap(({ layer, path = pathOf(layer), imports, types = [], node, npm, runtime, vscode }) => {
  const from = { path };
  return [
    { from, to: { path: [path, ...imports.map(pathOf)] } },
    ...(types.length > 0
      ? [{ from, to: { path: types.map(pathOf), dependencyTypes: ['type-only', 'type-import'] } }]
      : []),
    ...(node ? [{ from, to: { dependencyTypes: ['core'] } }] : []),
    ...(npm ? [{ from, to: { dependencyTypes: ['npm-dev'], pathNot: VSCODE } }] : []),
    ...(runtime ? [{ from, to: { dependencyTypes: ['npm'] } }] : []),
    ...(vscode ? [{ from, to: { path: VSCODE } }] : []),
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  allowed,
  allowedSeverity: 'error',
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file imports itself back through another, types included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: `shared` and `media` may import some of the core as types only.
    tsPreCompilationDeps: true,
  },
};
// For the test that holds the doc to it; not enumerable, so not part of the configuration.
Object.defineProperty(module.exports, 'LAYERS', { value: LAYERS });
