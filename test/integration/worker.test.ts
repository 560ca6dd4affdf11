import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { DiracDiceApi } from '../../src/extension/activate';
import type { SolveCommandResult } from '../../src/shared/protocol';
import { closeAll, extensionApi, openUntitled, solve } from './helpers';

const SAMPLE = 'Player 1 starting position: 4\nPlayer 2 starting position: 8\n';

suite('big requests run off the extension host thread', () => {
  let api: DiracDiceApi;
  suiteSetup(async () => {
    api = await extensionApi();
  });
  teardown(async () => {
    await vscode.workspace
      .getConfiguration('diracDice')
      .update('diracTarget', undefined, vscode.ConfigurationTarget.Global);
    await closeAll();
  });

  test('while a big variant computes, the sample still answers at once; then the big one finishes exactly', async () => {
    // 2,000: seconds of work even on two threads, so the sample's answer comes first by a wide margin.
    await vscode.workspace.getConfiguration('diracDice').update('diracTarget', 2000, vscode.ConfigurationTarget.Global);
    const big = await openUntitled(SAMPLE);
    const pending = vscode.commands.executeCommand<SolveCommandResult>('diracDice.solve', big.document.uri);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(api.activeWorkers(), 1, 'the big solve runs in a worker');
    await vscode.workspace
      .getConfiguration('diracDice')
      .update('diracTarget', undefined, vscode.ConfigurationTarget.Global);
    const small = await openUntitled(SAMPLE);
    const quick = await solve(small.document.uri);
    assert.ok(quick.ok && quick.result.part2?.answer === '444356092776315');
    // Answered while the big one still runs: it did not wait for it.
    assert.equal(api.activeWorkers(), 1, 'the big solve is still running');
    const result = await pending;
    assert.ok(result.ok, 'the big variant finishes');
    assert.equal(result.result.rules.diracTarget, 2000);
    assert.ok((result.result.part2?.answer.length ?? 0) > 300, 'an exact count of hundreds of digits');
    assert.equal(api.activeWorkers(), 0, 'no worker left');
  });

  test('Cancel Solve stops a big solve promptly and leaves no worker behind', async () => {
    await vscode.workspace.getConfiguration('diracDice').update('diracTarget', 1500, vscode.ConfigurationTarget.Global);
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
  teardown(async () => {
    await vscode.workspace
      .getConfiguration('diracDice')
      .update('diracTarget', undefined, vscode.ConfigurationTarget.Global);
    await vscode.workspace
      .getConfiguration('diracDice')
      .update('maxWork', undefined, vscode.ConfigurationTarget.Global);
    await closeAll();
  });

  test('a request over the work limit is refused before it starts, naming the setting', async () => {
    await vscode.workspace.getConfiguration('diracDice').update('diracTarget', 5000, vscode.ConfigurationTarget.Global);
    const editor = await openUntitled(SAMPLE);
    const result = await solve(editor.document.uri);
    assert.equal(result.ok, false);
    if (!result.ok) {
      assert.equal(result.problems[0]?.code, 'too-expensive');
      assert.match(result.message, /diracDice\.maxWork/);
    }
  });

  test('raising diracDice.maxWork lets a refused request run', async () => {
    await vscode.workspace.getConfiguration('diracDice').update('diracTarget', 100, vscode.ConfigurationTarget.Global);
    await vscode.workspace.getConfiguration('diracDice').update('maxWork', 1000, vscode.ConfigurationTarget.Global);
    const editor = await openUntitled(SAMPLE);
    assert.equal((await solve(editor.document.uri)).ok, false);
    await vscode.workspace.getConfiguration('diracDice').update('maxWork', 1e9, vscode.ConfigurationTarget.Global);
    const result = await solve(editor.document.uri);
    assert.ok(result.ok && result.result.rules.diracTarget === 100);
  });
});
