// A stand-in for a desktop VS Code executable, for @vscode/test-electron's runTests
// ({ vscodeExecutablePath: <this shim> }) on machines that cannot download VS Code.
// Takes the same command line (--extensionDevelopmentPath=... --extensionTestsPath=...
// --user-data-dir=... --extensions-dir=... [folder|file|x.code-workspace] [ignored flags]),
// runs the tests in code-server (VS Code 1.100.3) driven by headless Chromium, prints the
// test output (it arrives as browser console messages) and exits with the suite's exit code.
// Env: DIRAC_SHIM_TIMEOUT_MS (default 600000), DIRAC_SHIM_VERBOSE=1 (forward code-server's
// log and all console noise live), DIRAC_SHIM_KEEP=1 (keep the sandbox dir).
import fs from 'node:fs';
import path from 'node:path';
import util from 'node:util';
import { fileURLToPath } from 'node:url';
import {
  codeServerArgs,
  freePort,
  killAllGroupsSync,
  killByMarker,
  killGroup,
  launchChromium,
  makeSandbox,
  spawnDetached,
  waitForHealthz,
  workbenchUrl,
} from './env.mjs';
import { ensureCodeServer } from './install-code-server.mjs';

const VALUE_FLAGS = new Set(['extensionDevelopmentPath', 'extensionTestsPath', 'user-data-dir', 'extensions-dir']);

/**
 * Parse a desktop VS Code command line.
 * @param {string[]} argv
 * @returns {{devPaths: string[], testsPath?: string, userDataDir?: string, extensionsDir?: string, positional: string[], ignored: string[]}}
 */
export function parseArgs(argv) {
  /** @type {ReturnType<typeof parseArgs>} */
  const out = { devPaths: [], positional: [], ignored: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      out.positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq < 0 ? undefined : eq);
    if (!VALUE_FLAGS.has(name)) {
      out.ignored.push(a);
      continue;
    }
    const value = eq < 0 ? argv[++i] : a.slice(eq + 1);
    if (value === undefined) throw new Error(`missing value for --${name}`);
    if (name === 'extensionDevelopmentPath') out.devPaths.push(path.resolve(value));
    else if (name === 'extensionTestsPath') out.testsPath = path.resolve(value);
    else if (name === 'user-data-dir') out.userDataDir = path.resolve(value);
    else out.extensionsDir = path.resolve(value);
  }
  return out;
}

/**
 * Decide what the workbench opens from the positional arguments.
 * @param {string[]} positional
 * @returns {{folder?: string, workspace?: string, openFile?: string}}
 */
export function resolveTarget(positional) {
  const p = positional.at(-1);
  if (!p) return {};
  const abs = path.resolve(p);
  if (!fs.existsSync(abs)) throw new Error(`no such file or folder: ${abs}`);
  if (fs.statSync(abs).isDirectory()) return { folder: abs };
  if (abs.endsWith('.code-workspace')) return { workspace: abs };
  return { folder: path.dirname(abs), openFile: abs };
}

/** Settings that keep a test window quiet; written only when the user-data-dir has none. */
const QUIET_SETTINGS = {
  'workbench.startupEditor': 'none',
  'security.workspace.trust.enabled': false,
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
};

// Console lines from the workbench itself that say nothing about the tests.
const NOISE = [
  /Failed to load resource/,
  /\[Service Worker]/,
  /Resolving connection token|Resolved connection token/,
  /Creating a socket/,
  /Updating additional builtin extensions cache/,
  /ChatSessionStore/,
  /same-origin iframe/,
  /allow-scripts and allow-same-origin/,
  /Overwriting extension <</,
  /getaddrinfo ENOTFOUND/,
  /Long running operations/,
  /Started local extension host|Extension host .* started/,
  /Found unexpected service worker controller/,
  /^\s*$/,
];

/**
 * Render a browser console message the way Node's console would: the workbench logs
 * ('%c INFO', 'color: ...', format, ...args); drop the styling and apply the format.
 * @param {import('playwright-core').ConsoleMessage} msg
 * @returns {Promise<string>}
 */
async function formatConsole(msg) {
  const values = await Promise.all(msg.args().map((h) => h.jsonValue().catch(() => String(h))));
  if (!values.length) return msg.text();
  if (typeof values[0] === 'string' && values[0].startsWith('%c')) {
    const level = values[0].slice(2).trim();
    values.splice(0, 2);
    const body = util.format(...values);
    return level === 'INFO' || level === '' ? body : `[${level}] ${body}`;
  }
  return util.format(...values);
}

/** @param {string[]} argv @returns {Promise<number>} exit code */
export async function main(argv) {
  const args = parseArgs(argv);
  if (!args.testsPath) {
    console.error(
      'code-server-shim: --extensionTestsPath is required (use scripts/start.mjs for an interactive window)',
    );
    return 2;
  }
  const verbose = process.env.DIRAC_SHIM_VERBOSE === '1';
  const timeoutMs = Number(process.env.DIRAC_SHIM_TIMEOUT_MS || 600000);
  const target = resolveTarget(args.positional);
  const bin = await ensureCodeServer();
  const sb = makeSandbox('dirac-shim-');
  const userDataDir = args.userDataDir ?? sb.path('user-data');
  const extensionsDir = args.extensionsDir ?? sb.path('extensions');
  fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  fs.mkdirSync(extensionsDir, { recursive: true });
  const settingsFile = path.join(userDataDir, 'User', 'settings.json');
  if (!fs.existsSync(settingsFile)) fs.writeFileSync(settingsFile, JSON.stringify(QUIET_SETTINGS, null, 2));

  /** @type {string[]} */
  const serverLog = [];
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let server;
  /** @type {Awaited<ReturnType<typeof launchChromium>> | undefined} */
  let chrome;
  /** @type {Promise<void> | undefined} */
  let cleaning;
  // Idempotent: a second signal (Ctrl-C reaches us from the terminal and from runTests) waits
  // for the same cleanup.
  const cleanup = () =>
    (cleaning ??= (async () => {
      await Promise.all([chrome?.close(), killGroup(server?.pid, 1000)]);
      killByMarker(sb.dir);
      if (process.env.DIRAC_SHIM_KEEP !== '1') sb.cleanup();
    })());
  /** @param {NodeJS.Signals} sig */
  const onSignal = (sig) => {
    console.error(`code-server-shim: ${sig}, stopping code-server and the browser`);
    cleanup().finally(() => process.exit(sig === 'SIGINT' ? 130 : 143));
  };
  for (const s of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(s, onSignal);
  process.on('exit', killAllGroupsSync);

  const t0 = Date.now();
  const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  let suiteEnded = false;
  let queue = Promise.resolve();
  const runSuite = async () => {
    const port = await freePort();
    // The extension host inherits code-server's env: pass ours (with extensionTestsEnv) through.
    server = spawnDetached(process.execPath, [bin, ...codeServerArgs({ port, userDataDir, extensionsDir })], {
      env: sb.env,
      cwd: target.folder ?? process.cwd(),
      log: verbose ? 'code-server' : false,
    });
    server.stdout?.on('data', (d) => serverLog.push(String(d)));
    server.stderr?.on('data', (d) => serverLog.push(String(d)));
    await waitForHealthz(`http://127.0.0.1:${port}`, { child: server, timeoutMs: 60000 });

    chrome = await launchChromium(sb);
    const context = chrome.browser.contexts()[0] ?? (await chrome.browser.newContext());
    const page = await context.newPage();
    /** @type {(code: number) => void} */
    let resolveExit = () => {};
    /** @type {Promise<number>} */
    const exited = new Promise((r) => {
      resolveExit = r;
    });
    await page.exposeFunction('codeAutomationExit', (/** @type {number} */ c) => {
      resolveExit(Number(c) || 0);
    });
    // Keep the order of messages while their arguments are fetched asynchronously.
    page.on('console', (msg) => {
      queue = queue.then(async () => {
        const line = await formatConsole(msg);
        if (verbose || !NOISE.some((re) => re.test(line))) process.stdout.write(`${line}\n`);
      });
    });
    page.on('pageerror', (e) => {
      if (verbose) console.error(`[page error] ${e.message}`);
    });
    const url = workbenchUrl({ port, ...target, devPaths: args.devPaths, testsPath: args.testsPath });
    console.error(`code-server-shim: code-server up after ${elapsed()}; opening ${url}`);
    // Committed is enough: the suite's end (or the deadline) is what this waits for, however long
    // a busy machine takes to load the workbench.
    await page.goto(url, { waitUntil: 'commit' });
    const c = await exited;
    suiteEnded = true;
    await queue;
    return c;
  };
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<number>} */
  const deadline = new Promise((r) => {
    timer = setTimeout(() => {
      console.error(`code-server-shim: tests did not finish within ${timeoutMs} ms (DIRAC_SHIM_TIMEOUT_MS)`);
      r(124);
    }, timeoutMs);
  });
  let code;
  try {
    code = await Promise.race([runSuite(), deadline]);
  } catch (e) {
    console.error(`code-server-shim: ${/** @type {Error} */ (e).stack ?? e}`);
    code = 1;
  } finally {
    clearTimeout(timer);
    if (!suiteEnded && !verbose)
      console.error(`--- code-server log (tail) ---\n${serverLog.join('').split('\n').slice(-40).join('\n')}`);
    await cleanup();
  }
  console.error(`code-server-shim: exit code ${code} after ${elapsed()}`);
  return code;
}

/** Run main() on process.argv and exit with its code (used by the ./code-server-shim wrapper). */
export function runCli() {
  main(process.argv.slice(2)).then(
    (c) => process.exit(c),
    (e) => {
      console.error(`code-server-shim: ${e?.message ?? e}`);
      process.exit(1);
    },
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) runCli();
