#!/usr/bin/env node
// README pictures: the sample input solved in a real VS Code workbench (code-server + headless
// Chromium, see test/ui/harness.mjs), the results panel beside the editor, in the default light
// and dark themes -> docs/images/panel-light.png, docs/images/panel-dark.png (1400 x 900).
//   npm run package && node scripts/screenshots.mjs [light|dark ...]
// Env: DIRAC_SHOTS_OUT (default docs/images).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, ROOT } from './vscode/env.mjs';
import { MISSING_SYSTEM_MSG } from './vscode/install-code-server.mjs';
import * as h from '../test/ui/harness.mjs';
import { answers, panelFrame, until, waitForAnswers } from '../test/ui/steps.mjs';

const VSIX = path.join(ROOT, 'dirac-dice.vsix');
const OUT = path.resolve(process.env.DIRAC_SHOTS_OUT || path.join(ROOT, 'docs', 'images'));
const THEMES = { light: 'Default Light Modern', dark: 'Default Dark Modern' };
const WIDTH = 1400;
const HEIGHT = 900;
/**
 * Width of the results panel (the editor with input.txt gets the rest). The panel's two answer
 * cards sit side by side from about 776 px, but the part 2 answer only fits on one line in them
 * from about 900 px.
 */
const PANEL_WIDTH = 940;

/** @param {string} m */
const log = (m) => console.error(`[screenshots] ${m}`);

/**
 * One picture: fresh sandbox and code-server with the theme in the user settings.
 * @param {'light' | 'dark'} kind @param {string} folder
 */
async function shoot(kind, folder) {
  await h.installVsix(VSIX);
  await h.startCodeServer({
    folder,
    settings: {
      'workbench.colorTheme': THEMES[kind],
      'workbench.startupEditor': 'none',
      'security.workspace.trust.enabled': false,
      'editor.minimap.enabled': false,
      'editor.codeLensFontSize': 11,
      'editor.folding': false,
      'editor.glyphMargin': false,
      'editor.scrollBeyondLastLine': false,
      'breadcrumbs.enabled': false,
      'workbench.layoutControl.enabled': false,
      'window.commandCenter': false,
      'git.enabled': false,
      'update.mode': 'none',
    },
  });
  const { page } = await h.launchBrowser({ width: WIDTH, height: HEIGHT });
  await h.openWorkbench(page, folder);
  await h.openFile(page, 'input.txt');
  await h.waitForCodeLens(page, 'Part 2: 444,356,092,776,315', { click: false });
  await h.waitForCodeLens(page, 'Solve');
  await waitForAnswers(page, { part1: '739785', part2: '444356092776315' });

  // More room for the panel: no side bar, a narrow editor beside it.
  await page.keyboard.press('Control+b');
  await page.locator('.part.sidebar').waitFor({ state: 'hidden' });
  const sash = page.locator('.part.editor .monaco-sash.vertical').filter({ visible: true }).first();
  const box = await sash.boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(WIDTH - PANEL_WIDTH, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
  }
  // Put the cursor at the end of line 2 (no selection highlight), the mouse out of the way.
  await page.locator('.editor-group-container').first().locator('.view-line').last().click();
  await page.keyboard.press('Control+End');
  await page.mouse.move(WIDTH - 2, HEIGHT - 40);

  // Scroll the panel so that the answers and the top of the charts show.
  const frame = await panelFrame(page);
  await until(async () => (await frame.locator('#part2').boundingBox())?.width ?? 0, { what: 'the answer cards' });
  await frame.evaluate(() => {
    const answersTop = document.getElementById('section-answers')?.getBoundingClientRect().top ?? 0;
    window.scrollTo(0, Math.max(0, window.scrollY + answersTop - 16));
  });
  await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shown = await answers(frame);
  if (shown.part2 !== '444356092776315') throw new Error(`panel shows ${JSON.stringify(shown)}`);
  const wrapped = await frame.evaluate(() =>
    ['#part1-answer', '#part2-answer'].filter((sel) => {
      const el = /** @type {HTMLElement} */ (document.querySelector(sel));
      return (
        el.getClientRects().length !== 1 ||
        el.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(el).fontSize)
      );
    }),
  );
  if (wrapped.length) log(`warning: ${wrapped.join(', ')} wraps at this panel width`);
  const lens = page.locator('.editor-group-container').first().locator('.codelens-decoration').first();
  const lensBox = await lens.boundingBox();
  const lensRoom = await page
    .locator('.editor-group-container')
    .first()
    .locator('.monaco-scrollable-element.editor-scrollable')
    .boundingBox();
  if (lensBox && lensRoom && lensBox.x + lensBox.width > lensRoom.x + lensRoom.width)
    log('warning: the CodeLens line is cut off');
  const file = path.join(OUT, `panel-${kind}.png`);
  fs.mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: file });
  log(`wrote ${path.relative(process.cwd(), file)}`);
}

async function main() {
  if (!fs.existsSync(VSIX)) throw new Error('dirac-dice.vsix not found: run npm run package first');
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(MISSING_SYSTEM_MSG);
  const kinds = /** @type {('light' | 'dark')[]} */ (
    process.argv.slice(2).filter((a) => a === 'light' || a === 'dark')
  );
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'dirac-shots-'));
  const folder = path.join(parent, 'advent-of-code-2021');
  fs.mkdirSync(folder);
  fs.copyFileSync(path.join(ROOT, 'samples', 'input.txt'), path.join(folder, 'input.txt'));
  try {
    for (const kind of kinds.length ? kinds : /** @type {const} */ (['light', 'dark'])) {
      try {
        await shoot(kind, folder);
      } finally {
        await h.stopAll();
      }
    }
  } finally {
    fs.rmSync(parent, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  async (e) => {
    console.error(`[screenshots] ${e instanceof Error ? e.message : e}`);
    await h.stopAll().catch(() => {});
    process.exit(1);
  },
);
