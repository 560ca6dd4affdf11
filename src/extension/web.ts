// Entry point of the browser build (vscode.dev): no Node APIs; solves run in place, within the limits.
import type * as vscode from 'vscode';
import { activateWith } from './activate';
import { InlineSolver } from './solverClient';

export function activate(context: vscode.ExtensionContext): void {
  activateWith(context, new InlineSolver());
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
