/** The explorer's tree: the start at its root, a state's roll sums as its children, each state expanded in one place only. */
import { checkRequest, DiracDiceError, resolveRules } from '../core';
import { checkExplorable, explore, stateKey } from '../core/explore';
import { rulesToJson } from '../core/rules';
import type { ExploredState, Explorer, GameState } from '../core/explore';
import type { ParsedDocument } from './documentCache';
import { HEAVY_WORK } from './policy';
import type { SolveService } from './solveService';
import type { RevealedInput } from './spoilers';

/** A parsed document's game, or its problems thrown (DiracDiceError). */
export function gameOf(parsed: ParsedDocument): RevealedInput {
  if (!parsed.rules.ok) throw new DiracDiceError('usage', parsed.rules.problems);
  if (!parsed.parse.ok) throw new DiracDiceError('input', parsed.parse.problems);
  return { players: [...parsed.parse.input.positions], rules: rulesToJson(parsed.rules.rules) };
}

/** The tree of a game: its memo tables made here if its panel solve is light (HEAVY_WORK), else on a thread. */
export async function openExplorer({ players, rules }: RevealedInput, service: SolveService, label: string) {
  const resolved = resolveRules(rules);
  checkExplorable(players, resolved); // refused before any thread starts
  if (checkRequest(players, resolved, {}, true).work <= HEAVY_WORK) return new ExplorerTree(explore(players, resolved));
  const tables = await service.onThread(label, (threads, signal) => threads.tables(players, rules, signal));
  return tables === 'cancelled' ? tables : new ExplorerTree(explore(players, resolved, tables));
}

export interface StateNode {
  /** Unique in the tree: the roll sums from the start ("s" for the start). */
  readonly id: string;
  readonly parent: StateNode | undefined;
  /** The roll from the parent and its ways (none at the start). */
  readonly sum?: number;
  readonly ways?: bigint;
  /** The state after the roll; none when the roll wins for `winner` (1-based). */
  readonly state?: GameState;
  readonly winner?: number;
  /** A memo hit: the state's first place in the tree, elsewhere; this node is a leaf that links there. */
  readonly first?: StateNode;
}

export class ExplorerTree {
  readonly root: StateNode;
  /** Each state's first place: the one node that expands it. */
  private readonly places = new Map<string, StateNode>();
  private readonly kids = new Map<StateNode, StateNode[]>();
  private readonly infos = new Map<string, ExploredState>();

  constructor(readonly explorer: Explorer) {
    this.root = this.place({ id: 's', parent: undefined, state: explorer.start });
  }

  /** A state's numbers, asked of the explorer once. */
  info(state: GameState): ExploredState {
    const key = stateKey(state);
    let info = this.infos.get(key);
    if (!info) this.infos.set(key, (info = this.explorer.state(state)));
    return info;
  }

  /** A node's children, made once: none for a winning move or a memo hit. */
  children(node: StateNode): StateNode[] {
    const state = node.state;
    if (!state || node.first) return [];
    let kids = this.kids.get(node);
    if (!kids) {
      kids = this.info(state).children.map(({ sum, ways, state: next }) => {
        const child = { id: `${node.id}/${sum}`, parent: node, sum, ways };
        return next ? this.place({ ...child, state: next }) : { ...child, winner: state.toMove };
      });
      this.kids.set(node, kids);
    }
    return kids;
  }

  /** The state's first place; when it has none yet, made along the likeliest path from the start (DiracDiceError for a bad state). */
  placeOf(state: GameState): StateNode {
    const found = this.places.get(stateKey(state));
    if (found) return found;
    const last = this.follow(this.root, this.explorer.likeliestPathTo(state)).pop();
    return last?.first ?? last ?? this.root;
  }

  /** The nodes a path from `from` passes, one per roll sum; past a memo hit it goes on from the state's first place. */
  follow(from: StateNode, sums: readonly number[]): StateNode[] {
    let node = from.first ?? from;
    return sums.map((sum) => {
      const child = this.children(node).find((c) => c.sum === sum) as StateNode;
      node = child.first ?? child;
      return child;
    });
  }

  private place(node: StateNode & { state: GameState }): StateNode {
    const key = stateKey(node.state);
    const first = this.places.get(key);
    if (first) return { ...node, first };
    this.places.set(key, node);
    return node;
  }
}
