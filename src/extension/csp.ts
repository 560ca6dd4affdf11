// The panel's Content Security Policy and nonce (pure: unit-tested without VS Code).

/** 128 bits from the platform's CSPRNG, hex-encoded (never Math.random). */
export function makeNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Nothing by default; the nonce'd script; styles from the extension or the nonce'd `<style>`;
 * images and fonts from the extension only. Never 'unsafe-inline': an inline script or style
 * runs only with the nonce, which the page's own markup alone carries.
 */
export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `img-src ${cspSource}`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
  ].join('; ');
}

/**
 * A bundle's text made fit to sit inside its element in the page's markup (`<script>` or
 * `<style>`): without its source map comment (a relative URL that would mean nothing there).
 * Null when the text could end its element or open a comment (`</script`, `</style`, `<!--`):
 * then the page loads the file instead.
 */
export function inlineText(tag: 'script' | 'style', text: string): string | null {
  if (new RegExp(`</${tag}|<!--`, 'i').test(text)) return null;
  return text.replace(/\n?\/[/*]# sourceMappingURL=[^\n]*\s*$/, '\n');
}
