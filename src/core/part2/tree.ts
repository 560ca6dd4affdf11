import { countExactly, mulMod, weightsFor } from '../exact';
import { passesNeeded, refuseIfTooManyNodes } from '../estimates';
import type { DiracGame, Part2Outcome } from '../game';

/** Recursion without memo over the distinct landings, each weighted by its number of roll sequences. */
export function weighted(game: DiracGame): Part2Outcome {
  const nodes = refuseIfTooManyNodes(game, 'weighted');
  const n = game.starts.length;
  const { landing } = game;
  const m = game.moves.offsets.length;
  const kernel = (mod: number) => {
    const w = weightsFor(game.moves.waysBig, game.moves.ways, mod);
    const wins = new Float64Array(n);
    const pos = game.starts.slice();
    const score = new Array<number>(n).fill(0);
    let peak = 0;
    // Adds `weight` x (wins from here) into `wins`, player p to move.
    const play = (p: number, weight: number): void => {
      const from = pos[p] as number;
      const before = score[p] as number;
      for (let i = 0; i < m; i++) {
        const to = landing[from * m + i] as number;
        const reach = mulMod(weight, w[i] as number, mod);
        if (before + to + 1 >= game.target) {
          const v = (wins[p] as number) + reach;
          wins[p] = mod === 0 ? v : v % mod;
          if (v > peak) peak = v;
        } else {
          pos[p] = to;
          score[p] = before + to + 1;
          play((p + 1) % n, reach);
        }
      }
      pos[p] = from;
      score[p] = before;
    };
    play(0, 1);
    return { out: wins, peak };
  };
  const { values, method } = countExactly(kernel, game.boundBits, passesNeeded(game));
  return { wins: values, statesTouched: nodes, method };
}

/** The 27-way recursion: one branch per roll sequence, one universe per leaf. Tiny games only. */
export function naive(game: DiracGame, sides: number, rolls: number): Part2Outcome {
  const nodes = refuseIfTooManyNodes(game, 'naive');
  const n = game.starts.length;
  const { board, target } = game;
  const sequences = sides ** rolls;
  const sums = new Int32Array(sequences);
  for (let k = 0; k < sequences; k++) {
    let rest = k;
    let sum = 0;
    for (let r = 0; r < rolls; r++) {
      sum += (rest % sides) + 1;
      rest = Math.floor(rest / sides);
    }
    sums[k] = sum;
  }
  const wins = new Array<number>(n).fill(0); // at most TREE_NODE_LIMIT leaves: exact in doubles
  const pos = game.starts.slice();
  const score = new Array<number>(n).fill(0);
  const play = (p: number): void => {
    const from = pos[p] as number;
    const before = score[p] as number;
    for (let k = 0; k < sequences; k++) {
      const to = (from + (sums[k] as number)) % board;
      if (before + to + 1 >= target) {
        wins[p] = (wins[p] as number) + 1;
      } else {
        pos[p] = to;
        score[p] = before + to + 1;
        play((p + 1) % n);
      }
    }
    pos[p] = from;
    score[p] = before;
  };
  play(0);
  return { wins: wins.map((v) => BigInt(v)), statesTouched: nodes, method: 'double' };
}
