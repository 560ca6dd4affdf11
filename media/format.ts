/** Number formatting for the panel, in VS Code's display language. Exact for counts past 2^53. */
import { percentDecimals, shareOf } from '../src/core/share';
import { t } from './i18n';

/** Parses a decimal string from the host; anything else becomes null (shown as "?"). */
export function big(value: string | number | undefined | null): bigint | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  if (typeof value !== 'string' || !/^-?\d{1,20000}$/.test(value)) return null;
  return BigInt(value);
}

/*
 * Numbers in VS Code's display language (sent by the host), never the browser's. Formatters are cached
 * per locale and options: toLocaleString builds one per call (20 to 40 µs against about 1 µs cached;
 * a render formats numbers some 1,700 times).
 */
let locale: string | undefined;
const formats = new Map<string, Intl.NumberFormat>();

/** Formats numbers in the BCP 47 tag `next` from now on (a bad tag keeps the default); true when they changed. */
export function setNumberLocale(next: string | undefined): boolean {
  let resolved: string | undefined;
  try {
    resolved = next ? Intl.NumberFormat.supportedLocalesOf(next)[0] : undefined;
  } catch {
    resolved = undefined; // not a language tag
  }
  if (resolved === locale) return false;
  locale = resolved;
  formats.clear();
  return true;
}

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** The grouped decimal format with these fraction digits (as toLocaleString would take them). */
function decimalFormat(minimumFractionDigits: number | undefined, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `decimal-${minimumFractionDigits ?? ''}-${maximumFractionDigits}`;
  return numberFormat(key, { minimumFractionDigits, maximumFractionDigits });
}

/** A decimal string (or safe integer) with the locale's digit grouping, exactly. */
export function count(value: string | number | undefined | null): string {
  const n = big(value);
  return n === null ? '?' : numberFormat('count', {}).format(n);
}

/** A plain (possibly fractional) number with grouping. */
export function num(value: number, maxFractionDigits = 0): string {
  return Number.isFinite(value) ? decimalFormat(undefined, maxFractionDigits).format(value) : '?';
}

/** Milliseconds for people: two decimals under 10 ms, one under 100, none above. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '?';
  const digits = value < 10 ? 2 : value < 100 ? 1 : 0;
  return t('unit.ms', decimalFormat(digits, digits).format(value));
}

/** A column of 0..1 fractions as percentages, with one precision per column (percentDecimals, as in the exports). */
export function percents(fractions: readonly number[]): string[] {
  const d = percentDecimals(fractions.filter(Number.isFinite));
  const format = numberFormat(`percent${d}`, { style: 'percent', minimumFractionDigits: d, maximumFractionDigits: d });
  return fractions.map((f) => (Number.isFinite(f) ? format.format(f) : '?'));
}

/** parts/total of decimal strings as a column of percentages, rounded as the core rounds a share. */
export function shares(parts: readonly (string | undefined)[], total: string): string[] {
  const whole = big(total) ?? 0n;
  return percents(parts.map((p) => (whole > 0n ? shareOf(big(p) ?? 0n, whole) : Number.NaN)));
}

/** A decimal string as a double, for plotting only. */
export function plot(value: string | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** 10 to a power, as "10¹⁵". */
export function powerOfTen(exponent: number): string {
  const digits = String(Math.abs(exponent)).replace(/\d/g, (d) => SUPERSCRIPT[Number(d)] ?? d);
  return `10${exponent < 0 ? '⁻' : ''}${digits}`;
}

/** Short label for a linear chart axis: 0, 250, 1.5K, 2M; powers of ten past 10^12. */
export function axisNumber(value: number): string {
  if (value === 0 || !Number.isFinite(value)) return '0';
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  if (exponent >= 12) return `${num(value / 10 ** exponent, 1)}×${powerOfTen(exponent)}`;
  return exponent < 5
    ? num(value, 2)
    : numberFormat('compact', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export const playerName = (index: number): string => t('common.playerName', index + 1);

export const playerClass = (index: number): string => `p${(index % 6) + 1}`;
