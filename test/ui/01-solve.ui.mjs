// Solving from the CodeLens and from the palette; what the panel shows; the status bar item;
// the heatmap of all starting pairs.
import {
  answers,
  assert,
  cli,
  ctx,
  digits,
  focusFirstGroup,
  h,
  openFile,
  palette,
  panelFrame,
  panelFrames,
  panelTabActive,
  panelTabs,
  PANEL_TITLE,
  SAMPLE,
  solveWithLens,
  statusItem,
  until,
  waitForAnswers,
} from './steps.mjs';

describe('Solving', function () {
  it('CodeLens on input.txt shows the answers and "Solve" opens the full results panel', async function () {
    const { page } = ctx;
    await openFile(page, 'input.txt');
    // The lenses on line 1: the command and both answers, grouped for the locale.
    await h.waitForCodeLens(page, 'Part 1: 739,785', { click: false });
    await h.waitForCodeLens(page, 'Part 2: 444,356,092,776,315', { click: false });
    // The editor's lenses, all four in this order. Polled: the editor may redraw its lenses (a
    // refresh after activation) between the waits above and this read; a one-shot read once saw none.
    const expected = ['Solve', 'Check My Answer...', 'Part 1: 739,785', 'Part 2: 444,356,092,776,315'];
    const lensTexts = async () =>
      (await page.locator('.monaco-editor .codelens-decoration a').allTextContents()).map((t) => t.trim());
    await until(async () => JSON.stringify(await lensTexts()) === JSON.stringify(expected), {
      what: 'the four lenses of line 1',
    }).catch(async (e) => {
      assert.deepEqual(await lensTexts(), expected, String(e));
    });

    await h.waitForCodeLens(page, 'Solve');
    const frame = await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2, source: 'input.txt' });
    await panelTabs(page).first().waitFor();
    assert.equal(await panelTabs(page).count(), 1, 'one results panel');
    // The panel opened beside the editor: two groups, input.txt still in the first.
    assert.equal(await page.locator('.part.editor .editor-group-container').count(), 2);
    assert.match(await frame.locator('#part1-answer').innerText(), /^739,785$/);
    assert.match(await frame.locator('#part2-answer').innerText(), /^444,356,092,776,315$/);

    // Roll frequencies: sums 3..9 of three 3-sided rolls.
    const rolls = await frame.$$eval('#roll-table tbody tr', (rows) =>
      rows.map((r) => [...r.children].map((c) => c.textContent?.trim())),
    );
    assert.deepEqual(
      rolls.map((r) => [r[0], r[1]]),
      [
        ['3', '1'],
        ['4', '3'],
        ['5', '6'],
        ['6', '7'],
        ['7', '6'],
        ['8', '3'],
        ['9', '1'],
      ],
    );

    // Universes won by each player, and the total.
    const wins = await frame.$$eval('#wins tbody tr', (rows) =>
      rows.map((r) => [...r.children].map((c) => c.textContent?.trim() ?? '')),
    );
    assert.deepEqual(
      wins.map((r) => [r[0], digits(r[1])]),
      [
        ['Player 1', SAMPLE.part2],
        ['Player 2', SAMPLE.loser],
      ],
    );
    assert.equal(await frame.locator('#wins tbody tr.winner th').innerText(), 'Player 1');
    assert.equal(
      digits(await frame.locator('#wins tfoot td').first().innerText()),
      (BigInt(SAMPLE.part2) + BigInt(SAMPLE.loser)).toString(),
    );

    // Memo statistics: a number of entries, consistent counts.
    const memo = Object.fromEntries(
      await frame.$$eval('#memo div', (divs) =>
        divs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]),
      ),
    );
    const n = (/** @type {string} */ k) => Number(digits(memo[k]));
    assert.ok(n('Entries') > 0, `memo entries: ${memo.Entries}`);
    assert.ok(n('Entries') <= n('State-space bound'), `entries ${memo.Entries} <= bound ${memo['State-space bound']}`);
    assert.equal(n('Hits') + n('Misses'), n('Calls'), `hits + misses = calls in ${JSON.stringify(memo)}`);

    // Charts are SVG with content.
    assert.equal(await frame.$eval('#chart-wins-by-turn', (el) => el.tagName.toLowerCase()), 'svg');
    assert.ok((await frame.locator('#chart-wins-by-turn rect.bar').count()) > 4, 'wins-by-turn bars');
    assert.equal(await frame.$eval('#chart-replay', (el) => el.tagName.toLowerCase()), 'svg');
    assert.equal(await frame.locator('#chart-replay path.line').count(), 2, 'one replay line per player');

    // Strategies compared: per-player (reported) and memo, all agreeing.
    const strategies = await frame.$$eval('#compare tbody tr:not(.refused-row)', (rows) =>
      rows.map((r) => ({
        name: r.querySelector('.strategy')?.textContent,
        agree: !!r.querySelector('.ok'),
      })),
    );
    const names = strategies.map((s) => s.name);
    assert.ok(names.includes('per-player') && names.includes('memo'), `strategies listed: ${names}`);
    assert.ok(
      strategies.every((s) => s.agree),
      `all agree: ${JSON.stringify(strategies)}`,
    );
    assert.equal(await frame.locator('#compare .badge').count(), 1, 'one strategy reported');
  });

  it('status bar shows part 2 only while the solved input is active; clicking it reveals the panel', async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt');
    await waitForAnswers(page, { part2: SAMPLE.part2, source: 'input.txt' });
    const item = statusItem(page);
    await item.waitFor({ state: 'visible', timeout: 10000 });
    assert.match(await item.innerText(), /Part 2: 444,356,092,776,315/);

    // Hide the panel behind another editor in its own group: click its tab, open notes.txt there.
    await panelTabs(page).first().click();
    await until(
      () => page.locator('.editor-group-container.active .tab.active', { hasText: PANEL_TITLE }).isVisible(),
      { what: 'the panel group to be active' },
    );
    await h.openFile(page, 'notes.txt');
    await until(async () => !(await panelTabActive(page)), { what: 'notes.txt to cover the panel' });
    // notes.txt is not the solved document: no answer in the status bar.
    await item.waitFor({ state: 'hidden', timeout: 10000 });

    // Back to input.txt (first group): the item returns; clicking it brings the panel back.
    await page.locator('.editor-group-container').first().locator('.tab', { hasText: 'input.txt' }).click();
    await item.waitFor({ state: 'visible', timeout: 10000 });
    await item.click();
    await until(() => panelTabActive(page), { what: 'the panel tab to be active again', timeout: 10000 });
    const frame = await panelFrame(page);
    assert.equal((await answers(frame)).part2, SAMPLE.part2);
    assert.ok((await page.locator('iframe.webview').filter({ visible: true }).count()) >= 1, 'the webview is visible');
    // The panel keeps the focus where it was (preserveFocus): input.txt is still the active editor.
    assert.ok(
      await page.locator('.editor-group-container.active .tab.active', { hasText: 'input.txt' }).isVisible(),
      'input.txt keeps focus',
    );
    // Tidy: close notes.txt in the panel's group.
    await page.locator('.part.editor .tab', { hasText: 'notes.txt' }).locator('.codicon-close').click({ force: true });
    await page.locator('.part.editor .tab', { hasText: 'notes.txt' }).waitFor({ state: 'detached' });
  });

  it('heatmap: choosing a cell (mouse, then keyboard) shows the answers for that pair', async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt');
    const frame = await waitForAnswers(page, { part1: SAMPLE.part1, source: 'input.txt' });
    assert.equal(await frame.locator('#heatmap button.cell').count(), 100, '10 x 10 cells');
    assert.equal(await frame.locator('#heatmap button.cell.current').getAttribute('data-a'), '4');
    assert.equal(await frame.locator('#heatmap button.cell.current').getAttribute('data-b'), '8');

    const pair = frame.locator('#pair-answers');
    const pairValues = async () =>
      Object.fromEntries(
        await frame.$$eval('#pair-answers dl div', (divs) =>
          divs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]),
        ),
      );
    await frame.locator('#heatmap button.cell[data-a="10"][data-b="4"]').click();
    await until(async () => (await pair.getAttribute('data-positions')) === '10,4', { what: '#pair-answers for 10,4' });
    // Part 2 shows at once (from the table), part 1 once the host answers.
    assert.equal(digits((await pairValues())['Part 2']), '190897246590017');
    await until(
      async () => !(await pair.getAttribute('data-pending')) && digits((await pairValues())['Part 1']) === '908091',
      { what: 'part 1 908091 for 10,4' },
    );
    assert.match(await pair.locator('h3').innerText(), /Starting spaces 10, 4/);
    assert.ok(
      await frame
        .locator('#heatmap button.cell[data-a="10"][data-b="4"]')
        .evaluate((el) => el.classList.contains('selected')),
    );

    // A notice (here "... was cancelled") that arrives while a pair is asked for is not the pair's
    // reply: the pair stays pending until the reply that names its request fills it.
    const pendingAfterNotice = await frame.evaluate(() => {
      document
        .querySelector('#heatmap button.cell[data-a="9"][data-b="4"]')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      const text = 'Solving input.txt was cancelled after 5 ms.';
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'notice', text } }));
      return document.getElementById('pair-answers')?.hasAttribute('data-pending');
    });
    assert.equal(pendingAfterNotice, true, 'the notice did not end the pending pair');
    const want94 = cli('--players', '9,4');
    await until(
      async () =>
        (await pair.getAttribute('data-positions')) === '9,4' &&
        !(await pair.getAttribute('data-pending')) &&
        digits((await pairValues())['Part 1']) === want94.part1.answer,
      { what: 'part 1 for 9,4 from the reply to its request' },
    );

    // Keyboard: the chosen cell has focus; Left moves to 10,3 and Enter chooses it.
    await frame.locator('#heatmap button.cell[data-a="10"][data-b="4"]').focus();
    await page.keyboard.press('ArrowLeft');
    await until(
      () =>
        frame.evaluate(
          () =>
            document.activeElement?.getAttribute('data-b') === '3' &&
            document.activeElement?.getAttribute('data-a') === '10',
        ),
      { what: 'focus on cell 10,3' },
    );
    await page.keyboard.press('Enter');
    const want = cli('--players', '10,3');
    await until(
      async () => (await pair.getAttribute('data-positions')) === '10,3' && !(await pair.getAttribute('data-pending')),
      { what: '#pair-answers for 10,3' },
    );
    const got = await pairValues();
    assert.equal(digits(got['Part 1']), want.part1.answer);
    assert.equal(digits(got['Part 2']), want.part2.answer);
  });

  it('palette "Dirac Dice: Solve" on clojure-seed.txt updates the same single panel', async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt');
    await waitForAnswers(page, { part1: SAMPLE.part1, source: 'input.txt' });
    await openFile(page, 'clojure-seed.txt');
    await focusFirstGroup(page);
    await palette(page, 'Dirac Dice: Solve');
    await waitForAnswers(page, { part1: '908091', part2: '190897246590017', source: 'clojure-seed.txt' });
    assert.equal(await panelTabs(page).count(), 1, 'still one "Dirac Dice Results" tab');
    assert.equal((await panelFrames(page)).length, 1, 'one results webview');
    const frame = await panelFrame(page);
    assert.match(await frame.locator('#players').innerText(), /spaces 10 and 4/);
    assert.equal(await frame.locator('#heatmap button.cell.current').getAttribute('data-a'), '10');
  });
});
