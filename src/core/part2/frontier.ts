import { countExactly, mulMod, weightsFor } from '../exact';
import { memoStateBound, refuseIfTooBig } from '../estimates';
import { statePacking, type DiracGame, type Part2Outcome } from '../game';

/** Breadth-first: all live games advance a turn at a time, equal states merged into one count, packed as the memo's. */
export function frontier(game: DiracGame): Part2Outcome {
  const n = game.starts.length;
  const { target, landing } = game;
  const bound = memoStateBound(game);
  // Refused here, before any pass, when states x moves x every pass the counts may need is over the limit.
  const passes = refuseIfTooBig(game, 'frontier');
  const { cells, lastPlace, root } = statePacking(game);
  const m = game.moves.offsets.length;
  let touched = 0;

  const kernel = (mod: number) => {
    const w = weightsFor(game.moves.waysBig, game.moves.ways, mod);
    let counts = new Float64Array(bound);
    let nextCounts = new Float64Array(bound);
    let live: number[] = [root];
    counts[root] = 1;
    const wins = new Float64Array(n);
    let peak = 1;
    let mover = 0; // which player moves this turn (live states are rotated to start with it)
    let states = 0;
    while (live.length > 0) {
      const nextLive: number[] = [];
      for (const state of live) {
        const c = counts[state] as number;
        counts[state] = 0;
        states++;
        const cell = state % cells;
        const others = (state - cell) / cells;
        const pos = (cell / target) | 0;
        const score = cell - pos * target;
        for (let i = 0; i < m; i++) {
          const to = landing[pos * m + i] as number;
          const s = score + to + 1;
          const add = mulMod(c, w[i] as number, mod);
          if (s >= target) {
            const v = (wins[mover] as number) + add;
            wins[mover] = mod === 0 ? v : v % mod;
            if (v > peak) peak = v;
            continue;
          }
          const child = others + (to * target + s) * lastPlace;
          const before = nextCounts[child] as number;
          if (before === 0 && add !== 0) nextLive.push(child);
          const v = before + add;
          nextCounts[child] = mod === 0 ? v : v % mod;
          if (v > peak) peak = v;
        }
      }
      [counts, nextCounts] = [nextCounts, counts];
      live = nextLive.filter((s) => (counts[s] as number) !== 0);
      mover = (mover + 1) % n;
    }
    if (mod === 0) touched = states;
    return { out: wins, peak };
  };
  const { values, method } = countExactly(kernel, game.boundBits, passes);
  return { wins: values, statesTouched: touched, method };
}
