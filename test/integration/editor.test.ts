import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
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

suite('editor features and settings', () => {
  teardown(() => resetSettings('diracTarget', 'boardSize', 'solveAhead'));

  test('diagnostics mark a broken input as you type and clear when fixed', async () => {
    const editor = await openUntitled(SAMPLE);
    const uri = editor.document.uri;
    await editor.edit((e) => e.replace(new vscode.Range(1, 28, 1, 29), '42'));
    const diags = await eventually(() => {
      const d = vscode.languages.getDiagnostics(uri);
      return d.length > 0 ? d : undefined;
    }, 'a diagnostic');
    assert.equal(diags.length, 1);
    assert.equal(diags[0]?.range.start.line, 1);
    assert.equal(diags[0]?.range.start.character, 28);
    assert.equal(diags[0]?.range.end.character, 30);
    assert.match(diags[0]?.message ?? '', /not on the board/);
    await editor.edit((e) => e.replace(new vscode.Range(1, 28, 1, 30), '8'));
    await eventually(
      () => (vscode.languages.getDiagnostics(uri).length === 0 ? true : undefined),
      'diagnostics cleared',
    );
  });

  test('rules come from the settings', async () => {
    await setSetting('diracTarget', 10);
    const editor = await openUntitled(SAMPLE);
    const result = await solve(editor.document.uri);
    assert.ok(result.ok);
    assert.equal(result.result.rules.diracTarget, 10);
    assert.notEqual(result.result.part2?.answer, '444356092776315');
  });

  test('an invalid setting falls back to the default', async () => {
    await setSetting('boardSize', 0);
    const editor = await openUntitled(SAMPLE);
    const result = await solve(editor.document.uri);
    assert.ok(result.ok);
    assert.equal(result.result.rules.boardSize, 10);
    assert.equal(result.result.part1?.answer, '739785');
  });

  test('CodeLens shows the number of problems on a broken input', async () => {
    const editor = await openUntitled('Player 1 starting position: 4\nPlayer 2 starting position: x\n');
    const titles = await lensTitlesWhen(editor.document.uri, (t) => t.length >= 2);
    assert.equal(titles[0], 'Solve');
    assert.ok(
      titles.some((t) => /1 problem/.test(t)),
      titles.join(' | '),
    );
  });

  test('the active puzzle input is solved ahead once typing pauses, and Solve answers from it; diracDice.solveAhead off stops it', async () => {
    const api = await extensionApi();
    const start = api.solveAheadCounts();
    const editor = await openUntitled('Player 1 starting position: 4\nPlayer 2 starting position: 7\n');
    await eventually(
      () => (api.solveAheadCounts().started > start.started ? true : undefined),
      'a solve ahead of the active input',
    );
    const first = await solve();
    assert.ok(first.ok);
    assert.equal(first.source?.uri, editor.document.uri.toString());
    assert.equal(api.solveAheadCounts().used, start.used + 1, 'Solve took the answer solved ahead');
    assert.equal(api.shown()?.part2, first.result.part2?.answer);

    // Typing in it (now the panel's document too): solved ahead again, for the new version.
    await editor.edit((e) => e.replace(new vscode.Range(1, 28, 1, 29), '8'));
    await eventually(
      () => (api.solveAheadCounts().started > start.started + 1 ? true : undefined),
      'a solve ahead after the edit',
    );
    const second = await solve();
    assert.ok(second.ok);
    assert.equal(second.source?.version, editor.document.version);
    assert.equal(second.result.part2?.answer, '444356092776315', 'the edited input is the sample');
    assert.equal(api.solveAheadCounts().used, start.used + 2);

    // Off: neither a newly active input nor an edit of the panel's document is solved unasked.
    await setSetting('solveAhead', false);
    const off = api.solveAheadCounts();
    const other = await openUntitled('Player 1 starting position: 1\nPlayer 2 starting position: 2\n');
    await other.edit((e) => e.replace(new vscode.Range(1, 28, 1, 29), '5'));
    await new Promise((r) => setTimeout(r, 1000)); // more than three times the 300 ms pause
    assert.deepEqual(api.solveAheadCounts(), off, 'nothing solved ahead with the setting off');
    const third = await solve();
    assert.ok(third.ok);
    assert.deepEqual(api.solveAheadCounts(), off, 'Solve solved it itself');
  });
});
