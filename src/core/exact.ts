/**
 * Exact counts without BigInt in the inner loops: a kernel over doubles runs plain (exact while no
 * value reaches 2^53: non-negative sums of products), else once per prime p < 2^26, joined by CRT.
 */

/** What a kernel returns: its outputs, and the largest value it stored (plain-double run only). */
interface KernelRun {
  out: Float64Array;
  peak: number;
}

export type Kernel = (mod: number) => KernelRun;

/** Integers below this are exact in a double. */
export const SAFE = 2 ** 53;
const PRIME_BITS = 25; // every prime is above 2^25
const primes: number[] = [];

/** The k-th prime below 2^26, counting down (deterministic, computed once). */
function prime(k: number): number {
  let candidate = primes.length > 0 ? (primes[primes.length - 1] as number) - 2 : 2 ** 26 - 1;
  while (primes.length <= k) {
    let isPrime = true;
    for (let d = 3; d * d <= candidate; d += 2) {
      if (candidate % d === 0) {
        isPrime = false;
        break;
      }
    }
    if (isPrime) primes.push(candidate);
    candidate -= 2;
  }
  return primes[k] as number;
}

/** a x b mod m for a, b < m < 2^26 (the product stays below 2^52, exact in a double). */
export function mulMod(a: number, b: number, m: number): number {
  return m === 0 ? a * b : (a * b) % m;
}

function modInverse(a: bigint, m: bigint): bigint {
  let [r0, r1] = [a % m, m];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return ((s0 % m) + m) % m;
}

/** The most passes countExactly can make (doubles, then one per prime past 2^53): known first, so a caller can refuse. */
export function countingPasses(boundBits: number): number {
  if (!(boundBits < 53))
    return Number.isFinite(boundBits) ? 1 + Math.ceil((Math.ceil(boundBits) + 3) / PRIME_BITS) : Infinity;
  return 1;
}

export interface ExactCounts {
  values: bigint[];
  /** "double" when plain doubles sufficed, "digits" for the exact solo games' carry-save digits (or BigInt), else the number of primes used. */
  method: 'double' | 'digits' | { primes: number };
}

/** Runs `kernel` exactly; `boundBits` (a proven bound on log2 of every output) decides how many primes. */
export function countExactly(kernel: Kernel, boundBits: number, maxPasses = Infinity): ExactCounts {
  const plain = kernel(0);
  if (plain.peak < SAFE) return { values: Array.from(plain.out, (v) => BigInt(v)), method: 'double' };
  const bits = Number.isFinite(plain.peak) ? Math.ceil(Math.log2(plain.peak)) + 2 : Math.ceil(boundBits) + 1;
  const count = Math.ceil((bits + 1) / PRIME_BITS);
  // Known only now (from the plain run's largest count): refuse before the costly part.
  if (1 + count > maxPasses) throw new Error(`internal error: ${1 + count} counting passes over the limit`);
  const residues: Float64Array[] = [];
  const moduli: bigint[] = [];
  for (let k = 0; k < count; k++) {
    const p = prime(k);
    residues.push(kernel(p).out);
    moduli.push(BigInt(p));
  }
  const values = Array.from(plain.out, (_, i) => fromResidues(residues, moduli, i));
  return { values, method: { primes: count } };
}

/** The exact value at index `i` of tables of residues modulo `moduli` (distinct primes), joined by CRT. */
export function fromResidues(residues: readonly ArrayLike<number>[], moduli: readonly bigint[], i: number): bigint {
  let x = 0n;
  let m = 1n;
  residues.forEach((r, k) => {
    const p = moduli[k] as bigint;
    const t = (((BigInt(r[i] as number) - (x % p) + p) % p) * modInverse(m % p, p)) % p;
    x += m * t;
    m *= p;
  });
  return x;
}

/** Reduces the exact move weights for a modulus (0: plain doubles). */
export function weightsFor(waysBig: readonly bigint[], ways: Float64Array, mod: number): Float64Array {
  return mod === 0 ? ways : Float64Array.from(waysBig, (w) => Number(w % BigInt(mod)));
}
