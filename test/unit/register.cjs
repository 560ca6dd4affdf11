// Lets mocha load the TypeScript tests without an extra dependency: every .ts file required
// from here on is transpiled to CommonJS by esbuild (types are stripped, not checked; `npm run
// typecheck` does that).
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('esbuild');

Module._extensions['.ts'] = function compileTs(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    loader: 'ts',
    format: 'cjs',
    target: 'es2022',
    sourcefile: filename,
    sourcemap: 'inline',
  });
  module._compile(code, filename);
};
