/**
 * The page's later script (bundled to dist/webview/later.js): every section but the header, the
 * answers and the problems, with the charts and the rest they need. The page loads it after its
 * first paint (see view.ts), so that the markup VS Code copies into the webview, and the script it
 * compiles before the answers show, hold only what the first paint draws. The modules it shares with
 * the page's first script (dom, format, host, i18n, insight, view) are not bundled here again: the
 * build maps them to the first script's own copies (media/kernel.ts), so there is one of each.
 */
import { renderByTurn } from './sections/byTurn';
import { renderCompare } from './sections/compare';
import { renderComposition } from './sections/composition';
import { renderExport } from './sections/export';
import { renderGameLength } from './sections/gameLength';
import { pairReply, renderHeatmap } from './sections/heatmap';
import { renderMemo } from './sections/memo';
import { renderReplay } from './sections/replay';
import { renderRolls } from './sections/rolls';
import { renderRules } from './sections/rules';
import { registerLater } from './view';

/** What the later script adds to the page. */
const LATER = {
  /** The sections it draws, by the name the views use (view.ts). */
  sections: {
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
  },
  /** The host's replies to the heatmap's pair requests. */
  pairReply,
};

export type Later = typeof LATER;

registerLater(LATER);
