import * as vscode from 'vscode';
import { MISTAKES, parseAnswer, type AnswerCheck } from '../core';
import { problemsOf } from '../core/errors';
import type { SolveResult } from '../core/result';
import { checkInEditor, generalHint } from '../app/answerCheck';
import type { DocumentCache } from '../app/documentCache';
import { HEAVY_WORK } from '../app/policy';
import { coreText, displayNumber, groupDigits, groupSeparator, problemMessage } from './display';
import { snapshotOf, sourceOf } from './documents';
import type { Settings } from './settings';
import { refusalMessage } from './solveCommand';
import type { Spoilers } from './spoilers';

/** "Check My Answer...": the part, then the number; the reply never shows the answer unless asked for it. */
export function registerCheckAnswer(
  settings: () => Settings,
  documents: DocumentCache,
  spoilers: Spoilers,
  log: vscode.LogOutputChannel,
): vscode.Disposable {
  const command = new CheckCommand(settings, documents, spoilers, log);
  return vscode.commands.registerCommand('diracDice.checkAnswer', (uri?: vscode.Uri) => command.run(uri));
}

class CheckCommand {
  constructor(
    private readonly settings: () => Settings,
    private readonly documents: DocumentCache,
    private readonly spoilers: Spoilers,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  /** Checks an answer to the given document (CodeLens) or the active editor's, with the settings' rules; undefined if cancelled or refused. */
  async run(uri?: vscode.Uri): Promise<AnswerCheck | undefined> {
    const doc =
      uri instanceof vscode.Uri
        ? await vscode.workspace.openTextDocument(uri)
        : vscode.window.activeTextEditor?.document;
    const warn = (message: string) => void vscode.window.showWarningMessage(message);
    if (!doc) return warn(vscode.l10n.t('Open a puzzle input to check an answer to it.'));
    const settings = this.settings();
    const { label, uri: docUri } = sourceOf(doc);
    // The editor's own answer (one parse, one light solve): the input's problems, too big, or the answers to reveal.
    const solved = this.documents.get(snapshotOf(doc), settings).answer();
    if (solved.kind === 'problems') return void vscode.window.showErrorMessage(refusalMessage(label, solved.problems));
    // Checked on the host's thread (a solve per known mistake): heavy inputs are refused rather than block the editor.
    if (solved.kind === 'too-big')
      return warn(
        vscode.l10n.t(
          'Checking an answer to {0} needs lighter rules: its estimated work is over {1} steps, the most checked in the editor.',
          label,
          displayNumber(HEAVY_WORK),
        ),
      );
    const part = await askPart(label);
    const answer = part && (await askAnswer(label, part));
    if (!part || answer === undefined) return undefined; // Escape: nothing to say
    const { result } = solved;
    try {
      const { check, ms } = checkInEditor(result.players, result.rules, part, answer, settings.maxWork);
      const families = MISTAKES.filter((m) => m.part === part).length;
      this.log.info(`checked part ${part} of ${label}: ${families} known mistakes in ${ms.toFixed(2)} ms`);
      this.reply(check, docUri, result).catch((error: unknown) => this.log.error(String(error)));
      return check;
    } catch (error) {
      void vscode.window.showErrorMessage(refusalMessage(label, problemsOf(error)));
      return undefined;
    }
  }

  /** Non-modal notifications (they do not block the editor; a screen reader reads them): the reply, the hint, the answer. */
  private async reply(check: AnswerCheck, uri: string, result: SolveResult): Promise<void> {
    const { part } = check;
    if (check.correct)
      return void vscode.window.showInformationMessage(vscode.l10n.t('Correct: that is the answer to part {0}.', part));
    const direction =
      check.direction === 'too-high'
        ? vscode.l10n.t('Not the answer: too high.')
        : vscode.l10n.t('Not the answer: too low.');
    const lines = [direction, ...check.diagnoses.map((d) => coreText(d.textId, d.args))];
    if (check.skipped.length > 0)
      lines.push(
        vscode.l10n.t(
          '{0} known mistake(s) not checked: under these rules their games are over the limit of a check in the editor ({1} steps) or cannot be played.',
          displayNumber(check.skipped.length),
          displayNumber(HEAVY_WORK),
        ),
      );
    const hint = vscode.l10n.t('Show a hint');
    if ((await vscode.window.showWarningMessage(lines.join(' '), hint)) !== hint) return;
    const hints = check.diagnoses.map((d) => coreText(d.hintId, d.args));
    if (hints.length === 0) {
      const { hintId, args } = generalHint(part, result.rules);
      hints.push(direction, vscode.l10n.t('No known mistake gives this number. The rule most often missed:'));
      hints.push(coreText(hintId, args));
    }
    const reveal = vscode.l10n.t('Reveal the answer');
    if ((await vscode.window.showInformationMessage(hints.join(' '), reveal)) !== reveal) return;
    // Asked for: in spoiler-free mode the CodeLens, the status bar and the panel uncover it too.
    if (this.spoilers.covered(uri, result).includes(part)) await this.spoilers.reveal(uri, result, [part]);
    const digits = (part === 1 ? result.part1 : result.part2)?.answer ?? '';
    const copy = vscode.l10n.t('Copy');
    const shown = vscode.l10n.t('The answer to part {0}: {1}', part, groupDigits(digits));
    if ((await vscode.window.showInformationMessage(shown, copy)) === copy)
      await vscode.env.clipboard.writeText(digits);
  }
}

async function askPart(label: string): Promise<1 | 2 | undefined> {
  const item = (part: 1 | 2, description: string) => ({ label: vscode.l10n.t('Part {0}', part), description, part });
  const items = [
    item(1, vscode.l10n.t('the practice game: the losing score times the rolls of the die')),
    item(2, vscode.l10n.t('the Dirac die: the universes won by the player who wins in more')),
  ];
  const title = vscode.l10n.t('Check an answer to {0}', label);
  const picked = await vscode.window.showQuickPick(items, { title, placeHolder: vscode.l10n.t('Which part?') });
  return picked?.part;
}

/** The number, read as the person types it (group separators, the display language's own among them). */
async function askAnswer(label: string, part: 1 | 2): Promise<bigint | undefined> {
  const separator = groupSeparator();
  const text = await vscode.window.showInputBox({
    title: vscode.l10n.t('Check an answer to {0}', label),
    prompt: vscode.l10n.t(
      'Your answer to part {0}: digits, grouped or not, or a line of output such as "Part 1: ..."',
      part,
    ),
    ignoreFocusOut: true,
    validateInput: (value) => {
      const read = parseAnswer(value, separator);
      return read.ok ? undefined : problemMessage(read.problem);
    },
  });
  const read = text === undefined ? undefined : parseAnswer(text, separator);
  return read?.ok ? read.value : undefined;
}
