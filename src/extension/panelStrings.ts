import * as vscode from 'vscode';
import { PANEL_STRINGS, type PanelStrings } from '../shared/strings';

/**
 * The results panel's text in VS Code's display language, for the page's 'strings' message.
 * Templates stay templates: vscode.l10n.t without arguments leaves {0}, {1} for the page to fill.
 */
export function panelStrings(): PanelStrings {
  return Object.fromEntries(Object.entries(PANEL_STRINGS).map(([k, v]) => [k, vscode.l10n.t(v)]));
}
