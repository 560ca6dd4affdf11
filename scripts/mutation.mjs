// npm run test:mutation [-- files...]: StrykerJS over src/core and src/app against test:unit, one
// source file per run (a whole run takes hours at ~25 mutants a minute; one file's run can be redone
// alone; FILE:START-END runs the mutants of those lines only, so that a slow file's halves can run on
// two CPUs, and figures.mjs adds the halves up). Each file's score is merged into
// test-output/mutation/scores.json:
//   { "stryker": "9.6.1", "files": { "src/core/parse.ts": { "date", "commit", "mutants", "killed",
//     "timeout", "survived", "noCoverage", "errors", "score" } } }
// score = (killed + timeout) / (killed + timeout + survived + noCoverage), in percent, as Stryker's.
// The full report of each file stays beside it (<file>.json, <file>.log lists the survivors).
// stryker.config.json's timeoutMS is 8 s on top of Stryker's 1.5 x each test's measured time (5 s by
// default): at 5 s a machine at load 20 turned slow runs into 'Timeout' (counted as killed), up to a
// tenth of a file's mutants; with at most one run per CPU, 8 s does not. For the same reason mocha's own
// timeout is 60 s here (test-output/mutation/mocharc.json, the unit config otherwise): at the unit
// tier's 2 s a starved test failed, and its mutant counted as killed.
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { reportSlug } from './mutationSlug.mjs';

const outDir = 'test-output/mutation';
const scoresFile = join(outDir, 'scores.json');

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const files =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...sources('src/core'), ...sources('src/app')];
const base = JSON.parse(readFileSync('stryker.config.json', 'utf8'));
delete base.$schema;
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
mkdirSync(outDir, { recursive: true });
const mocharc = resolve(outDir, 'mocharc.json');
writeFileSync(
  mocharc,
  JSON.stringify({ ...JSON.parse(readFileSync(base.mochaOptions.config, 'utf8')), timeout: 60000 }),
);

// A file whose mutants run against some of the unit tests only, with the measured reason. Its score is
// a lower bound of the whole tier's (a mutant only another test kills counts as survived); figures.mjs
// names these files and their tests.
const narrowed = {
  // Instrumented, the carry-save kernel runs about 100 times slower (a dry run of the tier took 107 s,
  // 25 s with perPlayer.ts instrumented instead): 5 h 16 min estimated for its 402 mutants against the
  // tier, whose limit and big-target tests spend 0.6 of the kernel's 0.8 s. These files test the
  // kernel's counts exactly, against BigInt references and the other strategies.
  'src/core/part2/soloExact.ts': ['soloExact', 'exact', 'soloThreads', 'strategies', 'known-numbers'].map(
    (name) => `test/unit/${name}.test.ts`,
  ),
  // The memo's inner loop: against the tier, its dry run took 242 s (on a loaded machine) and each
  // mutant that hangs cost 1.5 times that before its timeout: 47 of its 100 mutants in 29 min. These
  // files check the memo's counts exactly, against brute force, the other strategies and BigInt.
  'src/core/part2/memo.ts:126-171': ['strategies', 'exact'].map((name) => `test/unit/${name}.test.ts`),
};
/** The tests a run of `file` (FILE or FILE:START-END) is narrowed to, if any. */
const narrowedSpec = (file) => narrowed[file] ?? narrowed[file.split(':')[0]];

for (const file of files) {
  const slug = reportSlug(file);
  const report = join(outDir, `${slug}.json`);
  const config = join(outDir, `${slug}.config.json`);
  writeFileSync(
    config,
    JSON.stringify({
      ...base,
      mutate: [file],
      mochaOptions: {
        ...base.mochaOptions,
        config: mocharc,
        ...(narrowedSpec(file) && { spec: narrowedSpec(file) }),
      },
      // Not into the sandbox: the other runs' sandboxes and reports (two runs at once copied each other's).
      ignorePatterns: [...(base.ignorePatterns ?? []), '/test-output'],
      // Every mutant is run: a changed test is not seen by the incremental mode of the mocha runner.
      incremental: false,
      reporters: ['json', 'clear-text', 'progress-append-only'],
      jsonReporter: { fileName: report },
      tempDirName: join(outDir, `tmp-${slug}`),
    }),
  );
  const log = join(outDir, `${slug}.log`);
  console.log(`mutation: ${file} (progress in ${log})`);
  const out = openSync(log, 'w');
  const run = spawnSync('npx', ['stryker', 'run', config], { stdio: ['ignore', out, out] });
  closeSync(out);
  if (run.status !== 0 || !existsSync(report)) {
    console.error(`mutation: ${file}: stryker failed (see ${outDir}/${slug}.log)`);
    process.exitCode = 1;
    continue;
  }
  const count = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0 };
  for (const f of Object.values(JSON.parse(readFileSync(report, 'utf8')).files)) {
    for (const m of f.mutants) {
      if (m.status === 'Killed') count.killed++;
      else if (m.status === 'Timeout') count.timeout++;
      else if (m.status === 'Survived') count.survived++;
      else if (m.status === 'NoCoverage') count.noCoverage++;
      else count.errors++;
    }
  }
  const detected = count.killed + count.timeout;
  const valid = detected + count.survived + count.noCoverage;
  const entry = {
    date: new Date().toISOString(),
    commit,
    mutants: valid + count.errors,
    ...count,
    score: valid === 0 ? null : Math.round((1000 * 100 * detected) / valid) / 1000,
  };
  const scores = existsSync(scoresFile) ? JSON.parse(readFileSync(scoresFile, 'utf8')) : { files: {} };
  scores.stryker = JSON.parse(readFileSync('node_modules/@stryker-mutator/core/package.json', 'utf8')).version;
  scores.files[file] = entry;
  writeFileSync(scoresFile, JSON.stringify(scores, null, 2) + '\n');
  console.log(`mutation: ${file}: ${entry.score}% (${detected}/${valid}, ${count.survived} survived)`);
}
