/**
 * Every command README.md and docs/*.md show, run or checked: an example that stops working fails here.
 * - ```sh blocks: a command a line (and one after `# or:`). ```console blocks: `$ command`, then the
 *   output it quotes: each line, in order, a line of its stdout and stderr (`...` skips lines; a block
 *   ends where the output does, unless it ends with `...`). `# exit N` after a command: its exit status (else 0).
 * - Inline `npm ...`, `npx ...`, `node ...` and `code ...` in the prose.
 * The CLI (`node dist/cli.js`, `npx dirac-dice`: the package's bin) runs in a shell at the root. What
 * starts VS Code or takes minutes cannot run here (npm start, npm test, npm ci, npm run bench...):
 * its npm script must exist and name files that exist; `node <file>` and `code ...` likewise. An install of the
 * .vsix (`code`, `codium`, `code-server --install-extension`) must name the file `npm run package` writes; the UI tier
 * runs code-server's for real (test/ui/harness.mjs installVsix) and tests the extension so installed.
 * ```js blocks run against dist/core.js; a line `expression; // literal` must give that literal.
 */
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const read = (file: string): string => readFileSync(join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; bin: Record<string, string> };
const DOCS = ['README.md', ...readdirSync(join(root, 'docs')).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : []))];

/** `quoted`: the output lines a console block quotes (null: not quoted). */
type Shown = { command: string; exit: number; quoted: string[] | null };

function shownIn(text: string): { commands: Shown[]; scripts: string[] } {
  const commands = new Map<string, Shown>();
  const scripts: string[] = [];
  const shown = (line: string, quoted: string[] | null = null): void => {
    const exit = Number(/#\s*exit (\d+)\s*$/.exec(line)?.[1] ?? 0);
    const found: Shown[] = [{ command: line.replace(/\s+#.*$/, '').trim(), exit, quoted }];
    const or = /#\s*or: (.+)$/.exec(line)?.[1]; // `command   # or: another command`
    if (or) found.push({ command: or.trim(), exit: 0, quoted: null });
    for (const s of found) commands.set(JSON.stringify(s), s);
  };
  for (const [, lang, body = ''] of text.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)) {
    const lines = body.replace(/\n$/, '').split('\n');
    if (lang === 'sh') lines.filter((l) => l.trim() && !l.startsWith('#')).forEach((l) => shown(l));
    if (lang === 'js') scripts.push(body);
    if (lang !== 'console') continue;
    lines.forEach((l, i) => {
      const next = lines.findIndex((m, j) => j > i && m.startsWith('$ '));
      if (l.startsWith('$ ')) shown(l.slice(2), lines.slice(i + 1, next < 0 ? undefined : next));
    });
  }
  const prose = text.replace(/^```[\s\S]*?^```$/gm, '');
  for (const [, span = ''] of prose.matchAll(/`((?:npm|npx|node|code) [^`]+)`/g)) shown(span.replace(/\s+/g, ' '));
  return { commands: [...commands.values()], scripts };
}

/** Each quoted line in order, consecutive but where `...` stands; the output ends with the quote unless `...` ends it. */
function assertQuoted(output: string, quoted: string[], where: string): void {
  const lines = output.replace(/\n$/, '').split('\n');
  let [at, skip] = [0, false];
  for (const line of quoted.map((q) => q.trimEnd())) {
    if (line === '...') skip = true;
    else {
      const found: number = skip ? lines.indexOf(line, at) : lines[at]?.trimEnd() === line ? at : -1;
      assert.ok(found >= 0, `${where} quotes a line its output lacks: "${line}"\n--- output:\n${output}`);
      [at, skip] = [found + 1, false];
    }
  }
  if (!skip) assert.equal(lines.slice(at).join('\n'), '', `${where}: the output goes on past the quote`);
}

/** The npm script, `node` file or `code` command a person would run, as far as it can be checked without running it. */
function assertRunnable(command: string, where: string): void {
  const [tool, ...args] = command.replace(/^(\w+=\S+ )+/, '').split(' ');
  const script = args[0] === 'run' ? args.slice(1).find((a) => !a.startsWith('-')) : args[0];
  const exists = (file = '') => assert.ok(existsSync(join(root, file)), `${where}: no file ${file}`);
  if (tool === 'npm' && (script === 'ci' || script === 'install')) exists('package-lock.json');
  else if (tool === 'npm') {
    const body = pkg.scripts[script ?? ''];
    assert.ok(body, `${where}: package.json has no script "${script}"`);
    (body.match(/[\w./-]+\.(?:mjs|cjs|js|ts)\b/g) ?? []).forEach((file) => exists(file));
  } else if (tool === 'node') exists(args[0]);
  else if (/^(code|codium|code-server)$/.test(tool ?? '') && args[0] === '--install-extension') {
    assert.ok(pkg.scripts.package?.includes(`--out ${args[1]}`), `${where}: npm run package does not write ${args[1]}`);
    const ui = read('test/ui/run.mjs') + read('test/ui/harness.mjs');
    if (tool === 'code-server') assert.ok(ui.includes(`'${args[1]}'`) && ui.includes("'--install-extension'"), where);
  } else if (tool === 'code') {
    assert.ok(read('scripts/start.mjs').includes(args[0]?.split('=')[0] ?? '?'), `${where}: npm start does not run it`);
    args.slice(1).forEach((file) => exists(file));
  } else assert.fail(`${where}: this test can neither run nor check it; show a command it knows`);
}

/** A js block with each `expression; // literal` line turned into a check. */
function runJs(body: string, doc: string): void {
  const code = body.replace(/^([^/\n]*?);\s*\/\/\s*(.+)$/gm, (line, expression: string, literal: string) => {
    try {
      new Function(`return (${literal});`);
    } catch {
      return line; // a comment in words
    }
    return `check(${expression}, ${literal}, ${JSON.stringify(line)});`;
  });
  const check = (actual: unknown, expected: unknown, line: string) =>
    assert.deepEqual(actual, expected, `${doc}: ${line}`);
  new Function('require', 'check', code)(createRequire(join(root, 'package.json')), check);
}

describe('the commands the documents show', function () {
  this.timeout(120_000);
  it('README.md is at most 250 lines: a person reads it whole', () =>
    assert.ok(read('README.md').trimEnd().split('\n').length <= 250));
  for (const doc of DOCS) {
    const { commands, scripts } = shownIn(read(doc));
    describe(doc, () => {
      for (const { command, exit, quoted } of commands) {
        it(`${command}${exit ? ` (exit ${exit})` : ''}${quoted ? ', with the output quoted' : ''}`, () => {
          const where = `${doc}: \`${command}\``;
          const cli = command.replace(/^npx dirac-dice\b/, () => `node ${pkg.bin['dirac-dice']}`);
          if (!cli.includes('node dist/cli.js')) return assertRunnable(command, where);
          const run = spawnSync('sh', ['-c', cli], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26, timeout: 1e5 });
          assert.equal(run.status, exit, `${where} exits with ${run.status}: ${run.stderr}`);
          if (quoted) assertQuoted(run.stdout + run.stderr, quoted, where);
        });
      }
      scripts.forEach((body, i) =>
        it(`js block ${i + 1}: runs, each \`expression; // literal\` as it says`, () => runJs(body, doc)),
      );
    });
  }
});
