// Solve orchestration with fake solvers: heavy or light, superseding, cancelling, failures.
import * as assert from 'node:assert/strict';
import { isHeavy, SolveService, type HeavySolver, type SolveUi } from '../../../src/app/solveService';
import { ThreadSolver, type SolverThread } from '../../../src/app/threadSolver';
import { answerSolveMessage } from '../../../src/app/answerSolveMessage';
import { openExplorer, type ExplorerTree } from '../../../src/app/explorerTree';
import { InProcessSolver } from '../../../src/app/inProcessSolver';
import { checkForPanel, solveForPanel, solvePair } from '../../../src/app/panelSolve';
import { DEFAULT_RULES, resolveRules, solve } from '../../../src/core';
import { rulesToJson } from '../../../src/core/rules';
import type { SolveMessage, SolveOutcome, SolveRequest, Solver, SolverReply } from '../../../src/shared/worker';

/** The puzzle's rules, as a request carries them. */
const RULES = rulesToJson(DEFAULT_RULES);
const request = (over: Partial<SolveRequest> = {}): SolveRequest => ({
  positions: [4, 8],
  rules: RULES,
  strategy: 'per-player',
  compareAll: false,
  maxWork: 2e10,
  ...over,
});

/** A solver that answers when told to, and records what it was asked. */
class FakeSolver implements Solver {
  readonly canCancel = true;
  readonly activeThreads = 0;
  readonly asked: SolveRequest[] = [];
  private readonly pending: ((outcome: SolveOutcome | 'cancelled') => void)[] = [];
  solve(req: SolveRequest, signal?: AbortSignal): Promise<SolveOutcome | 'cancelled'> {
    this.asked.push(req);
    return new Promise((resolve) => {
      this.pending.push(resolve);
      signal?.addEventListener('abort', () => resolve('cancelled'));
    });
  }
  stopThreads = (): number => 0;
  tables = () => Promise.resolve('cancelled' as const);
  answer(index: number, outcome: SolveOutcome): void {
    this.pending[index]?.(outcome);
  }
  dispose(): void {}
}

function fakeUi(): SolveUi & { progress: string[]; solving: boolean[] } {
  const ui = {
    progress: [] as string[],
    solving: [] as boolean[],
    withProgress<T>(label: string, _c: boolean, task: (s: AbortSignal) => Promise<T>): Promise<T> {
      ui.progress.push(label);
      return task(new AbortController().signal);
    },
    solvingChanged(solving: boolean) {
      ui.solving.push(solving);
    },
  };
  return ui;
}

const problems = (label: string): SolveOutcome => ({
  ok: false,
  problems: [{ code: 'too-expensive', message: label }],
});

describe('app: SolveService', () => {
  it('calls heavy what compares strategies, uses another than per-player, or is estimated above HEAVY_WORK', () => {
    const rules = resolveRules(RULES);
    assert.equal(isHeavy(request(), checkForPanel(request(), rules).work), false, 'the puzzle');
    assert.equal(isHeavy(request({ compareAll: true }), 0), true);
    assert.equal(isHeavy(request({ strategy: 'memo' }), 0), true);
    assert.equal(isHeavy(request(), checkForPanel(request(), resolveRules({ diracTarget: 500 })).work), true);
  });

  it('runs a light request in process and a heavy one on the heavy solver, under progress UI', async () => {
    const [light, heavy, ui] = [new FakeSolver(), new FakeSolver(), fakeUi()];
    const service = new SolveService(light, heavy, ui);
    const small = service.run(request(), false, 'small');
    const big = service.run(request({ rules: { ...RULES, diracTarget: 500 } }), true, 'big');
    const compared = service.run(request({ compareAll: true }), true, 'compared');
    await Promise.resolve();
    assert.deepEqual([light.asked.length, heavy.asked.length, ...ui.progress], [1, 2, 'big', 'compared']);
    light.answer(0, problems('small'));
    heavy.answer(0, problems('big'));
    heavy.answer(1, problems('compared'));
    await Promise.all([small, big, compared]);
    assert.equal(ui.solving.at(-1), false, 'no solve under way at the end');
  });

  it('marks a result superseded when a newer solve started before it arrived', async () => {
    const light = new FakeSolver();
    const service = new SolveService(light, new FakeSolver(), fakeUi());
    const older = service.run(request(), false, 'a');
    const newer = service.run(request(), false, 'a');
    light.answer(1, problems('newer'));
    light.answer(0, problems('older'));
    const [a, b] = await Promise.all([older, newer]);
    assert.ok(a.superseded && !b.superseded);
  });

  it('cancelAll cancels every heavy solve under way and counts them', async () => {
    const service = new SolveService(new FakeSolver(), new FakeSolver(), fakeUi());
    const runs = [
      service.run(request({ strategy: 'memo' }), true, 'a'),
      service.run(request({ compareAll: true }), true, 'b'),
    ];
    assert.equal(service.cancelAll(), 2);
    assert.equal((await Promise.all(runs)).map((r) => r.kind).join(), 'cancelled,cancelled');
    assert.equal(service.cancelAll(), 0);
  });

  it('turns a solver that throws into a failed result with its message', async () => {
    const broken: HeavySolver = {
      canCancel: false,
      activeThreads: 0,
      solve: () => Promise.reject(new Error('the solver worker stopped (exit code 1)')),
      tables: () => Promise.reject(new Error('unused')),
      stopThreads: () => 0,
      dispose() {},
    };
    const service = new SolveService(broken, broken, fakeUi());
    const result = await service.run(request(), false, 'a');
    assert.deepEqual(result, { kind: 'failed', message: 'the solver worker stopped (exit code 1)', superseded: false });
  });

  it('answers a run from the solve made ahead for the same request, once, without solving again', async () => {
    const light = new FakeSolver();
    const service = new SolveService(light, new FakeSolver(), fakeUi());
    service.solveAhead(request());
    service.solveAhead(request()); // the same request again: still one solve
    assert.equal(light.asked.length, 1);
    light.answer(0, problems('ahead'));
    const first = await service.run(request(), false, 'a');
    assert.equal(light.asked.length, 1, 'the run took the solve made ahead');
    assert.deepEqual(service.solveAheadCounts, { started: 1, used: 1 });
    assert.ok(first.kind === 'outcome' && first.ms >= 0);
    assert.deepEqual(first.outcome, problems('ahead'));
    const second = service.run(request(), false, 'a');
    await Promise.resolve();
    assert.equal(light.asked.length, 2, 'used once: the next run solves again');
    light.answer(1, problems('again'));
    assert.deepEqual((await second).kind, 'outcome');
  });

  it('solves anew when the request differs from the one solved ahead', async () => {
    const light = new FakeSolver();
    const service = new SolveService(light, new FakeSolver(), fakeUi());
    service.solveAhead(request());
    const edited = request({ positions: [4, 7] });
    const run = service.run(edited, false, 'a');
    await Promise.resolve();
    const asked = light.asked.map((r) => r.positions.join());
    assert.deepEqual(asked, ['4,8', '4,7'], 'the edited input is solved, not taken from the one solved ahead');
    light.answer(1, problems('edited'));
    const result = await run;
    assert.ok(result.kind === 'outcome');
    assert.deepEqual(result.outcome, problems('edited'));
    assert.deepEqual(service.solveAheadCounts, { started: 1, used: 0 }, 'the solve made ahead was not used');
  });
});

describe('app: ThreadSolver', () => {
  /** A thread that answers with the real solver, on this thread, its replies cloned as postMessage clones them. */
  const thread = (log: string[]): SolverThread => ({
    start: (message, onReply) => answerSolveMessage(message, (reply) => onReply(structuredClone(reply))),
    stop: () => log.push('stopped'),
  });

  it('solves on a thread and stops the thread after its answer', async () => {
    const log: string[] = [];
    const solver = new ThreadSolver(async () => thread(log));
    const outcome = await solver.solve(request());
    assert.ok(outcome !== 'cancelled' && outcome.ok && outcome.result.part2?.answer === '444356092776315');
    assert.deepEqual([log, solver.activeThreads], [['stopped'], 0]);
  });

  it('opens the explorer in process when light, else from tables made on a thread; refused, or cancelled, first', async () => {
    const [log, ui] = [[] as string[], fakeUi()];
    const service = new SolveService(new InProcessSolver(), new ThreadSolver(async () => thread(log)), ui);
    const open = (diracTarget: number, on = service) =>
      openExplorer({ players: [4, 8], rules: { ...RULES, diracTarget } }, on, `${diracTarget}`);
    for (const diracTarget of [21, 49]) {
      const tree = (await open(diracTarget)) as ExplorerTree;
      const { wins } = solve('', { positions: [4, 8], parts: [2], rules: { diracTarget } }).part2 ?? {};
      assert.deepEqual(tree.explorer.state(tree.explorer.start).wins.map(String), wins);
    }
    assert.deepEqual([ui.progress, log], [['49'], ['stopped']], 'the light one in process, the heavy one on a thread');
    await assert.rejects(open(100), /at most 84/);
    const idle: SolverThread = { start() {}, stop() {} };
    const stuck = new SolveService(new InProcessSolver(), new ThreadSolver(async () => idle), ui);
    const pending = open(49, stuck);
    assert.deepEqual([stuck.cancelAll(), await pending, log], [1, 'cancelled', ['stopped']], 'no thread left');
  });

  it('stops the thread at once when cancelled', async () => {
    const log: string[] = [];
    const never: SolverThread = { start: () => {}, stop: () => log.push('stopped') };
    const solver = new ThreadSolver(async () => never);
    const controller = new AbortController();
    const running = solver.solve(request(), controller.signal);
    await Promise.resolve();
    await Promise.resolve();
    assert.equal(solver.activeThreads, 1);
    controller.abort();
    assert.deepEqual([await running, log], ['cancelled', ['stopped']]);
  });

  it('stopThreads ends running threads as a crash would: their solves fail', async () => {
    let onReply: (reply: SolverReply) => void = () => {};
    const dying: SolverThread = {
      start: (_request, listener) => (onReply = listener),
      stop: () => onReply({ type: 'failed', message: 'the solver worker stopped (exit code 1)' }),
    };
    const solver = new ThreadSolver(async () => dying);
    const running = solver.solve(request());
    await Promise.resolve();
    await Promise.resolve();
    assert.equal(solver.stopThreads(), 1);
    await assert.rejects(running, /exit code 1/);
    assert.equal(solver.activeThreads, 0);
  });

  it('solves in process, and says so once, when threads cannot be made', async () => {
    const messages: string[] = [];
    const solver = new ThreadSolver(
      () => Promise.reject(new Error('no Web Worker API')),
      (m) => messages.push(m),
    );
    const first = await solver.solve(request());
    const second = await solver.solve(request());
    assert.ok(first !== 'cancelled' && first.ok && second !== 'cancelled' && second.ok);
    assert.deepEqual([messages.length, solver.canCancel], [1, false]);
    assert.match(messages[0] ?? '', /no Web Worker API/);
  });
});

describe("app: answerSolveMessage (a solver thread's job)", () => {
  it('answers a solve message with the outcome; problems are an outcome, not a failure', async () => {
    const replies: SolverReply[] = [];
    const asked: (readonly number[])[] = [];
    const playSolos = async (_rules: unknown, starts: readonly number[]) => (asked.push(starts), new Map());
    await answerSolveMessage({ type: 'solve', request: request({ maxWork: 1 }) }, (r) => replies.push(r), playSolos);
    await answerSolveMessage({ type: 'solve', request: request() }, (r) => replies.push(r), playSolos);
    const [refused, solved] = replies;
    assert.ok(refused?.type === 'outcome' && !refused.outcome.ok);
    assert.equal(refused.outcome.problems[0]?.code, 'too-expensive');
    assert.ok(solved?.type === 'outcome' && solved.outcome.ok);
    assert.equal(solved.outcome.result.part2?.answer, '444356092776315');
    // Solo games go to threads of their own only for seconds of work (test/fuzz/soloThreads.test.ts).
    assert.deepEqual(asked, [], 'a light request plays its solo games on this thread');
    const sent: [SolverReply, ArrayBuffer[] | undefined][] = [];
    const tablesOf: SolveMessage = { type: 'tables', positions: [4, 8], rules: RULES };
    await answerSolveMessage(tablesOf, (r, buffers) => sent.push([r, buffers]));
    const [[tables, buffers] = []] = sent;
    assert.ok(tables?.type === 'tables' && tables.tables.passes.length > 0, 'the memo tables');
    const passes = tables.tables.passes.map((p) => p.values.buffer);
    assert.deepEqual(buffers, passes, 'their buffers transferred, not copied');
  });

  it('reports a bug as failed, with its message', () => {
    const replies: SolverReply[] = [];
    const broken = request();
    Object.defineProperty(broken, 'strategy', {
      get() {
        throw new Error('boom');
      },
    });
    answerSolveMessage({ type: 'solve', request: broken }, (r) => replies.push(r));
    assert.deepEqual(replies.at(-1), { type: 'failed', message: 'boom' });
  });
});

describe("app: the panel's solve", () => {
  it('asks the core for every fact the panel shows, and for every strategy when comparing', () => {
    const outcome = solveForPanel(request({ compareAll: true }));
    assert.ok(outcome.ok && outcome.allPairs);
    const { part1, part2 } = outcome.result;
    assert.ok(part1?.replay && part2?.memo && part2.byTurn && part2.probability && part2.composition);
    assert.equal(part2.runs.map((r) => r.strategy).join(), 'per-player,memo,frontier');
  });

  it("answers a heatmap cell under the heatmap's rules; null where heavy; problems for a start off the board", () => {
    const wins = ['444356092776315', '341960390180808'];
    assert.deepEqual(solvePair([4, 8], RULES), { positions: [4, 8], part1: '739785', part2: wins[0], wins });
    // At 50 the whole start-pairs table is heavy, one cell is not.
    const at50 = solve('', { positions: [4, 8], parts: [2], rules: { diracTarget: 50 } }).part2?.answer;
    assert.equal((solvePair([4, 8], { ...RULES, diracTarget: 50 }) as { part2: string }).part2, at50);
    assert.equal(solvePair([4, 8], { ...RULES, diracTarget: 500 }), null);
    const off = solvePair([4, 11], RULES);
    assert.ok(Array.isArray(off) && off[0]?.code === 'position-out-of-range');
  });
});
