// Entry point of the Node build (desktop VS Code, code-server): big solves run in worker threads.
import type * as vscode from 'vscode';
import { activateWith, type DiracDiceApi } from './activate';
import { ThreadSolver } from './threadSolver';
import { spawnNodeWorker } from './workerSolver';

export function activate(context: vscode.ExtensionContext): DiracDiceApi {
  return activateWith(context, new ThreadSolver(() => spawnNodeWorker(context.extensionUri)));
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
