import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAll, lensTitles, openFile, solve, workspaceFile } from './helpers';

/** The extension reads documents and never writes them: every feature on every fixture leaves the files as they were. */
suite("the user's files are never modified", () => {
  teardown(closeAll);

  test('solving, lenses, hovers, diagnostics and copies leave every file byte for byte and untouched on disk', async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder);
    const files = (await vscode.workspace.fs.readDirectory(folder.uri))
      .filter(([, type]) => type === vscode.FileType.File)
      .map(([name]) => name);
    assert.ok(files.length >= 5, files.join(', '));
    const before = new Map<string, { bytes: Uint8Array; mtime: number }>();
    for (const name of files) {
      const uri = workspaceFile(name);
      before.set(name, {
        bytes: await vscode.workspace.fs.readFile(uri),
        mtime: (await vscode.workspace.fs.stat(uri)).mtime,
      });
    }
    for (const name of files) {
      const uri = workspaceFile(name);
      await openFile(name);
      await lensTitles(uri);
      await vscode.commands.executeCommand('vscode.executeHoverProvider', uri, new vscode.Position(0, 3));
      await solve(uri);
      await vscode.commands.executeCommand('diracDice.copyPart1');
      await new Promise((r) => setTimeout(r, 300)); // let the debounced diagnostics run
      assert.equal(vscode.window.activeTextEditor?.document.isDirty, false, `${name} is not made dirty`);
    }
    for (const name of files) {
      const uri = workspaceFile(name);
      const was = before.get(name);
      assert.deepEqual(await vscode.workspace.fs.readFile(uri), was?.bytes, `${name} content`);
      assert.equal((await vscode.workspace.fs.stat(uri)).mtime, was?.mtime, `${name} modification time`);
    }
  });
});
