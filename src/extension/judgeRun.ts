import * as vscode from 'vscode';
import { availableParallelism } from 'node:os';
import type { CaseResult, JudgeCase, PartResult, Verdict } from '../core/judge';
import { CommandError, judgeProgram } from '../judge/judge';
import { coreText } from './display';
import type { Settings } from './settings';

const { l10n } = vscode;
export type Part = 1 | 2;
/** A case of the Testing view: what the runner runs, its item and its two parts' items. */
export type JudgeCaseItem = { case: JudgeCase; item: vscode.TestItem; parts: [vscode.TestItem, vscode.TestItem] };
/** The cases a request names, each with the parts to judge. */
export type Picked = { item: JudgeCaseItem; parts: Part[] }[];

/** What the last run reported, by item id (the integration tests read it back through DiracDiceApi.judged). */
export type JudgeRecord = { done: boolean; states: ById; messages: ById; summary: string[] };
type ById = Record<string, string>;
/** How a build offers Judge My Solution: the Node build runs the learner's program, the browser's says it cannot. */
export type JudgeSetup = (s: () => Settings) => Setup;
type Setup = { disposables: vscode.Disposable[]; judged?(): JudgeRecord | undefined };

/** One run of the learner's program on the cases a request names, each part's state given as its case ends.
 * Spoiler-free mode hides nothing here: the judge has no answer to show, and a passed part shows no number. */
export class JudgeRun {
  last?: JudgeRecord;
  /** A command typed in Judge My Solution... and not saved: this window's runs use it while the setting is empty. */
  command?: string;

  constructor(private readonly settings: () => Settings) {}

  async run(run: vscode.TestRun, picked: Picked, token: vscode.CancellationToken) {
    const record: JudgeRecord = { done: false, states: {}, messages: {}, summary: [] };
    this.last = record;
    const tests = picked.flatMap(({ item, parts }) => parts.map((p) => item.parts[p - 1] as vscode.TestItem));
    const say = (lines: string[]) => {
      record.summary.push(...lines);
      run.appendOutput(`${lines.join('\r\n')}\r\n`);
    };
    // Cancelled by the request's token (the Testing view's Cancel, a continuous run's next run) or the run's own.
    const abort = new AbortController();
    const links = [token, run.token].map((t) => t.onCancellationRequested(() => abort.abort()));
    try {
      if (!vscode.workspace.isTrusted) return say([refuseUntrusted()]);
      tests.forEach((test) => run.enqueued(test));
      const { command, timeout } = this.settings().judge;
      // One run of the program per case: the parts of all (a request naming part 1 here, part 2 there reads both).
      const outcome = await judgeProgram(command.trim() ? command : (this.command ?? ''), {
        cases: picked.map((p) => p.item.case),
        parts: [...new Set(picked.flatMap((p) => p.parts))].sort(),
        timeoutMs: timeout * 1000,
        jobs: Math.max(1, availableParallelism() - 1),
        cwd: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath,
        signal: abort.signal,
        onStart: (started) => {
          const pick = picked.find((p) => p.item.case === started);
          pick?.parts.forEach((p) => run.started(pick.item.parts[p - 1] as vscode.TestItem));
        },
        onResult: (result) => this.report(run, record, picked, result),
      });
      const summary = outcome.summary.lines.map((m) => coreText(m.messageId, m.args));
      say(summary);
      const { showInformationMessage: info, showWarningMessage: warn } = vscode.window;
      if (!abort.signal.aborted) void (outcome.results.every((r) => r.passed) ? info : warn)(`${summary.join('. ')}.`);
    } catch (error) {
      // The command is empty, its program not found or not startable: said before any case runs.
      const message = commandText(error);
      tests.forEach((test) => run.errored(test, new vscode.TestMessage(message)));
      say([message]);
      void vscode.window.showErrorMessage(l10n.t('Judge My Solution: {0}', message));
    } finally {
      links.forEach((link) => link.dispose());
      run.end();
      record.done = true;
    }
  }

  /** Each part asked for: passed, or failed (a wrong number, none) or errored (a crash, the time or output limit) with its message. */
  private report(run: vscode.TestRun, record: JudgeRecord, picked: Picked, result: CaseResult) {
    const pick = picked.find((p) => p.item.case.id === result.case.id);
    for (const p of result.parts) {
      const test = pick?.parts.includes(p.part) ? pick.item.parts[p.part - 1] : undefined;
      if (!test) continue;
      record.states[test.id] = p.verdict;
      const message = p.verdict === 'passed' ? undefined : partMessage(result.case, p);
      if (message) record.messages[test.id] = (message.message as vscode.MarkdownString).value;
      if (!message) run.passed(test, result.ms);
      else if (p.verdict === 'wrong' || p.verdict === 'unreadable') run.failed(test, message, result.ms);
      else run.errored(test, message, result.ms);
    }
  }
}

/** Why a command line cannot run (a CommandError), in VS Code's display language; any other error as it is. */
export const commandText = (error: unknown): string =>
  error instanceof CommandError ? coreText(error.said.messageId, error.said.args) : String(error);

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
function partMessage(c: JudgeCase, part: PartResult): vscode.TestMessage {
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
  void vscode.window
    .showWarningMessage(text, manage)
    .then((c) => c && vscode.commands.executeCommand('workbench.trust.manage'));
  return text;
}
