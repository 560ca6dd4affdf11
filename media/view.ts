/**
 * The page's layout: a fixed shell (stale banner, busy line, notice) around the content, which
 * is rebuilt from a model or a list of problems. Rebuilding keeps the scroll position and focus.
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

function rebuild(...sections: HTMLElement[]): void {
  const { content } = getShell();
  const key = focusKey();
  const x = window.scrollX;
  const y = window.scrollY;
  content.replaceChildren(...sections);
  window.scrollTo(x, y);
  if (key) {
    const target = content.querySelector<HTMLElement>(key);
    if (target) {
      if (target.classList.contains('cell')) {
        content.querySelectorAll<HTMLElement>('#heatmap [tabindex="0"]').forEach((el) => (el.tabIndex = -1));
        target.tabIndex = 0;
      }
      target.focus({ preventScroll: true });
    }
  }
}

export function renderModel(model: PanelModel): void {
  const { result } = model;
  setBusy(null);
  rebuild(
    renderHeader({
      source: model.source,
      rules: result.rules,
      players: result.players,
      rulesOrigin: model.rulesOrigin,
      totalMs: model.totalMs,
    }),
    renderAnswers(result),
    renderRolls(result.part2?.rollFrequencies ?? null, result.rules),
    renderMemo(result.part2),
    renderByTurn(result.part2),
    renderGameLength(result.part2),
    renderComposition(result.part2),
    renderHeatmap(model),
    renderReplay(model.replay, result.part1 !== null),
    renderCompare(result.part2),
    renderRules(result.rules),
    renderExport(),
  );
}

export function renderProblemsView(source: SourceInfo | null, problems: readonly Problem[], rules: RulesJson): void {
  setBusy(null);
  rebuild(renderHeader({ source, rules }), renderProblems(problems), renderRules(rules, problems));
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
