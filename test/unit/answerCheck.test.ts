/** An answer checked in the editor (src/app/answerCheck.ts): each mistake's game under HEAVY_WORK; the general hint. */
import { strict as assert } from 'node:assert';
import { checkAnswer, checkRequest, resolveRules } from '../../src/core';
import { MISTAKES } from '../../src/core/mistakes';
import { checkInEditor, generalHint } from '../../src/app/answerCheck';
import { HEAVY_WORK } from '../../src/app/policy';

describe('checkInEditor', () => {
  it('skips a mistake whose game is over HEAVY_WORK, on the largest Dirac target solved in process', () => {
    let target = 21;
    while (checkRequest([4, 8], resolveRules({ diracTarget: target + 1 }), {}, false).work <= HEAVY_WORK) target++;
    const rules = { diracTarget: target };
    assert.deepEqual(checkAnswer([4, 8], 2, 1n, { rules }).skipped, [], 'under the limits of a solve: all checked');
    const before = performance.now();
    const { check, ms } = checkInEditor([4, 8], rules, 2, 1n, 3e10);
    assert.deepEqual(check.skipped, ['more-than-dirac-target']);
    assert.ok(ms >= 0 && ms <= performance.now() - before, 'ms: the time the check took');
  });

  it("gives a family of the part's as the general hint", () => {
    for (const part of [1, 2] as const) {
      const { hintId, args } = generalHint(part, { boardSize: 12 });
      const mistake = MISTAKES.find((m) => m.hint === hintId);
      assert.equal(mistake?.part, part);
      assert.deepEqual(args, mistake?.args?.(resolveRules({ boardSize: 12 })));
    }
  });
});
