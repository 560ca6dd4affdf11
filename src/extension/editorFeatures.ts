import * as vscode from 'vscode';
import { parseInput, resolveRules, shareOf } from '../core';
import { isPuzzleDocument, problemRange, type QuickSolver } from './documents';
import type { Settings } from './settings';

/** Documents the features apply to: any scheme (files, untitled, virtual); the content decides. */
export const SELECTOR: vscode.DocumentSelector = [
  { scheme: 'file' },
  { scheme: 'untitled' },
  { scheme: 'vscode-vfs' },
  { scheme: 'vscode-remote' },
];

const group = (digits: string): string => {
  try {
    return BigInt(digits).toLocaleString(vscode.env.language);
  } catch {
    return digits;
  }
};

/** "Solve Dirac Dice" on line 1 of inputs, then "Part 1: ..." and "Part 2: ..." once they are cheap to know. */
export class DiracCodeLensProvider implements vscode.CodeLensProvider {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(
    private readonly settings: () => Settings,
    private readonly quick: QuickSolver,
  ) {}

  refresh(): void {
    this.changed.fire();
  }

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    const settings = this.settings();
    if (!settings.codeLens || !isPuzzleDocument(doc, settings)) return [];
    const range = new vscode.Range(0, 0, 0, 0);
    const lenses = [
      new vscode.CodeLens(range, {
        title: vscode.l10n.t('Solve Dirac Dice'),
        command: 'diracDice.solve',
        arguments: [doc.uri],
      }),
    ];
    const answer = this.quick.answer(doc, settings);
    if (answer.kind === 'solved') {
      const { part1, part2 } = answer.result;
      if (part1)
        lenses.push(
          new vscode.CodeLens(range, {
            title: vscode.l10n.t('Part 1: {0}', group(part1.answer)),
            command: 'diracDice.copyPart1',
            arguments: [doc.uri],
            tooltip: vscode.l10n.t('Copy the part 1 answer'),
          }),
        );
      if (part2)
        lenses.push(
          new vscode.CodeLens(range, {
            title: vscode.l10n.t('Part 2: {0}', group(part2.answer)),
            command: 'diracDice.copyPart2',
            arguments: [doc.uri],
            tooltip: vscode.l10n.t('Copy the part 2 answer'),
          }),
        );
    } else if (answer.kind === 'problems') {
      lenses.push(
        new vscode.CodeLens(range, {
          title: vscode.l10n.t('{0} problem(s) in this input', answer.problems.length),
          command: 'workbench.actions.view.problems',
        }),
      );
    }
    return lenses;
  }
}

/** Hover on a starting-position line: that player's wins in part 2 and final score in part 1. */
export class DiracHoverProvider implements vscode.HoverProvider {
  constructor(
    private readonly settings: () => Settings,
    private readonly quick: QuickSolver,
  ) {}

  provideHover(doc: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const settings = this.settings();
    if (!isPuzzleDocument(doc, settings)) return undefined;
    const answer = this.quick.answer(doc, settings);
    if (answer.kind !== 'solved') return undefined;
    const parsed = parseInput(doc.getText(), resolveRules(settings.rules).boardSize);
    if (!parsed.ok) return undefined;
    const index = parsed.input.lines.indexOf(position.line + 1);
    if (index < 0) return undefined;
    const { part1, part2 } = answer.result;
    const md = new vscode.MarkdownString();
    md.appendMarkdown(`**${vscode.l10n.t('Player {0}', index + 1)}**\n\n`);
    if (part2) {
      const wins = BigInt(part2.wins[index] ?? '0');
      const share = (shareOf(wins, BigInt(part2.totalUniverses)) * 100).toFixed(2);
      md.appendText(vscode.l10n.t('Part 2: wins in {0} universes ({1} %)', group(wins.toString()), share));
      md.appendMarkdown('\n\n');
    }
    if (part1)
      md.appendText(
        vscode.l10n.t(
          'Part 1: final score {0}{1}',
          group(part1.scores[index] ?? '0'),
          part1.winner === index + 1 ? vscode.l10n.t(' (winner)') : '',
        ),
      );
    return new vscode.Hover(md, doc.lineAt(position.line).range);
  }
}

/** Squiggles for malformed inputs as you type (debounced), cleared when fixed or closed. */
export class DiracDiagnostics implements vscode.Disposable {
  readonly collection = vscode.languages.createDiagnosticCollection('diracDice');
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Documents that once looked like an input keep being checked while they are open. */
  private readonly tracked = new Set<string>();

  constructor(
    private readonly settings: () => Settings,
    private readonly delayMs = 250,
  ) {}

  schedule(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    const pending = this.timers.get(key);
    if (pending) clearTimeout(pending);
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        this.check(doc);
      }, this.delayMs),
    );
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
    let board: number;
    try {
      board = resolveRules(settings.rules).boardSize;
    } catch {
      board = 10;
    }
    const parsed = parseInput(doc.getText(), board);
    if (parsed.ok) {
      this.collection.delete(doc.uri);
      return;
    }
    this.collection.set(
      doc.uri,
      parsed.problems.map((p) => {
        const d = new vscode.Diagnostic(problemRange(p, doc), p.message, vscode.DiagnosticSeverity.Error);
        d.source = 'Dirac Dice';
        d.code = p.code;
        return d;
      }),
    );
  }

  forget(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    this.tracked.delete(key);
    const pending = this.timers.get(key);
    if (pending) clearTimeout(pending);
    this.timers.delete(key);
    this.collection.delete(doc.uri);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.collection.dispose();
  }
}
