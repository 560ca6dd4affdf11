/**
 * Hand-made SVG charts: grouped bars and lines, linear or log scale. Colours come from CSS
 * classes (p1, p2, ... -> --vscode-charts-*); geometry from SVG attributes only (no style).
 */
import { h, s } from './dom';
import { axisNumber, powerOfTen } from './format';
import { t } from './i18n';

export interface Series {
  name: string;
  /** CSS class giving the colour, e.g. "p1". */
  cls: string;
  values: readonly number[];
  /** Exact text per value, for the hover titles. */
  titles?: readonly string[];
}

interface Common {
  id: string;
  /** The text equivalent (aria-label). */
  label: string;
  xTitle: string;
  /** What the x axis counts, inside a point's hover title ("Ways, sum 3: 1"). */
  xName: string;
  yTitle: string;
  series: readonly Series[];
  log?: boolean;
  /** viewBox size (default 640 x 280); a smaller box gives larger text at the same width. */
  width?: number;
  height?: number;
}

export interface BarOptions extends Common {
  categories: readonly string[];
}

export interface LineOptions extends Common {
  /** x of values[i] is i + 1. */
  yMax?: number;
  refLine?: { value: number; label: string };
  marker?: { series: number; index: number; label: string };
  /** Short names written at the end of each line. */
  endLabels?: readonly string[];
}

const M = { top: 18, right: 20, bottom: 46, left: 70 };

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

function frame(options: Common, right: number): { svg: SVGSVGElement; plot: SVGGElement; scale: Scale; left: number; right: number; top: number; bottom: number } {
  const W = options.width ?? 640;
  const H = options.height ?? 280;
  const all = options.series.flatMap((x) => x.values);
  const top = M.top;
  const bottom = H - M.bottom;
  const left = M.left;
  const scale = options.log ? logScale(all, top, bottom) : linearScale(Math.max(0, ...all, (options as LineOptions).yMax ?? 0), top, bottom);
  const svg = s('svg', { id: options.id, class: 'chart', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': options.label, preserveAspectRatio: 'xMidYMid meet' });
  const axes = s('g', { class: 'axes', 'aria-hidden': 'true' });
  for (const tick of scale.ticks) {
    const y = round(scale.y(tick.value));
    axes.append(s('line', { class: 'grid', x1: left, x2: W - right, y1: y, y2: y }));
    axes.append(s('text', { class: 'tick', x: left - 6, y, 'text-anchor': 'end', 'dominant-baseline': 'middle' }, tick.label));
  }
  axes.append(s('line', { class: 'axis', x1: left, x2: W - right, y1: bottom, y2: bottom }));
  axes.append(s('line', { class: 'axis', x1: left, x2: left, y1: top, y2: bottom }));
  axes.append(s('text', { class: 'axis-title', x: (left + W - right) / 2, y: H - 6, 'text-anchor': 'middle' }, options.xTitle));
  axes.append(s('text', { class: 'axis-title', x: 0, y: 0, transform: `translate(14 ${(top + bottom) / 2}) rotate(-90)`, 'text-anchor': 'middle' }, options.yTitle));
  const plot = s('g', { class: 'plot' });
  svg.append(axes, plot);
  return { svg, plot, scale, left, right: W - right, top, bottom };
}

const round = (v: number): number => Math.round(v * 10) / 10;

/** Which of n x labels to draw so that about `max` of them show. */
const labelEvery = (n: number, max: number): number => Math.max(1, Math.ceil(n / max));

/** Grouped vertical bars: one group per category, one bar per series. */
export function barChart(options: BarOptions): SVGSVGElement {
  const f = frame(options, M.right);
  const n = options.categories.length;
  const band = (f.right - f.left) / Math.max(1, n);
  const groups = options.series.length;
  const inner = (band * (n > 60 ? 1 : 0.8)) / Math.max(1, groups);
  const ticks = s('g', { class: 'axes', 'aria-hidden': 'true' });
  const every = labelEvery(n, 16);
  options.categories.forEach((category, i) => {
    const x0 = f.left + i * band + (band - inner * groups) / 2;
    options.series.forEach((series, g) => {
      const v = series.values[i] ?? 0;
      if (options.log ? v <= 0 : v === 0) return;
      const y = Math.min(f.bottom - 1, f.scale.y(v));
      const rect = s('rect', { class: `bar ${series.cls}`, x: round(x0 + g * inner), y: round(y), width: round(Math.max(0.5, inner - (n > 60 ? 0 : 1))), height: round(f.bottom - y) });
      rect.append(s('title', {}, t('chart.pointTitle', series.name, options.xName, category, series.titles?.[i] ?? String(v))));
      f.plot.append(rect);
    });
    if (i % every === 0) ticks.append(s('text', { class: 'tick', x: round(f.left + (i + 0.5) * band), y: f.bottom + 16, 'text-anchor': 'middle' }, category));
  });
  f.svg.append(ticks);
  return f.svg;
}

/** Lines over x = 1..n (one per series), with an optional dashed reference line and a marked point. */
export function lineChart(options: LineOptions): SVGSVGElement {
  const f = frame(options, options.endLabels ? 84 : M.right);
  const n = Math.max(1, ...options.series.map((x) => x.values.length));
  const x = (i: number): number => round(f.left + (n === 1 ? 0.5 : i / (n - 1)) * (f.right - f.left));
  const ticks = s('g', { class: 'axes', 'aria-hidden': 'true' });
  const step = niceStep(n, 8) < 1 ? 1 : niceStep(n, 8);
  for (let t = step; t <= n; t += step) ticks.append(s('text', { class: 'tick', x: x(t - 1), y: f.bottom + 16, 'text-anchor': 'middle' }, axisNumber(t)));
  ticks.append(s('text', { class: 'tick', x: x(0), y: f.bottom + 16, 'text-anchor': 'middle' }, '1'));
  f.svg.append(ticks);
  if (options.refLine) {
    const y = round(f.scale.y(options.refLine.value));
    f.plot.append(s('line', { class: 'ref-line', x1: f.left, x2: f.right, y1: y, y2: y }));
    f.plot.append(s('text', { class: 'ref-label', x: f.left + 6, y: y - 5 }, options.refLine.label));
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
    const path = s('path', { class: `line ${series.cls}`, d });
    path.append(s('title', {}, series.name));
    f.plot.append(path);
    if (series.values.length <= 40) {
      series.values.forEach((v, i) => {
        if (options.log && v <= 0) return;
        const dot = s('circle', { class: `dot ${series.cls}`, cx: x(i), cy: round(f.scale.y(v)), r: 3 });
        dot.append(s('title', {}, t('chart.pointTitle', series.name, options.xName, i + 1, series.titles?.[i] ?? String(v))));
        f.plot.append(dot);
      });
    }
  });
  if (options.endLabels) {
    const ends = options.series
      .map((series, k) => ({ k, cls: series.cls, last: series.values.length - 1, text: options.endLabels?.[k] ?? '' }))
      .filter((e) => e.last >= 0 && e.text)
      .map((e) => ({ ...e, x: x(e.last), y: round(f.scale.y(options.series[e.k]?.values[e.last] ?? 0)) }))
      .sort((a, b) => a.y - b.y);
    let previous = -Infinity;
    for (const end of ends) {
      const y = Math.max(end.y, previous + 15);
      previous = y;
      f.plot.append(s('line', { class: `end-dash line ${end.cls}`, x1: end.x + 6, x2: end.x + 14, y1: y, y2: y }));
      f.plot.append(s('text', { class: 'end-label', x: end.x + 17, y, 'dominant-baseline': 'middle' }, end.text));
    }
  }
  if (options.marker) {
    const { series, index, label } = options.marker;
    const v = options.series[series]?.values[index];
    if (v !== undefined) {
      const cx = x(index);
      const cy = round(f.scale.y(v));
      f.plot.append(s('circle', { class: `marker p${series + 1}`, cx, cy, r: 6 }));
      f.plot.append(s('text', { class: 'marker-label', x: cx - 10, y: cy - 8, 'text-anchor': 'end' }, label));
    }
  }
  return f.svg;
}

/** An HTML legend for the series of a chart (colour swatch + name). */
export function legend(series: readonly Pick<Series, 'name' | 'cls'>[], kind: 'bar' | 'line'): HTMLUListElement {
  return h('ul', { class: `legend legend-${kind}`, 'aria-hidden': 'true' }, ...series.map((x) => h('li', {}, h('span', { class: `swatch ${x.cls}` }), x.name)));
}
