/** No imports: the page bundles this module without the rest of the core. */

/** Shares are rounded down to millionths: the one rounding rule, so shares never sum past 1. */
const SHARE_STEPS = 10n ** 6n;

/** part / total as a double (0 when total is 0), exact enough for display even when both pass 2^53. */
export function shareOf(part: bigint, total: bigint): number {
  return total === 0n ? 0 : Number((part * SHARE_STEPS) / total) / Number(SHARE_STEPS);
}
