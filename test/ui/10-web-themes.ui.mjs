// The panel in the four default themes: themed colours, an axe-core audit (WCAG 2.0 and 2.1, A
// and AA) with every section drawn and every <details> open, a visible focus ring on each kind of
// control; screenshots into the suite's folder. In the web worker host's window (webHostWindow): the
// panel's page is the same in both builds, and npm test runs the windowed suites in its other lane,
// which had the time to spare.
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import {
  assert,
  clearNotifications,
  ctx,
  panelFrame,
  SAMPLE,
  screenshotPanel,
  scrollPanelTop,
  setTheme,
  solveWithLens,
  until,
  visibleWebview,
  waitForAnswers,
  webHostWindow,
} from './steps.mjs';

/** @typedef {import('playwright-core').Frame} Frame */

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Ends in Light Modern, the theme the suite starts in and the later tests expect. */
const THEMES = /** @type {const} */ ([
  ['Default Dark Modern', 'vscode-dark'],
  ['Default High Contrast', 'vscode-high-contrast'],
  ['Default High Contrast Light', 'vscode-high-contrast-light'],
  ['Default Light Modern', 'vscode-light'],
]);

/** The theme kind the webview says it has, the relative luminance (0..1) of its background and of the answer. @param {Frame} frame */
const colours = (frame) =>
  frame.evaluate(() => {
    const lum = (/** @type {string} */ c) => {
      const [r, g, b] = (c.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    const answer = document.querySelector('#part2-answer');
    return {
      kind: document.body.dataset.vscodeThemeKind,
      background: lum(getComputedStyle(document.body).backgroundColor),
      answer: answer ? lum(getComputedStyle(answer).color) : -1,
    };
  });

/**
 * Every <details> open (and its table, built when first opened, drawn), axe-core run on the whole
 * page, the <details> closed again: the violations, as "rule: targets".
 * @param {Frame} frame
 */
async function audit(frame) {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  const opened = await frame.evaluate(() =>
    [...document.querySelectorAll('details:not([open])')].map((d, i) => {
      d.setAttribute('data-audit', String(i));
      /** @type {HTMLDetailsElement} */ (d).open = true;
      return i;
    }),
  );
  await until(
    () => frame.evaluate(() => [...document.querySelectorAll('details')].every((d) => d.querySelector('table'))),
    {
      what: 'every <details> open with its table',
    },
  );
  const violations = await frame.evaluate(async (tags) => {
    // @ts-expect-error axe is the script evaluated above
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (/** @type {{id: string, nodes: {target: string[]}[]}} */ v) =>
        `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, WCAG_A_AA);
  await frame.evaluate((n) => {
    for (const d of document.querySelectorAll('details[data-audit]')) {
      /** @type {HTMLDetailsElement} */ (d).open = false;
      d.removeAttribute('data-audit');
    }
    return n;
  }, opened.length);
  return violations;
}

/**
 * Tab from the control before `selector` to it, as a keyboard user does, and read its focus ring:
 * whether it is :focus-visible, its outline width, and the contrast of the outline's colour with
 * the page's background (WCAG 1.4.11 asks 3:1 of a focus indicator).
 * @param {import('playwright-core').Page} page @param {Frame} frame @param {string} selector
 */
async function ringOf(page, frame, selector) {
  await frame.evaluate((sel) => {
    const all = [...document.querySelectorAll('a[href], button:not([tabindex="-1"]), input, summary, [tabindex="0"]')];
    const target = document.querySelector(sel);
    const before = all[all.indexOf(/** @type {Element} */ (target)) - 1];
    /** @type {HTMLElement} */ (before ?? document.body).focus();
  }, selector);
  await page.keyboard.press('Tab');
  return frame.evaluate((sel) => {
    const el = /** @type {HTMLElement} */ (document.activeElement);
    const lum = (/** @type {string} */ c) => {
      const [r, g, b] = (c.match(/[\d.]+/g) ?? ['0', '0', '0'])
        .slice(0, 3)
        .map((v) => Number(v) / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(el);
    const a = lum(style.outlineColor);
    const b = lum(getComputedStyle(document.body).backgroundColor);
    return {
      focused: el.matches(sel),
      visible: el.matches(':focus-visible'),
      width: parseFloat(style.outlineWidth) * (style.outlineStyle === 'none' ? 0 : 1),
      contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
    };
  }, selector);
}

/** One control of each kind the panel has. */
const CONTROLS = [
  '#copy-part2',
  '#section-by-turn input:checked',
  '#section-game-length summary',
  '#heatmap .cell[tabindex="0"]',
  '#rule-target',
];

describe('Themes', function () {
  before(async function () {
    await webHostWindow();
    await clearNotifications(ctx.page); // none in the pictures
    await solveWithLens(ctx.page, 'input.txt');
    await waitForAnswers(ctx.page, { part1: SAMPLE.part1, part2: SAMPLE.part2, source: 'input.txt' });
  });

  for (const [theme, kind] of THEMES) {
    it(`panel in ${theme}: themed colours, 0 axe violations (WCAG 2.1 A, AA), focus visible; screenshots`, async function () {
      const { page } = ctx;
      await setTheme(page, theme);
      const frame = await until(
        async () => {
          const f = await panelFrame(page);
          return (await colours(f)).kind === kind ? f : null;
        },
        { what: `the panel to take the theme ${kind}` },
      );
      const c = await colours(frame);
      if (/light/.test(kind)) assert.ok(c.background > 0.8 && c.answer < 0.4, `light: ${JSON.stringify(c)}`);
      else assert.ok(c.background < 0.25 && c.answer > 0.6, `dark: ${JSON.stringify(c)}`);

      assert.deepEqual(await audit(frame), [], `axe-core in ${theme}`);

      for (const selector of CONTROLS) {
        const ring = await ringOf(page, frame, selector);
        assert.ok(ring.focused && ring.visible, `${selector} takes a visible focus by Tab in ${theme}`);
        assert.ok(
          ring.width >= 1 && ring.contrast >= 3,
          `${selector}'s focus ring in ${theme}: ${JSON.stringify(ring)}`,
        );
      }
      await frame.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());

      await scrollPanelTop(frame);
      await page.mouse.move(0, 0); // no hover effects in the pictures
      const shots = await screenshotPanel(page, `panel-${kind.replace('vscode-', '')}`);
      for (const file of Object.values(shots)) assert.ok(fs.statSync(file).size > 10000, `${file} written`);
      // The charts and the heatmap too (the webview's part only).
      for (const [section, name] of [
        ['#section-by-turn', 'charts'],
        ['#section-positions', 'heatmap'],
      ]) {
        await frame.evaluate((sel) => document.querySelector(sel)?.scrollIntoView(), section);
        const file = path.join(ctx.outDir, `panel-${kind.replace('vscode-', '')}-${name}.png`);
        await visibleWebview(page).screenshot({ path: file });
      }
      await scrollPanelTop(frame);
    });
  }
});
