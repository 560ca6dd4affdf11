/** The page's side of the webview API: typed messages to the host and the saved view state. */
import { PAGE_STATE_VERSION, type HostMessage, type PageRequest, type PanelModel } from '../src/shared/protocol';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

type ProblemsView = Omit<Extract<HostMessage, { type: 'problems' }>, 'type'>;

export type ViewState = { model: PanelModel } | { problems: ProblemsView };

/** What the page saves with setState, to redraw at once after a reload and tell the host what it has. */
export interface PageState {
  view: ViewState | null;
  /** The id of the model shown (none for problems). */
  modelId?: string;
  /** The host's strings the page shows, and the locale they are in. */
  strings?: { locale: string; table: unknown };
}

/** How the person chose to see some sections (kept across reloads with the view). */
export interface UiPrefs {
  byTurn: 'universes' | 'probability';
  heatmap: 'share' | 'probability';
}

/** The state as written by this version of the page (the view's key at the top: the host reads `model`). */
interface SavedState extends Omit<PageState, 'view'> {
  version: number;
  model?: PanelModel;
  problems?: ProblemsView;
  ui?: UiPrefs;
}

const vscode = acquireVsCodeApi();
/** The saved state, if this version of the page wrote it: a state of another version is dropped, never translated. */
const state = vscode.getState() as SavedState | undefined;
const restored = state?.version === PAGE_STATE_VERSION ? state : undefined;
let saved: PageState = { view: null };
let prefs: UiPrefs = restored?.ui ?? { byTurn: 'universes', heatmap: 'share' };

let lastRequestId = 0;

/** Sends a request to the host; returns its id, which the host's reply names in `inReplyTo`. */
export function post(request: PageRequest): number {
  const requestId = ++lastRequestId;
  vscode.postMessage({ ...request, requestId });
  return requestId;
}

let writeAsked = false;

/** Writes the page's state after the next frame: setState copies it all on the thread that paints the answer. */
function writeState(): void {
  if (writeAsked) return;
  writeAsked = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      writeAsked = false;
      const { view, ...rest } = saved;
      vscode.setState({ version: PAGE_STATE_VERSION, ...view, ...rest, ui: prefs } satisfies SavedState);
    }, 0),
  );
}

export function saveState(change: Partial<PageState>): void {
  saved = { ...saved, ...change };
  writeState();
}

export function uiPrefs(): UiPrefs {
  return prefs;
}

export function setUiPref<K extends keyof UiPrefs>(key: K, value: UiPrefs[K]): void {
  prefs = { ...prefs, [key]: value };
  writeState();
}

/** The saved state, if there is one of this version. */
export function loadState(): PageState {
  if (!restored) return saved;
  const { model, problems, modelId, strings } = restored;
  const view = model ? { model } : problems ? { problems } : null;
  saved = { view, modelId: model ? modelId : undefined, strings };
  return saved;
}
