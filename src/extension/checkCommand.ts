import * as vscode from 'vscode';
import { type AnswerCheck } from '../core';
import { MISTAKES } from '../core/mistakes';
import { parseAnswer } from '../core/answer';
import type { SolveResult } from '../core/result';
import { checkInEditor, generalHint } from '../app/answerCheck';
import type { DocumentCache } from '../app/documentCache';
import { HEAVY_WORK } from '../app/policy';
import { coreText, displayNumber, groupDigits, groupSeparator, problemMessage } from './display';
import { snapshotOf, sourceOf } from './documents';
import type { Settings } from './settings';
import { refusalMessage } from './solveCommand';
import type { Spoilers } from './spoilers';

const { l10n } = vscode;

/** "Check My Answer...": the part, then the number; the reply never shows the answer unless asked for it. */
export function registerCheckAnswer(
  settings: () => Settings,
  documents: DocumentCache,
  spoilers: Spoilers,
  log: vscode.LogOutputChannel,
): vscode.Disposable {
  let warmed = false;
  /** The given document's input (CodeLens) or the active editor's, under the settings' rules; undefined if cancelled or refused. */
  async function run(uri?: vscode.Uri): Promise<AnswerCheck | undefined> {
    const editor = vscode.window.activeTextEditor;
    const doc = uri instanceof vscode.Uri ? await vscode.workspace.openTextDocument(uri) : editor?.document;
    if (!doc) return void vscode.window.showWarningMessage(l10n.t('Open a puzzle input to check an answer.'));
    const current = settings();
    const { label, uri: docUri } = sourceOf(doc);
    // The editor's answer (one parse, one light solve): the input's problems, too big, or the answers a reveal shows.
    const solved = documents.get(snapshotOf(doc), current).answer();
    if (solved.kind === 'problems') return void vscode.window.showErrorMessage(refusalMessage(label, solved.problems));
    // A check runs on the host's thread (a solve per known mistake): a heavy input would block the editor.
    const limit = displayNumber(HEAVY_WORK);
    const heavy = l10n.t('To check {0}, use lighter rules: the editor checks up to {1} steps.', label, limit);
    if (solved.kind === 'too-big') return void vscode.window.showWarningMessage(heavy);
    const { result } = solved;
    const picked = askPart(label);
    // The session's first check: both parts' mistakes played once under the input's rules (against 0: every one,
    // unless 0 is the answer) while the part is picked, so the check runs warm however soon the number comes.
    if (!warmed) for (const p of [1, 2] as const) checkInEditor(result.players, result.rules, p, 0n, current.maxWork);
    warmed = true;
    const part = await picked;
    const answer = part && (await askAnswer(label, part));
    if (!part || answer === undefined) return undefined; // Escape: nothing to say
    const { check, ms } = checkInEditor(result.players, result.rules, part, answer, current.maxWork);
    const families = check.correct ? 0 : MISTAKES.filter((m) => m.part === part).length - check.skipped.length;
    log.info(`checked part ${part} of ${label}: ${families} known mistakes in ${ms.toFixed(2)} ms`);
    reply(check, docUri, result, limit).catch((error: unknown) => log.error(String(error)));
    return check;
  }

  /** Notifications, one step each (they leave the editor free, and a screen reader reads them); a modal confirms the reveal. */
  async function reply(check: AnswerCheck, uri: string, result: SolveResult, limit: string): Promise<void> {
    const { part } = check;
    // Asked for, or known: in spoiler-free mode the CodeLens, the status bar and the panel uncover it too.
    const covered = spoilers.covered(uri, result).includes(part);
    const uncover = async (): Promise<void> => {
      if (covered) await spoilers.reveal(uri, result, [part]);
    };
    if (check.correct) {
      await uncover();
      const shown = l10n.t('Correct: that is the answer to part {0}, now shown wherever it was hidden.', part);
      return void vscode.window.showInformationMessage(
        covered ? shown : l10n.t('Correct: that is the answer to part {0}.', part),
      );
    }
    const high = check.direction === 'too-high';
    const lines = [high ? l10n.t('Not the answer: too high.') : l10n.t('Not the answer: too low.')];
    lines.push(...check.diagnoses.map((d) => coreText(d.textId, d.args)));
    const skipped = displayNumber(check.skipped.length);
    if (check.skipped.length > 0)
      lines.push(l10n.t('{0} known mistake(s) not checked: over {1} steps or not playable here.', skipped, limit));
    const hint = l10n.t('Show a hint');
    if ((await vscode.window.showWarningMessage(lines.join(' '), hint)) !== hint) return;
    const hints = check.diagnoses.map((d) => coreText(d.hintId, d.args));
    if (hints.length === 0) {
      const { hintId, args } = generalHint(part, result.rules);
      const most = l10n.t('No known mistake gives this number. The rule most often missed:');
      hints.push(lines[0] ?? '', most, coreText(hintId, args));
    }
    const reveal = l10n.t('Reveal the answer...');
    if ((await vscode.window.showInformationMessage(hints.join(' '), reveal)) !== reveal) return;
    // Confirmed in a modal dialog, mid-window: a second click on "Show a hint" can never land on the answer.
    const sure = l10n.t('Reveal');
    const question = l10n.t('Reveal the answer to part {0}?', part);
    if ((await vscode.window.showWarningMessage(question, { modal: true }, sure)) !== sure) return;
    await uncover();
    const digits = (part === 1 ? result.part1 : result.part2)?.answer ?? '';
    const copy = l10n.t('Copy');
    const shown = l10n.t('The answer to part {0}: {1}', part, groupDigits(digits));
    if ((await vscode.window.showInformationMessage(shown, copy)) === copy)
      await vscode.env.clipboard.writeText(digits);
  }
  return vscode.commands.registerCommand('diracDice.checkAnswer', (uri?: vscode.Uri) => run(uri));
}

async function askPart(label: string): Promise<1 | 2 | undefined> {
  const item = (part: 1 | 2, description: string) => ({ label: l10n.t('Part {0}', part), description, part });
  const items = [
    item(1, l10n.t('the practice game: the losing score times the rolls of the die')),
    item(2, l10n.t('the Dirac die: the universes won by the player who wins in more')),
  ];
  const title = l10n.t('Check My Answer: {0}', label);
  return (await vscode.window.showQuickPick(items, { title, placeHolder: l10n.t('Which part?') }))?.part;
}

/** The number, read as it is typed (group separators, the display language's own among them). */
async function askAnswer(label: string, part: 1 | 2): Promise<bigint | undefined> {
  const read = (text: string) => parseAnswer(text, groupSeparator(), part);
  const text = await vscode.window.showInputBox({
    title: l10n.t('Check My Answer: {0}', label),
    prompt: l10n.t('Your answer to part {0}: digits, grouped or not, or a line such as "Part {0}: ..."', part),
    ignoreFocusOut: true,
    validateInput: (value) => ((r) => (r.ok ? undefined : problemMessage(r.problem)))(read(value)),
  });
  const answer = text === undefined ? undefined : read(text);
  return answer?.ok ? answer.value : undefined;
}
