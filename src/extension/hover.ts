import * as vscode from 'vscode';
import { percentDecimals } from '../core/share';
import type { DocumentCache } from '../app/documentCache';
import { displayNumber, groupDigits } from './display';
import { isPuzzleDocument, snapshotOf } from './documents';
import type { Settings } from './settings';
import type { Spoilers } from './spoilers';

/** Hover on a starting-position line: that player's wins in part 2 and final score in part 1. */
export class DiracHoverProvider implements vscode.HoverProvider {
  constructor(
    private readonly settings: () => Settings,
    private readonly documents: DocumentCache,
    private readonly spoilers: Spoilers,
  ) {}

  provideHover(doc: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const settings = this.settings();
    if (!isPuzzleDocument(doc, settings)) return undefined;
    const parsed = this.documents.get(snapshotOf(doc), settings);
    const answer = parsed.answer();
    if (answer.kind !== 'solved' || !parsed.parse.ok) return undefined;
    const index = parsed.parse.input.lines.indexOf(position.line + 1);
    if (index < 0) return undefined;
    const { part1, part2 } = answer.result;
    const md = new vscode.MarkdownString();
    md.appendMarkdown(`**${vscode.l10n.t('Player {0}', index + 1)}**\n\n`);
    // Spoiler-free mode: a covered part says so (a player's wins or score is a step to its answer).
    const covered = this.spoilers.covered(doc.uri.toString(), answer.result);
    for (const part of covered.filter((p) => answer.result[`part${p}`]))
      md.appendText(vscode.l10n.t('Part {0}: hidden', part)).appendMarkdown('\n\n');
    if (part2 && !covered.includes(2)) {
      // The precision of the panel's column of shares.
      const share = displayNumber((part2.shares[index] ?? 0) * 100, percentDecimals(part2.shares));
      const wins = groupDigits(part2.wins[index] ?? '0');
      md.appendText(vscode.l10n.t('Part 2: wins in {0} universes ({1} %)', wins, share)).appendMarkdown('\n\n');
    }
    if (part1 && !covered.includes(1)) {
      const winner = part1.winner === index + 1 ? vscode.l10n.t(' (winner)') : '';
      md.appendText(vscode.l10n.t('Part 1: final score {0}{1}', groupDigits(part1.scores[index] ?? '0'), winner));
    }
    return new vscode.Hover(md, doc.lineAt(position.line).range);
  }
}
