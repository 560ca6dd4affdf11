/** An answer checked in the editor (src/app/answerCheck.ts): each mistake's game under HEAVY_WORK, and the general hint. */
import { strict as assert } from 'node:assert';
import {
  checkAnswer,
  checkRequest,
  CORE_MESSAGES,
  LIMITS,
  MISTAKES,
  renderMessage,
  resolveRules,
} from '../../src/core';
import { checkInEditor, generalHint } from '../../src/app/answerCheck';
import { HEAVY_WORK } from '../../src/app/policy';

describe('checkInEditor', () => {
  it('checks as checkAnswer does: a known mistake on the sample named, with its direction', () => {
    const { check } = checkInEditor([4, 8], {}, 1, 993_000n, LIMITS.maxWork);
    assert.deepEqual([check.direction, check.diagnoses.map((d) => d.id)], ['too-high', ['winner-score']]);
  });

  it('skips a mistake whose game is over HEAVY_WORK on the largest Dirac target the editor solves in process', () => {
    let target = 21;
    const work = (t: number) => checkRequest([4, 8], resolveRules({ diracTarget: t }), {}, false).work;
    while (work(target + 1) <= HEAVY_WORK) target++;
    const rules = { diracTarget: target };
    assert.deepEqual(checkAnswer([4, 8], 2, 1n, { rules }).skipped, [], 'under the limits of a solve: all checked');
    assert.deepEqual(checkInEditor([4, 8], rules, 2, 1n, LIMITS.maxWork).check.skipped, ['more-than-dirac-target']);
  });

  it("the general hint is a family of the part's, its template filled under the rules", () => {
    for (const part of [1, 2] as const) {
      const { hintId, args } = generalHint(part, { boardSize: 12 });
      assert.equal(MISTAKES.find((m) => m.hint === hintId)?.part, part);
      assert.doesNotMatch(renderMessage(CORE_MESSAGES[hintId].text, args), /\{\d\}/);
    }
  });
});
