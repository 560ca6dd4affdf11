/** The explorer's tree items: labels, descriptions and tooltips from the explorer's numbers, in VS Code's display language. */
import * as vscode from 'vscode';
import type { ExplorerTree, StateNode } from '../app/explorerTree';
import { DiracDiceError } from '../core';
import { type ExploredState, type GameState, type TurnRow } from '../core/explore';
import type { Problem } from '../core/result';
import { displayNumber, displayPercent, groupDigits, problemWithPlace } from './display';

/** An entry of the "By Turn" view: a turn, one of its states, or how many more it has. */
export type TurnEntry = { row: TurnRow } | { state: GameState } | { more: number };

const { l10n, TreeItem, ThemeIcon } = vscode;
const { None, Collapsed, Expanded } = vscode.TreeItemCollapsibleState;
const big = (n: bigint | undefined): string => groupDigits(String(n ?? 0n));
const list = (values: readonly number[]): string => values.map((v) => displayNumber(v)).join(', ');
const show = (title: string, target: StateNode | GameState): vscode.Command => ({
  command: 'diracDice.explorer.show',
  title,
  arguments: [target],
});

const stateText = (s: GameState): string =>
  l10n.t('Player {0} to move · spaces {1} · scores {2}', s.toMove, list(s.positions), list(s.scores));

const reached = ({ reach, probability }: ExploredState): string =>
  reach === 1n
    ? l10n.t('1 universe reaches it, {0}', displayPercent(probability))
    : l10n.t('{0} universes reach it, {1}', big(reach), displayPercent(probability));

/** A node of the states view; `hidden`: its wins are the covered part 2 answer (spoiler-free mode). */
export function nodeItem(tree: ExplorerTree, node: StateNode, hidden: boolean, id: string): vscode.TreeItem {
  const { state, sum = 0, first, winner = 0 } = node;
  const ways = big(node.ways);
  if (!state) {
    const item = new TreeItem(l10n.t('{0} ×{1}: player {2} wins', sum, ways, winner), None);
    item.tooltip = l10n.t('This roll wins: each of its {0} ways is a universe won by player {1}.', ways, winner);
    return Object.assign(item, { id, iconPath: new ThemeIcon('star-full'), contextValue: 'win' });
  }
  const [info, text] = [tree.info(state), stateText(state)];
  const label = node.parent ? l10n.t('{0} ×{1}: {2}', sum, ways, text) : l10n.t('Start: {0}', text);
  const item = new TreeItem(label, first ? None : node.parent ? Collapsed : Expanded);
  item.description = first ? l10n.t('memo hit: expanded where first shown') : reached(info);
  if (hidden) item.description = l10n.t('{0} · wins hidden', item.description);
  item.tooltip = tooltip(info, hidden);
  item.contextValue = hidden ? 'state.hidden' : 'state';
  if (first)
    Object.assign(item, { iconPath: new ThemeIcon('link'), command: show(l10n.t('Go to Its First Place'), first) });
  return Object.assign(item, { id });
}

/** Who moves, the universes that reach the state, and its wins as the sum over its rolls of ways × the wins after. */
function tooltip(info: ExploredState, hidden: boolean): vscode.MarkdownString {
  const md = new vscode.MarkdownString(`**${stateText(info.state)}**\n\n`);
  md.appendText(`${l10n.t('{0}, after {1} moves.', reached(info), list(info.turns))}\n\n`);
  if (hidden)
    return md.appendText(l10n.t('The wins from the start are the part 2 answer: hidden (spoiler-free mode).'));
  md.appendText(`${l10n.t('Universes each player wins from here: Σ over the rolls of ways × the wins after.')}\n\n`);
  const row = (cells: string[]): string => `| ${cells.join(' | ')} |\n`;
  const players = info.wins.map((_, p) => l10n.t('Player {0}', p + 1));
  md.appendMarkdown(
    row([l10n.t('Roll'), l10n.t('Ways'), ...players]) + row(['---:', '---:', ...players.map(() => '---:')]),
  );
  for (const { won, sum: roll, ways: w, wins } of info.children)
    md.appendMarkdown(row([won ? l10n.t('{0} (wins)', roll) : String(roll), `×${big(w)}`, ...wins.map(big)]));
  return md.appendMarkdown(row([l10n.t('Σ ways × wins'), '', ...info.wins.map((w) => `**${big(w)}**`)]));
}

/** An entry of the "By Turn" view; `hidden`: the wins add up to the covered part 2 answer. */
export function turnItem(tree: ExplorerTree, entry: TurnEntry, hidden: boolean): vscode.TreeItem {
  if ('more' in entry) return new TreeItem(l10n.t('and {0} more', displayNumber(entry.more)));
  if ('state' in entry) {
    const item = new TreeItem(stateText(entry.state));
    item.description = reached(tree.info(entry.state));
    return Object.assign(item, { command: show(l10n.t('Show in the Explorer'), entry.state) });
  }
  const { turn, toMove, states, playing, wins } = entry.row;
  const item = new TreeItem(l10n.t('Move {0}: player {1}', displayNumber(turn + 1), toMove), Collapsed);
  const won = hidden ? l10n.t('wins hidden') : l10n.t('player {0} wins {1}', toMove, big(wins[toMove - 1]));
  const count = [
    states === 1 ? l10n.t('1 state') : l10n.t('{0} states', displayNumber(states)),
    playing === 1n ? l10n.t('1 universe playing') : l10n.t('{0} universes playing', big(playing)),
  ];
  item.description = [...count, won].join(' · ');
  return Object.assign(item, { tooltip: `${String(item.label)}: ${item.description}` });
}

/** The states view's message when nothing is explored: the rules' refusal, the input's problem, or what stopped it. */
export function notExplored(label: string, error: unknown): string {
  if (!(error instanceof DiracDiceError))
    return l10n.t('{0} could not be explored: {1}', label, error instanceof Error ? error.message : String(error));
  const first = error.problems[0] as Problem;
  return first.line === undefined
    ? l10n.t('{0} cannot be explored with these rules: {1}', label, problemWithPlace(first))
    : l10n.t('{0} is not a Dirac Dice input: {1}', label, problemWithPlace(first));
}
