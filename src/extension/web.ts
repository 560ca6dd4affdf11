// Entry point of the browser build (vscode.dev): no Node APIs; heavy solves run in a Web Worker
// (in process, within the limits, where workers cannot be made).
import type * as vscode from 'vscode';
import { activateWith, type DiracDiceApi } from './activate';
import { spawnWebWorker } from './webWorkerSolver';

export function activate(context: vscode.ExtensionContext): DiracDiceApi {
  return activateWith(context, (log) => spawnWebWorker(context.extensionUri, log));
}
