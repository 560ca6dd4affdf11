import * as vscode from 'vscode';
import {
  DEFAULT_RULES,
  DiracDiceError,
  LIMITS,
  resolveRules,
  type RulesInput,
  STRATEGY_NAMES,
  type StrategyName,
} from '../core';

export const SECTION = 'diracDice';

/** The rule settings, in the order the manifest lists them. */
const RULE_KEYS = ['boardSize', 'rollsPerTurn', 'deterministicSides', 'target', 'diracSides', 'diracTarget'] as const;

export interface Settings {
  rules: RulesInput;
  strategy: StrategyName;
  codeLens: boolean;
  diagnostics: boolean;
  filePattern: string;
  /** Part 2 requests above this estimated cost are refused (LIMITS.maxWork by default). */
  maxWork: number;
}

/**
 * Reads `diracDice.*`. Each rule is checked on its own: an invalid value falls back to the
 * puzzle's default, and `warn` is called once per invalid setting with a message naming it.
 */
export function readSettings(warn: (message: string) => void = () => undefined): Settings {
  const config = vscode.workspace.getConfiguration(SECTION);
  const rules: RulesInput = {};
  for (const key of RULE_KEYS) {
    const value = config.get<unknown>(key);
    if (value === undefined || value === null || value === '') continue;
    try {
      resolveRules({ [key]: value });
      Object.assign(rules, { [key]: value });
    } catch (error) {
      const reason = error instanceof DiracDiceError ? error.message : String(error);
      const fallback = key === 'target' ? DEFAULT_RULES.target.toString() : String(DEFAULT_RULES[key]);
      warn(vscode.l10n.t('Setting {0}.{1} is invalid ({2}); using the default {3}.', SECTION, key, reason, fallback));
    }
  }
  const strategy = config.get<string>('strategy', 'per-player');
  if (!(STRATEGY_NAMES as readonly string[]).includes(strategy)) {
    warn(vscode.l10n.t('Setting {0}.strategy is invalid ({1}); using per-player.', SECTION, String(strategy)));
  }
  const maxWork = config.get<unknown>('maxWork', LIMITS.maxWork);
  const maxWorkOk = typeof maxWork === 'number' && Number.isFinite(maxWork) && maxWork >= 1;
  if (!maxWorkOk)
    warn(
      vscode.l10n.t(
        'Setting {0}.maxWork is invalid ({1}); using {2}.',
        SECTION,
        String(maxWork),
        String(LIMITS.maxWork),
      ),
    );
  return {
    maxWork: maxWorkOk ? maxWork : LIMITS.maxWork,
    rules,
    strategy: (STRATEGY_NAMES as readonly string[]).includes(strategy) ? (strategy as StrategyName) : 'per-player',
    codeLens: config.get<boolean>('codeLens.enabled', true) !== false,
    diagnostics: config.get<boolean>('diagnostics.enabled', true) !== false,
    filePattern: config.get<string>('filePattern', '**/*{day21,day-21,day_21}*.txt'),
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
