// Entry point of the browser build (vscode.dev): no Node APIs; big solves run in a Web Worker
// (in place, within the limits, where workers cannot be made).
import type * as vscode from 'vscode';
import { activateWith, type DiracDiceApi } from './activate';
import { ThreadSolver } from './threadSolver';
import { spawnWebWorker } from './webWorkerSolver';

export function activate(context: vscode.ExtensionContext): DiracDiceApi {
  return activateWith(context, new ThreadSolver(() => spawnWebWorker(context.extensionUri)));
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
