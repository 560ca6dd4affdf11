/** The built CommonJS library (dist/core.js), as a consumer would require it. */
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

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
});
