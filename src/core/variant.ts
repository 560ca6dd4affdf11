/**
 * How a game may be played differently from its rules: the hooks the mistake catalog (mistakes.ts)
 * plays its wrong games with. Every field is optional; absent, the game is the puzzle's.
 */
export interface Variant {
  /**
   * Part 1: what a turn adds to the score: 'space', the space landed on, 1 to board (the puzzle's);
   * 'space-from-0', that space counted from 0; 'last-space-0', that space with the last one
   * counted as 0 (a plain `position % board`); 'roll', the sum of the turn's rolls.
   */
  points?: 'space' | 'space-from-0' | 'last-space-0' | 'roll';
  /** Part 1: a win ends the game only once every player of the round has moved. */
  winEndsRound?: boolean;
  /** Part 2: each distinct sum of a turn's rolls counts once, not once per roll sequence giving it. */
  flatSums?: boolean;
}

/** The points a turn scores under `points`: `landed` is the 0-based space, `sum` the rolls' sum. */
export function pointsOf(points: Variant['points'], landed: number, sum: number, board: number): number {
  if (points === 'space-from-0') return landed;
  if (points === 'last-space-0') return (landed + 1) % board;
  if (points === 'roll') return sum;
  return landed + 1;
}
