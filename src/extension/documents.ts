import * as vscode from 'vscode';
import { looksLikeInput } from '../core/parse';
import type { TextSnapshot } from '../app/documentCache';
import type { SourceInfo } from '../shared/protocol';
import type { Problem } from '../core/result';
import type { Settings } from './settings';

/** Lines read to decide whether a document looks like a puzzle input. */
const SNIFF_LINES = 40;

/** A document is a puzzle input when its text looks like one, or its name matches the setting's glob. */
export function isPuzzleDocument(doc: vscode.TextDocument, settings: Settings): boolean {
  if (looksLikeInput(doc.getText(new vscode.Range(0, 0, SNIFF_LINES, 0)))) return true;
  return settings.filePattern !== '' && vscode.languages.match({ pattern: settings.filePattern }, doc) > 0;
}

export function sourceOf(doc: vscode.TextDocument): SourceInfo {
  const label = doc.isUntitled ? doc.uri.path : (doc.uri.path.split('/').pop() ?? doc.uri.toString());
  return { uri: doc.uri.toString(), label, version: doc.version };
}

export function snapshotOf(doc: vscode.TextDocument): TextSnapshot {
  return { uri: doc.uri.toString(), version: doc.version, getText: () => doc.getText() };
}

/** A problem's range in the document (problems are 1-based, end column exclusive). */
export function problemRange(problem: Problem, doc: vscode.TextDocument): vscode.Range {
  const line = Math.min(Math.max((problem.line ?? 1) - 1, 0), Math.max(doc.lineCount - 1, 0));
  const start = Math.max((problem.column ?? 1) - 1, 0);
  const end = Math.max((problem.endColumn ?? start + 2) - 1, start + 1);
  return new vscode.Range(line, start, line, end);
}
