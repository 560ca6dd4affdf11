// Text from the workspace (file contents, file names) that looks like HTML stays text.
import fs from 'node:fs';
import path from 'node:path';
import {
  assert,
  clearNotifications,
  ctx,
  h,
  MARKUP_NAME,
  notificationTexts,
  panelFrame,
  SAMPLE,
  solveWithLens,
  until,
  waitForAnswers,
} from './steps.mjs';

/** Elements injected from the markup, anywhere in this frame's document. @param {import('playwright-core').Frame} frame */
const injected = (frame) =>
  frame.evaluate(() => ({
    imgs: [...document.querySelectorAll('img')].filter(
      (i) => i.getAttribute('src') === 'x' || i.hasAttribute('onerror'),
    ).length,
    scripts: [...document.querySelectorAll('script')].filter((s) => /alert\(1\)/.test(s.textContent ?? '')).length,
  }));

describe('Markup stays text', function () {
  it("markup.txt: its lines appear literally in the panel's problems and the notification, nothing is injected", async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt'); // the panel exists, so it shows the problems view
    await waitForAnswers(page, { part2: SAMPLE.part2 });
    await clearNotifications(page);

    await solveWithLens(page, 'markup.txt');
    const frame = await panelFrame(page);
    await until(async () => (await frame.locator('#problems li').count()) === 2, { what: 'two problems in the panel' });
    const items = await frame.locator('#problems li').allTextContents();
    assert.equal(
      items[0],
      "Line 3, column 1: expected 'Player N starting position: P', found '<img src=x onerror=alert(1)>'",
    );
    assert.equal(
      items[1],
      "Line 4, column 1: expected 'Player N starting position: P', found '<script>alert(1)</script>'",
    );
    assert.equal(await frame.locator('#source').innerText(), 'markup.txt');
    assert.deepEqual(await injected(frame), { imgs: 0, scripts: 0 });
    // The page's one script sits inline under the nonce (from dist/webview/panel.js if the host had
    // not read it yet); no other script comes from a file (VS Code adds its own inline API script).
    await until(async () => (await frame.locator('#content[data-drawing]').count()) === 0, { what: 'every section' });
    const scripts = await frame.$$eval('script[src]', (s) => s.map((e) => e.getAttribute('src') ?? ''));
    assert.ok(scripts.length <= 1, scripts.join(', '));
    for (const src of scripts) assert.match(src, /dist\/webview\/panel\.js$/);

    // The workbench's error notification shows the text literally too.
    const note = await until(
      async () => (await notificationTexts(page)).find((t) => t.startsWith('markup.txt is not a Dirac Dice input')),
      { what: 'the error notification' },
    );
    assert.ok(note.includes("found '<img src=x onerror=alert(1)>'"), note);
    assert.deepEqual(await injected(page.mainFrame()), { imgs: 0, scripts: 0 });
    await clearNotifications(page);
    assert.deepEqual(ctx.dialogs, [], 'no dialog');
  });

  it('a file named like an <img onerror> tag: the name is shown as text in the panel and tab', async function () {
    if (!fs.existsSync(path.join(ctx.workspace, MARKUP_NAME))) this.skip();
    const { page } = ctx;
    await solveWithLens(page, MARKUP_NAME);
    const frame = await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2, source: MARKUP_NAME });
    assert.equal(await frame.locator('#source').evaluate((el) => el.children.length), 0, '#source holds only text');
    assert.ok(
      await page.locator('.part.editor .tab', { hasText: MARKUP_NAME }).first().isVisible(),
      'the tab shows the name',
    );
    for (const f of page.frames()) {
      if (f.isDetached()) continue;
      const found = await injected(f).catch(() => null);
      if (found) assert.deepEqual(found, { imgs: 0, scripts: 0 }, `frame ${f.url().slice(0, 80)}`);
    }
    // Give a would-be onerror handler a moment to fire before the dialog check (root afterEach).
    await page.waitForTimeout(300);
    assert.deepEqual(ctx.dialogs, [], 'no dialog');
    await h.waitForCodeLens(page, 'Part 1: 739,785', { click: false });
  });

  it("the panel runs under the strict CSP: nothing by default, only the nonce'd script and style", async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt');
    const frame = await waitForAnswers(page, { part2: SAMPLE.part2 });
    const { csp, nonces, styleNonces } = await frame.evaluate(() => ({
      csp: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
      // The page's script, inline or from its file: the script that is not VS Code's API script.
      nonces: [...document.querySelectorAll('script')]
        .filter((s) => s.hasAttribute('src') || /Dirac Dice panel/.test(s.textContent ?? ''))
        .map((s) => /** @type {HTMLScriptElement} */ (s).nonce),
      styleNonces: [...document.querySelectorAll('style')]
        .filter((s) => /\.chart-box\b/.test(s.textContent ?? ''))
        .map((s) => /** @type {HTMLStyleElement} */ (s).nonce),
    }));
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    assert.deepEqual(directives.get('default-src'), ["'none'"], csp);
    const scriptSrc = directives.get('script-src') ?? [];
    assert.equal(scriptSrc.length, 1, csp);
    assert.match(scriptSrc[0] ?? '', /^'nonce-[0-9a-f]{32}'$/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|unsafe-hashes/);
    const nonce = (scriptSrc[0] ?? '').slice(7, -1);
    assert.deepEqual(nonces, [nonce], 'the script carries the nonce of the policy');
    // Styles: the extension's files (VS Code's webview.cspSource: in code-server 'self' and its
    // resource host, a wildcard VS Code chooses, not the extension), or the inline bundle under the
    // same nonce; nothing else. Images and fonts: the same files only.
    const styleSrc = directives.get('style-src') ?? [];
    assert.equal(styleSrc.at(-1), `'nonce-${nonce}'`, csp);
    const cspSource = styleSrc.slice(0, -1);
    assert.ok(cspSource.length >= 1 && cspSource.every((s) => /^'self'$|^https?:\/\/|^vscode-/.test(s)), csp);
    assert.deepEqual(directives.get('img-src'), cspSource, csp);
    assert.deepEqual(directives.get('font-src'), cspSource, csp);
    assert.ok(styleNonces.every((n) => n === nonce) && styleNonces.length <= 1, JSON.stringify(styleNonces));
  });
});
