// A broken input: squiggles, the Problems view, the error notification; fixed by typing.
import {
  assert,
  clearNotifications,
  ctx,
  editorText,
  focusFirstGroup,
  h,
  notificationTexts,
  openFile,
  palette,
  replaceLine,
  saveActiveFirstGroup,
  SAMPLE,
  solveWithLens,
  statusItem,
  until,
  waitForAnswers,
} from './steps.mjs';

describe('Diagnostics', function () {
  it('broken.txt: squiggles and Problems entries, an error naming the line on solve, cleared by fixing line 2', async function () {
    const { page } = ctx;
    await openFile(page, 'broken.txt');
    const editor = page.locator('.editor-group-container.active .monaco-editor').first();
    await editor.locator('.squiggly-error').first().waitFor({ timeout: 20000 });
    await h.waitForCodeLens(page, '2 problem(s) in this input', { click: false });

    // The Problems view lists both problems with their positions, from "Dirac Dice".
    await palette(page, 'View: Focus Problems');
    const rows = page.locator('.markers-panel .monaco-list-row');
    await rows.filter({ hasText: 'starting position 11 is not on the board' }).first().waitFor({ timeout: 10000 });
    const texts = await rows.allTextContents();
    assert.ok(
      texts.some(
        (t) => /expected player 2 here, found player 3/.test(t) && /Dirac Dice/.test(t) && /Ln 2, Col 8/.test(t),
      ),
      texts.join(' | '),
    );
    assert.ok(
      texts.some((t) => /not on the board \(1 to 10\)/.test(t) && /Ln 2, Col 29/.test(t)),
      texts.join(' | '),
    );

    // Solving it from the palette: an error notification that names the line.
    await clearNotifications(page);
    await focusFirstGroup(page);
    await palette(page, 'Dirac Dice: Solve');
    const message = await until(
      async () => (await notificationTexts(page)).find((t) => t.includes('broken.txt is not a Dirac Dice input')),
      { what: 'the error notification' },
    );
    assert.match(message, /line 2, column 8: expected player 2 here, found player 3/);
    assert.match(message, /\(and 1 more\)/);
    assert.ok(
      await page.locator('.notifications-toasts .notification-toast .codicon-error').first().isVisible(),
      'shown as an error',
    );

    // Fix line 2 by typing; the squiggles and the Problems entries go away, the answers appear.
    await clearNotifications(page);
    await replaceLine(page, 2, 'Player 2 starting position: 10');
    await until(
      async () => (await editorText(page)).startsWith('Player 1 starting position: 4\nPlayer 2 starting position: 10'),
      { what: 'the fixed text' },
    );
    await until(async () => (await editor.locator('.squiggly-error').count()) === 0, {
      what: 'the squiggles to go',
      timeout: 10000,
    });
    await until(
      async () => (await page.locator('.markers-panel .monaco-list-row', { hasText: 'broken.txt' }).count()) === 0,
      { what: 'the Problems view to empty' },
    );
    await h.waitForCodeLens(page, 'Part 1: 855,624', { click: false }); // 4, 10: the Scala seed's answer
    await saveActiveFirstGroup(page);
    await palette(page, 'View: Hide Panel');
    await page.locator('.markers-panel').waitFor({ state: 'hidden' });
  });

  it("after a failed solve the status bar no longer shows the previous input's answer", async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt');
    await waitForAnswers(page, { part2: SAMPLE.part2, source: 'input.txt' });
    await clearNotifications(page);
    await solveWithLens(page, 'broken-2.txt');
    const frame = await waitForAnswers(page, { source: 'broken-2.txt' });
    await until(async () => (await frame.locator('#problems li').count()) === 2, {
      what: 'the problems of broken-2.txt in the panel',
    });
    await clearNotifications(page);
    // Activate broken-2.txt again (the status bar item follows the active editor).
    await openFile(page, 'notes.txt');
    await openFile(page, 'broken-2.txt');
    await page.waitForTimeout(500); // let a (wrong) status bar update land
    const status = (await statusItem(page).isVisible()) ? await statusItem(page).innerText() : null;
    assert.equal(status, null, `the status bar shows "${status}" while the panel shows the problems of broken-2.txt`);
    await clearNotifications(page);
  });
});
