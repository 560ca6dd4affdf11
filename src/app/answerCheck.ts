/** An answer checked in the editor: on the host's thread, for light inputs only; each mistake's game under HEAVY_WORK too. */
import { checkAnswer, resolveRules, type AnswerCheck, type MessageArg, type RulesInput } from '../core';
import { MISTAKES, type Mistake } from '../core/mistakes';
import type { MessageId } from '../core/messages';
import { HEAVY_WORK } from './policy';

/** The check (a mistake over HEAVY_WORK skipped: at most a light solve per family), and its time in ms. */
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

/** Per part, the family the catalog's sources (mistakes.ts) cite most: its hint is given when no family makes the number. */
const MOST_MISSED = { 1: 'space-from-0', 2: 'flat-sums' } as const;

export function generalHint(part: 1 | 2, rules: RulesInput): { hintId: MessageId; args: MessageArg[] } {
  const mistake = MISTAKES.find((m) => m.id === MOST_MISSED[part]) as Mistake; // a unit test holds both ids to the catalog
  return { hintId: mistake.hint, args: mistake.args?.(resolveRules(rules)) ?? [] };
}
