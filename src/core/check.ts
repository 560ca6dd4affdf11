/** Checking an answer without giving the right one away: correct or not, which way, and which known mistakes give it. */
import { DiracDiceError, usageError } from './errors';
import { checkCost } from './estimates';
import { makeGame } from './game';
import { LIMITS } from './limits';
import { coreMessage, type MessageArg, type MessageId } from './messages';
import { MISTAKES, type Plays } from './mistakes';
import { playDeterministic } from './part1';
import type { SolveResult } from './result';
import { resolveRules, type Rules, type RulesInput } from './rules';
import { solve } from './solve';
import { checkOptions } from './validate';
import { runStrategy } from './solvePart2';
import type { Variant } from './variant';

/** A known mistake the answer is exactly the number of: its sentence and hint in English, and their templates to localize. */
export interface Diagnosis {
  /** The mistake's id in the catalog (mistakes.ts), e.g. 'flat-sums'. */
  id: string;
  text: string;
  hint: string;
  textId: MessageId;
  hintId: MessageId;
  args: MessageArg[];
}

/** The reply to an answer: never the right answer, nor anything it could be read from. */
export interface AnswerCheck {
  part: 1 | 2;
  correct: boolean;
  /** How the answer compares with the right one; null when correct. */
  direction: 'too-high' | 'too-low' | null;
  /** Every mistake whose number on this input is exactly the answer (none when correct). */
  diagnoses: Diagnosis[];
  /** The mistakes not checked: their game is over the limits of a solve, never ends, or has rules out of their ranges. */
  skipped: string[];
}

export interface CheckOptions {
  rules?: RulesInput;
  /** As solve()'s: a part 2 game (the right one or a mistake's) over this estimated cost is not played. */
  maxWork?: number;
}

/** The core played for the catalog on one input: the right results (from the solve), each variant or other positions (the example's) when asked. */
function playsOf(solved: SolveResult, rules: Rules, maxWork: number): Plays {
  const own = solved.players;
  const right = (change: RulesInput, variant?: Variant, at: readonly number[] = own): boolean =>
    Object.keys(change).length === 0 && variant === undefined && String(at) === String(own);
  const ruled = (change: RulesInput): Rules =>
    Object.keys(change).length === 0 ? rules : resolveRules({ ...rules, ...change });
  return {
    rules,
    part1: (change = {}, variant, at = own) =>
      (right(change, variant, at) && solved.part1) || playDeterministic(at, ruled(change), { variant }),
    part2(change = {}, variant, at = own) {
      if (right(change, variant, at) && solved.part2) return solved.part2.wins.map(BigInt);
      const changed = ruled(change);
      const game = makeGame(at, changed, variant);
      checkCost(game, maxWork);
      return runStrategy('per-player', game, changed, false).wins;
    },
  };
}

/**
 * Checks `answer` to `part` of the input (text or 1-based starting positions) under the rules:
 * throws DiracDiceError as solve() does (bad input or rules, the right answer over the limits).
 * Pure; its cost is a solve of that part plus one per mistake of the part (every family of both
 * parts under the puzzle's rules: about 0.2 ms warm, a few ms on the first call; npm run bench).
 */
export function checkAnswer(
  input: string | readonly number[],
  part: 1 | 2,
  answer: bigint,
  options: CheckOptions = {},
): AnswerCheck {
  if (part !== 1 && part !== 2) throw usageError('checkAnswer', 'part must be 1 or 2', part);
  if (typeof answer !== 'bigint') throw usageError('checkAnswer', 'the answer must be a bigint', answer);
  const text = typeof input === 'string';
  if (!text && !Array.isArray(input)) throw usageError('checkAnswer', 'input must be the text or the positions', input);
  const { rules: asked, maxWork } = checkOptions('checkAnswer', options);
  const positions = text ? undefined : input;
  const solved = solve(text ? input : '', { rules: asked, maxWork, positions, parts: [part] });
  const right = BigInt((part === 1 ? solved.part1?.answer : solved.part2?.answer) ?? -1);
  if (answer === right) return { part, correct: true, direction: null, diagnoses: [], skipped: [] };
  const rules = resolveRules(asked);
  const play = playsOf(solved, rules, maxWork ?? LIMITS.maxWork);
  const diagnoses: Diagnosis[] = [];
  const skipped: string[] = [];
  for (const mistake of MISTAKES) {
    if (mistake.part !== part) continue;
    let values: bigint[];
    try {
      values = mistake.values(play);
    } catch (error) {
      if (!(error instanceof DiracDiceError) || (error.kind !== 'limit' && error.kind !== 'rules')) throw error;
      skipped.push(mistake.id);
      continue;
    }
    if (!values.includes(answer)) continue;
    const args = mistake.args?.(rules) ?? [];
    const text = coreMessage(mistake.text, ...args).message;
    const hint = coreMessage(mistake.hint, ...args).message;
    diagnoses.push({ id: mistake.id, text, hint, textId: mistake.text, hintId: mistake.hint, args });
  }
  return { part, correct: false, direction: answer > right ? 'too-high' : 'too-low', diagnoses, skipped };
}
