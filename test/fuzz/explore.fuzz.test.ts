/** The explorer's property (explore-property.ts) on larger rules than the unit tier's, up to its limits and past them. */
import { fuzzRuns } from '../unit/helpers';
import { checkExplorer, exploreCase } from './explore-property';
import { HEAVY, runProperty } from './harness';

describe('fuzz', function () {
  this.timeout(HEAVY ? 0 : 120_000);

  it('explorer: boards to 12, Dirac targets to 40, up to 4 players: the same sums, refusals over the limits', () => {
    runProperty('explorer', exploreCase(12, 40, 4, 10_000_000), checkExplorer, { numRuns: fuzzRuns(12, 50) });
  });
});
