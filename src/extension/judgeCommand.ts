import * as vscode from 'vscode';
import { formatInput } from '../core/parse';
import { programOf } from '../judge/judge';
import { setContext } from './contextKeys';
import { JudgeController } from './judgeController';
import { commandText, JudgeRun, OPEN_INPUT, refuseUntrusted, type JudgeSetup } from './judgeRun';
import { SECTION } from './settings';

const { l10n } = vscode;

/** Judge My Solution (the Node build's: it starts processes): its tests, its command, its link's command. */
export const setupJudge: JudgeSetup = (settings) => {
  const judge = new JudgeRun(settings);
  const tests = new JudgeController(settings, judge);
  setContext('diracDice.canJudge', true);
  const folder = () => vscode.workspace.workspaceFolders?.[0]?.uri;
  const run = async () => {
    if (!vscode.workspace.isTrusted) return void refuseUntrusted();
    if (!settings().judge.command.trim() && judge.command === undefined) {
      const typed = await askCommand(folder()?.fsPath);
      if (typed === undefined) return;
      judge.command = typed;
      // Offered while the run goes on: the only thing the judge ever writes.
      const save = l10n.t('Save in Workspace Settings');
      const ask =
        folder() && vscode.window.showInformationMessage(l10n.t('Judge with "{0}" from now on?', typed), save);
      void ask?.then(
        (c) => void (c && vscode.workspace.getConfiguration(SECTION).update('judge.command', typed, false)),
      );
    }
    await vscode.commands.executeCommand('workbench.view.testing.focus');
    await tests.runAll();
  };
  const openInput = async (positions: unknown) => {
    const pair = Array.isArray(positions) ? positions.filter((p) => Number.isInteger(p) && p >= 1 && p <= 10) : [];
    const content = formatInput(pair);
    if (pair.length === 2) await vscode.window.showTextDocument(await vscode.workspace.openTextDocument({ content }));
  };
  const register = (id: string, f: (...args: never[]) => unknown) => vscode.commands.registerCommand(id, f);
  return {
    disposables: [tests, register('diracDice.judge', run), register(OPEN_INPUT, openInput)],
    judged: () => judge.last,
  };
};

/** The command line, checked as it is typed by the runner's own reading of it (empty, its program not found). */
function askCommand(cwd: string | undefined): Thenable<string | undefined> {
  const prompt = l10n.t(
    'The command that runs your solution. {0} becomes the path of a file holding the input; without it, the input comes on standard input.',
    '{input}',
  );
  return vscode.window.showInputBox({
    title: l10n.t('Judge My Solution'),
    prompt,
    placeHolder: 'python3 day21.py {input}',
    ignoreFocusOut: true,
    validateInput: (value) => {
      try {
        return void programOf(value, cwd);
      } catch (error) {
        return commandText(error);
      }
    },
  });
}
