// node scripts/mutation-recheck.mjs [files...]: runs again, one by one, every mutant StrykerJS marked
// 'Timeout' in test-output/mutation/<file>.json (npm run test:mutation). On a shared, busy machine a
// starved run can pass Stryker's timeout and count as killed. Each mutant is applied to a copy of the
// repository (its files as they are on disk, but the ignored) and the unit suite runs with mocha's timeout
// off, in one process under a CPU-time limit of 1 minute (the suite takes 15 s) (ulimit -S -t: a waiting process spends none
// of it, a hung one does): a failing suite is 'Killed', a passing one 'Survived', a spent limit a true 'Timeout'.
// Writes test-output/mutation/<file>.recheck.json: [{ id, mutatorName, replacement, location, status }].
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { reportSlug } from './mutationSlug.mjs';

const outDir = 'test-output/mutation';
const files =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : Object.keys(JSON.parse(readFileSync(join(outDir, 'scores.json'), 'utf8')).files);
const CPU_SECONDS = 60;

/** The offset of a report location (lines and columns from 1) in the text. */
function offset(text, { line, column }) {
  let at = 0;
  for (let l = 1; l < line; l++) at = text.indexOf('\n', at) + 1;
  return at + column - 1;
}

const copy = mkdtempSync(join(tmpdir(), 'mutation-recheck-'));
for (const f of execFileSync('git', ['ls-files', '-coz', '--exclude-standard'], { encoding: 'utf8' })
  .split('\0')
  .filter(Boolean))
  if (existsSync(f)) cpSync(f, join(copy, f));
symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));

for (const file of files) {
  const slug = reportSlug(file);
  const report = join(outDir, `${slug}.json`);
  if (!existsSync(report)) continue;
  const timedOut = Object.values(JSON.parse(readFileSync(report, 'utf8')).files)
    .flatMap((f) => f.mutants)
    // Stryker's hit limit counts the mutant's passes through its code: a count, not a time, never starved.
    .filter((m) => m.status === 'Timeout' && !m.statusReason?.startsWith('Hit limit reached'));
  const source = readFileSync(file, 'utf8');
  const results = [];
  for (const m of timedOut) {
    const from = offset(source, m.location.start);
    const to = offset(source, m.location.end);
    writeFileSync(join(copy, file), source.slice(0, from) + m.replacement + source.slice(to));
    const run = spawnSync(
      'bash',
      ['-c', `ulimit -S -t ${CPU_SECONDS}; exec node node_modules/mocha/bin/mocha.js --no-parallel --timeout 0 --bail`],
      { cwd: copy, encoding: 'utf8' },
    );
    const status = run.status === 0 ? 'Survived' : run.signal === 'SIGXCPU' ? 'Timeout' : 'Killed';
    results.push({ id: m.id, mutatorName: m.mutatorName, replacement: m.replacement, location: m.location, status });
    writeFileSync(join(outDir, `${slug}.recheck.json`), JSON.stringify(results, null, 2) + '\n'); // so far
    console.log(
      `recheck: ${file}:${m.location.start.line} ${m.mutatorName} ${JSON.stringify(m.replacement).slice(0, 60)}: ${status}`,
    );
  }
  writeFileSync(join(copy, file), source);
  writeFileSync(join(outDir, `${slug}.recheck.json`), JSON.stringify(results, null, 2) + '\n');
  console.log(
    `recheck: ${file}: ${timedOut.length} timeouts, ${results.filter((r) => r.status !== 'Timeout').length} were not`,
  );
}
rmSync(copy, { recursive: true, force: true });
