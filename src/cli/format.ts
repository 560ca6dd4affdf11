/** What the CLI prints: the human-readable result, and the problems of a refused request. */
import { DiracDiceError, type Ahead, type SolveResult } from '../core';
import { formatProblem } from '../core/errors';
import { group, percents } from '../core/english';
import type { Command } from './options';
import { printable } from './text';

export function formatHuman(result: SolveResult): string {
  const lines: string[] = [];
  const { part1, part2 } = result;
  lines.push(
    `Players start on ${result.players.map((p, i) => `${i + 1}: ${p}`).join(', ')} (board ${result.rules.boardSize})`,
  );
  if (part1) {
    lines.push('', `Part 1: ${group(part1.answer)}`);
    lines.push(
      `  player ${part1.winner} wins; scores ${part1.scores.map(group).join(' / ')}; ${group(part1.rolls)} rolls (${part1.timeMs.toFixed(3)} ms)`,
    );
  }
  if (part2) {
    lines.push('', `Part 2: ${group(part2.answer)}`);
    const probability = part2.probability;
    const shares = percents(part2.shares);
    const chances = probability ? percents(probability.win.map((p) => p.value)) : [];
    part2.wins.forEach((w, i) => {
      const chance = probability ? `; probability of winning ${chances[i]}` : '';
      lines.push(`  player ${i + 1} wins in ${group(w)} universes (${shares[i]} of them)${chance}`);
    });
    if (probability) {
      const { expectedMoves: moves, expectedRolls: rolls } = probability;
      lines.push(`  ${whoIsAhead(part2.ahead)}`);
      lines.push(`  expected game length: ${moves.value.toFixed(2)} moves (${rolls.value.toFixed(2)} rolls)`);
    }
    lines.push('  roll frequencies (sum: ways): ' + part2.rollFrequencies.map((f) => `${f.sum}:${f.ways}`).join(' '));
    if (part2.memo) {
      const { entries, calls, hits, stateBound } = part2.memo;
      const rate = ((100 * hits) / Math.max(1, calls)).toFixed(2);
      lines.push(`  memo: ${entries} entries, ${calls} calls, ${hits} hits (${rate} %), state bound ${stateBound}`);
    }
    for (const run of part2.runs)
      lines.push(`  ${run.strategy.padEnd(10)} ${run.timeMs.toFixed(3).padStart(10)} ms  ${run.statesTouched} states`);
    for (const r of part2.refused) lines.push(`  ${r.strategy.padEnd(10)} refused: ${r.reason}`);
  }
  return lines.join('\n') + '\n';
}

/** The insight in one line, from the core's fact: who wins in more universes, and who is more likely to win (they can differ, or tie). */
export function whoIsAhead({ universes, probability }: Ahead): string {
  const more =
    universes === null ? 'no one player wins in more universes' : `player ${universes} wins in more universes`;
  if (universes !== null && universes === probability) return `${more} and is also more likely to win`;
  const likely =
    probability === null ? 'no one player is more likely to win' : `player ${probability} is more likely to win`;
  return `${more}, but ${likely}`;
}

/** One line a problem, as source:line:column (no place when the positions came from --players, which has no lines). */
export function formatProblems(error: DiracDiceError, source: string, fromPlayersFlag: boolean): string[] {
  const inFile = error.kind === 'input' && !fromPlayersFlag;
  return error.problems.map((p) => {
    const message = printable(p.message);
    if (error.kind === 'input' && fromPlayersFlag) return `dirac-dice: --players: ${message}`;
    if (inFile && p.line !== undefined) return `${printable(source)}:${p.line}:${p.column ?? 1}: ${message}`;
    return `dirac-dice: ${printable(formatProblem(p))}`;
  });
}

/** The problems of a command's request: its input is its file (standard input for '-') or its --players. */
export const problemsOf = (error: DiracDiceError, { file, players }: Command): string[] =>
  formatProblems(error, file === undefined || file === '-' ? '<stdin>' : file, players !== undefined);
