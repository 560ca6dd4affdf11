import * as vscode from 'vscode';

/** The last value set for each context key: a key is sent to the workbench only when it changes. */
const current = new Map<string, unknown>();

/** Sets a `when`-clause context key (diracDice.hasResult, diracDice.solving), once per change. */
export function setContext(key: string, value: boolean): void {
  if (current.get(key) === value) return;
  current.set(key, value);
  void vscode.commands.executeCommand('setContext', key, value);
}
