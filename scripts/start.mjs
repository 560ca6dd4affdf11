#!/usr/bin/env node
// `npm start` after the build: open the extension in development mode in a real VS Code.
//  - a desktop `code` on PATH: `code --extensionDevelopmentPath=<root> <root>/samples/input.txt`
//  - otherwise: code-server (VS Code 1.100.3 in the browser) on 127.0.0.1, with the repo loaded
//    as the development extension, the samples folder open; prints the URL; Ctrl-C stops it.
// Env: PORT (default: a free port), DIRAC_START=desktop|code-server (force a mode),
//      DIRAC_EXT_PATH (another extension folder), DIRAC_START_FOLDER (another folder to open).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  codeServerArgs,
  freePort,
  killAllGroupsSync,
  killByMarker,
  killGroup,
  makeSandbox,
  spawnDetached,
  waitForHealthz,
  workbenchUrl,
} from './vscode/env.mjs';
import { ensureCodeServer, MISSING_SYSTEM_MSG } from './vscode/install-code-server.mjs';

const extPath = path.resolve(process.env.DIRAC_EXT_PATH || ROOT);
const folder = path.resolve(process.env.DIRAC_START_FOLDER || path.join(ROOT, 'samples'));
const sampleFile = path.join(folder, 'input.txt');

/** @returns {string | undefined} path of a desktop `code` on PATH */
function desktopCode() {
  const r = spawnSync('sh', ['-c', 'command -v code'], { encoding: 'utf8' });
  const p = r.status === 0 ? r.stdout.trim() : '';
  return p || undefined;
}

/** @param {string} code */
function runDesktop(code) {
  const target = fs.existsSync(sampleFile) ? sampleFile : folder;
  console.log(`Starting VS Code: ${code} --extensionDevelopmentPath=${extPath} ${target}`);
  const child = spawn(code, [`--extensionDevelopmentPath=${extPath}`, target], { stdio: 'inherit' });
  child.on('exit', (c) => process.exit(c ?? 0));
}

async function runCodeServer() {
  const bin = await ensureCodeServer();
  const sb = makeSandbox('dirac-start-');
  // Profile kept between runs (settings, open editors), in the git-ignored tools folder.
  const profile = path.join(ROOT, '.vscode-test', 'start-profile');
  const userDataDir = path.join(profile, 'user-data');
  const extensionsDir = path.join(profile, 'extensions');
  fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  fs.mkdirSync(extensionsDir, { recursive: true });
  const settingsFile = path.join(userDataDir, 'User', 'settings.json');
  if (!fs.existsSync(settingsFile)) {
    fs.writeFileSync(
      settingsFile,
      JSON.stringify(
        {
          'workbench.startupEditor': 'none',
          'security.workspace.trust.enabled': false,
          'extensions.autoCheckUpdates': false,
          'extensions.autoUpdate': false,
          'telemetry.telemetryLevel': 'off',
        },
        null,
        2,
      ),
    );
  }
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const logFile = path.join(ROOT, '.vscode-test', 'start-code-server.log');
  fs.writeFileSync(logFile, '');
  const child = spawnDetached(process.execPath, [bin, ...codeServerArgs({ port, userDataDir, extensionsDir })], {
    env: sb.env,
    cwd: folder,
    log: false,
    logFile,
  });

  let stopping = false;
  const stop = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping code-server ...');
    await killGroup(child.pid, 1500);
    killByMarker(sb.dir);
    sb.cleanup();
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  process.on('SIGHUP', () => stop(0));
  process.on('exit', killAllGroupsSync);
  child.on('exit', (c) => {
    if (!stopping) {
      console.error(`code-server exited (${c}); see ${logFile}`);
      stop(c || 1);
    }
  });

  await waitForHealthz(`http://127.0.0.1:${port}`, { child, timeoutMs: 60000 });
  const url = workbenchUrl({
    port,
    folder,
    devPaths: [extPath],
    openFile: fs.existsSync(sampleFile) ? sampleFile : undefined,
  });
  console.log(
    [
      '',
      `code-server (VS Code 1.100.3) is running on 127.0.0.1:${port} with ${extPath} in development mode.`,
      'Open this URL in a browser (from another machine, forward the port first, e.g.',
      `ssh -L ${port}:127.0.0.1:${port} <host>):`,
      '',
      url,
      '',
      `Reload the page after rebuilding to pick up changes. Log: ${logFile}. Press Ctrl-C to stop.`,
    ].join('\n'),
  );
}

const forced = process.env.DIRAC_START;
const code = forced === 'code-server' ? undefined : desktopCode();
if (forced === 'desktop' && !code) {
  console.error('DIRAC_START=desktop but no `code` on PATH');
  process.exit(1);
}
if (code) runDesktop(code);
else {
  runCodeServer().catch((e) => {
    console.error(e?.message === MISSING_SYSTEM_MSG ? MISSING_SYSTEM_MSG : `start: ${e?.message ?? e}`);
    killAllGroupsSync();
    process.exit(1);
  });
}
