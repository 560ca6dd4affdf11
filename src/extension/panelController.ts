import * as vscode from 'vscode';
import { savedModel, savedModelId } from '../app/pageMessages';
import type { HostMessage, PageMessage, PanelModel, SourceInfo } from '../shared/protocol';
import type { Problem, RulesJson } from '../core/result';
import { nextModelId, pageModel, reloadMessages, type ShownView, stringsMessage } from './pageContent';
import { preloadPanelBundles } from './panelHtml';
import { ResultsPanel } from './resultsPanel';

/** The shortest time between two models sent to the page (a person sees no delay below it). */
const MODEL_INTERVAL_MS = 100;

/**
 * The results panel's lifecycle and what it shows: one panel, created when the first solve
 * starts, revealed after, adopted after a reload. It remembers the last model (or problems) so a page
 * that reloads gets them again, and passes the page's other requests on through `onDidRequest`.
 */
export class PanelController implements vscode.Disposable {
  private panel: ResultsPanel | undefined;
  private view: ShownView | undefined;
  /** The busy line the page should show (sent again when the page reloads). */
  private busy: string | null = null;
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when the panel opens or closes, or shows another answer. */
  readonly onDidChange = this.changed.event;
  private readonly requested = new vscode.EventEmitter<PageMessage>();
  private lastModelPost = 0;
  private pendingTimer: ReturnType<typeof setTimeout> | undefined;
  private pendingStale = false;
  /** The panel is revealed when the next message is posted (see open). */
  private revealWithNext = false;
  /** A validated request from the page, other than 'ready'. */
  readonly onDidRequest = this.requested.event;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly log: vscode.LogOutputChannel,
    /** Whether the shown document has been edited since it was solved. */
    private readonly isStale: (source: SourceInfo) => boolean,
  ) {
    // Read now, long before the first solve, so that the panel's markup can carry them.
    void preloadPanelBundles(extensionUri);
  }

  get isOpen(): boolean {
    return this.panel !== undefined;
  }

  /** The model on screen, if an answer is on screen. */
  get model(): PanelModel | undefined {
    return this.view && 'model' in this.view ? this.view.model : undefined;
  }

  /** The document the panel shows (an answer or its problems). */
  get source(): SourceInfo | undefined {
    return this.view && 'model' in this.view ? this.view.model.source : (this.view?.source ?? undefined);
  }

  /**
   * Shows an answer. Answers that come faster than a person can read (a script solving in a
   * loop) are coalesced: at most one model per MODEL_INTERVAL_MS goes to the page, and the last
   * one always does, so the page never falls behind and ends on the newest answer.
   */
  showModel(model: PanelModel, stale: boolean): void {
    this.view = { model, id: nextModelId() };
    this.busy = null; // the page clears its busy line when it draws a model
    this.ensurePanel();
    this.changed.fire();
    this.pendingStale = stale;
    const wait = this.lastModelPost + MODEL_INTERVAL_MS - Date.now();
    if (wait <= 0 && this.pendingTimer === undefined) this.postModel();
    else this.pendingTimer ??= setTimeout(() => this.postModel(), Math.max(wait, 0));
  }

  private postModel(): void {
    this.pendingTimer = undefined;
    if (!this.view || !('model' in this.view)) return;
    this.lastModelPost = Date.now();
    this.revealWithNext = false; // revealed once, below, after both messages
    this.post({ type: 'model', model: pageModel(this.view.model), id: this.view.id });
    this.post({ type: 'stale', stale: this.pendingStale });
    this.reveal();
  }

  /** Shows problems in place of the answer, if the panel is open (it never opens for them). */
  showProblems(source: SourceInfo, problems: Problem[], rules: RulesJson): void {
    if (!this.panel) return;
    this.view = { type: 'problems', source, problems, rules };
    this.busy = null;
    this.post(this.view);
    this.changed.fire();
  }

  post(message: HostMessage): void {
    if (message.type === 'busy') this.busy = message.label;
    this.panel?.post(message);
    if (this.revealWithNext) this.reveal();
  }

  /**
   * Opens the panel for a solve about to start (or reveals it), before the solve, so that the
   * webview starts while the solver works; `busy` is the line it shows meanwhile (null: none).
   */
  open(busy: string | null): void {
    if (this.panel && busy === null && this.busy === null) {
      // A light solve in the open panel: revealed with what it shows next (its answer), so that the
      // workbench's reveal does not run before the answer's message.
      this.revealWithNext = true;
      return;
    }
    // A new panel is shown as it is created; one that exists is brought forward.
    if (this.panel) this.panel.reveal();
    else this.ensurePanel();
    if (busy !== null || this.busy !== null) this.post({ type: 'busy', label: busy });
    this.changed.fire();
  }

  /** Reveals the panel; false when there is none. */
  reveal(): boolean {
    this.revealWithNext = false;
    this.panel?.reveal();
    return this.panel !== undefined;
  }

  /** Adopts a panel restored after a reload; its page shows its saved state until solved again. */
  revive(webviewPanel: vscode.WebviewPanel, state: unknown): PanelModel | undefined {
    this.panel?.dispose();
    this.panel = ResultsPanel.revive(webviewPanel, this.extensionUri, (m) => this.onMessage(m), this.warn);
    this.watchPanel();
    const model = savedModel(state);
    if (model) this.view = { model, id: savedModelId(state) ?? nextModelId() };
    this.changed.fire();
    return model;
  }

  private ensurePanel(): void {
    if (this.panel) return;
    this.panel = ResultsPanel.create(this.extensionUri, (m) => this.onMessage(m), this.warn);
    this.watchPanel();
    // First of all, so that the page draws everything once, in its words (messages wait for the
    // page). None in English: the page has them (it learns the locale on its first reload).
    const strings = stringsMessage(false);
    if (strings) this.post(strings);
  }

  private readonly warn = (message: string): void => this.log.warn(message);

  private watchPanel(): void {
    const panel = this.panel;
    panel?.onDidDispose(() => {
      if (this.panel !== panel) return;
      this.panel = undefined;
      this.busy = null; // a panel made later starts without it
      this.changed.fire();
    });
  }

  private onMessage(message: PageMessage): void {
    if (message.type !== 'ready') return this.requested.fire(message);
    // A new panel's first page gets what was posted before it loaded: nothing to send again.
    if (this.panel?.readyHasAll()) return;
    for (const m of reloadMessages(message, this.view, this.busy, this.isStale)) this.post(m);
  }

  dispose(): void {
    clearTimeout(this.pendingTimer);
    this.panel?.dispose();
    this.changed.dispose();
    this.requested.dispose();
  }
}
