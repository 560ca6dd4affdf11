#!/usr/bin/env node
// The German display language, for real: the packaged .vsix in a code-server whose display
// language is German while the browser stays English (en-US), so everything German on screen
// comes from VS Code's language, not the browser's. Checks the language the workbench gives the
// extension host, the German CodeLens and command title, and the results panel's German headings
// and German digit grouping, and a broken input's problems (the core's messages) in German.
//   npm run package && node test/ui/german.mjs
//
// How the display language is German offline: code-server's --locale de only takes effect when a
// language pack for de is known (else it falls back to English). A language pack is an extension
// contributing `localizations`; VS Code records the installed packs in <user-data>/languagepacks.json
// when one is installed through the running server (installing with the --install-extension
// command line does not write it). The test makes a minimal pack (no workbench translations: the
// workbench's own text stays English) and writes that record before the server starts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/vscode/env.mjs';
import * as h from './harness.mjs';
import { runSession } from './session.mjs';
import {
  assert,
  clearNotifications,
  focusFirstGroup,
  notificationTexts,
  palette,
  SAMPLE,
  until,
  waitForAnswers,
} from './steps.mjs';

const VSIX = path.resolve(process.env.DIRAC_UI_VSIX || path.join(ROOT, 'dirac-dice.vsix'));
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

/**
 * A language pack for German with no translations of its own, installed into the sandbox's
 * extensions dir, and the record of it that VS Code reads to resolve the display language.
 */
function installGermanLanguagePack() {
  const src = fs.mkdtempSync(path.join(os.tmpdir(), 'dirac-de-pack-'));
  const manifest = {
    name: 'test-language-pack-de',
    publisher: 'dirac-dice-test',
    version: '0.0.1',
    engines: { vscode: '^1.90.0' },
    categories: ['Language Packs'],
    contributes: {
      localizations: [
        {
          languageId: 'de',
          languageName: 'German',
          localizedLanguageName: 'Deutsch',
          translations: [{ id: 'vscode', path: './translations/main.i18n.json' }],
        },
      ],
    },
  };
  fs.mkdirSync(path.join(src, 'translations'));
  fs.writeFileSync(path.join(src, 'package.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(src, 'translations', 'main.i18n.json'), JSON.stringify({ contents: {} }));
  const dir = h.installExtensionFolder(src);
  fs.rmSync(src, { recursive: true, force: true });
  const id = `${manifest.publisher}.${manifest.name}`;
  const record = {
    de: {
      hash: 'dirac-dice-test-de-0.0.1',
      extensions: [{ extensionIdentifier: { id }, version: manifest.version }],
      translations: { vscode: path.join(dir, 'translations', 'main.i18n.json') },
      label: 'Deutsch',
    },
  };
  fs.writeFileSync(path.join(h.getSandbox().path('user-data'), 'languagepacks.json'), JSON.stringify(record));
}

const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'dirac-de-ws-'));
for (const file of ['input.txt', 'broken.txt'])
  fs.copyFileSync(path.join(ROOT, 'test', 'fixtures', 'workspace', file), path.join(workspace, file));
const cleanup = () => fs.rmSync(workspace, { recursive: true, force: true });

runSession({ name: 'german', minutes: 4, cleanup }, async (step) => {
  if (!fs.existsSync(VSIX)) throw new Error(`${VSIX} not found: run npm run package first`);
  /** @type {import('playwright-core').Page | undefined} */
  let shown;
  try {
    await h.installVsix(VSIX);
    installGermanLanguagePack();
    await h.startCodeServer({ folder: workspace, args: ['--locale', 'de'], settings: { 'git.enabled': false } });
    const { page } = await h.launchBrowser({ width: 1400, height: 900, args: ['--accept-lang=en-US'] });
    shown = page;
    await h.openWorkbench(page, workspace);
    console.log('German display language');

    await step(
      'the workbench runs in German (the language the extension host gets) in an English browser',
      async () => {
        // platform.language in the web workbench; it is vscode.env.language in the extension host.
        assert.equal(await page.evaluate(() => /** @type {any} */ (globalThis)._VSCODE_NLS_LANGUAGE), 'de');
        // The browser's own locale is English: German numbers can only come from VS Code's language.
        assert.deepEqual(
          await page.evaluate(() => [navigator.language, new Intl.NumberFormat().resolvedOptions().locale]),
          ['en-US', 'en-US'],
        );
      },
    );

    const lensPart2 = fill(de('Part 2: {0}'), germanDigits(SAMPLE.part2));
    await step(`the CodeLens is German: "${de('Solve Dirac Dice')}", "${lensPart2}"`, async () => {
      await h.openFile(page, 'input.txt');
      await h.waitForCodeLens(page, lensPart2, { click: false, timeout: 60000 });
      const want = [de('Solve Dirac Dice'), fill(de('Part 1: {0}'), germanDigits(SAMPLE.part1)), lensPart2];
      // The lenses are drawn again when VS Code asks for them again: poll until all three are there.
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
    await step(`the palette has the German command "${command}"; it solves into a German panel`, async () => {
      assert.notEqual(NLS_DE['command.solve'], readJson('package.nls.json')['command.solve']);
      await focusFirstGroup(page);
      await palette(page, command);
      await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2, source: 'input.txt' }, 60000);
      await page
        .locator('.part.editor .tab', { hasText: de('Dirac Dice Results') })
        .first()
        .waitFor({ timeout: 10000 });
    });

    await step('the panel is German: its language, its headings, its numbers (grouping, decimal comma)', async () => {
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

    const wrongOrder = fill(
      de('expected player {0} here, found player {1} (players are listed in turn order)'),
      '2',
      '3',
    );
    await step(`a broken input's problems are German: "${wrongOrder}"`, async () => {
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
  } catch (e) {
    if (shown) await h.screenshot(shown, path.join(ROOT, 'test-output', 'german-failed.png')).catch(() => {});
    throw e;
  }
});
