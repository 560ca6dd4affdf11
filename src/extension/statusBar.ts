import * as vscode from 'vscode';
import { groupDigits } from './display';

/** The status bar item "Part 2: ..." that opens the results panel: the panel's answer, while its document is active. */
export class AnswerStatus implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('diracDice.answer', vscode.StatusBarAlignment.Right, 100);
  private readonly listener: vscode.Disposable;

  /** `shown`: the panel's document and part 2 answer, null while it is covered (spoiler-free mode). */
  constructor(private readonly shown: () => { uri: string; part2: string | null } | undefined) {
    this.item.name = vscode.l10n.t('Dirac Dice answer');
    this.item.command = 'diracDice.showPanel';
    this.listener = vscode.window.onDidChangeActiveTextEditor(() => this.update());
  }

  update(): void {
    const active = vscode.window.activeTextEditor?.document.uri.toString();
    const answer = this.shown();
    if (answer && active === answer.uri) {
      const text =
        answer.part2 === null
          ? vscode.l10n.t('Part {0}: hidden', 2)
          : vscode.l10n.t('Part 2: {0}', groupDigits(answer.part2));
      this.item.text = `$(graph) ${text}`;
      this.item.tooltip = vscode.l10n.t('Dirac Dice: show the results panel');
      this.item.show();
    } else {
      this.item.hide();
    }
  }

  dispose(): void {
    this.listener.dispose();
    this.item.dispose();
  }
}
