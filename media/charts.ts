/** Hand-made SVG charts, drawn at the width shown (one viewBox unit = one CSS pixel) so their text keeps its CSS size. */
import { h, svg, type Child } from './dom';
import { axisNumber, powerOfTen } from './format';
import { t } from './i18n';

export interface Series {
  name: string;
  cls: string;
  values: readonly number[];
  /** Exact text per value, for the hover titles. */
  titles?: readonly string[];
}

interface Common {
  id: string;
  label: string;
  xTitle: string;
  /** What the x axis counts, inside a point's hover title ("Ways, sum 3: 1"). */
  xName: string;
  yTitle: string;
  series: readonly Series[];
  log?: boolean;
  width?: number;
  /** Greatest height, in CSS pixels (default 280); narrow charts are lower. */
  height?: number;
}

export interface BarOptions extends Common {
  categories: readonly string[];
  /** At most one series has a value per category: its bar is drawn centred and wide. */
  oneBarEach?: boolean;
  /** A dashed vertical line through category `index` (fractional: between categories), labelled. */
  refAt?: { index: number; label: string };
}

export interface LineOptions extends Common {
  /** x of values[i] is i + 1. */
  yMax?: number;
  refLine?: { value: number; label: string };
  marker?: { series: number; index: number; label: string };
}

const M = { top: 18, right: 20 };
/** The theme's font size, read again by each chart drawn. */
let TEXT = 13;

let measure: CanvasRenderingContext2D | null | undefined;

/** Read from the root's style attribute: unlike getComputedStyle, it never forces a style recalculation. */
const themeFont = (name: string): string => document.documentElement.style.getPropertyValue(name).trim();

function chartFont(bold: boolean): string {
  return `${bold ? '600 ' : ''}${TEXT}px ${themeFont('--vscode-font-family') || 'sans-serif'}`;
}

/** The width of a line of chart text in CSS pixels (estimated when there is no canvas). */
function textWidth(text: string, bold = false): number {
  measure ??= document.createElement('canvas').getContext('2d');
  if (!measure) return text.length * TEXT * 0.62;
  const font = chartFont(bold);
  if (measure.font !== font) measure.font = font;
  return measure.measureText(text).width;
}

const widest = (texts: readonly string[]): number => Math.max(0, ...texts.map((x) => textWidth(x)));

interface Scale {
  y: (v: number) => number;
  ticks: { value: number; label: string }[];
}

/** 1, 2 or 5 times a power of ten, so that max/step gives about `count` steps. */
function niceStep(max: number, count: number): number {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

function linearScale(max: number, top: number, bottom: number): Scale {
  const step = niceStep(max > 0 ? max : 1, 5);
  const end = Math.max(step, Math.ceil((max > 0 ? max : 1) / step) * step);
  const ticks = [];
  for (let v = 0; v <= end + step / 2; v += step) ticks.push({ value: v, label: axisNumber(v) });
  return { y: (v) => bottom - (v / end) * (bottom - top), ticks };
}

function logScale(values: readonly number[], top: number, bottom: number): Scale {
  const positive = values.filter((v) => v > 0);
  const lo = Math.floor(Math.log10(positive.length ? Math.min(...positive) : 1));
  const hi = Math.max(lo + 1, Math.ceil(Math.log10(positive.length ? Math.max(...positive) : 10)));
  const every = Math.ceil((hi - lo) / 8);
  const ticks = [];
  for (let e = lo; e <= hi; e += every) ticks.push({ value: 10 ** e, label: powerOfTen(e) });
  return { y: (v) => bottom - ((Math.log10(v) - lo) / (hi - lo)) * (bottom - top), ticks };
}

function frame(options: Common) {
  TEXT = parseFloat(themeFont('--vscode-font-size')) || 13;
  const W = Math.max(160, Math.round(options.width ?? 640));
  const right = W - M.right;
  const H = Math.round(Math.min(options.height ?? 280, Math.max(200, W * 0.6)));
  const all = options.series.flatMap((x) => x.values);
  const top = M.top;
  // Below the plot: tick labels, then the axis title, a line of text each.
  const bottom = H - 2 * TEXT - 16;
  const scale = options.log
    ? logScale(all, top, bottom)
    : linearScale(Math.max(0, ...all, (options as LineOptions).yMax ?? 0), top, bottom);
  // The y title sits just left of the widest tick label: tick, 6 px, label, 6 px, title (a line high), 4 px.
  const ticksWidth = Math.ceil(widest(scale.ticks.map((tick) => tick.label)));
  const left = ticksWidth + 6 + 6 + TEXT + 4;
  const root = svg('svg', {
    id: options.id,
    class: 'chart',
    viewBox: `0 0 ${W} ${H}`,
    role: 'img',
    'aria-label': options.label,
    preserveAspectRatio: 'xMidYMid meet',
  });
  const axes = svg('g', { class: 'axes', 'aria-hidden': 'true' });
  for (const tick of scale.ticks) {
    const y = round(scale.y(tick.value));
    const label = { class: 'tick', x: left - 6, y, 'text-anchor': 'end', 'dominant-baseline': 'middle' };
    axes.append(svg('line', { class: 'grid', x1: left, x2: right, y1: y, y2: y }), svg('text', label, tick.label));
  }
  axes.append(svg('line', { class: 'axis', x1: left, x2: right, y1: bottom, y2: bottom }));
  axes.append(svg('line', { class: 'axis', x1: left, x2: left, y1: top, y2: bottom }));
  const xTitle = { class: 'axis-title', x: (left + right) / 2, y: bottom + 2 * TEXT + 10, 'text-anchor': 'middle' };
  const yAt = `translate(${left - 6 - ticksWidth - 6} ${(top + bottom) / 2}) rotate(-90)`;
  const yTitle = { class: 'axis-title', transform: yAt, 'text-anchor': 'middle' };
  axes.append(svg('text', xTitle, options.xTitle), svg('text', yTitle, options.yTitle));
  const plot = svg('g', { class: 'plot' });
  root.append(axes, plot);
  return { svg: root, plot, scale, left, right, top, bottom };
}

const round = (v: number): number => Math.round(v * 10) / 10;

/** An x axis label centred at `x`, a line below the plot's `bottom`. */
const xTick = (bottom: number, x: number, label: string): SVGTextElement =>
  svg('text', { class: 'tick', x, y: bottom + TEXT + 4, 'text-anchor': 'middle' }, label);

/** Which of the x labels to draw so that they fit side by side in `span` pixels. */
const labelEvery = (labels: readonly string[], span: number): number =>
  Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor(span / (widest(labels) + 10)))));

export function barChart(options: BarOptions): SVGSVGElement {
  const f = frame(options);
  const n = options.categories.length;
  const band = (f.right - f.left) / Math.max(1, n);
  const groups = options.oneBarEach ? 1 : options.series.length;
  const inner = options.oneBarEach ? band * 0.7 : (band * (n > 60 ? 1 : 0.8)) / Math.max(1, groups);
  const gap = options.oneBarEach || n > 60 ? 0 : 1;
  const ticks = svg('g', { class: 'axes', 'aria-hidden': 'true' });
  const every = labelEvery(options.categories, f.right - f.left);
  options.categories.forEach((category, i) => {
    const x0 = f.left + i * band + (band - inner * groups) / 2;
    options.series.forEach((series, g) => {
      const v = series.values[i] ?? 0;
      if (options.log ? v <= 0 : v === 0) return;
      const y = Math.min(f.bottom - 1, f.scale.y(v));
      const title = t('chart.pointTitle', series.name, options.xName, category, series.titles?.[i] ?? String(v));
      const place = { x: round(x0 + (options.oneBarEach ? 0 : g) * inner), y: round(y) };
      const size = { width: round(Math.max(0.5, inner - gap)), height: round(f.bottom - y) };
      f.plot.append(svg('rect', { class: `bar ${series.cls}`, ...place, ...size }, svg('title', {}, title)));
    });
    if (i % every === 0) ticks.append(xTick(f.bottom, round(f.left + (i + 0.5) * band), category));
  });
  f.svg.append(ticks);
  if (options.refAt) {
    const x = round(f.left + (options.refAt.index + 0.5) * band);
    const end = x > (f.left + f.right) / 2;
    const label = { class: 'ref-label', x: end ? x - 4 : x + 4, y: f.top + 10, 'text-anchor': end ? 'end' : 'start' };
    const line = svg('line', { class: 'ref-line', x1: x, x2: x, y1: f.top, y2: f.bottom });
    f.svg.append(svg('g', { class: 'expected', 'aria-hidden': 'true' }, line, svg('text', label, options.refAt.label)));
  }
  return f.svg;
}

/** Lines over x = 1..n (one per series), with an optional dashed reference line and a marked point. */
export function lineChart(options: LineOptions): SVGSVGElement {
  const f = frame(options);
  const n = Math.max(1, ...options.series.map((x) => x.values.length));
  const x = (i: number): number => round(f.left + (n === 1 ? 0.5 : i / (n - 1)) * (f.right - f.left));
  const ticks = svg('g', { class: 'axes', 'aria-hidden': 'true' });
  const most = Math.max(2, Math.min(8, Math.floor((f.right - f.left) / (textWidth(axisNumber(n)) + 16))));
  const step = Math.max(1, niceStep(n, most));
  for (let t = step; t <= n; t += step) ticks.append(xTick(f.bottom, x(t - 1), axisNumber(t)));
  ticks.append(xTick(f.bottom, x(0), '1'));
  f.svg.append(ticks);
  // The marked point's label ends left of the point, above it.
  const marked = options.marker && options.series[options.marker.series]?.values[options.marker.index];
  const mark =
    options.marker && marked !== undefined
      ? { cx: x(options.marker.index), cy: round(f.scale.y(marked)), width: textWidth(options.marker.label, true) }
      : null;
  if (options.refLine) {
    const y = round(f.scale.y(options.refLine.value));
    // Above the line, unless the marker's label is there too (narrow charts): then below it.
    const clash =
      mark &&
      Math.abs(mark.cy - 8 - (y - 5)) < TEXT + 2 &&
      f.left + 6 + textWidth(options.refLine.label) + 8 > mark.cx - 10 - mark.width;
    const label = { class: 'ref-label', x: f.left + 6, y: clash ? y + TEXT + 4 : y - 5 };
    f.plot.append(svg('line', { class: 'ref-line', x1: f.left, x2: f.right, y1: y, y2: y }));
    f.plot.append(svg('text', label, options.refLine.label));
  }
  options.series.forEach((series) => {
    let d = '';
    let pen = false;
    series.values.forEach((v, i) => {
      if (options.log && v <= 0) {
        pen = false;
        return;
      }
      d += `${pen ? 'L' : 'M'}${x(i)} ${round(f.scale.y(v))}`;
      pen = true;
    });
    f.plot.append(svg('path', { class: `line ${series.cls}`, d }, svg('title', {}, series.name)));
    if (series.values.length <= 40) {
      series.values.forEach((v, i) => {
        if (options.log && v <= 0) return;
        const title = t('chart.pointTitle', series.name, options.xName, i + 1, series.titles?.[i] ?? String(v));
        const dot = { class: `dot ${series.cls}`, cx: x(i), cy: round(f.scale.y(v)), r: 3 };
        f.plot.append(svg('circle', dot, svg('title', {}, title)));
      });
    }
  });
  if (options.marker && mark) {
    const { cx, cy, width } = mark;
    const label = { class: 'marker-label', x: round(Math.max(cx - 10, width + 2)), y: cy - 8, 'text-anchor': 'end' };
    f.plot.append(svg('circle', { class: `marker p${options.marker.series + 1}`, cx, cy, r: 6 }));
    f.plot.append(svg('text', label, options.marker.label));
  }
  return f.svg;
}

/** What draws each figure's chart at a given width. */
const draws = new WeakMap<Element, (width: number) => SVGSVGElement>();
let observer: ResizeObserver | undefined;
/** The width charts of a figure class were last shown at: the next one is drawn at it at once. */
const lastWidth = new Map<string, number>();

/** Draws a chart again at the width shown, taken from the observer's entry so nothing forces a layout. */
function redraw(entries: readonly ResizeObserverEntry[]): void {
  for (const { target, contentRect } of entries) {
    const figure = target.parentElement;
    const draw = figure ? draws.get(figure) : undefined;
    if (!target.isConnected || !draw || !(target instanceof SVGSVGElement)) {
      observer?.unobserve(target);
      continue;
    }
    const width = Math.round(contentRect.width);
    if (width > 0) lastWidth.set(figure?.className ?? '', width);
    if (width > 0 && width !== target.viewBox.baseVal.width) {
      const next = draw(width);
      observer?.unobserve(target);
      target.replaceWith(next);
      observe(next);
    }
  }
}

function observe(chart: SVGSVGElement): void {
  (observer ??= new ResizeObserver(redraw)).observe(chart);
}

/** A figure holding the chart `draw` makes, drawn again when its width changes (its CSS width ignores the viewBox). */
export function chartFigure(cls: string, draw: (width: number) => SVGSVGElement, ...after: Child[]): HTMLElement {
  const chart = draw(lastWidth.get(cls) ?? 640);
  const figure = h('figure', { class: cls }, chart, ...after);
  draws.set(figure, draw);
  observe(chart);
  return figure;
}

export function legend(series: readonly Pick<Series, 'name' | 'cls'>[], kind: 'bar' | 'line'): HTMLUListElement {
  return h(
    'ul',
    { class: `legend legend-${kind}`, 'aria-hidden': 'true' },
    ...series.map((x) => h('li', {}, h('span', { class: `swatch ${x.cls}` }), x.name)),
  );
}
