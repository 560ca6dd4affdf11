import * as vscode from 'vscode';
import { parsePageMessage } from '../app/pageMessages';
import type { HostMessage, PageMessage } from '../shared/protocol';
import { panelHtml, webviewOptions } from './panelHtml';

export const PANEL_VIEW_TYPE = 'diracDice.results';

/**
 * The one results panel (host side): creates or adopts a webview panel, sends typed messages,
 * and passes on only the page messages that validate. Everything it registers is disposed with it.
 */
export class ResultsPanel implements vscode.Disposable {
  private readonly disposables: vscode.Disposable[] = [];
  private readonly disposedEmitter = new vscode.EventEmitter<void>();
  readonly onDidDispose = this.disposedEmitter.event;
  private disposed = false;
  /**
   * Until the page's first 'ready': whether everything posted so far will reach it. Messages posted
   * to a new panel wait for its page to load; a page that was hidden meanwhile lost them (it loads
   * again when shown), and an adopted page had none.
   */
  private pageGetsAll: boolean;

  static create(extensionUri: vscode.Uri, onMessage: (m: PageMessage) => void, log: (s: string) => void): ResultsPanel {
    const panel = vscode.window.createWebviewPanel(
      PANEL_VIEW_TYPE,
      vscode.l10n.t('Dirac Dice Results'),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      webviewOptions(extensionUri),
    );
    return new ResultsPanel(panel, extensionUri, onMessage, log, true);
  }

  /** Adopts a panel VS Code restored after a reload (the serializer's path). */
  static revive(
    panel: vscode.WebviewPanel,
    extensionUri: vscode.Uri,
    onMessage: (m: PageMessage) => void,
    log: (s: string) => void,
  ): ResultsPanel {
    panel.webview.options = webviewOptions(extensionUri);
    return new ResultsPanel(panel, extensionUri, onMessage, log, false);
  }

  private constructor(
    readonly panel: vscode.WebviewPanel,
    extensionUri: vscode.Uri,
    onMessage: (m: PageMessage) => void,
    log: (s: string) => void,
    created: boolean,
  ) {
    this.pageGetsAll = created;
    panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'icon.png');
    panel.webview.html = panelHtml(panel.webview, extensionUri);
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.onDidChangeViewState(() => {
        if (!panel.visible) this.pageGetsAll = false;
      }),
      panel.webview.onDidReceiveMessage((raw: unknown) => {
        const message = parsePageMessage(raw);
        if (message === null) {
          log(`ignored a malformed message from the results panel: ${describe(raw)}`);
          return;
        }
        onMessage(message);
      }),
    );
  }

  /**
   * Called on each 'ready' from the page: true the first time when the page gets everything posted
   * before it (a new panel's page that was never hidden), so nothing needs sending again.
   */
  readyHasAll(): boolean {
    const all = this.pageGetsAll;
    this.pageGetsAll = false;
    return all;
  }

  post(message: HostMessage): void {
    if (!this.disposed) void this.panel.webview.postMessage(message);
  }

  reveal(): void {
    this.panel.reveal(undefined, true);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.disposedEmitter.fire();
    this.panel.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
    this.disposedEmitter.dispose();
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
