// Faults and load in a real VS Code: a solver thread that dies, a file over the input limit, a burst
// of edits, many solves of one version. The extension must answer with a clear message and do each
// piece of work once (counted, not timed: how long a huge file or 10,000 solves take is a benchmark's).
import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { DiracDiceApi } from '../../src/extension/activate';
import type { SolveCommandResult } from '../../src/shared/protocol';
import { eventually, extensionApi, openUntitled, resetSettings, SAMPLE, setSetting, solve } from './helpers';

/**
 * Edits in the load test (100 before: 20 s of a CI run, past mocha's 30 s on a busy machine): each
 * still overlaps the solves of the ones before it, which is what its counts are about.
 */
const EDITS = 40;

suite('faults and load', () => {
  let api: DiracDiceApi;
  suiteSetup(async () => {
    api = await extensionApi();
  });
  teardown(() => resetSettings('diracTarget'));

  test('a solver thread killed part way: a clear message, no thread left, and the next solve works', async () => {
    await setSetting('diracTarget', 1500);
    const big = await openUntitled(SAMPLE);
    const pending = vscode.commands.executeCommand<SolveCommandResult>('diracDice.solve', big.document.uri);
    await eventually(() => (api.activeWorkers() === 1 ? true : undefined), 'the solver thread', 10_000);
    assert.equal(api.stopSolverThreads(), 1);
    const result = await pending;
    assert.equal(result.ok, false);
    if (!result.ok) assert.match(result.message, /could not solve .*solver worker stopped/);
    assert.equal(api.activeWorkers(), 0);
    await setSetting('diracTarget', undefined);
    const next = await solve(big.document.uri);
    assert.ok(next.ok && next.result.part2?.answer === '444356092776315', 'the next solve works');
  });

  test('a solver thread killed while the explorer makes its tables: the view says so, and no thread is left', async () => {
    await setSetting('diracTarget', 84); // the largest the memo takes, heavy: its tables are made on a thread
    await openUntitled(SAMPLE);
    const pending = vscode.commands.executeCommand<string | undefined>('diracDice.explore');
    await eventually(() => (api.activeWorkers() === 1 ? true : undefined), 'the solver thread', 10_000);
    assert.equal(api.stopSolverThreads(), 1);
    assert.match((await pending) ?? '', /could not be explored: .*solver worker stopped/);
    assert.equal(api.activeWorkers(), 0);
  });

  test('a file over the input limit: one diagnostic saying it is too large', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dirac-big-'));
    try {
      const file = join(dir, 'huge-input.log');
      writeFileSync(file, SAMPLE + ' '.repeat(1_100_000));
      const uri = vscode.Uri.file(file);
      await vscode.workspace.openTextDocument(uri);
      const diagnostics = await eventually(() => {
        const found = vscode.languages.getDiagnostics(uri);
        return found.length > 0 ? found : undefined;
      }, 'the too-large diagnostic');
      assert.equal(diagnostics.length, 1);
      assert.equal(diagnostics[0]?.code, 'input-too-large');
      assert.match(diagnostics[0]?.message ?? '', /limit is 1,000,000/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('40 edits as fast as VS Code takes them, each followed by Solve: at most one parse and one editor solve per version, and the panel ends on the last one', async () => {
    const editor = await openUntitled(SAMPLE);
    const doc = editor.document;
    const before = api.cacheCounts();
    const runs: Thenable<SolveCommandResult>[] = [];
    for (let i = 0; i < EDITS; i++) {
      // Each edit as soon as VS Code takes it (VS Code refuses overlapping edits of one document);
      // the solves are not awaited, so they overlap the edits as when someone types while solving.
      const edit = new vscode.WorkspaceEdit();
      edit.replace(doc.uri, new vscode.Range(1, 28, 1, 40), String((i % 10) + 1));
      assert.ok(await vscode.workspace.applyEdit(edit));
      runs.push(vscode.commands.executeCommand<SolveCommandResult>('diracDice.solve', doc.uri));
    }
    const results = await Promise.all(runs);
    const after = api.cacheCounts();
    const versions = new Set(results.map((r) => r.source?.version)).size;
    const parses = after.parses - before.parses;
    const solves = after.solves - before.solves;
    console.log(`      ${EDITS} edits: ${versions} versions solved, ${parses} parses, ${solves} editor solves`);
    assert.ok(parses <= EDITS + 1 && solves <= EDITS + 1, 'at most one parse and one editor solve per version');
    assert.equal(doc.version, results.at(-1)?.source?.version ?? 0, 'the last solve saw the last edit');
    const shown = await eventually(() => {
      const s = api.shown();
      return s?.version === doc.version ? s : undefined;
    }, 'the panel on the last version');
    const last = results.at(-1);
    assert.ok(last?.ok);
    assert.equal(shown.part2, last.result.part2?.answer);
  });

  test('200 solves of one version through the command API: one parse and one editor solve, the rest from the cache', async () => {
    const editor = await openUntitled(SAMPLE);
    const before = api.cacheCounts();
    for (let i = 0; i < 200; i++) {
      const result = await solve(editor.document.uri);
      assert.ok(result.ok && result.result.part2?.answer === '444356092776315');
    }
    const after = api.cacheCounts();
    assert.ok(after.parses - before.parses <= 1, `${after.parses - before.parses} parses`);
    assert.ok(after.solves - before.solves <= 1, `${after.solves - before.solves} editor solves`);
    assert.equal(api.activeWorkers(), 0);
  });
});
