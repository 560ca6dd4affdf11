// A scripted session outside mocha (web-host.mjs, german.mjs): named steps run in order, the first
// failure ends the run; a watchdog; code-server and the browser stopped at the end; the last line
// says "<name>: N passed, M failed" and the exit code follows it.
import * as h from './harness.mjs';

/** @typedef {(title: string, body: () => Promise<void>) => Promise<void>} Step */

/**
 * Runs `body` with a `step` function, then stops everything and exits.
 * @param {{ name: string, minutes: number, cleanup?: () => void }} options cleanup runs after the servers stop
 * @param {(step: Step) => Promise<void>} body
 */
export function runSession({ name, minutes, cleanup }, body) {
  let passed = 0;
  /** @type {Step} */
  const step = async (title, run) => {
    const t0 = Date.now();
    await run();
    passed++;
    console.log(`  ✔ ${title} (${Date.now() - t0} ms)`);
  };
  const watchdog = setTimeout(() => {
    console.error(`[${name}] over ${minutes} minutes: stopping`);
    void h.stopAll().finally(() => process.exit(1));
  }, minutes * 60_000);
  const end = async () => {
    clearTimeout(watchdog);
    await h.stopAll();
    cleanup?.();
  };
  body(step).then(
    async () => {
      await end();
      console.log(`${name}: ${passed} passed, 0 failed`);
      process.exit(0);
    },
    async (/** @type {any} */ e) => {
      console.error(`[${name}] failed: ${e?.stack ?? e}`);
      await end().catch(() => {});
      console.log(`${name}: ${passed} passed, 1 failed`);
      process.exit(1);
    },
  );
}
