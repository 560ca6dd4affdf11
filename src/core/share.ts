/**
 * A player's share of all universes: the one rounding rule (down to millionths, so shares never sum
 * past 1), in its own module with no imports, so that the panel's first script can use it without
 * the rest of the core.
 */

/** Shares are rounded down to millionths: the one rounding rule, so shares never sum past 1. */
const SHARE_STEPS = 10n ** 6n;

/** part / total as a double (0 when total is 0), exact enough for display even when both pass 2^53. */
export function shareOf(part: bigint, total: bigint): number {
  return total === 0n ? 0 : Number((part * SHARE_STEPS) / total) / Number(SHARE_STEPS);
}

const STEPS = 1e6;
const HALF = 2 ** 26;

/**
 * shareOf for counts held as doubles (0 <= part <= total < 2^53), the same number without BigInt:
 * floor(part x 10^6 / total) guessed in doubles (off by one at most), then corrected by the sign
 * of part x 10^6 - q x total, computed exactly: both counts split at 2^26 make every product and
 * difference below 2^48.
 */
export function shareOfDoubles(part: number, total: number): number {
  if (total === 0) return 0;
  let q = Math.floor((part / total) * STEPS);
  while (q > 0 && excess(part, total, q) < 0) q--;
  while (excess(part, total, q + 1) >= 0) q++;
  return q / STEPS;
}

/** part x 10^6 - q x total, its sign exact (q <= 10^6 + 1). */
function excess(part: number, total: number, q: number): number {
  const ph = Math.floor(part / HALF);
  const th = Math.floor(total / HALF);
  const high = ph * STEPS - q * th;
  const low = (part - ph * HALF) * STEPS - q * (total - th * HALF);
  return high * HALF + low;
}
