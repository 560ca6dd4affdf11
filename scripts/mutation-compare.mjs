// node scripts/mutation-compare.mjs <before-dir> [after-dir]: two test suites' mutation runs of the
// same sources, file by file. Each dir is a test-output/mutation of `npm run test:mutation` (after-dir
// defaults to this checkout's); run the old suite in a checkout of it with these src/ files copied in.
// Prints a Markdown table: each side's counts and score (a recheck's verdicts applied, see
// mutation-recheck.mjs), then every mutant the before suite detects and the after suite lets live,
// matched by mutator, replacement and place. None listed: nothing was lost. Reads the source of
// each report, and refuses a file whose source differs between the two.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportSlug } from './mutationSlug.mjs';

const [beforeDir, afterDir = 'test-output/mutation'] = process.argv.slice(2);
if (!beforeDir) {
  console.error('usage: node scripts/mutation-compare.mjs <before-dir> [after-dir]');
  process.exit(2);
}
const detected = (status) => status === 'Killed' || status === 'Timeout';
const key = (m) => `${m.mutatorName}|${m.replacement}|${JSON.stringify(m.location)}`;

/** A file's report, with the recheck's verdicts in place of 'Timeout', or null when it was not run. */
function report(dir, file) {
  const slug = reportSlug(file);
  if (!existsSync(join(dir, `${slug}.json`))) return null;
  const json = JSON.parse(readFileSync(join(dir, `${slug}.json`), 'utf8'));
  const [data] = Object.values(json.files);
  if (!data) return null; // a file with no mutable code: Stryker reports no file
  const tests = new Map(Object.values(json.testFiles ?? {}).flatMap((f) => f.tests.map((t) => [t.id, t.name])));
  const recheck = join(dir, `${slug}.recheck.json`);
  const verdicts = new Map(
    existsSync(recheck) ? JSON.parse(readFileSync(recheck, 'utf8')).map((r) => [r.id, r.status]) : [],
  );
  const mutants = data.mutants
    .filter((m) => ['Killed', 'Timeout', 'Survived', 'NoCoverage'].includes(m.status))
    .map((m) => ({
      ...m,
      status: verdicts.get(m.id) ?? m.status,
      killedBy: m.killedBy?.map((id) => tests.get(id) ?? id),
    }));
  return { source: data.source, mutants, corrected: [...verdicts.values()].filter((s) => s !== 'Timeout').length };
}

function counts(r) {
  const n = (s) => r.mutants.filter((m) => m.status === s).length;
  const [killed, timeout, survived, noCoverage] = ['Killed', 'Timeout', 'Survived', 'NoCoverage'].map(n);
  const score = r.mutants.length === 0 ? '–' : ((100 * (killed + timeout)) / r.mutants.length).toFixed(1);
  return `${r.mutants.length} | ${killed} | ${timeout} | ${survived} | ${noCoverage} | ${score}`;
}

const files = Object.keys(JSON.parse(readFileSync(join(afterDir, 'scores.json'), 'utf8')).files).sort();
const lost = [];
console.log(
  '| file | before: mutants / killed / timeout / survived / no coverage / score % | after: the same | timeouts rechecked (before, after) |',
);
console.log('| --- | --- | --- | --: |');
for (const file of files) {
  const before = report(beforeDir, file);
  const after = report(afterDir, file);
  if (!after) continue;
  if (before && before.source !== after.source) {
    console.log(`| \`${file}\` | the sources differ | ${counts(after).replaceAll(' | ', ' / ')} | |`);
    continue;
  }
  const b = before ? counts(before).replaceAll(' | ', ' / ') : 'not run';
  console.log(
    `| \`${file}\` | ${b} | ${counts(after).replaceAll(' | ', ' / ')} | ${before?.corrected ?? '–'}, ${after.corrected} |`,
  );
  if (!before) continue;
  const theirs = new Map(before.mutants.map((m) => [key(m), m]));
  for (const m of after.mutants) {
    const t = theirs.get(key(m));
    if (t && detected(t.status) && !detected(m.status)) lost.push({ file, m, t });
  }
}
console.log(`\nDetected before, live after: ${lost.length}`);
for (const { file, m, t } of lost)
  console.log(
    `- ${file}:${m.location.start.line}:${m.location.start.column} ${m.mutatorName} ${JSON.stringify(m.replacement)} (before ${t.status} by ${t.killedBy?.join(', ') ?? '?'})`,
  );
