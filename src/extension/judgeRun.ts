import * as vscode from 'vscode';
import { availableParallelism } from 'node:os';
import { summarize, type CaseResult, type JudgeCase } from '../core';
import { CommandError, judgeProgram } from '../judge/judge';
import { coreText } from './display';
import { partMessage, refuseUntrusted } from './judgeMessages';
import type { Settings } from './settings';

const { l10n } = vscode;
type Part = 1 | 2;

/** A case of the Testing view: its item (with a child per part) and what the runner runs. */
export interface JudgeCaseItem {
  item: vscode.TestItem;
  case: JudgeCase;
}

/** What the last run reported, by item id (the integration tests read it back through DiracDiceApi.judged). */
export interface JudgeRecord {
  done: boolean;
  states: Record<string, string>;
  messages: Record<string, string>;
  summary: string[];
}

/** How a build offers Judge My Solution: the Node build runs the learner's program, the browser's says it cannot. */
export type JudgeSetup = (
  settings: () => Settings,
  log: vscode.LogOutputChannel,
) => { disposables: vscode.Disposable[]; judged?: () => JudgeRecord | undefined };

/**
 * One run of the learner's program on the cases a request names, reported to the Testing view as each
 * case ends. Spoiler-free mode hides nothing here: the judge never has the right answer to show, and a
 * passed part shows no number at all (not even the learner's), so no mode could find an answer in a run.
 */
export class JudgeRun {
  last?: JudgeRecord;
  /** A command typed in Judge My Solution... and not saved: this window's runs use it. */
  command?: string;

  constructor(
    private readonly settings: () => Settings,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  async run(
    controller: vscode.TestController,
    request: vscode.TestRunRequest,
    picked: { item: JudgeCaseItem; parts: Part[] }[],
    token: vscode.CancellationToken,
  ): Promise<void> {
    const run = controller.createTestRun(request);
    const record: JudgeRecord = { done: false, states: {}, messages: {}, summary: [] };
    this.last = record;
    const part = (c: JudgeCaseItem, p: Part) => c.item.children.get(`${c.item.id}/${p}`) ?? c.item;
    const all = picked.flatMap(({ item, parts }) => parts.map((p) => part(item, p)));
    const say = (lines: string[]) => {
      record.summary.push(...lines);
      run.appendOutput(lines.join('\r\n') + '\r\n');
    };
    try {
      const { timeout } = this.settings().judge;
      const command = this.command ?? this.settings().judge.command;
      if (!vscode.workspace.isTrusted) {
        all.forEach((item) => run.skipped(item));
        return say([refuseUntrusted()]);
      }
      all.forEach((item) => run.enqueued(item));
      const abort = new AbortController();
      // Cancelled by the request's token (the Testing view's stop, a continuous run's next one) or the run's own.
      const links = [token, run.token].map((t) => t.onCancellationRequested(() => abort.abort()));
      const results: CaseResult[] = [];
      let solverMs: number | undefined;
      const byId = new Map(picked.map((p) => [p.item.case.id, p.item]));
      const cwd = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
      // One runner call per set of parts (a request is usually all of one kind).
      for (const parts of [[1, 2], [1], [2]] as Part[][]) {
        const cases = picked.filter((p) => `${p.parts}` === `${parts}`).map((p) => p.item.case);
        if (cases.length === 0 || abort.signal.aborted) continue;
        const onStart = (c: JudgeCase) => parts.forEach((p) => byId.has(c.id) && run.started(part(byId.get(c.id)!, p)));
        const options = {
          cases,
          parts,
          timeoutMs: timeout * 1000,
          jobs: Math.max(1, availableParallelism() - 1),
          ...(cwd ? { cwd } : {}),
          signal: abort.signal,
          onStart,
          onResult: (result: CaseResult) => {
            const item = byId.get(result.case.id);
            if (item) this.report(run, record, item, result, (p) => part(item, p));
          },
        };
        const outcome = await judgeProgram(command, options);
        results.push(...outcome.results);
        solverMs ??= outcome.summary.solverMs ?? undefined;
      }
      links.forEach((l) => l.dispose());
      const summary = summarize(results, solverMs).lines.map((m) => coreText(m.messageId, m.args));
      say(summary);
      if (abort.signal.aborted) return;
      const show = results.every((r) => r.passed)
        ? vscode.window.showInformationMessage
        : vscode.window.showWarningMessage;
      void show(summary.join(' '));
    } catch (error) {
      const message = error instanceof CommandError ? error.message : String(error);
      if (!(error instanceof CommandError)) this.log.error(`judge: ${message}`);
      all.forEach((item) => run.errored(item, new vscode.TestMessage(message)));
      say([message]);
      void vscode.window.showErrorMessage(l10n.t('Judge My Solution: {0}', message));
    } finally {
      run.end();
      record.done = true;
    }
  }

  /** Each part's state and, for all but a pass, its message; a line of output per failing part. */
  private report(
    run: vscode.TestRun,
    record: JudgeRecord,
    item: JudgeCaseItem,
    result: CaseResult,
    part: (p: Part) => vscode.TestItem,
  ): void {
    for (const p of result.parts) {
      const test = part(p.part);
      record.states[test.id] = p.verdict;
      if (p.verdict === 'passed') {
        run.passed(test, result.ms);
        continue;
      }
      const message = partMessage(item.case, p);
      record.messages[test.id] = (message.message as vscode.MarkdownString).value;
      run.appendOutput(
        `${item.item.label}: ${coreText(p.detail?.messageId ?? 'judgeUnreadable', p.detail?.args ?? [])}\r\n`,
        undefined,
        test,
      );
      // A wrong number or none is the program's failure; a crash, a timeout or too much output, an error.
      if (p.verdict === 'wrong' || p.verdict === 'unreadable') run.failed(test, message, result.ms);
      else run.errored(test, message, result.ms);
    }
  }
}
