import * as vscode from 'vscode';
import { describeRaw, parsePageMessage, savedModel, savedModelId } from '../app/pageMessages';
import type { RulesInput } from '../core';
import type { AnswerPart, HostMessage, PageMessage, PanelModel, SourceInfo } from '../shared/protocol';
import * as page from './pageContent';
import { resultsWebview } from './panelHtml';

export const PANEL_VIEW_TYPE = 'diracDice.results';

/** What the panel needs from the extension. */
export interface PanelHost {
  readonly extensionUri: vscode.Uri;
  readonly log: vscode.LogOutputChannel;
  /** A validated request from the page, other than 'ready'. */
  onRequest(message: PageMessage, panel: ResultsPanel): void;
  /** The panel opened or closed, or shows another answer or problems. */
  onChange(): void;
  /** The answers of a model the page keeps covered (spoiler-free mode). */
  covered(model: PanelModel): AnswerPart[];
}

/**
 * The one results panel: created or brought forward when a solve starts, revived after a reload.
 * It owns its webview, disposables, what it shows (sent again on reload), busy line and form rules.
 */
export class ResultsPanel {
  static current: ResultsPanel | undefined;

  private readonly panel: vscode.WebviewPanel;
  private readonly disposables: vscode.Disposable[] = [];
  private view: page.ShownView | undefined;
  private busy: string | null = null;
  /** Rules set in the panel's form, for the document it shows; undefined: the settings'. */
  private rules: RulesInput | undefined;
  /** The view to the page, now or soon: at most one per interval (a script solving in a loop), always the last. */
  private readonly sendView = page.throttled(() => {
    for (const m of this.view ? page.viewMessages(this.view, this.host) : []) this.post(m);
    this.reveal();
  });
  /** Until the page's first 'ready': whether it gets everything posted so far (a page hidden meanwhile lost it). */
  private pageGetsAll: boolean;

  /** Opens the panel for a solve about to start; `busy` is the line it shows meanwhile (null: none). */
  static createOrShow(host: PanelHost, busy: string | null): ResultsPanel {
    // A light solve in the open panel: revealed with its answer, not before. A new panel shows as it is made.
    if (busy !== null) ResultsPanel.current?.reveal();
    const panel = ResultsPanel.current ?? new ResultsPanel(host);
    if (busy !== null) panel.setBusy(busy);
    return panel;
  }

  /** Adopts a panel VS Code restored after a reload; its page shows its saved state until solved again. */
  static revive(webviewPanel: vscode.WebviewPanel, host: PanelHost, state: unknown): ResultsPanel {
    const panel = new ResultsPanel(host, webviewPanel);
    const model = savedModel(state);
    if (model) {
      // The page's id only while it covers what the host does (spoiler-free mode may have changed meanwhile).
      const same = String(model.covered ?? []) === String(host.covered(model));
      panel.view = { model, id: (same && savedModelId(state)) || page.nextModelId() };
      panel.rules = model.rulesOrigin === 'panel' ? { ...model.result.rules } : undefined;
    }
    host.onChange();
    return panel;
  }

  private constructor(
    private readonly host: PanelHost,
    restored?: vscode.WebviewPanel,
  ) {
    ResultsPanel.current?.dispose();
    ResultsPanel.current = this;
    const panel = (this.panel = resultsWebview(PANEL_VIEW_TYPE, host.extensionUri, restored));
    this.pageGetsAll = !restored;
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.onDidChangeViewState(() => {
        if (!panel.visible) this.pageGetsAll = false;
      }),
      panel.webview.onDidReceiveMessage((raw: unknown) => this.onMessage(raw)),
    );
    // A new page's first message, so that it draws everything once, in its words (messages wait for
    // the page). None in English: the page has them (it learns the locale on its first reload).
    const strings = restored ? undefined : page.stringsMessage(false);
    if (strings) this.post(strings);
  }

  get model(): PanelModel | undefined {
    return this.view && 'model' in this.view ? this.view.model : undefined;
  }

  get source(): SourceInfo | undefined {
    return this.view && 'model' in this.view ? this.view.model.source : (this.view?.source ?? undefined);
  }

  /** The rules set in the panel's form, when it shows `uri`. */
  rulesFor(uri: string): RulesInput | undefined {
    return this.source?.uri === uri ? this.rules : undefined;
  }

  /** Changes the panel's rules (undefined: back to the settings'); the caller solves again. */
  setRules(rules: RulesInput | undefined): void {
    this.rules = rules && { ...this.rules, ...rules };
  }

  setBusy(label: string | null): void {
    this.busy = label;
    this.post({ type: 'busy', label });
  }

  reveal(): void {
    this.panel.reveal(undefined, true);
  }

  /** Shows an answer (under a new model id) or problems. */
  show(shown: PanelModel | page.ProblemsView): void {
    const view = 'type' in shown ? shown : { model: shown, id: page.nextModelId() };
    if (this.source?.uri !== ('model' in view ? view.model.source.uri : view.source?.uri)) this.rules = undefined;
    this.view = view;
    this.busy = null; // the page clears its busy line when it draws a view
    this.host.onChange();
    this.sendView();
  }

  /** An unasked message, or a reply (which names the request it answers). */
  post(message: HostMessage): void {
    void this.panel.webview.postMessage(message);
  }

  private onMessage(raw: unknown): void {
    const message = parsePageMessage(raw);
    if (message === null)
      return this.host.log.warn(`ignored a malformed message from the results panel: ${describeRaw(raw)}`);
    if (message.type !== 'ready') return this.host.onRequest(message, this);
    // A new panel's first page gets what was posted before it loaded: nothing to send again.
    if (!this.pageGetsAll) for (const m of page.reloadMessages(message, this.view, this.busy, this.host)) this.post(m);
    this.pageGetsAll = false;
  }

  dispose(): void {
    if (ResultsPanel.current !== this) return;
    ResultsPanel.current = undefined;
    this.sendView.cancel();
    this.panel.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
    this.host.onChange();
  }
}
