/** "Copy Results as Markdown": the answers, each player's wins and chances, the rolls and the memo, as Markdown tables. */
import { group, percents } from '../core/english';
import type { SolveResult } from '../core/result';

function table(header: string[], rows: string[][], align: ('l' | 'r')[]): string[] {
  const rule = align.map((a) => (a === 'r' ? '---:' : '---'));
  return [header, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`);
}

export function resultsMarkdown(result: SolveResult, sourceLabel: string): string {
  const { part1, part2, rules } = result;
  const lines = [
    `## Dirac Dice: ${sourceLabel}`,
    '',
    `Players start on ${result.players.map((p, i) => `${i + 1}: space ${p}`).join(', ')}; board of ${rules.boardSize}, ` +
      `${rules.rollsPerTurn} rolls a turn, targets ${group(rules.target)} (part 1) and ${rules.diracTarget} (part 2).`,
    '',
    ...table(
      ['Part', 'Answer'],
      [
        ['1', part1 ? group(part1.answer) : 'not solved'],
        ['2', part2 ? group(part2.answer) : 'not solved'],
      ],
      ['l', 'r'],
    ),
  ];
  if (part2) {
    const probability = part2.probability;
    const shares = percents(part2.shares);
    const chances = probability ? percents(probability.win.map((p) => p.value)) : [];
    lines.push(
      '',
      ...table(
        ['Player', 'Wins in universes', 'Share of universes', 'Probability of winning'],
        part2.wins.map((wins, i) => [String(i + 1), group(wins), shares[i] ?? '?', chances[i] ?? '—']),
        ['l', 'r', 'r', 'r'],
      ),
      '',
      ...table(
        ['Roll sum', 'Ways'],
        part2.rollFrequencies.map((f) => [String(f.sum), group(f.ways)]),
        ['r', 'r'],
      ),
    );
    if (probability) {
      const { expectedMoves: moves, expectedRolls: rolls } = probability;
      lines.push('', `Expected game length: ${moves.value.toFixed(2)} moves (${rolls.value.toFixed(2)} rolls).`);
    }
    const m = part2.memo;
    if (m) lines.push('', `Memo: ${group(m.entries)} entries, ${group(m.hits)} hits in ${group(m.calls)} calls.`);
  }
  return `${lines.join('\n')}\n`;
}
