/**
 * The results panel's message protocol, both ways. The page is an untrusted context: the host
 * accepts only what `parsePageMessage` lets through and ignores (and logs) everything else.
 */
import type { AllPairsResult, Part2Result, Problem, RulesJson, SolveResult } from './result';
import type { PanelStringKey } from './strings';

/** Where a result came from (shown in the panel as text only). */
export interface SourceInfo {
  /** The document's URI, as a string. */
  uri: string;
  /** A short label: the file name, or "Untitled-1". */
  label: string;
  /** Document version the result was computed from. */
  version: number;
}

/** Scores after each turn of the part 1 game (for the replay chart). */
export interface Replay {
  /** scores[p][k]: player p's score after its (k+1)-th turn. */
  scores: number[][];
  target: number;
  winner: number;
}

/** Everything the panel shows for one solve. */
export interface PanelModel {
  source: SourceInfo;
  result: SolveResult;
  /** The heatmap's data; null when the board is too large for it. */
  allPairs: AllPairsResult | null;
  /** The part 1 replay; null when the game is too long to chart. */
  replay: Replay | null;
  /** Rules in force, and whether they come from settings or were changed in the panel. */
  rulesOrigin: 'settings' | 'panel';
  /** Wall time of the whole solve, including the extras above. */
  totalMs: number;
}

/** Answers for one starting pair, for a heatmap cell click. */
export interface PairAnswers {
  positions: number[];
  part1: string;
  part2: string;
  wins: string[];
}

export type HostMessage =
  | { type: 'model'; model: PanelModel }
  | { type: 'problems'; source: SourceInfo | null; problems: Problem[]; rules: RulesJson }
  /** A progress line; null clears it. */
  | { type: 'busy'; label: string | null }
  | { type: 'stale'; stale: boolean }
  | { type: 'pair'; pair: PairAnswers }
  | { type: 'compared'; part2: Part2Result }
  | { type: 'notice'; text: string }
  /** The panel's text in VS Code's display language (templates; the page fills the placeholders). */
  | { type: 'strings'; strings: Partial<Record<PanelStringKey, string>> };

/** Rule values the page may send (all optional; validated again by the core). */
export type RulesPatch = Partial<
  Record<'boardSize' | 'rollsPerTurn' | 'deterministicSides' | 'diracSides' | 'diracTarget', number> & {
    target: string;
  }
>;

export type PageMessage =
  | { type: 'ready' }
  | { type: 'copy'; part: 1 | 2 }
  | { type: 'resolve' }
  | { type: 'setRules'; rules: RulesPatch }
  | { type: 'resetRules' }
  | { type: 'solvePair'; positions: number[] }
  | { type: 'compareAll' }
  | { type: 'cancel' }
  | { type: 'openSource' };

const NUMBER_RULES = ['boardSize', 'rollsPerTurn', 'deterministicSides', 'diracSides', 'diracTarget'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasOnly(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(value).every((k) => keys.includes(k));
}

const smallInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e9;

/**
 * Validates a message from the page. Returns null for anything that is not exactly one of the
 * PageMessage shapes (unknown type, wrong field types, extra keys, oversized values).
 */
export function parsePageMessage(raw: unknown): PageMessage | null {
  if (!isRecord(raw) || typeof raw.type !== 'string') return null;
  switch (raw.type) {
    case 'ready':
    case 'resolve':
    case 'resetRules':
    case 'compareAll':
    case 'cancel':
    case 'openSource':
      return hasOnly(raw, ['type']) ? { type: raw.type } : null;
    case 'copy':
      return hasOnly(raw, ['type', 'part']) && (raw.part === 1 || raw.part === 2)
        ? { type: 'copy', part: raw.part }
        : null;
    case 'solvePair': {
      const p = raw.positions;
      if (
        !hasOnly(raw, ['type', 'positions']) ||
        !Array.isArray(p) ||
        p.length < 2 ||
        p.length > 16 ||
        !p.every(smallInt)
      )
        return null;
      return { type: 'solvePair', positions: p.slice() };
    }
    case 'setRules': {
      const r = raw.rules;
      if (!hasOnly(raw, ['type', 'rules']) || !isRecord(r) || !hasOnly(r, [...NUMBER_RULES, 'target'])) return null;
      const rules: RulesPatch = {};
      for (const key of NUMBER_RULES) {
        if (r[key] === undefined) continue;
        if (!smallInt(r[key])) return null;
        rules[key] = r[key];
      }
      if (r.target !== undefined) {
        if (typeof r.target !== 'string' || !/^\d{1,200}$/.test(r.target)) return null;
        rules.target = r.target;
      }
      return { type: 'setRules', rules };
    }
    default:
      return null;
  }
}

/** What the "Solve Dirac Dice" command returns (so tests and other extensions can read the numbers). */
export type SolveCommandResult =
  | { ok: true; source: SourceInfo; result: SolveResult }
  | { ok: false; source: SourceInfo | null; problems: Problem[]; message: string };
