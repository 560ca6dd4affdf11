// Localisation: the English bundle holds every string of the sources (npm run l10n --check), and
// the German translation holds every key of the English bundle and of package.nls.json, with the
// same placeholders.
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORE_MESSAGES } from '../../src/core/messages';
import { PANEL_STRINGS } from '../../src/shared/strings';

type Bundle = Record<string, string | { message: string; comment: string[] }>;

const read = (path: string): Bundle => {
  assert.ok(existsSync(path), `${path} is missing`);
  return JSON.parse(readFileSync(path, 'utf8')) as Bundle;
};
const text = (value: Bundle[string]): string => (typeof value === 'string' ? value : value.message);
/** The placeholders of a message, as a sorted set: {0}, {1}, ... and {name}. */
const placeholders = (message: string): string[] => [...new Set(message.match(/\{[^{}]+\}/g) ?? [])].sort();

const check = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/l10n.mjs', '--check', ...args], { encoding: 'utf8', timeout: 60_000 });

describe('l10n: the English bundle (npm run l10n)', () => {
  it('l10n/bundle.l10n.json is what npm run l10n makes from the sources (no string missing, none left over)', () => {
    const run = check();
    assert.equal(run.status, 0, `${run.stderr}${run.stdout}`);
  });

  it('the check fails, naming the string, when one is missing from the bundle', function () {
    this.timeout(60_000); // runs the extractor in a child process: up to 13 s seen on a loaded machine
    const bundle = read('l10n/bundle.l10n.json');
    const dropped = 'Solve Dirac Dice'; // a literal vscode.l10n.t call in src/extension/codeLens.ts
    assert.ok(dropped in bundle);
    delete bundle[dropped];
    const dir = mkdtempSync(join(tmpdir(), 'dirac-l10n-'));
    try {
      const path = join(dir, 'bundle.l10n.json');
      writeFileSync(path, JSON.stringify(bundle, null, 2));
      const run = check('--bundle', path);
      assert.equal(run.status, 1);
      assert.match(run.stderr, /missing from the bundle: "Solve Dirac Dice"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('holds every template of the panel and of the core, keyed by its English text', () => {
    const bundle = read('l10n/bundle.l10n.json');
    for (const template of [...Object.values(PANEL_STRINGS), ...Object.values(CORE_MESSAGES).map((m) => m.text)]) {
      assert.ok(template in bundle, `missing: ${template}`);
      assert.equal(text(bundle[template] as Bundle[string]), template);
    }
  });
});

describe('l10n: the German translation is complete', () => {
  const pairs = [
    ['l10n/bundle.l10n.json', 'l10n/bundle.l10n.de.json'],
    ['package.nls.json', 'package.nls.de.json'],
  ] as const;
  for (const [english, german] of pairs) {
    it(`${german} has every key of ${english}, with the same placeholders`, () => {
      const en = read(english);
      const de = read(german);
      const missing = Object.keys(en).filter((key) => !(key in de));
      assert.deepEqual(missing, [], `${missing.length} keys missing from ${german}`);
      const wrong = Object.keys(en).filter(
        (key) =>
          placeholders(text(en[key] as Bundle[string])).join() !== placeholders(text(de[key] as Bundle[string])).join(),
      );
      assert.deepEqual(wrong, [], `placeholders differ in ${german}`);
      const empty = Object.keys(de).filter(
        (key) => text(de[key] as Bundle[string]).trim() === '' && text(en[key] as Bundle[string]).trim() !== '',
      );
      assert.deepEqual(empty, [], `empty translations in ${german}`);
    });
  }
});
