// "Solve" with the panel open, as SolveCommand does it, with the app's fakes: the rules
// resolved and the request checked once, one game whose one cost estimate and solo games serve
// the heavy decision, part 2 and the start-pairs table.
import * as assert from 'node:assert/strict';
import { DocumentCache, type TextSnapshot } from '../../../src/app/documentCache';
import { InProcessSolver } from '../../../src/app/inProcessSolver';
import { checkForPanel } from '../../../src/app/panelSolve';
import { isHeavy, SolveService, type HeavySolver, type SolveUi } from '../../../src/app/solveService';
import { type RulesInput } from '../../../src/core';
import { estimateCost } from '../../../src/core/estimates';
import { rulesToJson } from '../../../src/core/rules';
import { preparedOf } from '../../../src/core/solve';
import type { SolveRequest } from '../../../src/shared/worker';
import { SAMPLE } from '../helpers';

const snapshot: TextSnapshot = { uri: 'untitled:input', version: 1, getText: () => SAMPLE };

/** A thread that must not be asked: a light click never leaves the calling thread. */
const noThread: HeavySolver = {
  canCancel: true,
  activeThreads: 0,
  solve: () => Promise.reject(new Error('a light request went to a thread')),
  tables: () => Promise.reject(new Error('a light request went to a thread')),
  stopThreads: () => 0,
  dispose: () => undefined,
};
const ui: SolveUi = {
  withProgress: (_label, _cancellable, task) => task(new AbortController().signal),
  solvingChanged() {},
};

/** One click: the document through the cache, the request checked once, heavy decided on its work, solved. */
async function click(cache: DocumentCache, service: SolveService, rules: RulesInput) {
  const parsed = cache.get(snapshot, { rules, maxWork: 2e10 });
  assert.ok(parsed.rules.ok && parsed.parse.ok);
  const request: SolveRequest = {
    positions: parsed.parse.input.positions,
    rules: rulesToJson(parsed.rules.rules),
    strategy: 'per-player',
    compareAll: false,
    maxWork: 2e10,
  };
  const checked = checkForPanel(request, parsed.rules.rules);
  const heavy = isHeavy(request, checked.work);
  const { game, rules: resolved } = preparedOf(checked) ?? {};
  const cost = game && estimateCost(game);
  const solosBefore = game?.solos.filter(Boolean).length;
  const outcome = await service.run(request, heavy, 'input');
  return { parsed, request, game, resolved, heavy, cost, solosBefore, outcome };
}

describe('app: one solve per click', () => {
  it("solves the request the host checked: its resolved rules, its one game and that game's one estimate", async () => {
    const cache = new DocumentCache();
    const service = new SolveService(new InProcessSolver(), noThread, ui);
    const { parsed, game, resolved, heavy, cost, solosBefore, outcome } = await click(cache, service, {
      diracTarget: 21,
    });
    assert.equal(heavy, false);
    assert.ok(outcome.kind === 'outcome' && outcome.outcome.ok && outcome.outcome.allPairs);
    assert.equal(outcome.outcome.result.part2?.answer, '444356092776315');
    assert.ok(parsed.rules.ok && resolved === parsed.rules.rules, 'the rules the cache resolved, not resolved again');
    assert.ok(game && cost);
    assert.equal(solosBefore, 0, 'deciding heavy plays no game');
    // Part 2 and the table played their solo games on the host's game: the solve built no other.
    assert.equal(game.solos.filter(Boolean).length, game.board);
    assert.equal(estimateCost(game), cost, 'the cost was estimated once for this game');
  });

  it('a copy of the request (what a thread gets) is checked on its own; the host-checked one reuses the game', async () => {
    const parsed = new DocumentCache().get(snapshot, { rules: {}, maxWork: 2e10 });
    assert.ok(parsed.rules.ok && parsed.parse.ok);
    const rules = rulesToJson(parsed.rules.rules);
    const request: SolveRequest = {
      positions: [4, 8],
      rules,
      strategy: 'per-player',
      compareAll: false,
      maxWork: 2e10,
    };
    const game = preparedOf(checkForPanel(request, parsed.rules.rules))?.game;
    const solver = new InProcessSolver();
    assert.deepEqual(
      [solver.canCancel, solver.stopThreads()],
      [false, 0],
      'on the calling thread: no cancel, no thread',
    );
    assert.ok((await solver.solve(structuredClone(request))).ok);
    assert.equal(game?.solos.filter(Boolean).length, 0, "the copy did not touch the host's game");
    assert.ok((await solver.solve(request)).ok);
    assert.equal(game?.solos.filter(Boolean).length, 10);
  });

  it('switching between the settings and the panel rules parses each (version, rules) once', async () => {
    const cache = new DocumentCache();
    const service = new SolveService(new InProcessSolver(), noThread, ui);
    for (let i = 0; i < 3; i++) {
      cache.get(snapshot, { rules: {}, maxWork: 2e10 }); // diagnostics, with the settings' rules
      await click(cache, service, { diracTarget: 21, boardSize: 10 }); // the panel's rules
    }
    assert.equal(cache.counts.parses, 2);
  });
});
