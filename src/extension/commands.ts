import * as vscode from 'vscode';
import { formatInput } from '../core/parse';
import type { SolveService } from '../app/solveService';
import { copyMarkdown, saveJson } from './exports';
import { ResultsPanel } from './resultsPanel';
import type { SolveCommand } from './solveCommand';
import type { Spoilers } from './spoilers';

export function registerCommands(
  solveCommand: SolveCommand,
  service: SolveService,
  spoilers: Spoilers,
): vscode.Disposable[] {
  const register = (id: string, run: (...args: never[]) => unknown) => vscode.commands.registerCommand(id, run);
  return [
    register('diracDice.solve', (uri?: vscode.Uri) => solveCommand.run(uri)),
    register('diracDice.copyPart1', (uri?: vscode.Uri) => copyAnswer(solveCommand, spoilers, 1, uri)),
    register('diracDice.copyPart2', (uri?: vscode.Uri) => copyAnswer(solveCommand, spoilers, 2, uri)),
    register('diracDice.openSample', async () => {
      const doc = await vscode.workspace.openTextDocument({ content: formatInput([4, 8]), language: 'plaintext' });
      await vscode.window.showTextDocument(doc);
    }),
    // The open panel, brought forward; else the active editor solved into a new one.
    register('diracDice.showPanel', () => (ResultsPanel.current ? ResultsPanel.current.reveal() : solveCommand.run())),
    /** Cancels every solve under way; returns how many there were. */
    register('diracDice.cancel', () => service.cancelAll()),
    register('diracDice.copyMarkdown', () => copyMarkdown(spoilers)),
    register('diracDice.saveJson', () => saveJson(spoilers)),
    register('diracDice.reveal', (...args: Parameters<Spoilers['revealCommand']>) => spoilers.revealCommand(...args)),
  ];
}

/**
 * Copies a part's answer: the panel's, or that of the document `uri` (solved first) when the panel shows
 * another. A covered answer (spoiler-free mode) is copied only once the person chose to reveal it.
 */
export async function copyAnswer(
  solveCommand: SolveCommand,
  spoilers: Spoilers,
  part: 1 | 2,
  uri?: vscode.Uri,
): Promise<string | undefined> {
  const panel = ResultsPanel.current;
  let shown = panel?.model && { uri: panel.model.source.uri, result: panel.model.result };
  if (uri instanceof vscode.Uri && uri.toString() !== panel?.source?.uri) {
    const solved = await solveCommand.run(uri);
    shown = solved.ok ? { uri: solved.source.uri, result: solved.result } : undefined;
  }
  const answer = (part === 1 ? shown?.result.part1 : shown?.result.part2)?.answer;
  if (!shown || answer === undefined) {
    void vscode.window.showWarningMessage(vscode.l10n.t('Solve a Dirac Dice input first.'));
    return undefined;
  }
  const copy = async () => {
    await vscode.env.clipboard.writeText(answer);
    void vscode.window.showInformationMessage(vscode.l10n.t('Copied the part {0} answer: {1}', part, answer));
    return answer;
  };
  return spoilers.allows(shown.uri, shown.result, [part], vscode.l10n.t('Reveal and Copy'), copy) ? copy() : undefined;
}
