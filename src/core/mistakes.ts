/**
 * The mistake catalog: the wrong answers people commonly give to day 21, each made by the one solver
 * core (a variant of the rules or of the game, or a transform of the right result), with a sentence
 * naming the mistake and the rule it breaks, and a hint (messages.ts). checkAnswer (check.ts) reads it.
 *
 * Sources: the puzzle, https://adventofcode.com/2021/day/21 (the rules each sentence names: "rolls
 * the die three times", "wrapping back around to 1 after 10", "the value of the space their pawn
 * stopped on", "at least 1000", "the score of the losing player", "the number of times the die was
 * rolled", three copies per roll, "wins in more universes"); and public solutions
 * and threads that show where each mistake is made (GitHub files pinned to a commit):
 * - https://www.reddit.com/r/adventofcode/comments/rl6p8y/2021_day_21_solutions/ (the megathread: the
 *   weights 1, 3, 6, 7, 6, 3, 1 of the seven sums worked out by hand; flat-sums);
 * - https://github.com/iarspider/AOC2021/blob/25ce4fa17f7327396e46f0cc8ea9f2ce15ae3f8c/day21b.py (a
 *   round as nested loops over both players' sums, universes multiplied across the inner loop, a
 *   win tested on the old score: win-per-outcome, more-than);
 * - https://github.com/opitt/advent-of-code-2021/blob/0866f3637825c5eb809b83dca97d54e3e1d4903d/day21/day21-part2.py
 *   ("the other player plays in frequ universes, we need to multiply the wins": flat-sums) and
 *   .../blob/87683f88d574f2bf1eb549f9673102e16b3e970e/day21/day21.py (`% 10 or 10`, `% 100 or ...`
 *   patching the board's wrap to 0: last-space-0);
 * - https://github.com/mebeim/aoc/pull/19 (a proposed "fix" dropping the + 1 a 0-based space needs
 *   when scored: space-from-0);
 * - https://git.eamoncaddigan.net/advent_of_code_2021/commit/3f6cc45aa78990392a25e6dc7ff69e6b5070a82c.html
 *   ("zero indexes ... but not when it does (like when we're working with modular arithmetic)");
 * - https://github.com/jjclark1982/adventofcode/blob/1ebefad3e93fecd29c2dbc4aa6262918ac45a5c1/2021/21%20Dirac%20Dice/day21.ipynb
 *   (part 1: the win tested once per round's loop, for player 1; part 2: one call per roll with a
 *   rolls-this-turn counter: round-end, one-roll);
 * - https://github.com/georgiee/advent-of-code-2021/blob/cd1c585bb4eeaa179b9c7818a2dace5e3eaeebf6/day-21/README.md
 *   and https://github.polettix.it/ETOOBUSY/2022/01/07/aoc2021-21-manyworlds-over-copenhagen/ (a
 *   split per roll, not per turn: dirac-one-roll);
 * - https://github.com/lmammino/rust-advent/pull/58 and
 *   https://maneatingape.github.io/advent-of-code-rust/aoc/year2021/day21/constant.DIRAC.html (27
 *   universes, 7 sums: flat-sums); https://beny23.github.io/posts/advent_of_code_2021_day_21/ (the
 *   losing score taken when the other player reaches 1000: winner-score, turns);
 * - the example's answers, run on the example's positions instead of one's own ("Using your given
 *   starting positions"): https://github.com/CarletonComputerScienceSociety/advent-of-code/pull/46
 *   ("submitted the sample solution on accident"), and starting positions typed into the code, the input
 *   never read: https://github.com/iagomartinez/advent2021/blob/874aeaa8b5fae66705b5fd2c87d5ce592800e952/advent2021/day21.py
 *   (`game([9,4], ...)`): sample-answer, sample-dirac-answer;
 * - part 1's answer given for part 2: https://github.com/wimglenn/advent-of-code-data/issues/18 (a tool
 *   that refuses it, "almost surely due to user error") and https://github.com/jpgough/advent-of-tdd/pull/17
 *   (part 2 "accidentally showing the same as part 1"): part-1-answer.
 * Sample numbers (positions 4 and 8) are derived independently in test/unit/check.test.ts.
 */
import type { MessageArg, MessageId } from './messages';
import type { Part1Outcome } from './part1';
import type { Rules, RulesInput } from './ruleTable';
import type { Variant } from './variant';

/** The one solver core, as a family's number is made from it: under the rules, or a change of them, or a variant of the game. */
export interface Plays {
  rules: Rules;
  /** Part 1's deterministic game, from the input or `positions` (a change of the rules outside their ranges throws DiracDiceError 'rules'). */
  part1(change?: RulesInput, variant?: Variant, positions?: readonly number[]): Part1Outcome;
  /** Part 2's win counts in player order (over the limits of a solve: DiracDiceError 'limit'). */
  part2(change?: RulesInput, variant?: Variant, positions?: readonly number[]): readonly bigint[];
}

export interface Mistake {
  id: string;
  part: 1 | 2;
  /** The numbers the mistake gives (one, or one per player). */
  values(play: Plays): bigint[];
  /** The sentence and the hint (messages.ts), filled with `args`. */
  text: MessageId;
  hint: MessageId;
  args?(rules: Rules): MessageArg[];
}

const most = (values: readonly bigint[]): bigint => values.reduce((a, b) => (b > a ? b : a));
/** A quantity as a message argument: a number the renderer groups, or digits when past 2^53. */
const amount = (n: bigint | number): MessageArg => (n > Number.MAX_SAFE_INTEGER ? String(n) : Number(n));
const ways = (r: Rules): bigint => BigInt(r.diracSides) ** BigInt(r.rollsPerTurn);
const answer1 = (o: Part1Outcome): bigint => BigInt(o.answer);
const score = (o: Part1Outcome, player: number): bigint => BigInt(o.scores[player - 1] as string);

/** The suffix a mistake's sentence (mistake…) and its hint (hint…) share in messages.ts. */
type Suffix<P extends string> = MessageId extends infer M ? (M extends `${P}${infer K}` ? K : never) : never;
type MistakeKey = Suffix<'mistake'> & Suffix<'hint'>;

const row = (id: string, part: 1 | 2, key: MistakeKey, values: Mistake['values'], args?: Mistake['args']): Mistake => ({
  id,
  part,
  values,
  text: `mistake${key}`,
  hint: `hint${key}`,
  args,
});
/** Part 1's answer, or part 2's largest count, with the rules changed or the game played as `variant`. */
const part1 = (change: RulesInput, variant?: Variant) => (p: Plays) => [answer1(p.part1(change, variant))];
const part2 = (change: RulesInput, variant?: Variant) => (p: Plays) => [most(p.part2(change, variant))];
/** The puzzle's example: its starting positions. Its answers are played from them under the input's rules. */
const SAMPLE_POSITIONS: readonly number[] = [4, 8];
/** The example's answer to `part` under the rules (none on a board too small for its positions). */
const sample = (part: 1 | 2) => (p: Plays) =>
  p.rules.boardSize < Math.max(...SAMPLE_POSITIONS)
    ? []
    : [part === 1 ? answer1(p.part1({}, undefined, SAMPLE_POSITIONS)) : most(p.part2({}, undefined, SAMPLE_POSITIONS))];
const sampleArgs = () => SAMPLE_POSITIONS.map(String);

export const MISTAKES: readonly Mistake[] = [
  row('winner-score', 1, 'WinnerScore', (p) => [((o) => score(o, o.winner) * BigInt(o.rolls))(p.part1())]),
  row(
    'turns',
    1,
    'Turns',
    (p) => [((o) => score(o, o.loser) * BigInt(o.turns))(p.part1())],
    (r) => [r.rollsPerTurn],
  ),
  row(
    'more-than-target',
    1,
    'MoreThan',
    (p) => part1({ target: p.rules.target + 1n })(p),
    (r) => [amount(r.target)],
  ),
  row('one-roll', 1, 'OneRoll', part1({ rollsPerTurn: 1 }), (r) => [r.rollsPerTurn]),
  row('last-space-0', 1, 'LastSpaceZero', part1({}, { points: 'last-space-0' }), (r) => [String(r.boardSize)]),
  row('space-from-0', 1, 'SpaceFromZero', part1({}, { points: 'space-from-0' }), (r) => [
    `${r.boardSize}`,
    `${r.boardSize - 1}`,
  ]),
  row('roll-score', 1, 'RollScore', part1({}, { points: 'roll' })),
  row('round-end', 1, 'RoundEnd', part1({}, { winEndsRound: true }), (r) => [amount(r.target)]),
  row('sample-answer', 1, 'Sample', sample(1), sampleArgs),
  row('other-count', 2, 'OtherCount', (p) => [...p.part2()]),
  row('sum', 2, 'Sum', (p) => [p.part2().reduce((a, b) => a + b, 0n)]),
  // In nested loops over a round, a player's win counts once per outcome of every later player's turn.
  row(
    'win-per-outcome',
    2,
    'WinPerOutcome',
    (p) => [most(p.part2().map((w, i, all) => w * ways(p.rules) ** BigInt(all.length - 1 - i)))],
    (r) => [amount(ways(r))],
  ),
  row(
    'more-than-dirac-target',
    2,
    'MoreThan',
    (p) => part2({ diracTarget: p.rules.diracTarget + 1 })(p),
    (r) => [r.diracTarget],
  ),
  row('dirac-one-roll', 2, 'DiracOneRoll', part2({ rollsPerTurn: 1 }), (r) => [
    r.rollsPerTurn,
    amount(ways(r)),
    r.diracSides,
  ]),
  row('flat-sums', 2, 'FlatSums', part2({}, { flatSums: true }), (r) => [
    amount(ways(r)),
    r.rollsPerTurn * (r.diracSides - 1) + 1,
  ]),
  row('sample-dirac-answer', 2, 'Sample', sample(2), sampleArgs),
  row('part-1-answer', 2, 'OtherPart', part1({}), () => ['1', '2']), // part 1's own answer
];
