import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { contentSecurityPolicy, inlineText, makeNonce, panelHtml } from '../../src/extension/panelHtml';

suite('panel HTML: CSP and nonce', () => {
  test('allows nothing by default and scripts only with the nonce', () => {
    const csp = contentSecurityPolicy('https://file+.vscode-resource.vscode-cdn.net', 'abc123');
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    assert.deepEqual(directives.get('default-src'), ["'none'"]);
    assert.deepEqual(directives.get('script-src'), ["'nonce-abc123'"]);
    // The bundled styles sit inline under the nonce (else they load from the extension).
    assert.deepEqual(directives.get('style-src'), ['https://file+.vscode-resource.vscode-cdn.net', "'nonce-abc123'"]);
    assert.deepEqual(
      [...directives.keys()].sort(),
      ['default-src', 'font-src', 'img-src', 'script-src', 'style-src'],
      'no other directive (no connect-src, frame-src, ...)',
    );
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|data:|blob:|\*/);
  });

  test('inlines a bundle only when it cannot end its element or open a comment', () => {
    assert.equal(inlineText('script', 'a();\n//# sourceMappingURL=panel.js.map\n'), 'a();\n');
    assert.equal(inlineText('style', 'p{}\n/*# sourceMappingURL=panel.css.map */\n'), 'p{}\n');
    assert.equal(inlineText('script', 'const s = "x";\n'), 'const s = "x";\n');
    for (const text of ['a("</script>")', 'a("</SCRIPT ")', 'a("<!--")'])
      assert.equal(inlineText('script', text), null, text);
    for (const text of ['p{content:"</style>"}', 'p{content:"<!--"}'])
      assert.equal(inlineText('style', text), null, text);
  });

  test('nonces are 128 random bits, different every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const nonce = makeNonce();
      assert.match(nonce, /^[0-9a-f]{32}$/);
      seen.add(nonce);
    }
    assert.equal(seen.size, 1000);
  });

  test('the markup carries the policy, and its nonce on the script and nothing else inline', () => {
    const webview = {
      cspSource: 'vscode-resource:',
      asWebviewUri: (uri: vscode.Uri) => uri,
    } as unknown as vscode.Webview;
    const html = panelHtml(webview, vscode.Uri.file('/ext'), 'abc123');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    assert.equal(policy, contentSecurityPolicy('vscode-resource:', 'abc123'));
    assert.equal(html.match(/<script\b/g)?.length, 1, 'the page has one script');
    assert.match(html, /<script nonce="abc123" src="[^"]*panel\.js"><\/script>/);
    assert.doesNotMatch(html, /<script(?![^>]*nonce="abc123")/, 'every script carries the nonce');
  });
});
