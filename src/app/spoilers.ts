/** Spoiler-free mode: which answers of an input are covered, and the reveals that uncover them. */
import type { SolveResult } from '../core/result';
import type { AnswerPart } from '../shared/protocol';

/** The values of the setting diracDice.spoilers: `show` (every answer shown) or `hide` (covered until revealed). */
export const SPOILER_MODES = ['show', 'hide'] as const;
export type SpoilerMode = (typeof SPOILER_MODES)[number];

const PARTS: readonly AnswerPart[] = [1, 2];
/** Reveals kept (the oldest is forgotten first): far more inputs than a person reveals in a workspace. */
export const MAX_REVEALS = 200;
const STORE_KEY = 'diracDice.reveals';

/** Where the reveals are kept: VS Code's workspace state (so that they outlive a window reload), or a map in tests. */
export interface RevealStore {
  get(key: string): unknown;
  update(key: string, value: unknown): PromiseLike<void>;
}

/** What a reveal is for: one document's input, its starting positions and rules (other positions are covered). */
export type RevealedInput = Pick<SolveResult, 'players' | 'rules'>;

const revealKey = (part: AnswerPart, uri: string, input: RevealedInput): string =>
  JSON.stringify([part, uri, input.players, input.rules]);

export class Reveals {
  constructor(private readonly store: RevealStore) {}

  /** The answers of `input` in the document `uri` that are covered: none unless the mode is `hide`. */
  covered(mode: SpoilerMode, uri: string, input: RevealedInput): AnswerPart[] {
    if (mode !== 'hide') return [];
    const kept = this.kept();
    return PARTS.filter((part) => !kept.includes(revealKey(part, uri, input)));
  }

  /** Uncovers `parts` of `input` in the document `uri`. */
  reveal(uri: string, input: RevealedInput, parts: readonly AnswerPart[]): PromiseLike<void> {
    const keys = parts.map((part) => revealKey(part, uri, input));
    const kept = this.kept().filter((key) => !keys.includes(key));
    return this.store.update(STORE_KEY, [...kept, ...keys].slice(-MAX_REVEALS));
  }

  /** The reveals in the store (anything else there is ignored). */
  private kept(): string[] {
    const value = this.store.get(STORE_KEY);
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  }
}
