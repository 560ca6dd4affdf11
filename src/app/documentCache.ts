/** One parse and at most one editor solve per (document, version, rules), however many features look. */
import {
  checkRequest,
  DEFAULT_RULES,
  parseInput,
  resolveRules,
  solveRequest,
  type ParseOutcome,
  type Rules,
  type RulesInput,
} from '../core';
import { problemsOf } from '../core/errors';
import type { Problem, SolveResult } from '../core/result';
import { HEAVY_WORK } from './policy';

/** What the cache needs of a document (vscode.TextDocument has it; tests pass plain objects). */
export interface TextSnapshot {
  readonly uri: string;
  readonly version: number;
  getText(): string;
}

/** The settings a parse and an editor solve depend on. */
export interface SolveSettings {
  rules: RulesInput;
  maxWork: number;
}

/** The answers the editor shows inline (CodeLens, hover): cheap ones only. */
export type EditorAnswer =
  | { kind: 'solved'; result: SolveResult }
  | { kind: 'problems'; problems: Problem[] }
  /** Over HEAVY_WORK: the editor offers only "Solve", which runs off the extension host's thread. */
  | { kind: 'too-big' };

export type RulesOutcome = { ok: true; rules: Rules } | { ok: false; problems: Problem[] };

/** One document version, parsed once with one set of rules. */
export interface ParsedDocument {
  readonly uri: string;
  readonly version: number;
  readonly rules: RulesOutcome;
  /** The parse, with the rules' board (the puzzle's board when the rules are invalid). */
  readonly parse: ParseOutcome;
  /** The editor's answer, computed on first use. */
  answer(): EditorAnswer;
}

export class DocumentCache {
  /** Per document, its latest version under each set of rules (the settings', the panel's): switching between them parses nothing again. */
  private readonly entries = new Map<string, { version: number; byRules: Map<string, ParsedDocument> }>();
  /** How often the cache did real work: the tests hold it to one parse per version. */
  readonly counts = { parses: 0, solves: 0 };

  get(doc: TextSnapshot, settings: SolveSettings): ParsedDocument {
    let entry = this.entries.get(doc.uri);
    if (entry?.version !== doc.version)
      this.entries.set(doc.uri, (entry = { version: doc.version, byRules: new Map() }));
    const key = settingsKey(settings);
    let parsed = entry.byRules.get(key);
    if (parsed) return parsed;
    if (entry.byRules.size >= 4) entry.byRules.clear(); // rules tried in the panel's form: keep a few
    entry.byRules.set(key, (parsed = this.parse(doc, settings)));
    return parsed;
  }

  forget(uri: string): void {
    this.entries.delete(uri);
  }

  private parse(doc: TextSnapshot, settings: SolveSettings): ParsedDocument {
    const rules = tryResolveRules(settings.rules);
    this.counts.parses++;
    const parse = parseInput(doc.getText(), rules.ok ? rules.rules : DEFAULT_RULES);
    let answer: EditorAnswer | undefined;
    return {
      uri: doc.uri,
      version: doc.version,
      rules,
      parse,
      answer: () => (answer ??= this.editorAnswer(rules, parse, settings)),
    };
  }

  private editorAnswer(rules: RulesOutcome, parse: ParseOutcome, settings: SolveSettings): EditorAnswer {
    if (!rules.ok) return { kind: 'problems', problems: rules.problems };
    if (!parse.ok) return { kind: 'problems', problems: parse.problems };
    try {
      const request = checkRequest(parse.input.positions, rules.rules, { maxWork: settings.maxWork }, false);
      if (request.work > HEAVY_WORK) return { kind: 'too-big' };
      this.counts.solves++;
      return { kind: 'solved', result: solveRequest(request).result };
    } catch (error) {
      return { kind: 'problems', problems: problemsOf(error) };
    }
  }
}

function tryResolveRules(input: RulesInput): RulesOutcome {
  try {
    return { ok: true, rules: resolveRules(input) };
  } catch (error) {
    return { ok: false, problems: problemsOf(error) };
  }
}

function settingsKey(settings: SolveSettings): string {
  return `${settings.maxWork}|${JSON.stringify(settings.rules, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`;
}
