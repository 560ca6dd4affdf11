/** Exports of the shown result: the page only asks; the host copies and saves. */
import { actions, note, requestButton, section } from '../dom';
import { t } from '../i18n';

export function renderExport(): HTMLElement {
  return section(
    'section-export',
    t('export.title'),
    note(t('export.help')),
    actions(
      requestButton('copy-markdown', t('export.copyMarkdown'), { type: 'copyMarkdown' }),
      requestButton('save-json', t('export.saveJson'), { type: 'saveJson' }),
    ),
  );
}
