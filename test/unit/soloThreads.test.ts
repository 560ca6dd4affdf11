/** The players' exact solo games played apart (as a host's threads play them) and handed to the solve. */
import { strict as assert } from 'node:assert';
import { resolveRules, solve } from '../../src/core';
import { estimateCost } from '../../src/core/estimates';
import { makeGame, type ExactSolo } from '../../src/core/game';
import { soloThreadStarts, solvePlayed } from '../../src/core/solve';
import { SOLO_THREAD_WORK } from '../../src/core/limits';
import { exactSoloOf, playExactSolo, startsForThreads } from '../../src/core/part2/perPlayer';
import { playOnTwoThreads, playSoloJob, type SoloJob, type SoloThread } from '../../src/worker/soloThreads';
import { SAMPLE } from './helpers';

describe('solo games on threads of their own', () => {
  it('playExactSolo plays what the game itself plays, touching as many states as per-player does in doubles', () => {
    for (const rules of [{ diracTarget: 100 }, { boardSize: 7, diracSides: 4, rollsPerTurn: 2, diracTarget: 60 }]) {
      const game = makeGame([2, 5, 7], resolveRules(rules));
      for (const start of [1, 4, 6]) assert.deepEqual(playExactSolo(rules, start), exactSoloOf(game, start));
    }
    const inDoubles = solve(SAMPLE, { parts: [2] }).part2?.runs[0];
    assert.equal(inDoubles?.statesTouched, playExactSolo({}, 3).states + playExactSolo({}, 7).states);
  });

  it('startsForThreads: the distinct starts of a big allowed game, none for a small, refused or one-start game', () => {
    const big = makeGame([4, 8], resolveRules({ diracTarget: 1200 }));
    const steps = estimateCost(big).steps;
    assert.ok(steps >= SOLO_THREAD_WORK);
    assert.deepEqual(startsForThreads(big, steps), [3, 7]);
    assert.deepEqual(startsForThreads(big, steps - 1), []);
    assert.deepEqual(startsForThreads(makeGame([4, 8, 4], resolveRules({ diracTarget: 1200 })), steps * 2), [3, 7]);
    assert.deepEqual(startsForThreads(makeGame([4, 4], resolveRules({ diracTarget: 1200 })), steps), []);
    assert.deepEqual(startsForThreads(makeGame([4, 8], resolveRules({})), steps), []);
  });

  it('soloThreadStarts reads the request as solve does, and gives none for what solve refuses', () => {
    const rules = { diracTarget: 1200 };
    assert.deepEqual(soloThreadStarts('', { rules, positions: [4, 8] }), [3, 7]);
    assert.deepEqual(soloThreadStarts(SAMPLE, { rules }), [3, 7]);
    assert.deepEqual(soloThreadStarts(SAMPLE, { rules, parts: [1] }), []);
    assert.deepEqual(soloThreadStarts(SAMPLE, { rules, maxWork: 1 }), []);
    assert.deepEqual(soloThreadStarts(SAMPLE, { rules, strategy: 'memo' }), [], 'the memo refuses 1,200: none played');
    assert.deepEqual(soloThreadStarts('no players here', { rules }), []);
    assert.deepEqual(soloThreadStarts('', { rules, positions: [4, 11] }), []);
    assert.deepEqual(soloThreadStarts('', { rules: { diracTarget: 0 }, positions: [4, 8] }), []);
    const bug = {
      get rules(): never {
        throw new Error('a bug');
      },
    };
    assert.throws(() => soloThreadStarts('', bug), /a bug/, 'a bug is thrown on, not read as none');
  });

  it('playOnTwoThreads: every other start on the other thread, the rest here; if it fails, the games played here', async () => {
    const rules = { diracTarget: 60 };
    const asked: number[][] = [];
    const works = (job: SoloJob): SoloThread => {
      asked.push(job.soloStarts);
      return { started: Promise.resolve(), games: Promise.resolve(playSoloJob(job)) };
    };
    const played = await playOnTwoThreads(rules, [1, 4, 6], works);
    assert.deepEqual(asked, [[4]]);
    assert.deepEqual([...played.keys()].sort(), [1, 4, 6]);
    assert.deepEqual(played.get(4), playExactSolo(rules, 4));
    // Never started, then failed (a nested Web Worker that did not start in time).
    const fails = (): SoloThread => ({ started: new Promise(() => {}), games: Promise.reject(new Error('no thread')) });
    assert.deepEqual([...(await playOnTwoThreads(rules, [1, 4, 6], fails)).keys()], [1, 6]);
  });

  it('solve uses the solo games it is given', () => {
    const options = { rules: { diracTarget: 100 }, positions: [4, 8], parts: [2] as (1 | 2)[] };
    const [one, two] = [3, 7].map((start) => playExactSolo(options.rules, start)) as [ExactSolo, ExactSolo];
    const given = (a: ExactSolo, b: ExactSolo) =>
      solvePlayed('', options, new Map([3, 7].map((s, i) => [s, i ? b : a]))).part2?.wins;
    const alone = solve('', options).part2?.wins;
    assert.deepEqual(given(one, two), alone);
    assert.notDeepEqual(given(two, one), alone);
  });
});
