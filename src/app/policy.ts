/**
 * The extension's policy on where a request runs, from the core's estimate (estimateWork). Above
 * this estimated cost (steps of about a nanosecond) a request is heavy: the extension runs it off
 * the host's thread, and the CodeLens and hover skip their inline answers. The puzzle is about
 * 30,000 steps plus 300,000 for its all-pairs table; 5,000,000 is a Dirac target of about 60 with
 * the table, and of about 150 for part 2 alone.
 */
export const HEAVY_WORK = 5_000_000;
