#!/usr/bin/env node
// What a person feels: "command -> answer painted" in a real VS Code (code-server 4.100.3 + headless
// Debian Chromium, see test/ui/harness.mjs), for Dirac Dice's results panel and for a bare webview
// extension that shows one fixed line, sample by sample in fresh instances, interleaved (the order
// turns each round: dirac, bare; then bare, dirac; ...).
//   npm run bench:ui                         (packages dirac-dice.vsix first)
//   node bench/ui.mjs [--rounds N] [--settle MS] [--vsix FILE] [--baseline FILE] [--out FILE]
//                     [--baseline-settings JSON] [--only dirac|base|bare] [--no-bare] [--trace DIR]
// --baseline FILE compares two builds of Dirac Dice in one run (this machine's load drifts too much
// to compare separate runs): a third kind, `base`, installed from FILE as `dirac` is from --vsix,
// with the same inputs and answers, joins every round (dirac, base, bare; then base, bare, dirac;
// then bare, dirac, base; ...). The summary adds base's medians, the base/bare and Dirac/base
// ratios of medians, and the ratios paired by round (dirac_i / base_i: their median, and in how
// many rounds Dirac Dice was faster, with a sign test's p); the JSON gets `baseline` and `paired`.
// --baseline-settings JSON gives the base kind user settings of its own (the same .vsix twice with
// '{"diracDice.solveAhead": false}' measures what solving ahead gains). The README line stays Dirac
// Dice against bare.
// --trace DIR records a Chromium trace of each measurement (DIR/<round>-<kind>-cold.json, -warm.json:
// the renderer's tasks, scripts, style, layout and paint, with the marks bench:enter, bench:appeared,
// bench:painted); it slows the page, so its figures are not the bench's.
// Each sample: a fresh sandbox (user data, extensions dir, Chromium profile), one extension
// installed (the .vsix, or the bare one copied into the extensions dir), a workspace holding the
// sample input.txt opened; once the extension is active (Dirac Dice: its CodeLens shows part 2;
// bare: its status bar item) and the workbench idle:
//   cold  F1, type the command's title, Enter -> the part 2 answer painted in the new panel;
//   warm  edit player 2's start (8 -> 9), wait, same command again -> the new answer painted.
// "Enter" is the keydown's timestamp in the workbench page; "painted" is the first
// requestAnimationFrame in the webview's frame that finds the answer in its DOM and visible (the
// frame itself shown): the frame that paints it. Both are performance.timeOrigin + a page clock, the same clock for every
// frame of the browser. Cold also gives `origin`: from the content frame's time origin (VS Code
// makes a new frame for the panel's page) to the same paint, the page's own share of cold. Prints medians, min-max, Dirac/bare ratios and the goals, the ratios paired
// by round (a_i / b_i of the same round, with the load average of the round's samples), then one
// line for the README (ratios, medians, sample count, load average); writes all of it, and each
// sample (with the 1-minute load average as it ended, detail.loadavg1), to test-output/bench-ui.json
// (its `readme` field holds that line).
/* global window, document -- callbacks that Playwright runs in the workbench page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CHROMIUM_PATH, ROOT, sleep } from '../scripts/vscode/env.mjs';
import { CODE_SERVER_VERSION, MISSING_SYSTEM_MSG } from '../scripts/vscode/install-code-server.mjs';
import * as h from '../test/ui/harness.mjs';
import { focusFirstGroup, openFile, palette, replaceLine } from '../test/ui/steps.mjs';

/** Goals of the issue "Instant panel": Dirac Dice at most this many times the bare extension. */
const GOALS = { cold: 1.15, warm: 1.25 };
/**
 * Goals of the issue "The panel for everyone", for the page's own work: the median of Dirac Dice
 * minus bare, paired by round, in ms: origin (content frame's time origin -> answers painted) and
 * warm (Enter after an edit -> the new answer painted).
 */
const DIFF_GOALS = { origin: 10, warm: 15 };
const DIRAC_TITLE = 'Dirac Dice: Solve';
const BARE_TITLE = 'Bare: Show';
const INPUT_COLD = 'Player 1 starting position: 4\nPlayer 2 starting position: 8\n';
const INPUT_WARM = 'Player 1 starting position: 4\nPlayer 2 starting position: 9\n';
/** Limit for one sample from start to stop; past it the sample fails (and is tried once more). */
const SAMPLE_TIMEOUT_MS = 180000;
/** What --trace records: the renderers' tasks, scripts, style, layout, font lookups and paint, the bench's marks. */
const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'loading',
  'fonts',
];
/** Limit for an answer to be painted after Enter. */
const PAINT_TIMEOUT_MS = 30000;

const log = (/** @type {string} */ m) => console.error(`[bench:ui] ${m}`);

/** What a sample measures: Dirac Dice from --vsix, Dirac Dice from --baseline, the bare extension. */
/** @typedef {'dirac' | 'base' | 'bare'} Kind */

/** @returns {{rounds: number, settle: number, vsix: string, baseline: string | null, baselineSettings: Record<string, unknown>, out: string, trace: string | null, only: Kind | null, noBare: boolean}} */
function parseArgs(argv) {
  const o = {
    rounds: 12,
    settle: 2000,
    vsix: path.join(ROOT, 'dirac-dice.vsix'),
    /** @type {string | null} */
    baseline: null,
    /** @type {Record<string, unknown>} */
    baselineSettings: {},
    out: path.join(ROOT, 'test-output', 'bench-ui.json'),
    /** @type {string | null} */
    trace: null,
    /** @type {Kind | null} */
    only: null,
    noBare: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--rounds') o.rounds = Number(value());
    else if (a === '--settle') o.settle = Number(value());
    else if (a === '--vsix') o.vsix = path.resolve(value());
    else if (a === '--baseline') o.baseline = path.resolve(value());
    else if (a === '--baseline-settings') o.baselineSettings = JSON.parse(value());
    else if (a === '--out') o.out = path.resolve(value());
    else if (a === '--trace') o.trace = path.resolve(value());
    else if (a === '--only') o.only = /** @type {Kind} */ (value());
    else if (a === '--no-bare') o.noBare = true;
    else if (a === '--help' || a === '-h') {
      console.log(
        [
          'node bench/ui.mjs [--rounds N (12)] [--settle MS (2000)] [--vsix FILE (dirac-dice.vsix)] [--baseline FILE]',
          '                  [--out FILE (test-output/bench-ui.json)] [--only dirac|base|bare] [--trace DIR]',
          '  --baseline FILE  a second Dirac Dice .vsix (say, an older commit), measured as kind `base` in every',
          '                   round next to dirac and bare, in a turning order; prints Dirac/base ratios of',
          '                   medians and paired by round',
          '  --baseline-settings JSON  user settings for the base kind only, e.g. the same .vsix twice with',
          '                   \'{"diracDice.solveAhead": false}\' measures what solving ahead gains',
          '  --only KIND      measure one kind only (no ratios; base needs --baseline)',
          '  --no-bare        with --baseline: dirac and base only (their paired figures; no README line)',
        ].join('\n'),
      );
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!Number.isInteger(o.rounds) || o.rounds < 1) throw new Error('--rounds must be a whole number >= 1');
  if (!Number.isFinite(o.settle) || o.settle < 0) throw new Error('--settle must be a number of ms >= 0');
  if (o.only !== null && !['dirac', 'base', 'bare'].includes(o.only))
    throw new Error('--only takes dirac, base or bare');
  if (o.only === 'base' && !o.baseline) throw new Error('--only base needs --baseline FILE');
  if (o.noBare && !o.baseline) throw new Error('--no-bare needs --baseline FILE');
  if (typeof o.baselineSettings !== 'object' || o.baselineSettings === null || Array.isArray(o.baselineSettings))
    throw new Error('--baseline-settings takes a JSON object');
  return o;
}

// ---------------------------------------------------------------------------------------------
// The bare extension

/**
 * Write the bare webview extension into `dir`: one command, "Bare: Show", that opens a panel
 * beside the editor (scripts on, strict CSP with a nonce) showing lines[0]; run again, it posts
 * the next line to the open panel (a tiny inline script sets it) and reveals it, as Dirac Dice
 * posts a new model. It activates at start-up (as Dirac Dice does) and shows a status bar item
 * then, so that the sample can wait for it.
 * @param {string} dir @param {string[]} lines
 */
function writeBareExtension(dir, lines) {
  fs.mkdirSync(dir, { recursive: true });
  const pkg = {
    name: 'bare-webview',
    displayName: 'Bare webview',
    publisher: 'bench',
    version: '0.0.1',
    engines: { vscode: '^1.90.0' },
    main: './extension.js',
    activationEvents: ['onStartupFinished'],
    contributes: { commands: [{ command: 'bare.show', title: 'Show', category: 'Bare' }] },
  };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  const source = `'use strict';
const vscode = require('vscode');
const crypto = require('crypto');
const LINES = ${JSON.stringify(lines)};
let panel;
let runs = 0;
exports.activate = (context) => {
  const item = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Left);
  item.text = 'Bare ready';
  item.show();
  context.subscriptions.push(item);
  context.subscriptions.push(
    vscode.commands.registerCommand('bare.show', () => {
      const line = LINES[runs++ % LINES.length];
      if (panel) {
        void panel.webview.postMessage({ line });
        panel.reveal(undefined, true);
        return;
      }
      panel = vscode.window.createWebviewPanel(
        'bare.panel',
        'Bare',
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
        { enableScripts: true, localResourceRoots: [] },
      );
      panel.onDidDispose(() => (panel = undefined));
      const nonce = crypto.randomBytes(16).toString('hex');
      const csp = "default-src 'none'; style-src " + panel.webview.cspSource + "; script-src 'nonce-" + nonce + "'";
      panel.webview.html =
        '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">' +
        '<meta http-equiv="Content-Security-Policy" content="' + csp + '">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Bare</title></head>' +
        '<body><p id="line">' + line + '</p>' +
        '<script nonce="' + nonce + '">' +
        'const el = document.getElementById("line");' +
        'window.addEventListener("message", (e) => { if (e.data && typeof e.data.line === "string") el.textContent = e.data.line; });' +
        '</script></body></html>';
    }),
  );
};
exports.deactivate = () => {};
`;
  fs.writeFileSync(path.join(dir, 'extension.js'), source);
}

// ---------------------------------------------------------------------------------------------
// What runs in the browser (an init script: every frame of the context, before its own scripts)

/**
 * The workbench page (top frame) records the first Enter keydown after `__benchArmEnter()`.
 * A webview's host frame (…/webview/browser/pre/index.html) watches the content frames it makes:
 * VS Code appends an iframe (about:blank, then fake.html on the same window), and at its
 * DOMContentLoaded writes the extension's HTML into that document with document.open/write (the
 * same document, so a MutationObserver on it sees what is written; Playwright's init script does
 * not run again in it, hence the watching from the host frame). Once an element whose digits
 * equal the target (the panel's separators are ignored) is visible in the content frame and the
 * frames holding it are shown (VS Code keeps a new content frame at visibility: hidden until it
 * has loaded) in one of the content frame's animation frames, that frame's time is reported through
 * `__benchReport` (and kept in window.__benchPainted). `__benchArm(target)` watches for a new
 * target in the current content frame ('already' if it is visible now).
 * @param {string} coldTarget
 */
function initScript(coldTarget) {
  return `(() => {
  const now = () => performance.timeOrigin + performance.now();
  if (window.top === window) {
    window.__benchArmEnter = () => { window.__benchEnter = null; };
    window.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && window.__benchEnter === null) {
        window.__benchEnter = { key: performance.timeOrigin + e.timeStamp, handler: now() };
        performance.mark('bench:enter');
      }
    }, true);
    return;
  }
  if (!location.pathname.endsWith('/webview/browser/pre/index.html')) return;
  const digits = (s) => (s || '').replace(/\\D/g, '');
  let target = ${JSON.stringify(coldTarget)};
  let done = false;
  let appeared = 0;
  let waiting = false;
  let content;
  const candidates = new Set();
  const visible = (el) =>
    !!el && el.isConnected &&
    (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0);
  const framesShown = (el) => {
    let w = el.ownerDocument.defaultView;
    try {
      while (w && w !== w.top && w.frameElement) {
        if (!visible(w.frameElement)) return false;
        w = w.parent;
      }
    } catch {
      /* a cross-origin parent: cannot tell, count it as shown */
    }
    return true;
  };
  // Kept cheap (it runs on the page's thread, for Dirac Dice and bare alike): never the text of
  // scripts and styles, never an element as large as the document.
  const NO_TEXT = new Set(['SCRIPT', 'STYLE', 'TITLE', 'HEAD']);
  const SKIP = new Set([...NO_TEXT, 'HTML', 'BODY']);
  const consider = (el) => {
    for (let i = 0; el && i < 4 && !SKIP.has(el.nodeName); i++, el = el.parentElement) {
      const text = el.textContent || '';
      if (text.length > 400) return;
      if (digits(text) === target) {
        candidates.add(el);
        if (!appeared) {
          appeared = now();
          el.ownerDocument.defaultView.performance.mark('bench:appeared');
        }
        return;
      }
    }
  };
  // Visibility is read only in an animation frame of the content frame, where the browser lays the
  // page out for that frame anyway: read in the mutation callbacks, it forced a layout of the page
  // mid-script (inside the measured window) at every batch of mutations after the answer appeared.
  const check = () => {
    waiting = false;
    if (done) return;
    for (const el of candidates) if (!el.isConnected) candidates.delete(el);
    if (candidates.size === 0) return;
    const el = [...candidates].find((c) => visible(c) && framesShown(c));
    if (!el) return schedule();
    done = true;
    const win = el.ownerDocument.defaultView;
    const painted = now();
    win.performance.mark('bench:painted');
    window.__benchPainted = { target, painted, appeared, origin: win.performance.timeOrigin };
    if (typeof window.__benchReport === 'function') window.__benchReport(window.__benchPainted);
  };
  /** Checks in the candidates' next animation frame: the first frame that paints a visible answer. */
  const schedule = () => {
    const win = [...candidates][0]?.ownerDocument.defaultView;
    if (done || waiting || !win) return;
    waiting = true;
    win.requestAnimationFrame(check);
  };
  const scan = (root) => {
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, (n) =>
      n.nodeType === 1 && NO_TEXT.has(n.nodeName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    );
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (n.nodeType === 3 && /\\d/.test(n.data)) consider(n.parentElement);
  };
  const onRecords = (records) => {
    if (done) return;
    // Each added subtree once (the parser reports an element and then each of its children).
    const added = new Set();
    for (const r of records) {
      if (r.type === 'characterData') consider(r.target.parentElement);
      else if (r.type === 'childList')
        for (const n of r.addedNodes) {
          if (n.nodeType === 3) consider(n.parentElement);
          else if (n.nodeType === 1) added.add(n);
        }
    }
    for (const n of added) {
      let inner = false;
      for (let p = n.parentNode; p && !inner; p = p.parentNode) inner = added.has(p);
      if (inner) continue;
      consider(n);
      scan(n);
    }
    schedule();
  };
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes) {
        if (n.nodeName !== 'IFRAME' || !n.contentWindow) continue;
        n.contentWindow.addEventListener('DOMContentLoaded', (e) => {
          const doc = e.target;
          if (!doc || doc.nodeType !== 9) return;
          content = doc;
          new MutationObserver(onRecords).observe(doc, { childList: true, subtree: true, characterData: true, attributes: true });
        });
      }
  }).observe(document, { childList: true, subtree: true });
  window.__benchArm = (t) => {
    target = t;
    done = false;
    appeared = 0;
    candidates.clear();
    window.__benchPainted = undefined;
    if (content && content.body) scan(content.body);
    const already = [...candidates].some(visible);
    candidates.clear();
    appeared = 0;
    return already ? 'already' : content ? 'armed' : 'no content frame';
  };
})();`;
}

// ---------------------------------------------------------------------------------------------
// One sample

/**
 * @template T
 * @param {Promise<T>} promise @param {number} ms @param {string} what
 * @returns {Promise<T>}
 */
function withTimeout(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Let the workbench's UI thread go idle: three idle callbacks in a row with 40 ms to spare. */
async function workbenchIdle(/** @type {import('playwright-core').Page} */ page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let calm = 0;
        const end = Date.now() + 10000;
        const next = (/** @type {IdleDeadline} */ d) => {
          calm = d.timeRemaining() >= 40 ? calm + 1 : 0;
          if (calm >= 3 || Date.now() > end) resolve(undefined);
          else window.requestIdleCallback(next, { timeout: 1000 });
        };
        window.requestIdleCallback(next, { timeout: 1000 });
      }),
  );
}

/** What each frame holds (for the message of a timeout). @param {import('playwright-core').Page} page */
async function describeFrames(page) {
  return Promise.all(
    page.frames().map(async (f) => ({
      url: f.url().replace(/\?.*/, '').slice(-60),
      state: await f
        .evaluate(() => ({
          watcher: typeof (/** @type {any} */ (window).__benchArm),
          painted: /** @type {any} */ (window).__benchPainted,
          text: (document.body?.innerText ?? '').slice(0, 80),
        }))
        .catch((e) => e.message.split('\n')[0]),
    })),
  );
}

/** A CodeLens whose digits are `digits` (grouped or not). @param {string} digits */
const lensText = (digits) => new RegExp(`Part 2: ${[...digits].join('[^0-9]?')}$`);

/**
 * One measurement in a fresh instance.
 * @param {Kind} kind
 * @param {{vsix: string, baseline: string | null, baselineSettings: Record<string, unknown>, bareDir: string, settle: number, answers: {cold: string, warm: string}, trace: string | null}} o
 *   trace: a file name prefix; each measurement is recorded in a Chromium trace `<trace>-cold.json`, `-warm.json`
 * @returns {Promise<{cold: number, warm: number, origin: number, detail: {loadavg1: number} & Record<string, unknown>}>}
 */
async function sample(kind, o) {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'dirac-bench-ui-ws-'));
  const folder = path.join(parent, 'advent-of-code-2021');
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, 'input.txt'), INPUT_COLD);
  try {
    if (kind === 'bare') h.installExtensionFolder(o.bareDir);
    else await h.installVsix(kind === 'base' ? /** @type {string} */ (o.baseline) : o.vsix);
    await h.startCodeServer({ folder, settings: kind === 'base' ? o.baselineSettings : {} });
    const { browser, page } = await h.launchBrowser();
    /** @type {Map<string, {painted: number, appeared: number, origin: number, frame: import('playwright-core').Frame}>} */
    const reports = new Map();
    /** @type {((target: string) => void) | undefined} */
    let onReport;
    await page.context().exposeBinding('__benchReport', (source, r) => {
      reports.set(r.target, { ...r, frame: source.frame });
      onReport?.(r.target);
    });
    await page.context().addInitScript(initScript(o.answers.cold));

    await h.openWorkbench(page, folder);
    await openFile(page, 'input.txt');
    if (kind !== 'bare') await h.waitForCodeLens(page, lensText(o.answers.cold), { click: false, timeout: 60000 });
    else
      await page
        .locator('.part.statusbar .statusbar-item', { hasText: 'Bare ready' })
        .waitFor({ state: 'visible', timeout: 60000 });
    await sleep(o.settle);
    await workbenchIdle(page);

    const title = kind === 'bare' ? BARE_TITLE : DIRAC_TITLE;
    /** Run the command by the palette; resolve the Enter -> painted time of `target`. */
    const measure = async (/** @type {string} */ target, /** @type {string} */ what) => {
      const painted = new Promise((resolve) => {
        onReport = (t) => t === target && resolve(undefined);
        if (reports.has(target)) resolve(undefined);
      });
      await page.evaluate(() => /** @type {any} */ (window).__benchArmEnter());
      if (o.trace) await browser.startTracing(page, { path: `${o.trace}-${what}.json`, categories: TRACE_CATEGORIES });
      await palette(page, title, { timeout: 30000 });
      await withTimeout(painted, PAINT_TIMEOUT_MS, `${kind} ${what}: "${target}" painted in a webview`).catch(
        async (e) => {
          throw new Error(`${e.message}; frames: ${JSON.stringify(await describeFrames(page))}`);
        },
      );
      if (o.trace) {
        await sleep(300); // what follows the paint (the rest of the panel) is in the trace too
        await browser.stopTracing();
      }
      const enter = await page.evaluate(() => /** @type {any} */ (window).__benchEnter);
      if (!enter) throw new Error(`${kind} ${what}: no Enter keydown seen in the workbench page`);
      const r = /** @type {NonNullable<ReturnType<typeof reports.get>>} */ (reports.get(target));
      return {
        ms: r.painted - enter.key,
        frame: r.frame,
        detail: {
          enterKey: enter.key,
          enterHandler: enter.handler,
          appeared: r.appeared - enter.key,
          painted: r.painted - enter.key,
          fromOrigin: r.painted - r.origin,
        },
      };
    };

    const cold = await measure(o.answers.cold, 'cold');

    // Warm: the same edit for both (player 2 starts on 9), the workbench idle again, then the command.
    await focusFirstGroup(page);
    await replaceLine(page, 2, INPUT_WARM.split('\n')[1]);
    if (kind !== 'bare') await h.waitForCodeLens(page, lensText(o.answers.warm), { click: false, timeout: 30000 });
    await sleep(o.settle);
    await workbenchIdle(page);
    await focusFirstGroup(page);
    const armed = await cold.frame.evaluate((t) => /** @type {any} */ (window).__benchArm(t), o.answers.warm);
    if (armed !== 'armed') throw new Error(`${kind} warm: "${o.answers.warm}" was on screen before the command`);
    const warm = await measure(o.answers.warm, 'warm');
    return {
      cold: cold.ms,
      warm: warm.ms,
      origin: cold.detail.fromOrigin,
      detail: { cold: cold.detail, warm: warm.detail, loadavg1: tenth(os.loadavg()[0]) },
    };
  } finally {
    await h.stopAll();
    fs.rmSync(parent, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Figures

/** @param {number[]} xs */
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** @param {number[]} xs */
function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return { median: tenth(median(s)), min: tenth(s[0]), max: tenth(s[s.length - 1]), n: s.length };
}
const tenth = (/** @type {number} */ x) => Math.round(x * 10) / 10;

/**
 * Dirac Dice against bare (the goals are about these two).
 * @param {Record<Kind, {cold: number[], warm: number[]}>} times
 */
function summarize(times) {
  const ext = /** @type {const} */ (['dirac', 'bare']);
  const phases = /** @type {const} */ (['cold', 'warm']);
  /** @type {Record<string, Record<string, ReturnType<typeof stats>>>} */
  const byExt = {};
  for (const e of ext) byExt[e] = { cold: stats(times[e].cold), warm: stats(times[e].warm) };
  /** @type {Record<string, {ratio: number, goal: number, pass: boolean}>} */
  const ratios = {};
  for (const p of phases) {
    const ratio = Math.round((byExt.dirac[p].median / byExt.bare[p].median) * 100) / 100;
    ratios[p] = { ratio, goal: GOALS[p], pass: ratio <= GOALS[p] };
  }
  return { ...byExt, ratios };
}

/**
 * One line for the README: both ratios with their medians, the samples and the load.
 * @param {ReturnType<typeof summarize>} s @param {ReturnType<typeof stats>} load
 */
function readmeLine(s, load) {
  const phase = (/** @type {'cold' | 'warm'} */ p) =>
    `${p} **${s.ratios[p].ratio.toFixed(2)}×** (${Math.round(s.dirac[p].median)} / ${Math.round(s.bare[p].median)} ms, ` +
    `goal ≤ ${s.ratios[p].goal.toFixed(2)}× ${s.ratios[p].pass ? 'PASS' : 'MISS'})`;
  return (
    `bench:ui, Dirac Dice / bare webview, medians of ${s.dirac.cold.n} samples each: ${phase('cold')}, ${phase('warm')}; ` +
    `load average ${load.min}–${load.max} (median ${load.median}) on ${os.cpus().length} CPUs, code-server ${CODE_SERVER_VERSION}, ` +
    `${new Date().toISOString().slice(0, 10)}`
  );
}

const hundredth = (/** @type {number} */ x) => Math.round(x * 100) / 100;

/**
 * The baseline's medians and the ratios of medians among the three kinds.
 * @param {Record<Kind, {cold: number[], warm: number[]}>} times
 */
function summarizeBaseline(times) {
  const base = { cold: stats(times.base.cold), warm: stats(times.base.warm) };
  const ratio = (/** @type {Kind} */ a, /** @type {Kind} */ b, /** @type {'cold' | 'warm'} */ p) =>
    hundredth(stats(times[a][p]).median / stats(times[b][p]).median);
  const ratios = (/** @type {'cold' | 'warm'} */ p) => ({
    'dirac/bare': ratio('dirac', 'bare', p),
    'base/bare': ratio('base', 'bare', p),
    'dirac/base': ratio('dirac', 'base', p),
  });
  return { base, ratios: { cold: ratios('cold'), warm: ratios('warm') } };
}

/**
 * Two-sided sign test: the chance of a split at least this uneven if either kind were as likely to
 * be faster in each round. @param {number} wins @param {number} n (ties left out)
 */
function signTestP(wins, n) {
  if (n === 0) return 1;
  let tail = 0;
  let c = 1; // n choose i
  for (let i = 0; i <= Math.min(wins, n - wins); i++) {
    tail += c;
    c = (c * (n - i)) / (i + 1);
  }
  return Math.min(1, Math.round(((2 * tail) / 2 ** n) * 1000) / 1000);
}

/**
 * a against b paired by round (each round has one sample of each, taken minutes apart under much
 * the same load): a_i / b_i and a_i - b_i (ms) per round, their medians and min-max, in how many
 * rounds a was faster and slower, and the sign test's p; for cold, warm and origin (cold from the
 * content frame's time origin).
 * @param {{round: number, kind: Kind, cold: number, warm: number, origin: number}[]} samples @param {Kind} a @param {Kind} b
 */
function paired(samples, a, b) {
  const of = (/** @type {Kind} */ k, /** @type {number} */ round) =>
    samples.find((x) => x.kind === k && x.round === round);
  const rounds = [...new Set(samples.map((x) => x.round))].filter((r) => of(a, r) && of(b, r));
  const phase = (/** @type {'cold' | 'warm' | 'origin'} */ p) => {
    const byRound = rounds.map((round) => {
      const [x, y] = [/** @type {number} */ (of(a, round)?.[p]), /** @type {number} */ (of(b, round)?.[p])];
      return { round, ratio: Math.round((x / y) * 1000) / 1000, diff: tenth(x - y), faster: x < y, slower: x > y };
    });
    const ratios = byRound.map((r) => r.ratio);
    const diffs = byRound.map((r) => r.diff);
    const faster = byRound.filter((r) => r.faster).length;
    const slower = byRound.filter((r) => r.slower).length;
    return {
      median: Math.round(median(ratios) * 1000) / 1000,
      min: Math.min(...ratios),
      max: Math.max(...ratios),
      rounds: byRound.length,
      faster,
      slower,
      signTestP: signTestP(faster, faster + slower),
      diff: { median: tenth(median(diffs)), min: Math.min(...diffs), max: Math.max(...diffs) },
      byRound: byRound.map((r) => ({ round: r.round, ratio: r.ratio, diff: r.diff })),
    };
  };
  return { cold: phase('cold'), warm: phase('warm'), origin: phase('origin') };
}

/**
 * @param {ReturnType<typeof summarize>} s
 * @param {ReturnType<typeof summarizeBaseline> | null} b with --baseline: its columns too
 */
function printTable(s, b) {
  const ms = (/** @type {ReturnType<typeof stats>} */ x) =>
    `${Math.round(x.median)} ms (${Math.round(x.min)}–${Math.round(x.max)})`;
  const x = (/** @type {number} */ r) => `${r.toFixed(2)}×`;
  const rows = [
    b
      ? ['', 'Dirac Dice', 'baseline', 'bare webview', 'Dirac/bare', 'goal', '', 'base/bare', 'Dirac/base']
      : ['', 'Dirac Dice', 'bare webview', 'Dirac/bare', 'goal', ''],
    .../** @type {const} */ (['cold', 'warm']).map((p) => [
      p,
      ms(s.dirac[p]),
      ...(b ? [ms(b.base[p])] : []),
      ms(s.bare[p]),
      x(s.ratios[p].ratio),
      `≤ ${s.ratios[p].goal.toFixed(2)}×`,
      s.ratios[p].pass ? 'PASS' : 'MISS',
      ...(b ? [x(b.ratios[p]['base/bare']), x(b.ratios[p]['dirac/base'])] : []),
    ]),
  ];
  console.log('\nCommand -> answer painted (median, min–max):');
  printRows(rows);
}

/**
 * The ratios paired by round: for each pair, cold and warm, the median of the rounds' ratios (with
 * min-max) and in how many rounds the first was faster; then each round's ratios and load.
 * @param {Record<string, ReturnType<typeof paired>>} pairs
 * @param {{round: number, kind: Kind, detail: {loadavg1: number}}[]} samples
 */
function printPaired(pairs, samples) {
  const names = Object.keys(pairs);
  if (names.length === 0) return;
  const x = (/** @type {number} */ r) => `${r.toFixed(2)}×`;
  const phase = (/** @type {ReturnType<typeof paired>['cold']} */ q, /** @type {string} */ name) =>
    `${x(q.median)} (${x(q.min)}–${x(q.max)}), ${name.split('/')[0]} faster in ${q.faster}/${q.rounds}, p ${q.signTestP}`;
  console.log('\nPaired by round (median of a_i / b_i, min–max; rounds a was faster; sign test p):');
  printRows([['', 'cold', 'warm'], ...names.map((n) => [n, phase(pairs[n].cold, n), phase(pairs[n].warm, n)])]);
  const rounds = pairs[names[0]].cold.byRound.map((r) => r.round);
  const ratioOf = (/** @type {string} */ n, /** @type {'cold' | 'warm'} */ p, /** @type {number} */ round) => {
    const r = pairs[n][p].byRound.find((y) => y.round === round);
    return r ? r.ratio.toFixed(3) : '—';
  };
  console.log('\nEach round (its order, the 1-minute load average as each sample ended):');
  printRows([
    ['round', 'order', 'load', ...names.flatMap((n) => [`${n} cold`, `${n} warm`])],
    ...rounds.map((round) => {
      const mine = samples.filter((y) => y.round === round);
      return [
        String(round),
        mine.map((y) => y.kind).join(' '),
        mine.map((y) => y.detail.loadavg1.toFixed(1)).join(' '),
        ...names.flatMap((n) => [ratioOf(n, 'cold', round), ratioOf(n, 'warm', round)]),
      ];
    }),
  ]);
  const phases = /** @type {const} */ (['cold', 'warm', 'origin']);
  const signed = (/** @type {number} */ d) => `${d > 0 ? '+' : ''}${d.toFixed(1)}`;
  const diffOf = (/** @type {string} */ n, /** @type {typeof phases[number]} */ p, /** @type {number} */ round) => {
    const r = pairs[n][p].byRound.find((y) => y.round === round);
    return r ? signed(r.diff) : '—';
  };
  console.log(
    "\nPaired by round, a_i - b_i in ms (median, min–max; origin: cold from the content frame's time origin):",
  );
  printRows([
    ['', ...phases],
    ...names.map((n) => [
      n,
      ...phases.map(
        (p) => `${signed(pairs[n][p].diff.median)} (${signed(pairs[n][p].diff.min)}…${signed(pairs[n][p].diff.max)})`,
      ),
    ]),
  ]);
  const bare = pairs['dirac/bare'];
  if (bare)
    for (const p of /** @type {const} */ (['origin', 'warm']))
      console.log(
        `dirac - bare, ${p}: median ${signed(bare[p].diff.median)} ms, goal ≤ +${DIFF_GOALS[p]} ms: ` +
          (bare[p].diff.median <= DIFF_GOALS[p] ? 'PASS' : 'MISS'),
      );
  console.log('\nEach round, a_i - b_i in ms:');
  printRows([
    ['round', ...names.flatMap((n) => phases.map((p) => `${n} ${p}`))],
    ...rounds.map((round) => [String(round), ...names.flatMap((n) => phases.map((p) => diffOf(n, p, round)))]),
  ]);
}

/** Rows of cells in columns: the first left-aligned, the others right-aligned. @param {string[][]} rows */
function printRows(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows)
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
}

/**
 * `xs` turned left by `by` places: round r runs the kinds turned by r - 1, so that each kind goes
 * first, second, ... in turn (whatever the first sample of a round pays for, they all pay alike).
 * @template T @param {readonly T[]} xs @param {number} by @returns {T[]}
 */
function turn(xs, by) {
  const k = by % xs.length;
  return [...xs.slice(k), ...xs.slice(0, k)];
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(opts.vsix)) throw new Error(`${opts.vsix} not found: run npm run package first`);
  if (opts.baseline && !fs.existsSync(opts.baseline)) throw new Error(`--baseline ${opts.baseline} not found`);
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(MISSING_SYSTEM_MSG);
  const corePath = path.join(ROOT, 'dist', 'core.js');
  if (!fs.existsSync(corePath)) throw new Error('dist/core.js not found: run npm run package first');
  const core = createRequire(import.meta.url)(corePath);
  /** The expected answers, from the project's core (the panel shows what it computes). */
  const answers = {
    cold: String(core.solve(INPUT_COLD).part2.answer),
    warm: String(core.solve(INPUT_WARM).part2.answer),
  };
  if (answers.cold === answers.warm) throw new Error('the cold and warm inputs have the same answer');

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dirac-bench-ui-'));
  const cleanup = () => fs.rmSync(tmp, { recursive: true, force: true });
  for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(sig, () => {
      log(`${sig}: stopping`);
      void h.stopAll().finally(() => {
        cleanup();
        process.exit(130);
      });
    });
  }
  try {
    const bareDir = path.join(tmp, 'bare-webview');
    writeBareExtension(bareDir, [answers.cold, answers.warm]);
    /** @type {Record<Kind, {cold: number[], warm: number[]}>} */
    const times = { dirac: { cold: [], warm: [] }, base: { cold: [], warm: [] }, bare: { cold: [], warm: [] } };
    /** @type {{round: number, kind: Kind, order: number, cold: number, warm: number, origin: number, detail: {loadavg1: number} & Record<string, unknown>}[]} */
    const samples = [];
    /** @type {Kind[]} */
    const kinds = opts.baseline
      ? ['dirac', 'base', ...(opts.noBare ? [] : /** @type {Kind[]} */ (['bare']))]
      : ['dirac', 'bare'];
    const started = Date.now();
    /** The line the README quotes (null with --only). */
    let readme = null;
    for (let round = 1; round <= opts.rounds; round++) {
      const order = turn(kinds, round - 1).filter((k) => !opts.only || opts.only === k);
      for (const [position, kind] of order.entries()) {
        let result;
        for (let attempt = 1; !result; attempt++) {
          const t0 = Date.now();
          const trace = opts.trace ? path.join(opts.trace, `${round}-${kind}`) : null;
          if (opts.trace) fs.mkdirSync(opts.trace, { recursive: true });
          const running = sample(kind, {
            vsix: opts.vsix,
            baseline: opts.baseline,
            baselineSettings: opts.baselineSettings,
            bareDir,
            settle: opts.settle,
            answers,
            trace,
          });
          try {
            result = await withTimeout(running, SAMPLE_TIMEOUT_MS, `${kind} sample of round ${round}`);
          } catch (e) {
            // Stop what it started, and let it end before the next try (its own cleanup stops all).
            await h.stopAll();
            await withTimeout(running, 30000, 'the failed sample to end').catch(() => {});
            log(`round ${round} ${kind} failed (attempt ${attempt}): ${/** @type {Error} */ (e).message}`);
            if (attempt >= 2) throw e;
            continue;
          }
          log(
            `round ${round}/${opts.rounds} ${kind.padEnd(5)} cold ${result.cold.toFixed(0).padStart(4)} ms, ` +
              `warm ${result.warm.toFixed(0).padStart(4)} ms, origin ${result.origin.toFixed(1)} ms ` +
              `(${((Date.now() - t0) / 1000).toFixed(1)} s)`,
          );
        }
        times[kind].cold.push(result.cold);
        times[kind].warm.push(result.warm);
        samples.push({
          round,
          kind,
          order: position + 1,
          cold: tenth(result.cold),
          origin: tenth(result.origin),
          warm: tenth(result.warm),
          detail: result.detail,
        });
      }
    }
    const loads = samples.map((x) => x.detail.loadavg1);
    const load = stats(loads);
    const baseline = opts.baseline && !opts.only && !opts.noBare ? summarizeBaseline(times) : null;
    /** The pairs of kinds measured, a against b, paired by round. @type {Record<string, ReturnType<typeof paired>>} */
    const pairs = {};
    if (!opts.only) {
      if (opts.baseline) pairs['dirac/base'] = paired(samples, 'dirac', 'base');
      if (!opts.noBare) pairs['dirac/bare'] = paired(samples, 'dirac', 'bare');
      if (opts.baseline && !opts.noBare) pairs['base/bare'] = paired(samples, 'base', 'bare');
    }
    if (opts.only) {
      log(`--only ${opts.only}: no ratios (see ${opts.out})`);
    } else if (opts.noBare) {
      printPaired(pairs, samples);
    } else {
      const summary = summarize(times);
      printTable(summary, baseline);
      printPaired(pairs, samples);
      readme = readmeLine(summary, load);
      console.log(`\n${readme}`);
    }
    const busiest = load.max;
    if (busiest > os.cpus().length)
      console.log(
        `warning: load average up to ${busiest} on ${os.cpus().length} CPUs during the run ` +
          '(other processes competed for the CPU): the figures are noisy; run again on a quieter machine',
      );
    const report = {
      date: new Date().toISOString(),
      what: 'command (Enter in the palette) -> answer painted in the webview, ms; fresh code-server and browser profile per sample',
      vsix: opts.vsix,
      rounds: opts.rounds,
      settleMs: opts.settle,
      codeServer: CODE_SERVER_VERSION,
      chromium: CHROMIUM_PATH,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg().map(tenth) },
      answers,
      durationS: tenth((Date.now() - started) / 1000),
      load,
      summary: opts.only || opts.noBare ? null : summarize(times),
      baseline: baseline && { vsix: opts.baseline, settings: opts.baselineSettings, ...baseline },
      paired: pairs,
      readme,
      samples,
    };
    fs.mkdirSync(path.dirname(opts.out), { recursive: true });
    fs.writeFileSync(opts.out, `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${path.relative(process.cwd(), opts.out) || opts.out}`);
  } finally {
    await h.stopAll();
    cleanup();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(`bench:ui failed: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  },
);
