// npm run l10n: writes l10n/bundle.l10n.json, the English bundle translators start from.
//
// It holds every string a person sees, keyed by its English text (as vscode.l10n.t looks it up):
//  - the literal vscode.l10n.t calls in src/, extracted by @vscode/l10n-dev;
//  - two catalogues that are data, not calls, because the code that owns them must not import
//    vscode: the panel's strings (PANEL_STRINGS, src/shared/strings.ts; the host translates each
//    one and sends the table to the page) and the core's problem messages (CORE_MESSAGES,
//    src/core/messages.ts; the host renders each problem's template and arguments). Their
//    entries carry a comment for the translator.
// A vscode.l10n.t call whose message is not a literal is allowed only where it translates one of
// those catalogues (VARIABLE_KEYS): anywhere else its string could not be extracted.
// Keys are sorted and the file is formatted by Prettier, so the output is deterministic.
//
//   node scripts/l10n.mjs           write the bundle
//   node scripts/l10n.mjs --check   exit 1, listing the differences, if the bundle is not up to date
//   ... --bundle <path>             another file than l10n/bundle.l10n.json
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getL10nJson } from '@vscode/l10n-dev';
import { build } from 'esbuild';
import * as prettier from 'prettier';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = process.argv.indexOf('--bundle');
/** The bundle written or checked (--bundle <path>: another file, for the test of the check itself). */
const bundlePath = at > 0 ? process.argv[at + 1] : join(root, 'l10n', 'bundle.l10n.json');

/** Files whose vscode.l10n.t calls take a catalogue's entries (added here as data). */
const VARIABLE_KEYS = new Set(['src/extension/pageContent.ts', 'src/extension/display.ts']);

async function sourceFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(path)));
    else if (entry.name.endsWith('.ts')) files.push(path);
  }
  return files.sort();
}

/** PANEL_STRINGS and CORE_MESSAGES, read from the TypeScript sources (bundled in memory by esbuild). */
async function catalogues() {
  const entry =
    "export { PANEL_STRINGS } from './src/shared/strings';\nexport { CORE_MESSAGES } from './src/core/messages';\n";
  const out = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** The bundle's entries, unsorted: key -> { message, comments }. */
async function collect() {
  const files = await sourceFiles(join(root, 'src'));
  const problems = [];
  const scripts = [];
  for (const file of files) {
    const contents = await readFile(file, 'utf8');
    const name = relative(root, file).replaceAll('\\', '/');
    for (const match of contents.matchAll(/l10n\.t\(\s*(\S)/g)) {
      if (!/['"`]/.test(match[1]) && !VARIABLE_KEYS.has(name)) {
        const line = contents.slice(0, match.index).split('\n').length;
        problems.push(`${name}:${line}: vscode.l10n.t with a message that is not a literal cannot be extracted`);
      }
    }
    scripts.push({ contents, extension: '.ts' });
  }
  const entries = new Map();
  const add = (key, comment) => {
    const entry = entries.get(key) ?? { comments: [] };
    if (comment && !entry.comments.includes(comment)) entry.comments.push(comment);
    entries.set(key, entry);
  };
  const calls = await getL10nJson(scripts);
  for (const [key, value] of Object.entries(calls)) {
    if (typeof value !== 'string') problems.push(`${key}: a comment in a vscode.l10n.t call (keep comments here)`);
    add(key);
  }
  const { PANEL_STRINGS, CORE_MESSAGES } = await catalogues();
  for (const [key, text] of Object.entries(PANEL_STRINGS)) add(text, `Results panel (${key}).`);
  for (const [id, { text, note }] of Object.entries(CORE_MESSAGES)) add(text, `A problem (${id}). ${note}`);
  return { entries, problems };
}

/** The bundle's text: sorted keys, a comment only where there is one, formatted by Prettier. */
async function bundleText() {
  const { entries, problems } = await collect();
  const keys = [...entries.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const bundle = {};
  for (const key of keys) {
    const { comments } = entries.get(key);
    bundle[key] = comments.length === 0 ? key : { message: key, comment: comments };
  }
  const options = (await prettier.resolveConfig(join(root, 'l10n', 'bundle.l10n.json'))) ?? {};
  const text = await prettier.format(JSON.stringify(bundle), { ...options, parser: 'json' });
  return { text, bundle, problems };
}

async function main() {
  const check = process.argv.includes('--check');
  const { text, bundle, problems } = await bundleText();
  for (const problem of problems) console.error(`l10n: ${problem}`);
  if (problems.length > 0) process.exit(1);
  const keys = Object.keys(bundle).length;
  if (!check) {
    await writeFile(bundlePath, text);
    console.log(`l10n: wrote ${relative(root, bundlePath)} (${keys} strings)`);
    return;
  }
  const current = await readFile(bundlePath, 'utf8').catch(() => '');
  if (current === text) {
    console.log(`l10n: ${relative(root, bundlePath)} is up to date (${keys} strings)`);
    return;
  }
  let old = {};
  try {
    old = JSON.parse(current);
  } catch {
    // an unreadable bundle: every key is missing
  }
  const missing = Object.keys(bundle).filter((key) => !(key in old));
  const extra = Object.keys(old).filter((key) => !(key in bundle));
  for (const key of missing) console.error(`l10n: missing from the bundle: ${JSON.stringify(key)}`);
  for (const key of extra) console.error(`l10n: in the bundle but no longer in the sources: ${JSON.stringify(key)}`);
  console.error(`l10n: ${relative(root, bundlePath)} is not up to date: run npm run l10n`);
  process.exit(1);
}

await main();
