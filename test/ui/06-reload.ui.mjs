// The results panel survives "Developer: Reload Window" with its result, without re-solving.
import {
  answers,
  assert,
  ctx,
  palette,
  panelFrame,
  panelTabs,
  SAMPLE,
  solveWithLens,
  statusItem,
  until,
  waitForAnswers,
} from './steps.mjs';

describe('Reload', function () {
  it('after Developer: Reload Window the panel is back with 739785 without running the command', async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt');
    const before = await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2, source: 'input.txt' });
    const version = await before.locator('#source + .note').innerText();
    await page.evaluate(() => {
      /** @type {any} */ (window).__diracBeforeReload = true;
    });

    await palette(page, 'Developer: Reload Window');
    await page.waitForFunction(
      () => !(/** @type {any} */ (window).__diracBeforeReload) && document.querySelector('.monaco-workbench'),
      null,
      { timeout: 30000 },
    );
    await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 30000 });

    await panelTabs(page).first().waitFor({ timeout: 30000 });
    assert.equal(await panelTabs(page).count(), 1, 'one results panel after the reload');
    const frame = await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2, source: 'input.txt' }, 30000);
    // The same result (same document version), not a new solve.
    assert.equal(await frame.locator('#source + .note').innerText(), version);
    assert.ok((await frame.locator('#chart-wins-by-turn').count()) === 1, 'charts restored');
    // input.txt was restored as the active editor: the status bar answer is back too.
    await until(() => statusItem(page).isVisible(), { what: 'the status bar answer after the reload', timeout: 15000 });
    // The revived panel talks to the extension again: a heatmap pair gets its part 1 from the host.
    await frame.locator('#heatmap button.cell[data-a="10"][data-b="4"]').click();
    await until(
      async () =>
        (await frame.locator('#pair-answers').getAttribute('data-positions')) === '10,4' &&
        !(await frame.locator('#pair-answers').getAttribute('data-pending')),
      { what: 'the host to answer pair 10,4 after the reload' },
    );
    assert.equal((await answers(await panelFrame(page))).part1, SAMPLE.part1);
    assert.equal(ctx.dialogs.length, 0);
  });
});
