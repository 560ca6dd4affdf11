/** Above this estimated work (steps of about a ns) a request runs off the host's thread, and the editor skips inline answers. */
export const HEAVY_WORK = 5_000_000;
