import * as vscode from 'vscode';
import { DEFAULT_RULES } from '../core';
import { formatProblem } from '../core/errors';
import { rulesToJson } from '../core/rules';
import type { DocumentCache } from '../app/documentCache';
import { checkForPanel } from '../app/panelSolve';
import { isHeavy, type SolveService } from '../app/solveService';
import type { PanelModel, SolveCommandResult, SourceInfo } from '../shared/protocol';
import { problemsOf } from '../core/errors';
import type { Problem, RulesJson } from '../core/result';
import type { SolveRequest } from '../shared/worker';
import { setContext } from './contextKeys';
import { displayNumber, localizedProblem, problemWithPlace } from './display';
import { snapshotOf, sourceOf } from './documents';
import { ResultsPanel, type PanelHost } from './resultsPanel';
import type { Settings } from './settings';

/** A document made ready to solve: the request, and what the host decided and keeps about it. */
interface Prepared {
  request: SolveRequest;
  heavy: boolean;
  source: SourceInfo;
  rulesOrigin: PanelModel['rulesOrigin'];
}

/** "Solve": the panel opens before the solve starts, and never for an input that does not parse. */
export class SolveCommand {
  constructor(
    private readonly settings: () => Settings,
    private readonly documents: DocumentCache,
    private readonly service: SolveService,
    private readonly panelHost: PanelHost,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  /** The command: solve the given document (CodeLens) or the active editor's. */
  async run(uri?: vscode.Uri): Promise<SolveCommandResult> {
    const doc =
      uri instanceof vscode.Uri
        ? await vscode.workspace.openTextDocument(uri)
        : vscode.window.activeTextEditor?.document;
    if (doc) return this.solveDocument(doc, false);
    const message = vscode.l10n.t(
      'Open a puzzle input (lines like "Player 1 starting position: 4") to solve Dirac Dice.',
    );
    void vscode.window.showWarningMessage(message);
    return { ok: false, source: null, problems: [], message };
  }

  /** Solves a light request ahead of time, so that solving it next answers at once. Shows nothing. */
  solveAhead(doc: vscode.TextDocument): void {
    const prepared = this.prepare(doc, false);
    if ('request' in prepared && !prepared.heavy) this.service.solveAhead(prepared.request);
  }

  async solveDocument(doc: vscode.TextDocument, compareAll: boolean): Promise<SolveCommandResult> {
    const prepared = this.prepare(doc, compareAll);
    if (!('request' in prepared)) return this.refuse(sourceOf(doc), prepared.problems, prepared.rules);
    const { request, heavy, source, rulesOrigin } = prepared;
    // The panel first, so its webview starts while the solver works; a light solve ends before "Solving..." could be read.
    ResultsPanel.createOrShow(this.panelHost, heavy ? vscode.l10n.t('Solving {0}...', source.label) : null);
    const started = Date.now();
    const result = await this.service.run(request, heavy, source.label);
    if (result.superseded) {
      // A newer solve started meanwhile: it owns the panel now; this result only goes to the caller.
      const outcome = result.kind === 'outcome' ? result.outcome : undefined;
      const message = vscode.l10n.t('Superseded by a newer solve.');
      return outcome?.ok
        ? { ok: true, source, result: outcome.result }
        : { ok: false, source, problems: outcome?.problems ?? [], message };
    }
    if (result.kind !== 'outcome') {
      // Not a problem with the input (a bug, a worker that died) or cancelled: say so, never leave "Solving..." up.
      const ms = displayNumber(Date.now() - started);
      const message =
        result.kind === 'failed'
          ? vscode.l10n.t('Dirac Dice could not solve {0}: {1}', source.label, result.message)
          : vscode.l10n.t('Solving {0} was cancelled after {1} ms.', source.label, ms);
      if (result.kind === 'failed') {
        this.log.error(message);
        void vscode.window.showErrorMessage(message);
      } else this.log.info(message);
      ResultsPanel.current?.setBusy(null);
      ResultsPanel.current?.post({ type: 'notice', text: message });
      return { ok: false, source, problems: [], message };
    }
    const { outcome, ms } = result;
    if (!outcome.ok) return this.refuse(source, outcome.problems, request.rules);
    const { result: solved, allPairs } = outcome;
    const model: PanelModel = { source, result: solved, allPairs, rulesOrigin, totalMs: ms };
    ResultsPanel.createOrShow(this.panelHost, null).show(model);
    setContext('diracDice.hasResult', true);
    return { ok: true, source, result: solved };
  }

  /** The request for a document, or what is wrong with it; the rules of the panel's form, for its document, else the settings'. */
  private prepare(doc: vscode.TextDocument, compareAll: boolean): Prepared | { problems: Problem[]; rules: RulesJson } {
    const settings = this.settings();
    const panelRules = ResultsPanel.current?.rulesFor(doc.uri.toString());
    const rules = panelRules ? { ...settings.rules, ...panelRules } : settings.rules;
    const parsed = this.documents.get(snapshotOf(doc), { rules, maxWork: settings.maxWork });
    if (!parsed.rules.ok) return { problems: parsed.rules.problems, rules: rulesToJson(DEFAULT_RULES) };
    const rulesJson = rulesToJson(parsed.rules.rules);
    if (!parsed.parse.ok) return { problems: parsed.parse.problems, rules: rulesJson };
    const { strategy, maxWork } = settings;
    const request = { positions: parsed.parse.input.positions, rules: rulesJson, strategy, compareAll, maxWork };
    let work: number;
    try {
      work = checkForPanel(request, parsed.rules.rules).work; // what would be refused is refused here: no thread starts
    } catch (error) {
      return { problems: problemsOf(error), rules: rulesJson };
    }
    const heavy = isHeavy(request, work);
    return { request, heavy, source: sourceOf(doc), rulesOrigin: panelRules ? 'panel' : 'settings' };
  }

  /** The input or the rules are wrong, or a limit refused the request: say what and where. */
  private refuse(source: SourceInfo, problems: Problem[], rules: RulesJson): SolveCommandResult {
    const message = refusalMessage(source.label, problems);
    void vscode.window.showErrorMessage(message);
    this.log.warn(`${source.label}: ${problems.map(formatProblem).join('; ')}`);
    // An open panel now shows this input's problems (it never opens for them): no answer is current any more.
    if (ResultsPanel.current) {
      ResultsPanel.current.show({ type: 'problems', source, problems: problems.map(localizedProblem), rules });
      setContext('diracDice.hasResult', false);
    }
    return { ok: false, source, problems, message };
  }
}

/** What a solve or a check says when the input or the rules are wrong, or a limit refused the request: the first problem, and how many more. */
export function refusalMessage(label: string, problems: readonly Problem[]): string {
  const first = problems[0];
  const aboutInput = first?.line !== undefined; // else a rule or a limit, not the text
  const detail = first ? problemWithPlace(first) : '';
  const message = aboutInput
    ? vscode.l10n.t('{0} is not a Dirac Dice input: {1}', label, detail)
    : vscode.l10n.t('Dirac Dice cannot solve {0} with these rules: {1}', label, detail);
  if (problems.length < 2) return message;
  return vscode.l10n.t('{0} (and {1} more)', message, displayNumber(problems.length - 1));
}
