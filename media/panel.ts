/**
 * The results panel's first script (bundled to dist/webview/panel.js, inline in the page's
 * markup). It draws what the host sends, saves it with setState so that a reload redraws at once,
 * and posts the user's requests back. It draws the answers itself; the other sections come with the
 * later script (media/later.ts, dist/webview/later.js), which it loads after the first paint.
 */
import type { HostMessage } from '../src/shared/protocol';
import { loadState, post, saveState, type ViewState } from './host';
import { setNumberLocale } from './format';
import { setStrings, t } from './i18n';
import { KERNEL, KERNEL_GLOBAL } from './kernel';
import {
  initView,
  laterFailed,
  laterScript,
  relabelShell,
  renderModel,
  renderProblemsView,
  setBusy,
  setStale,
  showNotice,
} from './view';

let view: ViewState | null = null;
/** The id of the model on screen, and the locale of the strings: the host never sends them again. */
let modelId: string | undefined;
let locale: string | undefined;

function show(state: ViewState): void {
  view = state;
  if ('model' in state) renderModel(state.model);
  else renderProblemsView(state.problems.source, state.problems.problems, state.problems.rules);
}

function handle(message: HostMessage): void {
  switch (message.type) {
    case 'model':
      if (message.id === modelId) break; // already on screen (sent again after a reload)
      modelId = message.id;
      show({ model: message.model });
      saveState({ view: { model: message.model }, modelId });
      break;
    case 'problems': {
      const state: ViewState = {
        problems: { source: message.source, problems: message.problems, rules: message.rules },
      };
      modelId = undefined;
      show(state);
      saveState({ view: state, modelId });
      break;
    }
    case 'busy':
      setBusy(message.label);
      break;
    case 'stale':
      setStale(message.stale);
      break;
    case 'pair':
    case 'error':
      laterScript()?.pairReply(message); // the heatmap takes the replies to its own requests
      if (message.type === 'error') showNotice(message.text);
      break;
    case 'notice':
      showNotice(message.text);
      break;
    case 'strings': {
      if (message.locale === locale) break;
      locale = message.locale;
      saveState({ strings: { locale, table: message.strings } });
      // Redraw only when the text or the numbers' format actually changed (not for English).
      const textChanged = setStrings(message.strings);
      const numbersChanged = setNumberLocale(message.locale);
      if (textChanged || numbersChanged) {
        relabelShell();
        if (view) show(view);
      }
      break;
    }
  }
}

function isHostMessage(data: unknown): data is HostMessage {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';
}

/** This script's element: it carries the nonce, and the later script's address (data-later). */
const self = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;

/** Loads the later script under this script's nonce (the page's CSP allows no other script). */
function loadLater(): void {
  const src = self?.dataset.later;
  if (!self || !src) {
    console.error('Dirac Dice panel: the address of the later script is missing');
    return laterFailed();
  }
  const script = document.createElement('script');
  script.nonce = self.nonce;
  script.src = src;
  script.onerror = () => {
    console.error(`Dirac Dice panel: could not load ${src}`);
    laterFailed();
  };
  document.head.append(script);
}

// The modules the later script shares with this one (see kernel.ts).
Object.assign(globalThis, { [KERNEL_GLOBAL]: KERNEL });

// The saved strings first, so that the shell and the saved view are drawn once, in their words.
const saved = loadState();
if (saved.strings) {
  setStrings(saved.strings.table);
  locale = saved.strings.locale;
}
// Numbers in VS Code's display language from the first paint: the host writes it in <html lang>.
setNumberLocale(locale ?? document.documentElement.lang);
initView(loadLater);
window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (!isHostMessage(event.data)) return;
  try {
    handle(event.data);
  } catch (error) {
    console.error('Dirac Dice panel: could not show a message', error);
    showNotice(t('view.renderFailed'));
  }
});

if (saved.view) {
  try {
    show(saved.view);
    modelId = saved.modelId;
  } catch (error) {
    console.error('Dirac Dice panel: could not restore the saved view', error);
  }
}
post({ type: 'ready', ...(modelId === undefined ? {} : { modelId }), ...(locale === undefined ? {} : { locale }) });
