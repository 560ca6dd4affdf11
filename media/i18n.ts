/** The panel's text: English until the host sends the display language's table; t() with a literal key. */
import { format, formatParts } from '../src/core/template';
import { PANEL_STRINGS, pickPanelStrings, type PanelStringKey } from '../src/shared/strings';

let table: Readonly<Record<PanelStringKey, string>> = PANEL_STRINGS; // replaced, never changed: no copy

/** The text for `key`, its {0}, {1}, ... filled with args. */
export function t(key: PanelStringKey, ...args: (string | number)[]): string {
  return format(table[key], args);
}

/** The text for `key` as pieces, its placeholders replaced by args as they are (e.g. elements). */
export function tParts<T>(key: PanelStringKey, ...args: T[]): (string | T)[] {
  return formatParts(table[key], args);
}

/** Applies a table from the host (bad keys ignored, missing ones English); true when any text changed. */
export function setStrings(raw: unknown): boolean {
  const next: Record<PanelStringKey, string> = { ...PANEL_STRINGS, ...pickPanelStrings(raw) };
  const changed = (Object.keys(next) as PanelStringKey[]).some((key) => next[key] !== table[key]);
  table = next;
  return changed;
}
