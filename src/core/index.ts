/** The Dirac Dice core: pure TypeScript, no `vscode`, no Node-only APIs, no DOM. */
export {
  solve,
  solvePart1,
  solvePart2,
  checkCost,
  solveAllPairs,
  runStrategy,
  readPositions,
  shareOf,
  ALL_PAIRS_BOARD_LIMIT,
  type SolveOptions,
} from './solve';
export { parseInput, formatInput, looksLikeInput, type ParsedInput, type ParseOutcome } from './parse';
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
export { resolveRules, rulesToJson, DEFAULT_RULES, LIMITS, type Rules, type RulesInput } from './rules';
export { rollWays, rollFrequencies, movesOnBoard } from './rolls';
export { playDeterministic, replayDeterministic } from './part1';
export {
  makeGame,
  perPlayerWork,
  estimateCost,
  type CostEstimate,
  type DiracGame,
  type Part2Outcome,
} from './part2/game';
export { perPlayer, solo } from './part2/perPlayer';
export {
  memo,
  memoStateBound,
  MEMO_STATE_LIMIT,
  MEMO_WORK_LIMIT,
  FRONTIER_WORK_LIMIT,
  RECURSION_DEPTH_LIMIT,
} from './part2/memo';
export { frontier } from './part2/frontier';
export { weighted, naive, treeNodes, TREE_NODE_LIMIT } from './part2/tree';
export { allPairs } from './part2/allPairs';
export { countExactly } from './exact';
export { DiracDiceError, formatProblem, type ErrorKind } from './errors';
export * from '../shared/result';
