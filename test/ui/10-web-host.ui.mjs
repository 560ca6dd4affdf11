// The browser build where it runs: the packaged .vsix in code-server's web worker extension host, in
// a window of its own on the suite's server (webHostWindow, which 10-web-themes.ui.mjs goes on in).
// Checks the host it runs in, solves from the palette and from the CodeLens, sends a big solve to a Web
// Worker that plays one solo game on a nested one, finds no Judge (it starts processes), and watches
// the browser console for the extension's errors.
import * as h from './harness.mjs';
import {
  answers,
  assert,
  cli,
  ctx,
  focusFirstGroup,
  palette,
  panelFrame,
  SAMPLE,
  until,
  waitForAnswers,
  webHostWindow,
} from './steps.mjs';

describe('Web worker extension host', function () {
  /** Errors the browser console shows that come from this extension (its bundles, its panel, its workers). */
  const errors = /** @type {string[]} */ ([]);
  before(async function () {
    h.setKeybindings([{ key: 'ctrl+alt+j', command: 'diracDice.judge' }]); // a person's own key for the judge
    const { page } = await webHostWindow();
    page.on('console', (m) => {
      if (m.type() === 'error' && /dirac/i.test(`${m.text()} ${m.location().url}`)) errors.push(m.text());
    });
    page.on('pageerror', (e) => {
      if (/dirac/i.test(`${e.message} ${e.stack ?? ''}`)) errors.push(e.message);
    });
  });

  after(function () {
    h.setKeybindings(undefined);
  });

  it('the CodeLens shows both answers in input.txt', async function () {
    await h.openFile(ctx.page, 'input.txt');
    await h.waitForCodeLens(ctx.page, 'Part 2: 444,356,092,776,315', { click: false, timeout: 60000 });
  });

  it('Developer: Show Running Extensions lists Dirac Dice in the web worker host', async function () {
    const { page } = ctx;
    await palette(page, 'Developer: Show Running Extensions');
    const row = page.locator('.runtime-extensions-editor .monaco-list-row', { hasText: 'Dirac Dice' }).first();
    await row.waitFor({ state: 'visible', timeout: 20000 });
    const text = await row.innerText();
    assert.match(text, /web worker/i, `the Running Extensions row says where it runs: ${text.replace(/\s+/g, ' ')}`);
    await page.keyboard.press('Control+W');
  });

  it('Solve from the palette', async function () {
    await focusFirstGroup(ctx.page);
    await palette(ctx.page, 'Dirac Dice: Solve');
    await waitForAnswers(ctx.page, { part1: SAMPLE.part1, part2: SAMPLE.part2 });
  });

  it('Solve from the CodeLens', async function () {
    await focusFirstGroup(ctx.page);
    await h.waitForCodeLens(ctx.page, 'Solve');
    await waitForAnswers(ctx.page, { part2: SAMPLE.part2 });
  });

  it('a big solve (Dirac target 1,200, from the panel) plays its solo games on two Web Workers and ends exactly', async function () {
    const { page } = ctx;
    const want = cli('--players', '4,8', '--dirac-target', '1200', '--part', '2').part2.answer;
    // The solver's Web Worker and the solo game's nested one run the same bundle, from one blob: URL.
    const workers = /** @type {string[]} */ ([]);
    page.on('worker', (w) => workers.push(w.url()));
    const frame = await panelFrame(page);
    await frame.locator('#rule-diracTarget').fill('1200');
    await frame.locator('#rules-apply').click();
    await until(async () => (await answers(await panelFrame(page))).part2 === want, {
      what: 'the Dirac target 1,200 answer',
      timeout: 60000,
    });
    const again = workers.filter((url, i) => workers.indexOf(url) !== i);
    assert.equal(again.length, 1, `the solver's worker and a nested one from its URL started: ${workers.join(', ')}`);
    // The extension says in its log where the heavy solve ran.
    await palette(page, 'Output: Show Output Channels...', { then: 'Dirac Dice' });
    const output = page.locator('.part.panel .monaco-editor .view-lines');
    // The editor renders spaces as no-break spaces.
    const logText = async () => (await output.innerText()).replace(/\u00a0/g, ' ');
    await until(async () => /a heavy solve runs in a Web Worker/.test(await logText()), {
      what: '"a heavy solve runs in a Web Worker" in the Dirac Dice log',
      timeout: 20000,
    });
    // The panel's rules again (they hold for this input's next solves, 10-web-themes' too).
    await (await panelFrame(page)).locator('#rules-reset').click();
    await waitForAnswers(page, { part2: SAMPLE.part2 });
  });

  it('Judge My Solution is not offered (it starts processes); a key bound to it says why it cannot run here', async function () {
    const { page } = ctx;
    await focusFirstGroup(page);
    await page.keyboard.press('F1');
    const widget = page.locator('.quick-input-widget');
    await widget.locator('.quick-input-box input').first().fill('>Dirac Dice: ');
    await until(async () => (await widget.innerText()).includes('Dirac Dice: Solve'), { what: 'the commands listed' });
    await widget.locator('.quick-input-box input').first().fill('>Judge My Solution');
    await until(async () => /No matching commands/.test(await widget.innerText()), { what: 'no judge in the palette' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Alt+J');
    const why =
      'Judge My Solution runs your program as a process, which the browser cannot start: use VS Code on the desktop.';
    await page.locator('.notification-toast', { hasText: why }).waitFor({ timeout: 10000 });
  });

  it("no error from the extension in the browser's console", async function () {
    assert.deepEqual(errors, []);
  });
});
