// Entry point of the browser build (vscode.dev): no Node APIs; solves run in place, within the limits.
import type * as vscode from 'vscode';
import { activateWith, type DiracDiceApi } from './activate';
import { InlineSolver } from './solverClient';

export function activate(context: vscode.ExtensionContext): DiracDiceApi {
  return activateWith(context, new InlineSolver());
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
