import { SAFE } from '../exact';
import { ratio } from '../probability';
import type { DiracGame } from '../game';
import { BIGINTS, combine, DOUBLES, exactSoloOf, solosOf, type Counting } from './perPlayer';

/** Part 2 for every pair of starting spaces of players 1 and 2 (other players keep their starts). */
export interface AllPairs {
  board: number;
  /** wins[a][b][p]: universes player p+1 wins when player 1 starts on a+1 and player 2 on b+1. */
  wins: bigint[][][];
  /** probability[a][b]: player 1's probability of winning there (universes weighted, see probability.ts). */
  probability: number[][];
}

/**
 * Board solo games (the game's own, shared with its other parts) and board^2 cheap combinations,
 * instead of board^2 full games: in doubles when the counts provably stay below 2^53, else BigInt.
 */
export function allPairs(game: DiracGame): AllPairs {
  const board = game.board;
  const spaces = Array.from({ length: board }, (_, s) => s);
  const byStart = solosOf(game, spaces);
  const firstPlayerProbability = probabilityOfFirst(game);
  const fixed = solosOf(game, game.starts.slice(2));
  if ([...byStart, ...fixed].every((s) => s.peak < SAFE)) {
    const inDoubles = tableOf(byStart, fixed, DOUBLES);
    if (inDoubles.every((row) => row.every((cell) => cell.wins.every((w) => w < SAFE)))) {
      const toBig = (values: readonly number[]): bigint[] => values.map((w) => BigInt(w));
      return {
        board,
        wins: inDoubles.map((row) => row.map((cell) => toBig(cell.wins))),
        probability: inDoubles.map((row) => row.map((cell) => firstPlayerProbability(toBig(cell.firstByRound)))),
      };
    }
  }
  const exactOf = (s: number) => exactSoloOf(game, s);
  const exact = tableOf(spaces.map(exactOf), game.starts.slice(2).map(exactOf), BIGINTS);
  return {
    board,
    wins: exact.map((row) => row.map((cell) => cell.wins)),
    probability: exact.map((row) => row.map((cell) => firstPlayerProbability(cell.firstByRound))),
  };
}

interface Cell<T> {
  /** Every player's wins. */
  wins: T[];
  /** firstByRound[r - 1]: universes in which player 1 wins on its round r. */
  firstByRound: T[];
}

/** cells[a][b]: every player's wins with player 1 on a, player 2 on b, the others fixed. */
function tableOf<T>(
  byStart: readonly { wins: readonly T[]; alive: readonly T[] }[],
  fixed: readonly { wins: readonly T[]; alive: readonly T[] }[],
  counting: Counting<T>,
): Cell<T>[][] {
  return byStart.map((first) =>
    byStart.map((second) => {
      const { wins, byTurn } = combine([first, second, ...fixed], counting, true);
      return { wins, firstByRound: byTurn?.[0] ?? [] };
    }),
  );
}

/** Player 1's probability from its wins by round (move (r - 1) x players + 1), exact, then rounded as probability.ts does. */
function probabilityOfFirst(game: DiracGame): (byRound: readonly bigint[]) => number {
  const players = BigInt(game.starts.length);
  const perMove = game.moves.total;
  const perRound = perMove ** players;
  const denominators: bigint[] = [perMove]; // denominators[i]: perMove^move(i), move(i) = i x players + 1
  return (byRound) => {
    let last = 0;
    byRound.forEach((universes, i) => {
      if (universes > 0n) last = i;
    });
    let numerator = 0n;
    for (let i = 0; i <= last; i++) numerator = numerator * perRound + (byRound[i] ?? 0n);
    // numerator is Σ universes(i) x perMove^(move(last) - move(i)).
    while (denominators.length <= last) denominators.push((denominators.at(-1) as bigint) * perRound);
    return ratio(numerator, denominators[last] as bigint);
  };
}
