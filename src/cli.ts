import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  DiracDiceError,
  formatProblem,
  solve,
  STRATEGY_NAMES,
  type RulesInput,
  type SolveResult,
  type StrategyName,
} from './core';

const USAGE = `Usage: dirac-dice <file|-> [options]
       dirac-dice --players 4,8 [options]

Solves Advent of Code 2021 day 21 (Dirac Dice) exactly.

Options:
  --json                 print the whole result as one JSON object
  --strategy NAME        part 2 strategy: ${STRATEGY_NAMES.join(', ')} (default per-player)
  --compare              also run every other strategy that its cost estimate allows
  --players LIST         starting positions, comma-separated, instead of a file
  --part 1|2             solve only this part
  --board N              spaces on the board (default 10)
  --rolls N              die rolls per turn (default 3)
  --die-sides N          sides of part 1's deterministic die (default 100)
  --target N             part 1's winning score (default 1000; any size)
  --dirac-sides N        sides of part 2's Dirac die (default 3)
  --dirac-target N       part 2's winning score (default 21)
  --max-work N           refuse part 2 above this estimated cost in steps (default 2e10)
  -h, --help             show this help`;

class UsageError extends Error {}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} expects a whole number, got '${value}'`);
  return Number(value);
}

function maxWork(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 1)
    throw new UsageError(`--max-work expects a positive number like 2e10, got '${value}'`);
  return n;
}

export function main(argv: string[], stdin: () => string): { code: number; out: string; err: string } {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        strategy: { type: 'string' },
        compare: { type: 'boolean' },
        players: { type: 'string' },
        part: { type: 'string' },
        board: { type: 'string' },
        rolls: { type: 'string' },
        'die-sides': { type: 'string' },
        target: { type: 'string' },
        'dirac-sides': { type: 'string' },
        'dirac-target': { type: 'string' },
        'max-work': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { code: 2, out: '', err: `dirac-dice: ${(error as Error).message}\n${USAGE}\n` };
  }
  const { values, positionals } = args;
  if (values.help) return { code: 0, out: `${USAGE}\n`, err: '' };
  let positions: number[] | undefined;
  try {
    const strategy = values.strategy;
    if (strategy !== undefined && !(STRATEGY_NAMES as readonly string[]).includes(strategy)) {
      throw new UsageError(`unknown strategy '${strategy}' (choose from ${STRATEGY_NAMES.join(', ')})`);
    }
    if (values.part !== undefined && values.part !== '1' && values.part !== '2')
      throw new UsageError(`--part expects 1 or 2, got '${values.part}'`);
    if (values.target !== undefined && !/^\d+$/.test(values.target))
      throw new UsageError(`--target expects a whole number, got '${values.target}'`);
    const rules: RulesInput = {
      boardSize: integer('board', values.board),
      rollsPerTurn: integer('rolls', values.rolls),
      deterministicSides: integer('die-sides', values['die-sides']),
      target: values.target,
      diracSides: integer('dirac-sides', values['dirac-sides']),
      diracTarget: integer('dirac-target', values['dirac-target']),
    };
    for (const key of Object.keys(rules) as (keyof RulesInput)[]) if (rules[key] === undefined) delete rules[key];
    let text = '';
    if (values.players !== undefined) {
      if (positionals.length > 0) throw new UsageError('give either a file or --players, not both');
      positions = values.players.split(',').map((p) => {
        const n = integer('players', p.trim());
        if (n === undefined) throw new UsageError('--players expects a list like 4,8');
        return n;
      });
    } else {
      const file = positionals[0];
      if (file === undefined || positionals.length > 1)
        throw new UsageError('expected one input file (or - for standard input)');
      text = file === '-' ? stdin() : readFileSync(file, 'utf8');
    }
    const result = solve(text, {
      rules,
      strategy: strategy as StrategyName | undefined,
      compare: values.compare ? true : undefined,
      parts: values.part === undefined ? [1, 2] : [Number(values.part) as 1 | 2],
      positions,
      maxWork: maxWork(values['max-work']),
    });
    return { code: 0, out: values.json ? `${JSON.stringify(result, null, 2)}\n` : formatHuman(result), err: '' };
  } catch (error) {
    const source = positionals[0] && positionals[0] !== '-' ? positionals[0] : '<stdin>';
    if (error instanceof DiracDiceError) {
      const where = error.kind === 'input' && positions === undefined ? `${source}:` : 'dirac-dice:';
      // Positions from --players have no file to point into: name the flag, not a line of text the user never wrote.
      const fromFlag = error.kind === 'input' && positions !== undefined;
      const lines = error.problems.map((p) =>
        fromFlag
          ? `dirac-dice: --players: ${p.message}`
          : p.line !== undefined && where !== 'dirac-dice:'
            ? `${where}${p.line}:${p.column ?? 1}: ${p.message}`
            : `dirac-dice: ${formatProblem(p)}`,
      );
      return { code: 1, out: '', err: `${lines.join('\n')}\n` };
    }
    if (error instanceof UsageError) return { code: 2, out: '', err: `dirac-dice: ${error.message}\n${USAGE}\n` };
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES')
      return { code: 1, out: '', err: `dirac-dice: cannot read ${source}: ${(error as Error).message}\n` };
    throw error;
  }
}
function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

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
    part2.wins.forEach((w, i) => lines.push(`  player ${i + 1} wins in ${group(w)} universes`));
    lines.push('  roll frequencies (sum: ways): ' + part2.rollFrequencies.map((f) => `${f.sum}:${f.ways}`).join(' '));
    if (part2.memo) {
      const m = part2.memo;
      lines.push(
        `  memo: ${m.entries} entries, ${m.calls} calls, ${m.hits} hits (${((100 * m.hits) / Math.max(1, m.calls)).toFixed(2)} %), state bound ${m.stateBound}`,
      );
    }
    for (const run of part2.runs)
      lines.push(`  ${run.strategy.padEnd(10)} ${run.timeMs.toFixed(3).padStart(10)} ms  ${run.statesTouched} states`);
    for (const r of part2.refused) lines.push(`  ${r.strategy.padEnd(10)} refused: ${r.reason}`);
  }
  return lines.join('\n') + '\n';
}

if (require.main === module) {
  const { code, out, err } = main(process.argv.slice(2), () => readFileSync(0, 'utf8'));
  process.stdout.write(out);
  process.stderr.write(err);
  process.exitCode = code;
}
