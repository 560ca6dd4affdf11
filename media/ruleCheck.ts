/** Client-side checks of the rules form (pure: no DOM, no webview API; the host checks again). */
import { t } from './i18n';

export type RuleName = 'boardSize' | 'rollsPerTurn' | 'deterministicSides' | 'target' | 'diracSides' | 'diracTarget';

/** The largest number the host's message check lets through. */
const MAX_NUMBER = 1e9;
/** The longest part 1 target the host's message check lets through. */
const MAX_DIGITS = 200;

/** The error text for one field's raw value, or null when it is fine. */
export function checkRule(name: RuleName, raw: string, badInput = false): string | null {
  const value = raw.trim();
  if (badInput) return t('rules.errorWholeNumber');
  if (value === '') return t('rules.errorEmpty');
  if (!/^\d+$/.test(value)) return t('rules.errorDigitsOnly');
  if (name === 'target') {
    if (value.length > MAX_DIGITS) return t('rules.errorTooManyDigits', MAX_DIGITS);
    return /^0+$/.test(value) ? t('rules.errorAtLeast1') : null;
  }
  const n = Number(value);
  if (n < 1) return t('rules.errorAtLeast1');
  if (n > MAX_NUMBER) return t('rules.errorAtMost', MAX_NUMBER.toLocaleString());
  return null;
}
