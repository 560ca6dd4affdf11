import * as vscode from 'vscode';
import { parsePageMessage, savedModel, savedModelId } from '../app/pageMessages';
import type { RulesInput } from '../core';
import type { HostMessage, PageMessage, PageReply, PanelModel, SourceInfo } from '../shared/protocol';
import type { Problem, RulesJson } from '../shared/result';
import { nextModelId, pageModel, reloadMessages, type ShownView, stringsMessage } from './pageContent';
import { panelHtml, webviewOptions } from './panelHtml';

export const PANEL_VIEW_TYPE = 'diracDice.results';

/** The shortest time between two views sent to the page (a script solving in a loop; a person sees no delay below it). */
const VIEW_INTERVAL_MS = 100;

/** What the panel needs from the extension. */
export interface PanelHost {
  readonly extensionUri: vscode.Uri;
  readonly log: vscode.LogOutputChannel;
  /** Whether the document was edited since `source` was solved. */
  isStale(source: SourceInfo): boolean;
  /** A validated request from the page, other than 'ready'. */
  onRequest(message: PageMessage, panel: ResultsPanel): void;
  /** The panel opened or closed, or shows another answer or problems. */
  onChange(): void;
}

/**
 * The one results panel: created (or brought forward) when a solve starts, revived after a
 * reload, disposed when closed. It owns its webview, what it registered, what it shows (sent again
 * to a page that reloads), its busy line, and the rules changed in its form.
 */
export class ResultsPanel {
  static current: ResultsPanel | undefined;

  private readonly disposables: vscode.Disposable[] = [];
  private view: ShownView | undefined;
  private busy: string | null = null;
  /** Rules set in the panel's form, for the document it shows; undefined: the settings'. */
  private rules: RulesInput | undefined;
  private lastSent = 0;
  private sendTimer: ReturnType<typeof setTimeout> | undefined;
  /** Until the page's first 'ready': whether it gets everything posted so far (a page hidden meanwhile lost it). */
  private pageGetsAll: boolean;

  /** Opens the panel for a solve about to start; `busy` is the line it shows meanwhile (null: none). */
  static createOrShow(host: PanelHost, busy: string | null): ResultsPanel {
    const existing = ResultsPanel.current;
    // A light solve in the open panel: revealed with its answer, not before.
    if (existing && busy !== null) existing.panel.reveal(undefined, true);
    const panel = existing ?? ResultsPanel.create(host);
    if (busy !== null) panel.setBusy(busy);
    return panel;
  }

  private static create(host: PanelHost): ResultsPanel {
    const webviewPanel = vscode.window.createWebviewPanel(
      PANEL_VIEW_TYPE,
      vscode.l10n.t('Dirac Dice Results'),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      webviewOptions(host.extensionUri),
    );
    const panel = new ResultsPanel(webviewPanel, host, true);
    // First of all, so that the page draws everything once, in its words (messages wait for the
    // page). None in English: the page has them (it learns the locale on its first reload).
    const strings = stringsMessage(false);
    if (strings) panel.post(strings);
    return panel;
  }

  /** Adopts a panel VS Code restored after a reload; its page shows its saved state until solved again. */
  static revive(webviewPanel: vscode.WebviewPanel, host: PanelHost, state: unknown): ResultsPanel {
    webviewPanel.webview.options = webviewOptions(host.extensionUri);
    const panel = new ResultsPanel(webviewPanel, host, false);
    const model = savedModel(state);
    if (model) {
      panel.view = { model, id: savedModelId(state) ?? nextModelId() };
      panel.rules = model.rulesOrigin === 'panel' ? { ...model.result.rules } : undefined;
    }
    host.onChange();
    return panel;
  }

  private constructor(
    private readonly panel: vscode.WebviewPanel,
    private readonly host: PanelHost,
    created: boolean,
  ) {
    ResultsPanel.current?.dispose();
    ResultsPanel.current = this;
    this.pageGetsAll = created;
    panel.iconPath = vscode.Uri.joinPath(host.extensionUri, 'media', 'icon.png');
    panel.webview.html = panelHtml(panel.webview, host.extensionUri);
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.onDidChangeViewState(() => {
        if (!panel.visible) this.pageGetsAll = false;
      }),
      panel.webview.onDidReceiveMessage((raw: unknown) => this.onMessage(raw)),
    );
  }

  /** The model on screen, if an answer is on screen. */
  get model(): PanelModel | undefined {
    return this.view && 'model' in this.view ? this.view.model : undefined;
  }

  /** The document the panel shows (an answer or its problems). */
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

  showModel(model: PanelModel): void {
    this.show({ model, id: nextModelId() });
  }

  /** Shows problems in place of the answer. */
  showProblems(source: SourceInfo, problems: Problem[], rules: RulesJson): void {
    this.show({ type: 'problems', source, problems, rules });
  }

  setBusy(label: string | null): void {
    this.busy = label;
    this.post({ type: 'busy', label });
  }

  /** The document was edited since the answer shown. */
  markStale(): void {
    this.post({ type: 'stale', stale: true });
  }

  notify(text: string): void {
    this.post({ type: 'notice', text });
  }

  /** Answers one of the page's requests (the reply names it). */
  reply(reply: PageReply): void {
    this.post(reply);
  }

  reveal(): void {
    this.panel.reveal(undefined, true);
  }

  /** A new view replaces the old at once; the page gets at most one per VIEW_INTERVAL_MS, and always the last. */
  private show(view: ShownView): void {
    if (this.source?.uri !== ('model' in view ? view.model.source.uri : view.source?.uri)) this.rules = undefined;
    this.view = view;
    this.busy = null; // the page clears its busy line when it draws a view
    this.host.onChange();
    const wait = this.lastSent + VIEW_INTERVAL_MS - Date.now();
    if (wait <= 0 && this.sendTimer === undefined) this.sendView();
    else this.sendTimer ??= setTimeout(() => this.sendView(), Math.max(wait, 0));
  }

  private sendView(): void {
    this.sendTimer = undefined;
    this.lastSent = Date.now();
    const view = this.view;
    if (!view) return;
    if ('model' in view) {
      this.post({ type: 'model', model: pageModel(view.model), id: view.id });
      this.post({ type: 'stale', stale: this.host.isStale(view.model.source) });
    } else {
      this.post(view);
    }
    this.reveal();
  }

  private post(message: HostMessage): void {
    void this.panel.webview.postMessage(message);
  }

  private onMessage(raw: unknown): void {
    const message = parsePageMessage(raw);
    if (message === null)
      return this.host.log.warn(`ignored a malformed message from the results panel: ${describe(raw)}`);
    if (message.type !== 'ready') return this.host.onRequest(message, this);
    // A new panel's first page gets what was posted before it loaded: nothing to send again.
    const all = this.pageGetsAll;
    this.pageGetsAll = false;
    if (all) return;
    for (const m of reloadMessages(message, this.view, this.busy, this.host.isStale)) this.post(m);
  }

  dispose(): void {
    if (ResultsPanel.current !== this) return;
    ResultsPanel.current = undefined;
    clearTimeout(this.sendTimer);
    this.panel.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
    this.host.onChange();
  }
}

/** A short, safe description of an unknown value for the log. */
function describe(raw: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(raw) ?? String(raw);
  } catch {
    text = Object.prototype.toString.call(raw);
  }
  return text.length > 200 ? `${text.slice(0, 200)}... (${text.length} characters)` : text;
}
