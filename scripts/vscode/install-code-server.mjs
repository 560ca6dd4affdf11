#!/usr/bin/env node
// Idempotent, offline-friendly installer of code-server (the real VS Code workbench + Node
// extension host) into <root>/.vscode-test/code-server-<version>.
//   node scripts/vscode/install-code-server.mjs          -> installs if needed, prints the bin path
// Env: DIRAC_CODE_SERVER_CACHE (default ~/.cache/dirac-dice/code-server-<version>): optional
// copy of a finished install, reused when complete and refreshed after a fresh install.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, ROOT, makeSandbox } from './env.mjs';

export const CODE_SERVER_VERSION = '4.100.3';
const RIPGREP_CACHE = 'vscode-ripgrep-cache-1.15.11';
const RIPGREP_TARBALL = 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz';
const RG_PATH = '/usr/bin/rg';
export const MISSING_SYSTEM_MSG = 'missing system package: run apt-get install -y chromium ripgrep libkrb5-dev';
const MARKER = '.dirac-install-complete';

/** Directory the project's code-server lives in (git-ignored). */
export const INSTALL_DIR = path.join(ROOT, '.vscode-test', `code-server-${CODE_SERVER_VERSION}`);

/** @returns {string} the cache directory (may not exist) */
export function cacheDir() {
  return (
    process.env.DIRAC_CODE_SERVER_CACHE ||
    path.join(os.homedir(), '.cache', 'dirac-dice', `code-server-${CODE_SERVER_VERSION}`)
  );
}

/** @param {string} dir @returns {string} path of the code-server launcher inside an install dir */
const binIn = (dir) => path.join(dir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');

/** @param {string} dir */
function isComplete(dir) {
  try {
    return fs.readFileSync(path.join(dir, MARKER), 'utf8').trim() === CODE_SERVER_VERSION && fs.existsSync(binIn(dir));
  } catch {
    return false;
  }
}

/** Path of code-server's executable script in the project install (may not exist yet). */
export function codeServerBin() {
  return path.join(INSTALL_DIR, 'node_modules', '.bin', 'code-server');
}

/** @returns {boolean} whether Chromium and ripgrep are present */
export function systemPackagesPresent() {
  return fs.existsSync(CHROMIUM_PATH) && fs.existsSync(RG_PATH);
}

/**
 * Copy a directory tree: hardlinks when possible (same filesystem), else a real copy.
 * Goes through a temp sibling + rename so a half copy never looks complete.
 * @param {string} from @param {string} to
 */
function copyTree(from, to) {
  const tmp = `${to}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    execFileSync('cp', ['-al', from, tmp], { stdio: 'ignore' });
  } catch {
    fs.rmSync(tmp, { recursive: true, force: true });
    execFileSync('cp', ['-a', from, tmp], { stdio: 'ignore' });
  }
  fs.rmSync(to, { recursive: true, force: true });
  fs.renameSync(tmp, to);
}

/**
 * @param {string} cmd @param {string[]} args
 * @param {{cwd: string, env: NodeJS.ProcessEnv, logFile: string}} o
 */
function run(cmd, args, o) {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(o.logFile, 'a');
    const child = spawn(cmd, args, { cwd: o.cwd, env: o.env, stdio: ['ignore', log, log] });
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(log);
      code === 0 ? resolve(undefined) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}; see ${o.logFile}`));
    });
  });
}

/** Fresh npm install into a staging dir, then rename onto INSTALL_DIR. */
async function freshInstall(log = console.error) {
  const sb = makeSandbox('dirac-cs-install-');
  const staging = `${INSTALL_DIR}.staging-${process.pid}`;
  const logFile = path.join(ROOT, '.vscode-test', `install-code-server-${CODE_SERVER_VERSION}.log`);
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    fs.writeFileSync(logFile, '');
    fs.writeFileSync(
      path.join(staging, 'package.json'),
      JSON.stringify({ name: 'dirac-code-server-tools', private: true }, null, 2),
    );
    // @vscode/ripgrep downloads rg from GitHub unless its cache already holds the tarball.
    const rgCache = path.join(sb.env.TMPDIR ?? sb.path('tmp'), RIPGREP_CACHE);
    fs.mkdirSync(rgCache, { recursive: true });
    execFileSync('tar', ['-czf', path.join(rgCache, RIPGREP_TARBALL), '-C', path.dirname(RG_PATH), 'rg']);
    // Keep the real HOME for npm (its ~/.npmrc has nodedir=/usr for node-gyp); sandbox only TMPDIR.
    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...process.env,
      TMPDIR: sb.env.TMPDIR,
      npm_config_yes: 'true',
      npm_config_unsafe_perm: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    };
    if (!env.npm_config_nodedir && !hasNpmrcNodedir() && fs.existsSync('/usr/include/node/node.h')) {
      env.npm_config_nodedir = '/usr';
    }
    log(`installing code-server@${CODE_SERVER_VERSION} (about a minute; log: ${logFile}) ...`);
    await run(
      'npm',
      ['install', '--foreground-scripts', '--no-save', '--no-package-lock', `code-server@${CODE_SERVER_VERSION}`],
      { cwd: staging, env, logFile },
    );
    if (!fs.existsSync(binIn(staging))) throw new Error(`code-server not found after install; see ${logFile}`);
    fs.writeFileSync(path.join(staging, MARKER), `${CODE_SERVER_VERSION}\n`);
    fs.rmSync(INSTALL_DIR, { recursive: true, force: true });
    fs.renameSync(staging, INSTALL_DIR);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    sb.cleanup();
  }
}

function hasNpmrcNodedir() {
  try {
    return /^\s*nodedir\s*=/m.test(fs.readFileSync(path.join(os.homedir(), '.npmrc'), 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Make sure code-server is installed; returns the path of its executable.
 * Throws an Error whose message is MISSING_SYSTEM_MSG when Chromium or ripgrep is missing.
 * @param {{log?: (msg: string) => void}} [opts]
 * @returns {Promise<string>}
 */
export async function ensureCodeServer(opts = {}) {
  const log = opts.log ?? ((m) => console.error(`[install-code-server] ${m}`));
  if (!systemPackagesPresent()) throw new Error(MISSING_SYSTEM_MSG);
  if (isComplete(INSTALL_DIR)) return codeServerBin();
  const cache = cacheDir();
  if (isComplete(cache)) {
    try {
      log(`copying code-server from cache ${cache}`);
      copyTree(cache, INSTALL_DIR);
      if (isComplete(INSTALL_DIR)) return codeServerBin();
    } catch (e) {
      log(`cache copy failed (${/** @type {Error} */ (e).message}); installing from npm`);
    }
  }
  const t0 = Date.now();
  await freshInstall(log);
  log(`installed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  try {
    copyTree(INSTALL_DIR, cache);
    log(`stored a copy in ${cache}`);
  } catch (e) {
    log(`could not store cache copy (${/** @type {Error} */ (e).message}); continuing`);
  }
  return codeServerBin();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureCodeServer().then(
    (bin) => {
      console.log(bin);
    },
    (e) => {
      console.error(e.message === MISSING_SYSTEM_MSG ? MISSING_SYSTEM_MSG : `install-code-server: ${e.message}`);
      process.exit(1);
    },
  );
}
