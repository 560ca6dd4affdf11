// The panel with the keyboard alone: every control reached by Tab in reading order with a visible
// focus, Escape closing what opens, a text or table equivalent for each chart and the heatmap, and
// one polite announcement of the new answers after a solve.
import { assert, ctx, panelFrames, SAMPLE, solveWithLens, until, waitForAnswers } from './steps.mjs';

/** @typedef {import('playwright-core').Frame} Frame */

/** The panel's tab stops in document (reading) order, as the page says they should be. @param {Frame} frame */
const tabStops = (frame) =>
  frame.evaluate(() =>
    [...document.querySelectorAll('button, input, summary, a[href], [tabindex]')]
      .filter((el) => {
        const e = /** @type {HTMLElement} */ (el);
        if (e.tabIndex < 0 || e.closest('[hidden], details:not([open]) > :not(summary)')) return false;
        // One stop per radio group: its checked radio.
        if (e instanceof HTMLInputElement && e.type === 'radio' && !e.checked) return false;
        return e.getClientRects().length > 0;
      })
      .map((el, i) => {
        el.setAttribute('data-stop', String(i));
        return i;
      }),
  );

/** What has the focus in the panel: its stop number, and whether its focus ring shows. @param {Frame} frame */
const focused = (frame) =>
  frame.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      stop: Number(el.getAttribute('data-stop') ?? -1),
      what: `${el.tagName.toLowerCase()}#${el.id}.${el.className}`,
      ring: el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1,
    };
  });

describe('Keyboard only', function () {
  /** @type {Frame} */
  let frame;

  before(async function () {
    // A panel may already show input.txt's answers: silence its announcement first, so that the walk
    // starts after this solve's model is drawn, not on the old view with the new model on its way.
    for (const old of await panelFrames(ctx.page))
      await old.evaluate(() => document.getElementById('announce')?.replaceChildren());
    await solveWithLens(ctx.page, 'input.txt');
    const announced = async () => {
      const frames = await panelFrames(ctx.page);
      const texts = await Promise.all(
        frames.map((f) => f.evaluate(() => document.getElementById('announce')?.textContent)),
      );
      return texts.some((text) => (text ?? '').length > 0);
    };
    await until(announced, { what: "this solve's announcement" });
    frame = await waitForAnswers(ctx.page, { part1: SAMPLE.part1, part2: SAMPLE.part2, source: 'input.txt' });
  });

  it('Tab reaches every control of the panel in reading order, each with a visible focus ring', async function () {
    const { page } = ctx;
    const stops = await tabStops(frame);
    assert.ok(stops.length > 15, `tab stops: ${stops.length}`);
    // Into the panel by keyboard: the second editor group (the panel's), then its page.
    await page.keyboard.press('Control+2');
    await until(() => frame.evaluate(() => document.hasFocus()), { what: 'the panel to have the focus' });
    // Start at the top of the page: a focus point before the first control (not a tab stop itself).
    await frame.evaluate(() =>
      document.body.prepend(Object.assign(document.createElement('span'), { id: 'start', tabIndex: -1 })),
    );
    await frame.locator('#start').focus();
    const seen = [];
    for (let i = 0; i < stops.length; i++) {
      await page.keyboard.press('Tab');
      const f = await focused(frame);
      assert.ok(f, `Tab ${i + 1} left the panel after ${JSON.stringify(seen.slice(-3))}`);
      assert.ok(f.ring, `a visible focus ring on ${f.what}`);
      seen.push(f);
    }
    await frame.evaluate(() => document.getElementById('start')?.remove());
    assert.deepEqual(
      seen.map((f) => f.stop),
      stops,
      `in reading order: ${seen.map((f) => f.what).join(' → ')}`,
    );
  });

  it('Enter opens a table of a chart, Escape closes it and gives the focus back to its summary', async function () {
    const summary = frame.locator('#section-game-length summary');
    await summary.focus();
    await summary.press('Enter');
    await until(() => frame.locator('#game-length-table').isVisible(), { what: 'the table to open' });
    await ctx.page.keyboard.press('Tab');
    assert.equal(await frame.evaluate(() => document.activeElement?.className), 'table-scroll', 'its scroller');
    await ctx.page.keyboard.press('Escape');
    await until(async () => !(await frame.locator('#game-length-table').isVisible()), { what: 'Escape to close it' });
    assert.equal(await frame.evaluate(() => document.activeElement?.tagName), 'SUMMARY');
  });

  it('every chart and the heatmap has a text or table equivalent a screen reader reaches', async function () {
    const charts = await frame.evaluate(() =>
      [...document.querySelectorAll('svg.chart')].map((svg) => ({
        id: svg.id,
        role: svg.getAttribute('role'),
        label: svg.getAttribute('aria-label') ?? '',
        // A table in the same section, or a <details> (with its summary in the tab order) that builds one.
        table: !!svg.closest('section')?.querySelector('table, details > summary'),
      })),
    );
    assert.equal(charts.length, 4, JSON.stringify(charts.map((c) => c.id)));
    for (const c of charts) {
      assert.equal(c.role, 'img', c.id);
      assert.ok(c.label.length > 30 && c.table, `${c.id}: ${JSON.stringify(c)}`);
    }
    const heatmap = await frame.evaluate(() => ({
      caption: document.querySelector('table#heatmap caption')?.textContent ?? '',
      cells: document.querySelectorAll('#heatmap button.cell').length,
      labelled: [...document.querySelectorAll('#heatmap button.cell')].filter((b) =>
        /\d\s?%/.test(b.getAttribute('aria-label') ?? ''),
      ).length,
    }));
    assert.ok(heatmap.caption.length > 10, 'the heatmap is a table with a caption');
    assert.equal(heatmap.labelled, heatmap.cells, 'every cell says its pair and its share');
  });

  it('after a solve a polite live region says the new answers, once', async function () {
    const { page } = ctx;
    const live = frame.locator('#announce');
    assert.equal(await live.getAttribute('aria-live'), 'polite');
    await frame.evaluate(() => document.getElementById('announce')?.replaceChildren());
    // Every change inside a live region from now on, by region.
    await frame.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.liveChanges = [];
      w.liveObserver = new MutationObserver((records) => {
        for (const r of records) {
          const node = r.target instanceof Element ? r.target : r.target.parentElement;
          const region = node?.closest('[aria-live], [role="status"], [role="alert"], [role="log"]');
          if (region && region.id !== 'busy') w.liveChanges.push(region.id || region.className);
        }
      });
      w.liveObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await frame.locator('#resolve-top').press('Enter');
    await until(async () => ((await live.textContent()) ?? '').length > 0, { what: 'the announcement' });
    await until(async () => (await frame.locator('#content[data-drawing]').count()) === 0, { what: 'the redraw' });
    await page.waitForTimeout(300);
    const changes = await frame.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.liveObserver.disconnect();
      return w.liveChanges;
    });
    assert.deepEqual(changes, ['announce'], 'one announcement, not one per section');
    assert.equal(await live.textContent(), 'Part 1: 739,785. Part 2: 444,356,092,776,315.');
  });
});

describe('Type', function () {
  it('at most four font strikes (size and weight) in everything the panel shows, each a multiple of the theme font size', async function () {
    const frame = await waitForAnswers(ctx.page, { part2: SAMPLE.part2 });
    /** The strikes of every text shown (every <details> open), as "size / theme size × weight", with --vscode-font-size set to `px`. */
    const strikes = (/** @type {string | null} */ px) =>
      frame.evaluate(async (size) => {
        const root = document.documentElement.style;
        const before = root.getPropertyValue('--vscode-font-size');
        if (size) root.setProperty('--vscode-font-size', size);
        const closed = [...document.querySelectorAll('details:not([open])')];
        closed.forEach((d) => /** @type {HTMLDetailsElement} */ (d).setAttribute('open', ''));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
        const theme = parseFloat(getComputedStyle(document.body).fontSize);
        const seen = new Map();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!n.textContent?.trim() || !el || el.getClientRects().length === 0) continue;
          const style = getComputedStyle(el);
          const key = `${Math.round((parseFloat(style.fontSize) / theme) * 100) / 100}×${style.fontWeight}`;
          if (!seen.has(key)) seen.set(key, `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
        }
        closed.forEach((d) => d.removeAttribute('open'));
        if (size) root.setProperty('--vscode-font-size', before);
        return { theme, strikes: Object.fromEntries([...seen].sort()) };
      }, px);
    const normal = await strikes(null);
    assert.ok(Object.keys(normal.strikes).length <= 4, JSON.stringify(normal));
    // Every size follows the theme's font size: the same multiples at another size.
    const larger = await strikes('19px');
    assert.equal(larger.theme, 19);
    assert.deepEqual(Object.keys(larger.strikes), Object.keys(normal.strikes), JSON.stringify({ normal, larger }));
  });
});
