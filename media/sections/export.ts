/** Exports of the shown result: the page only asks; the host copies and saves. */
import { button, h, note, section } from '../dom';
import { post } from '../host';
import { t } from '../i18n';

export function renderExport(): HTMLElement {
  return section(
    'section-export',
    t('export.title'),
    note(t('export.help')),
    h(
      'div',
      { class: 'actions' },
      button({ id: 'copy-markdown', class: 'secondary' }, t('export.copyMarkdown'), () =>
        post({ type: 'copyMarkdown' }),
      ),
      button({ id: 'save-json', class: 'secondary' }, t('export.saveJson'), () => post({ type: 'saveJson' })),
    ),
  );
}
