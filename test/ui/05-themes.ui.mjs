// The panel in the light and dark default themes, with screenshots into test-output/ui.
import fs from 'node:fs';
import {
  assert,
  ctx,
  panelFrame,
  SAMPLE,
  screenshotPanel,
  scrollPanelTop,
  setTheme,
  solveWithLens,
  until,
  waitForAnswers,
} from './steps.mjs';

/** Relative luminance (0..1) of the panel's background and of its answer's text colour. @param {import('playwright-core').Frame} frame */
const colours = (frame) =>
  frame.evaluate(() => {
    const lum = (/** @type {string} */ c) => {
      const [r, g, b] = (c.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    const answer = document.querySelector('#part2-answer');
    return {
      kind: document.body.classList.contains('vscode-dark')
        ? 'dark'
        : document.body.classList.contains('vscode-light')
          ? 'light'
          : document.body.className,
      background: lum(getComputedStyle(document.body).backgroundColor),
      answer: answer ? lum(getComputedStyle(answer).color) : -1,
    };
  });

describe('Themes', function () {
  for (const [theme, kind] of /** @type {const} */ ([
    ['Default Light Modern', 'light'],
    ['Default Dark Modern', 'dark'],
  ])) {
    it(`panel in ${theme}: themed colours, readable answers; screenshots`, async function () {
      const { page } = ctx;
      await setTheme(page, theme);
      await solveWithLens(page, 'input.txt');
      await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2, source: 'input.txt' });
      const frame = await until(
        async () => {
          const f = await panelFrame(page);
          return (await colours(f)).kind === kind ? f : null;
        },
        { what: `the panel to take the ${kind} theme` },
      );
      const c = await colours(frame);
      if (kind === 'light') assert.ok(c.background > 0.8 && c.answer < 0.4, `light: ${JSON.stringify(c)}`);
      else assert.ok(c.background < 0.25 && c.answer > 0.6, `dark: ${JSON.stringify(c)}`);
      await scrollPanelTop(frame);
      await page.mouse.move(0, 0); // no hover effects in the pictures
      const shots = await screenshotPanel(page, `panel-${kind}`);
      for (const file of Object.values(shots)) assert.ok(fs.statSync(file).size > 10000, `${file} written`);
    });
  }
});
