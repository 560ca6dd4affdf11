// The unit tests' reporter (.mocharc.json): mocha's dot reporter, and after every run a record in
// test-output/unit.json (or --reporter-option output=<path>), readable after the console is gone:
// totals, each failure (title, file, message, stack), each test's duration; a failing run's last
// line names it. A dry run (mocha --dry-run) writes nothing, keeping the last real run's record.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { reporters, Runner } = require('mocha');

const { Base, Dot } = reporters;
const { EVENT_RUN_END, EVENT_TEST_FAIL, EVENT_TEST_PASS, EVENT_TEST_PENDING } = Runner.constants;
const ROOT = path.resolve(__dirname, '..', '..');

/** A path relative to the project's root, with forward slashes (or as given when outside it). */
const fromRoot = (file) => {
  if (!file) return null;
  const relative = path.relative(ROOT, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
};

/**
 * An error's message and stack, and its cause's (fast-check's "Property failed" error carries the
 * failed assertion as its cause), a few levels deep.
 */
const described = (err, depth = 0) => {
  // In parallel mode (mocha --parallel) the error comes from a worker as a plain object.
  if (typeof err !== 'object' || err === null || typeof err.message !== 'string')
    return { message: String(err), stack: null };
  const out = { message: err.message, stack: err.stack ?? null };
  if (err.cause !== undefined && depth < 3) out.cause = described(err.cause, depth + 1);
  return out;
};

class UnitReporter extends Dot {
  constructor(runner, options = {}) {
    super(runner, options);
    const output = path.resolve(options.reporterOption?.output ?? path.join(ROOT, 'test-output', 'unit.json'));
    const tests = [];
    const failures = [];
    const failed = new Set();
    const add = (test, state) =>
      tests.push({ title: test.fullTitle(), file: fromRoot(test.file), state, duration: test.duration ?? null });

    runner.on(EVENT_TEST_PASS, (test) => add(test, 'passed'));
    runner.on(EVENT_TEST_PENDING, (test) => add(test, 'pending'));
    runner.on(EVENT_TEST_FAIL, (runnable, err) => {
      // A failing hook ("before all" hook for …) is a failure too, though it is not a test; a test
      // that fails twice (an error after its end) is listed once among the tests.
      if (runnable.type === 'test' && !failed.has(runnable)) add(runnable, 'failed');
      failed.add(runnable);
      failures.push({
        title: runnable.fullTitle(),
        file: fromRoot(runnable.file),
        type: runnable.type,
        duration: runnable.duration ?? null,
        ...described(err),
      });
    });

    // Registered after the dot reporter's own listener, so this runs after its summary.
    runner.once(EVENT_RUN_END, () => {
      if (options.dryRun) return;
      const { stats } = this;
      const record = {
        date: stats.start.toISOString(),
        duration: stats.duration,
        totals: {
          planned: runner.total,
          tests: stats.tests,
          passes: stats.passes,
          failures: stats.failures,
          pending: stats.pending,
        },
        argv: process.argv.slice(2),
        coverage: Boolean(process.env.NODE_V8_COVERAGE),
        machine: { node: process.version, cpus: os.availableParallelism(), loadavg: os.loadavg() },
        failures,
        tests,
      };
      const relative = path.relative(process.cwd(), output);
      const shown = relative && !relative.startsWith('..') ? relative : output;
      try {
        fs.mkdirSync(path.dirname(output), { recursive: true });
        fs.writeFileSync(output, `${JSON.stringify(record, null, 2)}\n`);
      } catch (err) {
        process.stderr.write(`Could not write the unit test record ${shown}: ${err.message}\n`);
        return;
      }
      if (stats.failures > 0) Base.consoleLog(`  JSON report of this run: ${shown}`);
    });
  }
}

module.exports = UnitReporter;
