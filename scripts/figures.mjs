// The README's figures, kept true. `npm run figures` writes them; `npm run figures -- --check` fails
// (exit 1) when the README disagrees with what the sources, the package or a results file say.
//
// Three kinds of figure:
// - Written: between `<!-- figures:NAME -->` and `<!-- /figures -->`, made here from a fact:
//   the .vsix (packaged here, with `vsce package`, whose output must carry no warning), the
//   bundles' sizes, the test counts (mocha's dry run), and the benchmarks' results files
//   (test-output/bench-*.json, scale.json), quoted with their date and load. A results file is a
//   measurement of one machine at one time: when it is missing the quote stays as it is (noted),
//   when it is newer than the quote the check says so without failing.
// - Checked: prose that states a limit, a default or an answer (the settings table, the limits,
//   the CLI's messages, the sample's answers) is compared with the built core (dist/core.js), the
//   manifest and the CLI; a mismatch names the sentence the README should have.
// - The package itself: `vsce ls` must list exactly the files that run (the bundles the manifest
//   and the code load, l10n, the manifest's strings, the media the manifest names, README,
//   CHANGELOG, LICENSE), and the .vsix's manifest must carry what the Marketplace and Open VSX
//   pages show (icon, categories, tags, links, licence, banner, changelog).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import * as prettier from 'prettier';

const ROOT = resolve(import.meta.dirname, '..');
const CHECK = process.argv.includes('--check');
const README = join(ROOT, 'README.md');
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
  const listed = run(process.execPath, [vsce, 'ls', '--no-dependencies']);
  if (listed.status !== 0) throw new Error(`vsce ls failed:\n${listed.stderr}`);
  return { ls: listed.stdout.split('\n').filter(Boolean).sort(), zip: readZip(VSIX), bytes: statSync(VSIX).size };
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
  // Loaded by the code, by path (each checked below to still be named where it is loaded).
  const loaded = {
    'dist/worker.js': ['src/extension/nodeWorkerSolver.ts', /'dist', 'worker\.js'/],
    'dist/web/worker.js': ['src/extension/webWorkerSolver.ts', /'dist', 'web', 'worker\.js'/],
    'dist/webview/panel.js': ['src/extension/panelHtml.ts', /'panel\.js'/],
    'dist/webview/panel.css': ['src/extension/panelHtml.ts', /'panel\.css'/],
  };
  for (const [file, [source, pattern]] of Object.entries(loaded)) {
    if (pattern.test(readFileSync(join(ROOT, source), 'utf8'))) files.add(file);
    else fail(`${source} no longer loads ${file}: update scripts/figures.mjs's list of what runs`);
  }
  return [...files].sort();
}

function checkPackage({ ls, zip }) {
  const expected = expectedFiles();
  const extra = ls.filter((f) => !expected.includes(f));
  const missing = expected.filter((f) => !ls.includes(f));
  if (extra.length) fail(`vsce ls lists files that do not run (fix .vscodeignore): ${extra.join(', ')}`);
  if (missing.length) fail(`vsce ls misses files the extension needs (fix .vscodeignore): ${missing.join(', ')}`);
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
    // .mocharc.json: test/unit/**/*.test.ts through the esbuild loader.
    unit: dryRun([]),
    // test/integration/index.ts runs every dist/test/integration/*.test.js (tdd), built by pack().
    integration: dryRun(['--no-config', '--ui', 'tdd', '--require', '<stub>', 'dist/test/integration/*.test.js']),
    // test/ui/run.mjs runs every test/ui/*.ui.mjs (bdd).
    ui: dryRun(['--no-config', 'test/ui/*.ui.mjs']),
  };
}

// ---------------------------------------------------------------------------------------------
// The written blocks.

const BUNDLES = [
  ['dist/extension.js', 'the extension (Node build)'],
  ['dist/web/extension.js', 'the extension (browser build)'],
  ['dist/worker.js', 'the solver thread (Node)'],
  ['dist/web/worker.js', 'the solver thread (Web Worker)'],
  ['dist/webview/panel.js', "the panel's script (inline in its page)"],
  ['dist/webview/panel.css', "the panel's styles"],
];

function vsixBlock({ zip, bytes }) {
  const size = (file) => zip.get(`extension/${file}`)?.size ?? 0;
  const files = [...zip.keys()].filter((name) => name.startsWith('extension/')).length;
  return [
    '',
    `\`dirac-dice.vsix\` is ${kb(bytes)}, ${files} files; the bundles in it, minified:`,
    '',
    '| bundle | what | size |',
    '| --- | --- | ---: |',
    ...BUNDLES.map(([file, what]) => `| \`${file}\` | ${what} | ${kb(size(file))} |`),
    '',
  ].join('\n');
}

function testsBlock({ unit, integration, ui }) {
  const n = (suite) => `${group(suite.tests)} tests in ${suite.files} files`;
  return (
    `The unit suite has ${n(unit)}, the integration suite ${n(integration)}, the UI suite ${n(ui)} ` +
    '(listed by `mocha --dry-run`), and the web worker host run (`test/ui/web-host.mjs`) is one scripted session.'
  );
}

const date = (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const load = (values) => values.map((v) => v.toFixed(1)).join(' / ');
const seconds = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

/** A results file of the benchmarks, or null (with a note) when this machine has none. */
function results(name) {
  const file = join(ROOT, 'test-output', name);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  notes.push(`test-output/${name} is missing: its quote in the README is kept as it is`);
  return null;
}

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

// ---------------------------------------------------------------------------------------------
// The checked prose.

function checkProse(text) {
  const require = createRequire(import.meta.url);
  const core = require(join(ROOT, 'dist', 'core.js'));
  const { LIMITS, RULE_TABLE } = core;
  const says = (sentence, why) => {
    if (!text.includes(sentence)) fail(`README should say "${sentence}" (${why})`);
  };

  // The settings table: every setting's default and range are the manifest's (which a unit test
  // holds to the rule table).
  const settings = manifest.contributes.configuration.properties;
  const rows = [...text.matchAll(/^\| `(diracDice\.[\w.]+)`\s*\|\s*(.*?)\s*\|\s*(.*?)\s*\|$/gm)];
  const named = new Set(rows.map((m) => m[1]));
  for (const key of Object.keys(settings)) if (!named.has(key)) fail(`the README's settings table has no ${key}`);
  for (const [, key, shown, meaning] of rows) {
    const setting = settings[key];
    if (!setting) {
      fail(`the README's settings table has ${key}, which package.json does not contribute`);
      continue;
    }
    const value = shown.replace(/^[`"]|[`"]$/g, '');
    const same =
      typeof setting.default === 'number' ? Number(value) === setting.default : value === String(setting.default);
    if (!same)
      fail(`the README says ${key} defaults to ${shown}; package.json says ${JSON.stringify(setting.default)}`);
    const range = /\((\d[\d,]*)\.\.(\d[\d,]*)\)/.exec(meaning);
    if (setting.maximum !== undefined) {
      const [lo, hi] = range ? [range[1], range[2]].map((n) => Number(n.replaceAll(',', ''))) : [];
      if (lo !== setting.minimum || hi !== setting.maximum)
        fail(
          `the README gives ${key} the range ${range?.[0] ?? 'none'}; package.json: ${setting.minimum}..${setting.maximum}`,
        );
    }
  }
  const target = RULE_TABLE.find((rule) => rule.kind === 'bigint');
  const power = (n) => `10^${n.toString().length - 1}`;
  says(`decimal string (up to ${power(target.max)})`, 'the target rule');

  // The limits, from src/core (limits.ts and the rule table).
  const range = (name, unit = '') => {
    const rule = RULE_TABLE.find((r) => r.name === name);
    const n = (v) => (v >= 10_000 ? group(v) : String(v));
    return `${n(rule.min)}..${n(rule.max)}${unit}`;
  };
  const sci = (n) => n.toExponential().replace('e+', 'e');
  says(`input text ${group(LIMITS.maxInputChars)} characters; 2 to ${LIMITS.maxPlayers} players`, 'LIMITS');
  says(`board ${range('boardSize')}; rolls per turn ${range('rollsPerTurn')}; part 1 die`, 'the rule table');
  says(`${range('deterministicSides', ' sides')}, target 1..${power(target.max)}`, 'the rule table');
  says(`Dirac die ${range('diracSides', ' sides')}, target ${range('diracTarget')}.`, 'the rule table');
  says(`input larger than ${group(LIMITS.maxInputChars)} characters`, 'LIMITS.maxInputChars');
  says(`passes ${group(LIMITS.maxInputChars)}\ncharacters`, 'LIMITS.maxInputChars');
  says(`\`LIMITS.maxWork\` = ${sci(LIMITS.maxWork)} steps`, 'LIMITS.maxWork');
  says(`index at most ${group(core.MEMO_STATE_LIMIT)} states`, 'MEMO_STATE_LIMIT');
  says(`recurse (memo) at most\n${group(core.RECURSION_DEPTH_LIMIT)} turns deep`, 'RECURSION_DEPTH_LIMIT');
  says(
    `would pass ${sci(core.MEMO_WORK_LIMIT)} (memo) or ${sci(core.FRONTIER_WORK_LIMIT)}\n(frontier)`,
    'the work limits',
  );
  says(`refuses more than ${group(core.TREE_NODE_LIMIT)} calls over all its passes`, 'TREE_NODE_LIMIT');
  says(`naive one more than ${group(core.TREE_NODE_LIMIT)} calls`, 'TREE_NODE_LIMIT');
  says(`at most ${core.ALL_PAIRS_BOARD_LIMIT} spaces and a cost below ${sci(core.ALL_PAIRS_WORK)} steps`, 'all pairs');
  says(`At most ${core.REPORTED_PROBLEM_LIMIT}\nproblems are printed`, 'REPORTED_PROBLEM_LIMIT');
  says(`first ${core.REPORTED_PROBLEM_LIMIT} problems found`, 'REPORTED_PROBLEM_LIMIT');
  says(`requests estimated above ${group(core.HEAVY_WORK)} steps`, 'HEAVY_WORK');

  // The largest Dirac target each limit allows, found by the core's own guards.
  const largest = (positions, limit, guard) => {
    const allowed = (diracTarget) => {
      try {
        guard(core.makeGame(positions, core.resolveRules({ diracTarget })), limit);
        return true;
      } catch (error) {
        if (error instanceof core.DiracDiceError) return false;
        throw error;
      }
    };
    let [lo, hi] = [1, LIMITS.maxDiracTarget + 1];
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (allowed(mid)) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  const ten = Array.from({ length: LIMITS.maxPlayers }, (_, i) => i + 1);
  const puzzle = largest([4, 8], LIMITS.maxWork, core.checkCost);
  const players = largest(ten, LIMITS.maxWork, core.checkCost);
  says(
    `puzzle's board is a Dirac target of ${group(puzzle)}; with ${LIMITS.maxPlayers} players, ${group(players)}`,
    'checkCost',
  );
  const heavy = largest([4, 8], core.HEAVY_WORK, (game, limit) => {
    if (core.estimateCost(game).steps > limit) throw new core.DiracDiceError('limit', []);
  });
  const about = Math.round(heavy / 10) * 10;
  says(`(a Dirac target of about ${about})`, `estimateCost stays under HEAVY_WORK up to ${heavy}`);

  // The sample's answers and facts, from the core.
  const sample = readFileSync(join(ROOT, 'samples', 'input.txt'), 'utf8');
  const r = core.solve(sample, { include: ['memoStats', 'probabilities'] });
  const pct = (x) => `${(100 * x).toFixed(1)} %`;
  says(`"Part 1: ${group(r.part1.answer)}"`, 'the sample');
  says(`"Part 2: ${BigInt(r.part2.answer).toLocaleString('en-US')}"`, 'the sample');
  says(`result.part1.answer; // '${r.part1.answer}'`, 'the sample');
  says(`result.part2.wins; // ${JSON.stringify(r.part2.wins).replaceAll('"', "'").replace(',', ', ')}`, 'the sample');
  says(`result.part2.memo.entries; // ${r.part2.memo.entries}`, 'the sample');
  says(`value: ${String(r.part2.probability.win[0].value).slice(0, 5)}…`, 'the sample');
  says(
    `player 1 wins in ${pct(r.part2.shares[0])} of the universes but with probability ${pct(r.part2.probability.win[0].value)}`,
    'the sample',
  );
  const tie = core.solve(
    'Player 1 starting position: 5\nPlayer 2 starting position: 1\nPlayer 3 starting position: 4\n',
    {
      rules: { boardSize: 6, diracSides: 2, rollsPerTurn: 1, diracTarget: 6 },
    },
  ).part2;
  says(
    `win in ${tie.wins.slice(0, -1).join(', ')} and ${tie.wins.at(-1)} universes: winner ${tie.winner})`,
    'the tie example',
  );

  // How it works: the roll sums, the branches, the probability's terms.
  const rolls = core.rollFrequencies(r.rules.diracSides, r.rules.rollsPerTurn);
  says(`recursion over the ${rolls.length}\ndistinct roll sums`, 'rollFrequencies');
  says(`**naive** (${r.rules.diracSides ** r.rules.rollsPerTurn} branches a turn)`, 'the Dirac die');
  const terms = [21, 200, 1000].map((diracTarget) => {
    const { probability } = core.solve(sample, { rules: { diracTarget }, include: ['probabilities'] }).part2;
    const bits = BigInt(probability.win[0].denominator).toString(2).length;
    return { diracTarget, terms: probability.length.length, bits };
  });
  says(
    `target\n${terms[0].diracTarget}, ${terms[0].terms} terms; target ${terms[1].diracTarget}, ${terms[1].terms} terms; ` +
      `target ${group(terms[2].diracTarget)}, ${terms[2].terms} terms of about ${group(Math.round(terms[2].bits / 100) * 100)} bits.`,
    'the probabilities of the sample',
  );

  // The CLI's messages, as it prints them.
  const dir = mkdtempSync(join(tmpdir(), 'figures-cli-'));
  try {
    writeFileSync(join(dir, 'input.txt'), 'Player 1 starting position: 4\nPlayer 2 starting position: 12\n');
    const cli = (...args) => run(process.execPath, [join(ROOT, 'dist', 'cli.js'), ...args], { cwd: dir });
    const first = (r) => r.stderr.split('\n')[0];
    says(`\`${first(cli('input.txt'))}\``, 'dist/cli.js input.txt with position 12');
    writeFileSync(join(dir, 'big.txt'), 'x'.repeat(LIMITS.maxInputChars + 1));
    says(`\`${first(cli('big.txt')).replace('big.txt', 'input.txt')}\``, 'dist/cli.js on a file over the limit');
    says(`\`${first(cli('missing.txt')).replace('missing.txt', 'input.txt')}\``, 'dist/cli.js on a missing file');
    says(`\`${first(cli('--board', '-5', 'input.txt'))}\``, 'dist/cli.js --board -5');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // Versions the README names.
  const codeServer = /CODE_SERVER_VERSION = '([\d.]+)'/.exec(
    readFileSync(join(ROOT, 'scripts', 'vscode', 'install-code-server.mjs'), 'utf8'),
  )?.[1];
  says(`code-server ${codeServer} (VS Code ${codeServer?.replace(/^4\./, '1.')})`, 'install-code-server.mjs');
  const typesVscode = manifest.devDependencies['@types/vscode'];
  if (manifest.engines.vscode !== `^${typesVscode}`)
    fail(`@types/vscode ${typesVscode} is not the engines.vscode minimum ${manifest.engines.vscode}`);
  says(`(pinned to ${typesVscode}, the \`engines.vscode\` minimum)`, '@types/vscode');
  says(`\`@vscode/vsce\` (${/\d+/.exec(manifest.devDependencies['@vscode/vsce'])[0]}.x,`, 'devDependencies');
  const floors = /const FLOORS = \{ 'src\/core': (\d+), 'src\/app': (\d+) \}/.exec(
    readFileSync(join(ROOT, 'scripts', 'coverage.mjs'), 'utf8'),
  );
  if (!floors) fail('scripts/coverage.mjs: FLOORS not found where scripts/figures.mjs reads it');
  else says(`floors of ${floors[1]} % for \`src/core\` and ${floors[2]} % for \`src/app\``, 'scripts/coverage.mjs');
}

// ---------------------------------------------------------------------------------------------

const BLOCK = /<!-- figures:([\w-]+) -->([\s\S]*?)<!-- \/figures -->/g;

function dateOf(block) {
  const m = /Measured (\d{4}-\d\d-\d\d \d\d:\d\d) UTC/.exec(block);
  return m ? m[1] : '';
}

/** One pass: the README as it should be (formatted), and what was learnt. */
async function main() {
  // The README is in the .vsix and the .vsix's size in the README: write until both agree.
  for (let pass = 1; ; pass++) {
    problems.length = 0;
    notes.length = 0;
    const changed = await once();
    if (CHECK || !changed) break;
    if (pass === 3) {
      fail('the .vsix size does not settle: the README changes it each time it is written');
      break;
    }
  }
  for (const note of notes) console.log(`note: ${note}`);
  if (problems.length) {
    for (const p of problems) console.error(`[figures] ${p}`);
    process.exit(1);
  }
  console.log(CHECK ? '[figures] the README agrees with the sources, the package and the results files' : '');
}

/**
 * The .vsix holds README.md and CHANGELOG.md, so editing either after `npm run figures` moves the
 * package's total a little. The check lets that total be up to 2 % off when nothing else differs
 * (same file count; the bundles' sizes must match exactly).
 */
function onlyVsixTotalMoved(text, formatted) {
  const a = text.split('\n');
  const b = formatted.split('\n');
  if (a.length !== b.length) return false;
  const total = /^`dirac-dice\.vsix` is ([\d.]+) KB, (\d+) files;/;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    const [x, y] = [total.exec(a[i]), total.exec(b[i])];
    if (!x || !y || x[2] !== y[2] || Math.abs(Number(x[1]) - Number(y[1])) > Number(y[1]) * 0.02) return false;
    if (a[i].slice(x[0].length) !== b[i].slice(y[0].length)) return false;
    notes.push(
      `vsix: the README says ${x[1]} KB, the package is ${y[1]} KB (within 2 %: README or CHANGELOG edited since)`,
    );
  }
  return true;
}

async function once() {
  const packed = pack();
  checkPackage(packed);
  const tests = testCounts();
  const worst = results('bench-worst.json');
  const scale = results('scale.json');
  const ui = results('bench-ui.json');
  const writers = {
    vsix: () => vsixBlock(packed),
    tests: () => testsBlock(tests),
    webview: () => {
      const size = (file) => kb(packed.zip.get(`extension/dist/webview/${file}`)?.size ?? 0);
      return `${size('panel.js')} (\`dist/webview/panel.js\`)`;
    },
    worst: worst && (() => worstBlock(worst)),
    scale: scale && (() => scaleBlock(scale)),
    'scale-biggest': scale && (() => scaleBiggestBlock(scale)),
    'bench-ui': ui && (() => benchUiBlock(ui)),
  };
  const measured = new Set(['worst', 'scale', 'scale-biggest', 'bench-ui']);

  const text = readFileSync(README, 'utf8');
  const seen = new Set();
  const replaced = text.replace(BLOCK, (whole, name, old) => {
    seen.add(name);
    if (!(name in writers)) {
      fail(`README.md: unknown figures block ${name}`);
      return whole;
    }
    const write = writers[name];
    if (!write) return whole;
    const fresh = write();
    // A quote of another run (newer here, or made on another machine) is not wrong: only a quote
    // that differs from the run it names is.
    if (CHECK && measured.has(name) && fresh !== old && dateOf(old) && dateOf(fresh) !== dateOf(old)) {
      notes.push(`${name}: the README quotes the run of ${dateOf(old)} UTC, test-output has ${dateOf(fresh)} UTC`);
      return whole;
    }
    return `<!-- figures:${name} -->${fresh}<!-- /figures -->`;
  });
  for (const name of Object.keys(writers)) if (!seen.has(name)) fail(`README.md has no figures block ${name}`);
  const options = (await prettier.resolveConfig(README)) ?? {};
  const formatted = await prettier.format(replaced, { ...options, filepath: README });
  checkProse(formatted);

  if (CHECK) {
    if (formatted !== text && !onlyVsixTotalMoved(text, formatted)) {
      const a = text.split('\n');
      const b = formatted.split('\n');
      const at = a.findIndex((line, i) => line !== b[i]);
      fail(
        `README.md's figures are out of date from line ${at + 1}:\n  README: ${a[at]}\n  now:    ${b[at]}\n  (npm run figures writes them)`,
      );
    }
  } else if (formatted !== text) {
    writeFileSync(README, formatted);
    console.log('README.md: figures written');
  } else {
    console.log('README.md: figures unchanged');
  }
  console.log(
    `vsix: ${kb(packed.bytes)}, ${packed.ls.length} files (vsce ls); tests: ${tests.unit.tests} unit, ${tests.integration.tests} integration, ${tests.ui.tests} UI`,
  );
  return !CHECK && formatted !== text;
}

await main();
