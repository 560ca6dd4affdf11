import * as vscode from 'vscode';
import { isPuzzleDocument } from './documents';
import { ResultsPanel } from './resultsPanel';
import type { Settings } from './settings';
import type { SolveCommand } from './solveCommand';

/** How long a document must rest after an edit before it is solved ahead. */
const SOLVE_AHEAD_DELAY_MS = 300;

/** diracDice.solveAhead: once typing pauses, the panel's and the active editor's inputs are solved, so Solve answers at once. */
export function registerSolveAhead(settings: () => Settings, solveCommand: SolveCommand): vscode.Disposable[] {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (doc: vscode.TextDocument): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!doc.isClosed && settings().solveAhead) solveCommand.solveAhead(doc);
    }, SOLVE_AHEAD_DELAY_MS);
  };
  const ifInput = (doc: vscode.TextDocument | undefined): void => {
    if (doc && settings().solveAhead && isPuzzleDocument(doc, settings())) later(doc);
  };
  ifInput(vscode.window.activeTextEditor?.document);
  return [
    { dispose: () => clearTimeout(timer) },
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.contentChanges.length === 0) return;
      if (e.document.uri.toString() === ResultsPanel.current?.source?.uri) later(e.document);
      else if (e.document === vscode.window.activeTextEditor?.document) ifInput(e.document);
    }),
    vscode.window.onDidChangeActiveTextEditor((editor) => ifInput(editor?.document)),
  ];
}
