/** The heatmap's 10 colour buckets in 5 % steps around the fair share, unless 0 % or 100 % cuts one side short. */

export const BUCKETS = 10;

/** The 11 bucket edges, ascending; edges[5] is the fair share. */
export type HeatScale = readonly number[];

export function heatScale(shares: Iterable<number>, players: number): HeatScale {
  const fair = 1 / Math.max(1, players);
  let spread = 0;
  for (const share of shares) if (Number.isFinite(share)) spread = Math.max(spread, Math.abs(share - fair));
  const half = Math.max(0.05, Math.ceil(spread * 20 - 1e-9) / 20);
  const lo = Math.max(0, fair - half);
  const hi = Math.min(1, fair + half);
  const half1 = BUCKETS / 2;
  return Array.from({ length: BUCKETS + 1 }, (_, k) =>
    k <= half1 ? lo + ((fair - lo) * k) / half1 : fair + ((hi - fair) * (k - half1)) / half1,
  );
}

/** The bucket (0..9) a share falls in; values on an edge go to the bucket above it. */
export function bucketOf(value: number, scale: HeatScale): number {
  let k = 0;
  while (k < BUCKETS - 1 && value >= (scale[k + 1] ?? Infinity) - 1e-12) k++;
  return k;
}
