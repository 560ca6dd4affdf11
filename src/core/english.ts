/** How the English outputs (the CLI, the Markdown export) write numbers: one fixed style, read everywhere. */
import { percentDecimals } from './share';

/** 1234567 -> "1,234,567". */
export function group(digits: string | number): string {
  return String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A column of 0..1 fractions as percentages, one precision (percentDecimals): [0.5655, 0.4345] -> ["56.6 %", "43.5 %"]. */
export function percents(fractions: readonly number[]): string[] {
  const decimals = percentDecimals(fractions);
  return fractions.map((fraction) => `${(fraction * 100).toFixed(decimals)} %`);
}
