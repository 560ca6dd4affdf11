/** Checks of the rules form from the core's rule table, so the page flags what the core would refuse. */
import { RULE_TABLE } from '../src/core/ruleTable';
import { count, powerOfTen } from './format';
import { t } from './i18n';

/** One row of the rule table, with its literal name, kind and range. */
export type Rule = (typeof RULE_TABLE)[number];

/** The form's one lower-bound message is "at least 1": a rule with another minimum fails to compile here. */
const atLeast = (_min: 1 | 1n): string => t('rules.errorAtLeast1');

/** A limit for people: grouped digits, or 10¹⁰⁰ for a power of ten too long to read. */
function limitText(limit: number | bigint): string {
  const digits = limit.toString();
  return digits.length > 15 && /^10+$/.test(digits) ? powerOfTen(digits.length - 1) : count(digits);
}

/** The error text for one field's raw value, or null when it is fine. */
export function checkRule(rule: Rule, raw: string, badInput = false): string | null {
  const value = raw.trim();
  if (badInput) return t('rules.errorWholeNumber');
  if (value === '') return t('rules.errorEmpty');
  if (!/^\d+$/.test(value)) return t('rules.errorDigitsOnly');
  if (rule.kind === 'bigint') {
    const digits = value.replace(/^0+(?=\d)/, '');
    if (digits.length > rule.maxDigits) return t('rules.errorTooManyDigits', rule.maxDigits);
    const n = BigInt(digits);
    if (n < rule.min) return atLeast(rule.min);
    return n > rule.max ? t('rules.errorAtMost', limitText(rule.max)) : null;
  }
  const n = Number(value);
  if (n < rule.min) return atLeast(rule.min);
  return n > rule.max ? t('rules.errorAtMost', limitText(rule.max)) : null;
}
