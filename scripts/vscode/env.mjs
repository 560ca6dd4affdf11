// Shared helpers for running code-server / Chromium in a sandbox and cleaning up after them.
// Plain ESM, no compile step. Used by install-code-server.mjs, code-server-shim.mjs,
// test/runIntegration.mjs, test/ui/harness.mjs and scripts/start.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (two levels above this file). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Flags for Debian Chromium on a machine with a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_PATH = process.env.DIRAC_CHROMIUM || '/usr/bin/chromium';

/**
 * @typedef {object} Sandbox
 * @property {string} dir   root of the sandbox
 * @property {NodeJS.ProcessEnv} env  process.env with HOME, XDG_* and TMPDIR pointed into dir
 * @property {(sub: string) => string} path  make (mkdir -p) and return dir/sub
 * @property {() => void} cleanup  remove the sandbox (best effort)
 */

/**
 * Create a temp dir with home/, config/, data/, cache/, tmp/ and an env pointing into it.
 * @param {string} [prefix]
 * @param {NodeJS.ProcessEnv} [baseEnv]
 * @returns {Sandbox}
 */
export function makeSandbox(prefix = 'dirac-vscode-', baseEnv = process.env) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  /** @param {string} s @returns {string} */
  const sub = (s) => {
    const p = path.join(dir, s);
    fs.mkdirSync(p, { recursive: true });
    return p;
  };
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...baseEnv,
    HOME: sub('home'),
    XDG_CONFIG_HOME: sub('config'),
    XDG_DATA_HOME: sub('data'),
    XDG_CACHE_HOME: sub('cache'),
    TMPDIR: sub('tmp'),
  };
  return {
    dir,
    env,
    path: sub,
    cleanup: () => {
      try {
        fs.rmSync(dir, { recursive: true, force: true });
      } catch {
        /* ignore */
      }
    },
  };
}

/** Process groups started through spawnDetached and not yet killed. @type {Set<number>} */
const groups = new Set();

/**
 * Spawn a command detached in its own process group (so the whole tree can be killed).
 * opts.log: prefix for echoing its output lines to our stderr (false: silent); opts.logFile: append it there.
 * @param {string} cmd @param {string[]} args
 * @param {{env?: NodeJS.ProcessEnv, cwd?: string, log?: string | false, logFile?: string}} [opts]
 */
export function spawnDetached(cmd, args, opts = {}) {
  const child = spawn(cmd, args, {
    env: opts.env ?? process.env,
    cwd: opts.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) groups.add(child.pid);
  const out = opts.logFile ? fs.createWriteStream(opts.logFile, { flags: 'a' }) : null;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (/** @type {Buffer} */ d) => {
      out?.write(d);
      if (opts.log !== false && opts.log !== undefined) {
        for (const line of d.toString().split('\n')) if (line.trim()) process.stderr.write(`[${opts.log}] ${line}\n`);
      }
    });
  }
  child.on('close', () => out?.end());
  return child;
}

/** Live (non-zombie) members of a process group, from /proc. @param {number} pgid */
function groupMembers(pgid) {
  /** @type {{pid: number, ppid: number}[]} */
  const out = [];
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // state ppid pgrp ...
      if (Number(f[2]) === pgid && f[0] !== 'Z') out.push({ pid: Number(pid), ppid: Number(f[1]) });
    } catch {
      /* exited meanwhile */
    }
  }
  return out;
}

/** Any non-zombie left in the group? (kill(-pgid, 0) counts zombies.) @param {number} pgid */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
  } catch (e) {
    if (/** @type {any} */ (e).code !== 'EPERM') return false;
  }
  return !fs.existsSync('/proc/self/stat') || groupMembers(pgid).length > 0;
}

/**
 * Kill a process group and resolve when it is gone. Members get SIGTERM deepest first, so each
 * parent is still there to reap its children (orphans would linger as zombies until init reaps
 * them); whatever is left after graceMs gets SIGKILL.
 * @param {number | undefined} pgid
 * @param {number} [graceMs]
 */
export async function killGroup(pgid, graceMs = 3000) {
  if (!pgid) return;
  groups.delete(pgid);
  if (!groupAlive(pgid)) return;
  const end = Date.now() + graceMs;
  const members = fs.existsSync('/proc/self/stat') ? groupMembers(pgid) : [];
  const byPid = new Map(members.map((m) => [m.pid, m]));
  /** @param {number} pid @returns {number} */
  const depth = (pid) => {
    let d = 0;
    for (let m = byPid.get(pid); m && d < 64; m = byPid.get(m.ppid)) d++;
    return d;
  };
  const levels = [...new Set(members.map((m) => depth(m.pid)))].sort((x, y) => y - x);
  for (const level of levels) {
    const pids = members.filter((m) => depth(m.pid) === level).map((m) => m.pid);
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    }
    // Wait until they are reaped by their parents (gone from /proc, not just zombies).
    const until = Math.min(end, Date.now() + 500);
    while (Date.now() < until && pids.some((pid) => fs.existsSync(`/proc/${pid}`))) await sleep(25);
  }
  for (const [sig, until] of /** @type {const} */ ([
    ['SIGTERM', end],
    ['SIGKILL', end + 2000],
  ])) {
    if (!groupAlive(pgid)) return;
    try {
      process.kill(-pgid, sig);
    } catch {
      /* gone */
    }
    while (Date.now() < until && groupAlive(pgid)) await sleep(50);
  }
}

/** Kill every group started by spawnDetached here. @param {number} [graceMs] SIGTERM->SIGKILL */
export async function killAllGroups(graceMs = 1000) {
  await Promise.all([...groups].map((g) => killGroup(g, graceMs)));
}

/** Synchronous last-resort kill (for process 'exit' handlers). */
export function killAllGroupsSync() {
  for (const g of groups) {
    try {
      process.kill(-g, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  groups.clear();
}

/**
 * Last resort: SIGKILL every process whose command line holds `marker` (a unique sandbox path of
 * ours), e.g. Chromium's crashpad handler, which leaves our process group. @param {string} marker
 */
export function killByMarker(marker) {
  if (!marker || marker.length < 12) return;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    if (Number(pid) === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) process.kill(Number(pid), 'SIGKILL');
    } catch {
      /* gone or not ours */
    }
  }
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(addr.port));
    });
  });
}

/**
 * Poll `${baseUrl}/healthz` until it answers 200.
 * @param {string} baseUrl e.g. http://127.0.0.1:1234
 * @param {{timeoutMs?: number, child?: import('node:child_process').ChildProcess}} [opts]
 *   child: fail early if this process exits.
 */
export async function waitForHealthz(baseUrl, opts = {}) {
  const timeoutMs = opts.timeoutMs ?? 30000;
  const end = Date.now() + timeoutMs;
  let exited = false;
  opts.child?.once('exit', () => {
    exited = true;
  });
  while (Date.now() < end) {
    if (exited) throw new Error(`server exited before ${baseUrl}/healthz answered`);
    const ok = await new Promise((resolve) => {
      const req = http.get(`${baseUrl}/healthz`, { timeout: 1000 }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
      req.on('timeout', () => {
        req.destroy();
        resolve(false);
      });
    });
    if (ok) return;
    await sleep(150);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${baseUrl}/healthz`);
}

/**
 * Command line for a code-server on 127.0.0.1:port (the folder comes with the URL instead); workspace
 * trust off unless `trust`.
 * @param {{port: number, userDataDir: string, extensionsDir: string, trust?: boolean, extra?: string[]}} o
 */
export function codeServerArgs(o) {
  return [
    '--bind-addr',
    `127.0.0.1:${o.port}`,
    '--auth',
    'none',
    '--disable-telemetry',
    '--disable-update-check',
    ...(o.trust ? [] : ['--disable-workspace-trust']),
    '--disable-getting-started-override',
    '--user-data-dir',
    o.userDataDir,
    '--extensions-dir',
    o.extensionsDir,
    ...(o.extra ?? []),
  ];
}

/**
 * Build the workbench URL. The "payload" query parameter carries what a desktop VS Code gets on
 * its command line: extensionDevelopmentPath (one or more; loads them in development mode),
 * extensionTestsPath (runs that test entry, then calls window.codeAutomationExit(code)), and
 * openFile (a file to open in an editor).
 * @param {{port: number, folder?: string, workspace?: string, devPaths?: string[],
 *   testsPath?: string, openFile?: string}} o
 */
export function workbenchUrl(o) {
  const remote = (/** @type {string} */ p) => `vscode-remote://127.0.0.1:${o.port}${encodeURI(path.resolve(p))}`;
  const params = [];
  if (o.workspace) params.push(`workspace=${encodeURIComponent(path.resolve(o.workspace))}`);
  else if (o.folder) params.push(`folder=${encodeURIComponent(path.resolve(o.folder))}`);
  else params.push('ew=true');
  /** @type {[string, string][]} */
  const payload = [];
  for (const p of o.devPaths ?? []) payload.push(['extensionDevelopmentPath', remote(p)]);
  if (o.testsPath) payload.push(['extensionTestsPath', remote(o.testsPath)]);
  if (o.openFile) payload.push(['openFile', remote(o.openFile)]);
  if (payload.length) params.push(`payload=${encodeURIComponent(JSON.stringify(payload))}`);
  return `http://127.0.0.1:${o.port}/?${params.join('&')}`;
}

/**
 * Start Debian Chromium headless in its own process group and connect Playwright to it over CDP
 * (so the whole browser tree can be killed by group, even if Playwright gets stuck).
 * @param {Sandbox} sb sandbox whose env/dirs Chromium uses
 * @param {{headless?: boolean, width?: number, height?: number, args?: string[]}} [opts]
 *   args: more Chromium flags (e.g. '--lang=en-US').
 * @returns {Promise<{browser: import('playwright-core').Browser, pid: number | undefined, close: () => Promise<void>}>}
 */
export async function launchChromium(sb, opts = {}) {
  const { chromium } = await import('playwright-core');
  const args = [
    ...CHROMIUM_ARGS,
    '--disable-crash-reporter',
    '--disable-breakpad',
    '--remote-debugging-port=0',
    `--user-data-dir=${sb.path('chromium-profile')}`,
    `--window-size=${opts.width ?? 1400},${opts.height ?? 900}`,
    ...(opts.headless === false ? [] : ['--headless']),
    ...(opts.args ?? []),
    'about:blank',
  ];
  const env = { ...sb.env, XDG_CONFIG_HOME: sb.path('chromium-config'), XDG_CACHE_HOME: sb.path('chromium-cache') };
  const child = spawnDetached(CHROMIUM_PATH, args, { env, log: false });
  let stderr = '';
  const ws = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not start in 30 s:\n${stderr}`)), 30000);
    child.stderr?.on('data', (d) => {
      stderr += d;
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(stderr);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (c) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${c}):\n${stderr}`));
    });
  });
  const browser = await chromium.connectOverCDP(/** @type {string} */ (ws));
  const exited = new Promise((r) => child.once('exit', r));
  const close = async () => {
    // Ask Chromium to quit, give it 2 s, then sweep its process group. Its helpers exit after
    // the main process and are reparented to init: `ps` may show them as <defunct> (not
    // running) until init reaps them.
    try {
      const cdp = await browser.newBrowserCDPSession();
      await Promise.race([cdp.send('Browser.close').catch(() => {}), sleep(1000)]);
    } catch {
      /* already disconnected */
    }
    await Promise.race([exited, sleep(2000)]);
    await browser.close().catch(() => {});
    await killGroup(child.pid, 1000);
    killByMarker(sb.path('chromium-config'));
  };
  return { browser, pid: child.pid, close };
}
