// Steps shared by the UI tests (test/ui/*.ui.mjs), on top of harness.mjs: the suite's context
// (page, server, workspace copy, dialogs seen), polling waits, and the things a person does in
// the workbench (open a file in the first editor group, run a palette command, type into the
// editor, pick a theme) and in the results panel (find its frame, read its answers).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as h from './harness.mjs';
import { ROOT } from '../../scripts/vscode/env.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Frame} Frame */

/**
 * Filled in by run.mjs before the tests run. newWindow(folder): the workbench on another folder in
 * a new page of the same browser and server (the old page closed); it becomes ctx.page.
 * @type {{page: Page, workspace: string, outDir: string, dialogs: string[], panelErrors: string[],
 *   server: import('./harness.mjs').Server | undefined, newWindow: (folder: string) => Promise<Page>}}
 */
export const ctx = {
  page: /** @type {any} */ (undefined),
  newWindow: /** @type {any} */ (undefined),
  workspace: '',
  outDir: process.env.DIRAC_UI_OUT || path.join(ROOT, 'test-output', 'ui'),
  dialogs: [],
  panelErrors: [],
  server: undefined,
};

/** A folder of its own under the OS's temp folder with these fixtures of the workspace, removed when the run ends. */
function fixtureFolder(/** @type {string} */ prefix, /** @type {string[]} */ files) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  for (const file of files)
    fs.copyFileSync(path.join(ROOT, 'test', 'fixtures', 'workspace', file), path.join(folder, file));
  return folder;
}

/** @type {{page: Page, workspace: string} | undefined} */
let webHost;

/**
 * The window whose extension host is the browser's web worker (the user setting remote.extensionKind
 * puts the .vsix there; its browser entry makes it a web extension), which 10-web-host and
 * 10-web-themes share, and which germanWindow reloads: opened once, on a folder of its own holding
 * input.txt and broken.txt.
 */
export async function webHostWindow() {
  if (webHost && webHost.page === ctx.page && !ctx.page.isClosed()) return webHost;
  const workspace = fixtureFolder('dirac-web-ws-', ['input.txt', 'broken.txt']);
  h.updateSettings({ 'remote.extensionKind': { 'dirac-dice-team.dirac-dice': ['web'] } });
  webHost = { page: await ctx.newWindow(workspace), workspace };
  return webHost;
}

/** @type {{page: Page, workspace: string, before: {part1: string | null, part2: string | null, version: string}} | undefined} */
let german;

/**
 * The German window that 11-german and 12-judge share: the web worker host's window after "Developer:
 * Reload Window" with German as its display language and the extension back in the Node host (a
 * workbench load, as a person reloads after choosing a display language). `before`: what its results
 * panel showed before the reload, input.txt's answers (solved first if it showed none) and the
 * document version, which 11-german finds again. Windows opened later are English again.
 */
export async function germanWindow() {
  if (german && german.page === ctx.page && !ctx.page.isClosed()) return german;
  const { page, workspace } = await webHostWindow();
  if ((await panelFrames(page)).length === 0) await solveWithLens(page, 'input.txt');
  const frame = await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2, source: 'input.txt' });
  const before = { ...(await answers(frame)), version: digits(await frame.locator('#source + .note').innerText()) };
  h.updateSettings({ 'remote.extensionKind': undefined });
  h.setDisplayLanguage('de');
  try {
    await page.evaluate(() => {
      /** @type {any} */ (window).__diracBeforeReload = true;
    });
    await palette(page, 'Developer: Reload Window');
    await page.waitForFunction(
      () => !(/** @type {any} */ (window).__diracBeforeReload) && document.querySelector('.monaco-workbench'),
      null,
      { timeout: 60000 },
    );
    await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 30000 });
  } finally {
    h.setDisplayLanguage(undefined); // read as the window loads
  }
  webHost = undefined; // the window is German now, its extension in the Node host
  german = { page, workspace, before };
  return german;
}

/** Name of the file whose name is markup (made by run.mjs when the filesystem allows it). */
export const MARKUP_NAME = '<img src=x onerror=alert(1)>.txt';
export const PANEL_TITLE = 'Dirac Dice Results';
export const SAMPLE = { part1: '739785', part2: '444356092776315', loser: '341960390180808' };

/**
 * Poll `fn` until it returns a truthy value (returned) or `timeout` passes (throws, naming `what`
 * and the last value or error seen).
 * @template T
 * @param {() => Promise<T> | T} fn
 * @param {{timeout?: number, interval?: number, what?: string}} [opts]
 * @returns {Promise<NonNullable<T>>}
 */
export async function until(fn, opts = {}) {
  const timeout = opts.timeout ?? 15000;
  const end = Date.now() + timeout;
  /** @type {unknown} */
  let last;
  for (;;) {
    try {
      const value = await fn();
      if (value) return /** @type {NonNullable<T>} */ (value);
      last = value;
    } catch (e) {
      last = e instanceof Error ? e.message.split('\n')[0] : e;
    }
    if (Date.now() > end) {
      throw new Error(
        `timed out after ${timeout} ms waiting for ${opts.what ?? 'a condition'} (last: ${JSON.stringify(last)})`,
      );
    }
    await new Promise((r) => setTimeout(r, opts.interval ?? 100));
  }
}

/** The CLI's JSON result for some arguments (the oracle for answers the tests do not hard-code). */
export function cli(/** @type {string[]} */ ...args) {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'dist', 'cli.js'), ...args, '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20, // a big variant's result runs to megabytes (1.9 MB at Dirac target 1,200)
  });
  return JSON.parse(out);
}

/** "190,897,246,590,017" -> "190897246590017" (whatever the locale's grouping). */
export const digits = (/** @type {string | null | undefined} */ s) => (s ?? '').replace(/\D/g, '');

// ---------------------------------------------------------------------------------------------
// Workbench

/** The editor groups (left to right). @param {Page} page */
const groups = (page) => page.locator('.part.editor .editor-group-container');

/**
 * Make the first (left) editor group the active one, so the explorer opens files there: click its
 * active tab (a click in the workbench, not a key press: keys pressed while a webview has the
 * focus reach the workbench late, and the webview's group can win again).
 */
export async function focusFirstGroup(/** @type {Page} */ page) {
  const first = groups(page).first();
  const isActive = () => first.evaluate((el) => el.classList.contains('active'));
  const tab = first.locator('.tab.active');
  if (await tab.count()) await tab.first().click();
  else if (!(await isActive())) await page.keyboard.press('Control+1');
  await until(isActive, { what: 'the first editor group to be active', timeout: 5000 });
}

/** Open a file from the explorer in the first editor group (the panel stays beside it). */
export async function openFile(/** @type {Page} */ page, /** @type {string} */ name) {
  await focusFirstGroup(page);
  await h.openFile(page, name);
  await until(() => activeEditorIs(page, name), { what: `${name} to be the active editor`, timeout: 10000 });
  assert.ok(
    await groups(page)
      .first()
      .evaluate((el) => el.classList.contains('active')),
    `${name} opened in the first editor group`,
  );
}

/** Whether the active group's active tab is `name`. */
export async function activeEditorIs(/** @type {Page} */ page, /** @type {string} */ name) {
  const tab = page.locator('.editor-group-container.active .tab.active');
  return (await tab.count()) > 0 && (await tab.first().getAttribute('aria-label'))?.startsWith(name);
}

/**
 * Move the quick input's highlight to the first row whose text satisfies `match` (Down arrow,
 * as a person does when the best fuzzy match is not the wanted row). False if there is none.
 * @param {Page} page @param {(text: string) => boolean} match
 */
async function highlightRow(page, match) {
  const rows = page.locator('.quick-input-widget .quick-input-list .monaco-list-row');
  const texts = await rows.evaluateAll((rs) =>
    rs.map((r) => ({
      focused: r.classList.contains('focused'),
      text: /** @type {HTMLElement} */ (r).innerText.split('\n')[0].trim(),
    })),
  );
  const want = texts.findIndex((t) => match(t.text));
  const at = texts.findIndex((t) => t.focused);
  if (want < 0 || at < 0) return false;
  for (let i = at; i < want; i++) await page.keyboard.press('ArrowDown');
  for (let i = at; i > want; i--) await page.keyboard.press('ArrowUp');
  const focused = rows.and(page.locator('.focused'));
  return (await focused.count()) === 1 && match((await focused.innerText()).split('\n')[0].trim());
}

/**
 * Run a palette command the way a person does: F1, type the title, highlight the command's row
 * (usually the first) and press Enter (not a click on the row: the palette then waits to close,
 * which never happens when the command opens a picker of its own).
 * `then`: the row to choose in the command's own picker (typed as `filter`, default `then`).
 * @param {Page} page @param {string} title @param {{then?: string, filter?: string, timeout?: number}} [opts]
 */
export async function palette(page, title, opts = {}) {
  const widget = page.locator('.quick-input-widget');
  const input = widget.locator('.quick-input-box input').first();
  const end = Date.now() + (opts.timeout ?? 20000);
  for (;;) {
    await page.keyboard.press('F1');
    await input.waitFor({ state: 'visible', timeout: 10000 });
    await input.fill(`>${title}`);
    const found = await until(() => highlightRow(page, (t) => t.startsWith(title)), {
      what: `"${title}" in the palette`,
      timeout: 3000,
    }).catch(() => false);
    if (found) break;
    // The extension may still be registering its commands: close and reopen the palette.
    await page.keyboard.press('Escape');
    await widget.waitFor({ state: 'hidden', timeout: 5000 }).catch(() => {});
    if (Date.now() > end) throw new Error(`command "${title}" not found in the palette`);
  }
  await page.keyboard.press('Enter');
  if (!opts.then) {
    await widget.waitFor({ state: 'hidden', timeout: 10000 });
    return;
  }
  const then = opts.then;
  // The command's own picker replaces the palette's list.
  await until(async () => !(await input.inputValue()).startsWith('>'), {
    what: `the picker of "${title}"`,
    timeout: 10000,
  });
  await input.fill(opts.filter ?? then);
  // The row named exactly `then` if there is one ("Default High Contrast", not "... Light").
  const pick = async () => (await highlightRow(page, (t) => t === then)) || highlightRow(page, (t) => t.includes(then));
  await until(pick, { what: `"${then}" in the picker`, timeout: 10000 });
  await page.keyboard.press('Enter');
  await widget.waitFor({ state: 'hidden', timeout: 10000 });
}

/** Pick a colour theme the way a person does (Preferences: Color Theme) and wait for it. */
export async function setTheme(/** @type {Page} */ page, /** @type {string} */ theme) {
  const contrast = /high contrast/i.test(theme);
  const kind = /light/i.test(theme) ? (contrast ? 'hc-light' : 'vs') : contrast ? 'hc-black' : 'vs-dark';
  const current = await page.locator('.monaco-workbench').getAttribute('class');
  if (current?.split(/\s+/).includes(kind)) return;
  await palette(page, 'Preferences: Color Theme', { then: theme });
  await page.locator(`.monaco-workbench.${kind}`).waitFor({ timeout: 10000 });
}

/**
 * Replace line `line` (1-based) of the active editor with `text` by keyboard: click into the
 * editor, Ctrl+Home, Down to the line, select it (End, Shift+Home) and type.
 * @param {Page} page @param {number} line @param {string} text
 */
export async function replaceLine(page, line, text) {
  // Click into the text (not the CodeLens above line 1), then move by keyboard.
  await page.locator('.editor-group-container.active .monaco-editor .view-lines .view-line').last().click();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type(text, { delay: 5 });
  await page.keyboard.press('Escape'); // a word suggestion may be showing
}

/** Save the first group's active editor (Ctrl+S there) and wait until it is no longer dirty. */
export async function saveActiveFirstGroup(/** @type {Page} */ page) {
  await focusFirstGroup(page);
  await page.keyboard.press('Control+s');
  await until(
    async () => (await page.locator('.editor-group-container').first().locator('.tab.active.dirty').count()) === 0,
    { what: 'the editor to be saved' },
  );
}

/**
 * Write `folder`'s workspace settings (.vscode/settings.json), or remove them (undefined): a window
 * takes them at once (it watches them; the user settings file is read when a window opens).
 * @param {string} folder @param {Record<string, unknown> | undefined} settings
 */
export function workspaceSettings(folder, settings) {
  const dir = path.join(folder, '.vscode');
  if (!settings) return fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify(settings));
}

/** Text of the active editor (what Monaco shows, lines in order). */
export async function editorText(/** @type {Page} */ page) {
  return page
    .locator('.editor-group-container.active .monaco-editor .view-lines')
    .first()
    .evaluate((el) => {
      const lines = [...el.querySelectorAll('.view-line')].map((l) => ({
        top: parseFloat(/** @type {HTMLElement} */ (l).style.top),
        text: l.textContent?.replace(/\u00a0/g, ' ') ?? '',
      }));
      return lines
        .sort((a, b) => a.top - b.top)
        .map((l) => l.text)
        .join('\n');
    });
}

/** Close all notification toasts (they can cover the status bar). */
export async function clearNotifications(/** @type {Page} */ page) {
  if ((await page.locator('.notifications-toasts .notification-toast').count()) === 0) return;
  await palette(page, 'Notifications: Clear All Notifications');
  await page
    .locator('.notifications-toasts .notification-toast')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
}

/** Texts of the notification toasts showing now. */
export async function notificationTexts(/** @type {Page} */ page) {
  return page.locator('.notifications-toasts .notification-list-item-message').allTextContents();
}

/** Tabs titled "Dirac Dice Results", in every group. */
export const panelTabs = (/** @type {Page} */ page) => page.locator('.part.editor .tab', { hasText: PANEL_TITLE });

/** The status bar item with the part 2 answer. */
export const statusItem = (/** @type {Page} */ page) =>
  page.locator('.part.statusbar .statusbar-item', { hasText: /Part 2: [\d,]+/ });

/** Whether the results panel's tab is the active tab of its group. */
export async function panelTabActive(/** @type {Page} */ page) {
  return page.locator('.part.editor .tab.active', { hasText: PANEL_TITLE }).isVisible();
}

// ---------------------------------------------------------------------------------------------
// Results panel

/** Inner frames of the results panel (one per open panel). */
export async function panelFrames(/** @type {Page} */ page) {
  /** @type {Frame[]} */
  const out = [];
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    if (await frame.$('main#app #content').catch(() => null)) out.push(frame);
  }
  return out;
}

/** The results panel's inner frame (waits for it). */
export async function panelFrame(/** @type {Page} */ page, timeout = 20000) {
  return h.webviewFrame(page, 'main#app #content', timeout);
}

/** data-value of #part1-answer / #part2-answer (null if absent). @param {Frame} frame */
export async function answers(frame) {
  return frame.evaluate(() => ({
    part1: document.querySelector('#part1-answer')?.getAttribute('data-value') ?? null,
    part2: document.querySelector('#part2-answer')?.getAttribute('data-value') ?? null,
    source: document.querySelector('#source')?.textContent ?? null,
    // The page draws the answers first and the other sections in the next frames.
    drawing: document.querySelector('#content[data-drawing]') !== null,
    // Drawn before the solve the test waits for (markDrawn).
    before: document.querySelector('#part1-answer[data-before]') !== null,
  }));
}

/**
 * Wait until the panel shows these answers (and, if given, this source label) and has drawn all its
 * sections; returns its frame.
 * @param {Page} page @param {{part1?: string, part2?: string, source?: string}} want
 */
export async function waitForAnswers(page, want, timeout = 20000) {
  /** @type {unknown} */
  let seen;
  try {
    return await until(
      async () => {
        const frame = await panelFrame(page, timeout);
        seen = await answers(frame);
        const a =
          /** @type {{part1: string|null, part2: string|null, source: string|null, drawing: boolean, before: boolean}} */ (
            seen
          );
        const ok =
          !a.drawing &&
          !a.before &&
          (want.part1 === undefined || a.part1 === want.part1) &&
          (want.part2 === undefined || a.part2 === want.part2) &&
          (want.source === undefined || a.source === want.source);
        return ok ? frame : null;
      },
      { timeout, what: `panel answers ${JSON.stringify(want)}` },
    );
  } catch (e) {
    throw new Error(`${/** @type {Error} */ (e).message}; panel showed ${JSON.stringify(seen)}`, { cause: e });
  }
}

/**
 * Open `file` from the explorer, wait for its "Solve" CodeLens and click it.
 * @param {Page} page @param {string} file
 */
export async function solveWithLens(page, file) {
  await openFile(page, file);
  await markDrawn(page);
  await h.waitForCodeLens(page, 'Solve');
}

/**
 * Marks the answers the panel shows now: waitForAnswers then waits for the next drawing (an earlier
 * solve of the same input shows the same answers, and the new one, drawn later, would redraw the
 * panel, and reveal it, in the middle of the test).
 * @param {Page} page
 */
export async function markDrawn(page) {
  for (const frame of await panelFrames(page))
    await frame
      .evaluate(() => document.getElementById('part1-answer')?.toggleAttribute('data-before', true))
      .catch(() => {});
}

/** Visible state of an element in the panel: hidden attribute, display and size. @param {Frame} frame @param {string} sel */
export async function shown(frame, sel) {
  return frame.evaluate((s) => {
    const el = /** @type {HTMLElement | null} */ (document.querySelector(s));
    if (!el || el.hidden) return false;
    const r = el.getBoundingClientRect();
    return getComputedStyle(el).display !== 'none' && r.width > 0 && r.height > 0;
  }, sel);
}

/** Scroll the panel to its top (for screenshots). @param {Frame} frame */
export async function scrollPanelTop(frame) {
  await frame.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Screenshots of the whole workbench and of the results panel's webview into ctx.outDir.
 * @param {Page} page @param {string} name
 * @returns {Promise<{full: string, crop: string}>}
 */
export async function screenshotPanel(page, name) {
  fs.mkdirSync(ctx.outDir, { recursive: true });
  const full = await h.screenshot(page, path.join(ctx.outDir, `${name}-workbench.png`));
  const crop = path.join(ctx.outDir, `${name}-panel.png`);
  await visibleWebview(page).screenshot({ path: crop });
  return { full, crop };
}

/** The outer <iframe class="webview"> that is showing now (the panel's). */
export function visibleWebview(/** @type {Page} */ page) {
  return page.locator('iframe.webview.ready').filter({ visible: true }).first();
}

export { assert, h };
