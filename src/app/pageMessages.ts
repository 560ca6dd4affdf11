/** What the host accepts from the page, an untrusted context: exactly the PageMessage shapes, and a plausible saved state. */
import { RULE_TABLE } from '../core/ruleTable';
import {
  PAGE_STATE_VERSION,
  type PageMessage,
  type PageRequest,
  type PanelModel,
  type RulesPatch,
} from '../shared/protocol';

/** A bound on numbers in messages: far above every rule's range, so the core's range check speaks. */
const MAX_MESSAGE_NUMBER = 1e9;
/** Most players a solvePair message may name (the parser's limit is lower and checks again). */
const MAX_PAIR_PLAYERS = 16;
/** Largest chart a saveSvg message may carry (the panel's charts are tens of kilobytes). */
export const MAX_SVG_CHARS = 4_000_000;
/** A chart's name: a short file-name stem, letters, digits and dashes only (no path, no dot). */
const SVG_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/i;

/** An SVG document: starts with an <svg> element (an XML declaration allowed) and is not too big. */
const isSvg = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= MAX_SVG_CHARS && /^(<\?xml [^>]*\?>\s*)?<svg[\s>]/.test(v);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasOnly(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(value).every((k) => keys.includes(k));
}

/** A model id as the host makes them (pageContent.ts): short, plain characters. */
const MODEL_ID = /^[A-Za-z0-9@#:._-]{1,100}$/;
/** A locale as VS Code names them ("en", "zh-tw", "pt-br"). */
const LOCALE = /^[A-Za-z0-9-]{1,35}$/;

const smallInt = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_MESSAGE_NUMBER;

/** A rule value of the page's form: a whole number, or decimal digits for a rule of any size. */
function ruleValue(rule: (typeof RULE_TABLE)[number], value: unknown): number | string | null {
  if (rule.kind === 'integer') return smallInt(value) ? value : null;
  const digits = new RegExp(`^\\d{1,${rule.maxDigits}}$`);
  return typeof value === 'string' && digits.test(value) ? value : null;
}

const RULE_NAMES = RULE_TABLE.map((rule) => rule.name);

function parseRulesPatch(raw: unknown): RulesPatch | null {
  if (!isRecord(raw) || !hasOnly(raw, RULE_NAMES)) return null;
  const patch: Record<string, number | string> = {};
  for (const rule of RULE_TABLE) {
    if (raw[rule.name] === undefined) continue;
    const value = ruleValue(rule, raw[rule.name]);
    if (value === null) return null;
    patch[rule.name] = value;
  }
  return patch as RulesPatch;
}

/** A message from the page, or null for anything not exactly a PageMessage (extra keys, oversized values...). */
export function parsePageMessage(raw: unknown): PageMessage | null {
  if (!isRecord(raw) || !Number.isSafeInteger(raw.requestId) || (raw.requestId as number) < 0) return null;
  const { requestId, ...rest } = raw;
  const request = parseRequest(rest);
  return request && { ...request, requestId: requestId as number };
}

function parseRequest(raw: Record<string, unknown>): PageRequest | null {
  if (typeof raw.type !== 'string') return null;
  switch (raw.type) {
    case 'ready': {
      const { modelId, locale } = raw;
      const ok =
        hasOnly(raw, ['type', 'modelId', 'locale']) &&
        (modelId === undefined || (typeof modelId === 'string' && MODEL_ID.test(modelId))) &&
        (locale === undefined || (typeof locale === 'string' && LOCALE.test(locale)));
      return ok ? { type: 'ready', ...(modelId && { modelId }), ...(locale && { locale }) } : null;
    }
    case 'resolve':
    case 'resetRules':
    case 'compareAll':
    case 'cancel':
    case 'openSource':
    case 'copyMarkdown':
    case 'saveJson':
    case 'explore':
      return hasOnly(raw, ['type']) ? { type: raw.type } : null;
    case 'saveSvg': {
      const { name, svg } = raw;
      const ok = hasOnly(raw, ['type', 'name', 'svg']) && typeof name === 'string' && SVG_NAME.test(name) && isSvg(svg);
      return ok ? { type: 'saveSvg', name, svg } : null;
    }
    case 'copy':
    case 'reveal':
      return hasOnly(raw, ['type', 'part']) && (raw.part === 1 || raw.part === 2)
        ? { type: raw.type, part: raw.part }
        : null;
    case 'solvePair': {
      const p = raw.positions;
      const fits = Array.isArray(p) && p.length >= 2 && p.length <= MAX_PAIR_PLAYERS && p.every(smallInt);
      return hasOnly(raw, ['type', 'positions']) && fits ? { type: 'solvePair', positions: p.slice() } : null;
    }
    case 'setRules': {
      const rules = hasOnly(raw, ['type', 'rules']) ? parseRulesPatch(raw.rules) : null;
      return rules ? { type: 'setRules', rules } : null;
    }
    default:
      return null;
  }
}

/** The page's saved state is untrusted: adopt only a model of this version whose answers are decimal digits. */
export function savedModel(state: unknown): PanelModel | undefined {
  const model = isRecord(state) && state.version === PAGE_STATE_VERSION ? (state.model as PanelModel) : undefined;
  const digits = (x: unknown) => typeof x === 'string' && /^\d{1,100000}$/.test(x);
  const plausible =
    typeof model?.source?.uri === 'string' &&
    typeof model.source.label === 'string' &&
    typeof model.source.version === 'number' &&
    typeof model.result === 'object' &&
    model.result !== null &&
    typeof model.result.rules === 'object' &&
    model.result.rules !== null &&
    (model.result.part1 === null || digits(model.result.part1?.answer)) &&
    (model.result.part2 === null || digits(model.result.part2?.answer));
  return plausible ? model : undefined;
}

/** The id of the model in the page's saved state, if it has the shape the host gives ids. */
export function savedModelId(state: unknown): string | undefined {
  const id = isRecord(state) ? state.modelId : undefined;
  return typeof id === 'string' && MODEL_ID.test(id) ? id : undefined;
}

/** A short, safe description of an unknown value for the log. */
export function describeRaw(raw: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(raw) ?? String(raw);
  } catch {
    text = Object.prototype.toString.call(raw);
  }
  return text.length > 200 ? `${text.slice(0, 200)}... (${text.length} characters)` : text;
}
