/**
 * The page's modules that its later script (media/later.ts) uses too. The first script puts them
 * on `globalThis.diracPanelKernel`; the build (esbuild.mjs) turns each import of one of them in the
 * later script into a read from there, so both scripts share one copy (the strings, the number
 * format, the webview API and the drawn view are state: two copies would disagree). The build
 * fails when the later script imports a module of the first script that is not listed here.
 */
import * as dom from './dom';
import * as format from './format';
import * as host from './host';
import * as i18n from './i18n';
import * as insight from './insight';
import * as view from './view';

export const KERNEL = { dom, format, host, i18n, insight, view };

/** The global the later script reads the modules from. */
export const KERNEL_GLOBAL = 'diracPanelKernel';
