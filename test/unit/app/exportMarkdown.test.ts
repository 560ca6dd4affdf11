// The Markdown export, read back and held against the result it was made from.
import * as assert from 'node:assert/strict';
import { resultsMarkdown } from '../../../src/app/exportMarkdown';
import { solve } from '../../../src/core';
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

/** The sample's Markdown as a person pastes it: every table after a blank line, numbers right-aligned. */
const SAMPLE_MARKDOWN = `## Dirac Dice: input.txt

Players start on 1: space 4, 2: space 8; board of 10, 3 rolls a turn, targets 1,000 (part 1) and 21 (part 2).

| Part | Answer |
| --- | ---: |
| 1 | 739,785 |
| 2 | 444,356,092,776,315 |

| Player | Wins in universes | Share of universes | Probability of winning |
| --- | ---: | ---: | ---: |
| 1 | 444,356,092,776,315 | 56.5 % | 77.6 % |
| 2 | 341,960,390,180,808 | 43.5 % | 22.4 % |

| Roll sum | Ways |
| ---: | ---: |
${[1, 3, 6, 7, 6, 3, 1].map((ways, i) => `| ${i + 3} | ${ways} |`).join('\n')}

Expected game length: 6.92 moves (20.76 rolls).

Memo: 17,512 entries, 40,904 hits in 58,416 calls.
`;

describe('app: Markdown export', () => {
  it("has the answers, each player's wins, share and probability of winning, the rolls, the game length and the memo", () => {
    const result = solve(SAMPLE, { include: ['memoStats', 'probabilities'] });
    assert.equal(resultsMarkdown(result, 'input.txt'), SAMPLE_MARKDOWN);
  });

  it('says so when a part was not solved, and leaves out what was not asked for', () => {
    const answers = ([1, 2] as const).map((part) =>
      tableAfter(resultsMarkdown(solve(SAMPLE, { parts: [part] }), 'a.txt'), 'Part'),
    );
    const notSolved = answers.map((rows, i) => rows[1 - i]?.join());
    assert.deepEqual(notSolved, ['2,not solved', '1,not solved']);
    const plain = resultsMarkdown(solve(SAMPLE), 'a.txt');
    assert.doesNotMatch(plain, /Memo:|Expected game length/);
    const wins = tableAfter(plain, 'Player').map((row) => row[3]);
    assert.equal(wins.join(), '—,—');
  });
});
