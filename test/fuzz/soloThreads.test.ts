/** A solver thread's request above the solo-thread threshold: seconds of exact work, so it lives in the heavy tier. */
import { strict as assert } from 'node:assert';
import { resolveRules } from '../../src/core';
import { rulesToJson } from '../../src/core/rules';
import { type ExactSolo } from '../../src/core/game';
import { answerSolveMessage } from '../../src/app/answerSolveMessage';
import type { SolverReply } from '../../src/shared/worker';

const rulesJson = (input: object) => rulesToJson(resolveRules(input));

describe('solo games on threads of their own, at scale', () => {
  it("a solver thread asks for a big request's solo games, and solves on its own thread when they fail", async () => {
    const asked: [unknown, readonly number[]][] = [];
    const replies: SolverReply[] = [];
    const request = { positions: [4, 8], strategy: 'per-player' as const, compareAll: false, maxWork: 3e10 };
    const failing = (rules: unknown, starts: readonly number[]): Promise<Map<number, ExactSolo>> => {
      asked.push([rules, starts]);
      return Promise.reject(new Error('no threads here'));
    };
    await answerSolveMessage(
      { type: 'solve', request: { ...request, rules: rulesJson({}) } },
      (r) => replies.push(r),
      failing,
    );
    assert.equal(asked.length, 0);
    await answerSolveMessage(
      { type: 'solve', request: { ...request, rules: rulesJson({ diracTarget: 1200 }) } },
      (r) => replies.push(r),
      failing,
    );
    assert.deepEqual(
      asked.map(([, starts]) => starts.join()),
      ['3,7'],
    );
    assert.equal(replies.map((r) => r.type === 'outcome' && r.outcome.ok).join(), 'true,true');
  });
});
