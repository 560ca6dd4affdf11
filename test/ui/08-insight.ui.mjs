// Who is really more likely to win, in the real panel: the insight sentence, wins by turn as
// probability, the game-length chart and its table, the heatmap by probability with the pairs
// where the two measures disagree, "How the answer is made", and the Markdown export; by keyboard,
// and with a text alternative for each new chart.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/vscode/env.mjs';
import { assert, cli, ctx, panelFrame, SAMPLE, solveWithLens, until, waitForAnswers } from './steps.mjs';

/** The library the extension bundles (dist/core.js), to compute what the panel should show. */
const core = createRequire(import.meta.url)(path.join(ROOT, 'dist', 'core.js'));

/** Moves the focus to `selector` in the panel and presses `key` there, as a keyboard user would. */
async function press(frame, selector, key) {
  await frame.locator(selector).focus();
  await frame.locator(selector).press(key);
}

describe('Who is really more likely to win', function () {
  it('the answers say who wins in more universes and who is more likely to win, with each probability', async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt');
    const frame = await waitForAnswers(page, { part2: SAMPLE.part2 });
    const p = cli('--players', '4,8').part2.probability.win.map((f) => (f.value * 100).toFixed(1));
    const insight = await frame.locator('#part2-insight').innerText();
    assert.match(
      insight,
      new RegExp(`Player 1 wins in more universes \\(56\\.5\\s?%\\) and is also more likely to win \\(${p[0]}\\s?%\\)`),
    );
    assert.match(await frame.locator('#wins').innerText(), /Win probability/);
    // Each fact once: no sentence under the insight says again who wins in more universes.
    assert.equal(await frame.locator('#part2-winner').count(), 0);
  });

  it('wins by turn switch to probability with the arrow keys; the table follows', async function () {
    const frame = await panelFrame(ctx.page);
    await press(frame, '#by-turn-mode-universes', 'ArrowRight');
    await until(() => frame.locator('#by-turn-mode-probability').isChecked(), { what: 'the probability view' });
    // textContent, not innerText: the table may sit in a closed <details> (its text is still what a screen reader gets).
    await until(async () => /%/.test((await frame.locator('#wins-by-turn-table').textContent()) ?? ''), {
      what: 'percentages in the wins-by-turn table',
    });
    assert.equal(await frame.evaluate(() => document.activeElement?.id), 'by-turn-mode-probability', 'focus stays');
  });

  it('game length: a chart with a text alternative, a table with caption and headers, the expected length', async function () {
    const frame = await panelFrame(ctx.page);
    const expected = cli('--players', '4,8').part2.probability.expectedMoves.value.toFixed(2);
    const chart = frame.locator('#chart-game-length');
    await chart.waitFor({ state: 'attached' });
    assert.equal(await chart.getAttribute('role'), 'img');
    assert.ok(((await chart.getAttribute('aria-label')) ?? '').length > 20, 'the chart has a text alternative');
    const table = frame.locator('#game-length-table table').or(frame.locator('table#game-length-table')).first();
    assert.ok(((await table.locator('caption').textContent()) ?? '').trim().length > 0, 'a caption');
    assert.ok((await table.locator('th').count()) >= 3, 'header cells');
    assert.match(
      (await frame.locator('#game-length-summary').textContent()) ?? '',
      new RegExp(expected.replace('.', '[.,]')),
    );
  });

  it('the heatmap by win probability marks and lists the pairs where the two measures disagree', async function () {
    const frame = await panelFrame(ctx.page);
    await press(frame, '#heatmap-mode-share', 'ArrowRight');
    await until(() => frame.locator('#heatmap-mode-probability').isChecked(), { what: 'the probability colouring' });
    // Pairs where player 1 wins in more universes but player 2 is more likely to win, or the reverse.
    let disagreeing = 0;
    for (let a = 1; a <= 10; a++)
      for (let b = 1; b <= 10; b++) {
        const p2 = core.solve('', { positions: [a, b], parts: [2], include: ['probabilities'] }).part2;
        if (p2.shares[0] > p2.shares[1] !== p2.probability.win[0].value > p2.probability.win[1].value) disagreeing++;
      }
    assert.ok(disagreeing > 0);
    assert.equal(await frame.locator('#heatmap .disagree').count(), disagreeing, 'marked cells');
    assert.equal(await frame.locator('#heatmap-disagree li').count(), disagreeing, 'the text list for screen readers');
  });

  it('"How the answer is made" opens from the keyboard; its running sums end at both counts', async function () {
    const frame = await panelFrame(ctx.page);
    await press(frame, '#composition summary', 'Enter');
    await frame.locator('#composition-table').waitFor({ state: 'visible' });
    const text = (await frame.locator('#composition-table').innerText()).replace(/\D+/g, ' ');
    assert.ok(
      text.includes(SAMPLE.part2.replace(/\D/g, '')) ||
        /444.?356.?092.?776.?315/.test(await frame.locator('#composition-table').innerText()),
    );
    assert.match(await frame.locator('#composition-ends').innerText(), /\S/);
  });

  it('Copy as Markdown from the panel puts the tables on the clipboard', async function () {
    const { page } = ctx;
    const frame = await panelFrame(page);
    await frame.locator('#copy-markdown').click();
    const clip = await until(
      async () => {
        const text = await page.evaluate(() => navigator.clipboard.readText()).catch(() => '');
        return text.startsWith('## Dirac Dice') ? text : undefined;
      },
      { what: 'the Markdown on the clipboard' },
    );
    assert.match(clip, /\| 2 \| 444,356,092,776,315 \|/);
    assert.match(clip, /\| 1 \| 444,356,092,776,315 \| 56\.5 % \| 77\.6 % \|/);
  });
});
