// The German display language, for real: the packaged .vsix in a window of the suite's code-server
// whose display language is German while the browser stays English (en-US), so everything German
// on screen comes from VS Code's language, not the browser's. Checks the language the workbench
// gives the extension host, the German CodeLens and command title, and the results panel's German
// headings and German digit grouping, and a broken input's problems (the core's messages) in German.
// The window is the web worker host's, reloaded (Developer: Reload Window) in German with the extension
// back in the Node host: its first test checks that the results panel came back.
//
// How the display language is German offline: code-server takes a window's language from
// <user-data>/User/argv.json (h.setDisplayLanguage) when a language pack for it is known, else it
// falls back to English. run.mjs installs a minimal pack for de before the server starts (no
// workbench translations: the workbench's own text stays English; h.installLanguagePack). The window
// is the one 12-judge.ui.mjs goes on in (germanWindow).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/vscode/env.mjs';
import * as h from './harness.mjs';
import {
  assert,
  clearNotifications,
  digits,
  focusFirstGroup,
  germanWindow,
  markDrawn,
  notificationTexts,
  openFile,
  palette,
  panelFrame,
  SAMPLE,
  until,
  waitForAnswers,
  workspaceSettings,
} from './steps.mjs';

const readJson = (/** @type {string} */ file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

/** The German bundle (keys are the English texts) and the manifest's German strings. */
const DE = /** @type {Record<string, string>} */ (readJson('l10n/bundle.l10n.de.json'));
const NLS_DE = /** @type {Record<string, string>} */ (readJson('package.nls.de.json'));

/** The German text for an English message; it must exist and differ from the English. */
function de(/** @type {string} */ english) {
  const text = DE[english];
  assert.ok(text, `l10n/bundle.l10n.de.json translates ${JSON.stringify(english)}`);
  assert.notEqual(text, english, `the German for ${JSON.stringify(english)} is not the English`);
  return text;
}
/** {0}, {1} filled, as vscode.l10n.t does. */
const fill = (/** @type {string} */ template, /** @type {string[]} */ ...args) =>
  template.replace(/\{(\d+)\}/g, (m, i) => args[Number(i)] ?? m);
/** Digits grouped the German way (444.356.092.776.315), by Node's ICU, not by the product. */
const germanDigits = (/** @type {string} */ n) => BigInt(n).toLocaleString('de-DE');

describe('German display language', function () {
  /** @type {import('playwright-core').Page} */
  let page;
  let workspace = '';

  /** What the results panel showed before the reload into German (germanWindow). */
  let shown = /** @type {Awaited<ReturnType<typeof germanWindow>>['before']} */ ({});

  before(async function () {
    ({ page, workspace, before: shown } = await germanWindow());
  });

  it('after Developer: Reload Window the panel is back, in German, with its result (no command run) and talking to the extension', async function () {
    const tabs = page.locator('.part.editor .tab', { hasText: de('Dirac Dice Results') });
    await tabs.first().waitFor({ timeout: 30000 });
    assert.equal(await tabs.count(), 1, 'one results panel, titled in German');
    const frame = await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2, source: 'input.txt' }, 30000);
    assert.deepEqual([shown.part1, shown.part2], [SAMPLE.part1, SAMPLE.part2]);
    // The same result (the same document version), drawn by the German page.
    assert.equal(digits(await frame.locator('#source + .note').innerText()), shown.version);
    assert.equal(await frame.evaluate(() => document.documentElement.lang), 'de');
    assert.equal(await frame.locator('#chart-wins-by-turn').count(), 1, 'charts restored');
    // The revived panel talks to the extension, now in the Node host: a heatmap pair gets its part 1.
    // (Its input.txt is the web worker's vscode-remote: URI, not the Node host's file: URI of the same
    // file: the status bar, which shows the answer while the panel's document is active, stays empty.)
    await frame.locator('#heatmap button.cell[data-a="10"][data-b="4"]').click();
    await until(
      async () =>
        (await frame.locator('#pair-answers').getAttribute('data-positions')) === '10,4' &&
        !(await frame.locator('#pair-answers').getAttribute('data-pending')),
      { what: 'the host to answer pair 10,4 after the reload' },
    );
  });

  it('the workbench runs in German (the language the extension host gets) in an English browser', async function () {
    // platform.language in the web workbench; it is vscode.env.language in the extension host.
    assert.equal(await page.evaluate(() => /** @type {any} */ (globalThis)._VSCODE_NLS_LANGUAGE), 'de');
    // The browser's own locale is English: German numbers can only come from VS Code's language.
    assert.deepEqual(
      await page.evaluate(() => [navigator.language, new Intl.NumberFormat().resolvedOptions().locale]),
      ['en-US', 'en-US'],
    );
  });

  const lensPart2 = fill(de('Part 2: {0}'), germanDigits(SAMPLE.part2));
  it(`the CodeLens is German: "${de('Solve')}", "${lensPart2}"`, async function () {
    await openFile(page, 'input.txt'); // in the first group (the reload's test clicked in the panel)
    await h.waitForCodeLens(page, lensPart2, { click: false, timeout: 60000 });
    const part1 = fill(de('Part 1: {0}'), germanDigits(SAMPLE.part1));
    const want = [de('Solve'), de('Check My Answer...'), part1, lensPart2];
    // The lenses are drawn again when VS Code asks for them again: poll until all four are there.
    let seen = /** @type {string[]} */ ([]);
    await until(
      async () => {
        seen = (await page.locator('.monaco-editor .codelens-decoration a').allTextContents()).map((t) => t.trim());
        return JSON.stringify(seen) === JSON.stringify(want);
      },
      { what: `the lenses ${JSON.stringify(want)}`, timeout: 10000 },
    ).catch(() => assert.deepEqual(seen, want));
  });

  const command = `${NLS_DE.category}: ${NLS_DE['command.solve']}`;
  it(`the palette has the German command "${command}"; it solves into a German panel`, async function () {
    assert.notEqual(NLS_DE['command.solve'], readJson('package.nls.json')['command.solve']);
    await focusFirstGroup(page);
    await markDrawn(page); // the panel shows these answers already, since the reload
    await palette(page, command);
    await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2, source: 'input.txt' }, 60000);
    await page
      .locator('.part.editor .tab', { hasText: de('Dirac Dice Results') })
      .first()
      .waitFor({ timeout: 10000 });
  });

  it('the panel is German: its language, its headings, its numbers (grouping, decimal comma)', async function () {
    const frame = await waitForAnswers(page, { part2: SAMPLE.part2 });
    // The page's <html lang> is vscode.env.language, as the extension host sees it.
    assert.equal(await frame.evaluate(() => document.documentElement.lang), 'de');
    assert.equal(await frame.locator('#section-summary-heading').innerText(), de('Dirac Dice results'));
    assert.equal(await frame.locator('#section-answers-heading').innerText(), de('Answers'));
    // Numbers follow VS Code's display language, not the (English) browser's.
    const part2 = frame.locator('#part2-answer');
    await until(async () => (await part2.innerText()) === germanDigits(SAMPLE.part2), {
      what: `the part 2 answer written ${germanDigits(SAMPLE.part2)}`,
      timeout: 5000,
    }).catch(async (e) => {
      throw new Error(`${e.message}; the panel shows ${JSON.stringify(await part2.innerText())}`);
    });
    assert.equal(await frame.locator('#part1-answer').innerText(), germanDigits(SAMPLE.part1));
    // A fraction the German way: decimal comma, a space before the percent sign ("56,5 %").
    const share = await frame.locator('#wins tbody tr').first().locator('td').nth(1).innerText();
    assert.match(share, /^\d{1,3},\d{1,4}\s%$/, `player 1's share of the universes: ${JSON.stringify(share)}`);
  });

  const start = fill(de('spaces {0} · scores {1}'), '4, 8', '0, 0');
  it(`the explorer is German: "${NLS_DE['view.states']}", "${start}"`, async function () {
    const frame = await waitForAnswers(page, { part2: SAMPLE.part2 });
    await frame.locator('#explore', { hasText: de('Explore the Game') }).click();
    const pane = page.locator('.pane', { has: page.locator('.pane-header', { hasText: NLS_DE['view.states'] }) });
    await pane.locator('.monaco-list-row.focused', { hasText: start }).waitFor({ timeout: 20000 });
    await focusFirstGroup(page); // the panel's button made its group the active one
  });

  const wrongOrder = fill(
    de('expected player {0} here, found player {1} (players are listed in turn order)'),
    '2',
    '3',
  );
  it(`a broken input's problems are German: "${wrongOrder}"`, async function () {
    // The core's message, by its id and arguments, in the Problems view (the diagnostic)...
    await h.openFile(page, 'broken.txt');
    await palette(page, 'View: Focus Problems');
    const rows = page.locator('.markers-panel .monaco-list-row');
    await rows.filter({ hasText: wrongOrder }).first().waitFor({ timeout: 20000 });
    // ...and in the notification of a solve, with the place written the German way.
    await clearNotifications(page);
    await focusFirstGroup(page);
    await palette(page, command);
    const place = fill(de('line {0}, column {1}: {2}'), '2', '8', wrongOrder);
    const message = await until(async () => (await notificationTexts(page)).find((t) => t.includes(place)), {
      what: `a notification with "${place}"`,
      timeout: 20000,
    });
    assert.ok(message.startsWith(fill(de('{0} is not a Dirac Dice input: {1}'), 'broken.txt', '')), message);
  });

  const covered = fill(de('Part {0}: hidden, reveal'), '2');
  it(`spoiler-free mode is German: "${covered}", the panel's "${de('Reveal')}"`, async function () {
    workspaceSettings(workspace, { 'diracDice.spoilers': 'hide' });
    await openFile(page, 'input.txt');
    await h.waitForCodeLens(page, covered, { click: false });
    await h.waitForCodeLens(page, de('Solve'));
    const status = page.locator('.part.statusbar .statusbar-item', { hasText: fill(de('Part {0}: hidden'), '2') });
    await status.waitFor({ timeout: 10000 });
    const frame = await panelFrame(page);
    const text = de('Hidden in spoiler-free mode, with the wins by turn and how the answer is made.');
    assert.equal(await frame.locator('#part2-covered').innerText(), text);
    assert.equal(await frame.locator('#reveal-part2').innerText(), de('Reveal'));
    await frame.locator('#reveal-part2').click();
    await waitForAnswers(page, { part2: SAMPLE.part2 });
    await h.waitForCodeLens(page, lensPart2, { click: false });
    await h.waitForCodeLens(page, fill(de('Part {0}: hidden, reveal'), '1'), { click: false });
  });

  it('Check My Answer is German: the input box messages, 993.000 read the German way, the reply', async function () {
    await openFile(page, 'input.txt');
    await h.waitForCodeLens(page, de('Check My Answer...'));
    await page.locator('.quick-input-widget .monaco-list-row', { hasText: fill(de('Part {0}'), '1') }).click();
    const input = page.locator('.quick-input-widget .quick-input-box input').first();
    await input.fill('1.5'); // '.' groups German digits: before a group of one, it is a decimal point
    const decimal = fill(de("the answer has a decimal point ('{0}'): it is a whole number"), '.');
    await page.locator('.quick-input-message', { hasText: decimal }).waitFor();
    await input.fill('Part Two: 5'); // a line labelled with the other part
    const labelled = fill(
      de('this line is labelled Part {0}: give your answer to part {1} here, or check this line as part {0}'),
      '2',
      '1',
    );
    await page.locator('.quick-input-message', { hasText: labelled }).waitFor();
    await input.fill('993.000');
    await page.keyboard.press('Enter');
    await page.locator('.notification-toast', { hasText: de('Not the answer: too high.') }).waitFor();
  });
});
