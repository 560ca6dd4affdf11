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

const vscode = acquireVsCodeApi();

export function post(message: PageMessage): void {
  vscode.postMessage(message);
}

export function saveState(state: ViewState): void {
  vscode.setState(state);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

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
