import * as vscode from 'vscode';
import {
  DiracDiceError,
  looksLikeInput,
  parseInput,
  resolveRules,
  solve,
  type Problem,
  type SolveResult,
} from '../core';
import type { SourceInfo } from '../shared/protocol';
import type { Settings } from './settings';
import { estimateWork, HEAVY_WORK } from './solverClient';

/** A document is a puzzle input when its text looks like one, or its name matches the setting's glob. */
export function isPuzzleDocument(doc: vscode.TextDocument, settings: Settings): boolean {
  if (looksLikeInput(doc.getText(new vscode.Range(0, 0, 40, 0)))) return true;
  return settings.filePattern !== '' && vscode.languages.match({ pattern: settings.filePattern }, doc) > 0;
}

export function sourceOf(doc: vscode.TextDocument): SourceInfo {
  const label = doc.isUntitled ? doc.uri.path : (doc.uri.path.split('/').pop() ?? doc.uri.toString());
  return { uri: doc.uri.toString(), label, version: doc.version };
}

export type QuickAnswer =
  { kind: 'solved'; result: SolveResult } | { kind: 'problems'; problems: Problem[] } | { kind: 'too-big' };

/**
 * Cheap answers for the editor (CodeLens, hover), cached per document version and rules.
 * Skips the memo comparison and runs nothing heavier than HEAVY_WORK (those get only "Solve").
 */
export class QuickSolver {
  private readonly cache = new Map<string, { key: string; answer: QuickAnswer }>();

  answer(doc: vscode.TextDocument, settings: Settings): QuickAnswer {
    const key = `${doc.version}|${settings.maxWork}|${JSON.stringify(settings.rules, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`;
    const hit = this.cache.get(doc.uri.toString());
    if (hit?.key === key) return hit.answer;
    const answer = this.compute(doc.getText(), settings);
    this.cache.set(doc.uri.toString(), { key, answer });
    return answer;
  }

  forget(uri: vscode.Uri): void {
    this.cache.delete(uri.toString());
  }

  private compute(text: string, settings: Settings): QuickAnswer {
    try {
      const rules = resolveRules(settings.rules);
      const parsed = parseInput(text, rules.boardSize);
      if (!parsed.ok) return { kind: 'problems', problems: parsed.problems };
      if (estimateWork(text, settings.rules, false) > HEAVY_WORK) return { kind: 'too-big' };
      return {
        kind: 'solved',
        result: solve(text, { rules: settings.rules, compare: false, maxWork: settings.maxWork }),
      };
    } catch (error) {
      if (error instanceof DiracDiceError) return { kind: 'problems', problems: [...error.problems] };
      throw error;
    }
  }
}

/** A problem's range in the document (problems are 1-based, end column exclusive). */
export function problemRange(problem: Problem, doc: vscode.TextDocument): vscode.Range {
  const line = Math.min(Math.max((problem.line ?? 1) - 1, 0), Math.max(doc.lineCount - 1, 0));
  const start = Math.max((problem.column ?? 1) - 1, 0);
  const end = Math.max((problem.endColumn ?? start + 2) - 1, start + 1);
  return new vscode.Range(line, start, line, end);
}
