// The results panel's text: every string the page shows comes from PANEL_STRINGS through t()
// (so that the host can send it translated), and every entry there is used.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { format } from '../../src/core/template';
import { PANEL_STRINGS, pickPanelStrings, type PanelStringKey } from '../../src/shared/strings';

const MEDIA = join(__dirname, '..', '..', 'media');

/** media/**\/*.ts except i18n.ts (which defines t and tParts). */
function mediaSources(): { file: string; text: string }[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  walk(MEDIA);
  return files
    .filter((path) => relative(MEDIA, path) !== 'i18n.ts')
    .sort()
    .map((path) => ({ file: relative(MEDIA, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }));
}

interface Literal {
  /** The literal's text; for a template literal its fixed parts, each ${...} written as {}. */
  text: string;
  /** Where it starts (index of the opening quote) and ends (just past the closing one). */
  start: number;
  end: number;
}

/**
 * The string literals of a TypeScript source, and the source with its comments blanked out
 * (regular expressions skipped). A small scanner, enough for this code base, not a tokenizer.
 */
function scan(source: string): { literals: Literal[]; code: string } {
  const found: Literal[] = [];
  const code = source.split('');
  const blank = (from: number, to: number): void => {
    for (let k = from; k < to; k++) if (code[k] !== '\n') code[k] = ' ';
  };
  let i = 0;
  /** The last character that was code (not space or comment), to tell a regex from a division. */
  let previous = '';
  const scanQuoted = (quote: string): void => {
    const start = i;
    let text = '';
    for (i++; i < source.length && source[i] !== quote; i++) {
      if (source[i] === '\\') text += source[++i];
      else text += source[i];
    }
    i++;
    found.push({ text, start, end: i });
  };
  const scanTemplate = (): void => {
    const start = i;
    let text = '';
    for (i++; i < source.length && source[i] !== '`'; i++) {
      if (source[i] === '\\') text += source[++i];
      else if (source[i] === '$' && source[i + 1] === '{') {
        // Skip the expression (it may hold strings and templates of its own, scanned too).
        i += 2;
        let depth = 1;
        while (i < source.length && depth > 0) {
          const c = source[i];
          if (c === "'" || c === '"') scanQuoted(c);
          else if (c === '`') scanTemplate();
          else {
            if (c === '{') depth++;
            if (c === '}') depth--;
            i++;
          }
        }
        i--;
        text += '{}';
      } else text += source[i];
    }
    i++;
    found.push({ text, start, end: i });
  };
  while (i < source.length) {
    const c = source[i] ?? '';
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      blank(i, end < 0 ? source.length : end);
      i = end < 0 ? source.length : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      blank(i, end < 0 ? source.length : end + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (
      c === '/' &&
      (previous === '' ||
        '(,=:[!&|?{};'.includes(previous) ||
        /\b(return|typeof|case|else|in|of|void|throw)\s*$/.test(source.slice(Math.max(0, i - 12), i)))
    ) {
      // A regular expression literal: up to the closing slash outside a character class.
      let inClass = false;
      for (i++; i < source.length; i++) {
        const r = source[i];
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
      }
      i++;
      previous = '/';
    } else if (c === "'" || c === '"') {
      scanQuoted(c);
      previous = c;
    } else if (c === '`') {
      scanTemplate();
      previous = '`';
    } else {
      if (!/\s/.test(c)) previous = c;
      i++;
    }
  }
  return { literals: found.sort((a, b) => a.start - b.start), code: code.join('') };
}

interface Call {
  file: string;
  line: number;
  key: string;
  /** How many arguments follow the key. */
  args: number;
}

/** Every t('key', ...) and tParts('key', ...) call, with the number of arguments after the key. */
function translationCalls(): { calls: Call[]; dynamic: string[] } {
  const calls: Call[] = [];
  const dynamic: string[] = [];
  for (const { file, text: source } of mediaSources()) {
    const { literals: strings, code: text } = scan(source);
    const inString = (index: number): boolean => strings.some((s) => index > s.start && index < s.end);
    for (const match of text.matchAll(/\b(?:t|tParts)(?:<[^>()]*>)?\(/g)) {
      if (inString(match.index)) continue;
      const line = text.slice(0, match.index).split('\n').length;
      const open = match.index + match[0].length;
      const first = strings.find((s) => s.start >= open);
      if (
        !first ||
        text.slice(open, first.start).trim() !== '' ||
        !(text[first.start] === "'" || text[first.start] === '"')
      ) {
        dynamic.push(`${file}:${line}: ${text.slice(match.index, match.index + 40)}`);
        continue;
      }
      // Count the top-level commas up to the closing parenthesis, skipping string literals.
      let depth = 0;
      let args = 0;
      let sawArgument = false;
      for (let i = first.end; i < text.length; i++) {
        const literal = strings.find((s) => s.start === i);
        if (literal) {
          i = literal.end - 1;
          sawArgument = true;
          continue;
        }
        const c = text[i] ?? '';
        if ('([{'.includes(c)) depth++;
        else if (')]}'.includes(c)) {
          if (depth === 0) break;
          depth--;
        } else if (c === ',' && depth === 0) {
          args++;
          sawArgument = false;
          continue;
        }
        if (!/\s/.test(c)) sawArgument = true;
      }
      // A trailing comma (as the formatter writes in long calls) adds no argument.
      if (args > 0 && !sawArgument) args--;
      calls.push({ file, line, key: first.text, args });
    }
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
    assert.deepEqual(
      keys.filter((k) => !used.has(k)),
      [],
    );
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
    assert.deepEqual(
      pickPanelStrings({ 'answers.copy': 'Kopieren', 'memo.title': 7, 'no.such.key': 'x', toString: 'x' }),
      { 'answers.copy': 'Kopieren' },
    );
    assert.deepEqual(pickPanelStrings(JSON.parse('{"__proto__": "x", "answers.title": "Antworten"}')), {
      'answers.title': 'Antworten',
    });
    for (const bad of [null, undefined, 'answers.copy', 42, ['Copy']]) assert.deepEqual(pickPanelStrings(bad), {});
  });

  it('media/ writes no English text into the page directly', () => {
    /** Looks like words for people: three words in a row, a capitalized word, or a sentence end. */
    const prose = (text: string): boolean =>
      /[A-Za-z]{2,}[ ,;:'’]+[A-Za-z]{2,}[ ,;:'’]+[A-Za-z]{2,}/.test(text) ||
      /^\s*[A-Z][a-z]+\b/.test(text) ||
      /[a-z][.:!?…]\s*$/.test(text);
    const leftovers: string[] = [];
    for (const { file, text: source } of mediaSources()) {
      const { literals, code: text } = scan(source);
      for (const literal of literals) {
        const lineStart = text.lastIndexOf('\n', literal.start) + 1;
        const before = text.slice(lineStart, literal.start);
        const line = text.slice(0, literal.start).split('\n').length;
        // Not for people: imports, console output, thrown errors, keys compared with, t() keys.
        if (/^\s*(import|export .* from)\b/.test(before) || /console\.\w+\(|new Error\(/.test(before)) continue;
        if (/(===|!==|\bcase)\s*$/.test(before) || /\b(t|tParts)(<[^>()]*>)?\(\s*$/.test(before)) continue;
        const where = `${file}:${line}: ${text.slice(literal.start, literal.end)}`;
        // Attributes read out or shown, and text written straight into an element.
        const shownAttribute =
          /(['"]aria-label['"]|\btitle|\blabel|\bplaceholder|\balt)\s*:\s*$/.test(before) ||
          /\.(textContent|innerText|title|ariaLabel)\s*=\s*$/.test(before);
        if (shownAttribute && /[A-Za-z]{2}/.test(literal.text)) leftovers.push(where);
        else if (prose(literal.text)) leftovers.push(where);
      }
    }
    assert.deepEqual(leftovers, []);
  });
});
