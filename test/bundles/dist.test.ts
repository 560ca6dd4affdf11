/** The built CommonJS library (dist/core.js), as a consumer would require it, and the Node solver thread (dist/worker.js). */
import { strict as assert } from 'node:assert';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SolveMessage, SolverReply } from '../../src/shared/worker';

const root = join(__dirname, '..', '..');
const bundle = join(root, 'dist', 'core.js');

describe('dist/core.js', () => {
  // Built by `npm run test:bundles` (node esbuild.mjs) before this suite runs.
  before(() => assert.ok(existsSync(bundle), 'dist/core.js is missing: run node esbuild.mjs first'));

  it('exports solve, which solves the sample', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const core = require(bundle) as typeof import('../../src/core');
    assert.equal(typeof core.solve, 'function');
    const result = core.solve('Player 1 starting position: 4\nPlayer 2 starting position: 8\n');
    assert.equal(result.part1?.answer, '739785');
    assert.equal(result.part2?.answer, '444356092776315');
    assert.equal(typeof core.DiracDiceError, 'function');
  });

  it('dist/worker.js answers a tables message with the memo tables of the game the library solves', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const core = require(bundle) as typeof import('../../src/core');
    const { rules, part2 } = core.solve('', { positions: [4, 8], rules: { diracTarget: 30 }, parts: [2] }); // past 2^53
    const worker = new Worker(join(root, 'dist', 'worker.js'));
    worker.postMessage({ type: 'tables', positions: [4, 8], rules } satisfies SolveMessage);
    const [reply] = (await once(worker, 'message').finally(() => worker.terminate())) as [SolverReply];
    assert.ok(reply.type === 'tables' && reply.tables.passes.every((p) => p.values instanceof Int32Array));
    assert.deepEqual(reply.tables.outcome.wins.map(String), part2?.wins);
  });
});
