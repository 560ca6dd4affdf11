/** The page's text for a problem (media/problemText.ts) names the place the core names. */
import { strict as assert } from 'node:assert';
import { parseInput, DEFAULT_RULES } from '../../src/core';
import { formatProblem } from '../../src/core/errors';
import { problemText } from '../../media/problemText';
import { format } from '../../src/core/template';
import { PANEL_STRINGS } from '../../src/shared/strings';

const BAD_INPUTS = [
  '',
  'Player 1 starting position: 4\nPlayer 2 starting positon: 8\n',
  'Player 1 starting position: 11\nPlayer 2 starting position: 8\n',
  'Player 1 starting position: 4\n',
  'Player 1 starting position: 4x\nPlayer 2 starting position: 8\nhello\n',
];

describe('problem text (page)', () => {
  it('starts with the line and column the core reports', () => {
    let seen = 0;
    for (const text of BAD_INPUTS) {
      const outcome = parseInput(text, DEFAULT_RULES);
      assert.ok(!outcome.ok, JSON.stringify(text));
      for (const p of outcome.problems) {
        seen++;
        const core = formatProblem(p);
        const page = problemText(p);
        if (p.line === undefined) {
          assert.equal(page, p.message);
          assert.equal(core, p.message);
        } else if (p.column === undefined) {
          assert.equal(page, format(PANEL_STRINGS['problems.line'], [p.line, p.message]));
          assert.ok(core.startsWith(`line ${p.line}: `), core);
        } else {
          assert.equal(page, format(PANEL_STRINGS['problems.lineColumn'], [p.line, p.column, p.message]));
          assert.match(core, new RegExp(`^line ${p.line}, columns? ${p.column}\\b`));
        }
      }
    }
    assert.ok(seen >= BAD_INPUTS.length);
  });
});
