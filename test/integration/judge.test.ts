import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { solve } from '../../src/core';
import { formatInput } from '../../src/core/parse';
import { judgeCases } from '../../src/core/judge';
import type { JudgeRecord } from '../../src/extension/judgeRun';
import { EXTENSION_ID, eventually, extensionApi, openFile, resetSettings, setSetting, workspaceFile } from './helpers';

/** A learner's program of test/fixtures/judge (read when a test runs: npm run figures loads this file with a stub of vscode). */
const fixture = (name: string) =>
  path.join(vscode.extensions.getExtension(EXTENSION_ID)?.extensionPath ?? '', 'test/fixtures/judge', name);
const solution = (mode: string) => `node "${fixture('solve.js')}" ${mode} {input}`;
/** A program that prints the sample's answers whatever its input (echo: a process that costs nothing). */
const SAMPLE_ONLY = 'echo 739785 444356092776315';
/** The parts a run reported (with the verdict given), sorted, as one string. */
const ids = (run: JudgeRecord, verdict?: string) =>
  String(
    Object.keys(run.states)
      .filter((id) => !verdict || run.states[id] === verdict)
      .sort(),
  );
/** The workbench's group of Run profiles (its TestRunProfileBitset: 2, where the API's kind is 1). */
const RUN = 2;
/** A test item's id in the workbench: the controller's, then each item's down the tree. */
const testId = (...ids: string[]) => ['diracDice', ...ids].join('\0');
/** Pairs in which player 2 wins in more universes (a program that prints player 1's count is wrong there). */
const PLAYER2 = judgeCases('pairs')
  .filter((c) => solve(c.input).part2?.winner === 2)
  .slice(0, 2)
  .map((c) => c.id);
/** The processes running the fixture `name` now. */
const running = (name: string) =>
  spawnSync('pgrep', ['-f', name], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

/** The next run to end after `last` (the Testing view's commands return before their run ends). */
async function nextRun(last: JudgeRecord | undefined): Promise<JudgeRecord> {
  const api = await extensionApi();
  return eventually(() => ((r) => (r && r !== last && r.done ? r : undefined))(api.judged()), 'a judge run', 60_000);
}

/** Judge My Solution (every case), or the Testing view's Run on the items given. */
async function judge(command: string, ...items: string[]): Promise<JudgeRecord> {
  await setSetting('judge.command', command);
  const last = (await extensionApi()).judged();
  if (items.length === 0) await vscode.commands.executeCommand('diracDice.judge');
  else await vscode.commands.executeCommand('vscode.runTestsById', RUN, ...items);
  return nextRun(last);
}

suite('Judge My Solution, in the Testing view', function () {
  this.timeout(120_000); // a case is a process: about 1 s each on a busy machine
  suiteSetup(() => openFile('input.txt'));
  suiteTeardown(() => resetSettings('judge.command', 'judge.timeout'));

  test("every case, both parts: a program right on the sample only; a wrong pair's message never has the answer", async () => {
    const record = await judge(SAMPLE_ONLY);
    assert.equal(ids(record).split(',').length, 2 * 102, 'your input, the sample and 100 pairs');
    assert.equal(ids(record, 'passed'), 'pair-4-8/1,pair-4-8/2,sample/1,sample/2,yours/1,yours/2');
    assert.match(record.summary[0] ?? '', /^3 of 102 cases passed/);
    for (const id of ['pair-1-1/2', 'pair-10-10/1']) {
      const message = record.messages[id] ?? '';
      const [p1 = 0, p2 = 0] = id.split(/[-/]/).slice(1, 3).map(Number);
      const { part1, part2 } = solve(formatInput([p1, p2]));
      assert.match(message, /^\*\*Wrong answer\*\*: part [12]: \d+ is not the answer: too (high|low)/, message);
      assert.ok(message.includes(`(command:diracDice.judge.openInput?${encodeURIComponent(`[[${p1},${p2}]]`)})`));
      for (const answer of [part1?.answer ?? '?', part2?.answer ?? '?'])
        for (const shown of [answer, BigInt(answer).toLocaleString('en-US')])
          assert.ok(!message.includes(shown), message);
    }
  });

  test('a right program passes; a wrong part 2 names the known mistake, and the summary its pattern', async () => {
    const right = await judge(solution('right'), testId('yours'), testId('sample'), testId('pairs', 'pair-10-10'));
    assert.equal(ids(right, 'passed'), 'pair-10-10/1,pair-10-10/2,sample/1,sample/2,yours/1,yours/2');
    const wrong = await judge(solution('p1'), testId('sample'), ...PLAYER2.map((id) => testId('pairs', id)));
    assert.equal(ids(wrong, 'wrong'), String(PLAYER2.map((id) => `${id}/2`)));
    assert.match(wrong.messages[`${PLAYER2[0]}/2`] ?? '', /too low\n\n- .*player/);
    assert.match(
      wrong.summary.join('\n'),
      new RegExp(`On all ${PLAYER2.length} failing cases your part 2 is the same known mistake`),
    );
  });

  test('Rerun Failed Tests judges the failed parts again, and only them', async () => {
    await vscode.commands.executeCommand('testing.clearTestResults'); // the failures of earlier runs would be run again too
    const last = await judge(solution('crash'), testId('sample'), testId('pairs', 'pair-10-1')); // crashes on space 10
    assert.equal(ids(last, 'crashed'), 'pair-10-1/1,pair-10-1/2');
    assert.equal(ids(last, 'passed'), 'sample/1,sample/2');
    await vscode.commands.executeCommand('testing.reRunFailTests');
    assert.equal(ids(await nextRun(last)), 'pair-10-1/1,pair-10-1/2');
  });

  test('Cancel ends a run at once: its program (which ignores SIGTERM) is ended, no case waits for its timeout', async () => {
    await setSetting('judge.timeout', 600);
    const before = running('stubborn.js'); // (one left by a killed window of another run may be running)
    const judging = judge(`node "${fixture('stubborn.js')}"`, testId('sample'));
    const started = () => running('stubborn.js').filter((pid) => !before.includes(pid));
    const pids = await eventually(() => (started().length > 0 ? started() : undefined), 'the program to start', 30_000);
    await vscode.commands.executeCommand('testing.cancelRun');
    assert.equal(ids(await judging, 'timeout'), '');
    assert.deepEqual(
      running('stubborn.js').filter((pid) => pids.includes(pid)),
      [],
      'no process of the program is left',
    );
    await setSetting('judge.timeout', undefined);
  });

  test("continuous run on one case (the tree's Turn on Continuous Run): saving a file of the workspace judges that case again, and only it", async () => {
    await setSetting('judge.command', SAMPLE_ONLY);
    const last = (await extensionApi()).judged();
    // The tree item's action, as a person clicks it (the workbench passes the row: its test's id).
    await vscode.commands.executeCommand('testing.toggleContinuousRunForTest', {
      test: { item: { extId: testId('sample') } },
    });
    const file = workspaceFile('judge-save.txt');
    await vscode.workspace.fs.writeFile(file, new TextEncoder().encode('a\n'));
    try {
      const doc = await vscode.workspace.openTextDocument(file);
      const editor = await vscode.window.showTextDocument(doc);
      await editor.edit((e) => e.insert(new vscode.Position(0, 0), 'b'));
      await doc.save();
      const again = await nextRun(last);
      assert.equal(ids(again), 'sample/1,sample/2');
      assert.equal(ids(again, 'passed'), 'sample/1,sample/2');
    } finally {
      await vscode.commands.executeCommand('testing.stopContinuousRun');
      await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
      await vscode.workspace.fs.delete(file);
    }
  });
});
