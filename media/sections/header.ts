/** Section 1: where the result came from, the rules in force, the time, and "Re-solve". */
import type { SourceInfo } from '../../src/shared/protocol';
import type { RulesJson } from '../../src/shared/result';
import { button, h, section } from '../dom';
import { count, ms } from '../format';
import { post } from '../host';

export interface HeaderInfo {
  source: SourceInfo | null;
  rules: RulesJson;
  players?: readonly number[];
  rulesOrigin?: 'settings' | 'panel';
  totalMs?: number;
}

/** "board of 10 spaces, 3 rolls per turn; part 1: ..." */
export function describeRules(rules: RulesJson): string {
  return (
    `board of ${count(rules.boardSize)} spaces, ${count(rules.rollsPerTurn)} rolls per turn; ` +
    `part 1: ${count(rules.deterministicSides)}-sided deterministic die, target ${count(rules.target)}; ` +
    `part 2: ${count(rules.diracSides)}-sided Dirac die, target ${count(rules.diracTarget)}`
  );
}

function listPositions(players: readonly number[]): string {
  if (players.length === 2) return `Players start on spaces ${count(players[0])} and ${count(players[1])}.`;
  return `${players.length} players start on spaces ${players.map((p) => count(p)).join(', ')}.`;
}

export function renderHeader(info: HeaderInfo): HTMLElement {
  const origin = info.rulesOrigin === 'panel' ? 'Rules changed in this panel' : info.rulesOrigin === 'settings' ? 'Rules from settings' : 'Rules';
  return section(
    'section-summary',
    'Dirac Dice results',
    h(
      'p',
      { class: 'source-line' },
      'Input: ',
      h('span', { id: 'source', class: 'source' }, info.source?.label ?? 'no input'),
      info.source ? h('span', { class: 'note' }, ` (version ${count(info.source.version)})`) : null,
    ),
    info.players ? h('p', { id: 'players' }, listPositions(info.players)) : null,
    h('p', {}, h('span', { id: 'rules-origin' }, origin), `: ${describeRules(info.rules)}.`),
    info.totalMs !== undefined ? h('p', { id: 'total-time' }, `Solved in ${ms(info.totalMs)} (everything on this page).`) : null,
    h(
      'div',
      { class: 'actions' },
      button({ id: 'resolve-top', class: 'primary' }, 'Re-solve', () => post({ type: 'resolve' })),
      info.source ? button({ id: 'open-source', class: 'secondary' }, 'Show input', () => post({ type: 'openSource' })) : null,
    ),
  );
}
