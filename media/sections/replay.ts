/** Section 7: the part 1 game replayed, each player's score after each of its turns. */
import type { Part1Result } from '../../src/core/result';
import { chartFigure, legend, lineChart, type Series } from '../charts';
import { h, note, scroller, section, table } from '../dom';
import { num, playerClass, playerName } from '../format';
import { t } from '../i18n';

type Replay = NonNullable<Part1Result['replay']> & { target: number; winner: number };

function describe(replay: Replay): string {
  const lines = replay.scores.map((row, p) => {
    const last = row[row.length - 1] ?? 0;
    return p === replay.winner - 1
      ? t('replay.winnerLine', playerName(p), num(last), row.length)
      : t('replay.otherLine', playerName(p), num(last), row.length);
  });
  return t('replay.label', num(replay.target), lines.join(t('list.sentenceSeparator')));
}

export function renderReplay(part1: Part1Result | null, target: string): HTMLElement {
  const title = t('replay.title');
  const why = part1 ? t('replay.tooLong') : t('common.part1NotSolved');
  if (!part1?.replay) return section('section-replay', title, note(why, { id: 'chart-replay' }));
  const replay: Replay = { scores: part1.replay.scores, target: Number(target), winner: part1.winner };
  const series: Series[] = replay.scores.map((row, p) => ({
    name: playerName(p),
    cls: playerClass(p),
    values: row,
    titles: row.map((v) => num(v)),
  }));
  const winner = replay.winner - 1;
  const winnerTurns = replay.scores[winner]?.length ?? 0;
  const wins = t('replay.winsOnTurn', playerName(winner), num(winnerTurns));
  const draw = (width: number): SVGSVGElement =>
    lineChart({
      id: 'chart-replay',
      width,
      label: describe(replay),
      xTitle: t('common.turnOfPlayer'),
      xName: t('common.turnOfPlayerInTitle'),
      yTitle: t('replay.score'),
      series,
      yMax: replay.target,
      refLine: { value: replay.target, label: t('replay.target', num(replay.target)) },
      marker: { series: winner, index: winnerTurns - 1, label: wins },
    });
  return section('section-replay', title, chartFigure('chart-box', draw, legend(series, 'line')), scoreTable(replay));
}

/** The chart's table equivalent, built when first opened (a game may last thousands of turns). */
function scoreTable(replay: Replay): HTMLDetailsElement {
  const details = h('details', {}, h('summary', {}, t('replay.tableSummary')));
  details.addEventListener('toggle', () => {
    if (!details.open || details.querySelector('table')) return;
    const turns = Math.max(0, ...replay.scores.map((row) => row.length));
    const rows = Array.from({ length: turns }, (_, turn) => [
      num(turn + 1),
      ...replay.scores.map((row) => (row[turn] === undefined ? '' : num(row[turn]))),
    ]);
    const columns = [
      { label: t('common.turn'), numeric: true },
      ...replay.scores.map((_, p) => ({ label: playerName(p), numeric: true })),
    ];
    details.append(scroller(table({ id: 'replay-table' }, t('replay.caption'), columns, rows)));
  });
  return details;
}
