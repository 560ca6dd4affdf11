import * as vscode from 'vscode';
import { contentSecurityPolicy, inlineText, makeNonce } from './csp';

/** Only the bundle and media folders are readable by the page. */
export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions & vscode.WebviewPanelOptions {
  return {
    enableScripts: true,
    localResourceRoots: [
      vscode.Uri.joinPath(extensionUri, 'media'),
      vscode.Uri.joinPath(extensionUri, 'dist', 'webview'),
    ],
  };
}

/** The page's bundles, read once, to put into its markup (fit to inline, else null). */
interface Bundles {
  script: string | null;
  style: string | null;
}

let bundles: Bundles | undefined;
let reading: Promise<void> | undefined;

/**
 * Reads the page's script and styles once (both builds: workspace.fs reads the extension's own
 * files in the browser too), so that a panel created later has them in its markup and does not
 * fetch them through the webview's resource loader after the document starts. Until they are
 * read (or if they cannot be), the page loads the files.
 */
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

/**
 * The page's HTML. It holds no workspace data at all: everything the page shows arrives by
 * postMessage and is written with textContent. Its script and styles are the extension's own
 * bundles, inline under the nonce when they have been read, else loaded from dist/webview.
 */
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
