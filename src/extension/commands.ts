import * as vscode from 'vscode';
import { estimateWork, formatInput, formatProblem, HEAVY_WORK } from '../core';
import { solvePair } from '../app/panelSolve';
import { tryResolveRules } from '../app/documentCache';
import type { SolveService } from '../app/solveService';
import type { PageMessage } from '../shared/protocol';
import type { ResultExports } from './exports';
import type { PanelController } from './panelController';
import type { Settings } from './settings';
import type { SolveCommand } from './solveCommand';

/** The commands other than "Solve", and the requests the panel's page makes. */
export class DiracCommands {
  constructor(
    private readonly settings: () => Settings,
    private readonly solveCommand: SolveCommand,
    private readonly service: SolveService,
    private readonly panel: PanelController,
    private readonly exports: ResultExports,
  ) {}

  async copy(part: 1 | 2, uri?: vscode.Uri): Promise<string | undefined> {
    const partAnswer = (result: { part1: { answer: string } | null; part2: { answer: string } | null } | undefined) =>
      (part === 1 ? result?.part1 : result?.part2)?.answer;
    let answer = partAnswer(this.panel.model?.result);
    if (uri instanceof vscode.Uri && uri.toString() !== this.panel.source?.uri) {
      const solved = await this.solveCommand.run(uri);
      answer = solved.ok ? partAnswer(solved.result) : undefined;
    }
    if (answer === undefined) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Solve a Dirac Dice input first.'));
      return undefined;
    }
    await vscode.env.clipboard.writeText(answer);
    void vscode.window.showInformationMessage(vscode.l10n.t('Copied the part {0} answer: {1}', part, answer));
    return answer;
  }

  async openSample(): Promise<void> {
    const doc = await vscode.workspace.openTextDocument({ content: formatInput([4, 8]), language: 'plaintext' });
    await vscode.window.showTextDocument(doc);
  }

  showPanel(): void {
    if (!this.panel.reveal()) void this.solveCommand.run();
  }

  /** Cancels every solve under way; returns how many there were. */
  cancel(): number {
    return this.service.cancelAll();
  }

  /** A request from the panel's page (already validated). */
  async onPageRequest(message: PageMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        return; // the panel controller answers it itself
      case 'copy':
        await this.copy(message.part);
        return;
      case 'resolve':
      case 'compareAll': {
        const doc = await this.sourceDocument();
        if (doc) await this.solveCommand.solveDocument(doc, message.type === 'compareAll');
        return;
      }
      case 'setRules':
      case 'resetRules': {
        const base = this.solveCommand.panelRules ?? this.settings().rules;
        this.solveCommand.panelRules = message.type === 'setRules' ? { ...base, ...message.rules } : undefined;
        const doc = await this.sourceDocument();
        if (doc) await this.solveCommand.solveDocument(doc, false);
        return;
      }
      case 'solvePair':
        this.solvePair(message.positions);
        return;
      case 'cancel':
        this.cancel();
        return;
      case 'copyMarkdown':
        await this.exports.copyMarkdown();
        return;
      case 'saveJson':
        await this.exports.saveJson();
        return;
      case 'saveSvg':
        await this.exports.saveSvg(message.name, message.svg);
        return;
      case 'openSource': {
        const doc = await this.sourceDocument();
        if (doc) await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
        return;
      }
    }
  }

  /** A heatmap cell: only for the rules the shown heatmap was made with, and only where that is cheap here. */
  private solvePair(positions: number[]): void {
    const model = this.panel.model;
    const rules = model?.allPairs ? tryResolveRules(model.result.rules) : undefined;
    if (!model || !rules?.ok || estimateWork(positions, rules.rules) > HEAVY_WORK) {
      this.panel.post({
        type: 'notice',
        text: vscode.l10n.t('Solve the input again to get answers for other starting spaces.'),
      });
      return;
    }
    const answer = solvePair(positions, model.result.rules);
    if (Array.isArray(answer)) this.panel.post({ type: 'notice', text: answer.map(formatProblem).join('; ') });
    else this.panel.post({ type: 'pair', pair: answer });
  }

  private async sourceDocument(): Promise<vscode.TextDocument | undefined> {
    const source = this.panel.source;
    if (!source) return undefined;
    try {
      return await vscode.workspace.openTextDocument(vscode.Uri.parse(source.uri));
    } catch {
      this.panel.post({ type: 'notice', text: vscode.l10n.t('The input {0} is no longer available.', source.label) });
      return undefined;
    }
  }
}
