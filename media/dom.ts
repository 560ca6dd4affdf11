/**
 * DOM helpers for the results panel. Every piece of data reaches the page as text
 * (`textContent`) or as an attribute value: nothing is ever parsed as markup.
 */

type Attrs = Record<string, string | number | boolean | null | undefined>;
export type Child = Node | string | number | null | undefined | false;

const SVG_NS = 'http://www.w3.org/2000/svg';

function setAttrs(el: Element, attrs: Attrs | undefined): void {
  if (!attrs) return;
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    // Never a `style` attribute (blocked by the CSP) nor an inline handler.
    if (name === 'style' || name.startsWith('on')) throw new Error(`refusing attribute ${name}`);
    el.setAttribute(name, value === true ? '' : String(value));
  }
}

function append(el: Element, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'number' ? String(child) : child);
  }
}

/** Creates an HTML element; string children become text nodes. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

/** Creates an SVG element. */
export function s<K extends keyof SVGElementTagNameMap>(tag: K, attrs?: Attrs, ...children: Child[]): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

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

export interface Column {
  label: string;
  /** Right-aligned numeric column (kept on one line). */
  numeric?: boolean;
  /** Numbers that may have hundreds of digits: allowed to wrap anywhere. */
  big?: boolean;
}

/** A table with a caption, `th scope=col` headers and rows of text; the first cell of each row is a row header. */
export function table(attrs: Attrs, caption: string, columns: readonly Column[], rows: readonly (readonly Child[])[], rowClass?: (index: number) => string | undefined): HTMLTableElement {
  const cls = (c: Column | undefined): string | undefined => (c?.big ? 'num big' : c?.numeric ? 'num' : undefined);
  return h(
    'table',
    attrs,
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, ...columns.map((c) => h('th', { scope: 'col', class: cls(c) }, c.label)))),
    h(
      'tbody',
      {},
      ...rows.map((cells, i) =>
        h(
          'tr',
          { class: rowClass?.(i) },
          ...cells.map((cell, j) => (j === 0 ? h('th', { scope: 'row', class: cls(columns[j]) }, cell) : h('td', { class: cls(columns[j]) }, cell))),
        ),
      ),
    ),
  );
}

/** A `<dl>` from label/value pairs. */
export function definitions(attrs: Attrs, items: readonly [string, Child][]): HTMLDListElement {
  const dl = h('dl', attrs);
  for (const [term, value] of items) dl.append(h('div', {}, h('dt', {}, term), h('dd', {}, value)));
  return dl;
}

/** Text only screen readers get. */
export function srOnly(text: string): HTMLSpanElement {
  return h('span', { class: 'sr-only' }, text);
}

/** A paragraph in the muted colour, for explanations. */
export function note(text: string, attrs: Attrs = {}): HTMLParagraphElement {
  return h('p', { class: 'note', ...attrs }, text);
}
