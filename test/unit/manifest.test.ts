// The manifest's settings are the rule table's: one place per fact, held here.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LIMITS, RULE_TABLE, STRATEGY_NAMES } from '../../src/core';

interface SettingSchema {
  type: string;
  default: unknown;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: string[];
  markdownDescription?: string;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  contributes: { configuration: { properties: Record<string, SettingSchema> } };
};
const nls = JSON.parse(readFileSync('package.nls.json', 'utf8')) as Record<string, string>;
const settings = manifest.contributes.configuration.properties;

describe('manifest: contributes.configuration follows the rule table', () => {
  for (const rule of RULE_TABLE) {
    it(`diracDice.${rule.name}`, () => {
      const setting = settings[`diracDice.${rule.name}`];
      assert.ok(setting, `package.json has no setting diracDice.${rule.name}`);
      assert.equal(setting.markdownDescription, `%${rule.descriptionKey}%`);
      assert.ok(nls[rule.descriptionKey], `package.nls.json has no ${rule.descriptionKey}`);
      if (rule.kind === 'integer') {
        assert.deepEqual(
          { type: setting.type, default: setting.default, minimum: setting.minimum, maximum: setting.maximum },
          { type: 'integer', default: rule.default, minimum: rule.min, maximum: rule.max },
        );
      } else {
        // Values past 2^53 cannot be JSON numbers: the setting is a string of digits.
        assert.equal(setting.type, 'string');
        assert.equal(setting.default, rule.default.toString());
        assert.equal(setting.pattern, `^[0-9]{1,${rule.maxDigits}}$`);
      }
    });
  }

  it('has no rule setting the table does not know', () => {
    const known = new Set(RULE_TABLE.map((rule) => `diracDice.${rule.name}`));
    const others = ['strategy', 'codeLens.enabled', 'diagnostics.enabled', 'filePattern', 'maxWork'];
    for (const key of Object.keys(settings)) {
      assert.ok(known.has(key) || others.includes(key.replace(/^diracDice\./, '')), `unexpected setting ${key}`);
    }
  });

  it('diracDice.strategy lists the core strategies and diracDice.maxWork defaults to the core limit', () => {
    assert.deepEqual(settings['diracDice.strategy']?.enum, [...STRATEGY_NAMES]);
    assert.equal(settings['diracDice.maxWork']?.default, LIMITS.maxWork);
  });
});
