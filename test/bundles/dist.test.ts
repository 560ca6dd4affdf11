/** The built CommonJS library (dist/core.js), as a consumer would require it, and the Node solver thread (dist/worker.js). */
import { strict as assert } from 'node:assert';
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

  it('dist/worker.js answers a tables message with memo tables that explore() reads as it reads its own', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const core = require(bundle) as typeof import('../../src/core');
    // Dirac target 30: counts past 2^53, so the tables are residues per prime.
    const rules = core.rulesToJson(core.resolveRules({ diracTarget: 30 }));
    const worker = new Worker(join(root, 'dist', 'worker.js'));
    const reply = await new Promise<SolverReply>((resolve) => {
      worker.once('message', resolve);
      worker.postMessage({ type: 'tables', positions: [4, 8], rules } satisfies SolveMessage);
    });
    await worker.terminate();
    assert.ok(reply.type === 'tables', reply.type === 'failed' ? reply.message : reply.type);
    assert.ok(reply.tables.passes.length > 1 && reply.tables.passes.every((p) => p.values instanceof Int32Array));
    const [mine, theirs] = [core.explore([4, 8], rules), core.explore([4, 8], rules, reply.tables)];
    for (const state of [mine.start, mine.likeliestPath().at(-1)?.state ?? mine.start])
      assert.deepEqual(theirs.state(state), mine.state(state));
  });
});
