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
