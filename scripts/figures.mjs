// The figures that move with every commit, written to docs/figures.md (outside the .vsix): the
// .vsix and its bundles' sizes, the test counts, the largest requests the limits allow, and the
// benchmarks' last results (test-output/*.json, each quoted with its date and load). The README
// says the same things in round words and links here; nothing compares the two.
//   npm run figures              package, count, write docs/figures.md
//   npm run figures -- --check   package and check the package only: `vsce package` without a
//                                warning, the .vsix holding exactly the files that run, and its
//                                manifest carrying what the Marketplace and Open VSX pages show.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import * as prettier from 'prettier';
import { reportSlug } from './mutationSlug.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const CHECK = process.argv.includes('--check');
const FIGURES = join(ROOT, 'docs', 'figures.md');
const VSIX = join(ROOT, 'dirac-dice.vsix');
const problems = [];
const notes = [];
const fail = (text) => problems.push(text);

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const group = (n) => Number(n).toLocaleString('en-US');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function run(command, args, options = {}) {
  const r = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20, ...options });
  if (r.error) throw r.error;
  return r;
}

// ---------------------------------------------------------------------------------------------
// The package: production bundles, `vsce package` (no warnings), the files it holds.

/** The entries of a zip file (central directory), each with its bytes when asked. */
function readZip(file) {
  const buf = readFileSync(file);
  let end = buf.length - 22;
  while (end >= 0 && buf.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error(`${file} is not a zip file`);
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const entries = new Map();
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    const data = () => {
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      const raw = buf.subarray(start, start + compressed);
      return method === 0 ? raw : inflateRawSync(raw);
    };
    entries.set(name, { size, data });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** The names vsce gives these files in the .vsix (the others keep theirs), and back. */
const PACKED_AS = { 'README.md': 'readme.md', 'CHANGELOG.md': 'changelog.md', LICENSE: 'LICENSE.txt' };
const UNPACKED = new Map(Object.entries(PACKED_AS).map(([name, packed]) => [`extension/${packed}`, name]));

function pack() {
  const build = run(process.execPath, ['esbuild.mjs', '--production']);
  if (build.status !== 0) throw new Error(`the production build failed:\n${build.stderr}`);
  const vsce = join(ROOT, 'node_modules', '@vscode', 'vsce', 'vsce');
  const packed = run(process.execPath, [vsce, 'package', '--no-dependencies', '--out', VSIX], {
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const output = `${packed.stdout}\n${packed.stderr}`;
  if (packed.status !== 0) throw new Error(`vsce package failed:\n${output}`);
  const warnings = output.split('\n').filter((line) => /\bWARNING\b|\bwarn(ing)?\b/i.test(line));
  for (const line of warnings) fail(`vsce package warns: ${line.trim()}`);
  // The files it holds, by their names in the repository: read from the .vsix itself (`vsce ls`, which
  // says what vsce would pack, took 4 s more).
  const zip = readZip(VSIX);
  const files = [...zip.keys()].filter((n) => n.startsWith('extension/')).map((n) => UNPACKED.get(n) ?? n.slice(10));
  return { files: files.sort(), zip, bytes: statSync(VSIX).size };
}

/**
 * What the .vsix must hold, and only that: what the manifest names, what the code loads by path,
 * the localized strings, and the documents the pages show.
 */
function expectedFiles() {
  const strip = (p) => p.replace(/^\.\//, '');
  const files = new Set(['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', strip(manifest.icon)]);
  for (const f of readdirSync(ROOT)) if (/^package\.nls(\.[\w-]+)?\.json$/.test(f)) files.add(f);
  // The translations; not the English bundle (bundle.l10n.json), which VS Code never loads: it is
  // what translators start from (npm run l10n).
  for (const f of readdirSync(join(ROOT, strip(manifest.l10n))))
    if (/^bundle\.l10n\.[\w-]+\.json$/.test(f)) files.add(`l10n/${f}`);
  files.add(strip(manifest.main));
  files.add(strip(manifest.browser));
  for (const walkthrough of manifest.contributes.walkthroughs ?? [])
    for (const step of walkthrough.steps)
      for (const key of ['markdown', 'svg', 'image']) {
        const media = step.media?.[key];
        if (typeof media !== 'string') continue;
        files.add(strip(media));
        if (key !== 'markdown') continue;
        // Its translations: VS Code shows <page>.nls.<language>.md in that display language.
        const page = strip(media);
        const [stem] = page.split(/\.md$/);
        for (const f of readdirSync(join(ROOT, dirname(page))))
          if (f.startsWith(`${stem.split('/').pop()}.nls.`) && f.endsWith('.md')) files.add(`${dirname(page)}/${f}`);
        // What a walkthrough page shows by a relative link ships too.
        for (const [, link] of readFileSync(join(ROOT, media), 'utf8').matchAll(/\]\(([^)#\s]+)/g))
          if (!/^[a-z]+:/i.test(link)) files.add(join(dirname(strip(media)), link).replaceAll('\\', '/'));
      }
  for (const container of manifest.contributes.viewsContainers?.activitybar ?? []) files.add(strip(container.icon));
  // Loaded by the code, by path: a bundle ships when a source of the extension names it.
  const sources = readdirSync(join(ROOT, 'src', 'extension'))
    .map((f) => readFileSync(join(ROOT, 'src', 'extension', f), 'utf8'))
    .join('\n');
  const loaded = {
    'dist/worker.js': /'dist', 'worker\.js'/,
    'dist/web/worker.js': /'dist', 'web', 'worker\.js'/,
    'dist/webview/panel.js': /'panel\.js'/,
    'dist/webview/panel.css': /'panel\.css'/,
  };
  for (const [file, pattern] of Object.entries(loaded)) if (pattern.test(sources)) files.add(file);
  return [...files].sort();
}

function checkPackage({ files, zip }) {
  const expected = expectedFiles();
  const extra = files.filter((f) => !expected.includes(f));
  const missing = expected.filter((f) => !files.includes(f));
  if (extra.length) fail(`the .vsix holds files that do not run (fix .vscodeignore): ${extra.join(', ')}`);
  if (missing.length) fail(`the .vsix misses files the extension needs (fix .vscodeignore): ${missing.join(', ')}`);
  // What the Marketplace and Open VSX show comes from extension.vsixmanifest.
  const xml = zip.get('extension.vsixmanifest')?.data().toString('utf8') ?? '';
  const asset = (type) => new RegExp(`<Asset Type="Microsoft\\.VisualStudio\\.Services\\.${type}"`).test(xml);
  const property = (id) =>
    new RegExp(`<Property Id="Microsoft\\.VisualStudio\\.Services\\.${id}" Value="[^"]+"`).test(xml);
  for (const type of ['Content.Details', 'Content.Changelog', 'Content.License', 'Icons.Default'])
    if (!asset(type)) fail(`the .vsix manifest has no ${type} asset`);
  for (const id of ['Links.Source', 'Links.Support', 'Links.Learn', 'Branding.Color', 'Branding.Theme'])
    if (!property(id)) fail(`the .vsix manifest has no ${id}`);
  if (!/<Categories>[^<]+<\/Categories>/.test(xml)) fail('the .vsix manifest has no categories');
  if (!/<Tags>[^<]+<\/Tags>/.test(xml)) fail('the .vsix manifest has no tags');
}

// ---------------------------------------------------------------------------------------------
// Test counts: mocha's dry run lists every test without running one.

/** Tests that mocha would run, and in how many files, without running them (`mocha --dry-run`). */
function dryRun(args) {
  const dir = mkdtempSync(join(tmpdir(), 'figures-'));
  try {
    const out = join(dir, 'tests.json');
    // The integration tests import `vscode`, which only an extension host provides: a stand-in
    // that answers anything lets their files load, so their suites and tests can be listed.
    const stub = join(dir, 'vscode-stub.cjs');
    writeFileSync(
      stub,
      `const Module = require('node:module');
const anything = new Proxy(function () {}, {
  get: (_, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : anything),
  apply: () => anything,
  construct: () => anything,
});
const load = Module._load;
Module._load = function (request, ...rest) {
  return request === 'vscode' ? anything : load.call(this, request, ...rest);
};
`,
    );
    const mocha = join(ROOT, 'node_modules', 'mocha', 'bin', 'mocha.js');
    const r = run(process.execPath, [
      mocha,
      ...args.map((a) => a.replace('<stub>', stub)),
      '--dry-run',
      '--no-parallel',
      '--reporter',
      'json',
      '--reporter-option',
      `output=${out}`,
    ]);
    if (r.status !== 0 || !existsSync(out)) throw new Error(`mocha --dry-run ${args.join(' ')} failed:\n${r.stderr}`);
    const { tests } = JSON.parse(readFileSync(out, 'utf8'));
    return { tests: tests.length, files: new Set(tests.map((t) => t.file)).size };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function testCounts() {
  return {
    // .mocharc.json: test/unit/**/*.test.ts through the esbuild loader; the other two tiers' configs likewise.
    unit: dryRun([]),
    bundles: dryRun(['--config', 'test/bundles/.mocharc.json']),
    fuzz: dryRun(['--config', 'test/fuzz/.mocharc.json']),
    // test/integration/index.ts runs every dist/test/integration/*.test.js (tdd), built by pack().
    integration: dryRun(['--no-config', '--ui', 'tdd', '--require', '<stub>', 'dist/test/integration/*.test.js']),
    // test/ui/run.mjs runs every test/ui/*.ui.mjs (bdd).
    ui: dryRun(['--no-config', 'test/ui/*.ui.mjs']),
  };
}

// ---------------------------------------------------------------------------------------------
// The written sections.

const BUNDLES = [
  ['dist/extension.js', 'the extension (Node build)'],
  ['dist/web/extension.js', 'the extension (browser build)'],
  ['dist/worker.js', 'the solver thread (Node)'],
  ['dist/web/worker.js', 'the solver thread (Web Worker)'],
  ['dist/webview/panel.js', "the panel's script (inline in its page)"],
  ['dist/webview/panel.css', "the panel's styles"],
];

function vsixBlock({ zip, bytes }) {
  const size = (file) => zip.get(`extension/${file}`)?.size;
  const files = [...zip.keys()].filter((name) => name.startsWith('extension/')).length;
  return [
    '',
    `\`dirac-dice.vsix\` is ${kb(bytes)}, ${files} files; the bundles in it, minified:`,
    '',
    '| bundle | what | size |',
    '| --- | --- | ---: |',
    ...BUNDLES.filter(([file]) => size(file) !== undefined).map(
      ([file, what]) => `| \`${file}\` | ${what} | ${kb(size(file))} |`,
    ),
    '',
  ].join('\n');
}

function testsBlock({ unit, bundles, fuzz, integration, ui }) {
  const n = (suite) => `${group(suite.tests)} tests in ${suite.files} files`;
  return (
    `The unit suite (\`npm run test:unit\`) has ${n(unit)}, the bundles' suite (\`test:bundles\`) ${n(bundles)}, ` +
    `the fuzz suite (\`test:fuzz\`) ${n(fuzz)}, the integration suite ${n(integration)}, the UI suite ${n(ui)} ` +
    '(listed by `mocha --dry-run`).'
  );
}

/** A results file of the benchmarks, or null when this machine has none. */
function results(name) {
  const file = join(ROOT, 'test-output', name);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  notes.push(`test-output/${name} is missing: docs/figures.md keeps that section's last measurement`);
  return null;
}

/**
 * A benchmark's section: its heading, then `block` of this machine's results, or else the section's text
 * in today's docs/figures.md (each benchmark runs on its own occasions, not at every `npm run figures`).
 */
function measured(heading, results, block) {
  if (results) return [heading, block(results)];
  const old = existsSync(FIGURES) ? readFileSync(FIGURES, 'utf8') : '';
  const at = old.indexOf(`\n${heading}\n`);
  const body = at < 0 ? 'No results file on this machine.' : old.slice(at + heading.length + 2).split('\n## ')[0];
  return [heading, `\n${body.trim()}\n`];
}

/** The per-file StrykerJS reports `npm run test:mutation` leaves in test-output/mutation, as one report (null: none). */
function mutationReports() {
  const dir = join(ROOT, 'test-output', 'mutation');
  const names = existsSync(dir) ? readdirSync(dir).filter((f) => /(?<!\.config|^scores)\.json$/.test(f)) : [];
  const reports = names.map((f) => ({
    ...JSON.parse(readFileSync(join(dir, f), 'utf8')),
    at: statSync(join(dir, f)).mtime,
  }));
  if (reports.length === 0) return { mutation: null, mutationDate: null };
  // A file run in line ranges (FILE:START-END) has a report per range: their mutants are added up; a
  // mutant in two reports (its lines run again) counts as the newer one says.
  const byFile = new Map();
  for (const r of reports.toSorted((a, b) => a.at - b.at))
    for (const [file, f] of Object.entries(r.files ?? {})) {
      const mutants = byFile.get(file)?.mutants ?? new Map();
      for (const m of f.mutants) mutants.set(JSON.stringify([m.location, m.mutatorName, m.replacement]), m);
      byFile.set(file, { ...f, mutants });
    }
  const files = Object.fromEntries([...byFile].map(([file, f]) => [file, { ...f, mutants: [...f.mutants.values()] }]));
  // A run against some unit tests only (scripts/mutation.mjs's `narrowed`): what it mutated (a file, or its lines), with those tests.
  const narrowed = reports.flatMap((r) =>
    r.config?.mochaOptions?.spec ? (r.config.mutate ?? []).map((file) => [file, r.config.mochaOptions.spec]) : [],
  );
  return { mutation: { files, narrowed }, mutationDate: new Date(Math.max(...reports.map((r) => r.at.getTime()))) };
}

/** How many of a file's mutants have one of these statuses. */
const count = (mutants, ...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;

/**
 * The mutation score per file (`npm run test:mutation`, StrykerJS's JSON report): killed and timed-out
 * mutants over all that ran (survivors and mutants no test covers count against it).
 */
function mutationBlock(report, when) {
  const row = (name, mutants) => {
    const detected = count(mutants, 'Killed', 'Timeout');
    const missed = count(mutants, 'Survived', 'NoCoverage');
    const score = detected + missed ? ((100 * detected) / (detected + missed)).toFixed(1) : 'n/a';
    return `| ${name} | ${detected + missed} | ${detected} | ${count(mutants, 'Survived')} | ${count(mutants, 'NoCoverage')} | ${score} |`;
  };
  const files = Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b));
  return [
    '',
    `StrykerJS over src/core and src/app against \`npm run test:unit\`, ${date(when.toISOString())}:`,
    '',
    '| file | mutants | killed | survived | no coverage | score % |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...files.map(([file, { mutants }]) => row(`\`${file}\``, mutants)),
    row(
      'all',
      files.flatMap(([, { mutants }]) => mutants),
    ),
    '',
    ...report.narrowed.flatMap(([file, spec]) => [
      `\`${file}\` ran against ${spec.map((t) => `\`${t}\``).join(', ')} only (\`scripts/mutation.mjs\` says why): its score is a lower bound of the tier's.`,
      '',
    ]),
    ...notRun(new Set(files.map(([file]) => file))),
    ...survivorsBlock(files),
  ].join('\n');
}

/** The files of src/core and src/app that have no report on this machine (a run can take hours: one file at a time). */
function notRun(reported) {
  const walk = (dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(`${dir}/${e.name}`) : e.name.endsWith('.ts') ? [`${dir}/${e.name}`] : [],
    );
  // A file with no mutants (types, re-exports) has a report of its own with no files in it.
  const ran = (file) =>
    reported.has(file) || existsSync(join(ROOT, 'test-output', 'mutation', `${reportSlug(file)}.json`));
  const missing = [...walk('src/core'), ...walk('src/app')].filter((file) => !ran(file)).sort();
  if (missing.length === 0) return [];
  return [`Not in these reports (no run of theirs on this machine): ${missing.map((f) => `\`${f}\``).join(', ')}.`, ''];
}

/**
 * Each surviving mutant of a file below 80 %, with the reason docs/mutation-survivors.json gives for
 * it: equivalent, or killed only by another tier. An entry there matches a file's survivors on its
 * mutator, its replacement and a piece of the mutated line (`on`), each where given.
 */
function survivorsBlock(files) {
  const reasons = JSON.parse(readFileSync(join(ROOT, 'docs', 'mutation-survivors.json'), 'utf8'));
  const code = (text) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
  const matches = (r, m, line) =>
    (!r.mutator || r.mutator === m.mutatorName) &&
    (!r.replacement || r.replacement === m.replacement) &&
    (!r.on || line.includes(r.on));
  const lines = files.flatMap(([file, { mutants, source }]) => {
    const missed = mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage');
    if (count(mutants, 'Killed', 'Timeout') >= 0.8 * (count(mutants, 'Killed', 'Timeout') + missed.length)) return [];
    const sourceLines = source.split('\n');
    const byReason = new Map(); // one line per reason, its mutants in order
    for (const m of missed) {
      const at = m.location.start.line;
      const reason = reasons[file]?.find((r) => matches(r, m, sourceLines[at - 1] ?? ''))?.reason;
      if (!reason) notes.push(`${file}:${at}: a surviving mutant with no reason in docs/mutation-survivors.json`);
      const key = reason ?? 'no reason recorded';
      byReason.set(key, [
        ...(byReason.get(key) ?? []),
        `${at} ${m.mutatorName} ${code(m.replacement.replace(/\s+/g, ' '))}`,
      ]);
    }
    return [...byReason].map(([reason, list]) => `- \`${file}\` line ${list.join(', ')}: ${reason}`);
  });
  if (lines.length === 0) return [];
  return ['The surviving mutants of the files below 80 %, and why the unit tier cannot kill them:', '', ...lines, ''];
}

const date = (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const load = (values) => values.map((v) => v.toFixed(1)).join(' / ');
const seconds = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

function worstBlock(r) {
  const slowest = r.rows.reduce((a, b) => (b.wallMs > a.wallMs ? b : a));
  const over = r.rows.filter((row) => row.wallMs > 10_000);
  const label = (row) => row.label.replace(/(\d)(\d{3})\b/g, '$1,$2');
  return [
    '',
    `Measured ${date(r.startedAt)} on ${r.cpus} × ${r.cpuModel} (Node ${r.node.replace(/^v/, '')}), load average ` +
      `${load(r.loadavgStart)} (1 / 5 / 15 min) at the start and ${load(r.loadavgEnd)} at the end:`,
    '',
    '| strategy | worst allowed case | wall time | CPU time | peak memory |',
    '| --- | --- | ---: | ---: | ---: |',
    ...r.rows.map(
      (row) =>
        `| ${row.what} | ${label(row)} | ${seconds(row.wallMs)} | ${row.cpuMs === undefined ? '—' : seconds(row.cpuMs)} | ${row.rssMB === undefined ? '—' : `${Math.round(row.rssMB)} MB`} |`,
    ),
    '',
    over.length === 0
      ? `Every case ended within 10 s (the slowest: ${slowest.what}, ${label(slowest)}, ${seconds(slowest.wallMs)}).`
      : `Over 10 s in this run: ${over.map((row) => `${row.what}, ${label(row)} (${seconds(row.wallMs)})`).join('; ')}.`,
    '',
  ].join('\n');
}

function scaleBlock(r) {
  const required = r.required.filter((c) => c.run);
  const ms = (run) => (run.outcome === 'ok' ? seconds(run.wallMs) : run.outcome);
  return [
    '',
    `Measured ${date(r.startedAt)} on ${r.cpus} × ${r.cpuModel} (Node ${r.node.replace(/^v/, '')}), load average ` +
      `${load(r.loadavgStart)} at the start and ${load(r.loadavgEnd)} at the end; a process doing nothing ` +
      `takes ${seconds(r.idle.wallMs)} and ${Math.round(r.idle.maxRssKB / 1024)} MB:`,
    '',
    '| case | digits | wall time | CPU time | peak memory |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...required.map(
      (c) =>
        `| ${c.name} | ${c.run.digits === undefined ? '—' : group(c.run.digits)} | ${ms(c.run)} | ${c.run.cpuMs === undefined ? '—' : seconds(c.run.cpuMs)} | ${c.run.maxRssKB === undefined ? '—' : `${Math.round(c.run.maxRssKB / 1024)} MB`} |`,
    ),
    '',
  ].join('\n');
}

/** The exact kernel against its C port (bench:scale --kernel), ratios paired by round; empty without kernel rows. */
function kernelBlock(r) {
  if (!Array.isArray(r.kernel) || r.kernel.length === 0) return '';
  const { spread } = createRequire(import.meta.url)(join(ROOT, 'dist', 'bench-harness.js'));
  const ratio = (ts, c) =>
    spread(
      ts.map((x, i) => x.computeMs / c[i]?.wallMs),
      (x) => `${x.toFixed(2)}x`,
    );
  const run = r.kernelRun; // a later --kernel run's own date and load
  const when = run
    ? ` Measured ${date(run.startedAt)} (\`--kernel\`), load average ${load(run.loadavgStart)} at the start and ${load(run.loadavgEnd)} at the end.`
    : '';
  return [
    '',
    `The exact kernel against its C port (bench/c/kernel.c, gcc -O2): both players' solo games on the puzzle's board, ` +
      `median (min–max) of ${r.kernel[0].one.length} rounds, the ratios paired by round.${when}`,
    '',
    '| Dirac target | TS, one thread | TS, two threads | C port | one thread / C | two threads / C | peak memory, one thread | same counts |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...r.kernel.map(
      (k) =>
        `| ${group(k.target)} | ${spread(
          k.one.map((x) => x.computeMs),
          seconds,
        )} | ${spread(
          k.two.map((x) => x.computeMs),
          seconds,
        )} | ${spread(
          k.c.map((x) => x.wallMs),
          seconds,
        )} | ${ratio(k.one, k.c)} | ${ratio(k.two, k.c)} | ${spread(
          k.one.map((x) => x.maxRssKB / 1024),
          (x) => `${Math.round(x)} MB`,
        )} | ${k.agree ? 'yes' : 'NO'} |`,
    ),
    '',
  ].join('\n');
}

function scaleBiggestBlock(r) {
  const strategies = Object.keys(r.biggest);
  const dimensions = Object.keys(r.biggest[strategies[0]]);
  const cell = ({ within1s, within10s }) =>
    within1s === null && within10s === null
      ? '—'
      : `${within1s === null ? '—' : group(within1s)} / ${within10s === null ? '—' : group(within10s)}`;
  return [
    '',
    `| strategy | ${dimensions.join(' | ')} |`,
    `| --- | ${dimensions.map(() => '---').join(' | ')} |`,
    ...strategies.map((s) => `| ${s} | ${dimensions.map((d) => cell(r.biggest[s][d])).join(' | ')} |`),
    '',
  ].join('\n');
}

function benchUiBlock(r) {
  const { dirac, bare } = r.summary;
  const ms = (x) => `${Math.round(x.median)} ms`;
  return (
    `Measured ${date(r.date)} on ${r.machine.cpus} × ${r.machine.model}, load average ${load(r.machine.loadavg)}, ` +
    `median of ${r.rounds}: command → answer painted ${ms(dirac.cold)} cold and ${ms(dirac.warm)} warm` +
    (bare ? `; a bare webview extension ${ms(bare.cold)} cold and ${ms(bare.warm)} warm.` : '.')
  );
}

/** The web worker host's threads (bench:web): a big solve on one Web Worker against two, paired by round. */
function webBlock(r) {
  const { spread } = createRequire(import.meta.url)(join(ROOT, 'dist', 'bench-harness.js'));
  const cell = (xs) => spread(xs, (x) => `${Math.round(x)} ms`);
  return [
    '',
    `Measured ${date(r.startedAt)} in headless Chromium ${r.chromium} on ${r.cpus} × ${r.cpuModel}, load average ` +
      `${load(r.loadavgStart)} at the start and ${load(r.loadavgEnd)} at the end; the browser build's solver spawned from a ` +
      `worker as the web worker host spawns it, median (min–max) of ${r.rows[0].one.length} rounds:`,
    '',
    '| Dirac target (board 10, starts 4 and 8) | one Web Worker | two (one nested) | two / one, paired |',
    '| ---: | ---: | ---: | ---: |',
    ...r.rows.map(
      (row) =>
        `| ${group(row.target)} | ${cell(row.one)} | ${cell(row.two)} | ${spread(
          row.two.map((t, i) => t / row.one[i]),
          (x) => `${x.toFixed(2)}x`,
        )} |`,
    ),
    '',
    "A target below the solo threads' threshold (`SOLO_THREAD_WORK`, about 1,150 here) plays on one worker either way.",
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The limits, as the built core applies them.

function limitsBlock() {
  const require = createRequire(import.meta.url);
  const { LIMITS } = require(join(ROOT, 'dist', 'core.js'));
  // The benchmarks' one search (bench/harness.ts), with the default limits a part 2 request meets.
  const largest = (positions) =>
    require(join(ROOT, 'dist', 'bench-harness.js')).largestAllowedTarget('per-player', positions);
  const ten = Array.from({ length: LIMITS.maxPlayers }, (_, i) => i + 1);
  return [
    `The default cap on part 2 (\`LIMITS.maxWork\`, the \`diracDice.maxWork\` setting) is ${LIMITS.maxWork.toExponential().replace('e+', 'e')} estimated steps:`,
    `on the puzzle's board (starts 4 and 8) that is a Dirac target of ${group(largest([4, 8]))};`,
    `with ${LIMITS.maxPlayers} players, ${group(largest(ten))}.`,
    `Input text is capped at ${group(LIMITS.maxInputChars)} characters.`,
  ].join(' ');
}

/**
 * Written by hand (no benchmark writes it): why the explorer's first expansion stays over its 1 s goal on a board
 * of 2. Measure again with paired runs before changing it.
 */
const EXPLORER_NOTE = `
The explorer reads the memo's kept tables: its first expansion is one memo solve, its tables kept, and the
start read from them. CPU time of \`explore()\` and the start's expansion at the largest Dirac target the memo takes
on each board, measured 2026-11-28 on 2 × AMD EPYC (Node 20.20.2) under a load average of 10 to 15, median (min–max)
of 7 rounds, before and after alternating in each round (before: each counting pass kept in a table over the whole
state bound; after: the reached states only):

| board (starts) | Dirac target | counting passes | reached states |              before |             after |
| -------------- | -----------: | --------------: | -------------: | ------------------: | ----------------: |
| 1 (1, 1)       |          593 |   1 + 226 primes |          1,185 |  669 ms (562 ms–3.7 s) | 85 ms (67–249 ms) |
| 2 (1, 2)       |          296 |   1 + 113 primes |        174,638 | 1.6 s (1.5 s–1.9 s) | 1.6 s (1.5 s–1.7 s) |
| 10 (4, 8)      |           84 |     1 + 8 primes |        468,030 |  378 ms (311–403 ms) | 331 ms (263–387 ms) |

A board of 2 stays over 1 s because the memo's own solve does: its counts need 113 primes of 25 bits, and each is a
walk over the 174,638 reached states; \`memo()\` alone, with no table kept, took 1.29 s (1.20 s–1.49 s) over 7
rounds. A floor division in place of \`%\` in its inner loop measured 0.86 times the time (8 paired rounds): not 1 s.
`;

// ---------------------------------------------------------------------------------------------

async function main() {
  const packed = pack();
  checkPackage(packed);
  if (!CHECK) {
    const tests = testCounts();
    const worst = results('bench-worst.json');
    const scale = results('scale.json');
    const ui = results('bench-ui.json');
    const web = results('bench-web.json');
    const { mutation, mutationDate } = mutationReports();
    const text = [
      '# Figures',
      '',
      'Written by `npm run figures` (scripts/figures.mjs) from the package, the test files, the built core and the',
      "benchmarks' last results on the machine that ran it. Do not edit by hand; the other documents speak in round words.",
      '',
      '## The package',
      vsixBlock(packed),
      '## Tests',
      '',
      testsBlock(tests),
      '',
      '## Limits',
      '',
      limitsBlock(),
      '',
      ...measured('## Worst allowed cases (`npm run bench:worst`)', worst, worstBlock),
      ...measured('## Scale (`npm run bench:scale`)', scale, (scale) =>
        scale.series.length === 0 // a --kernel run: no cases, no series
          ? `${kernelBlock(scale)}\nThe last run, ${date(scale.startedAt)}, measured the kernel only (\`--kernel\`).\n`
          : `${scaleBlock(scale)}${kernelBlock(scale)}\nThe largest size within 1 s / 10 s:\n${scaleBiggestBlock(scale)}`,
      ),
      ...measured('## The web worker host on two Web Workers (`npm run bench:web`)', web, webBlock),
      "## The explorer's first expansion on small boards (measured by hand)",
      EXPLORER_NOTE,
      '## Mutation score (`npm run test:mutation`)',
      mutation ? mutationBlock(mutation, mutationDate) : '\nNo report on this machine.\n',
      ...measured('## Command to answer painted (`npm run bench:ui`)', ui, (ui) => `\n${benchUiBlock(ui)}\n`),
      '',
    ].join('\n');
    const options = (await prettier.resolveConfig(FIGURES)) ?? {};
    writeFileSync(FIGURES, await prettier.format(text, { ...options, filepath: FIGURES }));
    console.log(
      `docs/figures.md written: ${tests.unit.tests} unit, ${tests.integration.tests} integration, ${tests.ui.tests} UI tests`,
    );
  }
  for (const note of notes) console.log(`note: ${note}`);
  if (problems.length) {
    for (const p of problems) console.error(`[figures] ${p}`);
    process.exit(1);
  }
  console.log(`vsix: ${kb(packed.bytes)}, ${packed.files.length} files${CHECK ? ': the package holds what runs' : ''}`);
}

await main();
