import * as vscode from 'vscode';
import type { DocumentCache } from '../app/documentCache';
import { displayNumber, groupDigits } from './display';
import { isPuzzleDocument, snapshotOf } from './documents';
import type { Settings } from './settings';
import type { Spoilers } from './spoilers';

/** Documents the editor features apply to: any scheme (files, untitled, virtual); the content decides. */
const SCHEMES = ['file', 'untitled', 'vscode-vfs', 'vscode-remote'];
export const SELECTOR: vscode.DocumentSelector = SCHEMES.map((scheme) => ({ scheme }));

/** "Solve" and "Check My Answer..." on line 1 of inputs, then "Part 1: ..." and "Part 2: ..." once they are cheap to know. */
export class DiracCodeLensProvider implements vscode.CodeLensProvider {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(
    private readonly settings: () => Settings,
    private readonly documents: DocumentCache,
    private readonly spoilers: Spoilers,
  ) {}

  refresh(): void {
    this.changed.fire();
  }

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    const settings = this.settings();
    if (!settings.codeLens || !isPuzzleDocument(doc, settings)) return [];
    const range = new vscode.Range(0, 0, 0, 0);
    const lens = (title: string, command: string, tooltip?: string, args: unknown[] = [doc.uri]) =>
      new vscode.CodeLens(range, { title, command, arguments: args, tooltip });
    const lenses = [lens(vscode.l10n.t('Solve'), 'diracDice.solve')];
    const answer = this.documents.get(snapshotOf(doc), settings).answer();
    // Beside Solve; not where checking would be refused as too heavy for the editor.
    if (answer.kind !== 'too-big') lenses.push(lens(vscode.l10n.t('Check My Answer...'), 'diracDice.checkAnswer'));
    if (answer.kind === 'solved') {
      const { part1, part2, players, rules } = answer.result;
      const copy1 = vscode.l10n.t('Copy the part 1 answer');
      const copy2 = vscode.l10n.t('Copy the part 2 answer');
      // Spoiler-free mode: a covered answer's lens reveals it, for this input.
      const covered = this.spoilers.covered(doc.uri.toString(), answer.result);
      const input = [doc.uri.toString(), { players, rules }];
      const reveal = (part: 1 | 2) =>
        lens(vscode.l10n.t('Part {0}: hidden, reveal', part), 'diracDice.reveal', undefined, [...input, [part]]);
      if (part1 && covered.includes(1)) lenses.push(reveal(1));
      else if (part1)
        lenses.push(lens(vscode.l10n.t('Part 1: {0}', groupDigits(part1.answer)), 'diracDice.copyPart1', copy1));
      if (part2 && covered.includes(2)) lenses.push(reveal(2));
      else if (part2)
        lenses.push(lens(vscode.l10n.t('Part 2: {0}', groupDigits(part2.answer)), 'diracDice.copyPart2', copy2));
    } else if (answer.kind === 'problems' && answer.problems[0]?.line !== undefined) {
      // Problems of the text only: a limit's refusal is not in the input (Check an answer says it).
      const title = vscode.l10n.t('{0} problem(s) in this input', displayNumber(answer.problems.length));
      lenses.push(lens(title, 'workbench.actions.view.problems', undefined, []));
    }
    return lenses;
  }

  dispose(): void {
    this.changed.dispose();
  }
}
