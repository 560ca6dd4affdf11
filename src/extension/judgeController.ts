import * as vscode from 'vscode';
import { DEFAULT_RULES, judgeCases, parseInput, type JudgeCase } from '../core';
import { coreText } from './display';
import { isPuzzleDocument } from './documents';
import type { JudgeCaseItem, JudgeRun } from './judgeRun';
import type { Settings } from './settings';

const { l10n } = vscode;
const PAIRS_ID = 'pairs';
const YOURS_ID = 'yours';

/**
 * The Testing view's "Dirac Dice" controller: "Your input" (the last puzzle input that was active),
 * "Sample (4, 8)", "All 100 starting pairs"; each case with its "Part 1" and "Part 2". Two run profiles
 * (both parts, the default, continuous on save; part 1 only); the runs themselves are JudgeRun's.
 */
export class JudgeController implements vscode.Disposable {
  readonly controller = vscode.tests.createTestController('diracDice', 'Dirac Dice');
  readonly profile: vscode.TestRunProfile;
  private readonly cases = new Map<string, JudgeCaseItem>();
  private readonly disposables: vscode.Disposable[] = [];
  /** Continuous runs under way, each stopped by its token. */
  private readonly watching = new Set<vscode.TestRunRequest>();
  /** The runs under way (a continuous run's next one cancels them; so does closing the window). */
  private readonly running = new Set<vscode.CancellationTokenSource>();

  constructor(
    private readonly settings: () => Settings,
    private readonly judge: JudgeRun,
  ) {
    const { controller } = this;
    judgeCases('sample').forEach((c) => controller.items.add(this.caseItem(c, '1')));
    const pairs = controller.createTestItem(PAIRS_ID, l10n.t('All 100 starting pairs'));
    pairs.sortText = '2';
    judgeCases('pairs').forEach((c, i) => pairs.children.add(this.caseItem(c, String(i).padStart(3, '0'))));
    controller.items.add(pairs);
    const run = (parts: readonly (1 | 2)[]) => (request: vscode.TestRunRequest, token: vscode.CancellationToken) =>
      this.onRun(request, token, parts);
    const kind = vscode.TestRunProfileKind.Run;
    this.profile = controller.createRunProfile(l10n.t('Run'), kind, run([1, 2]), true, undefined, true);
    controller.createRunProfile(l10n.t('Part 1 only'), kind, run([1]), false);
    this.disposables.push(
      controller,
      vscode.window.onDidChangeActiveTextEditor((e) => e && this.noticeInput(e.document)),
      vscode.workspace.onDidSaveTextDocument((doc) => this.onSave(doc)),
    );
    const active = vscode.window.activeTextEditor?.document;
    if (active) this.noticeInput(active);
  }

  /** A case's item, with its two parts as children. */
  private caseItem(c: JudgeCase, sortText: string, uri?: vscode.Uri): vscode.TestItem {
    const { controller } = this;
    const item = controller.createTestItem(c.id, coreText(c.name.messageId, c.name.args), uri);
    item.sortText = sortText;
    for (const part of [1, 2])
      item.children.add(controller.createTestItem(`${c.id}/${part}`, l10n.t('Part {0}', part), uri));
    this.cases.set(c.id, { item, case: c });
    return item;
  }

  /** A puzzle input of two players on the puzzle's board becomes "Your input" (kept while other files are active). */
  private noticeInput(doc: vscode.TextDocument): void {
    if (doc.uri.scheme === 'output' || !isPuzzleDocument(doc, this.settings())) return;
    const text = doc.getText();
    const parsed = parseInput(text, DEFAULT_RULES); // its problems are the diagnostics'
    if (!parsed.ok || parsed.input.positions.length !== 2) return;
    const known = this.cases.get(YOURS_ID);
    if (known?.item.uri?.toString() === doc.uri.toString() && known.case.input === text) return;
    const name = doc.isUntitled ? doc.uri.path : (doc.uri.path.split('/').pop() ?? '');
    const [yours] = judgeCases('all', { name, text });
    if (yours) this.controller.items.add(this.caseItem(yours, '0', doc.uri));
  }

  /** The cases and parts a request names: an item, its cases (a group), or one part of a case. */
  casesOf(request: vscode.TestRunRequest, parts: readonly (1 | 2)[]): { item: JudgeCaseItem; parts: (1 | 2)[] }[] {
    const excluded = new Set((request.exclude ?? []).map((i) => i.id));
    const picked = new Map<string, Set<1 | 2>>();
    const add = (id: string, only: readonly (1 | 2)[]) => {
      if (excluded.has(id) || !this.cases.has(id)) return;
      const set = picked.get(id) ?? new Set();
      only.filter((p) => !excluded.has(`${id}/${p}`)).forEach((p) => set.add(p));
      picked.set(id, set);
    };
    const roots: vscode.TestItem[] = [];
    this.controller.items.forEach((i) => roots.push(i));
    for (const item of request.include ?? roots) {
      const [id = '', part] = item.id.split('/');
      if (part) add(id, [Number(part) as 1 | 2]);
      else if (id === PAIRS_ID && !excluded.has(id)) item.children.forEach((c) => add(c.id, parts));
      else add(id, parts);
    }
    return [...picked].flatMap(([id, set]) => {
      const item = this.cases.get(id);
      return item && set.size > 0 ? [{ item, parts: [...set].sort() }] : [];
    });
  }

  private async onRun(request: vscode.TestRunRequest, token: vscode.CancellationToken, parts: readonly (1 | 2)[]) {
    if (!request.continuous) return this.start(request, parts, token);
    this.watching.add(request);
    token.onCancellationRequested(() => this.watching.delete(request));
  }

  /** The default profile on every case (Judge My Solution...). */
  runAll(): Promise<void> {
    return this.start(new vscode.TestRunRequest(undefined, undefined, this.profile), [1, 2]);
  }

  /** One run, "Your input" read again first (it may have changed since it was last active). */
  private async start(request: vscode.TestRunRequest, parts: readonly (1 | 2)[], token?: vscode.CancellationToken) {
    const yours = this.cases.get(YOURS_ID)?.item.uri?.toString();
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === yours);
    if (doc) this.noticeInput(doc);
    const source = new vscode.CancellationTokenSource();
    const link = token?.onCancellationRequested(() => source.cancel());
    this.running.add(source);
    try {
      await this.judge.run(this.controller, request, this.casesOf(request, parts), source.token);
    } finally {
      link?.dispose();
      this.running.delete(source);
      source.dispose();
    }
  }

  /** Continuous run: a saved file of the workspace judges again, cancelling the run in progress. */
  private onSave(doc: vscode.TextDocument): void {
    if (this.watching.size === 0 || !vscode.workspace.getWorkspaceFolder(doc.uri)) return;
    this.running.forEach((run) => run.cancel());
    for (const request of this.watching) {
      const parts: (1 | 2)[] = request.profile === this.profile ? [1, 2] : [1];
      const once = new vscode.TestRunRequest(request.include, request.exclude, request.profile, false);
      void this.start(once, parts);
    }
  }

  dispose(): void {
    this.running.forEach((run) => run.cancel());
    this.disposables.forEach((d) => d.dispose());
  }
}
