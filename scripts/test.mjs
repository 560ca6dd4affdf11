#!/usr/bin/env node
// The test tiers with one packaging and one build: `node scripts/test.mjs [all|bundles|vscode]`
// (`npm test`, `npm run test:bundles`, `npm run test:vscode`).
//
// all: two lanes side by side, since the VS Code sessions mostly wait on their workbench while the
// other tiers compute (2 cores):
//   - VS Code: the package (`figures --check`: the production build, `vsce package` without a
//     warning, the .vsix exactly what runs), the development build (dist/ for the bundles' tier and
//     the integration run) and code-server (a no-op when installed, as .ci/run does beforehand);
//     then the integration suite, then the UI suite's files that share one workbench window (one
//     code-server and one browser for all of them), with the fuzzers beside it;
//   - the checks, at a lower priority, from the start: the type check beside the lint, then the unit
//     tier under c8, then (once the build is there) the bundles' tier; then the UI suite's files that
//     open a window of their own (DIRAC_UI_SET=own), on a code-server of their own. Two VS Code
//     sessions beside the checks (tried) left the extension hosts unresponsive on a busy machine: the
//     second starts only when the checks are done (the fuzzers, in the other lane, are the last).
// A failing step ends its lane; the other lane runs to its end; the exit code is 1 if anything
// failed. Every line a step prints is prefixed with its name; each step's time, and when it started and
// ended, is printed last.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The checks that only compute, and whose only bounds are CPU time or none, run at a lower priority
 * beside the VS Code sessions, whose waits are bounded: they take the CPU the sessions leave.
 */
const BESIDE = 'nice -n 10';

/** Every step, by name: the command it runs (in a shell, from the repository's root). */
const STEPS = {
  package: 'node scripts/figures.mjs --check',
  build: 'node esbuild.mjs',
  'code-server': 'node scripts/vscode/install-code-server.mjs',
  typecheck: `${BESIDE} npm run -s typecheck`,
  lint: `${BESIDE} npm run -s lint`,
  // Not lowered: its tests have a wall-clock timeout (a bound, not an assert).
  unit: 'npm run -s coverage',
  bundles: `${BESIDE} node node_modules/mocha/bin/mocha.js --config test/bundles/.mocharc.json --reporter-option output=test-output/bundles.json`,
  fuzz: `${BESIDE} npm run -s test:fuzz`,
  // Without coverage (npm run coverage:integration has it): the V8 coverage of the extension host is work
  // on a machine whose two cores both lanes keep busy, and no floor reads it.
  integration: 'npm run -s test:integration',
  ui: 'DIRAC_UI_SET=shared node test/ui/run.mjs',
  'ui-windows': 'DIRAC_UI_SET=own DIRAC_UI_OUT=test-output/ui-windows node test/ui/run.mjs',
};

/** @typedef {keyof typeof STEPS | {seq: Plan[]} | {par: Plan[]} | {after: keyof typeof STEPS}} Plan */
/** @type {(...plans: Plan[]) => Plan} */
const seq = (...plans) => ({ seq: plans });
/** @type {(...plans: Plan[]) => Plan} */
const par = (...plans) => ({ par: plans });
/** Waits until another lane's step has passed (fails if it failed). @type {(step: keyof typeof STEPS) => Plan} */
const after = (step) => ({ after: step });

/** @type {Record<string, Plan>} */
const PLANS = {
  all: par(
    seq('package', 'build', 'code-server', 'integration', par('ui', 'fuzz')),
    seq(par('typecheck', 'lint'), 'unit', after('build'), 'bundles', after('code-server'), 'ui-windows'),
  ),
  bundles: seq('build', 'bundles'),
  vscode: seq('package', 'build', 'code-server', 'integration', 'ui', 'ui-windows'),
};

/** @type {Array<{name: string, from: number, seconds: number, ok: boolean}>} */
const times = [];
const t0 = Date.now();

/** Each step's outcome, by name, for `after`: whether it passed (false too when its lane stopped before it). */
const outcomes = new Map(
  Object.keys(STEPS).map((name) => {
    /** @type {(ok: boolean) => void} */
    let settle = () => {};
    const passed = new Promise((resolve) => (settle = resolve));
    return [name, { passed, settle }];
  }),
);

/** Runs one step, its output prefixed line by line; resolves to whether it passed. */
async function runStep(/** @type {keyof typeof STEPS} */ name) {
  const ok = await startStep(name);
  outcomes.get(name)?.settle(ok);
  return ok;
}

/** The steps of a plan that will not run (its lane stopped): whoever waits for them, fails. @param {Plan} plan */
function skip(plan) {
  if (typeof plan === 'string') outcomes.get(plan)?.settle(false);
  else if ('seq' in plan || 'par' in plan) ('seq' in plan ? plan.seq : plan.par).forEach(skip);
}

/** @param {keyof typeof STEPS} name @returns {Promise<boolean>} */
function startStep(name) {
  const started = Date.now();
  const prefix = `[${name}] `;
  return new Promise((done) => {
    const child = spawn(STEPS[name], {
      cwd: ROOT,
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    for (const [from, to] of /** @type {const} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])) {
      let rest = '';
      from.on('data', (/** @type {Buffer} */ d) => {
        const lines = (rest + d.toString()).split('\n');
        rest = lines.pop() ?? '';
        if (lines.length) to.write(lines.map((l) => `${prefix}${l}\n`).join(''));
      });
      from.on('end', () => {
        if (rest) to.write(`${prefix}${rest}\n`);
      });
    }
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      times.push({ name, from: (started - t0) / 1000, seconds, ok });
      console.log(`${prefix}${ok ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds.toFixed(1)} s`);
      done(ok);
    });
  });
}

/** @param {Plan} plan @returns {Promise<boolean>} */
async function run(plan) {
  if (typeof plan === 'string') return runStep(plan);
  if ('after' in plan) return outcomes.get(plan.after)?.passed ?? false;
  if ('par' in plan) return (await Promise.all(plan.par.map(run))).every(Boolean);
  for (const [i, step] of plan.seq.entries()) {
    if (!(await run(step))) {
      plan.seq.slice(i + 1).forEach(skip);
      return false;
    }
  }
  return true;
}

const which = process.argv[2] ?? 'all';
const plan = PLANS[which];
if (!plan) {
  console.error(`scripts/test.mjs: no plan "${which}" (${Object.keys(PLANS).join(', ')})`);
  process.exit(2);
}
const ok = await run(plan);
console.log(`\n${which}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
for (const t of times)
  console.log(
    `  ${t.name.padEnd(12)} ${t.seconds.toFixed(1).padStart(6)} s  (${t.from.toFixed(0)} to ${(t.from + t.seconds).toFixed(0)} s)${t.ok ? '' : '  FAILED'}`,
  );
process.exit(ok ? 0 : 1);
