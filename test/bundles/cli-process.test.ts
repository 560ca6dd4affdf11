/**
 * The built CLI (dist/cli.js, from `node esbuild.mjs`) as a real process: hostile input sizes
 * (refused after reading a bounded number of bytes), exit codes, one-line errors.
 */
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { chmodSync, closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
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
  /** Bytes the test wrote to the child's standard input before it went away. */
  written: number;
}

describe('dist/cli.js as a process', function () {
  this.timeout(60_000);
  let dir = '';

  // dist/cli.js is built by `npm run test:bundles` (node esbuild.mjs) before this suite runs.
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'dirac-cli-process-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the CLI; `feed` is written to its stdin again and again until it exits or `feedCap` bytes are written. */
  function run(args: string[], options: { feed?: Buffer; feedCap?: number; extraRequire?: string } = {}): Promise<Run> {
    const requires = options.extraRequire ? ['--require', options.extraRequire] : [];
    const child = spawn(process.execPath, [...requires, cli, ...args], {
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
        resolve({ code, stdout, stderr, written });
      });
    });
  }

  it('an endless generator on stdin: exit 1 with the limit message, after a bounded read', async () => {
    const feed = Buffer.from('Player 1 starting position: 4\n'.repeat(2000)); // 60 kB a write
    const r = await run(['-'], { feed });
    assert.equal(r.stderr, `dirac-dice: standard input ${LIMIT_MESSAGE}\n`);
    assert.equal(r.code, 1);
    assert.equal(r.stdout, '');
    assert.ok(r.written < 50 * MB, `the generator wrote ${r.written} bytes before the CLI stopped`);
  });

  it('/dev/zero as the file: exit 1 with the limit message', async function () {
    if (process.platform === 'win32') this.skip();
    const r = await run(['/dev/zero']);
    assert.deepEqual([r.code, r.stdout, r.stderr], [1, '', `dirac-dice: /dev/zero ${LIMIT_MESSAGE}\n`]);
  });

  it('a 1.1 GB file: exit 1 with the limit message, no ERR_STRING_TOO_LONG, no stack', async () => {
    const big = join(dir, 'big.txt');
    const fd = openSync(big, 'w');
    ftruncateSync(fd, 1_100_000_000); // sparse: no disk used
    closeSync(fd);
    const r = await run([big]);
    assert.deepEqual([r.code, r.stdout, r.stderr], [1, '', `dirac-dice: ${big} ${LIMIT_MESSAGE}\n`]);
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
    const notDir = join(root, 'samples', 'input.txt', 'x');
    const under = await run([notDir]);
    assert.equal(under.stderr, `dirac-dice: cannot read ${notDir}: a part of the path is not a directory\n`);
    const locked = join(dir, 'locked.txt');
    writeFileSync(locked, 'Player 1 starting position: 4\nPlayer 2 starting position: 8\n');
    chmodSync(locked, 0o000);
    const denied = await run([locked]);
    // Root reads it anyway; anyone else is refused.
    if (denied.code !== 0) assert.equal(denied.stderr, `dirac-dice: cannot read ${locked}: permission denied\n`);
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
