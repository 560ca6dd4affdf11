/** The CLI's input: read as a stream in bounded memory; unreadable files and surprises as one line. */
import { strict as assert } from 'node:assert';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, ftruncateSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { main, type CliIo } from '../../src/cli';
import { readBounded } from '../../src/cli/input';
import { LIMITS } from '../../src/core';
import { SAMPLE } from './helpers';

const LIMIT_MESSAGE = 'is larger than the limit of 1,000,000 characters';

/** A stdin that never ends: counts the bytes it handed out and whether it was destroyed. */
function endlessStdin(line = 'Player 1 starting position: 4\n'): { stream: Readable; served: () => number } {
  const chunk = Buffer.from(line.repeat(Math.ceil(65536 / line.length)));
  let served = 0;
  const stream = new Readable({
    read() {
      served += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, served: () => served };
}

const stdinOf = (...chunks: (string | Buffer)[]): Partial<CliIo> => ({
  stdin: () => Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))),
});

describe('CLI input in bounded memory', () => {
  let dir = '';
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'dirac-cli-input-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('an endless standard input is refused once past the limit, and the stream is destroyed', async () => {
    const { stream, served } = endlessStdin();
    const r = await main(['-'], { stdin: () => stream });
    assert.deepEqual(r, { code: 1, out: '', err: `dirac-dice: standard input ${LIMIT_MESSAGE}\n` });
    assert.ok(stream.destroyed, 'stdin not destroyed');
    // The limit plus what the stream had buffered ahead (a few 64 KiB chunks), not more.
    assert.ok(served() < LIMITS.maxInputChars + 4 * 65536 * 2, `read ${served()} bytes`);
  });

  it('/dev/zero as a file: refused at the limit', async function () {
    if (process.platform === 'win32') this.skip();
    const r = await main(['/dev/zero']);
    assert.deepEqual(r, { code: 1, out: '', err: `dirac-dice: /dev/zero ${LIMIT_MESSAGE}\n` });
  });

  it('a 1.1 GB file (sparse): refused at the limit without reading it all', async () => {
    const big = join(dir, 'big.txt');
    const fd = openSync(big, 'w');
    ftruncateSync(fd, 1_100_000_000);
    closeSync(fd);
    const r = await main([big]);
    assert.deepEqual(r, { code: 1, out: '', err: `dirac-dice: ${big} ${LIMIT_MESSAGE}\n` });
  });

  it('exactly the limit is read whole (then judged by the parser); one character more is refused', async () => {
    const at = await readBounded(Readable.from([Buffer.alloc(LIMITS.maxInputChars, 0x20)]), LIMITS.maxInputChars);
    assert.ok(at.ok && at.text.length === LIMITS.maxInputChars);
    const over = await readBounded(Readable.from([Buffer.alloc(LIMITS.maxInputChars + 1, 0x20)]), LIMITS.maxInputChars);
    assert.deepEqual(over, { ok: false, limit: LIMITS.maxInputChars });
    // Through main: a valid input padded with blank lines to exactly the limit is solved.
    const padded = SAMPLE + ' '.repeat(LIMITS.maxInputChars - SAMPLE.length);
    const r = await main(['-', '--part', '1'], stdinOf(padded));
    assert.equal(r.code, 0, r.err);
    const r2 = await main(['-', '--part', '1'], stdinOf(padded, ' '));
    assert.equal(r2.err, `dirac-dice: standard input ${LIMIT_MESSAGE}\n`);
  });

  it('counts characters after UTF-8 decoding, not bytes; split sequences and a BOM survive', async () => {
    // 600,000 'é' are 1.2 MB but 600,000 characters: accepted.
    const e = await readBounded(Readable.from([Buffer.from('é'.repeat(600_000))]), LIMITS.maxInputChars);
    assert.ok(e.ok && e.text === 'é'.repeat(600_000));
    // A sequence split across chunks, one byte a chunk.
    const bytes = Buffer.from('\ufeffPlayer 1 starting position: 4 — €𝟘\n');
    const split = await readBounded(Readable.from([...bytes].map((b) => Buffer.from([b]))), LIMITS.maxInputChars);
    assert.ok(split.ok);
    assert.equal(split.text, '\ufeffPlayer 1 starting position: 4 — €𝟘\n');
    // Malformed UTF-8 becomes U+FFFD, as readFileSync(file, 'utf8') did.
    const bad = await readBounded(Readable.from([Buffer.from([0x50, 0xff, 0xc3])]), 10);
    assert.deepEqual(bad, { ok: true, text: 'P\ufffd\ufffd' });
    // A BOM and CRLF in a file are handled as before.
    const r = await main(
      ['-', '--json'],
      stdinOf('\ufeffPlayer 1 starting position: 4\r\n', 'Player 2 starting position: 8\r\n'),
    );
    assert.equal(r.code, 0, r.err);
  });

  it('one huge chunk is checked slice by slice; string chunks count too', async () => {
    const huge = Buffer.alloc(50_000_000, 0x41);
    const r = await readBounded(Readable.from([huge]), LIMITS.maxInputChars);
    assert.equal(r.ok, false);
    const strings = await readBounded(Readable.from(['ab', 'cd', 'e'], { objectMode: true }), 4);
    assert.equal(strings.ok, false);
    const fits = await readBounded(Readable.from(['ab', 'cd'], { objectMode: true }), 4);
    assert.deepEqual(fits, { ok: true, text: 'abcd' });
  });

  it('unreadable files: "cannot read <file>: <reason>", exit code 1', async () => {
    const sub = join(dir, 'a-directory');
    mkdirSync(sub, { recursive: true });
    const file = join(dir, 'input.txt');
    writeFileSync(file, SAMPLE);
    const cases: [string, string][] = [
      [join(dir, 'nope.txt'), 'no such file or directory'],
      [sub, 'it is a directory'],
      [join(file, 'x'), 'a part of the path is not a directory'],
    ];
    for (const [path, reason] of cases) {
      const r = await main([path]);
      assert.deepEqual(r, { code: 1, out: '', err: `dirac-dice: cannot read ${path}: ${reason}\n` }, path);
    }
  });

  it('permission denied (real when not root, injected always)', async () => {
    const locked = join(dir, 'locked.txt');
    writeFileSync(locked, SAMPLE);
    chmodSync(locked, 0o000);
    const real = await main([locked]);
    if (real.code !== 0) assert.equal(real.err, `dirac-dice: cannot read ${locked}: permission denied\n`);
    const failing = (code: string, message: string): Partial<CliIo> => ({
      openFile: () => {
        const stream = new Readable({ read() {} });
        process.nextTick(() => stream.destroy(Object.assign(new Error(message), { code })));
        return stream;
      },
    });
    const denied = await main(['secret.txt'], failing('EACCES', "EACCES: permission denied, open 'secret.txt'"));
    assert.deepEqual(denied, { code: 1, out: '', err: 'dirac-dice: cannot read secret.txt: permission denied\n' });
    // Another system error: its reason, without the code and the path Node repeats.
    const io = await main(['disk.txt'], failing('EIO', 'EIO: i/o error, read'));
    assert.equal(io.err, 'dirac-dice: cannot read disk.txt: i/o error\n');
    const stdin = await main(['-'], {
      stdin: () => failing('EISDIR', 'EISDIR: illegal operation on a directory, read').openFile!('-'),
    });
    assert.equal(stdin.err, 'dirac-dice: cannot read standard input: it is a directory\n');
  });

  it('a file name with control characters is shown escaped, on one line', async () => {
    const r = await main(['no\nsuch\x1b.txt']);
    assert.equal(r.err, 'dirac-dice: cannot read no\\x0asuch\\x1b.txt: no such file or directory\n');
  });
});

describe('CLI: no stack trace, ever', () => {
  it('an unexpected error is one line "dirac-dice: internal error: <message>", exit code 70', async () => {
    const boom = new Error('boom\n    at secret (/src/core/solve.ts:1:1)');
    const r = await main(['x.txt'], {
      openFile: () => {
        throw boom;
      },
    });
    assert.deepEqual(r, { code: 70, out: '', err: 'dirac-dice: internal error: boom\n' });
    const thrownString = await main(['-'], {
      stdin: () => {
        throw 'not an Error';
      },
    });
    assert.equal(thrownString.err, 'dirac-dice: internal error: not an Error\n');
    // Even an error whose message cannot be read.
    const hostile = Object.defineProperty(new Error(), 'message', {
      get() {
        throw new Error('no');
      },
    });
    const weird = await main(['-'], {
      stdin: () => {
        throw hostile;
      },
    });
    assert.deepEqual(weird, { code: 70, out: '', err: 'dirac-dice: internal error: unknown error\n' });
  });

  it('an error in the middle of a stream without an errno code is an internal error too', async () => {
    const stream = new Readable({ read() {} });
    stream.push('Player 1 starting position: 4\n');
    process.nextTick(() => stream.destroy(new TypeError('chunk of a strange kind')));
    const r = await main(['-'], { stdin: () => stream });
    assert.deepEqual(r, { code: 70, out: '', err: 'dirac-dice: internal error: chunk of a strange kind\n' });
  });
});
