import * as vscode from 'vscode';
import type { DocumentCache } from '../app/documentCache';
import { isPuzzleDocument, problemRange, snapshotOf } from './documents';
import { problemMessage } from './display';
import type { Settings } from './settings';

/** Squiggles for malformed inputs as you type (debounced), cleared when fixed or closed. */
export class DiracDiagnostics implements vscode.Disposable {
  readonly collection = vscode.languages.createDiagnosticCollection('diracDice');
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Documents that once looked like an input keep being checked while they are open. */
  private readonly tracked = new Set<string>();

  constructor(
    private readonly settings: () => Settings,
    private readonly documents: DocumentCache,
    private readonly delayMs = 250,
  ) {}

  schedule(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    clearTimeout(this.timers.get(key));
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.check(doc);
    }, this.delayMs);
    this.timers.set(key, timer);
  }

  check(doc: vscode.TextDocument): void {
    const settings = this.settings();
    const key = doc.uri.toString();
    if (doc.isClosed || !settings.diagnostics) {
      this.collection.delete(doc.uri);
      return;
    }
    if (!this.tracked.has(key)) {
      if (!isPuzzleDocument(doc, settings)) return;
      this.tracked.add(key);
    }
    const { parse } = this.documents.get(snapshotOf(doc), settings);
    if (parse.ok) {
      this.collection.delete(doc.uri);
      return;
    }
    const toDiagnostic = (problem: (typeof parse.problems)[number]) => {
      const d = new vscode.Diagnostic(problemRange(problem, doc), problemMessage(problem)); // severity Error, the default
      d.source = 'Dirac Dice';
      d.code = problem.code;
      return d;
    };
    this.collection.set(doc.uri, parse.problems.map(toDiagnostic));
  }

  forget(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    this.tracked.delete(key);
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.collection.delete(doc.uri);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.collection.dispose();
  }
}
