// The Markdown export, read back and held against the result it was made from.
import * as assert from 'node:assert/strict';
import { resultsMarkdown } from '../../../src/app/exportMarkdown';
import { solve, type SolveResult } from '../../../src/core';
import { SAMPLE } from '../helpers';

/** The rows of the Markdown table whose header starts with `first`, as cells. */
function tableAfter(markdown: string, first: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  assert.ok(start >= 0, `a table headed ${first}`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(2, -2)
        .split(' | ')
        .map((c) => c.trim()),
    );
  }
  return rows;
}

const digits = (s: string | undefined) => (s ?? '').replace(/,/g, '');

describe('app: Markdown export', () => {
  let result: SolveResult, markdown: string;
  beforeEach(() => {
    result = solve(SAMPLE, { include: ['memoStats', 'probabilities'] });
    markdown = resultsMarkdown(result, 'input.txt');
  });

  it('has both answers', () => {
    const answers = tableAfter(markdown, 'Part');
    assert.deepEqual(
      answers.map(([part, answer]) => [part, digits(answer)]),
      [
        ['1', result.part1?.answer],
        ['2', result.part2?.answer],
      ],
    );
  });

  it('has each player win count, share and probability of winning', () => {
    const players = tableAfter(markdown, 'Player');
    const part2 = result.part2;
    assert.ok(part2?.probability);
    assert.equal(players.length, part2.wins.length);
    players.forEach(([player, wins, share, chance], i) => {
      assert.equal(player, String(i + 1));
      assert.equal(digits(wins), part2.wins[i]);
      // One precision per column: the fewest decimals that tell the players apart (one, here).
      assert.equal(share, `${((part2.shares[i] ?? 0) * 100).toFixed(1)} %`);
      assert.equal(chance, `${((part2.probability?.win[i]?.value ?? 0) * 100).toFixed(1)} %`);
    });
  });

  it('has the roll table and the memo size', () => {
    const rolls = tableAfter(markdown, 'Roll sum');
    assert.deepEqual(
      rolls,
      result.part2?.rollFrequencies.map((f) => [String(f.sum), f.ways]),
    );
    assert.match(markdown, new RegExp(`Memo: ${result.part2?.memo?.entries.toLocaleString('en-US')} entries`));
  });

  it('says so when a part was not solved, and leaves out what was not asked for', () => {
    const part1Only = resultsMarkdown(solve(SAMPLE, { parts: [1] }), 'a.txt');
    assert.deepEqual(tableAfter(part1Only, 'Part')[1], ['2', 'not solved']);
    const plain = resultsMarkdown(solve(SAMPLE), 'a.txt');
    assert.doesNotMatch(plain, /Memo:/);
    assert.deepEqual(
      tableAfter(plain, 'Player').map((row) => row[3]),
      ['—', '—'],
    );
  });
});
