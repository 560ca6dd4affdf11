/** The Dirac Dice core: pure TypeScript, no `vscode`, no Node-only APIs, no DOM. */
export {
  solve,
  solvePart2,
  solveAllPairs,
  solveRequest,
  soloThreadStarts,
  type Played,
  checkRequest,
  type CheckedRequest,
  runStrategy,
  shareOf,
  type Part2Options,
  type SolveOptions,
} from './solve';
export { LIMITS, JUDGE_LIMITS, MEMO_STATE_LIMIT, TREE_NODE_LIMIT } from './limits';
export { estimateCost, checkCost, checkAllPairs } from './estimates';
export { parseInput, formatInput, looksLikeInput, type ParseOutcome } from './parse';
export { RULE_TABLE, type RuleDescriptor, type RuleName, type IntegerRuleName } from './ruleTable';
export { resolveRules, rulesToJson, DEFAULT_RULES, type Rules, type RulesInput } from './rules';
export { rollFrequencies } from './rolls';
export { playDeterministic } from './part1';
export { makeGame, type ExactSolo } from './game';
export { perPlayer, playExactSolo } from './part2/perPlayer';
export { memo, memoTables, type MemoTables } from './part2/memo';
export { frontier } from './part2/frontier';
export { weighted, naive } from './part2/tree';
export {
  explore,
  checkExplorable,
  stateKey,
  stateOfKey,
  type Explorer,
  type ExploredChild,
  type ExploredState,
  type GameState,
  type PathStep,
  type TurnRow,
} from './explore';
export { DiracDiceError, formatProblem } from './errors';
export { CORE_MESSAGES, renderMessage, type MessageArg } from './messages';
export { parseAnswer, ANSWER_DIGIT_LIMIT, type ParsedAnswer } from './answer';
export { checkAnswer, type AnswerCheck, type CheckOptions, type Diagnosis } from './check';
export { MISTAKES, type Mistake } from './mistakes';
export type { Variant } from './variant';
export * from './result';
export { judgeCases, readOutput, judgeRun, summarize, type Verdict, type JudgeCase, type ProgramRun } from './judge';
export type { ReadNumber, PartResult, CaseResult, JudgePattern, JudgeSummary } from './judge';
