// The unit suite's coverage (`npm run coverage`: c8 over mocha writes coverage-summary.json), printed
// per folder, with floors for the core and the application layer. `npm test` runs it.
// The integration suite's extension host can write its coverage too (NODE_V8_COVERAGE reaches it
// through code-server), but c8 cannot map the ranges of the esbuild bundle back to src/: every line
// came out covered, so those figures are not reported until the bundle maps ranges faithfully.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-output', 'coverage');
/** Lines covered, at least, in percent: the floors CI holds. */
const FLOORS = { 'src/core': 90, 'src/app': 85 };
const FOLDERS = ['src/core', 'src/app', 'src/shared', 'src/extension', 'src/cli', 'src/worker', 'media'];

const summary = JSON.parse(readFileSync(join(OUT, 'coverage-summary.json'), 'utf8'));
const byFolder = new Map(FOLDERS.map((f) => [f, { covered: 0, total: 0, files: 0 }]));
for (const [file, data] of Object.entries(summary)) {
  if (file === 'total') continue;
  const rel = relative(ROOT, file).replaceAll('\\', '/');
  const folder = FOLDERS.find((f) => rel.startsWith(`${f}/`));
  if (!folder) continue;
  const entry = byFolder.get(folder);
  entry.covered += data.lines.covered;
  entry.total += data.lines.total;
  entry.files++;
}
const pct = ({ covered, total }) => (total === 0 ? 0 : (100 * covered) / total);
console.log('\nLines covered by the unit suite, per folder (files the suite loads):');
console.log('| folder | files | lines | covered | floor |');
console.log('|---|---:|---:|---:|---:|');
let failed = false;
for (const [folder, entry] of byFolder) {
  const floor = FLOORS[folder];
  const low = floor !== undefined && pct(entry) < floor;
  failed ||= low;
  const shown = `${pct(entry).toFixed(1)} %`;
  console.log(`| ${folder} | ${entry.files} | ${entry.total} | ${low ? `**${shown}**` : shown} | ${floor ?? '—'} |`);
}
console.log(`| all | | ${summary.total.lines.total} | ${summary.total.lines.pct.toFixed(1)} % | |`);
console.log(`(HTML report: ${relative(ROOT, join(OUT, 'index.html'))})`);
if (failed) {
  console.error('[coverage] below the floor: see the table above');
  process.exit(1);
}
