// Entry point the extension host loads (extensionTestsPath): runs every *.test.js next to it.
import Mocha from 'mocha';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { takeCoverage } from 'node:v8';

export function run(): Promise<void> {
  // DIRAC_TEST_GREP runs only the tests whose titles match (while working on one suite).
  const grep = process.env.DIRAC_TEST_GREP;
  const mocha = new Mocha({ ui: 'tdd', color: false, timeout: 30_000, reporter: 'spec', ...(grep ? { grep } : {}) });
  for (const file of readdirSync(__dirname)
    .filter((f) => f.endsWith('.test.js'))
    .sort())
    mocha.addFile(join(__dirname, file));
  return new Promise((resolve, reject) => {
    mocha.run((failures) => {
      // With NODE_V8_COVERAGE set (`npm run coverage:integration`), write this extension host's
      // coverage now: the host is killed when the window closes, before Node would write it at exit.
      if (process.env.NODE_V8_COVERAGE) takeCoverage();
      if (failures > 0) reject(new Error(`${failures} integration test(s) failed`));
      else resolve();
    });
  });
}
