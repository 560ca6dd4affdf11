#!/usr/bin/env node
// UI suite: the packaged extension (./dirac-dice.vsix) in a real VS Code workbench (code-server
// 4.100.3 = VS Code 1.100.3) driven by headless Chromium through playwright-core, with mocha
// (bdd) over test/ui/*.ui.mjs, in file name order, on one code-server and one browser: the suites
// share one workbench window, and the last ones another on the same server (ctx.newWindow, steps.mjs):
// the web worker host's (its suite, the themes), then reloaded in German (the German suite, the judge).
//   npm run package && npm run test:ui
// Env: DIRAC_UI_SET=shared|own only the files that share the first window, or only those that open a
//      window of their own (OWN_WINDOWS; npm test runs these on a server of their own, beside the
//      rest, and then the first window is never loaded); DIRAC_UI_GREP=<regexp> run only matching
//      tests; DIRAC_UI_FILES=<regexp> only the files whose names match; DIRAC_UI_OUT screenshot folder
//      (default test-output/ui); DIRAC_UI_HEADED=1 show the browser; DIRAC_UI_VERBOSE=1 echo
//      code-server's output; DIRAC_UI_KEEP=1 keep the workspace copy; DIRAC_UI_VSIX another .vsix;
//      DIRAC_CHROMIUM another Chromium binary.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Mocha from 'mocha';
import { CHROMIUM_PATH, ROOT } from '../../scripts/vscode/env.mjs';
import { MISSING_SYSTEM_MSG } from '../../scripts/vscode/install-code-server.mjs';
import * as h from './harness.mjs';
import { ctx, MARKUP_NAME } from './steps.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const VSIX = path.resolve(process.env.DIRAC_UI_VSIX || path.join(ROOT, 'dirac-dice.vsix'));
const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'workspace');
/** The files that open a window of their own (ctx.newWindow), by name; they run last. */
const OWN_WINDOWS = /^1[0-2]-(web-host|web-themes|german|judge)\.ui\.mjs$/;
/** Whole-run limit: past it everything is stopped and the run fails. */
const WATCHDOG_MS = 10 * 60 * 1000;

const log = (/** @type {string} */ m) => console.error(`[ui] ${m}`);

/** One line and exit 1 for what a person has to fix before the suite can run. */
function preflight() {
  if (!fs.existsSync(VSIX)) fail(`${path.relative(process.cwd(), VSIX) || VSIX} not found: run npm run package first`);
  if (!fs.existsSync(CHROMIUM_PATH)) fail(MISSING_SYSTEM_MSG);
  if (!fs.existsSync(path.join(ROOT, 'dist', 'cli.js'))) fail('dist/cli.js not found: run npm run package first');
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * A fresh copy of the fixture workspace (the suite edits files there), plus files with markup in
 * their text and name, and a file of its own for the edit-and-re-solve test.
 */
function makeWorkspace() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dirac-ui-ws-'));
  fs.cpSync(FIXTURES, dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'markup.txt'),
    [
      'Player 1 starting position: 4',
      'Player 2 starting position: 8',
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '',
    ].join('\n'),
  );
  try {
    fs.writeFileSync(path.join(dir, MARKUP_NAME), 'Player 1 starting position: 4\nPlayer 2 starting position: 8\n');
  } catch (e) {
    log(`cannot make a file named ${MARKUP_NAME} here (${/** @type {Error} */ (e).message}); that check is skipped`);
  }
  fs.copyFileSync(path.join(FIXTURES, 'input.txt'), path.join(dir, 'edit-me.txt'));
  fs.copyFileSync(path.join(FIXTURES, 'broken.txt'), path.join(dir, 'broken-2.txt'));
  return dir;
}

/** Processes whose command line still mentions one of `markers` (ours, left behind). */
function leftovers(/** @type {string[]} */ markers) {
  /** @type {string[]} */
  const out = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    if (Number(pid) === process.pid) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (markers.some((m) => m && cmd.includes(m))) out.push(`${pid} ${cmd.slice(0, 160)}`);
    } catch {
      /* gone */
    }
  }
  return out;
}

/**
 * What the suite watches on every workbench page: nothing the extension shows may open a browser
 * dialog or break the results panel's script (checked after each test).
 * @param {import('playwright-core').Page} page
 */
function watch(page) {
  page.on('dialog', (d) => {
    ctx.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => {});
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Dirac Dice panel/.test(m.text())) ctx.panelErrors.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/panel\.js/.test(e.stack ?? '')) ctx.panelErrors.push(e.message);
  });
}

async function main() {
  preflight();
  const t0 = Date.now();
  const workspace = makeWorkspace();
  const sandboxDir = h.getSandbox().dir;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await h.stopAll();
    if (process.env.DIRAC_UI_KEEP !== '1') fs.rmSync(workspace, { recursive: true, force: true });
  };
  const onSignal = (/** @type {string} */ sig) => {
    log(`${sig}: stopping`);
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', () => onSignal('SIGINT'));
  process.once('SIGTERM', () => onSignal('SIGTERM'));
  const watchdog = setTimeout(() => {
    log(`the run took over ${WATCHDOG_MS / 60000} minutes: stopping`);
    void stop().finally(() => process.exit(1));
  }, WATCHDOG_MS);

  let failures;
  try {
    fs.rmSync(ctx.outDir, { recursive: true, force: true });
    fs.mkdirSync(ctx.outDir, { recursive: true });
    await h.installVsix(VSIX);
    // For the German suite's window (11-german.ui.mjs): known before the server starts.
    h.installLanguagePack({ languageId: 'de', languageName: 'German', localizedLanguageName: 'Deutsch' });
    // Workspace trust on: every window is in restricted mode, as a folder a person has not trusted
    // yet (the extension works there, but judges no program); 12-judge.ui.mjs trusts its own.
    ctx.server = await h.startCodeServer({
      folder: workspace,
      trust: true,
      settings: {
        'workbench.startupEditor': 'none',
        'workbench.colorTheme': 'Default Light Modern',
        'update.mode': 'none',
        'extensions.ignoreRecommendations': true,
        'git.enabled': false,
      },
    });
    // The browser's language is English whatever the machine's: German on screen can only come from VS Code.
    const { page } = await h.launchBrowser({ width: 1400, height: 900, args: ['--accept-lang=en-US'] });
    // The copy commands write the clipboard; let the test read it back.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.baseUrl });
    watch(page);
    ctx.page = page;
    ctx.workspace = workspace;
    ctx.newWindow = async (folder) => {
      const next = await ctx.page.context().newPage();
      await next.setViewportSize({ width: 1400, height: 900 });
      watch(next);
      await ctx.page.close();
      ctx.page = next;
      await h.openWorkbench(next, folder);
      return next;
    };
    const set = process.env.DIRAC_UI_SET;
    const only = process.env.DIRAC_UI_FILES ? new RegExp(process.env.DIRAC_UI_FILES) : undefined;
    const files = fs
      .readdirSync(HERE)
      .filter((n) => n.endsWith('.ui.mjs') && (!only || only.test(n)))
      .filter((n) => set === undefined || OWN_WINDOWS.test(n) === (set === 'own'))
      .sort();
    // Files that open a window of their own, and only those: the first window would go unused.
    if (!files.every((n) => OWN_WINDOWS.test(n))) {
      await h.openWorkbench(page, workspace);
      log(`workbench ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }

    const mocha = new Mocha({
      ui: 'bdd',
      reporter: 'spec',
      timeout: 60000,
      slow: 8000,
      grep: process.env.DIRAC_UI_GREP ? new RegExp(process.env.DIRAC_UI_GREP) : undefined,
      rootHooks: {
        /** @this {Mocha.Context} */
        afterEach: async function () {
          const test = this.currentTest;
          if (test?.state === 'failed') {
            const name = test
              .fullTitle()
              .replace(/[^\w.-]+/g, '-')
              .slice(0, 80);
            await h.screenshot(ctx.page, path.join(ctx.outDir, `failed-${name}.png`)).catch(() => {});
            // What the workbench was saying: notification toasts and the notification center.
            const notes = await ctx.page
              .locator(
                '.notifications-toasts .notification-list-item-message, .notifications-center .notification-list-item-message',
              )
              .allTextContents()
              .catch(() => []);
            if (notes.length) console.error(`      notifications at the failure: ${notes.join(' | ')}`);
          }
          // Nothing the extension shows may open a browser dialog or break the panel's script.
          if (ctx.dialogs.length) throw new Error(`browser dialog(s) opened: ${ctx.dialogs.splice(0).join(' | ')}`);
          if (ctx.panelErrors.length) throw new Error(`results panel errors: ${ctx.panelErrors.splice(0).join(' | ')}`);
        },
      },
    });
    for (const f of files) mocha.addFile(path.join(HERE, f));
    await mocha.loadFilesAsync();
    failures = await new Promise((resolve) => mocha.run(resolve));
  } catch (e) {
    console.error(`[ui] setup failed: ${/** @type {Error} */ (e).stack ?? e}`);
    failures = 1;
  } finally {
    clearTimeout(watchdog);
    await stop();
  }
  const left = leftovers([sandboxDir, workspace]);
  if (left.length) {
    console.error(`[ui] processes left behind:\n  ${left.join('\n  ')}`);
    failures ||= 1;
  }
  log(
    `${failures ? `${failures} failure(s)` : 'passed'} in ${((Date.now() - t0) / 1000).toFixed(1)} s; screenshots in ${path.relative(ROOT, ctx.outDir)}`,
  );
  process.exit(failures ? 1 : 0);
}

main().catch(async (e) => {
  console.error(`[ui] ${e?.stack ?? e}`);
  await h.stopAll().catch(() => {});
  process.exit(1);
});
