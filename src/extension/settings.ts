import * as vscode from 'vscode';
import {
  DiracDiceError,
  LIMITS,
  RULE_TABLE,
  resolveRules,
  type RulesInput,
  STRATEGY_NAMES,
  type StrategyName,
} from '../core';
import { JUDGE_LIMITS } from '../core/limits';
import type { SolveSettings } from '../app/documentCache';
import { SPOILER_MODES, type SpoilerMode } from '../app/spoilers';
import { displayNumber, problemMessage } from './display';

export const SECTION = 'diracDice';

/** The strategy used when the setting is missing or invalid: the fastest. */
const DEFAULT_STRATEGY: StrategyName = 'per-player';

export interface Settings extends SolveSettings {
  strategy: StrategyName;
  codeLens: boolean;
  diagnostics: boolean;
  filePattern: string;
  /** Solve the active puzzle input ahead of time (light requests only), so that the panel answers at once. */
  solveAhead: boolean;
  /** Spoiler-free mode: `hide` covers each answer until it is revealed for its input. */
  spoilers: SpoilerMode;
  /** Judge My Solution: the learner's command line (the first folder's, resource scope) and seconds per case. */
  judge: { command: string; timeout: number };
}

const JUDGE_TIMEOUT = JUDGE_LIMITS.timeoutMs / 1000;

/** Reads `diracDice.*`: an invalid rule falls back to the puzzle's default, with one `warn` naming it. */
export function readSettings(warn: (message: string) => void = () => undefined): Settings {
  const config = vscode.workspace.getConfiguration(SECTION);
  const invalid = (name: string, reason: string, fallback: string) =>
    warn(vscode.l10n.t('Setting {0}.{1} is invalid ({2}); using the default {3}.', SECTION, name, reason, fallback));
  const rules: RulesInput = {};
  for (const rule of RULE_TABLE) {
    const value = config.get<unknown>(rule.name);
    if (value === undefined || value === null || value === '') continue;
    try {
      resolveRules({ [rule.name]: value });
      Object.assign(rules, { [rule.name]: value });
    } catch (error) {
      const reason = error instanceof DiracDiceError ? error.problems.map(problemMessage).join('; ') : String(error);
      invalid(rule.name, reason, displayNumber(Number(rule.default)));
    }
  }
  const strategy = config.get<string>('strategy', DEFAULT_STRATEGY);
  const strategyOk = (STRATEGY_NAMES as readonly string[]).includes(strategy);
  if (!strategyOk) invalid('strategy', String(strategy), DEFAULT_STRATEGY);
  const maxWork = config.get<unknown>('maxWork', LIMITS.maxWork);
  const maxWorkOk = typeof maxWork === 'number' && Number.isFinite(maxWork) && maxWork >= 1;
  if (!maxWorkOk) invalid('maxWork', String(maxWork), displayNumber(LIMITS.maxWork));
  const spoilers = config.get<string>('spoilers', 'show');
  const spoilersOk = (SPOILER_MODES as readonly string[]).includes(spoilers);
  if (!spoilersOk) invalid('spoilers', String(spoilers), 'show');
  const timeout = config.get<unknown>('judge.timeout', JUDGE_TIMEOUT);
  const timeoutOk = typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0;
  if (!timeoutOk) invalid('judge.timeout', String(timeout), displayNumber(JUDGE_TIMEOUT));
  const folder = vscode.workspace.getConfiguration(SECTION, vscode.workspace.workspaceFolders?.[0]?.uri);
  return {
    maxWork: maxWorkOk ? maxWork : LIMITS.maxWork,
    rules,
    strategy: strategyOk ? (strategy as StrategyName) : DEFAULT_STRATEGY,
    codeLens: config.get<boolean>('codeLens.enabled', true) !== false,
    diagnostics: config.get<boolean>('diagnostics.enabled', true) !== false,
    filePattern: config.get<string>('filePattern', '**/*{day21,day-21,day_21}*.txt'),
    solveAhead: config.get<boolean>('solveAhead', true) !== false,
    spoilers: spoilersOk ? (spoilers as SpoilerMode) : 'show',
    judge: { command: String(folder.get('judge.command') ?? ''), timeout: timeoutOk ? timeout : JUDGE_TIMEOUT },
  };
}

/** Warns once per distinct message (settings are read often). */
export function onceWarner(show: (message: string) => void): (message: string) => void {
  const shown = new Set<string>();
  return (message) => {
    if (shown.has(message)) return;
    shown.add(message);
    show(message);
  };
}
