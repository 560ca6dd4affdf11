import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { DiracDiceApi } from '../../src/extension/activate';
import type { SolveCommandResult } from '../../src/shared/protocol';

export const EXTENSION_ID = 'dirac-dice-team.dirac-dice';
export const SAMPLE = 'Player 1 starting position: 4\nPlayer 2 starting position: 8\n';

/** The extension's exported API (activating it if needed). */
export async function extensionApi(): Promise<DiracDiceApi> {
  const ext = vscode.extensions.getExtension<DiracDiceApi>(EXTENSION_ID);
  assert.ok(ext, `${EXTENSION_ID} is installed`);
  return ext.activate();
}

export function workspaceFile(name: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the integration suite needs the fixture workspace open');
  return vscode.Uri.joinPath(folder.uri, name);
}

export async function openFile(name: string): Promise<vscode.TextEditor> {
  const doc = await vscode.workspace.openTextDocument(workspaceFile(name));
  return vscode.window.showTextDocument(doc);
}

// VS Code fills a new untitled document from the backup of a closed one of the same name (Untitled-1
// again) when one is left, rather than from `content`: then `content` is put back with an edit.
export async function openUntitled(content: string): Promise<vscode.TextEditor> {
  const doc = await vscode.workspace.openTextDocument({ content, language: 'plaintext' });
  const editor = await vscode.window.showTextDocument(doc);
  const text = doc.getText();
  if (text !== content)
    await editor.edit((e) => e.replace(new vscode.Range(doc.positionAt(0), doc.positionAt(text.length)), content));
  return editor;
}

export async function solve(uri?: vscode.Uri): Promise<SolveCommandResult> {
  const result = await vscode.commands.executeCommand<SolveCommandResult>('diracDice.solve', ...(uri ? [uri] : []));
  assert.ok(result, 'the command returns its result');
  return result;
}

export async function lensTitles(uri: vscode.Uri): Promise<string[]> {
  await vscode.workspace.openTextDocument(uri); // the provider runs on loaded documents only
  const lenses = (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri)) ?? [];
  return lenses.map((l) => l.command?.title ?? '');
}

/** Polls `probe` until it returns a value that is not undefined (diagnostics are debounced). */
export async function eventually<T>(probe: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function closeAll(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** Sets a diracDice setting for the user (undefined: back to its default). */
export async function setSetting(name: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('diracDice').update(name, value, vscode.ConfigurationTarget.Global);
}

/** A suite's teardown: the named settings back to their defaults, and every editor closed. */
export async function resetSettings(...names: string[]): Promise<void> {
  for (const name of names) await setSetting(name, undefined);
  await closeAll();
}

/** The lens titles once `ready` holds for them (providers refresh asynchronously), or the last ones after `timeoutMs`. */
export async function lensTitlesWhen(
  uri: vscode.Uri,
  ready: (titles: string[]) => boolean,
  timeoutMs = 5000,
): Promise<string[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const titles = await lensTitles(uri);
    if (ready(titles) || Date.now() > end) return titles;
    await new Promise((r) => setTimeout(r, 100));
  }
}
