/** Section 3: how many roll sequences give each sum of one turn's Dirac rolls. */
import type { RulesJson, RollFrequency } from '../../src/shared/result';
import { barChart } from '../charts';
import { h, note, section, table } from '../dom';
import { big, count, plot, share } from '../format';

/** Past this many sums the chart gets a summary label and the table folds away. */
const LIST_LIMIT = 30;

export function renderRolls(frequencies: readonly RollFrequency[] | null, rules: RulesJson): HTMLElement {
  const title = 'Roll frequencies';
  if (!frequencies || frequencies.length === 0) return section('section-rolls', title, note('Part 2 was not solved, so there are no roll frequencies.'));
  const total = frequencies.reduce((sum, f) => sum + (big(f.ways) ?? 0n), 0n).toString();
  const what = `${count(rules.rollsPerTurn)} rolls of a ${count(rules.diracSides)}-sided die`;
  const rows = frequencies.map((f) => [count(f.sum), count(f.ways), share(f.ways, total)]);
  const tbl = table(
    { id: 'roll-table' },
    `Sums of ${what} (${count(total)} outcomes)`,
    [{ label: 'Sum', numeric: true }, { label: 'Ways', numeric: true, big: true }, { label: 'Share', numeric: true }],
    rows,
  );
  const peak = frequencies.reduce((a, b) => ((big(b.ways) ?? 0n) > (big(a.ways) ?? 0n) ? b : a));
  const label =
    frequencies.length <= LIST_LIMIT
      ? `Ways to roll each sum: ${frequencies.map((f) => `${count(f.sum)}: ${count(f.ways)}`).join(', ')}.`
      : `Ways to roll each of ${frequencies.length} sums from ${count(frequencies[0]?.sum)} to ${count(frequencies[frequencies.length - 1]?.sum)}; the most likely sum is ${count(peak.sum)} (${count(peak.ways)} ways). See the table.`;
  const chart = barChart({
    id: 'roll-bars',
    label,
    xTitle: 'Sum',
    yTitle: 'Ways',
    width: 460,
    height: 240,
    categories: frequencies.map((f) => count(f.sum)),
    series: [{ name: 'Ways', cls: 'accent', values: frequencies.map((f) => plot(f.ways)), titles: frequencies.map((f) => count(f.ways)) }],
  });
  const tableBox =
    frequencies.length <= LIST_LIMIT
      ? h('div', { class: 'table-scroll' }, tbl)
      : h('details', {}, h('summary', {}, `Table of all ${frequencies.length} sums`), h('div', { class: 'table-scroll' }, tbl));
  return section(
    'section-rolls',
    title,
    note(`Every turn the Dirac die splits the universe once per outcome of ${what}: ${count(total)} universes, but only ${frequencies.length} different moves.`),
    h('div', { class: 'split' }, tableBox, h('figure', { class: 'chart-box small' }, chart)),
  );
}
