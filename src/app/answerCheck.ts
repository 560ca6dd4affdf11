/** An answer checked in the editor: on the host's thread, so for light inputs only, each known mistake's game under HEAVY_WORK too. */
import {
  checkAnswer,
  MISTAKES,
  resolveRules,
  type AnswerCheck,
  type MessageArg,
  type Mistake,
  type RulesInput,
} from '../core';
import type { MessageId } from '../core/messages';
import { HEAVY_WORK } from './policy';

/**
 * Checks `answer` in process, and times it (ms). The caller checks only inputs the editor solves in
 * process (under HEAVY_WORK); a mistake whose game is over HEAVY_WORK is skipped (the check says so),
 * so a check costs at most a light solve per family of the part.
 */
export function checkInEditor(
  positions: readonly number[],
  rules: RulesInput,
  part: 1 | 2,
  answer: bigint,
  maxWork: number,
): { check: AnswerCheck; ms: number } {
  const started = globalThis.performance.now();
  const check = checkAnswer(positions, part, answer, { rules, maxWork: Math.min(maxWork, HEAVY_WORK) });
  return { check, ms: globalThis.performance.now() - started };
}

/** Per part, the family cited most often in the catalog's sources (mistakes.ts): its hint is given when no family makes the number. */
const MOST_MISSED = { 1: 'space-from-0', 2: 'flat-sums' } as const;

/** The hint for a number no known mistake gives: the most cited family's, with its arguments under the rules. */
export function generalHint(part: 1 | 2, rules: RulesInput): { hintId: MessageId; args: MessageArg[] } {
  const mistake = MISTAKES.find((m) => m.id === MOST_MISSED[part]) as Mistake;
  return { hintId: mistake.hint, args: mistake.args?.(resolveRules(rules)) ?? [] };
}
