/** No imports: the page bundles this module without the rest of the core. */

/** Shares are rounded down to millionths: the one rounding rule, so shares never sum past 1. */
const SHARE_STEPS = 10n ** 6n;

/**
 * The decimals of a column of percentages (one column, one precision): the fewest, from 1 to 4
 * (a share is in millionths), at which different values read differently and no value strictly
 * between 0 and 1 reads as 0 % or 100 %.
 */
export function percentDecimals(fractions: readonly number[]): number {
  for (let decimals = 1; decimals < 4; decimals++) {
    const seen = new Map<string, number>();
    const apart = fractions.every((f) => {
      const text = (f * 100).toFixed(decimals);
      const other = seen.get(text) ?? f;
      seen.set(text, f);
      return other === f && (f <= 0 || f >= 1 || (Number(text) > 0 && Number(text) < 100));
    });
    if (apart) return decimals;
  }
  return 4;
}

/** part / total as a double (0 when total is 0), exact enough for display even when both pass 2^53. */
export function shareOf(part: bigint, total: bigint): number {
  return total === 0n ? 0 : Number((part * SHARE_STEPS) / total) / Number(SHARE_STEPS);
}
