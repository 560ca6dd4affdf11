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
/** A label's state, short enough for the side bar's usual width: who moves goes to the description. */
const shortState = (s: GameState): string => l10n.t('spaces {0} · scores {1}', list(s.positions), list(s.scores));

/** `hidden` (spoiler-free mode): the chance only, never a count of universes (they add up to the answer). */
const reached = ({ reach, probability }: ExploredState, hidden: boolean): string =>
  hidden
    ? l10n.t('reached with probability {0}', displayPercent(probability))
    : reach === 1n
      ? l10n.t('1 universe reaches it, {0}', displayPercent(probability))
      : l10n.t('{0} universes reach it, {1}', big(reach), displayPercent(probability));

/** A node of the states view; `hidden`: the part 2 answer is covered (spoiler-free mode), and every count that adds up to it. */
export function nodeItem(tree: ExplorerTree, node: StateNode, hidden: boolean, id: string): vscode.TreeItem {
  const { state, sum = 0, first, winner = 0 } = node;
  const ways = big(node.ways);
  if (!state) {
    const item = new TreeItem(l10n.t('{0} ×{1}: player {2} wins', sum, ways, winner), None);
    item.tooltip = l10n.t('This roll wins: each of its {0} ways is a universe won by player {1}.', ways, winner);
    return Object.assign(item, { id, iconPath: new ThemeIcon('star-full'), contextValue: 'win' });
  }
  const info = tree.info(state);
  const label = node.parent
    ? l10n.t('{0} ×{1}: {2}', sum, ways, shortState(state))
    : l10n.t('Start: {0}', shortState(state));
  const item = new TreeItem(label, first ? None : node.parent ? Collapsed : Expanded);
  const where = first ? l10n.t('memo hit: expanded where first shown') : reached(info, hidden);
  item.description = `${where} · ${l10n.t('player {0} to move', state.toMove)}`;
  if (hidden && !node.parent) item.description = l10n.t('{0} · wins hidden', item.description);
  item.tooltip = tooltip(info, hidden);
  item.contextValue = hidden && !node.parent ? 'state.hidden' : 'state';
  if (first)
    Object.assign(item, { iconPath: new ThemeIcon('link'), command: show(l10n.t('Go to Its First Place'), first) });
  return Object.assign(item, { id });
}

/** Who moves, the chance (and universes) that reach the state, its rolls and ways, and its wins as Σ ways × the wins after. */
function tooltip(info: ExploredState, hidden: boolean): vscode.MarkdownString {
  const md = new vscode.MarkdownString(`**${stateText(info.state)}**\n\n`);
  const [one, turns] = [String(info.turns) === '1', list(info.turns)];
  const after = one
    ? l10n.t('{0}, after {1} move.', reached(info, hidden), turns)
    : l10n.t('{0}, after {1} moves.', reached(info, hidden), turns);
  md.appendText(`${after}\n\n`);
  md.appendText(
    hidden
      ? l10n.t('Wins hidden (spoiler-free mode): from the start they add up to the part 2 answer.')
      : l10n.t('Universes each player wins from here: Σ over the rolls of ways × the wins after.'),
  );
  const row = (cells: string[]): string => `| ${cells.join(' | ')} |\n`;
  const players = hidden ? [] : info.wins.map((_, p) => l10n.t('Player {0}', p + 1));
  md.appendMarkdown(
    `\n\n${row([l10n.t('Roll'), l10n.t('Ways'), ...players])}${row(['---:', '---:', ...players.map(() => '---:')])}`,
  );
  for (const { won, sum: roll, ways: w, wins } of info.children)
    md.appendMarkdown(
      row([won ? l10n.t('{0} (wins)', roll) : String(roll), `×${big(w)}`, ...(hidden ? [] : wins.map(big))]),
    );
  return hidden ? md : md.appendMarkdown(row([l10n.t('Σ ways × wins'), '', ...info.wins.map((w) => `**${big(w)}**`)]));
}

/** An entry of the "By Turn" view; `hidden`: its wins and universes add up to the covered part 2 answer. */
export function turnItem(tree: ExplorerTree, entry: TurnEntry, hidden: boolean): vscode.TreeItem {
  if ('more' in entry) return new TreeItem(l10n.t('and {0} more', displayNumber(entry.more)));
  if ('state' in entry) {
    const item = new TreeItem(shortState(entry.state));
    item.description = reached(tree.info(entry.state), hidden);
    return Object.assign(item, { command: show(l10n.t('Show in the Explorer'), entry.state) });
  }
  const { turn, toMove, states, playing, wins } = entry.row;
  const item = new TreeItem(l10n.t('Move {0}: player {1}', displayNumber(turn + 1), toMove), Collapsed);
  const won = hidden ? l10n.t('wins hidden') : l10n.t('player {0} wins {1}', toMove, big(wins[toMove - 1]));
  const count = [
    states === 1 ? l10n.t('1 state') : l10n.t('{0} states', displayNumber(states)),
    hidden ? null : playing === 1n ? l10n.t('1 universe playing') : l10n.t('{0} universes playing', big(playing)),
  ];
  item.description = [...count, won].filter((part) => part !== null).join(' · ');
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
