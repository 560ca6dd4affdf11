// Judge My Solution in the Testing view, in a German window of its own: a learner's program (the judge's
// fixture that prints player 1's count for part 2) run on one pair from the Testing view's tree, its failing
// part's message in the Test Results view (German, never the answer), its link to the case's input, and
// screenshots of the message in Dark Modern and High Contrast.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/vscode/env.mjs';
import * as h from './harness.mjs';
import { assert, cli, ctx, digits, editorText, palette, setTheme, until, workspaceSettings } from './steps.mjs';

const DE = JSON.parse(fs.readFileSync(path.join(ROOT, 'l10n/bundle.l10n.de.json'), 'utf8'));
const de = (/** @type {string} */ english, /** @type {string[]} */ ...args) =>
  String(DE[english] ?? assert.fail(`no German for ${english}`)).replace(/\{(\d+)\}/g, (_, i) => args[Number(i)] ?? '');
/** Pair (3, 1): player 2 wins in more universes, so player 1's count is too low. */
const PAIR = de('Pair ({0}, {1})', '3', '1');

describe('Judge My Solution (Testing view, German)', function () {
  let workspace = '';
  before(async function () {
    workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'dirac-judge-ws-'));
    const program = path.join(ROOT, 'test/fixtures/judge/solve.js');
    fs.copyFileSync(path.join(ROOT, 'test/fixtures/workspace/input.txt'), path.join(workspace, 'input.txt'));
    workspaceSettings(workspace, { 'diracDice.judge.command': `node "${program}" p1 {input}` });
    h.setDisplayLanguage('de');
    await ctx.newWindow(workspace);
  });
  after(async function () {
    await setTheme(ctx.page, 'Default Light Modern'); // the suite's theme, for any suite after this one
    h.setDisplayLanguage(undefined);
    fs.rmSync(workspace, { recursive: true, force: true });
  });

  it(`runs "${PAIR}" from the Testing view; its part 2 fails with a German message that never shows the answer`, async function () {
    const { page } = ctx;
    await h.openFile(page, 'input.txt'); // the extension starts; its tests show in the Testing view
    await page.locator('.activitybar .action-label[aria-label^="Testing"]').click();
    const row = (/** @type {string} */ label) =>
      page.locator('.part.sidebar .monaco-list-row', { hasText: label }).first();
    await row(de('All 100 starting pairs')).locator('.monaco-tl-twistie').click();
    await row(PAIR).hover();
    await row(PAIR).locator('.action-label[aria-label^="Run Test"]').click();
    await row(PAIR).locator('.monaco-tl-twistie').click();
    const part2 = page
      .locator('.part.sidebar .monaco-list-row[aria-level="3"]', { hasText: de('Part {0}', '2') })
      .first();
    await part2.locator('.codicon-testing-failed-icon').waitFor({ timeout: 60000 });
    // A double click shows the part's run in the Test Results view: its row there, then its message beside it
    // (the first double click may land while the tree still redraws: again until the row is there).
    const result = page.locator('.part.panel .monaco-list-row', { hasText: de('Wrong answer') }).first();
    await until(
      async () => {
        if (await result.isVisible()) return true;
        await part2.dblclick();
        // Where the double click did not open it, the view is opened by its own command (the workbench is English).
        if (!(await result.isVisible().catch(() => false)))
          await palette(page, 'Test Results: Focus on Test Results View').catch(() => {});
        return result.waitFor({ timeout: 3000 }).then(
          () => true,
          () => false,
        );
      },
      { what: "the failing part's row in the Test Results view", timeout: 60000 },
    );
    await result.click();
    const message = page.locator('.part.panel .rendered-markdown', { hasText: de('Wrong answer') });
    await message.first().waitFor({ timeout: 20000 });
    const text = await message.first().innerText();
    assert.match(
      text,
      new RegExp(`${de('Wrong answer')}: ${de('part {0}: {1} is not the answer: too low', '2', '\\d+')}`),
    );
    assert.ok(!digits(text).includes(cli('--players', '3,1').part2.answer), `no answer in ${text}`);
    for (const theme of ['Default Dark Modern', 'Default High Contrast']) {
      await setTheme(page, theme);
      await h.screenshot(page, `judge-message-${theme.split(' ').slice(1).join('-').toLowerCase()}`);
    }
    await message.first().getByText(de("Open this case's input")).click();
    await until(async () => (await editorText(page)).includes('Player 1 starting position: 3'), { what: 'the input' });
  });
});
