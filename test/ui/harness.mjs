// Reusable pieces for UI tests of the extension in a real VS Code workbench (code-server 4.100.3
// = VS Code 1.100.3) driven by headless Debian Chromium through playwright-core.
// Typical use (see the report / README for a full example):
//   const h = await import('./harness.mjs');
//   await h.installVsix('dirac-dice-0.1.0.vsix');
//   const server = await h.startCodeServer({ folder, settings: { 'workbench.colorTheme': 'Default Dark Modern' } });
//   const { page } = await h.launchBrowser();
//   await h.openWorkbench(page, folder);
//   await h.openFile(page, 'input.txt'); await palette(page, 'Dirac Dice: Solve'); // steps.mjs
//   ... finally await h.stopAll();
// Env: DIRAC_UI_OUT (screenshot folder, default <root>/test-output/ui), DIRAC_UI_HEADED=1.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import {
  ROOT,
  codeServerArgs,
  freePort,
  killAllGroups,
  killAllGroupsSync,
  killByMarker,
  launchChromium,
  makeSandbox,
  spawnDetached,
  waitForHealthz,
  workbenchUrl,
} from '../../scripts/vscode/env.mjs';
import { ensureCodeServer } from '../../scripts/vscode/install-code-server.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Frame} Frame */
/** @typedef {{port: number, baseUrl: string, pid: number | undefined, userDataDir: string, extensionsDir: string}} Server */

/** @type {ReturnType<typeof makeSandbox> | undefined} */
let sandbox;
/** @type {Server | undefined} */
let lastServer;
/** @type {Array<() => Promise<void>>} */
const closers = [];
process.on('exit', () => {
  killAllGroupsSync();
  if (sandbox) killByMarker(sandbox.dir);
});

/** The harness's sandbox (HOME, XDG dirs, TMPDIR, user-data, extensions), made on first use. */
export function getSandbox() {
  sandbox ??= makeSandbox('dirac-ui-');
  return sandbox;
}
/** Sandbox extensions dir shared by installVsix / installExtensionFolder / startCodeServer. */
export const extensionsDir = () => getSandbox().path('extensions');

/**
 * Install a packaged extension into the sandbox extensions dir
 * (`code-server --install-extension X.vsix --force`).
 * @param {string} vsixPath
 */
export async function installVsix(vsixPath) {
  const bin = await ensureCodeServer();
  const sb = getSandbox();
  const args = [
    '--extensions-dir',
    extensionsDir(),
    '--user-data-dir',
    sb.path('user-data'),
    '--install-extension',
    path.resolve(vsixPath),
    '--force',
  ];
  const out = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: sb.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
    });
    child.stderr.on('data', (d) => {
      text += d;
    });
    child.on('error', reject);
    child.on('exit', (c) => (c === 0 ? resolve(text) : reject(new Error(`install-extension exited ${c}:\n${text}`))));
  });
  if (!/successfully installed/i.test(/** @type {string} */ (out))) throw new Error(`install-extension said:\n${out}`);
}

/**
 * Install an unpacked extension folder by copying it to <extensionsDir>/<publisher>.<name>-<version>.
 * @param {string} folder folder holding the extension's package.json
 * @returns {string} the installed folder
 */
export function installExtensionFolder(folder) {
  const pkg = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const dest = path.join(extensionsDir(), `${pkg.publisher}.${pkg.name}-${pkg.version}`);
  fs.rmSync(dest, { recursive: true, force: true });
  fs.cpSync(folder, dest, { recursive: true, filter: (src) => !/[/\\](\.git|\.vscode-test)$/.test(src) });
  return dest;
}

/**
 * Start code-server on a free loopback port with the sandbox profile.
 * @param {{folder?: string, settings?: Record<string, unknown>, extensionsDir?: string, args?: string[],
 *   trust?: boolean}} [opts]
 *   settings: written to <user-data>/User/settings.json before start (e.g. workbench.colorTheme);
 *   args: more code-server flags (e.g. ['--locale', 'de']);
 *   trust: workspace trust on, as in VS Code: every folder opens in restricted mode (without a prompt
 *   or a banner) until it is trusted; off by default.
 * @returns {Promise<Server>}
 */
export async function startCodeServer(opts = {}) {
  const bin = await ensureCodeServer();
  const sb = getSandbox();
  const userDataDir = sb.path('user-data');
  const extDir = opts.extensionsDir ?? extensionsDir();
  fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  const settings = {
    'workbench.startupEditor': 'none',
    'security.workspace.trust.enabled': false,
    'extensions.autoCheckUpdates': false,
    'extensions.autoUpdate': false,
    'telemetry.telemetryLevel': 'off',
    'workbench.tips.enabled': false,
    ...(opts.trust && {
      'security.workspace.trust.enabled': true,
      'security.workspace.trust.startupPrompt': 'never',
      'security.workspace.trust.banner': 'never',
      'security.workspace.trust.untrustedFiles': 'open',
    }),
    ...opts.settings,
  };
  fs.writeFileSync(path.join(userDataDir, 'User', 'settings.json'), JSON.stringify(settings, null, 2));
  const port = await freePort();
  const logFile = path.join(sb.dir, `code-server-${port}.log`);
  const child = spawnDetached(
    process.execPath,
    [bin, ...codeServerArgs({ port, userDataDir, extensionsDir: extDir, trust: opts.trust, extra: opts.args })],
    {
      env: sb.env,
      cwd: opts.folder ?? sb.dir,
      log: process.env.DIRAC_UI_VERBOSE === '1' ? 'code-server' : false,
      logFile,
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthz(baseUrl, { child, timeoutMs: 60000 });
  lastServer = { port, baseUrl, pid: child.pid, userDataDir, extensionsDir: extDir };
  return lastServer;
}

/** <user-data>/User of the running server. */
function userDir() {
  if (!lastServer) throw new Error('startCodeServer() first');
  return path.join(lastServer.userDataDir, 'User');
}

/**
 * Change the running server's user settings (<user-data>/User/settings.json); a key set to
 * undefined is removed. A window opened afterwards starts with them.
 * @param {Record<string, unknown>} changes
 */
export function updateSettings(changes) {
  const file = path.join(userDir(), 'settings.json');
  const settings = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete settings[key];
    else settings[key] = value;
  }
  fs.writeFileSync(file, JSON.stringify(settings, null, 2));
}

/** The user's key bindings (<user-data>/User/keybindings.json, read as it changes), or none with undefined. */
export function setKeybindings(/** @type {{key: string, command: string}[] | undefined} */ bindings) {
  const file = path.join(userDir(), 'keybindings.json');
  if (bindings === undefined) fs.rmSync(file, { force: true });
  else fs.writeFileSync(file, JSON.stringify(bindings));
}

/**
 * The display language of the windows opened afterwards, or English again with undefined: the
 * locale of <user-data>/User/argv.json, which code-server started without --locale reads for every
 * window it serves (before the browser's language). The language needs a pack (installLanguagePack).
 * @param {string | undefined} locale
 */
export function setDisplayLanguage(locale) {
  const file = path.join(userDir(), 'argv.json');
  if (locale === undefined) fs.rmSync(file, { force: true });
  else fs.writeFileSync(file, JSON.stringify({ locale }));
}

/**
 * A language pack with no translations of its own (the workbench's text stays English), installed
 * into the sandbox's extensions dir, and the record of it in <user-data>/languagepacks.json that
 * VS Code reads to resolve a display language: VS Code writes that record only when a pack is
 * installed through the running server, not with --install-extension. Before startCodeServer.
 * @param {{languageId: string, languageName: string, localizedLanguageName: string}} language
 */
export function installLanguagePack(language) {
  const src = fs.mkdtempSync(path.join(getSandbox().dir, 'language-pack-'));
  const manifest = {
    name: `test-language-pack-${language.languageId}`,
    publisher: 'dirac-dice-test',
    version: '0.0.1',
    engines: { vscode: '^1.90.0' },
    categories: ['Language Packs'],
    contributes: {
      localizations: [{ ...language, translations: [{ id: 'vscode', path: './translations/main.i18n.json' }] }],
    },
  };
  fs.mkdirSync(path.join(src, 'translations'));
  fs.writeFileSync(path.join(src, 'package.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(src, 'translations', 'main.i18n.json'), JSON.stringify({ contents: {} }));
  const dir = installExtensionFolder(src);
  fs.rmSync(src, { recursive: true, force: true });
  const record = {
    [language.languageId]: {
      hash: `${manifest.publisher}-${language.languageId}-${manifest.version}`,
      extensions: [
        { extensionIdentifier: { id: `${manifest.publisher}.${manifest.name}` }, version: manifest.version },
      ],
      translations: { vscode: path.join(dir, 'translations', 'main.i18n.json') },
      label: language.localizedLanguageName,
    },
  };
  const userData = getSandbox().path('user-data');
  fs.writeFileSync(path.join(userData, 'languagepacks.json'), JSON.stringify(record));
}

/**
 * Launch headless Chromium (own process group) and open a page.
 * @param {{width?: number, height?: number, args?: string[]}} [opts] args: more Chromium flags
 * @returns {Promise<{browser: import('playwright-core').Browser, page: Page}>}
 */
export async function launchBrowser(opts = {}) {
  const width = opts.width ?? 1400;
  const height = opts.height ?? 900;
  const chrome = await launchChromium(getSandbox(), {
    width,
    height,
    headless: process.env.DIRAC_UI_HEADED !== '1',
    args: opts.args,
  });
  closers.push(chrome.close);
  const context = chrome.browser.contexts()[0] ?? (await chrome.browser.newContext());
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  return { browser: chrome.browser, page };
}

/**
 * Open the workbench on a folder and wait until it is ready (explorer shows the folder).
 * @param {Page} page
 * @param {string} [folder]
 * @param {{server?: Server, devPaths?: string[], openFile?: string, timeout?: number}} [opts]
 *   devPaths: load these extension folders in development mode (no install needed).
 */
export async function openWorkbench(page, folder, opts = {}) {
  const server = opts.server ?? lastServer;
  if (!server) throw new Error('startCodeServer() first');
  // A bound for a busy machine (the run's watchdog is the real limit); nothing is timed here.
  const timeout = opts.timeout ?? 120000;
  await page.goto(workbenchUrl({ port: server.port, folder, devPaths: opts.devPaths, openFile: opts.openFile }), {
    waitUntil: 'commit',
    timeout,
  });
  await page.locator('.monaco-workbench').waitFor({ state: 'visible', timeout });
  if (folder) {
    await page.locator('.explorer-folders-view').first().waitFor({ state: 'visible', timeout });
    await page
      .locator('.explorer-folders-view .monaco-list-row')
      .first()
      .waitFor({ state: 'visible', timeout: 5000 })
      .catch(() => {
        /* empty folder */
      });
  }
}

/**
 * Open a file from the explorer (must be visible in the tree) and wait for its editor tab.
 * @param {Page} page @param {string} name file name as shown in the explorer
 */
export async function openFile(page, name) {
  const item = page.getByRole('treeitem', { name, exact: true });
  if (!(await item.isVisible())) await page.keyboard.press('Control+Shift+E');
  await item.click();
  await page.locator('.tabs-container .tab.active', { hasText: name }).waitFor({ state: 'visible', timeout: 15000 });
  await page.locator('.editor-instance .monaco-editor').first().waitFor({ state: 'visible', timeout: 15000 });
}

/**
 * Wait for a CodeLens whose text contains `text`; click it unless click === false.
 * @param {Page} page @param {string | RegExp} text
 * @param {{click?: boolean, timeout?: number}} [opts]
 */
export async function waitForCodeLens(page, text, opts = {}) {
  const lens = page.locator('.monaco-editor .codelens-decoration a', { hasText: text }).first();
  await lens.waitFor({ state: 'visible', timeout: opts.timeout ?? 20000 });
  if (opts.click !== false) await lens.click();
  return lens;
}

/**
 * The Frame (any depth, e.g. a webview's inner iframe) that holds an element matching selector.
 * @param {Page} page @param {string} selector @param {number} [timeout]
 * @returns {Promise<Frame>}
 */
export async function webviewFrame(page, selector, timeout = 20000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    for (const frame of page.frames()) {
      if (frame.isDetached()) continue;
      if (await frame.$(selector).catch(() => null)) return frame;
    }
    await page.waitForTimeout(200);
  }
  throw new Error(`no frame holds ${selector} after ${timeout} ms`);
}

/**
 * Screenshot the page into DIRAC_UI_OUT (default <root>/test-output/ui).
 * @param {Page} page @param {string} name file name without .png (or an absolute .png path)
 * @returns {Promise<string>} the file written
 */
export async function screenshot(page, name) {
  const file = path.isAbsolute(name)
    ? name
    : path.join(process.env.DIRAC_UI_OUT || path.join(ROOT, 'test-output', 'ui'), `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file });
  return file;
}

/** Close every browser and kill every process group this harness started; remove the sandbox. */
export async function stopAll() {
  await Promise.all([...closers.splice(0).map((close) => close().catch(() => {})), killAllGroups()]);
  if (sandbox) {
    killByMarker(sandbox.dir);
    sandbox.cleanup();
    sandbox = undefined;
  }
  lastServer = undefined;
}
