import * as vscode from 'vscode';
import type { JudgeCase, PartResult, Verdict } from '../core/judge';
import { coreText } from './display';

const { l10n } = vscode;

/** Text as Markdown that shows it as it is (appendText would write its spaces as &nbsp;). */
const plain = (text: string): string => text.replace(/[\\`*_{}[\]()#+\-!~<>|]/g, '\\$&');

/** The command behind a message's link: opens a case's input as an untitled document. */
export const OPEN_INPUT = 'diracDice.judge.openInput';

const VERDICTS: Record<Exclude<Verdict, 'passed'>, () => string> = {
  wrong: () => l10n.t('Wrong answer'),
  timeout: () => l10n.t('Time limit exceeded'),
  crashed: () => l10n.t('Crashed'),
  unreadable: () => l10n.t('No number found'),
  'output-limit': () => l10n.t('Output limit exceeded'),
};

/** A failing part's message: the verdict, what happened (a wrong number: it, too high or too low, the known
 * mistakes that give it), a crash's standard error, a link to the case's input. Never the answer, no diff. */
export function partMessage(c: JudgeCase, part: PartResult): vscode.TestMessage {
  const md = new vscode.MarkdownString();
  md.isTrusted = { enabledCommands: [OPEN_INPUT] };
  md.appendMarkdown(`**${part.verdict === 'passed' ? '' : VERDICTS[part.verdict]()}**: `);
  if (part.detail) md.appendMarkdown(plain(coreText(part.detail.messageId, part.detail.args)));
  for (const d of part.diagnoses) md.appendMarkdown(`\n\n- ${plain(coreText(d.textId, d.args))}`);
  if (part.stderrTail) {
    // A fence longer than any run of backticks in it: the program's text stays text.
    const fence = '`'.repeat(Math.max(3, ...[...part.stderrTail.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    md.appendMarkdown(`\n\n${l10n.t('The end of its standard error:')}\n${fence}text\n${part.stderrTail}\n${fence}`);
  }
  const args = encodeURIComponent(JSON.stringify([c.positions]));
  md.appendMarkdown(`\n\n[${l10n.t("Open this case's input")}](command:${OPEN_INPUT}?${args})`);
  return new vscode.TestMessage(md);
}

/** Why a restricted window judges nothing; the warning offers to manage the workspace's trust. */
export function refuseUntrusted(): string {
  const text = l10n.t('Judge My Solution runs your program, and this window is in restricted mode: trust this workspace to judge it.'); // prettier-ignore
  const manage = l10n.t('Manage Workspace Trust');
  void vscode.window.showWarningMessage(text, manage).then(async (choice) => {
    if (choice === manage) await vscode.commands.executeCommand('workbench.trust.manage');
  });
  return text;
}
