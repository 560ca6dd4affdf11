// The results panel's text: every string the page shows comes from PANEL_STRINGS through t()
// (so that the host can send it translated), and every entry there is used.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';
import { format } from '../../src/core/template';
import { PANEL_STRINGS, pickPanelStrings, type PanelStringKey } from '../../src/shared/strings';

const MEDIA = join(__dirname, '..', '..', 'media');

/** media/**\/*.ts except i18n.ts (which defines t and tParts), parsed by the TypeScript compiler. */
function mediaSources(): { file: string; source: ts.SourceFile }[] {
  return readdirSync(MEDIA, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && file !== 'i18n.ts')
    .sort()
    .map((file) => ({
      file: file.split(sep).join('/'),
      source: ts.createSourceFile(file, readFileSync(join(MEDIA, file), 'utf8'), ts.ScriptTarget.Latest, true),
    }));
}

/** Every node of a source file, depth first. */
const nodes = (node: ts.Node): ts.Node[] => [node, ...node.getChildren().flatMap(nodes)];
const lineOf = (node: ts.Node): number => node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
const isTranslation = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['t', 'tParts'].includes(node.expression.text);

/** Every t('key', ...) and tParts('key', ...) call, with the number of arguments after the key. */
function translationCalls(): { calls: { file: string; line: number; key: string; args: number }[]; dynamic: string[] } {
  const calls = [];
  const dynamic = [];
  for (const { file, source } of mediaSources())
    for (const call of nodes(source).filter(isTranslation)) {
      const [key, ...args] = call.arguments;
      if (key && ts.isStringLiteral(key)) calls.push({ file, line: lineOf(call), key: key.text, args: args.length });
      else dynamic.push(`${file}:${lineOf(call)}: ${call.getText().slice(0, 40)}`);
    }
  return { calls, dynamic };
}

/** The highest placeholder number of a template plus one (0 for none). */
const placeholders = (template: string): number =>
  Math.max(0, ...[...template.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1]) + 1));

describe('panel strings', () => {
  const keys = Object.keys(PANEL_STRINGS) as PanelStringKey[];
  const { calls, dynamic } = translationCalls();

  it('are looked up with literal keys only', () => {
    assert.ok(calls.length > 100, `only ${calls.length} calls found: the scan is broken`);
    assert.deepEqual(dynamic, []);
  });

  it('every key used in media/ exists in PANEL_STRINGS', () => {
    const unknown = calls
      .filter((c) => !Object.prototype.hasOwnProperty.call(PANEL_STRINGS, c.key))
      .map((c) => `${c.file}:${c.line}: ${c.key}`);
    assert.deepEqual(unknown, []);
  });

  it('every key of PANEL_STRINGS is used', () => {
    const used = new Set(calls.map((c) => c.key));
    const unused = keys.filter((k) => !used.has(k));
    assert.deepEqual(unused, []);
  });

  it('each call passes as many arguments as its template has placeholders', () => {
    const wrong = calls
      .filter((c) => c.args !== placeholders(PANEL_STRINGS[c.key as PanelStringKey] ?? ''))
      .map((c) => `${c.file}:${c.line}: ${c.key} gets ${c.args}`);
    assert.deepEqual(wrong, []);
  });

  it('templates number their placeholders from {0} without gaps, and are not empty', () => {
    for (const key of keys) {
      const template: string = PANEL_STRINGS[key];
      assert.ok(template.length > 0, key);
      const used = new Set([...template.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1])));
      for (let n = 0; n < placeholders(template); n++) assert.ok(used.has(n), `${key} lacks {${n}}`);
    }
  });

  it('the copy label fills its placeholder', () => {
    assert.equal(format(PANEL_STRINGS['answers.copyLabel'], [2]), 'Copy the part 2 answer');
  });

  it('pickPanelStrings() keeps known keys with string values only', () => {
    const mixed = { 'answers.copy': 'Kopieren', 'memo.title': 7, 'no.such.key': 'x', toString: 'x' };
    assert.deepEqual(pickPanelStrings(mixed), { 'answers.copy': 'Kopieren' });
    const withProto: unknown = JSON.parse('{"__proto__": "x", "answers.title": "Antworten"}');
    assert.deepEqual(pickPanelStrings(withProto), { 'answers.title': 'Antworten' });
    for (const bad of [null, undefined, 'answers.copy', 42, ['Copy']]) assert.deepEqual(pickPanelStrings(bad), {});
  });

  it('media/ writes no English text into the page directly', () => {
    /** Looks like words for people: three words in a row, a capitalized word, or a sentence end. */
    const prose = (text: string): boolean =>
      /[A-Za-z]{2,}[ ,;:'’]+[A-Za-z]{2,}[ ,;:'’]+[A-Za-z]{2,}/.test(text) ||
      /^\s*[A-Z][a-z]+\b/.test(text) ||
      /[a-z][.:!?…]\s*$/.test(text);
    const leftovers: string[] = [];
    for (const { file, source } of mediaSources())
      for (const node of nodes(source)) {
        // A literal's text; for a template literal its fixed parts, each ${...} written as {}.
        let text: string;
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
        else if (ts.isTemplateExpression(node))
          text = [node.head, ...node.templateSpans.map((span) => span.literal)].map((part) => part.text).join('{}');
        else continue;
        const before = source.text.slice(source.text.lastIndexOf('\n', node.getStart()) + 1, node.getStart());
        // Not for people: imports, console output, thrown errors, keys compared with, t() keys.
        if (/^\s*(import|export .* from)\b/.test(before) || /console\.\w+\(|new Error\(/.test(before)) continue;
        if (/(===|!==|\bcase)\s*$/.test(before) || /\b(t|tParts)(<[^>()]*>)?\(\s*$/.test(before)) continue;
        const where = `${file}:${lineOf(node)}: ${node.getText()}`;
        // Attributes read out or shown, and text written straight into an element.
        const shownAttribute =
          /(['"]aria-label['"]|\btitle|\blabel|\bplaceholder|\balt)\s*:\s*$/.test(before) ||
          /\.(textContent|innerText|title|ariaLabel)\s*=\s*$/.test(before);
        if (shownAttribute && /[A-Za-z]{2}/.test(text)) leftovers.push(where);
        else if (prose(text)) leftovers.push(where);
      }
    assert.deepEqual(leftovers, []);
  });
});
