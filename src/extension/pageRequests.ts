import * as vscode from 'vscode';
import { formatProblem } from '../core/errors';
import { solvePair } from '../app/panelSolve';
import type { SolveService } from '../app/solveService';
import type { PageMessage } from '../shared/protocol';
import { copyAnswer } from './commands';
import { copyMarkdown, saveJson, saveSvg } from './exports';
import type { ResultsPanel } from './resultsPanel';
import type { SolveCommand } from './solveCommand';
import type { Spoilers } from './spoilers';

/** The results page's requests (validated), each done as the command it stands for, on the panel's document. */
export class PageRequests {
  constructor(
    private readonly solveCommand: SolveCommand,
    private readonly service: SolveService,
    private readonly spoilers: Spoilers,
  ) {}

  async answer(message: PageMessage, panel: ResultsPanel): Promise<unknown> {
    switch (message.type) {
      case 'ready':
        return; // the panel answers it itself
      case 'copy':
        return copyAnswer(this.solveCommand, this.spoilers, message.part);
      case 'reveal':
        return panel.model && this.spoilers.reveal(panel.model.source.uri, panel.model.result, [message.part]);
      case 'setRules':
      case 'resetRules':
      case 'resolve':
      case 'compareAll': {
        if (message.type === 'setRules') panel.setRules(message.rules);
        if (message.type === 'resetRules') panel.setRules(undefined);
        const doc = await this.sourceDocument(panel, message.requestId);
        return doc && this.solveCommand.solveDocument(doc, message.type === 'compareAll');
      }
      case 'solvePair':
        return this.solvePair(panel, message.requestId, message.positions);
      case 'cancel':
        return this.service.cancelAll();
      case 'copyMarkdown':
        return copyMarkdown(this.spoilers);
      case 'saveJson':
        return saveJson(this.spoilers);
      case 'explore':
        return vscode.commands.executeCommand('diracDice.explore', panel.model);
      case 'saveSvg':
        return saveSvg(message.name, message.svg);
      case 'openSource': {
        const doc = await this.sourceDocument(panel, message.requestId);
        return doc && vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
      }
    }
  }

  /** A heatmap cell: only for the rules the shown heatmap was made with, and only where that is cheap here. */
  private solvePair(panel: ResultsPanel, requestId: number, positions: number[]): void {
    const model = panel.model;
    const answer = model?.allPairs ? solvePair(positions, model.result.rules) : null;
    if (answer === null || Array.isArray(answer)) {
      const text = answer
        ? answer.map(formatProblem).join('; ')
        : vscode.l10n.t('Solve the input again to get answers for other starting spaces.');
      panel.post({ type: 'error', inReplyTo: requestId, text });
    } else {
      panel.post({ type: 'pair', inReplyTo: requestId, pair: answer });
    }
  }

  /** The panel's document, or an error reply when it is gone. */
  private async sourceDocument(panel: ResultsPanel, requestId: number): Promise<vscode.TextDocument | undefined> {
    const source = panel.source;
    if (!source) return undefined;
    try {
      return await vscode.workspace.openTextDocument(vscode.Uri.parse(source.uri));
    } catch {
      const text = vscode.l10n.t('The input {0} is no longer available.', source.label);
      panel.post({ type: 'error', inReplyTo: requestId, text });
      return undefined;
    }
  }
}
