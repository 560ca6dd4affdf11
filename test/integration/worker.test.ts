import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { DiracDiceApi } from '../../src/extension/activate';
import type { SolveCommandResult } from '../../src/shared/protocol';
import {
  eventually,
  extensionApi,
  lensTitlesWhen,
  openUntitled,
  resetSettings,
  SAMPLE,
  setSetting,
  solve,
} from './helpers';

suite('big requests run off the extension host thread', () => {
  let api: DiracDiceApi;
  suiteSetup(async () => {
    api = await extensionApi();
  });
  teardown(() => resetSettings('diracTarget'));

  test('while a big variant computes, the sample still answers at once; then the big one finishes exactly', async () => {
    // Over a second of work even on two threads; a machine so busy that the sample's request cannot be
    // sent before the big one ends tells nothing, and the next, bigger, target is tried. A host that
    // waited for the big solve would answer the sample after it at every size.
    const small = await openUntitled(SAMPLE);
    for (const target of [1500, 2500]) {
      await setSetting('diracTarget', target);
      const big = await openUntitled(SAMPLE);
      const pending = vscode.commands.executeCommand<SolveCommandResult>('diracDice.solve', big.document.uri);
      await eventually(() => (api.activeWorkers() === 1 ? true : undefined), 'the big solve to run in a worker');
      await setSetting('diracTarget', undefined);
      const sent = api.activeWorkers() === 1; // the sample's request goes out while the big one runs
      const quick = solve(small.document.uri);
      const first = await Promise.race([quick.then(() => 'sample'), pending.then(() => 'big')]);
      const [answered, result] = await Promise.all([quick, pending]);
      assert.ok(answered.ok && answered.result.part2?.answer === '444356092776315');
      assert.ok(result.ok, 'the big variant finishes');
      assert.equal(result.result.rules.diracTarget, target);
      assert.ok((result.result.part2?.answer.length ?? 0) > 1000, 'an exact count of over a thousand digits');
      assert.equal(api.activeWorkers(), 0, 'no worker left');
      if (sent && first === 'sample') return; // answered while the big one still ran: it did not wait for it
    }
    assert.fail('the sample was answered after the big solve at every size: it waited for it');
  });

  test('Cancel Solve stops a big solve promptly and leaves no worker behind', async () => {
    await setSetting('diracTarget', 1500);
    const big = await openUntitled(SAMPLE);
    const pending = vscode.commands.executeCommand<SolveCommandResult>('diracDice.solve', big.document.uri);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(api.activeWorkers(), 1);
    assert.equal(await vscode.commands.executeCommand('diracDice.cancel'), 1);
    const result = await pending;
    assert.equal(result.ok, false);
    if (!result.ok) assert.match(result.message, /cancelled/);
    assert.equal(api.activeWorkers(), 0);
  });
});

suite('limits', () => {
  teardown(() => resetSettings('diracTarget', 'maxWork', 'strategy'));

  test('a request over the work limit is refused before it starts, naming the setting', async () => {
    await setSetting('diracTarget', 5000);
    const editor = await openUntitled(SAMPLE);
    const result = await solve(editor.document.uri);
    assert.equal(result.ok, false);
    if (!result.ok) {
      assert.equal(result.problems[0]?.code, 'too-expensive');
      assert.match(result.message, /diracDice\.maxWork/);
    }
    // Its CodeLens points at no problem of the text: there is none.
    const titles = await lensTitlesWhen(editor.document.uri, (t) => t.length >= 2);
    assert.ok(titles.length >= 2 && !titles.some((t) => /problem/.test(t)), titles.join(' | '));
  });

  test('a request the memo refuses (Dirac target 1,200) is refused before any thread starts', async () => {
    const api = await extensionApi();
    await setSetting('diracTarget', 1200);
    await setSetting('strategy', 'memo');
    const editor = await openUntitled(SAMPLE);
    let threads = 0; // the most solver threads at once while it runs (it was one, for seconds)
    const watch = setInterval(() => (threads = Math.max(threads, api.activeWorkers())), 1);
    const t0 = performance.now();
    const result = await solve(editor.document.uri);
    clearInterval(watch);
    console.log(`      refused in ${(performance.now() - t0).toFixed(1)} ms`); // a figure, not an assert
    assert.deepEqual([result.ok, threads], [false, 0]);
    if (!result.ok)
      assert.match(result.message, /the memo strategy would index 1\.44e\+8 states; its limit is 5,000,000/);
  });

  test('raising diracDice.maxWork lets a refused request run', async () => {
    await setSetting('diracTarget', 100);
    await setSetting('maxWork', 1000);
    const editor = await openUntitled(SAMPLE);
    assert.equal((await solve(editor.document.uri)).ok, false);
    await setSetting('maxWork', 1e9);
    const result = await solve(editor.document.uri);
    assert.ok(result.ok && result.result.rules.diracTarget === 100);
  });
});
