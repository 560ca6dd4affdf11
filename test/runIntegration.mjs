#!/usr/bin/env node
// Runs the integration suite (dist/test/integration/index.js) in a real VS Code with
// @vscode/test-electron's runTests: the downloaded desktop VS Code when update.code.visualstudio.com
// resolves, else code-server 4.100.3 (VS Code 1.100.3) + headless Chromium through
// scripts/vscode/code-server-shim, which takes desktop VS Code's command line.
// Env: DIRAC_VSCODE=desktop|code-server forces a mode; DIRAC_VSCODE_VERSION=stable|1.90.0;
// DIRAC_EXT_PATH, DIRAC_TESTS_PATH, DIRAC_WORKSPACE; DIRAC_SHIM_TIMEOUT_MS, DIRAC_SHIM_VERBOSE=1.
// --coverage (or DIRAC_COVERAGE=1): the extension host and its solver threads write V8 coverage to
// test-output/coverage-integration/raw; `node scripts/coverage.mjs integration` reports it.
import dns from 'node:dns';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTests } from '@vscode/test-electron';
import { ensureCodeServer, MISSING_SYSTEM_MSG } from '../scripts/vscode/install-code-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHIM = path.join(ROOT, 'scripts', 'vscode', 'code-server-shim');
const COVERAGE_RAW = path.join(ROOT, 'test-output', 'coverage-integration', 'raw');

/**
 * Can desktop VS Code be downloaded? A DNS lookup of the update host, 3 s at most.
 * @returns {Promise<boolean>}
 */
async function online() {
  const lookup = dns.promises.lookup('update.code.visualstudio.com').then(
    () => true,
    () => false,
  );
  const timeout = new Promise((r) => setTimeout(() => r(false), 3000).unref());
  return /** @type {Promise<boolean>} */ (Promise.race([lookup, timeout]));
}

/** @returns {Promise<'desktop' | 'code-server'>} */
async function chooseMode() {
  const forced = process.env.DIRAC_VSCODE;
  if (forced === 'desktop' || forced === 'code-server') return forced;
  if (forced) throw new Error(`DIRAC_VSCODE must be "desktop" or "code-server", not "${forced}"`);
  return (await online()) ? 'desktop' : 'code-server';
}

async function main() {
  const extensionDevelopmentPath = path.resolve(process.env.DIRAC_EXT_PATH || ROOT);
  const extensionTestsPath = path.resolve(
    process.env.DIRAC_TESTS_PATH || path.join(ROOT, 'dist', 'test', 'integration', 'index.js'),
  );
  const workspace = path.resolve(process.env.DIRAC_WORKSPACE || path.join(ROOT, 'test', 'fixtures', 'workspace'));
  if (!fs.existsSync(extensionTestsPath)) {
    throw new Error(`test entry not found: ${extensionTestsPath} (run "npm run build" first)`);
  }
  if (!fs.existsSync(workspace)) throw new Error(`workspace folder not found: ${workspace}`);

  const mode = await chooseMode();
  /** @type {string | undefined} */
  let profile;
  const t0 = Date.now();
  /** @type {Parameters<typeof runTests>[0]} */
  const options = {
    extensionDevelopmentPath,
    extensionTestsPath,
    launchArgs: [workspace, '--disable-extensions'],
  };
  const coverage = process.argv.includes('--coverage') || process.env.DIRAC_COVERAGE === '1';
  if (coverage) {
    // Reaches the extension host through VS Code (or code-server) and its worker threads; the
    // suite's entry (index.ts) writes the host's coverage when the tests end.
    fs.rmSync(COVERAGE_RAW, { recursive: true, force: true });
    fs.mkdirSync(COVERAGE_RAW, { recursive: true });
    options.extensionTestsEnv = { NODE_V8_COVERAGE: COVERAGE_RAW };
  }
  if (mode === 'desktop') {
    options.version = process.env.DIRAC_VSCODE_VERSION || 'stable';
  } else {
    options.vscodeExecutablePath = SHIM;
    await ensureCodeServer();
    // A fresh profile for every run (concurrent runs must not share one); removed afterwards.
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dirac-it-profile-'));
    options.launchArgs?.push(
      `--user-data-dir=${path.join(profile, 'user-data')}`,
      `--extensions-dir=${path.join(profile, 'extensions')}`,
    );
  }
  console.error(`[runIntegration] ${mode}: ${extensionTestsPath} in ${workspace}`);
  try {
    await runTests(options);
  } finally {
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  }
  console.error(`[runIntegration] passed in ${((Date.now() - t0) / 1000).toFixed(1)} s (${mode})`);
  if (coverage) console.error(`[runIntegration] V8 coverage in ${path.relative(ROOT, COVERAGE_RAW)}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    const msg = e?.message ?? String(e);
    console.error(msg === MISSING_SYSTEM_MSG ? msg : `[runIntegration] failed: ${msg}`);
    process.exit(1);
  },
);
