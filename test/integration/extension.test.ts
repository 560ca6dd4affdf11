import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAll, EXTENSION_ID, lensTitles, openFile, openUntitled, SAMPLE, solve, workspaceFile } from './helpers';

suite('extension in a real VS Code', () => {
  suiteSetup(async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, `${EXTENSION_ID} is installed in the extension host`);
    await ext.activate();
  });
  teardown(closeAll);

  test('registers its commands', async () => {
    const commands = await vscode.commands.getCommands(true);
    for (const id of [
      'diracDice.solve',
      'diracDice.copyPart1',
      'diracDice.copyPart2',
      'diracDice.openSample',
      'diracDice.showPanel',
    ]) {
      assert.ok(commands.includes(id), `${id} is registered`);
    }
  });

  test('the CodeLens appears on a puzzle input, with both answers', async () => {
    const titles = await lensTitles(workspaceFile('input.txt'));
    assert.equal(titles[0], 'Solve');
    assert.ok(
      titles.some((t) => t.startsWith('Part 1: ') && t.slice(8).replace(/\D/g, '') === '739785'),
      titles.join(' | '),
    );
    assert.ok(
      titles.some((t) => t.startsWith('Part 2: ') && t.slice(8).replace(/\D/g, '') === '444356092776315'),
      titles.join(' | '),
    );
  });

  test('the CodeLens finds inputs by content, whatever the file name, and in untitled documents', async () => {
    assert.equal((await lensTitles(workspaceFile('scala-notes.log')))[0], 'Solve');
    const editor = await openUntitled('Player 1 starting position: 10\nPlayer 2 starting position: 4\n');
    assert.equal((await lensTitles(editor.document.uri))[0], 'Solve');
  });

  test('no CodeLens on other files', async () => {
    assert.deepEqual(await lensTitles(workspaceFile('notes.txt')), []);
  });

  test('solving the seed inputs gives the known numbers', async () => {
    const cases: [string, string, string, string][] = [
      ['input.txt', '739785', '444356092776315', '341960390180808'],
      ['clojure-seed.txt', '908091', '190897246590017', ''],
      ['scala-notes.log', '855624', '187451244607486', ''],
    ];
    for (const [file, part1, part2, p2wins] of cases) {
      const result = await solve(workspaceFile(file));
      assert.ok(result.ok, `${file} solves`);
      assert.equal(result.result.part1?.answer, part1, file);
      assert.equal(result.result.part2?.answer, part2, file);
      if (p2wins) assert.equal(result.result.part2?.wins[1], p2wins);
      assert.ok((result.result.part2?.memo?.entries ?? 0) > 0, 'memo size reported');
    }
  });

  test('the command reads the active editor, unsaved changes included', async () => {
    // An untitled document: the suite never edits the fixture files.
    const editor = await openUntitled(SAMPLE);
    assert.equal((await solve()).ok && (await solve()).ok, true);
    await editor.edit((e) => e.replace(new vscode.Range(1, 28, 1, 29), '4'));
    const result = await solve();
    assert.ok(result.ok);
    assert.deepEqual(result.result.players, [4, 4]);
    assert.notEqual(result.result.part1?.answer, '739785');
  });

  test('three players are solved too', async () => {
    const result = await solve(workspaceFile('three-players.txt'));
    assert.ok(result.ok);
    assert.equal(result.result.part2?.wins.length, 3);
  });

  test('a broken input gives its problems with lines and columns', async () => {
    const result = await solve(workspaceFile('broken.txt'));
    assert.equal(result.ok, false);
    if (result.ok) return;
    const codes = result.problems.map((p) => `${p.code}@${p.line}:${p.column}`);
    assert.deepEqual(codes, ['wrong-player-order@2:8', 'position-out-of-range@2:29']);
    assert.match(result.message, /broken\.txt/);
  });

  test('with no editor open, the command says so', async () => {
    await closeAll();
    const result = await solve();
    assert.equal(result.ok, false);
    if (!result.ok) assert.match(result.message, /Open a puzzle input/);
  });

  test('a text that is not an input is refused with the reason', async () => {
    await openFile('notes.txt');
    const result = await solve();
    assert.equal(result.ok, false);
    if (!result.ok) assert.equal(result.problems[0]?.code, 'expected-player-line');
  });

  test('copy commands put the answers on the clipboard', async () => {
    await solve(workspaceFile('input.txt'));
    assert.equal(await vscode.commands.executeCommand('diracDice.copyPart1'), '739785');
    assert.equal(await vscode.env.clipboard.readText(), '739785');
    assert.equal(await vscode.commands.executeCommand('diracDice.copyPart2'), '444356092776315');
  });

  test('Copy Results as Markdown puts the answers, the win counts and probabilities on the clipboard', async () => {
    const solved = await solve(workspaceFile('input.txt'));
    assert.ok(solved.ok);
    const markdown = await vscode.commands.executeCommand<string>('diracDice.copyMarkdown');
    assert.equal(await vscode.env.clipboard.readText(), markdown);
    assert.match(markdown, /^## Dirac Dice: input\.txt/);
    assert.match(markdown, /\| 1 \| 739,785 \|/);
    assert.match(markdown, /\| 1 \| 444,356,092,776,315 \| 56\.5 % \| 77\.6 % \|/);
    assert.match(markdown, /\| 9 \| 1 \|/);
    assert.match(markdown, /Memo: 17,512 entries/);
  });

  test('Open Sample Input opens the sample, which solves to the sample answers', async () => {
    await vscode.commands.executeCommand('diracDice.openSample');
    const doc = vscode.window.activeTextEditor?.document;
    assert.ok(doc?.isUntitled);
    const result = await solve();
    assert.ok(result.ok && result.result.part1?.answer === '739785');
  });

  test("the hover on a starting line shows that player's wins", async () => {
    const uri = workspaceFile('input.txt');
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      uri,
      new vscode.Position(1, 5),
    );
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(text.replace(/[^\d\n]/g, ''), /341960390180808/);
  });
});

suite('after a failed solve', () => {
  teardown(closeAll);

  test("the copy commands no longer give the previous input's answer", async () => {
    assert.ok((await solve(workspaceFile('input.txt'))).ok);
    assert.equal((await solve(workspaceFile('broken.txt'))).ok, false);
    assert.equal(await vscode.commands.executeCommand('diracDice.copyPart2'), undefined);
  });
});
