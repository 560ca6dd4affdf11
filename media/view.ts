/** The page's layout: a fixed shell around the content; the answers drawn at once, the rest after that frame in slices. */
import type { AnswerPart, PanelModel, SourceInfo } from '../src/shared/protocol';
import type { Problem, RulesJson } from '../src/core/result';
import { button, h, keepingFocus, note } from './dom';
import { count } from './format';
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

type Shell = ReturnType<typeof makeShell>;
let shell: Shell | null = null;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

function getShell(): Shell {
  return (shell ??= makeShell());
}

function makeShell() {
  const app = document.getElementById('app') ?? document.body.appendChild(h('main', { id: 'app' }));
  const staleText = h('span', {}, t('view.stale'));
  const resolve = button({ id: 'resolve', class: 'primary' }, t('common.resolve'), () => post({ type: 'resolve' }));
  const stale = h('div', { id: 'stale-banner', class: 'banner', role: 'status', hidden: true }, staleText, resolve);
  const busyText = h('span', {});
  const cancel = button({ id: 'cancel' }, t('common.cancel'), () => post({ type: 'cancel' }));
  const busy = h('p', { id: 'busy', class: 'busy', role: 'status', hidden: true }, busyText, ' ', cancel);
  const notice = h('p', { id: 'notice', class: 'notice', role: 'status', hidden: true });
  const content = h('div', { id: 'content' }, note(t('view.waiting'), { id: 'waiting' }));
  // Says the new answers once after a solve (a polite live region, for screen readers only).
  const live = h('p', { id: 'announce', class: 'sr-only', 'aria-live': 'polite' });
  app.replaceChildren(live, stale, busy, notice, content);
  return { live, stale, staleText, resolve, busy, busyText, cancel, notice, content };
}

const RENDERERS = {
  header: renderHeader,
  answers: renderAnswers,
  problems: renderProblems,
  rolls: renderRolls,
  memo: renderMemo,
  byTurn: renderByTurn,
  gameLength: renderGameLength,
  composition: renderComposition,
  heatmap: renderHeatmap,
  replay: renderReplay,
  compare: renderCompare,
  rules: renderRules,
  export: renderExport,
};
type Renderers = typeof RENDERERS;
type SectionName = keyof Renderers;
type Render = (...inputs: never[]) => HTMLElement;

/** A section and the inputs it is drawn from: one whose inputs did not change is kept. */
type ViewSection = { name: SectionName; inputs: readonly unknown[] };

function viewSection<K extends SectionName>(name: K, ...inputs: Parameters<Renderers[K]>): ViewSection {
  return { name, inputs };
}

/** The sections besides its card that give an answer away: left out while it is covered (spoiler-free mode). */
const GIVE_AWAY: Record<AnswerPart, SectionName[]> = { 1: ['replay'], 2: ['byTurn', 'composition'] };

/** The section the person came for: drawn at once, with everything before it. */
const FIRST: SectionName = 'answers';
/** Form fields (a selector): a section holding one is drawn again for every view. */
const FIELDS = ['input', 'select', 'textarea'].join();

interface Drawn {
  /** The inputs it was drawn from, as JSON (they come from the host's JSON: the same text, the same inputs). */
  key: string;
  el: HTMLElement;
}

const drawn = new Map<SectionName, Drawn>();
/** The sections of the current view after FIRST, still to draw, in order. */
let rest: ViewSection[] = [];
let order: SectionName[] = [];
let restAsked = false;
/** In code-server the page runs on the workbench's thread, whose frames wait while a slice runs. */
const SLICE_MS = 6; // bench:ui, 12 rounds paired against one task: answers painted 5.1 ms sooner from the frame's origin (median; -47 to +34)

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

/** Draws one section in its place: in place of its older drawing, else before the next section drawn. */
function draw(p: ViewSection, key: string): void {
  const { content } = getShell();
  let el: HTMLElement;
  try {
    el = (RENDERERS[p.name] as Render)(...(p.inputs as never[]));
  } catch (error) {
    // Drawn after the message handler returned: report here what it would have reported.
    console.error('Dirac Dice panel: could not draw a section', error);
    showNotice(t('view.renderFailed'));
    return;
  }
  const old = drawn.get(p.name);
  drawn.set(p.name, { key, el });
  if (old?.el.parentNode === content) {
    old.el.replaceWith(el);
    return;
  }
  const next = order.slice(order.indexOf(p.name) + 1).find((n) => drawn.get(n)?.el.parentNode === content);
  content.insertBefore(el, next ? (drawn.get(next)?.el ?? null) : null);
}

/** Draws a section unless unchanged; one with form fields is always drawn, to put back what the view holds. */
function drawIfChanged(p: ViewSection): void {
  const key = JSON.stringify(p.inputs);
  const d = drawn.get(p.name);
  if (d?.el.isConnected && d.key === key && d.el.querySelector(FIELDS) === null) return;
  draw(p, key);
}

/** Draws the sections up to FIRST now, the rest after the frame; `data-drawing` is set until the rest is drawn. */
function show(view: ViewSection[]): void {
  const { content } = getShell();
  order = view.map((p) => p.name);
  // Sections the new view has not, and anything else (the "waiting" note), go.
  for (const [name, d] of drawn) {
    if (order.includes(name)) continue;
    d.el.remove();
    drawn.delete(name);
  }
  const kept = new Set(Array.from(drawn.values(), (d) => d.el));
  for (const child of Array.from(content.children)) if (!kept.has(child as HTMLElement)) child.remove();
  // The rest are compared after the frame, so that comparing big inputs never delays the answers.
  const now = order.includes(FIRST) ? order.indexOf(FIRST) + 1 : view.length;
  keepingFocus(() => view.slice(0, now).forEach(drawIfChanged));
  rest = view.slice(now);
  content.toggleAttribute('data-drawing', rest.length > 0);
  if (rest.length === 0 || restAsked) return;
  restAsked = true;
  requestAnimationFrame(() => nextTask(drawSlice));
}

function drawSlice(): void {
  const start = performance.now();
  keepingFocus(() => {
    while (rest.length > 0 && performance.now() - start < SLICE_MS) drawIfChanged(rest.shift() as ViewSection);
  });
  getShell().content.toggleAttribute('data-drawing', rest.length > 0);
  restAsked = rest.length > 0;
  if (restAsked) nextTask(drawSlice);
}

export function renderModel(model: PanelModel): void {
  const { result, covered = [], source, rulesOrigin, totalMs } = model;
  const away = covered.flatMap((part) => GIVE_AWAY[part]);
  setBusy(null);
  const view = [
    viewSection('header', { source, rules: result.rules, players: result.players, rulesOrigin, totalMs }),
    viewSection('answers', result, covered),
    viewSection('rolls', result.part2?.rollFrequencies ?? null, result.rules),
    viewSection('memo', result.part2),
    viewSection('byTurn', result.part2),
    viewSection('gameLength', result.part2, covered.includes(2)),
    viewSection('composition', result.part2),
    viewSection('heatmap', model),
    viewSection('replay', result.part1, result.rules.target),
    viewSection('compare', result.part2),
    viewSection('rules', result.rules),
    viewSection('export'),
  ];
  show(view.filter((section) => !away.includes(section.name)));
}

export function renderProblemsView(source: SourceInfo | null, problems: readonly Problem[], rules: RulesJson): void {
  setBusy(null);
  show([
    viewSection('header', { source, rules }),
    viewSection('problems', problems),
    viewSection('rules', rules, problems),
  ]);
}

/** Says a new result's answers in the live region, once (the sections themselves are not live). */
export function announce({ result, covered = [] }: PanelModel): void {
  const say = (part: AnswerPart, answer: string | undefined, notSolved: string): string =>
    !answer
      ? notSolved
      : covered.includes(part)
        ? t('view.announceCovered', part)
        : t('view.announcePart', part, count(answer));
  const one = say(1, result.part1?.answer, t('common.part1NotSolved'));
  const two = say(2, result.part2?.answer, t('common.part2NotSolved'));
  // A new text node: announced even when the answers are the same as before.
  getShell().live.replaceChildren(`${one} ${two}`);
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

/** Builds the shell now, so that the banner and status lines exist before any message; Escape closes the open <details> the focus is in. */
export function initView(): void {
  getShell();
  document.addEventListener('keydown', (event) => {
    const open = event.key === 'Escape' ? document.activeElement?.closest('details[open]') : null;
    if (!(open instanceof HTMLDetailsElement)) return;
    open.open = false;
    open.querySelector('summary')?.focus();
    event.preventDefault();
  });
}
