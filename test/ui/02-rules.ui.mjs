// The panel's rules form (apply, validate, reset), the stale banner after an edit, the in-place redraw.
import {
  answers,
  assert,
  cli,
  ctx,
  digits,
  editorText,
  replaceLine,
  saveActiveFirstGroup,
  SAMPLE,
  shown,
  solveWithLens,
  until,
  waitForAnswers,
} from './steps.mjs';

/** Re-solve buttons on screen in the primary style (a button without .secondary). @param {import('playwright-core').Frame} frame */
const primaryResolve = (frame) =>
  frame.locator('button:not(.secondary)', { hasText: 'Re-solve' }).filter({ visible: true }).count();

describe('Rules and edits', function () {
  it('rules form: Part 2 target 10 re-solves (CLI oracle); an invalid value is refused; reset restores', async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt');
    let frame = await waitForAnswers(page, { part2: SAMPLE.part2, source: 'input.txt' });
    assert.equal(await frame.locator('#rules-origin').innerText(), 'Rules from settings');
    assert.equal(await frame.locator('#rule-diracTarget').inputValue(), '21');

    // A value the form refuses: an error under the field, nothing re-solved.
    await frame.locator('#rule-diracTarget').fill('0');
    await frame.locator('#rules-apply').click();
    await until(() => shown(frame, '#rule-diracTarget-error'), { what: 'the diracTarget field error' });
    assert.equal(await frame.locator('#rule-diracTarget').getAttribute('aria-invalid'), 'true');
    assert.equal((await answers(frame)).part2, SAMPLE.part2);

    const want = cli('--players', '4,8', '--dirac-target', '10').part2.answer;
    assert.notEqual(want, SAMPLE.part2);
    await frame.locator('#rule-diracTarget').fill('10');
    await frame.locator('#rules-apply').click();
    frame = await waitForAnswers(page, { part1: SAMPLE.part1, part2: want });
    assert.equal(await frame.locator('#rules-origin').innerText(), 'Rules changed in this panel');
    assert.equal(await frame.locator('#rule-diracTarget').inputValue(), '10');
    assert.ok(!(await shown(frame, '#rule-diracTarget-error')), 'no field error after a good value');
    // The heatmap's pairs follow the panel's rules too.
    await frame.locator('#heatmap button.cell[data-a="4"][data-b="8"]').click();
    await until(
      async () => digits(await frame.locator('#pair-answers dl div').nth(1).locator('dd').innerText()) === want,
      { what: 'pair 4,8 under target 10' },
    );

    await frame.locator('#rules-reset').click();
    frame = await waitForAnswers(page, { part2: SAMPLE.part2 });
    assert.equal(await frame.locator('#rules-origin').innerText(), 'Rules from settings');
    assert.equal(await frame.locator('#rule-diracTarget').inputValue(), '21');
  });

  it('editing the solved document shows the stale banner; Re-solve reflects the edit', async function () {
    const { page } = ctx;
    await solveWithLens(page, 'edit-me.txt');
    let frame = await waitForAnswers(page, { part2: SAMPLE.part2, source: 'edit-me.txt' });
    assert.ok(!(await shown(frame, '#stale-banner')), 'no banner before the edit');
    assert.equal(await primaryResolve(frame), 0, 'Re-solve is not the primary button of a fresh result');

    await replaceLine(page, 2, 'Player 2 starting position: 9');
    await until(async () => (await editorText(page)).includes('Player 2 starting position: 9'), {
      what: 'the edit in the editor',
    });
    await until(() => shown(frame, '#stale-banner'), { what: '#stale-banner to show' });
    assert.match(await frame.locator('#stale-banner').innerText(), /input changed/);
    assert.equal(await primaryResolve(frame), 1, 'Re-solve is the primary button of a stale result');
    // The panel still shows the old result until asked.
    assert.equal((await answers(frame)).part2, SAMPLE.part2);

    await frame.locator('#resolve').click();
    const want = cli('--players', '4,9');
    frame = await waitForAnswers(page, { part1: want.part1.answer, part2: want.part2.answer, source: 'edit-me.txt' });
    await until(async () => !(await shown(frame, '#stale-banner')), { what: '#stale-banner to hide' });
    assert.equal(await primaryResolve(frame), 0);
    assert.match(await frame.locator('#players').innerText(), /spaces 4 and 9/);
    assert.equal(digits(await frame.locator('#part2-answer').innerText()), want.part2.answer);
    // Its Copy button still works, and copies the new answer.
    await frame.locator('#copy-part2').click();
    await until(
      async () => (await page.evaluate(() => navigator.clipboard.readText()).catch(() => '')) === want.part2.answer,
      {
        what: 'the new part 2 answer on the clipboard',
      },
    );
    // Save it (a dirty editor would make a later reload ask about unsaved changes).
    await saveActiveFirstGroup(page);
  });

  it('a big variant shows progress in the panel, and its Cancel button stops it', async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt');
    let frame = await waitForAnswers(page, { part2: SAMPLE.part2, source: 'input.txt' });
    // A Dirac target of 1,500 takes seconds (in a worker thread): the panel shows it is solving.
    await frame.locator('#rule-diracTarget').fill('1500');
    await frame.locator('#rules-apply').click();
    await until(() => shown(frame, '#busy'), { what: 'the busy line' });
    assert.match(await frame.locator('#busy').innerText(), /Solving input\.txt/);
    await frame.locator('#cancel').click();
    await until(async () => !(await shown(frame, '#busy')), { what: 'the busy line to go' });
    await until(async () => /cancelled/.test(await frame.locator('#notice').innerText()), {
      what: 'a "cancelled" notice',
    });
    // Still the previous answers, and the rules can be put back.
    assert.equal((await answers(frame)).part2, SAMPLE.part2);
    await frame.locator('#rules-reset').click();
    frame = await waitForAnswers(page, { part2: SAMPLE.part2 });
  });
});
