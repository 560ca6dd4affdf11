// Entry point of the Node build (desktop VS Code, code-server): heavy solves run in worker threads.
import type * as vscode from 'vscode';
import { activateWith, type DiracDiceApi } from './activate';
import { setupJudge } from './judgeCommand';
import { spawnNodeWorker } from './nodeWorkerSolver';

export function activate(context: vscode.ExtensionContext): DiracDiceApi {
  return activateWith(context, (log) => spawnNodeWorker(context.extensionUri, log), setupJudge);
}
