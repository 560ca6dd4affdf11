// Judge My Solution in the Testing view, in the German window 11-german.ui.mjs reloaded into (germanWindow),
// which is in restricted mode, as a folder not trusted yet: run from the Testing view, VS Code asks
// first; from the palette, the judge runs nothing, says why and offers to manage trust. Trusted, a
// learner's program (the judge's fixture that prints player 1's count for part 2) runs on one pair
// from the Testing view's tree; its failing part's message in the Test Results view (German, never
// the answer), its link to the case's input, and screenshots of the message in Dark Modern and High
// Contrast.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/vscode/env.mjs';
import * as h from './harness.mjs';
import {
  assert,
  cli,
  ctx,
  digits,
  editorText,
  germanWindow,
  palette,
  setTheme,
  until,
  workspaceSettings,
} from './steps.mjs';

const DE = JSON.parse(fs.readFileSync(path.join(ROOT, 'l10n/bundle.l10n.de.json'), 'utf8'));
const de = (/** @type {string} */ english, /** @type {string[]} */ ...args) =>
  String(DE[english] ?? assert.fail(`no German for ${english}`)).replace(/\{(\d+)\}/g, (_, i) => args[Number(i)] ?? '');
const NLS_DE = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.nls.de.json'), 'utf8'));
/** Pair (3, 1): player 2 wins in more universes, so player 1's count is too low. */
const PAIR = de('Pair ({0}, {1})', '3', '1');

describe('Judge My Solution (Testing view, German)', function () {
  before(async function () {
    const { workspace } = await germanWindow();
    const program = path.join(ROOT, 'test/fixtures/judge/solve.js');
    workspaceSettings(workspace, { 'diracDice.judge.command': `node "${program}" p1 {input}` });
  });
  after(async function () {
    await setTheme(ctx.page, 'Default Light Modern'); // the suite's theme, for any suite after this one
  });

  it(`restricted, runs nothing and offers trust; trusted, runs "${PAIR}": part 2 fails, in German, never the answer`, async function () {
    const { page } = ctx;
    await h.openFile(page, 'input.txt'); // the extension starts; its tests show in the Testing view
    await page.locator('.activitybar .action-label[aria-label^="Testing"]').click();
    const row = (/** @type {string} */ label) =>
      page.locator('.part.sidebar .monaco-list-row', { hasText: label }).first();
    const runPair = async () => {
      await row(PAIR).hover();
      await row(PAIR).locator('.action-label[aria-label^="Run Test"]').click();
    };
    await row(de('All 100 starting pairs')).locator('.monaco-tl-twistie').click();
    // Restricted mode. From the Testing view, VS Code itself asks before any test runs: cancelled here.
    await runPair();
    const ask = page.locator('.monaco-dialog-box', { hasText: 'Running tests may execute code in your workspace' });
    await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
    // From the palette, the judge says why it runs nothing, and offers the way to trust.
    await palette(page, `Dirac Dice: ${NLS_DE['command.judge']}`);
    const why = de('Judge My Solution runs your program, and this window is in restricted mode: trust this workspace to judge it.'); // prettier-ignore
    const warning = page.locator('.notification-toast', { hasText: why });
    await warning.locator('.monaco-button', { hasText: de('Manage Workspace Trust') }).click();
    assert.equal(await row(PAIR).locator('.codicon-testing-unset-icon').count(), 1, 'the pair never ran');
    await page.locator('.workspace-trust-editor').getByRole('button', { name: 'Trust', exact: true }).click();
    await page.locator('.part.statusbar', { hasText: 'Restricted Mode' }).waitFor({ state: 'detached' });
    await runPair();
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
