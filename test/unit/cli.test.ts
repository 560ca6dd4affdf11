/**
 * The CLI through main(argv, io), no process spawned and no file written: its flags (from the rule
 * table), output, probabilities, input in bounded memory, and errors as one line. The built CLI as
 * a process, with real files: test/bundles/cli-process.test.ts.
 */
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { main, type CliIo } from '../../src/cli';
import { formatProblems, whoIsAhead } from '../../src/cli/format';
import { readBounded } from '../../src/cli/input';
import { showBound } from '../../src/cli/options';
import { DiracDiceError, LIMITS, RULE_TABLE, solve, type Problem } from '../../src/core';
import { REPORTED_PROBLEM_LIMIT } from '../../src/core/limits';
import { SAMPLE } from './helpers';

const SAMPLE_FILE = join(__dirname, '..', '..', 'samples', 'input.txt');
const LIMIT_MESSAGE = 'is larger than the limit of 1,000,000 characters';
const noStdin: Partial<CliIo> = { stdin: () => assert.fail('stdin should not be read') };
const stdinOf = (...chunks: (string | Buffer)[]): Partial<CliIo> => ({
  stdin: () => Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))),
});

describe('CLI main()', () => {
  const sample = SAMPLE_FILE;
  const broken = 'broken.txt';
  const brokenFile: Partial<CliIo> = {
    ...noStdin,
    openFile: () => Readable.from([Buffer.from('Player 1 starting position: 4\n  Player 2 starting position: 12\n')]),
  };

  it('prints both answers for a file', async () => {
    const r = await main([sample], noStdin);
    assert.equal(r.code, 0);
    assert.equal(r.err, '');
    assert.match(r.out, /Part 1: 739,785/);
    assert.match(r.out, /Part 2: 444,356,092,776,315/);
    assert.match(r.out, /341,960,390,180,808/);
  });

  it('--json prints the result with part1.answer, part2.answer, wins and memo entries', async () => {
    const r = await main([sample, '--json'], noStdin);
    assert.equal(r.code, 0);
    const json = JSON.parse(r.out) as {
      part1: { answer: string };
      part2: { answer: string; wins: string[]; memo: { entries: number } };
    };
    assert.equal(json.part1.answer, '739785');
    assert.equal(json.part2.answer, '444356092776315');
    assert.deepEqual(json.part2.wins, ['444356092776315', '341960390180808']);
    assert.ok(Number.isInteger(json.part2.memo.entries) && json.part2.memo.entries > 0);
  });

  it("reads standard input for '-'", async () => {
    const input = stdinOf('Player 1 starting position: 10\r\nPlayer 2 starting position: 4\r\n');
    const r = await main(['-', '--json'], input);
    assert.equal(r.code, 0);
    const json = JSON.parse(r.out) as { part1: { answer: string }; part2: { answer: string } };
    assert.deepEqual([json.part1.answer, json.part2.answer], ['908091', '190897246590017']);
  });

  it('--players instead of a file, with rule flags and --part', async () => {
    const r = await main(['--players', '4,10', '--json'], noStdin);
    assert.equal(r.code, 0);
    assert.equal((JSON.parse(r.out) as { part2: { answer: string } }).part2.answer, '187451244607486');
    const three = JSON.parse(
      (await main(['--players', '1, 2, 3', '--part', '1', '--json', '--target', '100000000000000000000'], noStdin)).out,
    ) as { players: number[]; part1: { scores: string[] }; part2: null };
    assert.deepEqual(three.players, [1, 2, 3]);
    assert.equal(three.part2, null);
    assert.ok(three.part1.scores.some((s) => BigInt(s) >= 10n ** 20n));
    const argv = '--players 1,1 --board 3 --dirac-target 5 --dirac-sides 2 --rolls 1 --die-sides 6 --json --compare';
    const small = JSON.parse((await main(argv.split(' '), noStdin)).out) as {
      rules: Record<string, unknown>;
      part2: { runs: { strategy: string }[] };
    };
    const [boardSize, rollsPerTurn, deterministicSides, target, diracSides, diracTarget] = [3, 1, 6, '1000', 2, 5];
    assert.deepEqual(small.rules, { boardSize, rollsPerTurn, deterministicSides, target, diracSides, diracTarget });
    assert.deepEqual(small.part2.runs.map((x) => x.strategy).join(), 'per-player,memo,frontier,weighted,naive');
  });

  it('input errors go to err as file:line:column, exit code 1', async () => {
    const r = await main([broken], brokenFile);
    assert.equal(r.code, 1);
    assert.equal(r.out, '');
    assert.equal(r.err, `${broken}:2:31: starting position 12 is not on the board (1 to 10)\n`);
    const fromStdin = await main(['-'], stdinOf('Player 1 starting position: x\nPlayer 2 starting position: 4.5\n'));
    assert.equal(fromStdin.code, 1);
    assert.match(fromStdin.err, /^<stdin>:1:29: [^\n]*\n<stdin>:2:29: [^\n]*\n$/);
  });

  it('--players errors name the flag, not a line of synthesized text', async () => {
    const r = await main(['--players', '4,0'], noStdin);
    assert.equal(r.code, 1);
    assert.match(r.err, /^dirac-dice: --players: starting position 0 is not on the board/);
    assert.doesNotMatch(r.err, /line \d/);
  });

  it('a strategy the core refuses: exit code 1, message in err', async () => {
    const { code, err } = await main(['--players', '4,8', '--strategy', 'naive'], noStdin);
    assert.equal(code, 1);
    assert.match(err, /naive strategy would make/);
  });

  it('a request the memo refuses (Dirac target 1,200) is refused before any solo game is played', async () => {
    const asked: number[][] = [];
    const io = { ...noStdin, playSolos: async (_: unknown, s: readonly number[]) => (asked.push([...s]), new Map()) };
    const t0 = performance.now();
    const { code, err } = await main(['--players', '4,8', '--dirac-target', '1200', '--strategy', 'memo'], io);
    console.log(`      refused in ${(performance.now() - t0).toFixed(1)} ms`); // a figure, not an assert
    assert.equal(code, 1);
    const states = 'the memo strategy would index 1.44e+8 states; its limit is 5,000,000 (use the per-player strategy)';
    assert.deepEqual([err, asked], [`dirac-dice: ${states}\n`, []]);
  });

  it('a file and --players, no input, two files: exit code 2 with the usage', async () => {
    for (const argv of [['--players', '4,8', sample], [], [sample, sample]]) {
      const r = await main(argv, noStdin);
      assert.equal(r.code, 2, argv.join(' '));
      assert.equal(r.out, '');
      assert.match(r.err, /Usage: dirac-dice/, argv.join(' '));
    }
  });
});

/** Runs the CLI on argv and returns its JSON result (exit code 0 asserted). */
async function json(argv: string[]): Promise<{ rules: Record<string, unknown> }> {
  const r = await main([...argv, '--json'], noStdin);
  assert.equal(r.err, '', argv.join(' '));
  assert.equal(r.code, 0);
  return JSON.parse(r.out) as { rules: Record<string, unknown> };
}

/** Runs the CLI on argv, expects a usage error, returns its first line. */
async function usageError(argv: string[]): Promise<string> {
  const r = await main(argv, noStdin);
  assert.equal(r.code, 2, argv.join(' '));
  assert.equal(r.out, '');
  const lines = r.err.split('\n');
  assert.match(lines[1] ?? '', /^Usage: dirac-dice /, argv.join(' '));
  assert.match(r.err, /Run 'dirac-dice --help' for the options\.\n$/);
  return lines[0] ?? '';
}

describe('CLI flags from the rule table', () => {
  it('the help lists every rule with its flag, summary, default and range', async () => {
    const help = (await main(['--help'], noStdin)).out;
    for (const rule of RULE_TABLE) {
      const line = help.split('\n').find((l) => l.startsWith(`  --${rule.flag} N `));
      assert.ok(line, `no help line for --${rule.flag}`);
      assert.ok(line.includes(rule.summary), line);
      assert.ok(line.includes(`default ${rule.default}`), line);
      assert.ok(line.includes(`${showBound(rule.min)} to ${showBound(rule.max)} ${rule.unit}`), line);
    }
    assert.match(help, /--target N .*1 to 10\^100 points/);
  });

  it('every rule flag sets its rule, at its minimum and at its maximum', async () => {
    for (const rule of RULE_TABLE) {
      for (const value of [rule.min, rule.max]) {
        // --part 1 keeps the maximum Dirac rules from being run (their cost is part 2's).
        const r = await main(['--players', '1,1', '--part', '1', `--${rule.flag}`, String(value), '--json'], noStdin);
        if (r.code !== 0) {
          // A legal value may still be refused by the core for its cost: never as a usage error.
          assert.equal(r.code, 1, `${rule.flag} ${value}: ${r.err}`);
          continue;
        }
        const rules = (JSON.parse(r.out) as { rules: Record<string, unknown> }).rules;
        assert.equal(String(rules[rule.name]), String(value), rule.flag);
      }
    }
  });

  it('leading zeros are read as decimal; rules not given keep the defaults', async () => {
    const { rules } = await json(['--players', '4,8', '--board', '010', '--part', '1']);
    for (const rule of RULE_TABLE)
      assert.equal(String(rules[rule.name]), rule.flag === 'board' ? '10' : String(rule.default), rule.name);
  });

  it("out-of-range and malformed values: the table's range in the CLI's own message, exit code 2", async () => {
    for (const rule of RULE_TABLE) {
      const expects = `--${rule.flag} expects a whole number from ${showBound(rule.min)} to ${showBound(rule.max)}`;
      const below = (BigInt(rule.min) - 1n).toString();
      const above = (BigInt(rule.max) + 1n).toString();
      for (const bad of [below, above, '-5', '1e3', '2.5', ' 7', '', '+3', '0x10', '٣']) {
        const shown = bad.length > 60 ? `${bad.slice(0, 57)}...` : bad;
        assert.equal(
          await usageError(['--players', '4,8', `--${rule.flag}`, bad]),
          `dirac-dice: ${expects}, got '${shown}'`,
          `${rule.flag} ${bad}`,
        );
      }
    }
    const board = "dirac-dice: --board expects a whole number from 1 to 1000, got '-5'";
    assert.equal(await usageError([SAMPLE_FILE, '--board=-5']), board, 'the --flag=value form');
  });

  it('a huge value is refused quickly and quoted short', async () => {
    const huge = '9'.repeat(1_000_000);
    const line = await usageError([SAMPLE_FILE, '--target', huge]);
    assert.equal(line, `dirac-dice: --target expects a whole number from 1 to 10^100, got '${'9'.repeat(57)}...'`);
  });

  it('no rule name, flag, default or range is written in the CLI source', () => {
    const dir = join(__dirname, '..', '..', 'src');
    // format.ts prints a result ("board 10" from result.rules.boardSize): output, not the command line.
    const cliFiles = readdirSync(join(dir, 'cli')).filter((f) => f !== 'format.ts');
    const files = [join(dir, 'cli.ts'), ...cliFiles.map((f) => join(dir, 'cli', f))];
    for (const file of files) {
      // Comments may give examples; the code may not.
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const rule of RULE_TABLE) {
        assert.doesNotMatch(code, new RegExp(`\\b${rule.name}\\b`), `${file} names ${rule.name}`);
        assert.doesNotMatch(code, new RegExp(`['\`"]-*${rule.flag}\\b`), `${file} writes the flag ${rule.flag}`);
      }
    }
  });
});

describe('CLI argument mistakes', () => {
  it('a flag given twice is an error naming it', async () => {
    const twice = ['--board 5 --board 6', '--board=5 --board 5', '--json --json', '--strategy memo --strategy memo'];
    for (const argv of twice) {
      const line = await usageError([SAMPLE_FILE, ...argv.split(' ')]);
      assert.equal(line, `dirac-dice: ${argv.split(/[ =]/)[0]} given twice`);
    }
    assert.equal(await usageError(['--players', '4,8', '--players', '1,2']), 'dirac-dice: --players given twice');
  });

  it('unknown flags are named, and the message points at --help', async () => {
    for (const [argv, shown] of [
      [['--bogus'], '--bogus'],
      [[SAMPLE_FILE, '--boards', '5'], '--boards'],
      [[SAMPLE_FILE, '-x'], '-x'],
      [[SAMPLE_FILE, '-5'], '-5'],
      [[SAMPLE_FILE, '--Board=5'], '--Board'],
    ] as const) {
      const r = await main([...argv], noStdin);
      assert.equal(r.code, 2);
      assert.equal(r.err.split('\n')[0], `dirac-dice: unknown option '${shown}'`);
      assert.match(r.err, /dirac-dice --help/);
    }
  });

  it('a flag without its value, a value for a switch', async () => {
    for (const [argv, message] of [
      ['--board', '--board needs a value: a whole number from 1 to 1000'],
      ['--board --json', "--board needs a value: a whole number from 1 to 1000 (found the option '--json')"],
      ['--json=yes', "--json takes no value, got 'yes'"],
      ['--strategy fastest', "--strategy expects one of per-player, memo, frontier, weighted, naive, got 'fastest'"],
      ['--part 3', "--part expects 1 or 2, got '3'"],
      ['--max-work -1', "--max-work expects a positive number like 3e10, got '-1'"],
    ])
      assert.equal(await usageError([SAMPLE_FILE, ...argv.split(' ')]), `dirac-dice: ${message}`);
    const players = "dirac-dice: --players expects a list of starting positions like 4,8, got '4,-8'";
    assert.equal(await usageError(['--players', '4,-8']), players);
  });

  it('control characters in a value are shown escaped, on one line', async () => {
    const line = await usageError([SAMPLE_FILE, '--board', '5\n\x1b[31mred']);
    assert.equal(line, "dirac-dice: --board expects a whole number from 1 to 1000, got '5\\x0a\\x1b[31mred'");
  });

  it("'--' ends the options; -h and --help win over other mistakes", async () => {
    const r = await main(['--players', '4,8', '--', '--bogus'], noStdin);
    assert.equal(r.code, 2);
    assert.match(r.err, /^dirac-dice: give either a file or --players, not both\n/);
    for (const argv of [['-h'], ['--bogus', '--help'], ['--board', '-5', '-h']]) {
      const help = await main(argv, noStdin);
      assert.equal(help.code, 0, argv.join(' '));
      assert.match(help.out, /^Usage: dirac-dice/);
      assert.equal(help.err, '');
    }
  });
});

describe('CLI bounded error output', () => {
  it('a thousand bad lines: the first 20 problems, then the core\'s "and N more problems"', async () => {
    const text = Array.from({ length: 1000 }, () => 'garbage').join('\n');
    const r = await main(['-'], stdinOf(text));
    assert.equal(r.code, 1);
    const lines = r.err.trimEnd().split('\n');
    assert.equal(REPORTED_PROBLEM_LIMIT, 20);
    assert.equal(lines.length, REPORTED_PROBLEM_LIMIT + 1);
    lines.slice(0, 20).forEach((l, i) => assert.match(l, new RegExp(`^<stdin>:${i + 1}:1: expected 'Player N`)));
    // 1000 lines of garbage, and no player: the core reports more than the 1000 lines.
    assert.match(lines[20] ?? '', /^<stdin>:21:1: and [\d,]+ more problems \(the next on line 21\)$/);
  });

  it('points input problems into the file, --players and rule problems at the tool', () => {
    const input = new DiracDiceError('input', [{ code: 'bad-position', message: 'problem 1', line: 3, column: 5 }]);
    assert.deepEqual(formatProblems(input, 'in.txt', false), ['in.txt:3:5: problem 1']);
    assert.deepEqual(formatProblems(input, '<stdin>', true), ['dirac-dice: --players: problem 1']);
    const rules: Problem[] = [{ code: 'invalid-rule', message: 'rule 0' }];
    assert.deepEqual(formatProblems(new DiracDiceError('rules', rules), 'x', false), ['dirac-dice: rule 0']);
  });
});

describe('CLI probabilities', () => {
  it('prints each player probability of winning and the expected game length, from the result', async () => {
    const r = await main(['--players', '4,8'], {});
    assert.equal(r.code, 0);
    const p = solve('', { positions: [4, 8], include: ['probabilities'] }).part2?.probability;
    assert.ok(p);
    const percent = (x: number) => `${(x * 100).toFixed(1)} %`; // the column's precision: 77.6 % beside 22.4 %
    const has = (pattern: string) => assert.match(r.out, new RegExp(pattern));
    const win = (i: number) => `probability of winning ${percent(p.win[i]!.value)}`;
    has(`player 1 wins in 444,356,092,776,315 universes \\(56\\.5 % of them\\); ${win(0)}`);
    has(`player 2 wins in 341,960,390,180,808 universes .*; ${win(1)}`);
    has('player 1 wins in more universes and is also more likely to win');
    const [moves, rolls] = [p.expectedMoves.value.toFixed(2), p.expectedRolls.value.toFixed(2)];
    has(`expected game length: ${moves} moves \\(${rolls} rolls\\)`);
  });

  it('says so when the two disagree (players on 3 and 1)', async () => {
    const r = await main(['--players', '3,1'], {});
    const part2 = solve('', { positions: [3, 1], include: ['probabilities'] }).part2;
    assert.ok(part2?.probability && part2.shares[1]! > part2.shares[0]!, 'player 2 has more universes');
    assert.ok(part2.probability.win[0]!.value > part2.probability.win[1]!.value, 'player 1 is more likely to win');
    assert.match(r.out, /player 2 wins in more universes, but player 1 is more likely to win/);
  });

  it('--json carries the exact fractions, summing to 1', async () => {
    const r = await main(['--players', '4,8', '--json'], {});
    const json = JSON.parse(r.out) as { part2: { probability: { win: { numerator: string; denominator: string }[] } } };
    const [a, b] = json.part2.probability.win;
    assert.ok(a && b);
    const [an, ad, bn, bd] = [a.numerator, a.denominator, b.numerator, b.denominator].map(BigInt);
    assert.equal(an * bd + bn * ad, ad * bd);
  });

  it("whoIsAhead words the core's fact, ties included", () => {
    const says = (universes: number | null, probability: number | null) => whoIsAhead({ universes, probability });
    assert.equal(says(1, 1), 'player 1 wins in more universes and is also more likely to win');
    assert.equal(says(3, 1), 'player 3 wins in more universes, but player 1 is more likely to win');
    assert.equal(says(null, 2), 'no one player wins in more universes, but player 2 is more likely to win');
    assert.equal(says(2, null), 'player 2 wins in more universes, but no one player is more likely to win');
    assert.equal(says(null, null), 'no one player wins in more universes, but no one player is more likely to win');
  });
});

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

describe('CLI input in bounded memory', () => {
  it('an endless standard input is refused once past the limit, and the stream is destroyed', async () => {
    const { stream, served } = endlessStdin();
    const r = await main(['-'], { stdin: () => stream });
    assert.deepEqual(r, { code: 1, out: '', err: `dirac-dice: standard input ${LIMIT_MESSAGE}\n` });
    assert.ok(stream.destroyed, 'stdin not destroyed');
    // The limit plus what the stream had buffered ahead (a few 64 KiB chunks), not more.
    assert.ok(served() < LIMITS.maxInputChars + 4 * 65536 * 2, `read ${served()} bytes`);
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
    const input = stdinOf('\ufeffPlayer 1 starting position: 4\r\n', 'Player 2 starting position: 8\r\n');
    const r = await main(['-', '--json'], input);
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

  it('read errors: permission denied, another system error, on a file and on stdin', async () => {
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
    const throwing = (thrown: unknown) => () => {
      throw thrown;
    };
    const r = await main(['x.txt'], { openFile: throwing(new Error('boom\n    at secret (/src/core/solve.ts:1:1)')) });
    assert.deepEqual(r, { code: 70, out: '', err: 'dirac-dice: internal error: boom\n' });
    const thrownString = await main(['-'], { stdin: throwing('not an Error') });
    assert.equal(thrownString.err, 'dirac-dice: internal error: not an Error\n');
    // Even an error whose message cannot be read.
    const hostile = Object.defineProperty(new Error(), 'message', { get: throwing(new Error('no')) });
    const weird = await main(['-'], { stdin: throwing(hostile) });
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
