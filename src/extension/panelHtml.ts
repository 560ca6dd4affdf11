/** The results panel's webview: its HTML, with its Content Security Policy, and where it may read from. */
import * as vscode from 'vscode';

/** 128 bits from the platform's CSPRNG, hex-encoded (never Math.random). */
export function makeNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Never 'unsafe-inline': an inline script or style runs only with the nonce, which the page's own markup alone carries. */
export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `img-src ${cspSource}`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
  ].join('; ');
}

/** A bundle's text fit to sit inside its element (no source map comment); null when it could end it: the page loads the file. */
export function inlineText(tag: 'script' | 'style', text: string): string | null {
  if (new RegExp(`</${tag}|<!--`, 'i').test(text)) return null;
  return text.replace(/\n?\/[/*]# sourceMappingURL=[^\n]*\s*$/, '\n');
}

/** The page's bundles, read once, to put into its markup (fit to inline, else null). */
let bundles: { script: string | null; style: string | null } | undefined;
let reading: Promise<void> | undefined;

/** Reads the page's script and styles once, so a panel carries them in its markup instead of fetching them. */
export function preloadPanelBundles(extensionUri: vscode.Uri): Promise<void> {
  const read = async (name: string): Promise<string> =>
    new TextDecoder().decode(
      await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', name)),
    );
  reading ??= Promise.all([read('panel.js'), read('panel.css')]).then(
    ([script, style]) => {
      bundles = { script: inlineText('script', script), style: inlineText('style', style) };
    },
    () => {
      bundles = { script: null, style: null };
    },
  );
  return reading;
}

/** The page's HTML: no workspace data (everything arrives by postMessage), the bundles inline under the nonce. */
export function panelHtml(webview: vscode.Webview, extensionUri: vscode.Uri, nonce = makeNonce()): string {
  const file = (name: string): string =>
    webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', name)).toString();
  const lang = vscode.env.language.replace(/[^A-Za-z0-9-]/g, '') || 'en';
  const style = bundles?.style
    ? `<style nonce="${nonce}">\n${bundles.style}</style>`
    : `<link rel="stylesheet" href="${file('panel.css')}">`;
  const script = bundles?.script
    ? `<script nonce="${nonce}">\n${bundles.script}</script>`
    : `<script nonce="${nonce}" src="${file('panel.js')}"></script>`;
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(webview.cspSource, nonce)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${style}
<title>Dirac Dice</title>
</head>
<body>
<main id="app"></main>
${script}
</body>
</html>`;
}

/** The results panel's webview, new (beside the editor, keeping the focus) or restored, with its options, icon and HTML. */
export function resultsWebview(viewType: string, extensionUri: vscode.Uri, restored?: vscode.WebviewPanel) {
  // Only the bundle and media folders are readable by the page.
  const roots = [vscode.Uri.joinPath(extensionUri, 'media'), vscode.Uri.joinPath(extensionUri, 'dist', 'webview')];
  const options = { enableScripts: true, localResourceRoots: roots };
  const where = { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true };
  const panel = restored ?? vscode.window.createWebviewPanel(viewType, '', where, options);
  panel.title = vscode.l10n.t('Dirac Dice Results'); // a restored one's too: the display language may have changed
  panel.webview.options = options;
  panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'icon.png');
  panel.webview.html = panelHtml(panel.webview, extensionUri);
  return panel;
}
