/**
 * The panel's text: English until the host sends the table for VS Code's display language. The
 * first script brings the English of what it draws (FIRST_PANEL_STRINGS); the later script adds
 * its own (addEnglish). Every piece of text the page shows comes from t() or tParts() with a
 * literal key.
 */
import {
  FIRST_PANEL_STRINGS,
  format,
  formatParts,
  pickPanelStrings,
  type PanelStringKey,
  type PanelStrings,
} from '../src/shared/strings';

let english: PanelStrings = { ...FIRST_PANEL_STRINGS };
/** The host's table (keys it leaves out fall back to English). */
let translated: PanelStrings = {};
let table: PanelStrings = english;

/** A key's template; the key itself for one whose script has not added its English yet. */
const template = (key: PanelStringKey): string => table[key] ?? key;

/** The text for `key`, its {0}, {1}, ... filled with args. */
export function t(key: PanelStringKey, ...args: (string | number)[]): string {
  return format(template(key), args);
}

/** The text for `key` as pieces, its placeholders replaced by args as they are (e.g. elements). */
export function tParts<T>(key: PanelStringKey, ...args: T[]): (string | T)[] {
  return formatParts(template(key), args);
}

/** Adds English templates (the later script's), under the host's table. */
export function addEnglish(more: PanelStrings): void {
  english = { ...english, ...more };
  table = { ...english, ...translated };
}

/**
 * Applies a table from the host: entries that are not strings, or whose keys are not shaped like
 * keys, are ignored; keys left out fall back to English. Returns whether any entry of the table
 * changed (the page then redraws; an unknown key that changed counts too, which costs one redraw).
 */
export function setStrings(raw: unknown): boolean {
  translated = pickPanelStrings(raw);
  const next: PanelStrings = { ...english, ...translated };
  const keys = new Set([...Object.keys(table), ...Object.keys(next)] as PanelStringKey[]);
  const changed = [...keys].some((key) => next[key] !== table[key]);
  table = next;
  return changed;
}
