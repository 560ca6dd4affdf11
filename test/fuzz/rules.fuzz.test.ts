/** Rules fuzzing: resolveRules with any value at all for every rule. */
import { HEAVY, runProperty, RUNS } from './harness';
import { checkRules, rulesCase, type RulesCase } from './rule-arbitraries';

describe('fuzz', function () {
  this.timeout(HEAVY ? 0 : 20_000);

  describe('rules', () => {
    it('resolveRules with any value for every rule (and __proto__/constructor keys, proxies, throwing objects): DiracDiceError("rules") naming each invalid rule, or rules within LIMITS', () => {
      const outcomes = { accepted: 0, refused: 0, problems: 0 };
      runProperty(
        'rules/anything',
        rulesCase,
        (c: RulesCase) => {
          const problems = checkRules(c);
          outcomes[problems === 0 ? 'accepted' : 'refused']++;
          outcomes.problems += problems;
        },
        { numRuns: RUNS.rules },
        () => `${outcomes.accepted} accepted, ${outcomes.refused} refused with ${outcomes.problems} problems`,
      );
    });
  });
});
