/** The Dirac Dice core: pure TypeScript, no `vscode`, no Node-only APIs, no DOM. */
export {
  solve,
  solveParsed,
  solvePart1,
  solvePart2,
  solveAllPairs,
  solveRequest,
  soloThreadStarts,
  type Played,
  estimateWork,
  type WorkRequest,
  type Solved,
  runStrategy,
  shareOf,
  type Extra,
  type Part2Options,
  type SolveOptions,
} from './solve';
export { EXTRAS } from './options';
export {
  LIMITS,
  MEMO_STATE_LIMIT,
  MEMO_WORK_LIMIT,
  FRONTIER_WORK_LIMIT,
  RECURSION_DEPTH_LIMIT,
  TREE_NODE_LIMIT,
  ALL_PAIRS_BOARD_LIMIT,
  ALL_PAIRS_WORK,
  ESTIMATE_WORK_LIMIT,
  DEFAULT_MEMO_STATES,
  REPLAY_TURN_LIMIT,
  REPORTED_PROBLEM_LIMIT,
  SOLO_THREAD_WORK,
} from './limits';
export {
  memoStateBound,
  memoIsCheap,
  treeNodes,
  estimateCost,
  checkCost,
  checkAllPairs,
  allPairsWork,
  type CostEstimate,
  type TreeKind,
} from './estimates';
export {
  parseInput,
  positionProblems,
  formatInput,
  looksLikeInput,
  type ParsedInput,
  type ParseOutcome,
} from './parse';
export {
  RULE_TABLE,
  RULE_NAMES,
  ruleDescriptor,
  type RuleDescriptor,
  type IntegerRule,
  type BigIntegerRule,
  type RuleName,
  type IntegerRuleName,
} from './ruleTable';
export { resolveRules, rulesToJson, DEFAULT_RULES, type Rules, type RulesInput } from './rules';
export { rollWays, rollFrequencies, movesOnBoard } from './rolls';
export { playDeterministic, type Part1Outcome, type PlayOptions } from './part1';
export { makeGame, statePacking, type DiracGame, type ExactSolo, type Part2Outcome, type StatePacking } from './game';
export { perPlayer, solosOf, exactSoloOf, playExactSolo, startsForThreads } from './part2/perPlayer';
export { memo } from './part2/memo';
export { frontier } from './part2/frontier';
export { weighted, naive } from './part2/tree';
export { allPairs } from './part2/allPairs';
export { countExactly } from './exact';
export { DiracDiceError, formatProblem, type ErrorKind } from './errors';
export { CORE_MESSAGES, renderMessage, type MessageArg, type MessageId } from './messages';
export * from './result';
