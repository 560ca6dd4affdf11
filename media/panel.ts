/** The results panel's script: draws what the host sends, saves it so a reload redraws at once. */
import type { HostMessage } from '../src/shared/protocol';
import { loadState, post, saveState, type ViewState } from './host';
import { setNumberLocale } from './format';
import { setStrings, t } from './i18n';
import { pairReply } from './sections/heatmap';
import {
  announce,
  initView,
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
      announce(message.model);
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
      pairReply(message); // the heatmap takes the replies to its own requests
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

// The saved strings first, so that the shell and the saved view are drawn once, in their words.
const saved = loadState();
if (saved.strings) {
  setStrings(saved.strings.table);
  locale = saved.strings.locale;
}
// Numbers in VS Code's display language from the first paint: the host writes it in <html lang>.
setNumberLocale(locale ?? document.documentElement.lang);
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

if (saved.view) {
  try {
    show(saved.view);
    modelId = saved.modelId;
  } catch (error) {
    console.error('Dirac Dice panel: could not restore the saved view', error);
  }
}
post({ type: 'ready', ...(modelId === undefined ? {} : { modelId }), ...(locale === undefined ? {} : { locale }) });
