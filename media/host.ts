/** The page's side of the webview API: typed messages to the host and the saved view state. */
import type { PageMessage, PanelModel, SourceInfo } from '../src/shared/protocol';
import type { Problem, RulesJson } from '../src/shared/result';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

/** What the page saves with setState, to redraw at once after a reload. */
export type ViewState =
  { model: PanelModel } | { problems: { source: SourceInfo | null; problems: Problem[]; rules: RulesJson } };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How the person chose to see some sections (kept across reloads with the view). */
export interface UiPrefs {
  byTurn: 'universes' | 'probability';
  heatmap: 'share' | 'probability';
}

const vscode = acquireVsCodeApi();

export function post(message: PageMessage): void {
  vscode.postMessage(message);
}

let prefs: UiPrefs = readPrefs(vscode.getState());
let lastView: ViewState | null = null;

export function saveState(state: ViewState): void {
  lastView = state;
  vscode.setState({ ...state, ui: prefs });
}

/** The person's choices for the sections' views. */
export function uiPrefs(): UiPrefs {
  return prefs;
}

/** Changes one choice and saves it with the view. */
export function setUiPref<K extends keyof UiPrefs>(key: K, value: UiPrefs[K]): void {
  prefs = { ...prefs, [key]: value };
  const saved = lastView ?? loadState();
  vscode.setState(saved ? { ...saved, ui: prefs } : { ui: prefs });
}

function readPrefs(state: unknown): UiPrefs {
  const ui = isRecord(state) && isRecord(state.ui) ? state.ui : {};
  return {
    byTurn: ui.byTurn === 'probability' ? 'probability' : 'universes',
    heatmap: ui.heatmap === 'probability' ? 'probability' : 'share',
  };
}

/** The saved view, if it still has the expected shape (the host may have changed since). */
export function loadState(): ViewState | null {
  const state = vscode.getState();
  if (!isRecord(state)) return null;
  const model = state.model;
  if (isRecord(model) && isRecord(model.result) && isRecord(model.source))
    return { model: model as unknown as PanelModel };
  const problems = state.problems;
  if (isRecord(problems) && Array.isArray(problems.problems) && isRecord(problems.rules)) {
    return { problems: problems as unknown as { source: SourceInfo | null; problems: Problem[]; rules: RulesJson } };
  }
  return null;
}
