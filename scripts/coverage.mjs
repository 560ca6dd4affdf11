// Coverage per folder. `node scripts/coverage.mjs [unit|integration|merged]`:
//  - unit (default; `npm run coverage`): c8 over mocha has written test-output/coverage/
//    coverage-summary.json; printed with floors for the core and the application layer (CI holds them).
//  - integration (`npm run coverage:integration`): the V8 coverage that the real VS Code's extension
//    host and its solver threads wrote (test/runIntegration.mjs --coverage) is mapped from the
//    bundles (dist/extension.js, dist/worker.js) back to src/ by c8 into test-output/coverage-integration.
//  - merged: both runs' raw V8 coverage together, into test-output/coverage-merged.
// The bundles are selected by their own paths (--include=dist/...), not with --exclude-after-remap:
// with that flag, v8-to-istanbul asks about each range with the source path as the map spells it
// (a file:// URL, or ../src/...), which never matches src/**, so every range is dropped and every
// line keeps its default count of 1: 100 % everywhere.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const UNIT = join(ROOT, 'test-output', 'coverage');
const INTEGRATION = join(ROOT, 'test-output', 'coverage-integration');
const MERGED = join(ROOT, 'test-output', 'coverage-merged');
/** Lines covered, at least, in percent: the floors CI holds (on the unit run). */
const FLOORS = { 'src/core': 90, 'src/app': 85 };
const FOLDERS = ['src/core', 'src/app', 'src/shared', 'src/extension', 'src/cli', 'src/worker', 'media'];
/** The Node bundles the extension host runs (the webview's and the web build's run in a browser). */
const BUNDLES = ['dist/extension.js', 'dist/worker.js'];
/** Files V8 writes for NODE_V8_COVERAGE (not c8's coverage-summary.json next to them). */
const RAW = /^coverage-\d+-\d+-\d+\.json$/;

/**
 * c8 report over a directory of raw V8 coverage.
 * @param {string} raw @param {string} out @param {string[]} include
 */
function c8Report(raw, out, include) {
  const c8 = join(ROOT, 'node_modules', 'c8', 'bin', 'c8.js');
  const args = [c8, 'report', `--temp-directory=${raw}`, `--report-dir=${out}`];
  args.push('--reporter=json-summary', '--reporter=html', ...include.map((i) => `--include=${i}`));
  const { status } = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) throw new Error(`c8 report failed (${status})`);
}

/** @param {string} from @param {string} to @returns {number} files copied */
function copyRaw(from, to) {
  if (!existsSync(from)) return 0;
  const files = readdirSync(from).filter((f) => RAW.test(f));
  for (const f of files) copyFileSync(join(from, f), join(to, f));
  return files.length;
}

const mode = process.argv[2] ?? 'unit';
/** @type {string} */
let out;
/** @type {string} */
let title;
if (mode === 'unit') {
  out = UNIT;
  title = 'Lines covered by the unit suite, per folder (files the suite loads):';
} else if (mode === 'integration') {
  out = INTEGRATION;
  const raw = join(INTEGRATION, 'raw');
  if (!existsSync(raw)) throw new Error('no integration coverage: run "npm run coverage:integration"');
  c8Report(raw, out, BUNDLES);
  title = 'Lines covered by the integration suite in a real VS Code, per folder (files in the Node bundles):';
} else if (mode === 'merged') {
  out = MERGED;
  const raw = join(MERGED, 'raw');
  rmSync(raw, { recursive: true, force: true });
  mkdirSync(raw, { recursive: true });
  const unit = copyRaw(join(UNIT, 'tmp'), raw); // c8's temp directory for the unit run
  const integration = copyRaw(join(INTEGRATION, 'raw'), raw);
  if (!unit || !integration) throw new Error('run "npm run coverage" and "npm run coverage:integration" first');
  c8Report(raw, out, ['src/**', 'media/**', ...BUNDLES]);
  title = 'Lines covered by the unit and integration suites together, per folder:';
} else {
  throw new Error(`usage: node scripts/coverage.mjs [unit|integration|merged], not "${mode}"`);
}

const summary = JSON.parse(readFileSync(join(out, 'coverage-summary.json'), 'utf8'));
const byFolder = new Map(FOLDERS.map((f) => [f, { covered: 0, total: 0, files: 0 }]));
const all = { covered: 0, total: 0 };
for (const [file, data] of Object.entries(summary)) {
  if (file === 'total') continue;
  const rel = relative(ROOT, file).replaceAll('\\', '/');
  if (!rel.startsWith('src/') && !rel.startsWith('media/')) continue;
  all.covered += data.lines.covered;
  all.total += data.lines.total;
  const folder = FOLDERS.find((f) => rel.startsWith(`${f}/`));
  if (!folder) continue;
  const entry = byFolder.get(folder);
  entry.covered += data.lines.covered;
  entry.total += data.lines.total;
  entry.files++;
}
const floors = mode === 'unit' ? FLOORS : {};
const pct = ({ covered, total }) => (total === 0 ? 0 : (100 * covered) / total);
console.log(`\n${title}`);
console.log('| folder | files | lines | covered | floor |');
console.log('|---|---:|---:|---:|---:|');
let failed = false;
for (const [folder, entry] of byFolder) {
  const floor = floors[folder];
  const low = floor !== undefined && pct(entry) < floor;
  failed ||= low;
  const shown = entry.total === 0 ? '—' : `${pct(entry).toFixed(1)} %`;
  console.log(`| ${folder} | ${entry.files} | ${entry.total} | ${low ? `**${shown}**` : shown} | ${floor ?? '—'} |`);
}
console.log(`| all | | ${all.total} | ${pct(all).toFixed(1)} % | |`);
console.log(`(HTML report: ${relative(ROOT, join(out, 'index.html'))})`);
if (failed) {
  console.error('[coverage] below the floor: see the table above');
  process.exit(1);
}
