import * as vscode from 'vscode';
import { formatInput } from '../core';
import { CommandError, programOf } from '../judge/judge';
import { setContext } from './contextKeys';
import { JudgeController } from './judgeController';
import { OPEN_INPUT, refuseUntrusted } from './judgeMessages';
import { JudgeRun, type JudgeSetup } from './judgeRun';
import { SECTION } from './settings';

const { l10n } = vscode;

/**
 * Judge My Solution (the Node build: it starts processes): the Testing view's controller, the command
 * that asks for the learner's command line when none is set (and offers to save it in the workspace
 * settings, the only thing it ever writes), and the command behind a message's link to a case's input.
 */
export const setupJudge: JudgeSetup = (settings, log) => {
  const judge = new JudgeRun(settings, log);
  const tests = new JudgeController(settings, judge);
  setContext('diracDice.canJudge', true);
  const folder = () => vscode.workspace.workspaceFolders?.[0]?.uri;
  const run = async () => {
    if (!vscode.workspace.isTrusted) return void refuseUntrusted();
    if (!(judge.command ?? settings().judge.command).trim()) {
      const typed = await askCommand(folder()?.fsPath);
      if (typed === undefined) return undefined;
      judge.command = typed;
      if (folder()) void offerSave(typed);
    }
    await vscode.commands.executeCommand('workbench.view.testing.focus');
    await tests.runAll();
    return judge.last;
  };
  const openInput = async (positions: unknown) => {
    const pair = Array.isArray(positions) ? positions.filter((p) => Number.isInteger(p) && p >= 1 && p <= 10) : [];
    if (pair.length !== 2) return;
    const doc = await vscode.workspace.openTextDocument({ content: formatInput(pair), language: 'plaintext' });
    await vscode.window.showTextDocument(doc);
  };
  return {
    disposables: [
      tests,
      vscode.commands.registerCommand('diracDice.judge', run),
      vscode.commands.registerCommand(OPEN_INPUT, openInput),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration(`${SECTION}.judge.command`)) judge.command = undefined; // the setting now says
      }),
    ],
    judged: () => judge.last,
  };
};

/** The command line, checked as it is typed by the runner's own reading of it (empty, its program not found). */
async function askCommand(cwd: string | undefined): Promise<string | undefined> {
  return vscode.window.showInputBox({
    title: l10n.t('Judge My Solution'),
    prompt: l10n.t(
      'The command that runs your solution. {0} becomes the path of a file holding the input; without it, the input comes on standard input.',
      '{input}',
    ),
    placeHolder: 'python3 day21.py {input}',
    ignoreFocusOut: true,
    validateInput: (value) => {
      try {
        programOf(value, cwd);
        return undefined;
      } catch (error) {
        return error instanceof CommandError ? error.message : String(error);
      }
    },
  });
}

/** Offers to keep the command in the workspace settings (a notification: the run goes on meanwhile). */
async function offerSave(command: string): Promise<void> {
  const save = l10n.t('Save in Workspace Settings');
  const choice = await vscode.window.showInformationMessage(
    l10n.t('Judge with "{0}" in this workspace from now on?', command),
    save,
  );
  if (choice === save)
    await vscode.workspace
      .getConfiguration(SECTION)
      .update('judge.command', command, vscode.ConfigurationTarget.Workspace);
}
