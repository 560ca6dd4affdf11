import * as vscode from 'vscode';
import { DEFAULT_RULES, formatProblem, rulesToJson, type RulesInput } from '../core';
import type { DocumentCache } from '../app/documentCache';
import type { SolveService } from '../app/solveService';
import type { SolveCommandResult, SourceInfo } from '../shared/protocol';
import type { Problem, RulesJson } from '../shared/result';
import type { SolveRequest } from '../shared/worker';
import { setContext } from './contextKeys';
import { snapshotOf, sourceOf } from './documents';
import { displayNumber, localizedProblem, problemWithPlace } from './display';
import type { PanelController } from './panelController';
import type { Settings } from './settings';

/**
 * "Solve Dirac Dice": from a document to the panel. Parses through the document cache (one parse
 * per version), hands the request to the solve service, and shows what comes back: the answer in
 * the panel (opened before the solve starts), or a message that says what is wrong and where (the
 * panel never opens for an input that does not parse).
 */
export class SolveCommand {
  /** Rules changed in the panel; undefined means "the settings". */
  panelRules: RulesInput | undefined;

  constructor(
    private readonly settings: () => Settings,
    private readonly documents: DocumentCache,
    private readonly service: SolveService,
    private readonly panel: PanelController,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  /** The command: solve the given document (CodeLens) or the active editor's. */
  async run(uri?: vscode.Uri): Promise<SolveCommandResult> {
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
    if (this.panel.source?.uri !== doc.uri.toString()) this.panelRules = undefined;
    return this.solveDocument(doc, false);
  }

  /**
   * The request for a document (parsed through the cache), or what is wrong with it. The rules are
   * the panel's form's when they were set for this document, else the settings'.
   */
  private requestFor(
    doc: vscode.TextDocument,
    compareAll: boolean,
    panelRules: RulesInput | undefined,
  ): { request: SolveRequest } | { problems: Problem[]; rules: RulesJson } {
    const settings = this.settings();
    const rules = panelRules ?? settings.rules;
    const parsed = this.documents.get(snapshotOf(doc), { rules, maxWork: settings.maxWork });
    if (!parsed.rules.ok) return { problems: parsed.rules.problems, rules: rulesToJson(DEFAULT_RULES) };
    const rulesJson = rulesToJson(parsed.rules.rules);
    if (!parsed.parse.ok) return { problems: parsed.parse.problems, rules: rulesJson };
    return {
      request: {
        source: sourceOf(doc),
        positions: parsed.parse.input.positions,
        rules: rulesJson,
        rulesOrigin: this.panelRules ? 'panel' : 'settings',
        strategy: settings.strategy,
        compareAll,
        maxWork: settings.maxWork,
      },
    };
  }

  /**
   * Solves a document ahead of time (the active puzzle input, or the panel's document after an
   * edit), so that solving it next shows the answer at once. Light requests only: the service
   * never solves a heavy one unasked, and keeps one result. Shows nothing.
   */
  solveAhead(doc: vscode.TextDocument): void {
    // As run() will ask: the panel's rules belong to the panel's document only.
    const ownRules = this.panel.source?.uri === doc.uri.toString() ? this.panelRules : undefined;
    const prepared = this.requestFor(doc, false, ownRules);
    if ('request' in prepared) this.service.solveAhead(prepared.request);
  }

  async solveDocument(doc: vscode.TextDocument, compareAll: boolean): Promise<SolveCommandResult> {
    const source = sourceOf(doc);
    const prepared = this.requestFor(doc, compareAll, this.panelRules);
    if (!('request' in prepared)) return this.refuse(source, prepared.problems, prepared.rules);
    const { request } = prepared;
    // The panel first (the input is good): its webview starts while the solver works. A light solve
    // ends before "Solving..." could be read (a new page says "Waiting for a result..." meanwhile):
    // only heavy ones say it, so that a new page's first message is its answer.
    const busy = this.service.isHeavy(request);
    this.panel.open(busy ? vscode.l10n.t('Solving {0}...', source.label) : null);
    const started = Date.now();
    const result = await this.service.run(request);
    if (result.superseded) {
      // A newer solve started meanwhile: it owns the panel now; this result only goes to the caller.
      return result.kind === 'outcome' && result.outcome.ok
        ? { ok: true, source, result: result.outcome.model.result }
        : { ok: false, source, problems: problemsOf(result), message: vscode.l10n.t('Superseded by a newer solve.') };
    }
    // An answer or problems replace the busy line on the page; anything else clears it.
    if (busy && (result.kind === 'failed' || result.kind === 'cancelled'))
      this.panel.post({ type: 'busy', label: null });
    if (result.kind === 'failed') {
      // Not a problem with the input: a bug or a worker that died. Say so, never leave "Solving..." up.
      const message = vscode.l10n.t('Dirac Dice could not solve {0}: {1}', source.label, result.message);
      this.log.error(message);
      void vscode.window.showErrorMessage(message);
      this.panel.post({ type: 'notice', text: message });
      return { ok: false, source, problems: [], message };
    }
    if (result.kind === 'cancelled') {
      const message = vscode.l10n.t(
        'Solving {0} was cancelled after {1} ms.',
        source.label,
        displayNumber(Date.now() - started),
      );
      this.log.info(message);
      this.panel.post({ type: 'notice', text: message });
      return { ok: false, source, problems: [], message };
    }
    if (!result.outcome.ok) return this.refuse(source, result.outcome.problems, result.outcome.rules);
    // Edited while it was being solved? Then the result is already stale.
    this.panel.showModel(result.outcome.model, doc.version !== source.version);
    setContext('diracDice.hasResult', true);
    return { ok: true, source, result: result.outcome.model.result };
  }

  /** The input or the rules are wrong, or a limit refused the request: say what and where. */
  private refuse(source: SourceInfo, problems: Problem[], rules: RulesJson): SolveCommandResult {
    const first = problems[0];
    const aboutInput = first?.line !== undefined; // else a rule or a limit, not the text
    const detail = first ? problemWithPlace(first) : '';
    const message = aboutInput
      ? vscode.l10n.t('{0} is not a Dirac Dice input: {1}', source.label, detail)
      : vscode.l10n.t('Dirac Dice cannot solve {0} with these rules: {1}', source.label, detail);
    const more =
      problems.length > 1 ? vscode.l10n.t('{0} (and {1} more)', message, displayNumber(problems.length - 1)) : message;
    void vscode.window.showErrorMessage(more);
    this.log.warn(`${source.label}: ${problems.map(formatProblem).join('; ')}`);
    if (this.panel.isOpen) {
      // The panel now shows this input's problems: no answer is current any more.
      this.panel.showProblems(source, problems.map(localizedProblem), rules);
      setContext('diracDice.hasResult', false);
    }
    return { ok: false, source, problems, message };
  }
}

function problemsOf(result: Awaited<ReturnType<SolveService['run']>>): Problem[] {
  return result.kind === 'outcome' && !result.outcome.ok ? result.outcome.problems : [];
}
