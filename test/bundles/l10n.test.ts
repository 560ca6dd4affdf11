// Localisation: the English bundle holds every string of the sources (npm run l10n --check, run as a
// process). The bundles' contents and the German translation: test/unit/german.test.ts.
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Bundle = Record<string, string | { message: string; comment: string[] }>;

const read = (path: string): Bundle => {
  assert.ok(existsSync(path), `${path} is missing`);
  return JSON.parse(readFileSync(path, 'utf8')) as Bundle;
};

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
    const dropped = 'Check My Answer...'; // a literal vscode.l10n.t call in src/extension/codeLens.ts
    assert.ok(dropped in bundle);
    delete bundle[dropped];
    const dir = mkdtempSync(join(tmpdir(), 'dirac-l10n-'));
    try {
      const path = join(dir, 'bundle.l10n.json');
      writeFileSync(path, JSON.stringify(bundle, null, 2));
      const run = check('--bundle', path);
      assert.equal(run.status, 1);
      assert.match(run.stderr, /missing from the bundle: "Check My Answer\.\.\."/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
