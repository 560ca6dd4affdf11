/** The page's side of the webview API: typed messages to the host and the saved view state. */
import type { PageRequest, PanelModel, SourceInfo } from '../src/shared/protocol';
import type { Problem, RulesJson } from '../src/shared/result';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

/** What the page shows: a model or problems. */
export type ViewState =
  { model: PanelModel } | { problems: { source: SourceInfo | null; problems: Problem[]; rules: RulesJson } };

/** The host's strings the page shows, and the locale they are in. */
interface SavedStrings {
  locale: string;
  table: unknown;
}

/** What the page saves with setState, to redraw at once after a reload and tell the host what it has. */
export interface PageState {
  view: ViewState | null;
  /** The id of the model shown (none for problems). */
  modelId?: string;
  strings?: SavedStrings;
}

/** How the person chose to see some sections (kept across reloads with the view). */
export interface UiPrefs {
  byTurn: 'universes' | 'probability';
  heatmap: 'share' | 'probability';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const vscode = acquireVsCodeApi();
let saved: PageState = { view: null };
let prefs: UiPrefs = readPrefs(vscode.getState());

let lastRequestId = 0;

/** Sends a request to the host; returns its id, which the host's reply names in `inReplyTo`. */
export function post(request: PageRequest): number {
  const requestId = ++lastRequestId;
  vscode.postMessage({ ...request, requestId });
  return requestId;
}

let writeAsked = false;

/**
 * Writes the page's state (the view keeps its top-level shape: the host reads `model` from it),
 * after the next frame: setState copies the whole state to the workbench, on the thread that
 * paints the answer. Changes made meanwhile are written together.
 */
function writeState(): void {
  if (writeAsked) return;
  writeAsked = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      writeAsked = false;
      vscode.setState({ ...saved.view, modelId: saved.modelId, strings: saved.strings, ui: prefs });
    }, 0),
  );
}

/** Saves a change to the page's state (written after the next frame). */
export function saveState(change: Partial<PageState>): void {
  saved = { ...saved, ...change };
  writeState();
}

/** The person's choices for the sections' views. */
export function uiPrefs(): UiPrefs {
  return prefs;
}

/** Changes one choice and saves it with the view. */
export function setUiPref<K extends keyof UiPrefs>(key: K, value: UiPrefs[K]): void {
  prefs = { ...prefs, [key]: value };
  writeState();
}

function readPrefs(state: unknown): UiPrefs {
  const ui = isRecord(state) && isRecord(state.ui) ? state.ui : {};
  return {
    byTurn: ui.byTurn === 'probability' ? 'probability' : 'universes',
    heatmap: ui.heatmap === 'probability' ? 'probability' : 'share',
  };
}

/** The saved view, if it still has the expected shape (the host may have changed since). */
function viewOf(state: Record<string, unknown>): ViewState | null {
  const model = state.model;
  if (isRecord(model) && isRecord(model.result) && isRecord(model.source))
    return { model: model as unknown as PanelModel };
  const problems = state.problems;
  if (isRecord(problems) && Array.isArray(problems.problems) && isRecord(problems.rules)) {
    return { problems: problems as unknown as { source: SourceInfo | null; problems: Problem[]; rules: RulesJson } };
  }
  return null;
}

/** The saved state: what parts of it still have the expected shape. */
export function loadState(): PageState {
  const state = vscode.getState();
  if (!isRecord(state)) return saved;
  const view = viewOf(state);
  const strings = state.strings;
  saved = {
    view,
    modelId: view && 'model' in view && typeof state.modelId === 'string' ? state.modelId : undefined,
    strings:
      isRecord(strings) && typeof strings.locale === 'string'
        ? { locale: strings.locale, table: strings.table }
        : undefined,
  };
  return saved;
}
