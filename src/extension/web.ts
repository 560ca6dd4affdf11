// Entry point of the browser build (vscode.dev): no Node APIs; heavy solves run in a Web Worker
// (in process, within the limits, where workers cannot be made).
import * as vscode from 'vscode';
import { activateWith, type DiracDiceApi } from './activate';
import { spawnWebWorker } from './webWorkerSolver';

export function activate(context: vscode.ExtensionContext): DiracDiceApi {
  return activateWith(context, (log) => spawnWebWorker(context.extensionUri, log), judgeUnavailable);
}

/** The browser cannot start a process: the judge is not offered (no `diracDice.canJudge`), and says so if invoked. */
const judgeUnavailable = () => {
  const why = vscode.l10n.t('Judge My Solution runs your program as a process, which the browser cannot start: use VS Code on the desktop.'); // prettier-ignore
  return {
    disposables: [vscode.commands.registerCommand('diracDice.judge', () => vscode.window.showInformationMessage(why))],
  };
};
