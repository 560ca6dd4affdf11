// Results leave the editor only where the person says: the clipboard, or a file chosen in VS
// Code's own save dialog (which asks before replacing a file). Nothing else is written.
import * as vscode from 'vscode';
import { resultsMarkdown } from '../app/exportMarkdown';
import { ResultsPanel } from './resultsPanel';
import type { Spoilers } from './spoilers';

/** "Copy Results as Markdown": returns the text copied, or undefined when nothing is solved (or it is covered). */
export async function copyMarkdown(spoilers: Spoilers): Promise<string | undefined> {
  const model = shownModel(spoilers, vscode.l10n.t('Reveal and Copy'), () => copyMarkdown(spoilers));
  if (!model) return undefined;
  const markdown = resultsMarkdown(model.result, model.source.label);
  await vscode.env.clipboard.writeText(markdown);
  void vscode.window.showInformationMessage(vscode.l10n.t('Copied the results as Markdown.'));
  return markdown;
}

/** "Save Results as JSON...": the whole result, as the CLI's --json prints it. */
export async function saveJson(spoilers: Spoilers): Promise<vscode.Uri | undefined> {
  const model = shownModel(spoilers, vscode.l10n.t('Reveal and Save'), () => saveJson(spoilers));
  if (!model) return undefined;
  const name = `${model.source.label.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-') || 'dirac-dice'}-results.json`;
  return save(name, { [vscode.l10n.t('JSON')]: ['json'] }, `${JSON.stringify(model.result, null, 2)}\n`);
}

/** A chart from the page, as a standalone SVG file. */
export async function saveSvg(name: string, svg: string): Promise<vscode.Uri | undefined> {
  const file = `${name.replace(/[^\w.-]+/g, '-') || 'chart'}.svg`;
  return save(file, { [vscode.l10n.t('SVG image')]: ['svg'] }, svg);
}

async function save(name: string, filters: Record<string, string[]>, text: string): Promise<vscode.Uri | undefined> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const uri = await vscode.window.showSaveDialog({
    defaultUri: folder ? vscode.Uri.joinPath(folder, name) : undefined,
    filters,
    saveLabel: vscode.l10n.t('Save'),
  });
  if (!uri) return undefined;
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
  void vscode.window.showInformationMessage(vscode.l10n.t('Saved {0}.', uri.path.split('/').pop() ?? uri.toString()));
  return uri;
}

/** The panel's model, unless there is none (said) or an answer in it is covered (an offer to reveal both and `retry`). */
function shownModel(spoilers: Spoilers, action: string, retry: () => unknown) {
  const model = ResultsPanel.current?.model;
  if (!model) void vscode.window.showWarningMessage(vscode.l10n.t('Solve a Dirac Dice input first.'));
  return model && spoilers.allows(model.source.uri, model.result, [1, 2], action, retry) ? model : undefined;
}
