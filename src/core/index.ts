/**
 * The Dirac Dice library (dist/core.js): what docs/library.md documents, every function checking its
 * arguments. The extension, the CLI and the solver threads import the module files they use.
 */
export {
  solve,
  solveAllPairs,
  solveRequest,
  checkRequest,
  type CheckedRequest,
  type Solved,
  type Part2Options,
  type SolveOptions,
} from './solve';
export { solvePart2 } from './solvePart2';
export { LIMITS } from './limits';
export { parseInput, type ParseOutcome } from './parse';
export { RULE_TABLE, type RuleDescriptor, type RuleName, type IntegerRuleName } from './ruleTable';
export { resolveRules, DEFAULT_RULES, type Rules, type RulesInput } from './rules';
export { rollFrequencies } from './rolls';
export { DiracDiceError, renderMessage } from './errors';
export { CORE_MESSAGES, type MessageArg } from './messages';
export { checkAnswer, type AnswerCheck, type CheckOptions, type Diagnosis } from './check';
export * from './result';
