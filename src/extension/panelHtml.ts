import * as vscode from 'vscode';
import { contentSecurityPolicy, makeNonce } from './csp';

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

/**
 * The page's HTML. It holds no workspace data at all: everything the page shows arrives by
 * postMessage and is written with textContent.
 */
export function panelHtml(webview: vscode.Webview, extensionUri: vscode.Uri, nonce = makeNonce()): string {
  const script = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', 'panel.js'));
  const style = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', 'panel.css'));
  const lang = vscode.env.language.replace(/[^A-Za-z0-9-]/g, '') || 'en';
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(webview.cspSource, nonce)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${style.toString()}">
<title>Dirac Dice</title>
</head>
<body>
<main id="app"></main>
<script nonce="${nonce}" src="${script.toString()}"></script>
</body>
</html>`;
}
