import * as vscode from 'vscode';
import { formatInput, formatProblem, type RulesInput } from '../core';
import type { HostMessage, PageMessage, PanelModel, SolveCommandResult, SourceInfo } from '../shared/protocol';
import { sourceOf } from './documents';
import { panelStrings } from './panelStrings';
import { ResultsPanel } from './resultsPanel';
import type { Settings } from './settings';
import { solvePair, type SolveOutcome, type SolveRequest } from './solver';
import { estimateWork, HEAVY_WORK, type SolverClient } from './solverClient';

/**
 * Owns the one results panel and what it shows: solves documents for it, answers its messages,
 * marks it stale when its document changes, and keeps the status bar item in step.
 */
export class DiracController implements vscode.Disposable {
  private panel: ResultsPanel | undefined;
  private model: PanelModel | undefined;
  /** The document the panel was made for. */
  private source: SourceInfo | undefined;
  /** Rules changed in the panel; undefined means "the settings". */
  private panelRules: RulesInput | undefined;
  private readonly status = vscode.window.createStatusBarItem('diracDice.answer', vscode.StatusBarAlignment.Right, 100);
  private readonly disposables: vscode.Disposable[] = [this.status];
  /** Cancels the solves under way ("Dirac Dice: Cancel Solve", or the progress notification). */
  private readonly solving = new Set<vscode.CancellationTokenSource>();
  /** Increases with every solve: a result that arrives after a newer solve started is not shown. */
  private generation = 0;
  /** The last problems view sent to the panel, resent when the page reloads. */
  private problemsView: Extract<HostMessage, { type: 'problems' }> | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly settings: () => Settings,
    private readonly log: vscode.LogOutputChannel,
    private readonly solver: SolverClient,
  ) {
    this.status.name = vscode.l10n.t('Dirac Dice answer');
    this.status.command = 'diracDice.showPanel';
    this.disposables.push(
      vscode.window.onDidChangeActiveTextEditor(() => this.updateStatus()),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (this.source && e.document.uri.toString() === this.source.uri && e.contentChanges.length > 0) {
          this.panel?.post({ type: 'stale', stale: true });
        }
      }),
    );
  }

  /** The command: solve the given document (CodeLens) or the active editor's. */
  async solveCommand(uri?: vscode.Uri): Promise<SolveCommandResult> {
    const doc =
      uri instanceof vscode.Uri
        ? await vscode.workspace.openTextDocument(uri)
        : vscode.window.activeTextEditor?.document;
    if (!doc) {
      const message = vscode.l10n.t(
        'Open a puzzle input (lines like "Player 1 starting position: 4") to solve Dirac Dice.',
      );
      void vscode.window.showWarningMessage(message);
      return { ok: false, source: null, problems: [], message };
    }
    if (this.source?.uri !== doc.uri.toString()) this.panelRules = undefined;
    return this.solveDocument(doc, false);
  }

  private async solveDocument(doc: vscode.TextDocument, compareAll: boolean): Promise<SolveCommandResult> {
    const source = sourceOf(doc);
    const settings = this.settings();
    const request: SolveRequest = {
      text: doc.getText(),
      source,
      rules: this.panelRules ?? settings.rules,
      strategy: settings.strategy,
      rulesOrigin: this.panelRules ? 'panel' : 'settings',
      compareAll,
      maxWork: settings.maxWork,
    };
    const heavy = this.solver.isHeavy(request);
    const generation = ++this.generation;
    this.panel?.post({ type: 'busy', label: vscode.l10n.t('Solving {0}...', source.label) });
    const started = Date.now();
    let outcome: Awaited<ReturnType<SolverClient['solve']>>;
    try {
      outcome = await this.runSolve(request, heavy);
    } catch (error) {
      // Not a problem with the input: a bug or a worker that died. Say so, never leave "Solving..." up.
      const message = vscode.l10n.t(
        'Dirac Dice could not solve {0}: {1}',
        source.label,
        error instanceof Error ? error.message : String(error),
      );
      this.log.error(message);
      void vscode.window.showErrorMessage(message);
      this.panel?.post({ type: 'busy', label: null });
      this.panel?.post({ type: 'notice', text: message });
      return { ok: false, source, problems: [], message };
    }
    if (generation !== this.generation) {
      // A newer solve started meanwhile: it owns the panel now; this result only goes to the caller.
      return outcome === 'cancelled' || !outcome.ok
        ? {
            ok: false,
            source,
            problems: outcome === 'cancelled' ? [] : outcome.problems,
            message: vscode.l10n.t('Superseded by a newer solve.'),
          }
        : { ok: true, source, result: outcome.model.result };
    }
    this.panel?.post({ type: 'busy', label: null });
    if (outcome === 'cancelled') {
      const message = vscode.l10n.t('Solving {0} was cancelled after {1} ms.', source.label, Date.now() - started);
      this.log.info(message);
      this.panel?.post({ type: 'notice', text: message });
      return { ok: false, source, problems: [], message };
    }
    return this.show(doc, source, outcome);
  }

  private async runSolve(request: SolveRequest, heavy: boolean): Promise<Awaited<ReturnType<SolverClient['solve']>>> {
    return await vscode.window.withProgress(
      {
        location: heavy ? vscode.ProgressLocation.Notification : vscode.ProgressLocation.Window,
        title: vscode.l10n.t('Solving Dirac Dice ({0})', request.source.label),
        cancellable: heavy && this.solver.canCancel,
      },
      async (_progress, token) => {
        const source = new vscode.CancellationTokenSource();
        const link = token.onCancellationRequested(() => source.cancel());
        this.solving.add(source);
        void vscode.commands.executeCommand('setContext', 'diracDice.solving', true);
        try {
          return await this.solver.solve(request, source.token);
        } finally {
          link.dispose();
          source.dispose();
          this.solving.delete(source);
          void vscode.commands.executeCommand('setContext', 'diracDice.solving', this.solving.size > 0);
        }
      },
    );
  }

  private show(doc: vscode.TextDocument, source: SourceInfo, outcome: SolveOutcome): SolveCommandResult {
    if (!outcome.ok) {
      const first = outcome.problems[0];
      const aboutInput = first?.line !== undefined; // else a rule or a limit, not the text
      const message = aboutInput
        ? vscode.l10n.t('{0} is not a Dirac Dice input: {1}', source.label, first ? formatProblem(first) : '')
        : vscode.l10n.t(
            'Dirac Dice cannot solve {0} with these rules: {1}',
            source.label,
            first ? formatProblem(first) : '',
          );
      void vscode.window.showErrorMessage(
        outcome.problems.length > 1
          ? vscode.l10n.t('{0} (and {1} more)', message, outcome.problems.length - 1)
          : message,
      );
      this.log.warn(`${source.label}: ${outcome.problems.map(formatProblem).join('; ')}`);
      if (this.panel) {
        // The panel now shows this input's problems: no answer is current any more.
        this.source = source;
        this.model = undefined;
        this.problemsView = { type: 'problems', source, problems: outcome.problems, rules: outcome.rules };
        this.panel.post(this.problemsView);
        this.updateStatus();
        void vscode.commands.executeCommand('setContext', 'diracDice.hasResult', false);
      }
      return { ok: false, source, problems: outcome.problems, message };
    }
    this.source = source;
    this.model = outcome.model;
    this.problemsView = undefined;
    this.ensurePanel();
    this.panel?.post({ type: 'model', model: outcome.model });
    // Edited while it was being solved? Then the result is already stale.
    this.panel?.post({ type: 'stale', stale: doc.version !== source.version });
    this.panel?.reveal();
    this.updateStatus();
    void vscode.commands.executeCommand('setContext', 'diracDice.hasResult', true);
    return { ok: true, source, result: outcome.model.result };
  }

  /** Adopts a panel restored after a reload; its page shows its saved state until re-solved. */
  revive(webviewPanel: vscode.WebviewPanel, state: unknown): void {
    this.panel?.dispose();
    this.panel = ResultsPanel.revive(
      webviewPanel,
      this.extensionUri,
      (m) => void this.onPageMessage(m),
      (s) => this.log.warn(s),
    );
    this.watchPanel();
    const saved = (state as { model?: PanelModel } | undefined)?.model;
    if (isSavedModel(saved)) {
      this.model = saved;
      this.panelRules = saved.rulesOrigin === 'panel' ? { ...saved.result.rules } : undefined;
      this.source = saved.source;
      this.updateStatus();
      void vscode.commands.executeCommand('setContext', 'diracDice.hasResult', true);
    }
  }

  /** Cancels every solve under way; returns how many there were. */
  cancelSolves(): number {
    const count = this.solving.size;
    for (const source of this.solving) source.cancel();
    return count;
  }

  showPanel(): void {
    if (this.panel) this.panel.reveal();
    else void this.solveCommand();
  }

  async copy(part: 1 | 2, uri?: vscode.Uri): Promise<string | undefined> {
    let answer = part === 1 ? this.model?.result.part1?.answer : this.model?.result.part2?.answer;
    if (uri instanceof vscode.Uri && uri.toString() !== this.source?.uri) {
      const result = await this.solveCommand(uri);
      answer = result.ok ? (part === 1 ? result.result.part1?.answer : result.result.part2?.answer) : undefined;
    }
    if (answer === undefined) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Solve a Dirac Dice input first.'));
      return undefined;
    }
    await vscode.env.clipboard.writeText(answer);
    void vscode.window.showInformationMessage(vscode.l10n.t('Copied the part {0} answer: {1}', part, answer));
    return answer;
  }

  async openSample(): Promise<void> {
    const doc = await vscode.workspace.openTextDocument({ content: formatInput([4, 8]), language: 'plaintext' });
    await vscode.window.showTextDocument(doc);
  }

  private ensurePanel(): void {
    if (this.panel) return;
    this.panel = ResultsPanel.create(
      this.extensionUri,
      (m) => void this.onPageMessage(m),
      (s) => this.log.warn(s),
    );
    this.watchPanel();
  }

  private watchPanel(): void {
    const panel = this.panel;
    panel?.onDidDispose(() => {
      if (this.panel === panel) {
        this.panel = undefined;
        this.updateStatus();
      }
    });
  }

  private async sourceDocument(): Promise<vscode.TextDocument | undefined> {
    if (!this.source) return undefined;
    try {
      return await vscode.workspace.openTextDocument(vscode.Uri.parse(this.source.uri));
    } catch {
      this.panel?.post({
        type: 'notice',
        text: vscode.l10n.t('The input {0} is no longer available.', this.source.label),
      });
      return undefined;
    }
  }

  private isStale(): boolean {
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === this.source?.uri);
    return open !== undefined && open.version !== this.source?.version;
  }

  private async onPageMessage(message: PageMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        this.panel?.post({ type: 'strings', strings: panelStrings() });
        // A page reloads when it is shown again (or after a window reload): send what it must show
        // (messages posted while it was hidden are lost), and whether its document moved on since.
        if (this.model) {
          this.panel?.post({ type: 'model', model: this.model });
          this.panel?.post({ type: 'stale', stale: this.isStale() });
        } else if (this.problemsView) {
          this.panel?.post(this.problemsView);
        }
        return;
      case 'copy':
        await this.copy(message.part);
        return;
      case 'resolve':
      case 'compareAll': {
        const doc = await this.sourceDocument();
        if (doc) await this.solveDocument(doc, message.type === 'compareAll');
        return;
      }
      case 'setRules':
      case 'resetRules': {
        this.panelRules =
          message.type === 'setRules' ? { ...(this.panelRules ?? this.settings().rules), ...message.rules } : undefined;
        const doc = await this.sourceDocument();
        if (doc) await this.solveDocument(doc, false);
        return;
      }
      case 'solvePair': {
        // Only for the rules the shown heatmap was made with, and only where that is cheap to do here.
        const rules = this.model?.allPairs ? this.model.result.rules : undefined;
        const text = formatInput(message.positions);
        if (!rules || estimateWork(text, rules, false) > HEAVY_WORK) {
          this.panel?.post({
            type: 'notice',
            text: vscode.l10n.t('Solve the input again to get answers for other starting spaces.'),
          });
          return;
        }
        const answer = solvePair(message.positions, rules);
        if (Array.isArray(answer)) this.panel?.post({ type: 'notice', text: answer.map(formatProblem).join('; ') });
        else this.panel?.post({ type: 'pair', pair: answer });
        return;
      }
      case 'cancel':
        this.cancelSolves();
        return;
      case 'openSource': {
        const doc = await this.sourceDocument();
        if (doc) await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
        return;
      }
    }
  }

  private updateStatus(): void {
    const active = vscode.window.activeTextEditor?.document.uri.toString();
    const answer = this.model?.result.part2?.answer;
    if (this.panel && answer && active !== undefined && active === this.source?.uri) {
      this.status.text = `$(graph) ${vscode.l10n.t('Part 2: {0}', BigInt(answer).toLocaleString(vscode.env.language))}`;
      this.status.tooltip = vscode.l10n.t('Dirac Dice: show the results panel');
      this.status.show();
    } else {
      this.status.hide();
    }
  }

  dispose(): void {
    this.panel?.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}

/** The page's saved state is untrusted: adopt only a model whose answers are decimal digits. */
function isSavedModel(value: unknown): value is PanelModel {
  const model = value as PanelModel | undefined;
  const digits = (x: unknown) => typeof x === 'string' && /^\d{1,100000}$/.test(x);
  return (
    typeof model?.source?.uri === 'string' &&
    typeof model.source.label === 'string' &&
    typeof model.source.version === 'number' &&
    typeof model.result === 'object' &&
    model.result !== null &&
    typeof model.result.rules === 'object' &&
    (model.result.part1 === null || digits(model.result.part1?.answer)) &&
    (model.result.part2 === null || digits(model.result.part2?.answer))
  );
}
