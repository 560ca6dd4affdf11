import * as vscode from 'vscode';
import { Reveals, type RevealedInput } from '../app/spoilers';
import type { AnswerPart } from '../shared/protocol';
import { ResultsPanel } from './resultsPanel';
import type { Settings } from './settings';

const BOTH: readonly AnswerPart[] = [1, 2];

/**
 * Spoiler-free mode (diracDice.spoilers): which answers are covered, the reveals (kept in the workspace
 * state, so a window reload keeps them), and the offer to reveal where a command would give an answer away.
 */
export class Spoilers implements vscode.Disposable {
  private readonly reveals: Reveals;
  private readonly changed = new vscode.EventEmitter<void>();
  /** A reveal, or the mode changed: the panel is drawn again; the CodeLens and the status bar follow this. */
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly settings: () => Settings,
    state: vscode.Memento,
  ) {
    this.reveals = new Reveals(state);
  }

  /** The covered answers of `input` in the document `uri` (none in `show` mode). */
  covered(uri: string, input: RevealedInput): AnswerPart[] {
    return this.reveals.covered(this.settings().spoilers, uri, input);
  }

  async reveal(uri: string, input: RevealedInput, parts: readonly AnswerPart[] = BOTH): Promise<void> {
    await this.reveals.reveal(uri, input, parts);
    this.refresh();
  }

  /** After a reveal or a change of the mode: everything that shows an answer shows it again, covered or not. */
  refresh(): void {
    const panel = ResultsPanel.current;
    if (panel?.model) panel.show(panel.model);
    this.changed.fire();
  }

  /** "Reveal the Answers": `parts` of a document's input (from its CodeLens), else both of the panel's input. */
  async revealCommand(uri?: unknown, input?: RevealedInput, parts?: AnswerPart[]): Promise<void> {
    if (typeof uri === 'string' && input) return this.reveal(uri, input, parts);
    const model = ResultsPanel.current?.model;
    if (model) return this.reveal(model.source.uri, model.result);
    void vscode.window.showWarningMessage(vscode.l10n.t('Solve a Dirac Dice input first.'));
  }

  /**
   * Whether none of `parts` is covered. Else a message says which are and offers `action`, which reveals
   * them and runs `then` (the command returns at once: it never waits on the person).
   */
  allows(
    uri: string,
    input: RevealedInput,
    parts: readonly AnswerPart[],
    action: string,
    then: () => unknown,
  ): boolean {
    const covered = this.covered(uri, input).filter((part) => parts.includes(part));
    if (covered.length === 0) return true;
    const message =
      covered.length > 1
        ? vscode.l10n.t('The answers are hidden (spoiler-free mode).')
        : vscode.l10n.t('The part {0} answer is hidden (spoiler-free mode).', covered[0] ?? '');
    void vscode.window.showInformationMessage(message, action).then(async (choice) => {
      if (choice !== action) return;
      await this.reveal(uri, input, covered);
      await then();
    });
    return false;
  }

  dispose(): void {
    this.changed.dispose();
  }
}
