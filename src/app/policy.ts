/**
 * Above this estimated work (checkRequest's steps: a Dirac target of about 50 on the puzzle's board,
 * with the panel's start-pairs table) a request runs off the host's thread, and the editor skips
 * inline answers.
 */
export const HEAVY_WORK = 5_000_000;
