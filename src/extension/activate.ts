import * as vscode from 'vscode';
import { DocumentCache } from '../app/documentCache';
import { InProcessSolver } from '../app/inProcessSolver';
import { SolveService, type SolveUi } from '../app/solveService';
import { ThreadSolver, type SolverThread } from '../app/threadSolver';
import { registerCheckAnswer } from './checkCommand';
import { DiracCodeLensProvider, SELECTOR } from './codeLens';
import { registerCommands } from './commands';
import { setContext } from './contextKeys';
import { DiracDiagnostics } from './diagnostics';
import { registerExplorer } from './explorerView';
import type { JudgeRecord, JudgeSetup } from './judgeRun';
import { DiracHoverProvider } from './hover';
import { PageRequests } from './pageRequests';
import { preloadPanelBundles } from './panelHtml';
import { PANEL_VIEW_TYPE, type PanelHost, ResultsPanel } from './resultsPanel';
import { onceWarner, readSettings, SECTION, type Settings } from './settings';
import { registerSolveAhead } from './solveAhead';
import { SolveCommand } from './solveCommand';
import { Spoilers } from './spoilers';
import { AnswerStatus } from './statusBar';

/** What the extension exports to other extensions and to its tests (diagnostics, fault injection). */
export interface DiracDiceApi {
  /** Worker threads running solves now (0 when idle). */
  activeWorkers(): number;
  /** Stops every solver thread as a crash would; the solves they ran fail with a message. */
  stopSolverThreads(): number;
  /** How often the document cache parsed and solved for the editor since activation. */
  cacheCounts(): { parses: number; solves: number };
  /** Light solves started ahead of time since activation, and solves answered by one of them. */
  solveAheadCounts(): { started: number; used: number };
  /** The document version and part 2 answer the panel shows, if it shows one. */
  shown(): { uri: string; version: number; part2: string | undefined } | undefined;
  /** What the last run of Judge My Solution reported, by test item id. */
  judged(): JudgeRecord | undefined;
}

/** Everything activation does, for both builds; they differ only in where heavy solves run. */
export function activateWith(
  context: vscode.ExtensionContext,
  /** Makes a thread for one heavy solve. */
  spawnThread: (log: vscode.LogOutputChannel) => Promise<SolverThread>,
  setupJudge: JudgeSetup,
): DiracDiceApi {
  const log = vscode.window.createOutputChannel('Dirac Dice', { log: true });
  const warn = onceWarner((message) => {
    log.warn(message);
    void vscode.window.showWarningMessage(message);
  });
  const threads = new ThreadSolver(
    () => spawnThread(log),
    (message) => log.warn(message),
  );
  let settings: Settings = readSettings(warn);
  const current = (): Settings => settings;
  const documents = new DocumentCache();
  const service = new SolveService(new InProcessSolver(), threads, progressUi);
  const spoilers = new Spoilers(current, context.workspaceState);
  const status = new AnswerStatus(() => {
    const model = ResultsPanel.current?.model;
    const part2 = model?.result.part2?.answer;
    const covered = model && spoilers.covered(model.source.uri, model.result).includes(2);
    return model && part2 ? { uri: model.source.uri, part2: covered ? null : part2 } : undefined;
  });
  const panelHost: PanelHost = {
    extensionUri: context.extensionUri,
    log,
    onRequest: (message, panel) => {
      pageRequests.answer(message, panel).catch((error: unknown) => log.error(String(error)));
    },
    onChange: () => status.update(),
    covered: (model) => spoilers.covered(model.source.uri, model.result),
  };
  const solveCommand = new SolveCommand(current, documents, service, panelHost, log);
  const pageRequests = new PageRequests(solveCommand, service, spoilers);
  const lenses = new DiracCodeLensProvider(current, documents, spoilers);
  const diagnostics = new DiracDiagnostics(current, documents);
  // Read now, long before the first solve, so that the panel's markup can carry them.
  void preloadPanelBundles(context.extensionUri);
  const judge = setupJudge(current);

  context.subscriptions.push(
    log,
    service,
    { dispose: () => ResultsPanel.current?.dispose() },
    status,
    lenses,
    diagnostics,
    spoilers,
    spoilers.onDidChange(() => lenses.refresh()),
    ...registerCommands(solveCommand, service, spoilers),
    registerCheckAnswer(current, documents, spoilers, log),
    ...registerSolveAhead(current, solveCommand),
    ...registerExplorer(current, documents, spoilers, service),
    ...judge.disposables,
    vscode.languages.registerCodeLensProvider(SELECTOR, lenses),
    vscode.languages.registerHoverProvider(SELECTOR, new DiracHoverProvider(current, documents, spoilers)),
    vscode.window.registerWebviewPanelSerializer(PANEL_VIEW_TYPE, {
      deserializeWebviewPanel: async (webviewPanel, state: unknown) => {
        if (ResultsPanel.revive(webviewPanel, panelHost, state).model) setContext('diracDice.hasResult', true);
      },
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (!e.affectsConfiguration(SECTION)) return;
      settings = readSettings(warn);
      lenses.refresh();
      if (e.affectsConfiguration(`${SECTION}.spoilers`)) spoilers.refresh();
      vscode.workspace.textDocuments.forEach((d) => diagnostics.check(d));
    }),
    vscode.workspace.onDidOpenTextDocument((d) => diagnostics.check(d)),
    vscode.workspace.onDidChangeTextDocument((e) => {
      diagnostics.schedule(e.document);
      const panel = ResultsPanel.current;
      if (e.contentChanges.length > 0 && e.document.uri.toString() === panel?.source?.uri)
        panel.post({ type: 'stale', stale: true });
    }),
    vscode.workspace.onDidCloseTextDocument((d) => {
      diagnostics.forget(d);
      documents.forget(d.uri.toString());
    }),
  );
  vscode.workspace.textDocuments.forEach((d) => diagnostics.check(d));
  return {
    activeWorkers: () => service.activeThreads,
    stopSolverThreads: () => service.stopThreads(),
    cacheCounts: () => ({ ...documents.counts }),
    solveAheadCounts: () => ({ ...service.solveAheadCounts }),
    shown: () => {
      const model = ResultsPanel.current?.model;
      return model && { uri: model.source.uri, version: model.source.version, part2: model.result.part2?.answer };
    },
    judged: () => judge.judged?.(),
  };
}

/** Progress in the editor for heavy solves: a notification, with Cancel where a thread can be stopped. */
const progressUi: SolveUi = {
  withProgress: async (label, cancellable, task) => {
    const title = vscode.l10n.t('Solving Dirac Dice ({0})', label);
    const where = { location: vscode.ProgressLocation.Notification, title, cancellable };
    return vscode.window.withProgress(where, (_, token) => {
      const controller = new AbortController();
      const link = token.onCancellationRequested(() => controller.abort());
      return task(controller.signal).finally(() => link.dispose());
    });
  },
  solvingChanged: (solving) => setContext('diracDice.solving', solving),
};
