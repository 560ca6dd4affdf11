/** The results panel's messages, both ways; the host accepts from the page only what `parsePageMessage` lets through. */
import type { IntegerRuleName, RuleName } from '../core/ruleTable';
import type { AllPairsResult, Problem, RulesJson, SolveResult } from '../core/result';
import type { PanelStrings } from './strings';

/** The version of the page's saved state (setState): a state of another version is dropped, never translated. */
export const PAGE_STATE_VERSION = 2;

/** Where a result came from: the document's URI, a short label (its file name, or "Untitled-1"), its version. */
export interface SourceInfo {
  uri: string;
  label: string;
  version: number;
}

/** An answer of the puzzle: part 1 or part 2. */
export type AnswerPart = 1 | 2;

/** Everything the panel shows for one solve. */
export interface PanelModel {
  source: SourceInfo;
  result: SolveResult;
  /** The heatmap's data; null when the board is too large for it. */
  allPairs: AllPairsResult | null;
  /** Whether the rules come from settings or were changed in the panel. */
  rulesOrigin: 'settings' | 'panel';
  /** Wall time of the whole solve, including the extras above. */
  totalMs: number;
  /** Spoiler-free mode: the answers the page keeps covered, with what gives them away (set by the host; absent: none). */
  covered?: AnswerPart[];
}

/** Answers for one starting pair, for a heatmap cell click. */
export interface PairAnswers {
  positions: number[];
  part1: string;
  part2: string;
  wins: string[];
}

/** Host -> page: a reply names its request in `inReplyTo`, so it is never taken for an unasked message. */
export type HostMessage =
  /** `id` names this model (one per solve shown): the page never draws the same id twice. */
  | { type: 'model'; model: PanelModel; id: string }
  | { type: 'problems'; source: SourceInfo | null; problems: Problem[]; rules: RulesJson }
  /** A progress line; null clears it. */
  | { type: 'busy'; label: string | null }
  | { type: 'stale'; stale: boolean }
  | { type: 'notice'; text: string }
  /** The panel's text in VS Code's display language (templates; the page fills the placeholders). */
  | { type: 'strings'; strings: PanelStrings; locale: string }
  | PageReply;

/** The host's replies: a solvePair request's answers, or why a request could not be answered. */
export type PageReply =
  { type: 'pair'; inReplyTo: number; pair: PairAnswers } | { type: 'error'; inReplyTo: number; text: string };

/** Rule values the page may send (all optional; whole numbers, part 1's target as decimal digits; the core checks ranges). */
export type RulesPatch = { [R in RuleName]?: R extends IntegerRuleName ? number : string };

/** What the page asks of the host. */
export type PageRequest =
  /** The page's script started, showing (from its saved state) this model and strings of this locale. */
  | { type: 'ready'; modelId?: string; locale?: string }
  | { type: 'copy'; part: AnswerPart }
  /** Spoiler-free mode: uncover this answer of the input shown. */
  | { type: 'reveal'; part: AnswerPart }
  | { type: 'resolve' }
  | { type: 'setRules'; rules: RulesPatch }
  | { type: 'resetRules' }
  | { type: 'solvePair'; positions: number[] }
  | { type: 'compareAll' }
  | { type: 'cancel' }
  | { type: 'openSource' }
  | { type: 'copyMarkdown' }
  | { type: 'saveJson' }
  /** Open the explorer of the game's states at the start of the shown input and rules. */
  | { type: 'explore' }
  /** One chart as a standalone SVG (theme colours resolved by the page); `name` is a file-name stem. */
  | { type: 'saveSvg'; name: string; svg: string };

/** Page -> host: a request with its id (counted up by the page), which the host's reply names. */
export type PageMessage = PageRequest & { requestId: number };

/** What the "Solve" command returns (so tests and other extensions can read the numbers). */
export type SolveCommandResult =
  | { ok: true; source: SourceInfo; result: SolveResult }
  | { ok: false; source: SourceInfo | null; problems: Problem[]; message: string };
