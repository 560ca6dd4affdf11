import * as assert from 'node:assert/strict';
import { contentSecurityPolicy, makeNonce } from '../../src/extension/csp';

describe('panel CSP and nonce', () => {
  it('allows nothing by default and scripts only with the nonce', () => {
    const csp = contentSecurityPolicy('https://file+.vscode-resource.vscode-cdn.net', 'abc123');
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    assert.deepEqual(directives.get('default-src'), ["'none'"]);
    assert.deepEqual(directives.get('script-src'), ["'nonce-abc123'"]);
    assert.deepEqual(directives.get('style-src'), ['https://file+.vscode-resource.vscode-cdn.net']);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
  });

  it('nonces are 128 random bits, different every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const nonce = makeNonce();
      assert.match(nonce, /^[0-9a-f]{32}$/);
      seen.add(nonce);
    }
    assert.equal(seen.size, 1000);
  });
});
