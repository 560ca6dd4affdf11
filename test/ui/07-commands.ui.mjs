// The other palette commands: Open Sample Input, the copy commands, Show Results Panel; spoiler-free
// mode (diracDice.spoilers: hide) with Reveal the Answers, on the sample the first test solved; Check My Answer
// (the reveal's confirmation away from the pointer, the other part's label refused, Correct uncovering).
import fs from 'node:fs';
import path from 'node:path';
import {
  assert,
  clearNotifications,
  cli,
  ctx,
  digits,
  focusFirstGroup,
  h,
  notificationTexts,
  openFile,
  palette,
  panelFrame,
  panelTabs,
  SAMPLE,
  screenshotPanel,
  scrollPanelTop,
  statusItem,
  until,
  waitForAnswers,
  workspaceSettings,
} from './steps.mjs';

const grouped = (/** @type {string} */ n) => BigInt(n).toLocaleString('en-US');
/** Whether the panel's markup (its text and attributes) holds `answer`, grouped or not. */
const holds = (/** @type {import('playwright-core').Frame} */ frame, /** @type {string} */ answer) =>
  frame.evaluate((n) => {
    const html = document.documentElement.outerHTML.replace(/(\d)[,.\u00a0\u202f](?=\d)/g, '$1');
    return new RegExp(`(^|\\D)${n}(\\D|$)`).test(html);
  }, answer);

/**
 * What spoiler-free mode must not show while part 2 of `players` is covered, from the solver: the answers, part 1's
 * numbers, each player's wins (in all, on each turn, from each child of the start), the universes still playing after
 * each move (the By Turn view's) and the exact probabilities. Numbers under 10,000 are left out (ways, spaces,
 * scores, percentages), fractions are whole strings. Where each number would be and what shows instead:
 *   panel: answers card            -> "Reveal" and a note (part 1: also its scores, rolls and the replay)
 *   panel: wins by turn, per-player -> left out (they list each player's wins)
 *   panel: game length table        -> rounded percentages only, no exact fraction (a note says why)
 *   panel: heatmap, own pair        -> rounded shares; the pair's answers say "hidden"
 *   panel: rolls, memo, compare, rules, header, export -> as shown (ways, states, times: no universe count)
 *   Game States: labels            -> roll sum, ways and the state; descriptions the rounded chance, no universes
 *   Game States: tooltips          -> the state, its chance, its rolls and ways; no wins, no Σ line
 *   By Turn: rows                  -> the states on the move; no universes playing, "wins hidden"
 *   CodeLens, status bar, hover    -> "Part 2: hidden"; Copy as Markdown, Save as JSON -> an offer to reveal first
 */
function hiddenNumbers(/** @type {number[]} */ players) {
  const { part1, part2 } = cli('--players', players.join());
  const start = cli('explore', '--players', players.join());
  const perTurn = part2.rollFrequencies.reduce((/** @type {bigint} */ n, { ways }) => n + BigInt(ways), 0n);
  const playing = [1n];
  for (let k = 0; playing[k] > 0n; k++) {
    const wins = part2.byTurn.wins[k % players.length][Math.floor(k / players.length)] ?? '0';
    playing.push(playing[k] * perTurn - BigInt(wins));
  }
  const numbers = [part1.answer, part1.rolls, part1.scores[part1.loser - 1], ...part2.wins, part2.totalUniverses]
    .concat(
      part2.byTurn.wins.flat(),
      start.children.flatMap((c) => c.wins),
      playing.map(String),
    )
    .filter((n) => BigInt(n) >= 10000n);
  const fractions = [...part2.probability.length, ...part2.probability.win.map((probability) => ({ probability }))];
  return [...new Set(numbers)].concat(fractions.map(({ probability: p }) => `${p.numerator}/${p.denominator}`));
}

/** Those of `secrets` that `text` shows (numbers grouped the English way or not). */
const shownIn = (/** @type {string} */ text, /** @type {string[]} */ secrets) => {
  const plain = text.replace(/(\d),(?=\d{3}(\D|$))/g, '$1');
  return secrets.filter((n) => new RegExp(`(^|[^\\d.])${n}([^\\d.]|$)`).test(plain));
};

/** The CodeLens, the panel and the status bar show the sample's answers but those of `covered` (the editor focused). */
async function expectCovered(/** @type {number[]} */ covered) {
  const { page } = ctx;
  const frame = await focusFirstGroup(page).then(() => panelFrame(page));
  for (const part of [1, 2]) {
    const [answer, hidden] = [part === 1 ? SAMPLE.part1 : SAMPLE.part2, covered.includes(part)];
    await h.waitForCodeLens(page, `Part ${part}: ${hidden ? 'hidden, reveal' : grouped(answer)}`, { click: false });
    await frame.locator(hidden ? `#reveal-part${part}` : `#part${part}-answer`).waitFor({ timeout: 10000 });
    assert.equal(await holds(frame, answer), !hidden, `the panel ${hidden ? 'hides' : 'shows'} ${answer}`);
  }
  const status = `Part 2: ${covered.includes(2) ? 'hidden' : grouped(SAMPLE.part2)}`;
  await page.locator('.part.statusbar .statusbar-item', { hasText: status }).waitFor({ timeout: 10000 });
  return frame;
}

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
    await h.waitForCodeLens(page, 'Solve');
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

  it('spoiler-free mode covers the panel, CodeLens and status bar at once; Reveal and Reveal the Answers uncover; new positions are covered', async function () {
    const { page } = ctx;
    workspaceSettings(ctx.workspace, { 'diracDice.spoilers': 'hide', 'workbench.colorTheme': 'Default Dark Modern' });
    const frame = await expectCovered([1, 2]);
    // The heatmap's cell of the input's own pair too.
    await frame.locator('#heatmap .cell.current').click();
    await frame.locator('#pair-answers', { hasText: "Your input's own starting spaces" }).waitFor();
    await page.locator('.monaco-workbench.vs-dark').waitFor();
    await scrollPanelTop(frame);
    await screenshotPanel(page, 'spoilers-covered-dark');
    await frame.locator('#reveal-part2').click();
    await expectCovered([1]);
    await palette(page, 'Dirac Dice: Reveal the Answers');
    await expectCovered([]);
    await scrollPanelTop(frame);
    await screenshotPanel(page, 'spoilers-revealed-dark');
    // Other positions: covered in the CodeLens, and in the panel once solved.
    for (const key of ['Control+Home', 'End', 'Backspace', '5']) await page.keyboard.press(key);
    await h.waitForCodeLens(page, 'Part 2: hidden, reveal', { click: false });
    await h.waitForCodeLens(page, 'Solve');
    await frame.locator('#reveal-part2').waitFor();
    assert.equal(await frame.locator('#part1-answer, #part2-answer').count(), 0);
    await page.locator('.part.statusbar .statusbar-item', { hasText: 'Part 2: hidden' }).waitFor();
  });

  it('spoiler-free mode on positions 5, 8 shows no number an answer follows from: the panel with every section open, the explorer and its tooltips; revealed, they are back', async function () {
    const { page } = ctx;
    const frame = await panelFrame(page);
    const secrets = hiddenNumbers([5, 8]);
    const pageText = () =>
      frame.evaluate(() => {
        document.querySelectorAll('details').forEach((d) => (d.open = true));
        const attrs = [...document.querySelectorAll('[title], [aria-label], [data-value]')].flatMap((el) =>
          ['title', 'aria-label', 'data-value'].map((a) => el.getAttribute(a) ?? ''),
        );
        return [document.getElementById('content')?.textContent ?? '', ...attrs].join('\n');
      });
    await until(async () => /spaces 5 and 8/.test(await pageText()), { what: 'the panel of 5, 8' });
    assert.deepEqual(shownIn(await pageText(), secrets), [], 'the panel, every section open');
    assert.equal(await frame.locator('#game-length-table th', { hasText: 'Exact fraction' }).count(), 0);
    // No table is cut off at this width: one wider than its box scrolls in a region the keyboard reaches.
    const cutTables = () =>
      frame.evaluate(() =>
        [...document.querySelectorAll('table')]
          .filter((t) => t.getBoundingClientRect().right > document.documentElement.clientWidth)
          .filter((t) => !t.closest('[tabindex="0"][role="region"][aria-label]'))
          .map((t) => `${t.id} ${Math.round(t.getBoundingClientRect().width)} px`),
      );
    console.log(`      the panel is ${await frame.evaluate(() => innerWidth)} px wide`);
    assert.deepEqual(await cutTables(), []);
    for (const id of ['section-game-length', 'section-positions']) {
      await frame.locator(`#${id}`).evaluate((el) => el.scrollIntoView());
      await screenshotPanel(page, `spoilers-hidden-${id}`);
    }
    // The explorer of 5, 8: the start expanded, its and its children's tooltips, the By Turn view.
    await frame.locator('#explore').click();
    const pane = (/** @type {string} */ name) =>
      page.locator('.pane', { has: page.locator('.pane-header', { hasText: name }) }).locator('.monaco-list');
    const rows = pane('Game States').locator('.monaco-list-row');
    await rows.filter({ hasText: /^Start: spaces 5, 8 · scores 0, 0/ }).waitFor({ timeout: 20000 });
    await until(async () => (await rows.count()) >= 8, { what: "the start's children" });
    await pane('By Turn').locator('.monaco-list-row').first().waitFor();
    const read = [...(await pane('Game States').allInnerTexts()), ...(await pane('By Turn').allInnerTexts())];
    /** Hovers `row` until its tooltip (with `text`) shows: a tree redrawn under a still pointer shows none. */
    const tooltip = async (/** @type {import('playwright-core').Locator} */ row, /** @type {string} */ text) => {
      const hover = page.locator('.monaco-hover', { hasText: text }).filter({ visible: true });
      const shows = async () => {
        await page.mouse.move(700, 5);
        await row.hover();
        return hover.waitFor({ timeout: 3000 }).then(
          () => true,
          () => false,
        );
      };
      await until(shows, { what: `a tooltip with "${text}"`, timeout: 30000 });
      return hover;
    };
    for (let i = 0; i < 8; i++) {
      const hover = await tooltip(rows.nth(i), 'Roll');
      read.push(await hover.innerText());
      if (i === 1) await h.screenshot(page, path.join(ctx.outDir, 'spoilers-hidden-explorer.png'));
      await page.mouse.move(700, 5);
      await hover.waitFor({ state: 'hidden' });
    }
    assert.match(read.join('\n'), /reached with probability [\d.]+%/);
    assert.deepEqual(shownIn(read.join('\n'), secrets), [], 'the explorer');
    // Revealed: every number is back (the answer and a fraction in the panel, the wins in a tooltip).
    await palette(page, 'Dirac Dice: Reveal the Answers');
    await waitForAnswers(page, { part1: secrets[0] });
    assert.ok(shownIn(await pageText(), secrets).length > 3, 'the numbers are back in the panel');
    assert.deepEqual(await cutTables(), [], 'revealed, with the exact fractions');
    await frame.locator('#game-length-table').evaluate((el) => el.scrollIntoView());
    await screenshotPanel(page, 'spoilers-revealed-game-length-table');
    await tooltip(rows.first(), 'Σ ways × wins');
    await page.mouse.move(700, 5);
  });

  it('Check My Answer: the first check sent at once, a hint, the reveal confirmed away from the pointer; a label of the other part refused; Correct uncovers', async function () {
    const { page } = ctx;
    workspaceSettings(ctx.workspace, { 'diracDice.spoilers': 'hide', 'workbench.colorTheme': 'Default Dark Modern' });
    await openFile(page, 'input.txt');
    await h.waitForCodeLens(page, 'Part 1: hidden, reveal', { click: false });
    const input = page.locator('.quick-input-widget .quick-input-box input').first();
    const check = async (/** @type {string} */ part, /** @type {string} */ answer) => {
      await h.waitForCodeLens(page, 'Check My Answer...');
      await page.locator('.quick-input-widget .monaco-list-row', { hasText: part }).click();
      await input.fill(answer);
    };
    const button = (/** @type {string} */ toast, /** @type {string} */ name) =>
      page.locator('.notification-toast', { hasText: toast }).locator('.monaco-button', { hasText: name });
    const message = (/** @type {string} */ text) => page.locator('.quick-input-message', { hasText: text }).waitFor();
    await check('Part 1', '993,000'); // the session's first check, sent at once (its time is printed below)
    await page.keyboard.press('Enter');
    const showHint = button("Not the answer: too high. This is the winner's score times the rolls", 'Show a hint');
    await showHint.waitFor();
    const box = await showHint.boundingBox();
    assert.ok(box);
    await h.screenshot(page, path.join(ctx.outDir, 'check-reply.png'));
    await showHint.click();
    const reveal = button("the score that counts is the other player's at that moment", 'Reveal the answer...');
    await reveal.waitFor();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y); // a double click's second click, where "Show a hint" was
    const dialog = page.locator('.monaco-dialog-box', { hasText: 'Reveal the answer to part 1?' });
    await dialog.waitFor({ timeout: 3000 }).catch(() => reveal.click());
    const sure = dialog.locator('.monaco-button', { hasText: /^Reveal$/ });
    const at = await sure.boundingBox();
    assert.ok(
      at && (x < at.x || x > at.x + at.width || y < at.y || y > at.y + at.height),
      'Reveal is under the pointer',
    );
    await h.waitForCodeLens(page, 'Part 1: hidden, reveal', { click: false });
    await h.screenshot(page, path.join(ctx.outDir, 'check-reveal-confirm.png'));
    await sure.click();
    await button('The answer to part 1: 739,785', 'Copy').waitFor();
    await h.waitForCodeLens(page, 'Part 1: 739,785', { click: false });
    await h.waitForCodeLens(page, 'Part 2: hidden, reveal', { click: false });
    await check('Part 2', '12 apples');
    await message("the answer has letters ('a')");
    await input.fill(`Part 1: ${SAMPLE.part1}`);
    await message('this line is labelled Part 1');
    await h.screenshot(page, path.join(ctx.outDir, 'check-input-invalid.png'));
    await input.fill(SAMPLE.loser);
    await message('Your answer to part 2: digits, grouped or not, or a line such as "Part 2: ..."');
    await page.keyboard.press('Enter');
    await button("Not the answer: too low. This is another player's count", 'Show a hint').waitFor();
    await check('Part 2', SAMPLE.part2);
    await page.keyboard.press('Enter');
    await page
      .locator('.notification-toast', { hasText: 'Correct: that is the answer to part 2, now shown' })
      .waitFor();
    await h.waitForCodeLens(page, `Part 2: ${grouped(SAMPLE.part2)}`, { click: false });
    // The time each check took in the extension host, from the extension's log file (printed, not asserted).
    const logs = h.getSandbox().path('user-data/logs');
    const logged = /checked part (\d) of input\.txt: (\d+) known mistakes in ([\d.]+) ms/g;
    const found = await until(() => {
      const files = fs.readdirSync(logs, { recursive: true }).filter((f) => String(f).endsWith('Dirac Dice.log'));
      const lines = files.flatMap((f) => [...fs.readFileSync(path.join(logs, String(f)), 'utf8').matchAll(logged)]);
      return lines.length >= 3 && lines.slice(-3).map(([, part, n, ms]) => `part ${part}: ${n} mistakes in ${ms} ms`);
    });
    console.log(`      checkAnswer in the extension host: ${found.join('; ')}`);
    await clearNotifications(page);
  });

  after(() => workspaceSettings(ctx.workspace, undefined));
});
