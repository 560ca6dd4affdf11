/** DOM helpers: data reaches the page as text or attribute values only, never parsed as markup. */
import type { PageRequest } from '../src/shared/protocol';
import { post } from './host';

type Attrs = Record<string, string | number | boolean | null | undefined>;
export type Child = Node | string | number | null | undefined | false;

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** `el` with these attributes and children (string children become text nodes). */
function fill<E extends Element>(el: E, attrs: Attrs = {}, children: readonly Child[]): E {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    // Never a `style` attribute (blocked by the CSP) nor an inline handler.
    if (name === 'style' || name.startsWith('on')) throw new Error(`refusing attribute ${name}`);
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children)
    if (child !== null && child !== undefined && child !== false)
      el.append(typeof child === 'number' ? String(child) : child);
  return el;
}

export const h = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs, ...children: Child[]) =>
  fill(document.createElement(tag), attrs, children);

export const svg = <K extends keyof SVGElementTagNameMap>(tag: K, attrs?: Attrs, ...children: Child[]) =>
  fill(document.createElementNS(SVG_NS, tag), attrs, children);

/** A `<section>` with an `<h2>` whose id labels the section. */
export function section(id: string, title: string, ...children: Child[]): HTMLElement {
  const headingId = `${id}-heading`;
  return h('section', { id, 'aria-labelledby': headingId }, h('h2', { id: headingId }, title), ...children);
}

/** A button that never submits a form unless asked to. */
export function button(attrs: Attrs, label: string, onClick?: (event: MouseEvent) => void): HTMLButtonElement {
  const el = h('button', { type: 'button', ...attrs }, label);
  if (onClick) el.addEventListener('click', onClick);
  return el;
}

/** A secondary button that sends `request` to the host. */
export const requestButton = (id: string, label: string, request: PageRequest): HTMLButtonElement =>
  button({ id, class: 'secondary' }, label, () => post(request));

/** A row of buttons. */
export const actions = (...buttons: Child[]): HTMLDivElement => h('div', { class: 'actions' }, ...buttons);

export interface Column {
  label: string;
  /** Right-aligned numeric column (kept on one line). */
  numeric?: boolean;
  /** Numbers that may have hundreds of digits: on one line while they fit, else wrapped after a group separator. */
  big?: boolean;
}

/** At most about this many break opportunities in one number (each is a DOM node). */
const MAX_BREAKS = 100;

/** A grouped number that may break only after a group separator (a `<wbr>`, which has no text). */
export function groupedNumber(text: string): HTMLSpanElement {
  const span = h('span', { class: text.length > 24 ? 'n long' : 'n' });
  const groups = text.split(/(?<=\d\D)(?=\d)/u);
  const k = Math.ceil(groups.length / MAX_BREAKS);
  for (let i = 0; i < groups.length; i += k) span.append(...(i ? [h('wbr')] : []), groups.slice(i, i + k).join(''));
  return span;
}

/**
 * A table with a caption, `th scope=col` headers, rows of text and an optional footer row; the first
 * cell of each row is a row header.
 */
export function table(
  attrs: Attrs,
  caption: string,
  columns: readonly Column[],
  rows: readonly (readonly Child[])[],
  rowClass?: (index: number) => string | undefined,
  foot?: readonly Child[],
): HTMLTableElement {
  const cls = (c: Column | undefined): string | undefined => (c?.big ? 'num big' : c?.numeric ? 'num' : undefined);
  const cell = (value: Child, j: number): HTMLTableCellElement => {
    const c = columns[j];
    const content = c?.big && typeof value === 'string' ? groupedNumber(value) : value;
    return h(j === 0 ? 'th' : 'td', { scope: j === 0 ? 'row' : null, class: cls(c) }, content);
  };
  return h(
    'table',
    attrs,
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, ...columns.map((c) => h('th', { scope: 'col', class: cls(c) }, c.label)))),
    h('tbody', {}, ...rows.map((cells, i) => h('tr', { class: rowClass?.(i) }, ...cells.map(cell)))),
    foot ? h('tfoot', {}, h('tr', {}, ...foot.map(cell))) : null,
  );
}

/** The box a table scrolls sideways in: a tab stop named by its caption, so the keyboard can scroll it too. */
export function scroller(tbl: HTMLTableElement | null, label = tbl?.caption?.textContent ?? ''): HTMLDivElement {
  return h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-label': label }, tbl);
}

export const definitions = (attrs: Attrs, items: readonly [string, Child][]): HTMLDListElement =>
  h('dl', attrs, ...items.map(([term, value]) => h('div', {}, h('dt', {}, term), h('dd', {}, value))));

export const srOnly = (text: string): HTMLSpanElement => h('span', { class: 'sr-only' }, text);

/** A paragraph in the muted colour, for explanations. */
export const note = (text: string, attrs: Attrs = {}): HTMLParagraphElement =>
  h('p', { class: 'note', ...attrs }, text);

/** How to find the focused element again after a rebuild. */
function focusKey(): string | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  if (el.dataset.a && el.dataset.b) return `#heatmap button[data-a="${el.dataset.a}"][data-b="${el.dataset.b}"]`;
  return el.id ? `#${CSS.escape(el.id)}` : null;
}

/** Changes the page keeping focus (and scroll: nothing is laid out in between; never read here, that would force a layout). */
export function keepingFocus(change: () => void): void {
  const key = focusKey();
  change();
  if (!key || document.activeElement !== document.body) return;
  const target = document.querySelector<HTMLElement>(key);
  if (target?.classList.contains('cell')) {
    document.querySelectorAll<HTMLElement>('#heatmap [tabindex="0"]').forEach((el) => (el.tabIndex = -1));
    target.tabIndex = 0;
  }
  target?.focus({ preventScroll: true });
}
