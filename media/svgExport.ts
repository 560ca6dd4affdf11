/** A chart as a standalone SVG file, the theme's current colours and fonts resolved to fixed values. */
import type { Child } from './dom';
import { button } from './dom';
import { post } from './host';
import { t } from './i18n';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The computed properties that make a chart look as it does in the panel: its paint, then its text. */
const PROPERTIES = [
  ...['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linejoin', 'stroke-opacity'],
  ...['opacity', 'font-family', 'font-size', 'font-weight'],
];

function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
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
  const box = svg.viewBox.baseVal;
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', String(box.width));
  copy.setAttribute('height', String(box.height));
  const label = svg.getAttribute('aria-label');
  if (label) {
    const title = document.createElementNS(SVG_NS, 'title');
    title.textContent = label;
    copy.prepend(title);
  }
  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', getComputedStyle(document.body).backgroundColor);
  copy.insertBefore(background, copy.firstChild?.nextSibling ?? null);
  return new XMLSerializer().serializeToString(copy);
}

/** A "Save as SVG" button; the chart is looked up when pressed, since it is redrawn when its width changes. */
export function saveSvgButton(figure: () => Element | null, name: string, sectionId: string): Child {
  const id = `save-${name}`;
  return button(
    { id, class: 'secondary save-svg', 'aria-labelledby': `${id} ${sectionId}-heading` },
    t('export.saveSvg'),
    () => {
      const svg = figure()?.querySelector('svg.chart');
      if (svg instanceof SVGSVGElement) post({ type: 'saveSvg', name, svg: standaloneSvg(svg) });
    },
  );
}
