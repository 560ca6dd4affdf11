// A damaged install: the panel's later script (dist/webview/later.js) is missing. The page still
// shows the answers from its first script, says in place of the other sections that it could not
// load them, and reports it in the console; with the file back, a reload draws everything again.
import fs from 'node:fs';
import path from 'node:path';
import { assert, ctx, h, palette, SAMPLE, solveWithLens, until, waitForAnswers } from './steps.mjs';

/** The installed extension's dist/webview folder. */
function installedWebviewDir() {
  const root = ctx.server?.extensionsDir ?? h.extensionsDir();
  const folder = fs.readdirSync(root).find((n) => n.startsWith('dirac-dice-team.dirac-dice-'));
  assert.ok(folder, `Dirac Dice is installed in ${root}`);
  return path.join(root, folder, 'dist', 'webview');
}

describe('A damaged install', function () {
  it('without later.js the answers still show, and the panel says it could not load the other sections', async function () {
    const { page } = ctx;
    await solveWithLens(page, 'input.txt');
    await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2 });
    const later = path.join(installedWebviewDir(), 'later.js');
    const moved = `${later}.moved`;
    fs.renameSync(later, moved);
    try {
      // The page reloads and redraws its saved view: its first script is inline, the later one 404s.
      await palette(page, 'Developer: Reload Webviews');
      const frame = await waitForAnswers(page, { part1: SAMPLE.part1, part2: SAMPLE.part2 });
      const seen = await frame.evaluate(() => ({
        failed: document.querySelector('#later-failed')?.textContent ?? null,
        heatmap: document.querySelector('#heatmap') !== null,
        sections: [...document.querySelectorAll('#content > section')].map((s) => s.id),
      }));
      assert.equal(seen.failed, 'The panel could not load its other sections (see the developer tools console).');
      assert.equal(seen.heatmap, false, 'no section of the later script');
      assert.ok(seen.sections.includes('section-answers'), seen.sections.join(', '));
      const errors = ctx.panelErrors.splice(0);
      assert.ok(
        errors.some((e) => /could not load .*later\.js/.test(e)),
        `the console says which file: ${errors.join(' | ')}`,
      );
    } finally {
      fs.renameSync(moved, later);
    }
    await palette(page, 'Developer: Reload Webviews');
    const frame = await waitForAnswers(page, { part2: SAMPLE.part2 });
    await until(async () => (await frame.locator('#heatmap').count()) === 1, {
      what: 'the heatmap, with later.js back',
    });
    assert.equal(await frame.locator('#later-failed').count(), 0);
  });
});
