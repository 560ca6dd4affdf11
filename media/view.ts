/**
 * The page's layout: a fixed shell (stale banner, busy line, notice) around the content, which
 * is drawn from a model or a list of problems, section by section: the answers at once (in the
 * next frame painted), the rest after that frame in slices of a few milliseconds, and only the
 * sections whose inputs changed. Drawing keeps the scroll position and focus.
 */
import type { PanelModel, SourceInfo } from '../src/shared/protocol';
import type { Problem, RulesJson } from '../src/shared/result';
import { button, h, note } from './dom';
import { post } from './host';
import { t } from './i18n';
import { renderAnswers } from './sections/answers';
import { renderByTurn } from './sections/byTurn';
import { renderCompare } from './sections/compare';
import { renderComposition } from './sections/composition';
import { renderExport } from './sections/export';
import { renderGameLength } from './sections/gameLength';
import { renderHeader } from './sections/header';
import { renderHeatmap } from './sections/heatmap';
import { renderMemo } from './sections/memo';
import { renderProblems } from './sections/problems';
import { renderReplay } from './sections/replay';
import { renderRolls } from './sections/rolls';
import { renderRules } from './sections/rules';

interface Shell {
  stale: HTMLElement;
  staleText: HTMLElement;
  resolve: HTMLButtonElement;
  busy: HTMLElement;
  busyText: HTMLElement;
  cancel: HTMLElement;
  notice: HTMLElement;
  content: HTMLElement;
}

let shell: Shell | null = null;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

function getShell(): Shell {
  if (shell) return shell;
  const app = document.getElementById('app') ?? document.body.appendChild(h('main', { id: 'app' }));
  const staleText = h('span', {}, t('view.stale'));
  const resolve = button({ id: 'resolve', class: 'primary' }, t('common.resolve'), () => post({ type: 'resolve' }));
  const stale = h('div', { id: 'stale-banner', class: 'banner', role: 'status', hidden: true }, staleText, resolve);
  const busyText = h('span', {});
  const cancel = button({ id: 'cancel' }, t('common.cancel'), () => post({ type: 'cancel' }));
  const busy = h('p', { id: 'busy', class: 'busy', role: 'status', hidden: true }, busyText, ' ', cancel);
  const notice = h('p', { id: 'notice', class: 'notice', role: 'status', hidden: true });
  const content = h('div', { id: 'content' }, note(t('view.waiting'), { id: 'waiting' }));
  app.replaceChildren(stale, busy, notice, content);
  shell = { stale, staleText, resolve, busy, busyText, cancel, notice, content };
  return shell;
}

/** How to find the focused element again after a rebuild. */
function focusKey(): string | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  if (el.dataset.a && el.dataset.b) return `#heatmap button[data-a="${el.dataset.a}"][data-b="${el.dataset.b}"]`;
  return el.id ? `#${CSS.escape(el.id)}` : null;
}

/**
 * Changes the content keeping the scroll position and, when it moved into new nodes, the focus.
 * The position is read once, before the change (the layout is clean then: no forced layout), and
 * set again only when the page was scrolled.
 */
function keepingFocus(change: () => void): void {
  const { content } = getShell();
  const key = focusKey();
  const x = window.scrollX;
  const y = window.scrollY;
  change();
  if (x !== 0 || y !== 0) window.scrollTo(x, y);
  if (!key || document.activeElement !== document.body) return;
  const target = content.querySelector<HTMLElement>(key);
  if (target) {
    if (target.classList.contains('cell')) {
      content.querySelectorAll<HTMLElement>('#heatmap [tabindex="0"]').forEach((el) => (el.tabIndex = -1));
      target.tabIndex = 0;
    }
    target.focus({ preventScroll: true });
  }
}

/**
 * One section of a view: the function that draws it and the inputs it is drawn from. The function
 * is the section's key: a section whose inputs did not change since it was drawn is kept as it is.
 */
interface Part {
  render: (...inputs: never[]) => HTMLElement;
  inputs: readonly unknown[];
}

function part<A extends unknown[]>(render: (...inputs: A) => HTMLElement, ...inputs: A): Part {
  return { render: render as unknown as Part['render'], inputs };
}

/** The section the person came for: drawn at once, with everything before it. */
const FIRST = renderAnswers;
/** Form fields (a selector): a section holding one is drawn again for every view. */
const FIELDS = ['input', 'select', 'textarea'].join();
/**
 * Time one slice of the later sections may take before the page yields (in code-server the page
 * runs on the workbench's thread: the editor waits while a slice runs). A slice draws at least one
 * section.
 */
const SLICE_MS = 6;

interface Drawn {
  inputs: readonly unknown[];
  el: HTMLElement;
}

/** The sections on screen, by their render function. */
const drawn = new Map<Part['render'], Drawn>();
/** Sections of the current view still to draw, in order. */
let queue: Part[] = [];
let order: Part['render'][] = [];
/** A slice of the queue is asked for (after the next frame, or as the next task). */
let sliceAsked = false;

/** Runs `run` as a task of its own, soon (a MessageChannel: no timer clamping). */
const nextTask: (run: () => void) => void = (() => {
  if (typeof MessageChannel !== 'function') return (run) => void setTimeout(run, 0);
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return (run) => {
    waiting.push(run);
    channel.port2.postMessage(null);
  };
})();

/** Runs `run` as a task after the next frame is painted (never within the frame's own work). */
function afterPaint(run: () => void): void {
  requestAnimationFrame(() => nextTask(run));
}

/** Equal JSON-like values (the inputs come from the host's JSON, so this is all they hold). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/** Draws one section in its place: over its older drawing, else before the next section drawn. */
function draw(p: Part): void {
  const { content } = getShell();
  let el: HTMLElement;
  try {
    el = p.render(...(p.inputs as never[]));
  } catch (error) {
    // Drawn after the message handler returned: report here what it would have reported.
    console.error('Dirac Dice panel: could not draw a section', error);
    showNotice(t('view.renderFailed'));
    return;
  }
  const old = drawn.get(p.render);
  drawn.set(p.render, { inputs: p.inputs, el });
  if (old?.el.parentNode === content) {
    old.el.replaceWith(el);
    return;
  }
  const next = order.slice(order.indexOf(p.render) + 1).find((r) => drawn.get(r)?.el.parentNode === content);
  content.insertBefore(el, next ? (drawn.get(next)?.el ?? null) : null);
}

/**
 * Draws a view: the sections up to FIRST now (the answers are in the next frame painted), the
 * rest after that frame, a slice at a time, in order; sections whose inputs did not change stay.
 */
function show(view: Part[]): void {
  const { content } = getShell();
  order = view.map((p) => p.render);
  // Sections the new view has not, and anything else (the "waiting" note), go.
  for (const [render, d] of drawn) {
    if (order.includes(render)) continue;
    d.el.remove();
    drawn.delete(render);
  }
  const kept = new Set(Array.from(drawn.values(), (d) => d.el));
  for (const child of Array.from(content.children)) if (!kept.has(child as HTMLElement)) child.remove();
  // A section is kept when its inputs are the same, unless it has fields the person may have typed
  // into (the rules form): a new view puts those back to what the view holds.
  queue = view.filter((p) => {
    const d = drawn.get(p.render);
    return !d || !same(d.inputs, p.inputs) || d.el.querySelector(FIELDS) !== null;
  });
  const first = order.indexOf(FIRST);
  keepingFocus(() => {
    while (queue.length > 0 && (first < 0 || order.indexOf(queue[0].render) <= first)) draw(queue.shift() as Part);
  });
  if (sliceAsked) return drawSoon(); // the slice asked for draws this view's rest
  content.toggleAttribute('data-drawing', queue.length > 0);
  if (queue.length === 0) return;
  sliceAsked = true;
  afterPaint(drawSlice);
}

/**
 * Asks for the next slice of the queue; while sections are still to be drawn the content has the
 * attribute `data-drawing` (what waits for a whole view, such as the UI tests, waits for it to go).
 */
function drawSoon(): void {
  getShell().content.toggleAttribute('data-drawing', queue.length > 0);
  if (queue.length === 0 || sliceAsked) return;
  sliceAsked = true;
  nextTask(drawSlice);
}

function drawSlice(): void {
  sliceAsked = false;
  if (queue.length === 0) return drawSoon();
  const start = performance.now();
  keepingFocus(() => {
    do draw(queue.shift() as Part);
    while (queue.length > 0 && performance.now() - start < SLICE_MS);
  });
  drawSoon();
}

export function renderModel(model: PanelModel): void {
  const { result } = model;
  setBusy(null);
  show([
    part(renderHeader, {
      source: model.source,
      rules: result.rules,
      players: result.players,
      rulesOrigin: model.rulesOrigin,
      totalMs: model.totalMs,
    }),
    part(renderAnswers, result),
    part(renderRolls, result.part2?.rollFrequencies ?? null, result.rules),
    part(renderMemo, result.part2),
    part(renderByTurn, result.part2),
    part(renderGameLength, result.part2),
    part(renderComposition, result.part2),
    part(renderHeatmap, model),
    part(renderReplay, model.replay, result.part1 !== null),
    part(renderCompare, result.part2),
    part(renderRules, result.rules),
    part(renderExport),
  ]);
}

export function renderProblemsView(source: SourceInfo | null, problems: readonly Problem[], rules: RulesJson): void {
  setBusy(null);
  show([part(renderHeader, { source, rules }), part(renderProblems, problems), part(renderRules, rules, problems)]);
}

export function setBusy(label: string | null): void {
  const { busy, busyText } = getShell();
  busyText.textContent = label ?? '';
  busy.hidden = label === null;
  getShell().content.setAttribute('aria-busy', label === null ? 'false' : 'true');
}

export function setStale(stale: boolean): void {
  getShell().stale.hidden = !stale;
}

export function showNotice(text: string): void {
  const { notice } = getShell();
  notice.textContent = text;
  notice.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => {
    notice.hidden = true;
    notice.textContent = '';
  }, 6000);
}

/** Rewrites the shell's own text after the strings changed (the content is redrawn by its owner). */
export function relabelShell(): void {
  drawn.clear(); // every section is drawn again, in the new words
  const { staleText, resolve, cancel, content } = getShell();
  staleText.textContent = t('view.stale');
  resolve.textContent = t('common.resolve');
  cancel.textContent = t('common.cancel');
  const waiting = content.querySelector('#waiting');
  if (waiting) waiting.textContent = t('view.waiting');
}

/** Builds the shell now, so that the banner and status lines exist before any message. */
export function initView(): void {
  getShell();
}
