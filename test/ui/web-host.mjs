#!/usr/bin/env node
// The browser build where it runs: the packaged .vsix in code-server's web worker extension host
// (the user setting remote.extensionKind puts it there; the browser entry makes it a web
// extension). Checks the host it runs in, solves from the palette and from the CodeLens, sends a
// heavy solve to a Web Worker, and watches the browser console for the extension's errors.
//   npm run package && node test/ui/web-host.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/vscode/env.mjs';
import * as h from './harness.mjs';
import { runSession } from './session.mjs';
import { answers, assert, cli, focusFirstGroup, palette, panelFrame, SAMPLE, until, waitForAnswers } from './steps.mjs';

const VSIX = path.resolve(process.env.DIRAC_UI_VSIX || path.join(ROOT, 'dirac-dice.vsix'));
const EXTENSION_ID = 'dirac-dice-team.dirac-dice';

const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'dirac-web-ws-'));
fs.copyFileSync(path.join(ROOT, 'test', 'fixtures', 'workspace', 'input.txt'), path.join(workspace, 'input.txt'));
const cleanup = () => fs.rmSync(workspace, { recursive: true, force: true });

runSession({ name: 'web-host', minutes: 5, cleanup }, async (step) => {
  if (!fs.existsSync(VSIX)) throw new Error(`${VSIX} not found: run npm run package first`);
  /** Errors the browser console shows that come from this extension (its bundles, its panel, its workers). */
  const errors = [];
  await h.installVsix(VSIX);
  await h.startCodeServer({
    folder: workspace,
    settings: { 'remote.extensionKind': { [EXTENSION_ID]: ['web'] }, 'git.enabled': false },
  });
  const { page } = await h.launchBrowser({ width: 1400, height: 900 });
  page.on('console', (m) => {
    if (m.type() === 'error' && /dirac/i.test(`${m.text()} ${m.location().url}`)) errors.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/dirac/i.test(`${e.message} ${e.stack ?? ''}`)) errors.push(e.message);
  });
  await h.openWorkbench(page, workspace);
  console.log('Web worker extension host');

  await step('the CodeLens shows both answers in input.txt', async () => {
    await h.openFile(page, 'input.txt');
    await h.waitForCodeLens(page, 'Part 2: 444,356,092,776,315', { click: false, timeout: 60000 });
  });

  await step('Developer: Show Running Extensions lists Dirac Dice in the web worker host', async () => {
    await palette(page, 'Developer: Show Running Extensions');
    const row = page.locator('.runtime-extensions-editor .monaco-list-row', { hasText: 'Dirac Dice' }).first();
    await row.waitFor({ state: 'visible', timeout: 20000 });
    const text = await row.innerText();
    assert.match(text, /web worker/i, `the Running Extensions row says where it runs: ${text.replace(/\s+/g, ' ')}`);
    await page.keyboard.press('Control+W');
  });

  await step('Solve Dirac Dice from the palette', async () => {
    await focusFirstGroup(page);
    await palette(page, 'Dirac Dice: Solve Dirac Dice');
    await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2 });
  });

  await step('Solve Dirac Dice from the CodeLens', async () => {
    await focusFirstGroup(page);
    await h.waitForCodeLens(page, 'Solve Dirac Dice');
    await waitForAnswers(page, { part2: SAMPLE.part2 });
  });

  await step('a heavy solve (Dirac target 300, from the panel) runs in a Web Worker and ends exactly', async () => {
    const want = cli('--players', '4,8', '--dirac-target', '300', '--part', '2').part2.answer;
    const frame = await panelFrame(page);
    await frame.locator('#rule-diracTarget').fill('300');
    await frame.locator('#rules-apply').click();
    await until(async () => (await answers(await panelFrame(page))).part2 === want, {
      what: 'the Dirac target 300 answer',
      timeout: 60000,
    });
    // The extension says in its log where the heavy solve ran.
    await palette(page, 'Output: Show Output Channels...', { then: 'Dirac Dice' });
    const output = page.locator('.part.panel .monaco-editor .view-lines');
    // The editor renders spaces as no-break spaces.
    const logText = async () => (await output.innerText()).replace(/\u00a0/g, ' ');
    await until(async () => /a heavy solve runs in a Web Worker/.test(await logText()), {
      what: '"a heavy solve runs in a Web Worker" in the Dirac Dice log',
      timeout: 20000,
    }).catch(async (e) => {
      await h.screenshot(page, path.join(ROOT, 'test-output', 'web-host-log.png')).catch(() => {});
      console.error(`      the log shows: ${(await output.innerText().catch(() => '?')).slice(0, 400)}`);
      throw e;
    });
  });

  await step("no error from the extension in the browser's console", async () => {
    assert.deepEqual(errors, []);
  });
});
