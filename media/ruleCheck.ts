/** Client-side checks of the rules form (pure: no DOM, no webview API; the host checks again). */

export type RuleName = 'boardSize' | 'rollsPerTurn' | 'deterministicSides' | 'target' | 'diracSides' | 'diracTarget';

/** The largest number the host's message check lets through. */
const MAX_NUMBER = 1e9;

/** The error text for one field's raw value, or null when it is fine. */
export function checkRule(name: RuleName, raw: string, badInput = false): string | null {
  const value = raw.trim();
  if (badInput) return 'Enter a whole number.';
  if (value === '') return 'Enter a value.';
  if (!/^\d+$/.test(value)) return 'Enter a whole number (digits only).';
  if (name === 'target') {
    if (value.length > 200) return 'Use at most 200 digits.';
    return /^0+$/.test(value) ? 'Must be at least 1.' : null;
  }
  const n = Number(value);
  if (n < 1) return 'Must be at least 1.';
  if (n > MAX_NUMBER) return `Must be at most ${MAX_NUMBER.toLocaleString()}.`;
  return null;
}
