/** The CLI's flags: derived from the rule table, checked with the table's ranges, clear messages. */
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main, type CliIo } from '../../src/cli';
import { showBound } from '../../src/cli/options';
import { RULE_TABLE } from '../../src/core';

const noStdin: Partial<CliIo> = { stdin: () => assert.fail('stdin should not be read') };
const SAMPLE_FILE = join(__dirname, '..', '..', 'samples', 'input.txt');

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
    assert.equal(
      await usageError([SAMPLE_FILE, '--board', '-5']),
      "dirac-dice: --board expects a whole number from 1 to 1000, got '-5'",
    );
    assert.equal(
      await usageError([SAMPLE_FILE, '--board=-5']),
      "dirac-dice: --board expects a whole number from 1 to 1000, got '-5'",
    );
    assert.equal(
      await usageError([SAMPLE_FILE, '--target', '0']),
      "dirac-dice: --target expects a whole number from 1 to 10^100, got '0'",
    );
    assert.equal(
      await usageError([SAMPLE_FILE, '--dirac-target', '99999999999999999999999999999']),
      "dirac-dice: --dirac-target expects a whole number from 1 to 10000, got '99999999999999999999999999999'",
    );
  });

  it('a huge value is refused quickly and quoted short', async () => {
    const huge = '9'.repeat(1_000_000);
    const start = Date.now();
    const line = await usageError([SAMPLE_FILE, '--target', huge]);
    assert.ok(Date.now() - start < 1000);
    assert.equal(line, `dirac-dice: --target expects a whole number from 1 to 10^100, got '${'9'.repeat(57)}...'`);
  });

  it('no rule name, flag, default or range is written in the CLI source', () => {
    const dir = join(__dirname, '..', '..', 'src');
    // format.ts prints a result ("board 10" from result.rules.boardSize): output, not the command line.
    const files = [
      join(dir, 'cli.ts'),
      ...readdirSync(join(dir, 'cli'))
        .filter((f) => f !== 'format.ts')
        .map((f) => join(dir, 'cli', f)),
    ];
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
    assert.equal(await usageError([SAMPLE_FILE, '--board', '5', '--board', '6']), 'dirac-dice: --board given twice');
    assert.equal(await usageError([SAMPLE_FILE, '--board=5', '--board', '5']), 'dirac-dice: --board given twice');
    assert.equal(await usageError([SAMPLE_FILE, '--json', '--json']), 'dirac-dice: --json given twice');
    assert.equal(await usageError(['--players', '4,8', '--players', '1,2']), 'dirac-dice: --players given twice');
    assert.equal(
      await usageError([SAMPLE_FILE, '--strategy', 'memo', '--strategy', 'memo']),
      'dirac-dice: --strategy given twice',
    );
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
    assert.equal(
      await usageError([SAMPLE_FILE, '--board']),
      'dirac-dice: --board needs a value: a whole number from 1 to 1000',
    );
    assert.equal(
      await usageError(['--board', '--json', SAMPLE_FILE]),
      "dirac-dice: --board needs a value: a whole number from 1 to 1000 (found the option '--json')",
    );
    assert.equal(await usageError([SAMPLE_FILE, '--json=yes']), "dirac-dice: --json takes no value, got 'yes'");
    assert.equal(
      await usageError([SAMPLE_FILE, '--strategy', 'fastest']),
      "dirac-dice: --strategy expects one of per-player, memo, frontier, weighted, naive, got 'fastest'",
    );
    assert.equal(await usageError([SAMPLE_FILE, '--part', '3']), "dirac-dice: --part expects 1 or 2, got '3'");
    assert.equal(
      await usageError(['--players', '4,-8']),
      "dirac-dice: --players expects a list of starting positions like 4,8, got '4,-8'",
    );
    assert.equal(
      await usageError([SAMPLE_FILE, '--max-work', '-1']),
      "dirac-dice: --max-work expects a positive number like 3e10, got '-1'",
    );
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
