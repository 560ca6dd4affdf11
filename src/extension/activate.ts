import * as vscode from 'vscode';
import { DiracController } from './controller';
import { QuickSolver } from './documents';
import { DiracCodeLensProvider, DiracDiagnostics, DiracHoverProvider, SELECTOR } from './editorFeatures';
import { PANEL_VIEW_TYPE } from './resultsPanel';
import { onceWarner, readSettings, SECTION, type Settings } from './settings';
import type { SolverClient } from './solverClient';

/** What the extension exports to other extensions and to its tests. */
export interface DiracDiceApi {
  /** Worker threads running solves now (0 when idle; the browser build never has any). */
  activeWorkers(): number;
}

/** Everything activation does, for both builds; they differ only in how solves run. */
export function activateWith(context: vscode.ExtensionContext, solver: SolverClient): DiracDiceApi {
  const log = vscode.window.createOutputChannel('Dirac Dice', { log: true });
  const warn = onceWarner((message) => {
    log.warn(message);
    void vscode.window.showWarningMessage(message);
  });
  let settings: Settings = readSettings(warn);
  const current = (): Settings => settings;
  const quick = new QuickSolver();
  const controller = new DiracController(context.extensionUri, current, log, solver);
  const lenses = new DiracCodeLensProvider(current, quick);
  const diagnostics = new DiracDiagnostics(current);

  context.subscriptions.push(
    log,
    solver,
    controller,
    diagnostics,
    vscode.commands.registerCommand('diracDice.solve', (uri?: vscode.Uri) => controller.solveCommand(uri)),
    vscode.commands.registerCommand('diracDice.copyPart1', (uri?: vscode.Uri) => controller.copy(1, uri)),
    vscode.commands.registerCommand('diracDice.copyPart2', (uri?: vscode.Uri) => controller.copy(2, uri)),
    vscode.commands.registerCommand('diracDice.openSample', () => controller.openSample()),
    vscode.commands.registerCommand('diracDice.showPanel', () => controller.showPanel()),
    vscode.commands.registerCommand('diracDice.cancel', () => controller.cancelSolves()),
    vscode.languages.registerCodeLensProvider(SELECTOR, lenses),
    vscode.languages.registerHoverProvider(SELECTOR, new DiracHoverProvider(current, quick)),
    vscode.window.registerWebviewPanelSerializer(PANEL_VIEW_TYPE, {
      deserializeWebviewPanel: async (panel, state: unknown) => controller.revive(panel, state),
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (!e.affectsConfiguration(SECTION)) return;
      settings = readSettings(warn);
      lenses.refresh();
      vscode.workspace.textDocuments.forEach((d) => diagnostics.check(d));
    }),
    vscode.workspace.onDidOpenTextDocument((d) => diagnostics.check(d)),
    vscode.workspace.onDidChangeTextDocument((e) => diagnostics.schedule(e.document)),
    vscode.workspace.onDidCloseTextDocument((d) => {
      diagnostics.forget(d);
      quick.forget(d.uri);
    }),
  );
  vscode.workspace.textDocuments.forEach((d) => diagnostics.check(d));
  return { activeWorkers: () => solver.activeWorkers };
}
