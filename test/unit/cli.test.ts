/** The CLI through main(argv, io): no process is spawned. */
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { main, type CliIo } from '../../src/cli';
import { SAMPLE } from './helpers';

const noStdin: Partial<CliIo> = { stdin: () => assert.fail('stdin should not be read') };
const stdinOf = (text: string): Partial<CliIo> => ({ stdin: () => Readable.from([Buffer.from(text)]) });

describe('CLI main()', () => {
  let dir = '';
  let sample = '';
  let broken = '';
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'dirac-cli-'));
    sample = join(dir, 'input.txt');
    broken = join(dir, 'broken.txt');
    writeFileSync(sample, SAMPLE);
    writeFileSync(broken, 'Player 1 starting position: 4\n  Player 2 starting position: 12\n');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('prints both answers for a file', async () => {
    const r = await main([sample], noStdin);
    assert.equal(r.code, 0);
    assert.equal(r.err, '');
    assert.match(r.out, /Part 1: 739,785/);
    assert.match(r.out, /Part 2: 444,356,092,776,315/);
    assert.match(r.out, /341,960,390,180,808/);
  });

  it('--json prints the result with part1.answer, part2.answer, wins, memo entries, roll frequencies', async () => {
    const r = await main([sample, '--json'], noStdin);
    assert.equal(r.code, 0);
    const json = JSON.parse(r.out) as {
      part1: { answer: string };
      part2: {
        answer: string;
        wins: string[];
        memo: { entries: number };
        rollFrequencies: { sum: number; ways: string }[];
      };
    };
    assert.equal(json.part1.answer, '739785');
    assert.equal(json.part2.answer, '444356092776315');
    assert.deepEqual(json.part2.wins, ['444356092776315', '341960390180808']);
    assert.ok(Number.isInteger(json.part2.memo.entries) && json.part2.memo.entries > 0);
    assert.deepEqual(
      json.part2.rollFrequencies,
      [
        [3, '1'],
        [4, '3'],
        [5, '6'],
        [6, '7'],
        [7, '6'],
        [8, '3'],
        [9, '1'],
      ].map(([sum, ways]) => ({ sum, ways })),
    );
  });

  it("reads standard input for '-'", async () => {
    const r = await main(
      ['-', '--json'],
      stdinOf('Player 1 starting position: 10\r\nPlayer 2 starting position: 4\r\n'),
    );
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
    const small = JSON.parse(
      (
        await main(
          [
            '--players',
            '1,1',
            '--board',
            '3',
            '--dirac-target',
            '5',
            '--dirac-sides',
            '2',
            '--rolls',
            '1',
            '--die-sides',
            '6',
            '--json',
            '--compare',
          ],
          noStdin,
        )
      ).out,
    ) as { rules: Record<string, unknown>; part2: { runs: { strategy: string }[] } };
    assert.deepEqual(small.rules, {
      boardSize: 3,
      rollsPerTurn: 1,
      deterministicSides: 6,
      target: '1000',
      diracSides: 2,
      diracTarget: 5,
    });
    assert.deepEqual(
      small.part2.runs.map((x) => x.strategy),
      ['per-player', 'memo', 'frontier', 'weighted', 'naive'],
    );
  });

  it('input errors go to err as file:line:column, exit code 1', async () => {
    const r = await main([broken], noStdin);
    assert.equal(r.code, 1);
    assert.equal(r.out, '');
    assert.equal(r.err, `${broken}:2:31: starting position 12 is not on the board (1 to 10)\n`);
    const fromStdin = await main(['-'], stdinOf('Player 1 starting position: x\nPlayer 2 starting position: 4.5\n'));
    assert.equal(fromStdin.code, 1);
    assert.deepEqual(
      fromStdin.err
        .trim()
        .split('\n')
        .map((l) => l.split(': ')[0]),
      ['<stdin>:1:29', '<stdin>:2:29'],
    );
  });

  it('--players errors name the flag, not a line of synthesized text', async () => {
    const r = await main(['--players', '4,0'], noStdin);
    assert.equal(r.code, 1);
    assert.match(r.err, /^dirac-dice: --players: starting position 0 is not on the board/);
    assert.doesNotMatch(r.err, /line \d/);
  });

  it('rule values out of range are usage errors (code 2); refused strategies: exit code 1, message in err', async () => {
    // The CLI checks the rule table's ranges itself now (the core still checks them again).
    const rule = await main(['--players', '4,8', '--dirac-target', '0'], noStdin);
    assert.equal(rule.code, 2);
    assert.match(rule.err, /^dirac-dice: --dirac-target expects a whole number from 1 to 10000, got '0'\n/);
    const refused = await main(['--players', '4,8', '--strategy', 'naive'], noStdin);
    assert.equal(refused.code, 1);
    assert.match(refused.err, /naive strategy would make/);
  });

  it('a missing file: exit code 1', async () => {
    const r = await main([join(dir, 'nope.txt')], noStdin);
    assert.equal(r.code, 1);
    assert.match(r.err, /cannot read/);
  });

  it('bad flags and usage mistakes: exit code 2 with the usage', async () => {
    for (const argv of [
      ['--bogus'],
      [sample, '--strategy', 'fastest'],
      [sample, '--part', '3'],
      [sample, '--board', 'x'],
      [sample, '--target', '1e3'],
      ['--players', '4,x'],
      ['--players', '4,8', sample],
      [],
      [sample, sample],
    ]) {
      const r = await main(argv, noStdin);
      assert.equal(r.code, 2, argv.join(' '));
      assert.equal(r.out, '');
      assert.match(r.err, /Usage: dirac-dice/, argv.join(' '));
    }
  });

  it('--help prints the usage to out with code 0', async () => {
    const r = await main(['--help'], noStdin);
    assert.equal(r.code, 0);
    assert.match(r.out, /^Usage: dirac-dice/);
  });
});
