/** What the results page is sent: model ids, the model and strings in VS Code's display language, what a reloaded page lacks. */
import * as vscode from 'vscode';
import type { AnswerPart, HostMessage, PageMessage, PanelModel, SourceInfo } from '../shared/protocol';
import { PANEL_STRINGS, type PanelStringKey } from '../shared/strings';
import { problemMessage } from './display';
import { makeNonce } from './panelHtml';

export type ProblemsView = Extract<HostMessage, { type: 'problems' }>;

/** What the panel shows: a model with its id, or problems. */
export type ShownView = { model: PanelModel; id: string } | ProblemsView;

/** Which answers of a model the page keeps covered (the host decides: spoiler-free mode). */
interface Covering {
  covered(model: PanelModel): AnswerPart[];
}

/** Model ids: unique in this extension host, and unlike any id a page saved in an earlier one. */
const ID_PREFIX = makeNonce().slice(0, 8);
let modelCount = 0;
export const nextModelId = (): string => `${ID_PREFIX}-${++modelCount}`;

/** The model with its covered answers, and the refused strategies' reasons in VS Code's display language (the exports keep the core's English). */
function pageModel(model: PanelModel, covering: Covering): PanelModel {
  const part2 = model.result.part2;
  const covered = covering.covered(model);
  if (!part2 || part2.refused.length === 0) return { ...model, covered };
  const refused = part2.refused.map((r) => ({ ...r, reason: problemMessage(r.problem) }));
  return { ...model, covered, result: { ...model.result, part2: { ...part2, refused } } };
}

/** The page's strings where the display language differs from English; none differ: nothing unless `always`. */
export function stringsMessage(always: boolean): HostMessage | undefined {
  const strings = Object.fromEntries(
    Object.entries(PANEL_STRINGS)
      .map(([key, english]) => [key, vscode.l10n.t(english)])
      .filter(([key, text]) => text !== PANEL_STRINGS[key as PanelStringKey]),
  );
  if (!always && Object.keys(strings).length === 0) return undefined;
  return { type: 'strings', strings, locale: vscode.env.language };
}

/** Whether the document was edited since `source` was solved (it is open at another version). */
const isStale = (source: SourceInfo): boolean =>
  vscode.workspace.textDocuments.some((d) => d.uri.toString() === source.uri && d.version !== source.version);

/** The messages that draw `view`: problems, or a model (unless the page shows `hasId`) and whether it is stale. */
export function viewMessages(view: ShownView, covering: Covering, hasId?: string): HostMessage[] {
  if (!('model' in view)) return [view];
  const stale: HostMessage = { type: 'stale', stale: isStale(view.model.source) };
  return hasId === view.id ? [stale] : [{ type: 'model', model: pageModel(view.model, covering), id: view.id }, stale];
}

/** What a reloaded page (what was posted while hidden is lost) lacks of what the panel shows, and the busy line. */
export function reloadMessages(
  ready: Extract<PageMessage, { type: 'ready' }>,
  shown: ShownView | undefined,
  busy: string | null,
  covering: Covering,
): HostMessage[] {
  return [
    ...(ready.locale === vscode.env.language ? [] : [stringsMessage(true) as HostMessage]),
    ...(shown ? viewMessages(shown, covering, ready.modelId) : []),
    ...(busy === null ? [] : [{ type: 'busy', label: busy } satisfies HostMessage]),
  ];
}

/** The shortest time between two views sent to the page (a person sees no delay below it). */
const VIEW_INTERVAL_MS = 100;

/** `send`, now or once VIEW_INTERVAL_MS have passed since it last ran; calls meanwhile make one run. */
export function throttled(send: () => void): (() => void) & { cancel(): void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (): void => {
    timer = undefined;
    last = Date.now();
    send();
  };
  const ask = (): void => {
    const wait = last + VIEW_INTERVAL_MS - Date.now();
    if (wait <= 0 && timer === undefined) run();
    else timer ??= setTimeout(run, Math.max(wait, 0));
  };
  return Object.assign(ask, { cancel: () => clearTimeout(timer) });
}
