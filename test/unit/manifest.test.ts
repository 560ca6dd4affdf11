// The manifest's settings are the rule table's: one place per fact, held here.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SPOILER_MODES } from '../../src/app/spoilers';
import { LIMITS, RULE_TABLE, STRATEGY_NAMES } from '../../src/core';
import { JUDGE_LIMITS } from '../../src/core/limits';

interface SettingSchema {
  type: string;
  default: unknown;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: string[];
  markdownEnumDescriptions?: string[];
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
      assert.equal(setting.markdownDescription, `%config.${rule.name}%`);
      assert.ok(nls[`config.${rule.name}`], `package.nls.json has no config.${rule.name}`);
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
    const others =
      'strategy codeLens.enabled diagnostics.enabled filePattern solveAhead maxWork spoilers judge.command'.split(' ');
    others.push('judge.timeout');
    for (const key of Object.keys(settings))
      assert.ok(known.has(key) || others.includes(key.replace(/^diracDice\./, '')), `unexpected setting ${key}`);
  });

  it('diracDice.strategy lists the core strategies and diracDice.maxWork defaults to the core limit', () => {
    assert.deepEqual(settings['diracDice.strategy']?.enum, [...STRATEGY_NAMES]);
    assert.equal(settings['diracDice.maxWork']?.default, LIMITS.maxWork);
    assert.equal(settings['diracDice.judge.timeout']?.default, JUDGE_LIMITS.timeoutMs / 1000);
  });

  it('diracDice.spoilers offers the modes the settings reader knows, show first (the default), each described in both languages', () => {
    const setting = settings['diracDice.spoilers'];
    assert.deepEqual([setting?.enum, setting?.default], [[...SPOILER_MODES], 'show']);
    const nlsDe = JSON.parse(readFileSync('package.nls.de.json', 'utf8')) as Record<string, string>;
    for (const key of [setting?.markdownDescription, ...(setting?.markdownEnumDescriptions ?? [])])
      assert.ok(nls[key?.replace(/%/g, '') ?? ''] && nlsDe[key?.replace(/%/g, '') ?? ''], `${key} in both languages`);
    assert.equal(setting?.markdownEnumDescriptions?.length, SPOILER_MODES.length);
  });
});

describe('manifest: the walkthrough', () => {
  const full = JSON.parse(readFileSync('package.json', 'utf8')) as {
    activationEvents: string[];
    contributes: {
      commands: { command: string }[];
      walkthroughs: {
        title: string;
        steps: { id: string; title: string; media: { markdown: string }; completionEvents: string[] }[];
      }[];
    };
  };
  const ignore = readFileSync('.vscodeignore', 'utf8');
  const [walkthrough] = full.contributes.walkthroughs;

  it('walks from the sample to the CLI, each step with its page shipped and a completion event', () => {
    assert.equal(walkthrough?.steps.map((s) => s.id).join(), 'openSample,solve,panel,rules,judge,cli');
    for (const step of walkthrough?.steps ?? []) {
      assert.ok(step.completionEvents.length > 0, `${step.id} can be completed`);
      assert.ok(readFileSync(step.media.markdown, 'utf8').startsWith('# '), `${step.media.markdown} exists`);
      assert.ok(nls[step.title.replace(/%/g, '')], `${step.title} is in package.nls.json`);
    }
    assert.match(ignore, /^!media\/walkthrough\/\*\*$/m, 'the walkthrough pages are in the .vsix');
  });

  it('completes on commands the extension contributes, or on its settings', () => {
    const commands = new Set(full.contributes.commands.map((c) => c.command));
    for (const event of (walkthrough?.steps ?? []).flatMap((s) => s.completionEvents)) {
      const [kind, target = ''] = event.split(':');
      if (kind === 'onCommand' && target.startsWith('diracDice.')) assert.ok(commands.has(target), event);
      else if (kind === 'onSettingChanged') assert.ok(settings[target], event);
      else assert.equal(event, 'onCommand:workbench.action.terminal.new', `a known built-in: ${event}`);
    }
  });

  it('activates after start-up, so inputs of any language get the CodeLens and diagnostics', () => {
    assert.ok(full.activationEvents.includes('onStartupFinished'));
    assert.ok(!full.activationEvents.includes('*'), 'never on *: it would slow every start-up');
  });
});

describe('manifest: what the Marketplace and Open VSX pages show', () => {
  const page = JSON.parse(readFileSync('package.json', 'utf8')) as {
    version: string;
    icon?: string;
    categories?: string[];
    keywords?: string[];
    license?: string;
    repository?: { type: string; url: string };
    bugs?: { url: string };
    homepage?: string;
    galleryBanner?: { color: string; theme: string };
  };

  it('has an icon: a PNG of at least 128 × 128 pixels', () => {
    const png = readFileSync(page.icon ?? '');
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG', `${page.icon} is a PNG`);
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    assert.ok(width >= 128 && height >= 128, `${width} × ${height}`);
  });

  it('has categories the Marketplace knows, and keywords (at most 30, no repeats)', () => {
    // The Marketplace's categories (https://code.visualstudio.com/api/references/extension-manifest).
    const known = (
      'AI,Azure,Chat,Data Science,Debuggers,Education,Extension Packs,Formatters,Keymaps,Language Packs,' +
      'Linters,Machine Learning,Notebooks,Other,Programming Languages,SCM Providers,Snippets,Testing,Themes,Visualization'
    ).split(',');
    assert.ok((page.categories ?? []).length > 0, 'categories');
    for (const category of page.categories ?? []) assert.ok(known.includes(category), `unknown category ${category}`);
    const keywords = page.keywords ?? [];
    assert.ok(keywords.length > 0 && keywords.length <= 30, `${keywords.length} keywords`);
    assert.equal(new Set(keywords).size, keywords.length, 'a keyword repeated');
  });

  it('links the repository, the issues and the home page, all on the same repository', () => {
    const repo = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(\.git)?$/.exec(page.repository?.url ?? '')?.[1];
    assert.ok(repo, `repository.url ${page.repository?.url}`);
    assert.equal(page.repository?.type, 'git');
    assert.equal(page.bugs?.url, `https://github.com/${repo}/issues`);
    assert.ok(page.homepage?.startsWith(`https://github.com/${repo}`), `homepage ${page.homepage}`);
  });

  it('states its licence, and ships the licence text', () => {
    assert.equal(page.license, 'MIT');
    assert.match(readFileSync('LICENSE', 'utf8'), /^MIT License\n/);
  });

  it('has a gallery banner: a colour and the theme its text is drawn for', () => {
    assert.match(page.galleryBanner?.color ?? '', /^#[0-9a-f]{6}$/i);
    assert.ok(['dark', 'light'].includes(page.galleryBanner?.theme ?? ''), `theme ${page.galleryBanner?.theme}`);
  });

  it("has a CHANGELOG (the pages' Changelog tab) with a section for this version, shipped with README and LICENSE", () => {
    const changelog = readFileSync('CHANGELOG.md', 'utf8');
    assert.ok(changelog.startsWith('# '), 'CHANGELOG.md has a title');
    assert.ok(changelog.includes(`## [${page.version}]`), `CHANGELOG.md has a section for ${page.version}`);
    const ignore = readFileSync('.vscodeignore', 'utf8').split('\n');
    for (const file of ['CHANGELOG.md', 'README.md', 'LICENSE', page.icon ?? ''])
      assert.ok(ignore.includes(`!${file}`), `.vscodeignore ships ${file}`);
  });
});
