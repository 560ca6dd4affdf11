/** Section 1: where the result came from, the rules in force, the time, and "Re-solve". */
import type { SourceInfo } from '../../src/shared/protocol';
import type { RulesJson } from '../../src/core/result';
import { actions, h, requestButton, section } from '../dom';
import { count, ms } from '../format';
import { t, tParts } from '../i18n';

export interface HeaderInfo {
  source: SourceInfo | null;
  rules: RulesJson;
  players?: readonly number[];
  rulesOrigin?: 'settings' | 'panel';
  totalMs?: number;
}

/** "board of 10 spaces, 3 rolls per turn; part 1: ..." */
function describeRules(rules: RulesJson): string {
  return t(
    'header.rulesDescription',
    count(rules.boardSize),
    count(rules.rollsPerTurn),
    count(rules.deterministicSides),
    count(rules.target),
    count(rules.diracSides),
    count(rules.diracTarget),
  );
}

function listPositions(players: readonly number[]): string {
  if (players.length === 2) return t('header.twoPlayers', count(players[0]), count(players[1]));
  return t('header.players', players.length, players.map((p) => count(p)).join(t('list.separator')));
}

export function renderHeader(info: HeaderInfo): HTMLElement {
  const origin =
    info.rulesOrigin === 'panel'
      ? t('header.rulesFromPanel')
      : info.rulesOrigin === 'settings'
        ? t('header.rulesFromSettings')
        : t('common.rules');
  const source = h('span', { id: 'source', class: 'source' }, info.source?.label ?? t('header.noInput'));
  const version = info.source && h('span', { class: 'note' }, t('header.version', count(info.source.version)));
  const from = h('span', { id: 'rules-origin' }, origin);
  const rules = tParts<Node | string>('header.rulesLine', from, describeRules(info.rules));
  return section(
    'section-summary',
    t('header.title'),
    h('p', { class: 'source-line' }, ...tParts('header.input', source), version),
    info.players ? h('p', { id: 'players' }, listPositions(info.players)) : null,
    h('p', {}, ...rules),
    info.totalMs !== undefined ? h('p', { id: 'total-time' }, t('header.totalTime', ms(info.totalMs))) : null,
    actions(
      requestButton('resolve-top', t('common.resolve'), { type: 'resolve' }),
      info.source ? requestButton('open-source', t('header.showInput'), { type: 'openSource' }) : null,
    ),
  );
}
