#!/usr/bin/env node
// The panel page's own render time, without VS Code: headless Chromium (playwright-core,
// /usr/bin/chromium) loads dist/webview/panel.js + panel.css in a static page with a stub
// acquireVsCodeApi, posts a model (the sample, 4 and 8) and then a second one (4 and 9), and
// measures from the post: the message handler's time, the part 2 answer painted (the frame after
// it exists), and every section drawn (the DOM quiet). Until `npm run bench:ui` measures the
// whole path in code-server, this is the page's share of it.
//   node esbuild.mjs && node scripts/panel-render.mjs [runs=15] [cpuThrottle=1]
/* global document, window, requestAnimationFrame, MutationObserver -- page.evaluate runs in the page */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 15);
const throttle = Number(process.argv[3] ?? 1);

const require = createRequire(import.meta.url);
require(path.join(ROOT, 'test/unit/register.cjs'));
const { solveForPanel } = require(path.join(ROOT, 'src/app/panelSolve.ts'));
const { rulesToJson, DEFAULT_RULES } = require(path.join(ROOT, 'src/core/index.ts'));
const model = (positions) => {
  const source = { uri: 'file:///bench/input.txt', label: 'input.txt', version: 1 };
  const request = { source, positions, rules: rulesToJson(DEFAULT_RULES), rulesOrigin: 'settings' };
  const out = solveForPanel({ ...request, strategy: 'memo', compareAll: false, maxWork: 1e12 });
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.model;
};
const models = [model([4, 8]), model([4, 9])];

const dir = mkdtempSync(path.join(os.tmpdir(), 'dirac-panel-render-'));
const dist = pathToFileURL(path.join(ROOT, 'dist/webview/')).href;
writeFileSync(
  path.join(dir, 'page.html'),
  `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><link rel="stylesheet" href="${dist}panel.css"></head>
<body><main id="app"></main><script>
window.acquireVsCodeApi = () => ({ postMessage() {}, getState() {}, setState() {} });
</script><script src="${dist}panel.js"></script></body></html>`,
);

/** In the page: post the model, then wait for the answer's frame and for the DOM to go quiet. */
const measure = (page, m, id) =>
  page.evaluate(
    async ([m, id]) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      const task = () => new Promise((r) => setTimeout(r, 0));
      await frame();
      await task();
      let last = performance.now();
      const quiet = new MutationObserver(() => (last = performance.now()));
      quiet.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      const t0 = performance.now();
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'model', model: m, id } }));
      const handler = performance.now() - t0;
      let answer = NaN;
      for (let i = 0; i < 200 && Number.isNaN(answer); i++) {
        await frame();
        if (document.querySelector('#part2-answer')) {
          await task();
          answer = performance.now() - t0;
        }
      }
      while (performance.now() - last < 300) await new Promise((r) => setTimeout(r, 50));
      quiet.disconnect();
      return { handler, answer, all: last - t0 };
    },
    [m, id],
  );

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});
const times = { cold: [], warm: [] };
for (let i = 0; i < runs; i++) {
  const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.goto(pathToFileURL(path.join(dir, 'page.html')).href);
  times.cold.push(await measure(page, models[0], 'bench-1'));
  times.warm.push(await measure(page, models[1], 'bench-2'));
  await page.close();
}
await browser.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
console.log(`panel render, ${runs} runs, CPU throttle ${throttle}x (ms from the post, medians)`);
for (const [name, list] of Object.entries(times)) {
  const col = (k) => median(list.map((x) => x[k]));
  console.log(
    `${name}: handler ${col('handler')} | part 2 answer painted ${col('answer')} | all sections ${col('all')}`,
  );
}
