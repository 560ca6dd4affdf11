/** "Explore the Game": the states view and the "By Turn" view of one input's game, and the commands that move in them. */
import * as vscode from 'vscode';
import type { DocumentCache } from '../app/documentCache';
import { gameOf, openExplorer, type ExplorerTree, type StateNode } from '../app/explorerTree';
import type { SolveService } from '../app/solveService';
import type { RevealedInput } from '../app/spoilers';
import { stateKey, stateOfKey, type GameState, type TurnRow } from '../core/explore';
import { problemsOf } from '../core/errors';
import type { Problem } from '../core/result';
import type { SourceInfo } from '../shared/protocol';
import { setContext } from './contextKeys';
import { problemWithPlace } from './display';
import { isPuzzleDocument, snapshotOf, sourceOf } from './documents';
import { nodeItem, notExplored, turnItem, type TurnEntry } from './explorerItems';
import { ResultsPanel } from './resultsPanel';
import type { Settings } from './settings';
import type { Spoilers } from './spoilers';

/** What is explored: a document's input and rules (the panel's model has this shape). */
type Input = { source: SourceInfo; result: RevealedInput };
/** States listed under a turn of the "By Turn" view, the likeliest first. */
const TURN_STATES = 20;
const { l10n } = vscode;

export function registerExplorer(
  settings: () => Settings,
  documents: DocumentCache,
  spoilers: Spoilers,
  service: SolveService,
) {
  let tree: ExplorerTree | undefined;
  let shown: Input | undefined;
  let rows: TurnRow[] | undefined;
  let generation = 0;
  const changed = [new vscode.EventEmitter<void>(), new vscode.EventEmitter<void>()] as const;
  const covered = () => !!shown && spoilers.covered(shown.source.uri, shown.result).includes(2);
  const states = vscode.window.createTreeView<StateNode>('diracDice.states', {
    showCollapseAll: true,
    treeDataProvider: {
      onDidChangeTreeData: changed[0].event,
      getChildren: (node) => (!tree ? [] : node ? tree.children(node) : [tree.root]),
      getParent: (node) => node.parent,
      getTreeItem: (node) => nodeItem(tree as ExplorerTree, node, covered(), `${generation}${node.id}`),
    },
  });
  const turns = vscode.window.createTreeView<TurnEntry>('diracDice.turns', {
    treeDataProvider: {
      onDidChangeTreeData: changed[1].event,
      getChildren: (entry) => {
        if (!tree || (entry && !('row' in entry))) return [];
        if (!entry) return (rows ??= tree.explorer.byTurn()).map((row) => ({ row }));
        const list: TurnEntry[] = tree.explorer.statesOnTurn(entry.row.turn, TURN_STATES).map((state) => ({ state }));
        return entry.row.states > list.length ? [...list, { more: entry.row.states - list.length }] : list;
      },
      getTreeItem: (entry) => turnItem(tree as ExplorerTree, entry, covered()),
    },
  });
  const refresh = () => changed.forEach((e) => e.fire());
  /** Its children loaded before the focus goes there: a key pressed meanwhile would lose the tree's focused row. */
  const reveal = async (node: StateNode, expand = false) => {
    if (expand) await states.reveal(node, { select: false, focus: false, expand });
    await states.reveal(node, { select: true, focus: true });
  };

  /** The active editor's input with the settings' rules (one parse: the document cache). */
  const fromEditor = (doc: vscode.TextDocument): Input => ({
    source: sourceOf(doc),
    result: gameOf(documents.get(snapshotOf(doc), settings())),
  });

  /** Opens the explorer at the start of `given` (the panel's request), else of the active puzzle input, else the panel's. */
  async function open(given?: unknown): Promise<string | undefined> {
    const [doc, panel] = [vscode.window.activeTextEditor?.document, ResultsPanel.current?.model];
    const isInput = (x: unknown): x is Input => typeof x === 'object' && x !== null && 'source' in x && 'result' in x;
    const editor = !isInput(given) && doc && (isPuzzleDocument(doc, settings()) || !panel) ? doc : undefined;
    const label = isInput(given) ? given.source.label : editor ? sourceOf(editor).label : panel?.source.label;
    if (label === undefined) return void vscode.window.showWarningMessage(l10n.t('Solve a Dirac Dice input first.'));
    try {
      const input = isInput(given) ? given : editor ? fromEditor(editor) : (panel as Input);
      const opened = await openExplorer(input.result, service, label);
      if (opened === 'cancelled') return;
      [tree, shown, states.message] = [opened, input, undefined];
    } catch (error) {
      [tree, shown, states.message] = [undefined, undefined, notExplored(label, error)];
    }
    [rows, states.description] = [undefined, label];
    generation++;
    setContext('diracDice.exploring', !!tree);
    // Shown first: a hidden view draws its new items only once shown, after the reveal (losing its focus).
    await vscode.commands.executeCommand('diracDice.states.focus').then(refresh);
    if (tree) await reveal(tree.root, true);
    return states.message; // why the view is empty, if it is (for tests)
  }

  /** Follows a path from the focused state (from the palette, asked of the workbench), revealing its memo hits and its end. */
  const follow = (kind: 'likeliestPath' | 'longestGame', command: string) => async (node?: StateNode, asked?: true) => {
    if (!tree) return;
    const args = [{ $treeViewId: 'diracDice.states', $focusedTreeItem: true }, true];
    if (!node && !asked)
      return void (await vscode.commands.executeCommand('runCommands', { commands: [{ command, args }] }));
    const at = node ?? states.selection[0] ?? tree.root;
    const from = at.state ? at : (at.parent as StateNode);
    const sums = tree.explorer[kind]((from.first ?? from).state).map((step) => step.sum);
    const nodes = tree.follow(from, sums);
    for (const hit of nodes.filter((n) => n.first)) await states.reveal(hit, { select: false, focus: false });
    await reveal(nodes[nodes.length - 1] as StateNode);
  };

  /** "Go to State...": checked as the person types (the core's message for a state the game never reaches). */
  const goTo = async () => {
    const at = tree;
    if (!at) return;
    const check = (text: string): string | undefined => {
      const state = stateOfKey(text);
      try {
        if (state) at.info(state);
      } catch (error) {
        return problemWithPlace(problemsOf(error)[0] as Problem);
      }
      return state ? undefined : l10n.t('Whole numbers separated by commas: P1,S1,P2,S2,T.');
    };
    const text = await vscode.window.showInputBox({
      title: l10n.t('Go to a State'),
      prompt: l10n.t("Each player's space and score, then the player to move: P1,S1,P2,S2,T"),
      value: stateKey(states.selection[0]?.state ?? at.explorer.start),
      validateInput: check,
    });
    const state = text === undefined ? null : stateOfKey(text);
    // The closing input box hands the focus back when it likes: take it to the tree first, then reveal there.
    if (state)
      await vscode.commands.executeCommand('diracDice.states.focus').then(() => reveal(at.placeOf(state), true));
  };

  const register = vscode.commands.registerCommand;
  return [
    states,
    turns,
    ...changed,
    spoilers.onDidChange(refresh),
    register('diracDice.explore', open),
    register('diracDice.explorer.goTo', goTo),
    register('diracDice.explorer.likeliest', follow('likeliestPath', 'diracDice.explorer.likeliest')),
    register('diracDice.explorer.longest', follow('longestGame', 'diracDice.explorer.longest')),
    register(
      'diracDice.explorer.show',
      (to?: StateNode | GameState) => tree && to && reveal('positions' in to ? tree.placeOf(to) : to, true),
    ),
    register('diracDice.explorer.reveal', () => shown && spoilers.reveal(shown.source.uri, shown.result, [2])),
  ];
}
