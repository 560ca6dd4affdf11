/**
 * The built CLI (dist/cli.js, from `node esbuild.mjs`) as a real process: hostile input sizes,
 * exit codes, one-line errors, and memory measured by the child itself.
 */
import { strict as assert } from 'node:assert';
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, ftruncateSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const cli = join(root, 'dist', 'cli.js');
const LIMIT_MESSAGE = 'is larger than the limit of 1,000,000 characters';
const MB = 1024 * 1024;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** Bytes the test wrote to the child's standard input before it went away. */
  written: number;
  /** The child's peak resident memory, in bytes (process.resourceUsage().maxRSS). */
  maxRss: number;
}

describe('dist/cli.js as a process', function () {
  this.timeout(60_000);
  let dir = '';
  let preload = '';

  before(function () {
    this.timeout(120_000);
    // Always build: a stale dist/cli.js would test old code.
    execFileSync(process.execPath, ['esbuild.mjs'], { cwd: root, stdio: 'inherit' });
    dir = mkdtempSync(join(tmpdir(), 'dirac-cli-process-'));
    // Loaded before the CLI with --require: records the child's peak memory when it exits.
    preload = join(dir, 'rss.cjs');
    writeFileSync(
      preload,
      "process.on('exit', () => require('node:fs').writeFileSync(process.env.DIRAC_RSS_FILE, String(process.resourceUsage().maxRSS * 1024)));\n",
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  let runs = 0;
  /** Runs the CLI; `feed` is written to its stdin again and again until it exits or `feedCap` bytes are written. */
  function run(args: string[], options: { feed?: Buffer; feedCap?: number; extraRequire?: string } = {}): Promise<Run> {
    const rssFile = join(dir, `rss-${++runs}.txt`);
    const requires = ['--require', preload, ...(options.extraRequire ? ['--require', options.extraRequire] : [])];
    const start = Date.now();
    const child = spawn(process.execPath, [...requires, cli, ...args], {
      env: { ...process.env, DIRAC_RSS_FILE: rssFile },
      stdio: [options.feed ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    let written = 0;
    let exited = false;
    const { feed, feedCap = 200 * MB } = options;
    if (feed && child.stdin) {
      const stdin = child.stdin;
      stdin.on('error', () => undefined); // EPIPE once the child has gone: expected.
      const pump = (): void => {
        while (!exited && !stdin.destroyed && written < feedCap) {
          written += feed.length;
          if (!stdin.write(feed)) {
            stdin.once('drain', pump);
            return;
          }
        }
        if (written >= feedCap) stdin.end();
      };
      pump();
    }
    return new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => {
        exited = true;
        const maxRss = Number(readFileSync(rssFile, 'utf8'));
        resolve({ code, stdout, stderr, ms: Date.now() - start, written, maxRss });
      });
    });
  }

  /** A baseline: the CLI's peak memory solving the sample. */
  let baseline = 0;
  before(async () => {
    const r = await run([join(root, 'samples', 'input.txt')]);
    assert.equal(r.code, 0, r.stderr);
    baseline = r.maxRss;
  });

  it('an endless generator on stdin: exit 1 with the limit message, early, in bounded memory', async () => {
    const feed = Buffer.from('Player 1 starting position: 4\n'.repeat(2000)); // 60 kB a write
    const r = await run(['-'], { feed });
    assert.equal(r.stderr, `dirac-dice: standard input ${LIMIT_MESSAGE}\n`);
    assert.equal(r.code, 1);
    assert.equal(r.stdout, '');
    assert.ok(r.written < 50 * MB, `the generator wrote ${r.written} bytes before the CLI stopped`);
    assert.ok(r.maxRss < baseline + 64 * MB, `peak memory ${r.maxRss} (baseline ${baseline})`);
    assert.ok(r.ms < 15_000, `${r.ms} ms`);
    console.log(
      `      [cli] endless stdin refused after ${(r.written / MB).toFixed(1)} MB written, in ${r.ms} ms; ` +
        `peak memory ${(r.maxRss / MB).toFixed(0)} MB (sample: ${(baseline / MB).toFixed(0)} MB)`,
    );
  });

  it('/dev/zero as the file: exit 1 with the limit message, in bounded memory', async function () {
    if (process.platform === 'win32') this.skip();
    const r = await run(['/dev/zero']);
    assert.deepEqual([r.code, r.stdout, r.stderr], [1, '', `dirac-dice: /dev/zero ${LIMIT_MESSAGE}\n`]);
    assert.ok(r.maxRss < baseline + 64 * MB, `peak memory ${r.maxRss} (baseline ${baseline})`);
  });

  it('a 1.1 GB file: exit 1 with the limit message, no ERR_STRING_TOO_LONG, no stack', async () => {
    const big = join(dir, 'big.txt');
    const fd = openSync(big, 'w');
    ftruncateSync(fd, 1_100_000_000); // sparse: no disk used
    closeSync(fd);
    const r = await run([big]);
    assert.deepEqual([r.code, r.stdout, r.stderr], [1, '', `dirac-dice: ${big} ${LIMIT_MESSAGE}\n`]);
    assert.ok(r.maxRss < baseline + 64 * MB, `peak memory ${r.maxRss} (baseline ${baseline})`);
    rmSync(big);
  });

  it('unreadable files: one line, exit 1', async () => {
    const missing = await run([join(dir, 'nope.txt')]);
    assert.deepEqual(
      [missing.code, missing.stderr],
      [1, `dirac-dice: cannot read ${join(dir, 'nope.txt')}: no such file or directory\n`],
    );
    const directory = await run([dir]);
    assert.deepEqual([directory.code, directory.stderr], [1, `dirac-dice: cannot read ${dir}: it is a directory\n`]);
  });

  it('valid input: same output and exit code as before', async () => {
    const r = await run([join(root, 'samples', 'input.txt')]);
    assert.equal(r.code, 0);
    assert.equal(r.stderr, '');
    assert.match(r.stdout, /^Players start on 1: 4, 2: 8 \(board 10\)\n\nPart 1: 739,785\n/);
    assert.match(r.stdout, /\nPart 2: 444,356,092,776,315\n/);
    const usage = await run(['--board', '-5', join(root, 'samples', 'input.txt')]);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /^dirac-dice: --board expects a whole number from 1 to 1000, got '-5'\n/);
  });

  it('an error thrown inside main: one line "internal error", exit 70, no stack or source', async () => {
    const sabotage = join(dir, 'sabotage-main.cjs');
    writeFileSync(sabotage, "JSON.stringify = () => { throw new Error('sabotaged\\n    at nowhere (x.js:1:1)'); };\n");
    const r = await run([join(root, 'samples', 'input.txt'), '--json'], { extraRequire: sabotage });
    assert.equal(r.stderr, 'dirac-dice: internal error: sabotaged\n');
    assert.equal(r.code, 70);
  });

  it('an uncaught error outside main: one line "internal error", exit 70, no stack or source', async () => {
    const sabotage = join(dir, 'sabotage-timer.cjs');
    writeFileSync(sabotage, "setTimeout(() => { throw new RangeError('late failure'); }, 0);\n");
    const r = await run(['--help'], { extraRequire: sabotage });
    assert.equal(r.stderr, 'dirac-dice: internal error: late failure\n');
    assert.equal(r.code, 70);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  });
});
