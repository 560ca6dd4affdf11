// The English bundle holds every template of the panel and of the core; the German translation
// has every key of it and keeps what the code fills in: every {n} placeholder and no-break space
// of the English message, every key of package.nls.json with its command links, and a German
// page for every walkthrough page. (That the English bundle is what `npm run l10n` extracts from
// the sources: test/bundles/l10n.test.ts.)
import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_MESSAGES } from '../../src/core/messages';
import { PANEL_STRINGS } from '../../src/shared/strings';

const ROOT = join(__dirname, '..', '..');
const readJson = <T = Record<string, string>>(file: string): T =>
  JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as T;

const english = readJson<Record<string, string | { message: string }>>('l10n/bundle.l10n.json');
const bundle = readJson('l10n/bundle.l10n.de.json');
const nls = readJson('package.nls.json');
const nlsDe = readJson('package.nls.de.json');

/** The placeholders of a message, sorted ({0} may move in German word order). */
const placeholders = (text: string): string[] => (text.match(/\{\d+\}/g) ?? []).sort();
const count = (text: string, part: string): number => text.split(part).length - 1;

describe('German translation', function () {
  it('the English bundle holds every template of the panel and of the core, keyed by its English text', () => {
    for (const template of [...Object.values(PANEL_STRINGS), ...Object.values(CORE_MESSAGES).map((m) => m.text)]) {
      const entry = english[template];
      assert.equal(typeof entry === 'string' ? entry : entry?.message, template, `missing: ${template}`);
    }
  });

  it('l10n/bundle.l10n.de.json has every key of the English bundle, and keeps each message’s placeholders and no-break spaces', function () {
    const missing = Object.keys(english).filter((key) => !(key in bundle));
    assert.deepEqual(missing, []);
    for (const [english, german] of Object.entries(bundle)) {
      assert.deepEqual(placeholders(german), placeholders(english), `placeholders of ${JSON.stringify(english)}`);
      assert.equal(count(german, '\u00a0'), count(english, '\u00a0'), `no-break spaces in ${JSON.stringify(english)}`);
      assert.equal(german.trim() === '', english.trim() === '', `German for ${JSON.stringify(english)}`);
    }
  });

  it('l10n/bundle.l10n.de.json is sorted by key', function () {
    const keys = Object.keys(bundle);
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    assert.deepEqual(keys, sorted);
  });

  it('package.nls.de.json has exactly the keys of package.nls.json, with the same command links', function () {
    assert.deepEqual(Object.keys(nlsDe).sort(), Object.keys(nls).sort());
    const links = (text: string): string[] => text.match(/\]\([^)]*\)/g) ?? [];
    for (const [key, english] of Object.entries(nls)) {
      assert.deepEqual(links(nlsDe[key] ?? ''), links(english), `links in ${key}`);
    }
  });

  it('every walkthrough page has a German page beside it (<page>.nls.de.md)', function () {
    const dir = join(ROOT, 'media', 'walkthrough');
    const pages = readdirSync(dir).filter((name) => name.endsWith('.md') && !name.includes('.nls.'));
    assert.ok(pages.length > 0);
    for (const page of pages) {
      assert.ok(existsSync(join(dir, page.replace(/\.md$/, '.nls.de.md'))), `${page} has a German page`);
    }
  });
});
