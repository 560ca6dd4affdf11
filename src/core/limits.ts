/** Every limit of the core that is not a rule's range, as numbers (estimates.ts guards them). */

/** Limits on the input (the rules' ranges are in RULE_TABLE): a request outside them is refused, never clamped. */
export const LIMITS = Object.freeze({
  /** Input text larger than this is refused before parsing (characters). */
  maxInputChars: 1_000_000,
  maxPlayers: 10,
  /** Part 2 is refused above this estimated cost (estimateCost().steps): the worst allowed case within 10 s (bench:worst). */
  maxWork: 3e10,
});

/**
 * The judge's limits on a run of a learner's program: its time (diracDice.judge.timeout and --timeout replace it), its
 * output (stdout and stderr together; past it the tree ends at once), the grace from SIGTERM to SIGKILL, a crash's stderr lines.
 */
export const JUDGE_LIMITS = Object.freeze({
  timeoutMs: 10_000,
  outputBytes: 1024 * 1024,
  killGraceMs: 500,
  stderrLines: 20,
});

/** The memo indexes every state in typed arrays; above this many states it refuses. */
export const MEMO_STATE_LIMIT = 5_000_000;

/** Limits on states x moves x counting passes of the memo and the frontier: about 4 s at most (bench:worst). */
export const MEMO_WORK_LIMIT = 80_000_000;
export const FRONTIER_WORK_LIMIT = 15_000_000;

/**
 * Above this estimated cost (estimateCost().steps) a host that has threads plays the players' exact
 * solo games on threads of their own (see startsForThreads): measured by `npm run bench:scale`.
 */
export const SOLO_THREAD_WORK = 2.5e9;

/** The tree strategies (weighted, naive) and their call count (treeNodes) recurse one call deeper per turn: at most this deep. */
export const RECURSION_DEPTH_LIMIT = 3000;

/** The tree strategies refuse a game whose calls over every counting pass are more than this (about a second here). */
export const TREE_NODE_LIMIT = 20_000_000;

/** Largest board the all-pairs table accepts (board^2 cells). */
export const ALL_PAIRS_BOARD_LIMIT = 100;

/** The all-pairs table is refused above this estimated cost (one solo game per space; ~0.1 s here), unless a caller passes its own maxWork. */
export const ALL_PAIRS_WORK = 100_000_000;

/** Requests whose estimate itself would cost more than this (board x target x moves) are heavy without estimating. */
export const ESTIMATE_WORK_LIMIT = 1_000_000;

/** The memo runs for its stats ('memoStats') only up to this many states (the puzzle has 44,100). */
export const DEFAULT_MEMO_STATES = 50_000;

/** parseInput lists at most this many problems, then one more that says how many were left out. */
export const REPORTED_PROBLEM_LIMIT = 20;

/** Part 1 records the scores of each turn (the replay) only for games of at most this many turns. */
export const REPLAY_TURN_LIMIT = 5000;
