// Explore the Game from the panel's button: VS Code's own tree driven by the keyboard (expand, a memo hit's link,
// Go to State, Follow the Likeliest Path and the Longest Game from the focused row, Space), the focus kept in the tree
// with the panel open; screenshots of the tree and a tooltip in Dark Modern and High Contrast.
import path from 'node:path';
import { assert, ctx, h, palette, SAMPLE, setTheme, solveWithLens, until, waitForAnswers } from './steps.mjs';

const THEMES = Object.entries({ 'Default Dark Modern': 'dark', 'Default High Contrast': 'hc' });

describe('Explorer', function () {
  it('opens from the panel; the keyboard expands, follows a memo hit, goes to a typed state, follows the likeliest path', async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt');
    await (await waitForAnswers(page, { part2: SAMPLE.part2 })).locator('#explore').click();
    const list = page
      .locator('.pane', { has: page.locator('.pane-header', { hasText: 'Game States' }) })
      .locator('.monaco-list');
    /** The text of the row with the keyboard focus (the tree has the focus) once it matches `text` and `attrs`. */
    const focused = (/** @type {RegExp} */ text, /** @type {Record<string, string>} */ attrs = {}) =>
      until(
        () =>
          list.evaluate((l, [source, a]) => {
            const r = l.contains(document.activeElement) ? l.querySelector('.monaco-list-row.focused') : null;
            const ok = r && Object.entries(a).every(([k, v]) => r.getAttribute(k) === v);
            return ok && new RegExp(source).test(r.textContent ?? '') ? r.textContent : null;
          }, /** @type {const} */ ([text.source, attrs])),
        { what: `the focused row ${text} ${JSON.stringify(attrs)}` },
      );
    await focused(/^Start: spaces 4, 8 · scores 0, 0.*player 1 to move/, { 'aria-expanded': 'true' });
    const turns = page.locator('.pane', { has: page.locator('.pane-header', { hasText: 'By Turn' }) });
    await turns.locator('.monaco-list-row', { hasText: /^Move 1: player 11 state · 1 universe playing · / }).waitFor();
    // Right moves into an expanded state, and expands a collapsed one: down the first roll (3 ×1), four moves deep.
    for (let level = 2; level <= 5; level++) {
      await page.keyboard.press('ArrowRight');
      await focused(/^3 ×1: /, { 'aria-level': String(level), 'aria-expanded': 'false' });
      await page.keyboard.press('ArrowRight');
      await focused(/^3 ×1: /, { 'aria-level': String(level), 'aria-expanded': 'true' });
      await until(() => list.locator(`[aria-level="${level + 1}"]`).count(), { what: 'its children' });
    }
    await focused(/spaces 10, 4 · scores 17, 5.*player 1 to move/);
    // Go to State: checked as one types (the core's message), then placed along its likeliest path from the start.
    const input = page.locator('.quick-input-widget .quick-input-box input').first();
    await page.keyboard.press('F1').then(() => input.fill('>Dirac Dice: Go to State'));
    await page.locator('.quick-input-list .monaco-list-row.focused', { hasText: 'Go to State...' }).waitFor();
    await page.keyboard.press('Enter');
    await until(async () => !(await input.inputValue()).startsWith('>'), { what: 'the state box' });
    await input.fill('4,1,8,0,1');
    await page.locator('.quick-input-message', { hasText: 'can never stand on space 4 with score 1' }).waitFor();
    await input.fill('1,18,4,5,2');
    await page.keyboard.press('Enter');
    await focused(/^4 ×3: spaces 1, 4 · scores 18, 5/, { 'aria-level': '6' });
    // The focus stays in the tree, the panel open beside it: the keys below move in the tree (nothing takes it back).
    // Its sibling 6 ×7 reaches a state first shown under 3, 3, 3, 3: a memo hit, whose Enter goes there.
    for (let i = 0, row = ''; i < 20 && !/memo hit/.test(row); i++)
      row = await page.keyboard.press('ArrowDown').then(() => focused(/./));
    await focused(/^6 ×7: spaces 3, 4 · scores 20, 5memo hit/);
    await page.keyboard.press('Enter');
    await focused(/^3 ×1: .* scores 20, 5\d/, { 'aria-level': '6', 'aria-selected': 'true' });
    // From the focused (and selected) state to its winning move.
    await palette(page, 'Dirac Dice: Follow the Likeliest Path');
    await focused(/^6 ×7: player 1 wins/, { 'aria-level': '8', 'aria-selected': 'true' });
    // From the focused row (the start), not the selected one: the longest game goes deeper than this leaf's parent.
    await page.keyboard.press('Home').then(() => focused(/^Start/, { 'aria-selected': 'false' }));
    await palette(page, 'Dirac Dice: Follow the Longest Game');
    const level = await focused(/player \d wins/, { 'aria-selected': 'true' }).then(() =>
      list.locator('.monaco-list-row.focused').getAttribute('aria-level'),
    );
    assert.ok(Number(level) > 8, `the longest game from the start ends on level ${level}`);
    // Space selects the focused row.
    await page.keyboard.press('Home').then(() => page.keyboard.press('Space'));
    await focused(/^Start/, { 'aria-selected': 'true' });
  });

  it("screenshots: the tree and the start's tooltip (its wins as the sum over its rolls), dark and high contrast", async function () {
    const { page } = ctx;
    const list = page.locator('.pane', { has: page.locator('.pane-header', { hasText: 'Game States' }) });
    for (const [theme, name] of THEMES) {
      await setTheme(page, theme);
      await list.locator('.monaco-list-row[aria-level="1"]').hover();
      await page.locator('.monaco-hover', { hasText: 'Σ ways × wins' }).filter({ visible: true }).waitFor();
      await h.screenshot(page, path.join(ctx.outDir, `explorer-${name}.png`));
      await page.mouse.move(700, 5);
    }
    await setTheme(page, 'Default Light Modern');
  });
});
