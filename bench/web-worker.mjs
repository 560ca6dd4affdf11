#!/usr/bin/env node
// The web worker host's threads: the browser build's solver (dist/web/worker.js) in headless Chromium,
// spawned from a worker as VS Code's web worker extension host spawns it, solving a big request with
// its two solo games on one Web Worker ("one": the bundle sees no Worker constructor, as in a browser
// without nested workers) or on two (the solver's and a nested one), alternating, paired by round.
//   npm run bench:web -- [--targets 1000,1500,2000,2600] [--rounds N]   (1,000: below the threads' threshold, a control)
// Prints a table and writes test-output/bench-web.json (docs/figures.md quotes it).
import fs from 'node:fs';
import { cpus, loadavg } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { launchChromium, makeSandbox, ROOT } from '../scripts/vscode/env.mjs';

const { values } = parseArgs({
  options: { targets: { type: 'string', default: '1000,1500,2000,2600' }, rounds: { type: 'string', default: '8' } },
});
const { spread } = createRequire(import.meta.url)(path.join(ROOT, 'dist', 'bench-harness.js'));
const source = fs.readFileSync(path.join(ROOT, 'dist', 'web', 'worker.js'), 'utf8');
const server = http.createServer((_, res) => res.end('<!doctype html><title>web worker bench</title>')).listen(0);
const sandbox = makeSandbox('dirac-bench-web-');
const chrome = await launchChromium(sandbox);
const page = await (chrome.browser.contexts()[0] ?? (await chrome.browser.newContext())).newPage();
await page.goto(`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`);

/** One solve: its time in ms and its part 2 answer (the two kinds must agree). */
const solveOnce = (kind, diracTarget) =>
  page.evaluate(
    async ({ source, kind, diracTarget }) => {
      const prefix = kind === 'one' ? 'self.Worker = undefined;\n' : '';
      const solver = URL.createObjectURL(new Blob([prefix + source], { type: 'text/javascript' }));
      const host = `onmessage = ({ data }) => { const w = new Worker(data.solver); w.onmessage = (m) => postMessage(m.data); w.postMessage({ type: 'solve', request: data.request }); };`;
      const rules = {
        boardSize: 10,
        rollsPerTurn: 3,
        deterministicSides: 100,
        target: '1000',
        diracSides: 3,
        diracTarget,
      };
      const request = { positions: [4, 8], rules, strategy: 'per-player', compareAll: false, maxWork: 1e12 };
      const t0 = performance.now();
      const worker = new Worker(URL.createObjectURL(new Blob([host], { type: 'text/javascript' })));
      const reply = await new Promise((resolve) => {
        worker.onmessage = ({ data }) => resolve(data);
        worker.postMessage({ solver, request });
      });
      const ms = performance.now() - t0;
      worker.terminate();
      URL.revokeObjectURL(solver);
      return { ms, answer: reply.outcome?.result?.part2?.answer ?? `failed: ${reply.message}` };
    },
    { source, kind, diracTarget },
  );

const json = {
  startedAt: new Date().toISOString(),
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? '?',
  chromium: chrome.browser.version(),
  loadavgStart: loadavg(),
  rows: [],
};
console.log('| Dirac target | one worker (ms) | two workers (ms) | two / one, paired by round |\n|---|---|---|---|');
for (const target of values.targets.split(',').map(Number)) {
  const ms = { one: [], two: [] };
  for (let round = 0; round < Number(values.rounds); round++) {
    const answers = [];
    for (const kind of round % 2 ? ['two', 'one'] : ['one', 'two']) {
      const { ms: t, answer } = await solveOnce(kind, target);
      ms[kind].push(t);
      answers.push(answer);
    }
    if (answers[0] !== answers[1] || answers[0].startsWith('failed'))
      throw new Error(`target ${target}: ${answers.join(' / ')}`);
  }
  const cell = (xs) => spread(xs, (x) => x.toFixed(0));
  const ratios = spread(
    ms.two.map((t, i) => t / ms.one[i]),
    (x) => x.toFixed(2),
  );
  json.rows.push({ target, ...ms });
  console.log(`| ${target} | ${cell(ms.one)} | ${cell(ms.two)} | ${ratios} |`);
}
fs.mkdirSync(path.join(ROOT, 'test-output'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'test-output', 'bench-web.json'),
  `${JSON.stringify({ ...json, loadavgEnd: loadavg() }, null, 2)}\n`,
);
await chrome.close();
sandbox.cleanup();
server.close();
