import * as vscode from 'vscode';
import { DEFAULT_RULES, parseInput } from '../core';
import { judgeCases, type JudgeCase } from '../core/judge';
import { coreText } from './display';
import { isPuzzleDocument } from './documents';
import type { JudgeCaseItem, JudgeRun, Part, Picked } from './judgeRun';
import type { Settings } from './settings';

const { l10n } = vscode;
/** The Testing view's "Dirac Dice": "Your input" (the last puzzle input active), "Sample (4, 8)", "All 100 starting
 * pairs", each case with "Part 1" and "Part 2"; run profiles: both parts (also continuous), part 1 only. */
export class JudgeController implements vscode.Disposable {
  readonly controller = vscode.tests.createTestController('diracDice', 'Dirac Dice');
  private readonly profile: vscode.TestRunProfile;
  private readonly cases = new Map<string, JudgeCaseItem>();
  private readonly disposables: vscode.Disposable[] = [this.controller];
  /** Continuous runs (until their token is cancelled); the runs under way (cancelled by a save then, or the close). */
  private readonly watching = new Set<vscode.TestRunRequest>();
  private readonly running = new Set<vscode.CancellationTokenSource>();

  constructor(
    private readonly settings: () => Settings,
    private readonly judge: JudgeRun,
  ) {
    const { controller } = this;
    judgeCases('sample').forEach((c) => controller.items.add(this.caseItem(c, '1')));
    const pairs = controller.createTestItem('pairs', l10n.t('All 100 starting pairs'));
    pairs.sortText = '2';
    judgeCases('pairs').forEach((c, i) => pairs.children.add(this.caseItem(c, String(i).padStart(3, '0'))));
    controller.items.add(pairs);
    const handler = (parts: Part[]) => (request: vscode.TestRunRequest, token: vscode.CancellationToken) => {
      if (!request.continuous) return this.start(request, parts, token);
      this.watching.add(request);
      return void token.onCancellationRequested(() => this.watching.delete(request));
    };
    const kind = vscode.TestRunProfileKind.Run;
    this.profile = controller.createRunProfile(l10n.t('Run'), kind, handler([1, 2]), true, undefined, true);
    controller.createRunProfile(l10n.t('Part 1 only'), kind, handler([1]), false);
    this.disposables.push(
      vscode.window.onDidChangeActiveTextEditor((e) => e && this.noticeInput(e.document)),
      vscode.workspace.onDidSaveTextDocument((doc) => this.onSave(doc)),
    );
    if (vscode.window.activeTextEditor) this.noticeInput(vscode.window.activeTextEditor.document);
  }

  /** A case's item, with its two parts as children. */
  private caseItem(c: JudgeCase, sortText: string, uri?: vscode.Uri): vscode.TestItem {
    const item = this.controller.createTestItem(c.id, coreText(c.name.messageId, c.name.args), uri);
    item.sortText = sortText;
    const part = (p: Part) => this.controller.createTestItem(`${c.id}/${p}`, l10n.t('Part {0}', p), uri);
    const parts: [vscode.TestItem, vscode.TestItem] = [part(1), part(2)];
    parts.forEach((p) => item.children.add(p));
    this.cases.set(c.id, { case: c, item, parts });
    return item;
  }

  /** A puzzle input of two players becomes "Your input" (and stays while other files, the program's, are active). */
  private noticeInput(doc: vscode.TextDocument): void {
    if (doc.uri.scheme === 'output' || !isPuzzleDocument(doc, this.settings())) return;
    const text = doc.getText();
    const parsed = parseInput(text, DEFAULT_RULES); // its problems are the diagnostics'
    const known = this.cases.get('yours');
    if (!parsed.ok || parsed.input.positions.length !== 2 || known?.case.input === text) return;
    const name = doc.isUntitled ? doc.uri.path : (doc.uri.path.split('/').pop() ?? '');
    const [yours] = judgeCases('all', { name, text });
    if (yours) this.controller.items.add(this.caseItem(yours, '0', doc.uri));
  }

  /** The cases and parts a request names: a group (its cases), a case (the profile's parts) or one part. */
  private pick(request: vscode.TestRunRequest, parts: Part[]): Picked {
    const picked = new Map<string, Set<Part>>();
    const excluded = new Set(request.exclude?.map((item) => item.id));
    const visit = (item: vscode.TestItem): void => {
      const [id = '', part] = item.id.split('/');
      if (excluded.has(item.id)) return;
      if (part) picked.set(id, (picked.get(id) ?? new Set<Part>()).add(Number(part) as Part));
      else if (this.cases.has(id)) parts.forEach((p) => visit(this.cases.get(id)?.parts[p - 1] as vscode.TestItem));
      else item.children.forEach(visit);
    };
    if (request.include) request.include.forEach(visit);
    else this.controller.items.forEach(visit);
    return [...picked].map(([id, set]) => ({ item: this.cases.get(id) as JudgeCaseItem, parts: [...set].sort() }));
  }

  /** Judge My Solution...: the default profile on every case. */
  runAll(): Promise<void> {
    return this.start(new vscode.TestRunRequest(undefined, undefined, this.profile), [1, 2]);
  }

  private async start(request: vscode.TestRunRequest, parts: Part[], token?: vscode.CancellationToken) {
    const source = new vscode.CancellationTokenSource();
    const link = token?.onCancellationRequested(() => source.cancel());
    this.running.add(source);
    try {
      await this.judge.run(this.controller.createTestRun(request), this.pick(request, parts), source.token);
    } finally {
      link?.dispose();
      this.running.delete(source);
      source.dispose();
    }
  }

  /** Continuous run: a saved file of the workspace judges again, cancelling the runs in progress. */
  private onSave(doc: vscode.TextDocument): void {
    this.noticeInput(doc); // "Your input" as saved
    if (this.watching.size === 0 || !vscode.workspace.getWorkspaceFolder(doc.uri)) return;
    this.running.forEach((run) => run.cancel());
    for (const { include, exclude, profile } of this.watching)
      void this.start(new vscode.TestRunRequest(include, exclude, profile), [1, 2]);
  }

  dispose(): void {
    this.running.forEach((run) => run.cancel());
    this.disposables.forEach((d) => d.dispose());
  }
}
