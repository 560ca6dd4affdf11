// The other palette commands: Open Sample Input, the copy commands, Show Results Panel.
import {
  assert,
  clearNotifications,
  ctx,
  digits,
  focusFirstGroup,
  h,
  notificationTexts,
  palette,
  panelTabs,
  SAMPLE,
  statusItem,
  until,
  waitForAnswers,
} from './steps.mjs';

describe('Commands', function () {
  it('Open Sample Input, copy part 2 from its CodeLens, close the panel and bring it back with Show Results Panel', async function () {
    const { page } = ctx;
    await clearNotifications(page);
    await focusFirstGroup(page);
    await palette(page, 'Dirac Dice: Open Sample Input');
    await page
      .locator('.editor-group-container.active .tab.active', { hasText: 'Untitled-1' })
      .waitFor({ timeout: 10000 });
    await h.waitForCodeLens(page, 'Part 1: 739,785', { click: false });
    await h.waitForCodeLens(page, 'Solve Dirac Dice');
    await waitForAnswers(page, { part2: SAMPLE.part2, source: 'Untitled-1' });

    // The "Part 2: ..." lens copies that answer.
    await h.waitForCodeLens(page, 'Part 2: 444,356,092,776,315');
    const copied = await until(
      async () => (await notificationTexts(page)).find((t) => t.startsWith('Copied the part 2 answer')),
      { what: 'the "Copied" notification' },
    );
    assert.equal(digits(copied), `2${SAMPLE.part2}`);
    const clip = await page.evaluate(() => navigator.clipboard.readText()).catch((e) => `unreadable: ${e.message}`);
    assert.equal(clip, SAMPLE.part2, 'the clipboard holds the answer');

    // Close the panel: the status bar answer goes with it.
    await panelTabs(page).first().locator('.codicon-close').click({ force: true });
    await panelTabs(page).first().waitFor({ state: 'detached' });
    await statusItem(page).waitFor({ state: 'hidden' });
    // Show Results Panel solves the active editor into a new panel.
    await focusFirstGroup(page);
    await palette(page, 'Dirac Dice: Show Results Panel');
    await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2 });
    assert.equal(await panelTabs(page).count(), 1);
    await statusItem(page).waitFor({ state: 'visible' });
    await clearNotifications(page);
  });
});
