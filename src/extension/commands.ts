import * as vscode from 'vscode';
import { formatInput } from '../core';
import type { SolveService } from '../app/solveService';
import type { SolveResult } from '../core/result';
import { copyMarkdown, saveJson } from './exports';
import { ResultsPanel } from './resultsPanel';
import type { SolveCommand } from './solveCommand';

export function registerCommands(solveCommand: SolveCommand, service: SolveService): vscode.Disposable[] {
  const register = (id: string, run: (...args: never[]) => unknown) => vscode.commands.registerCommand(id, run);
  return [
    register('diracDice.solve', (uri?: vscode.Uri) => solveCommand.run(uri)),
    register('diracDice.copyPart1', (uri?: vscode.Uri) => copyAnswer(solveCommand, 1, uri)),
    register('diracDice.copyPart2', (uri?: vscode.Uri) => copyAnswer(solveCommand, 2, uri)),
    register('diracDice.openSample', async () => {
      const doc = await vscode.workspace.openTextDocument({ content: formatInput([4, 8]), language: 'plaintext' });
      await vscode.window.showTextDocument(doc);
    }),
    // The open panel, brought forward; else the active editor solved into a new one.
    register('diracDice.showPanel', () => (ResultsPanel.current ? ResultsPanel.current.reveal() : solveCommand.run())),
    /** Cancels every solve under way; returns how many there were. */
    register('diracDice.cancel', () => service.cancelAll()),
    register('diracDice.copyMarkdown', copyMarkdown),
    register('diracDice.saveJson', saveJson),
  ];
}

/** Copies a part's answer: the panel's, or that of the document `uri` (solved first) when the panel shows another. */
export async function copyAnswer(
  solveCommand: SolveCommand,
  part: 1 | 2,
  uri?: vscode.Uri,
): Promise<string | undefined> {
  const partAnswer = (result: SolveResult | undefined) => (part === 1 ? result?.part1 : result?.part2)?.answer;
  const panel = ResultsPanel.current;
  let answer = partAnswer(panel?.model?.result);
  if (uri instanceof vscode.Uri && uri.toString() !== panel?.source?.uri) {
    const solved = await solveCommand.run(uri);
    answer = solved.ok ? partAnswer(solved.result) : undefined;
  }
  if (answer === undefined) {
    void vscode.window.showWarningMessage(vscode.l10n.t('Solve a Dirac Dice input first.'));
    return undefined;
  }
  await vscode.env.clipboard.writeText(answer);
  void vscode.window.showInformationMessage(vscode.l10n.t('Copied the part {0} answer: {1}', part, answer));
  return answer;
}
