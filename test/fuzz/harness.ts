/**
 * The fuzz suite's harness: run counts and reporting, shared by every test/fuzz/*.fuzz.test.ts.
 *
 * Run counts are small by default (`npm run test:fuzz`, its own tier). Heavy mode:
 *
 *   DIRAC_FUZZ_RUNS=100000 npm run test:fuzz
 *
 * runs each parser and rules property 100,000 times (a property whose cases cost more runs fewer:
 * fuzzRuns' perCase). Every property prints how many cases it ran, so the heavy mode's output documents itself.
 */
import fc from 'fast-check';
import { fuzzRuns } from '../unit/helpers';

// ---------------------------------------------------------------------------------------------
// Run counts and reporting
// ---------------------------------------------------------------------------------------------

/** DIRAC_FUZZ_RUNS when set (heavy mode), else 0. */
const HEAVY_RUNS = fuzzRuns(0);
export const HEAVY = HEAVY_RUNS > 0;

export const RUNS = {
  mixed: fuzzRuns(700),
  slots: fuzzRuns(500),
  long: fuzzRuns(40),
  rules: fuzzRuns(1500),
};

/**
 * fc.assert, counting the cases the predicate ran, and printing the count (and `extra` statistics)
 * once afterwards, pass or fail.
 */
export function runProperty<T>(
  name: string,
  arb: fc.Arbitrary<T>,
  predicate: (value: T) => void,
  params: fc.Parameters<[T]>,
  extra: () => string = () => '',
): void {
  let cases = 0;
  let failed = true;
  const t0 = performance.now();
  try {
    fc.assert(
      fc.property(arb, (value) => {
        cases++;
        predicate(value);
      }),
      params,
    );
    failed = false;
  } finally {
    const s = ((performance.now() - t0) / 1000).toFixed(1);
    const more = extra();
    console.log(
      `      [fuzz] ${name}: ${cases} cases in ${s} s${failed ? ' (FAILED; the count includes shrinking)' : ''}${more ? `; ${more}` : ''}`,
    );
  }
}

export function tally(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}
export function showTally(map: Map<string, number>): string {
  return [...map]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}
