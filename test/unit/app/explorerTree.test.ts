// The explorer's tree: each state expanded in one place (a memo hit links there), a win is a leaf, and
// a state reached by "go to" is placed along the likeliest path from the start (checked by brute force).
import * as assert from 'node:assert/strict';
import { ExplorerTree, type StateNode } from '../../../src/app/explorerTree';
import { explore, stateKey, type GameState } from '../../../src/core/explore';
import { refusal } from '../helpers';

const explorer = explore([4, 8], { diracTarget: 8 });
const keyOf = (node: StateNode) => (node.state ? stateKey(node.state) : `won by ${node.winner}`);

/** The ways of every game of `turn` moves from the start to `state` (multiplied along it). */
function pathWeights(state: GameState, turn: number, from = explorer.start, ways = 1n): bigint[] {
  if (turn === 0) return stateKey(from) === stateKey(state) ? [ways] : [];
  return explorer
    .state(from)
    .children.flatMap((c) => (c.state ? pathWeights(state, turn - 1, c.state, ways * c.ways) : []));
}

describe('ExplorerTree', () => {
  it('roots the start, a roll sum per child; each state is expanded once, a memo hit and a win are leaves', () => {
    const tree = new ExplorerTree(explore([4, 8]));
    const kids = tree.children(tree.root).map((c) => [c.sum, c.ways, c.id]);
    assert.equal(
      tree.children(tree.root)[0],
      tree.children(tree.root)[0],
      'the same nodes each time (VS Code reveals by them)',
    );
    const expected = [3, 4, 5, 6, 7, 8, 9].map((s, i) => [s, [1n, 3n, 6n, 7n, 6n, 3n, 1n][i], `s/${s}`]);
    assert.deepEqual(kids, expected);
    // The whole tree under a small target: every node's state has exactly one first place.
    const small = new ExplorerTree(explorer);
    const nodes: StateNode[] = [];
    const walk = (node: StateNode): void => {
      nodes.push(node);
      small.children(node).forEach(walk);
    };
    walk(small.root);
    const firsts = nodes.filter((n) => n.state && !n.first).map(keyOf);
    assert.equal(new Set(firsts).size, firsts.length, 'no state expanded twice');
    const links = nodes.filter((n) => n.first);
    assert.ok(links.length > 0 && nodes.some((n) => n.winner));
    for (const n of links) assert.equal(keyOf(n.first as StateNode), keyOf(n));
    for (const n of [...links, ...nodes.filter((n) => n.winner)]) assert.deepEqual(small.children(n), []);
    assert.deepEqual(new Set(nodes.filter((n) => n.state).map(keyOf)), new Set(firsts));
  });

  it('places a state not shown yet along the likeliest path from the start; a bad state is refused', () => {
    const tree = new ExplorerTree(explorer);
    for (const turn of [2, 3, 4]) {
      const states = explorer.statesOnTurn(turn, 1000);
      for (const state of [states[0], states[states.length - 1]] as GameState[]) {
        const sums = explorer.likeliestPathTo(state);
        const path = tree.follow(tree.root, sums);
        assert.equal(keyOf(path[path.length - 1] as StateNode), stateKey(state));
        const ways = path.reduce((w, n) => w * (n.ways as bigint), 1n);
        const best = pathWeights(state, sums.length).reduce((a, b) => (a > b ? a : b));
        assert.equal(ways, best, `${stateKey(state)} on turn ${sums.length}: the likeliest way`);
        const node = tree.placeOf(state);
        assert.equal(keyOf(node), stateKey(state));
        assert.equal(node.first, undefined);
        let up = node;
        while (up.parent) up = up.parent;
        assert.equal(up, tree.root);
      }
    }
    const fresh = new ExplorerTree(explorer);
    const late = explorer.statesOnTurn(5, 1)[0] as GameState;
    assert.equal(fresh.placeOf(late), fresh.placeOf(late), 'one place');
    assert.equal(refusal(() => fresh.placeOf({ positions: [4, 8], scores: [7, 0], toMove: 1 })).kind, 'usage');
  });

  it('follows a path from a node, past memo hits, to its winning move', () => {
    const tree = new ExplorerTree(explorer);
    const from = tree.children(tree.root).find((c) => c.state && !c.first) as StateNode;
    for (const path of [explorer.likeliestPath(from.state), explorer.longestGame(from.state)]) {
      const sums = path.map((step) => step.sum);
      const nodes = tree.follow(from, sums);
      assert.deepEqual(nodes.map((n) => n.sum).join(), sums.join());
      nodes.forEach((n, i) => assert.equal(n.parent, i === 0 ? from : (nodes[i - 1]?.first ?? nodes[i - 1])));
      assert.equal(nodes[nodes.length - 1]?.winner, path[path.length - 1]?.state.toMove);
    }
  });
});
