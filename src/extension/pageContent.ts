/**
 * What the results page is sent, apart from the panel's lifecycle (resultsPanel.ts): model ids,
 * the model and the strings in VS Code's display language, and what a page that reloaded lacks.
 */
import * as vscode from 'vscode';
import type { HostMessage, PageMessage, PanelModel, SourceInfo } from '../shared/protocol';
import { PANEL_STRINGS, type PanelStringKey } from '../shared/strings';
import { problemMessage } from './display';
import { makeNonce } from './panelHtml';

type ProblemsView = Extract<HostMessage, { type: 'problems' }>;

/** What the panel shows: a model with its id, or problems. */
export type ShownView = { model: PanelModel; id: string } | ProblemsView;

/** Model ids: unique in this extension host, and unlike any id a page saved in an earlier one. */
const ID_PREFIX = makeNonce().slice(0, 8);
let modelCount = 0;
export const nextModelId = (): string => `${ID_PREFIX}-${++modelCount}`;

/**
 * The model as the page gets it: the reasons of refused strategies in VS Code's display language
 * (the model itself, which the exports write, keeps the core's English).
 */
export function pageModel(model: PanelModel): PanelModel {
  const part2 = model.result.part2;
  if (!part2 || part2.refused.length === 0) return model;
  const refused = part2.refused.map((r) => ({ ...r, reason: problemMessage(r.problem) }));
  return { ...model, result: { ...model.result, part2: { ...part2, refused } } };
}

/**
 * The page's strings in VS Code's display language where they differ from its own English ones
 * (templates stay templates: vscode.l10n.t without arguments leaves {0}, {1} for the page to fill).
 * When none differ, nothing unless `always` (the page then learns the locale, and says it when it reloads).
 */
export function stringsMessage(always: boolean): HostMessage | undefined {
  const strings = Object.fromEntries(
    Object.entries(PANEL_STRINGS)
      .map(([key, english]) => [key, vscode.l10n.t(english)])
      .filter(([key, text]) => text !== PANEL_STRINGS[key as PanelStringKey]),
  );
  if (!always && Object.keys(strings).length === 0) return undefined;
  return { type: 'strings', strings, locale: vscode.env.language };
}

/**
 * What a page that reloaded (it is shown again, or the window reloaded: messages posted while it
 * was hidden are lost) must be sent: what it does not have of what the panel shows (its `ready`
 * says what it restored from its saved state), whether the document moved on since, and the busy
 * line.
 */
export function reloadMessages(
  ready: Extract<PageMessage, { type: 'ready' }>,
  shown: ShownView | undefined,
  busy: string | null,
  isStale: (source: SourceInfo) => boolean,
): HostMessage[] {
  const out: HostMessage[] = [];
  if (ready.locale !== vscode.env.language) out.push(stringsMessage(true) as HostMessage);
  if (shown && 'model' in shown) {
    if (ready.modelId !== shown.id) out.push({ type: 'model', model: pageModel(shown.model), id: shown.id });
    out.push({ type: 'stale', stale: isStale(shown.model.source) });
  } else if (shown) {
    out.push(shown);
  }
  if (busy !== null) out.push({ type: 'busy', label: busy });
  return out;
}
