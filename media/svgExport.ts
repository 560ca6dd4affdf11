/** A chart as a standalone SVG file, the theme's current colours and fonts resolved to fixed values. */
import { button, h, svg, SVG_NS, type Child } from './dom';
import { post } from './host';
import { t } from './i18n';

/** The computed properties that make a chart look as it does in the panel: its paint, then its text. */
const PROPERTIES = [
  ...['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linejoin', 'stroke-opacity'],
  ...['opacity', 'font-family', 'font-size', 'font-weight'],
];

function standaloneSvg(chart: SVGSVGElement): string {
  const copy = chart.cloneNode(true) as SVGSVGElement;
  const originals = [chart, ...chart.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((el, i) => {
    const target = copies[i];
    if (!target) return;
    const style = getComputedStyle(el);
    for (const name of PROPERTIES) {
      const value = style.getPropertyValue(name);
      if (value) target.setAttribute(name, value);
    }
    target.removeAttribute('class');
  });
  const box = chart.viewBox.baseVal;
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', String(box.width));
  copy.setAttribute('height', String(box.height));
  const label = chart.getAttribute('aria-label');
  if (label) copy.prepend(svg('title', {}, label));
  const fill = getComputedStyle(document.body).backgroundColor;
  copy.insertBefore(svg('rect', { width: '100%', height: '100%', fill }), copy.firstChild?.nextSibling ?? null);
  return new XMLSerializer().serializeToString(copy);
}

/**
 * A chart section's tools: `before` (a view toggle), then a "Save as SVG" button; the chart is looked
 * up when pressed, since it is redrawn when its width changes.
 */
export function chartTools(figure: () => Element | null, name: string, sectionId: string, ...before: Child[]) {
  const id = `save-${name}`;
  const attrs = { id, class: 'secondary save-svg', 'aria-labelledby': `${id} ${sectionId}-heading` };
  const save = button(attrs, t('export.saveSvg'), () => {
    const svg = figure()?.querySelector('svg.chart');
    if (svg instanceof SVGSVGElement) post({ type: 'saveSvg', name, svg: standaloneSvg(svg) });
  });
  return h('div', { class: 'section-tools' }, ...before, save);
}
