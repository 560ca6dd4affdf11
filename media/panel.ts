/**
 * The results panel's script (bundled to dist/webview/panel.js). It draws what the host sends,
 * saves it with setState so that a reload redraws at once, and posts the user's requests back.
 */
import type { HostMessage } from '../src/shared/protocol';
import { loadState, post, saveState, type ViewState } from './host';
import { setStrings, t } from './i18n';
import { pairFailed, showPair } from './sections/heatmap';
import { initView, relabelShell, renderModel, renderProblemsView, setBusy, setStale, showNotice } from './view';

let view: ViewState | null = null;

function show(state: ViewState): void {
  view = state;
  if ('model' in state) renderModel(state.model);
  else renderProblemsView(state.problems.source, state.problems.problems, state.problems.rules);
}

function handle(message: HostMessage): void {
  switch (message.type) {
    case 'model':
      show({ model: message.model });
      saveState({ model: message.model });
      break;
    case 'problems': {
      const state: ViewState = {
        problems: { source: message.source, problems: message.problems, rules: message.rules },
      };
      show(state);
      saveState(state);
      break;
    }
    case 'busy':
      setBusy(message.label);
      break;
    case 'stale':
      setStale(message.stale);
      break;
    case 'pair':
      showPair(message.pair);
      break;
    case 'notice':
      pairFailed();
      showNotice(message.text);
      break;
    case 'strings':
      // Sent on every 'ready'; redraw only when the text actually changed (not for English).
      if (setStrings(message.strings)) {
        relabelShell();
        if (view) show(view);
      }
      break;
  }
}

function isHostMessage(data: unknown): data is HostMessage {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';
}

initView();
window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (!isHostMessage(event.data)) return;
  try {
    handle(event.data);
  } catch (error) {
    console.error('Dirac Dice panel: could not show a message', error);
    showNotice(t('view.renderFailed'));
  }
});

const saved = loadState();
if (saved) {
  try {
    show(saved);
  } catch (error) {
    console.error('Dirac Dice panel: could not restore the saved view', error);
  }
}
post({ type: 'ready' });
